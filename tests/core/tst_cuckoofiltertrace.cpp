// Where the cuckoo filter puts keys and what it shows of it: the alternate bucket is its own
// inverse, fingerprints are uniform and never 0, traced operations leave exactly the state the
// plain ones do, a trace's relocation chain is one the filter really made, batched checks answer
// as single ones, and the formulas give the paper's values.

#include "coretestsupport.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <map>
#include <set>

using namespace bloom;

namespace {

CuckooFilter withBuckets(std::uint64_t buckets, std::uint32_t fingerprintBits, std::uint64_t seed = 0)
{
    auto made = CuckooFilter::createWithBuckets(buckets, fingerprintBits, seed);
    return std::move(made).value();
}

// What the plain operation reports for each outcome of its traced twin.
Errc refusalOf(CuckooOutcome outcome)
{
    switch (outcome) {
    case CuckooOutcome::Full: return Errc::Full;
    case CuckooOutcome::DuplicateLimit: return Errc::DuplicateLimit;
    case CuckooOutcome::Absent: return Errc::NotPresent;
    default: return Errc::ZeroBits; // not a refusal
    }
}

bool isRefusal(CuckooOutcome outcome)
{
    return refusalOf(outcome) != Errc::ZeroBits;
}

QByteArray stateOf(const CuckooFilter &filter)
{
    const auto victim = filter.victim();
    return coretest::joined(filter.tableWords()) + '|' + QByteArray::number(qulonglong(filter.itemCount()))
        + '|' + QByteArray::number(qulonglong(filter.kickState())) + '|'
        + (victim ? QByteArray::number(qulonglong(victim->bucket)) + ':'
                    + QByteArray::number(victim->fingerprint)
                  : QByteArray("none"));
}

// Every link of a chain must be one the table allows: each evicted fingerprint moves to its other
// bucket, and the next kick starts there with it.
void verifyChain(const CuckooFilter &filter, std::uint16_t first, const std::vector<CuckooKick> &kicks)
{
    std::uint16_t carried = first;
    for (std::size_t i = 0; i < kicks.size(); ++i) {
        const CuckooKick &kick = kicks[i];
        QCOMPARE(kick.incoming, carried);
        QVERIFY(kick.slot < CuckooFilter::kSlotsPerBucket);
        QVERIFY(kick.evicted != 0); // only full buckets are kicked from
        QCOMPARE(kick.next, filter.alternateBucket(kick.bucket, kick.evicted));
        if (i > 0)
            QCOMPARE(kick.bucket, kicks[i - 1].next);
        carried = kick.evicted;
    }
}

} // namespace

class TestCuckooFilterTrace : public QObject {
    Q_OBJECT

private slots:
    void alternateBucketIsAnInvolution_data();
    void alternateBucketIsAnInvolution();
    void fingerprintsAreUniformAndNeverZero();
    void seedChangesWhereKeysGo();
    void tracedAndPlainOperationsLeaveTheSameState();
    void addTraceShowsTheRelocationChain();
    void chainThatRunsOutEndsInTheVictim();
    void checkTraceStopsAtTheMatchingBucket();
    void victimAnswersChecksAndRemoves();
    void removeTraceShowsTheVictimPlacedAgain();
    void batchAnswersEqualSingleKeyAnswers_data();
    void batchAnswersEqualSingleKeyAnswers();
    void batchWithTooShortAnswersIsRefused();
    void formulasGiveKnownValues();
    void formulasRefuseBadArguments();
    void cuckooBeatsBloomOnlyAtLowRates();
};

void TestCuckooFilterTrace::alternateBucketIsAnInvolution_data()
{
    QTest::addColumn<quint64>("buckets");
    QTest::addColumn<quint32>("bits");
    QTest::addRow("one bucket") << quint64 {1} << quint32 {4};
    QTest::addRow("two buckets") << quint64 {2} << quint32 {8};
    QTest::addRow("1024 buckets, f = 16") << quint64 {1024} << quint32 {16};
    QTest::addRow("2^20 buckets, f = 12") << quint64 {1u << 20} << quint32 {12};
}

void TestCuckooFilterTrace::alternateBucketIsAnInvolution()
{
    QFETCH(quint64, buckets);
    QFETCH(quint32, bits);
    const CuckooFilter filter = withBuckets(buckets, bits, 99);
    std::set<std::uint64_t> offsets;
    for (std::uint32_t fingerprint = 1; fingerprint < (1u << bits); ++fingerprint) {
        const auto fp = static_cast<std::uint16_t>(fingerprint);
        for (std::uint64_t bucket :
            {std::uint64_t {0}, std::uint64_t {buckets / 3}, std::uint64_t {buckets - 1}}) {
            const std::uint64_t other = filter.alternateBucket(bucket, fp);
            QVERIFY(other < buckets);
            QCOMPARE(filter.alternateBucket(other, fp), bucket);
            offsets.insert(bucket ^ other);
        }
    }
    // Every offset the table allows occurs, up to as many as there are fingerprints.
    QCOMPARE(std::uint64_t(offsets.size()), std::min<std::uint64_t>(buckets, (1u << bits) - 1));
    for (std::uint64_t i = 0; i < 1000; ++i) {
        const CuckooKeyHash h = filter.hashKey(coretest::numberedKey("k", i));
        QVERIFY(h.bucket1 < buckets);
        QCOMPARE(h.bucket1, h.hash % buckets);
        QCOMPARE(h.bucket2, filter.alternateBucket(h.bucket1, h.fingerprint));
        QCOMPARE(filter.alternateBucket(h.bucket2, h.fingerprint), h.bucket1);
    }
}

void TestCuckooFilterTrace::fingerprintsAreUniformAndNeverZero()
{
    // 0 marks an empty slot. Mapping a zero fingerprint to 1, the usual fix, would give 1 twice
    // the share of the others, and the keys holding it twice the false-positive rate.
    const CuckooFilter filter = withBuckets(64, 4, 3);
    std::map<std::uint16_t, std::uint64_t> counts;
    constexpr std::uint64_t kKeys = 150'000;
    for (std::uint64_t i = 0; i < kKeys; ++i)
        ++counts[filter.hashKey(coretest::numberedKey("u", i)).fingerprint];
    QCOMPARE(counts.size(), std::size_t {15});
    QCOMPARE(counts.begin()->first, std::uint16_t {1});
    QCOMPARE(counts.rbegin()->first, std::uint16_t {15});
    for (const auto &[fingerprint, count] : counts)
        QVERIFY2(std::abs(static_cast<double>(count) / (kKeys / 15.0) - 1.0) < 0.05,
            qPrintable(QStringLiteral("fingerprint %1: %2").arg(fingerprint).arg(count)));
}

void TestCuckooFilterTrace::seedChangesWhereKeysGo()
{
    const CuckooFilter a = withBuckets(1024, 12, 1);
    const CuckooFilter b = withBuckets(1024, 12, 2);
    int same = 0;
    for (std::uint64_t i = 0; i < 1000; ++i) {
        const std::string key = coretest::numberedKey("s", i);
        same += a.hashKey(key).bucket1 == b.hashKey(key).bucket1 ? 1 : 0;
    }
    QVERIFY(same < 10); // about 1 in 1024 by chance
}

void TestCuckooFilterTrace::tracedAndPlainOperationsLeaveTheSameState()
{
    // Adds past full, removes of present and absent keys, and a key added past its limit, all run
    // on twin filters, one plainly and one traced.
    CuckooFilter plain = withBuckets(16, 8, 5);
    CuckooFilter traced = withBuckets(16, 8, 5);
    int refusals = 0;
    for (std::uint64_t step = 0; step < 400; ++step) {
        const std::string key = step % 11 == 3 ? std::string("hot") : coretest::numberedKey("t", step % 97);
        const bool removing = step % 5 == 4;
        const Status status = removing ? plain.remove(key) : plain.add(key);
        const auto trace = removing ? traced.removeTraced(key) : traced.addTraced(key);
        QVERIFY(trace);
        QCOMPARE(trace->operation, removing ? Operation::Remove : Operation::Add);
        QCOMPARE(trace->key, key);
        QCOMPARE(status.has_value(), !isRefusal(trace->outcome));
        if (!status) {
            QCOMPARE(status.error().code, refusalOf(trace->outcome));
            ++refusals;
        }
        QVERIFY(trace->victim == traced.victim());
        QCOMPARE(stateOf(traced), stateOf(plain));
    }
    QVERIFY(refusals > 20);
    QVERIFY(plain.itemCount() > 0);
}

void TestCuckooFilterTrace::addTraceShowsTheRelocationChain()
{
    CuckooFilter filter = withBuckets(64, 12, 3);
    for (std::uint64_t i = 0;; ++i) {
        const std::string key = coretest::numberedKey("k", i);
        const CuckooKeyHash h = filter.hashKey(key);
        const auto trace = filter.addTraced(key);
        QVERIFY(trace && trace->outcome == CuckooOutcome::Placed);
        QCOMPARE(trace->hash, h.hash);
        QCOMPARE(trace->fingerprint, h.fingerprint);
        QCOMPARE(trace->bucket1, h.bucket1);
        QCOMPARE(trace->bucket2, h.bucket2);
        QCOMPARE(trace->probes.size(), std::size_t(h.bucket1 == h.bucket2 ? 1 : 2));
        QCOMPARE(trace->probes.front().bucket, h.bucket1);
        QVERIFY(trace->placed);
        if (trace->kicks.empty()) {
            QVERIFY(trace->placed->bucket == h.bucket1 || trace->placed->bucket == h.bucket2);
            QCOMPARE(filter.fingerprint(trace->placed->bucket, trace->placed->slot), h.fingerprint);
            continue;
        }
        // Both buckets were full when looked at, and the chain starts from one of them.
        for (const CuckooProbe &probe : trace->probes)
            QVERIFY(std::count(probe.before.begin(), probe.before.end(), 0) == 0);
        QVERIFY(trace->kicks.front().bucket == h.bucket1 || trace->kicks.front().bucket == h.bucket2);
        verifyChain(filter, h.fingerprint, trace->kicks);
        QCOMPARE(trace->placed->bucket, trace->kicks.back().next);
        QCOMPARE(filter.fingerprint(trace->placed->bucket, trace->placed->slot), trace->kicks.back().evicted);
        QVERIFY(!trace->victim);
        QVERIFY(filter.mightContain(key));
        return;
    }
}

void TestCuckooFilterTrace::chainThatRunsOutEndsInTheVictim()
{
    CuckooFilter filter = withBuckets(8, 8, 13);
    for (std::uint64_t i = 0;; ++i) {
        const std::string key = coretest::numberedKey("v", i);
        const auto trace = filter.addTraced(key);
        QVERIFY(trace);
        if (trace->outcome != CuckooOutcome::Victim) {
            QCOMPARE(trace->outcome, CuckooOutcome::Placed);
            continue;
        }
        QCOMPARE(trace->kicks.size(), std::size_t {CuckooFilter::kMaxKicks});
        verifyChain(filter, trace->fingerprint, trace->kicks);
        QVERIFY(!trace->placed);
        const CuckooVictim expected {trace->kicks.back().next, trace->kicks.back().evicted};
        QVERIFY(trace->victim == expected);
        QVERIFY(filter.victim() == expected);
        QVERIFY(filter.mightContain(key));
        return;
    }
}

void TestCuckooFilterTrace::checkTraceStopsAtTheMatchingBucket()
{
    CuckooFilter filter = withBuckets(256, 16, 9);
    for (std::uint64_t i = 0; i < 300; ++i)
        QVERIFY(filter.add(coretest::numberedKey("c", i)));
    int stoppedEarly = 0;
    for (std::uint64_t i = 0; i < 300; ++i) {
        const std::string key = coretest::numberedKey("c", i);
        const CuckooTrace trace = filter.checkTraced(key);
        QCOMPARE(trace.operation, Operation::Check);
        QCOMPARE(trace.outcome, CuckooOutcome::Found);
        QVERIFY(trace.match);
        QCOMPARE(trace.probes.back().bucket, trace.match->bucket);
        QCOMPARE(trace.probes.back().before[trace.match->slot], trace.fingerprint);
        stoppedEarly += trace.probes.size() == 1 && trace.bucket1 != trace.bucket2 ? 1 : 0;
    }
    QVERIFY(stoppedEarly > 100); // most keys sit in their first bucket
    int absent = 0;
    for (std::uint64_t i = 0; i < 300; ++i) {
        const std::string key = coretest::numberedKey("never", i);
        const CuckooTrace trace = filter.checkTraced(key);
        QCOMPARE(trace.outcome == CuckooOutcome::Found, filter.mightContain(key));
        if (trace.outcome == CuckooOutcome::Absent) {
            ++absent;
            QVERIFY(!trace.match);
            QCOMPARE(trace.probes.size(), std::size_t(trace.bucket1 == trace.bucket2 ? 1 : 2));
        }
    }
    QVERIFY(absent > 290);
}

void TestCuckooFilterTrace::victimAnswersChecksAndRemoves()
{
    CuckooFilter filter = withBuckets(16, 8, 17);
    for (std::uint64_t i = 0; !filter.isFull(); ++i)
        QVERIFY(filter.add(coretest::numberedKey("f", i)));
    const CuckooVictim victim = filter.victim().value();
    // A key whose fingerprint and buckets are the victim's, and which no slot answers for.
    std::string key;
    for (std::uint64_t i = 0; key.empty() && i < 1'000'000; ++i) {
        const std::string candidate = coretest::numberedKey("x", i);
        if (filter.checkTraced(candidate).matchedVictim)
            key = candidate;
    }
    QVERIFY(!key.empty());
    const CuckooTrace check = filter.checkTraced(key);
    QCOMPARE(check.outcome, CuckooOutcome::Found);
    QCOMPARE(check.fingerprint, victim.fingerprint);
    QVERIFY(!check.match);
    QVERIFY(filter.mightContain(key));
    const std::uint64_t items = filter.itemCount();
    const auto removed = filter.removeTraced(key);
    QCOMPARE(removed->outcome, CuckooOutcome::Removed);
    QVERIFY(removed->matchedVictim);
    QVERIFY(removed->kicks.empty()); // no slot was freed, so nothing was placed again
    QVERIFY(!removed->victim);
    QVERIFY(!filter.isFull());
    QCOMPARE(filter.itemCount(), items - 1);
}

void TestCuckooFilterTrace::removeTraceShowsTheVictimPlacedAgain()
{
    CuckooFilter filter = withBuckets(16, 12, 23);
    std::vector<std::string> stored;
    for (std::uint64_t i = 0; !filter.isFull(); ++i) {
        stored.push_back(coretest::numberedKey("f", i));
        QVERIFY(filter.add(stored.back()));
    }
    for (const std::string &key : stored) {
        if (filter.checkTraced(key).matchedVictim)
            continue; // removing the victim itself frees no slot
        const CuckooVictim waiting = filter.victim().value();
        const auto trace = filter.removeTraced(key);
        QCOMPARE(trace->outcome, CuckooOutcome::Removed);
        QVERIFY(trace->match);
        QCOMPARE(trace->probes.back().before[trace->match->slot], trace->fingerprint);
        verifyChain(filter, waiting.fingerprint, trace->kicks);
        QVERIFY(trace->victim == filter.victim());
        if (trace->placed) {
            QVERIFY(!filter.isFull());
            const std::uint16_t last
                = trace->kicks.empty() ? waiting.fingerprint : trace->kicks.back().evicted;
            QCOMPARE(filter.fingerprint(trace->placed->bucket, trace->placed->slot), last);
            return;
        }
        QCOMPARE(trace->kicks.size(), std::size_t {CuckooFilter::kMaxKicks});
    }
    QFAIL("the victim never found a place");
}

void TestCuckooFilterTrace::batchAnswersEqualSingleKeyAnswers_data()
{
    QTest::addColumn<quint32>("bits");
    QTest::addColumn<int>("queries");
    QTest::addColumn<bool>("full");
    QTest::addRow("none") << quint32 {8} << 0 << false;
    QTest::addRow("one") << quint32 {8} << 1 << false;
    QTest::addRow("shorter than the window") << quint32 {12} << 15 << false;
    QTest::addRow("the window") << quint32 {12} << 16 << false;
    QTest::addRow("one past it") << quint32 {12} << 17 << false;
    QTest::addRow("many, f = 4") << quint32 {4} << 20'000 << false;
    QTest::addRow("many, f = 16") << quint32 {16} << 20'000 << false;
    // Buckets of 44 and 52 bits straddle words, and lanes of the next bucket sit above them.
    QTest::addRow("many, f = 11") << quint32 {11} << 20'000 << false;
    QTest::addRow("many, f = 13") << quint32 {13} << 20'000 << false;
    QTest::addRow("full, with a victim") << quint32 {6} << 20'000 << true;
}

void TestCuckooFilterTrace::batchAnswersEqualSingleKeyAnswers()
{
    QFETCH(quint32, bits);
    QFETCH(int, queries);
    QFETCH(bool, full);
    CuckooFilter filter = withBuckets(1024, bits, 31);
    std::set<std::string> stored;
    for (std::uint64_t i = 0; full ? !filter.isFull() : i < 3000; ++i) {
        std::string key = coretest::numberedKey("b", i);
        if (filter.add(key)) // f = 4 refuses a few keys as duplicates of others
            stored.insert(std::move(key));
    }
    QCOMPARE(filter.isFull(), full);
    std::vector<std::string> keys;
    for (int i = 0; i < queries; ++i)
        keys.push_back(coretest::numberedKey(i % 2 == 0 ? "b" : "nb", static_cast<std::uint64_t>(i / 2)));
    const std::vector<std::string_view> views(keys.begin(), keys.end());
    std::vector<std::uint8_t> answers(views.size(), 7);
    filter.mightContainBatch(views, answers);
    for (std::size_t i = 0; i < views.size(); ++i) {
        QCOMPARE(answers[i], std::uint8_t {filter.mightContain(views[i])});
        if (stored.contains(keys[i]))
            QCOMPARE(answers[i], std::uint8_t {1});
    }
}

void TestCuckooFilterTrace::batchWithTooShortAnswersIsRefused()
{
    const CuckooFilter filter(100, 8);
    const std::vector<std::string_view> keys {"a", "b", "c"};
    std::vector<std::uint8_t> answers(2);
    try {
        filter.mightContainBatch(keys, answers);
        QFAIL("a short answer span was accepted");
    } catch (const InvalidArgument &e) {
        QCOMPARE(e.error().code, Errc::InconsistentSizes);
        QCOMPARE(e.error().needed, std::uint64_t {3});
        QCOMPARE(e.error().available, std::uint64_t {2});
    }
}

void TestCuckooFilterTrace::formulasGiveKnownValues()
{
    // 1 − (1 − 2^−f)^(2·4·α), worked out independently.
    QCOMPARE(cuckooFalsePositiveRate(8, 0.95), 0.02930758752132867);
    QCOMPARE(cuckooFalsePositiveRate(12, 0.95), 0.001853974546580206);
    QCOMPARE(cuckooFalsePositiveRate(16, 1.0), 0.00012206379344092966);
    QCOMPARE(cuckooFalsePositiveRate(4, 0.5), 0.2275238037109375);
    QCOMPARE(cuckooFalsePositiveRate(8, 0.0), 0.0);
    QVERIFY(std::abs(cuckooFalsePositiveRate(32, 1.0) / (8 * std::ldexp(1.0, -32)) - 1.0) < 1e-8);
    QCOMPARE(cuckooFalsePositiveRate(8, 0.5, 2), 1.0 - std::pow(255.0 / 256.0, 2.0));
    // 2b/2^f, and never above 1.
    QCOMPARE(cuckooFalsePositiveBound(8), 0.03125);
    QCOMPARE(cuckooFalsePositiveBound(12), 8.0 / 4096.0);
    QCOMPARE(cuckooFalsePositiveBound(2), 1.0);
    for (std::uint32_t f = 4; f <= 16; ++f)
        QVERIFY(cuckooFalsePositiveRate(f, 1.0) < cuckooFalsePositiveBound(f));
    QCOMPARE(cuckooFingerprintBits(0.01), 10u);
    QCOMPARE(cuckooFingerprintBits(0.001), 13u);
    QCOMPARE(cuckooFingerprintBits(0.03125), 8u);
    QCOMPARE(cuckooFingerprintBits(0.9), 4u);
    QCOMPARE(cuckooFingerprintBits(0.9, 1), 2u);
    QCOMPARE(cuckooFingerprintBits(1e-4), 17u); // unclamped: the filter is the one that refuses
    QCOMPARE(cuckooBitsPerItem(12, 0.95), 12.0 / 0.95);
    QCOMPARE(cuckooBitsPerItem(8, 1.0), 8.0);
    QCOMPARE(lowerBoundBitsPerItem(0.01), 6.643856189774724);
    QCOMPARE(lowerBoundBitsPerItem(0.5), 1.0);
    QCOMPARE(bloomBitsPerItem(0.01), 9.585058377367439);
    // The same bits per key as the Bloom sizing itself: 10M keys at 1% take 95,850,584 bits.
    QVERIFY(std::abs(bloomBitsPerItem(0.01) * 1e7 - static_cast<double>(optimalBitCount(10'000'000, 0.01)))
        < 1.0);
}

void TestCuckooFilterTrace::formulasRefuseBadArguments()
{
    const auto code = [](auto call) {
        try {
            (void)call();
        } catch (const InvalidArgument &e) {
            return e.error().code;
        }
        return Errc::ZeroBits; // nothing was thrown
    };
    QCOMPARE(code([] { return cuckooFalsePositiveRate(0, 0.5); }), Errc::ParameterOutOfRange);
    QCOMPARE(code([] { return cuckooFalsePositiveRate(33, 0.5); }), Errc::ParameterOutOfRange);
    QCOMPARE(code([] { return cuckooFalsePositiveRate(8, 1.5); }), Errc::ParameterOutOfRange);
    QCOMPARE(code([] { return cuckooFalsePositiveRate(8, -0.1); }), Errc::ParameterOutOfRange);
    QCOMPARE(code([] { return cuckooFalsePositiveRate(8, 0.5, 0); }), Errc::ParameterOutOfRange);
    QCOMPARE(code([] { return cuckooFalsePositiveBound(0); }), Errc::ParameterOutOfRange);
    QCOMPARE(code([] { return cuckooFingerprintBits(0.0); }), Errc::ProbabilityOutOfRange);
    QCOMPARE(code([] { return cuckooFingerprintBits(1.0); }), Errc::ProbabilityOutOfRange);
    QCOMPARE(code([] { return cuckooBitsPerItem(8, 0.0); }), Errc::ParameterOutOfRange);
    QCOMPARE(code([] { return lowerBoundBitsPerItem(0.0); }), Errc::ProbabilityOutOfRange);
    QCOMPARE(code([] { return bloomBitsPerItem(1.0); }), Errc::ProbabilityOutOfRange);
    QCOMPARE(code([] { return bloomBitsPerItem(std::numeric_limits<double>::quiet_NaN()); }),
        Errc::ProbabilityOutOfRange);
}

void TestCuckooFilterTrace::cuckooBeatsBloomOnlyAtLowRates()
{
    // At 95% load a cuckoo filter pays f/0.95 bits with f = ⌈log2(8/p)⌉, about (log2(1/p) + 3)/0.95:
    // more than Bloom's 1.44·log2(1/p) at 1%, less at 0.1%. The two meet near p = 2^-8, 0.4%.
    const auto cuckoo = [](double p) { return cuckooBitsPerItem(cuckooFingerprintBits(p), 0.95); };
    QVERIFY(cuckoo(0.01) > bloomBitsPerItem(0.01));
    QVERIFY(cuckoo(0.001) < bloomBitsPerItem(0.001));
    for (double p : {0.1, 0.01, 0.001, 1e-4}) {
        QVERIFY(lowerBoundBitsPerItem(p) < bloomBitsPerItem(p));
        QVERIFY(lowerBoundBitsPerItem(p) < cuckoo(p));
    }
}

QTEST_APPLESS_MAIN(TestCuckooFilterTrace)
#include "tst_cuckoofiltertrace.moc"
