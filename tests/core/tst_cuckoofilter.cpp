// The cuckoo filter: no false negatives up to 95% load, a measured rate that matches the paper's
// formula, removal and its hazard, the duplicate limit, the victim slot when the table fills, and
// typed errors for bad arguments. Hashing, traces, batches and the formulas are in
// tst_cuckoofiltertrace, files in tst_cuckoofilterfile.

#include "coretestsupport.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <set>

using namespace bloom;

namespace {

constexpr std::uint64_t kSlots = CuckooFilter::kSlotsPerBucket;

CuckooFilter withBuckets(std::uint64_t buckets, std::uint32_t fingerprintBits, std::uint64_t seed = 0)
{
    auto made = CuckooFilter::createWithBuckets(buckets, fingerprintBits, seed);
    return std::move(made).value();
}

// Adds numbered keys until one is refused; returns the keys that were stored, in order.
std::vector<std::string> fillUntilRefused(CuckooFilter &filter, std::string_view prefix, Errc &refusal)
{
    std::vector<std::string> stored;
    for (std::uint64_t i = 0;; ++i) {
        std::string key = coretest::numberedKey(prefix, i);
        const Status status = filter.add(key);
        if (!status) {
            refusal = status.error().code;
            return stored;
        }
        stored.push_back(std::move(key));
    }
}

// The first numbered key that `accept` takes.
template <typename Accept> std::string findKey(std::string_view prefix, Accept accept)
{
    for (std::uint64_t i = 0;; ++i) {
        std::string key = coretest::numberedKey(prefix, i);
        if (accept(key))
            return key;
    }
}

std::uint64_t occupiedSlots(const CuckooFilter &filter)
{
    std::uint64_t occupied = 0;
    for (std::uint64_t b = 0; b < filter.bucketCount(); ++b)
        for (std::uint16_t value : filter.bucket(b))
            occupied += value != 0 ? 1 : 0;
    return occupied;
}

} // namespace

class TestCuckooFilter : public QObject {
    Q_OBJECT

private slots:
    void capacityPicksAPowerOfTwoAtTheDesignLoad_data();
    void capacityPicksAPowerOfTwoAtTheDesignLoad();
    void rateChoosesTheFingerprint_data();
    void rateChoosesTheFingerprint();
    void noFalseNegativesAtNinetyFivePercentLoad_data();
    void noFalseNegativesAtNinetyFivePercentLoad();
    void measuredRateMatchesTheFormula_data();
    void measuredRateMatchesTheFormula();
    void removedKeysAreNoLongerFound();
    void removingALookalikeDeletesTheRealKey();
    void duplicateLimitRefusesTheCopyPastTwoBuckets();
    void duplicateLimitIsOneBucketWhenBothCoincide();
    void fillingPastCapacityEndsInTheVictimSlot();
    void removingFromAFullFilterPlacesTheVictim();
    void invalidArgumentsGiveTypedErrors_data();
    void invalidArgumentsGiveTypedErrors();
    void hugeCapacityIsRefusedBeforeAllocating();
    void invalidKeysAreRefused();
    void accessorsDescribeTheTable();
    void clearReplaysLikeANewFilter();
};

void TestCuckooFilter::capacityPicksAPowerOfTwoAtTheDesignLoad_data()
{
    QTest::addColumn<quint64>("capacity");
    QTest::addColumn<quint64>("buckets");
    QTest::addRow("one key") << quint64 {1} << quint64 {1};
    QTest::addRow("three keys fit one bucket at 95%%") << quint64 {3} << quint64 {1};
    QTest::addRow("four keys would fill it") << quint64 {4} << quint64 {2};
    QTest::addRow("exactly 95%% of 1024 slots") << quint64 {972} << quint64 {256};
    QTest::addRow("one more") << quint64 {973} << quint64 {512};
    QTest::addRow("100k keys") << quint64 {100'000} << quint64 {32'768};
}

void TestCuckooFilter::capacityPicksAPowerOfTwoAtTheDesignLoad()
{
    QFETCH(quint64, capacity);
    QFETCH(quint64, buckets);
    QCOMPARE(CuckooFilter::bucketsFor(capacity).value(), std::uint64_t {buckets});
    const CuckooFilter filter(capacity, 12);
    QCOMPARE(filter.bucketCount(), std::uint64_t {buckets});
    QCOMPARE(filter.slotCount(), buckets * kSlots);
    QVERIFY(static_cast<double>(capacity) <= 0.95 * static_cast<double>(filter.slotCount()));
    // Packed: 4·12 bits a bucket, plus the one spare word.
    QCOMPARE(filter.tableBits(), buckets * 48);
    QCOMPARE(filter.memoryBytes(), ((buckets * 48 + 63) / 64 + 1) * 8);
}

void TestCuckooFilter::rateChoosesTheFingerprint_data()
{
    QTest::addColumn<double>("p");
    QTest::addColumn<quint32>("bits");
    QTest::addRow("1%%") << 0.01 << quint32 {10};
    QTest::addRow("0.1%%") << 0.001 << quint32 {13};
    QTest::addRow("2^-5 exactly: 2b/p = 2^8") << 0.03125 << quint32 {8};
    QTest::addRow("50%% needs 4 bits") << 0.5 << quint32 {4};
    QTest::addRow("90%% is raised to 4 bits") << 0.9 << quint32 {4};
    QTest::addRow("2^-13 needs the widest") << std::ldexp(1.0, -13) << quint32 {16};
}

void TestCuckooFilter::rateChoosesTheFingerprint()
{
    QFETCH(double, p);
    QFETCH(quint32, bits);
    QCOMPARE(CuckooFilter::fingerprintBitsFor(p).value(), bits);
    const auto filter = CuckooFilter::createForRate(1000, p);
    QVERIFY(filter);
    QCOMPARE(filter->fingerprintBits(), bits);
    // Even a full table stays under p, unless p is looser than 4 bits can be.
    if (bits > CuckooFilter::kMinFingerprintBits)
        QVERIFY(cuckooFalsePositiveBound(bits) <= p);
}

void TestCuckooFilter::noFalseNegativesAtNinetyFivePercentLoad_data()
{
    // f = 4 is left out: with 15 fingerprints, keys share them so often that the table fills
    // near 93% (the paper's Figure 3 shows the same dip for small f).
    QTest::addColumn<quint32>("bits");
    for (quint32 bits : {6u, 8u, 12u, 16u})
        QTest::addRow("f = %u", bits) << bits;
}

void TestCuckooFilter::noFalseNegativesAtNinetyFivePercentLoad()
{
    QFETCH(quint32, bits);
    CuckooFilter filter = withBuckets(1u << 15, bits, 2014);
    const auto keys = static_cast<std::uint64_t>(0.95 * static_cast<double>(filter.slotCount()));
    QVERIFY(keys > 100'000);
    for (std::uint64_t i = 0; i < keys; ++i)
        QVERIFY(filter.add(coretest::numberedKey("in", i)));
    QVERIFY(!filter.isFull());
    QCOMPARE(filter.itemCount(), keys);
    QCOMPARE(occupiedSlots(filter), keys);
    QVERIFY(std::abs(filter.loadFactor() - 0.95) < 1e-4);
    for (std::uint64_t i = 0; i < keys; ++i)
        QVERIFY(filter.mightContain(coretest::numberedKey("in", i)));
}

void TestCuckooFilter::measuredRateMatchesTheFormula_data()
{
    QTest::addColumn<quint32>("bits");
    QTest::addRow("f = 8") << quint32 {8};
    QTest::addRow("f = 12") << quint32 {12};
}

void TestCuckooFilter::measuredRateMatchesTheFormula()
{
    QFETCH(quint32, bits);
    CuckooFilter filter = withBuckets(1u << 15, bits, 7);
    const auto keys = static_cast<std::uint64_t>(0.95 * static_cast<double>(filter.slotCount()));
    for (std::uint64_t i = 0; i < keys; ++i)
        QVERIFY(filter.add(coretest::numberedKey("in", i)));

    constexpr std::uint64_t kQueries = 2'000'000;
    std::uint64_t positives = 0;
    for (std::uint64_t i = 0; i < kQueries; ++i)
        positives += filter.mightContain(coretest::numberedKey("out", i)) ? 1 : 0;
    const double measured = static_cast<double>(positives) / kQueries;
    const double expected = cuckooFalsePositiveRate(bits, filter.loadFactor());
    const double sigma = std::sqrt(expected * (1.0 - expected) / kQueries);
    qInfo("f = %u: measured %.5f%%, formula %.5f%%, full-table bound %.5f%%", bits, 100 * measured,
        100 * expected, 100 * cuckooFalsePositiveBound(bits));
    QVERIFY2(std::abs(measured - expected) < 4 * sigma, qPrintable(QString::number(measured)));
    QVERIFY(measured < cuckooFalsePositiveBound(bits));
}

void TestCuckooFilter::removedKeysAreNoLongerFound()
{
    CuckooFilter filter = withBuckets(4096, 16, 11);
    constexpr std::uint64_t kKeys = 2000;
    // Distinct fingerprint-and-bucket pairs, so no key's copy can answer for another's.
    std::set<std::pair<std::uint16_t, std::uint64_t>> places;
    for (std::uint64_t i = 0; i < kKeys; ++i) {
        const CuckooKeyHash h = filter.hashKey(coretest::numberedKey("r", i));
        QVERIFY(places.insert({h.fingerprint, std::min(h.bucket1, h.bucket2)}).second);
        QVERIFY(filter.add(coretest::numberedKey("r", i)));
    }
    for (std::uint64_t i = 0; i < kKeys; i += 2)
        QVERIFY(filter.remove(coretest::numberedKey("r", i)));
    QCOMPARE(filter.itemCount(), kKeys / 2);
    QCOMPARE(occupiedSlots(filter), kKeys / 2);
    for (std::uint64_t i = 0; i < kKeys; ++i)
        QCOMPARE(filter.mightContain(coretest::numberedKey("r", i)), i % 2 == 1);
    const Status again = filter.remove(coretest::numberedKey("r", 0));
    QVERIFY(!again);
    QCOMPARE(again.error().code, Errc::NotPresent);
    QCOMPARE(filter.itemCount(), kKeys / 2);
}

void TestCuckooFilter::removingALookalikeDeletesTheRealKey()
{
    // The documented hazard: a filter stores fingerprints, not keys, so removing a key that was
    // never added but shares a fingerprint and a bucket with one that was deletes the real one.
    CuckooFilter filter = withBuckets(4, 4, 5);
    const auto added = filter.addTraced("alice");
    QVERIFY(added && added->placed);
    const CuckooSlot home = *added->placed;
    const std::string lookalike = findKey("mallory", [&](const std::string &key) {
        const CuckooKeyHash h = filter.hashKey(key);
        return h.fingerprint == added->fingerprint && (h.bucket1 == home.bucket || h.bucket2 == home.bucket);
    });
    QVERIFY(filter.mightContain(lookalike)); // a false positive
    QVERIFY(filter.remove(lookalike));
    QVERIFY(!filter.mightContain("alice")); // and now a false negative
    QCOMPARE(filter.itemCount(), std::uint64_t {0});
    QCOMPARE(filter.remove("alice").error().code, Errc::NotPresent);
}

void TestCuckooFilter::duplicateLimitRefusesTheCopyPastTwoBuckets()
{
    CuckooFilter filter = withBuckets(64, 12, 8);
    const std::string key = findKey("dup", [&](const std::string &candidate) {
        const CuckooKeyHash h = filter.hashKey(candidate);
        return h.bucket1 != h.bucket2;
    });
    for (std::uint32_t copy = 0; copy < CuckooFilter::kMaxDuplicates; ++copy)
        QVERIFY(filter.add(key));
    const std::vector<std::uint64_t> before(filter.tableWords().begin(), filter.tableWords().end());
    const std::uint64_t kickState = filter.kickState();

    const Status refused = filter.add(key);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, Errc::DuplicateLimit);
    QCOMPARE(refused.error().needed, std::uint64_t {9});
    QCOMPARE(refused.error().available, std::uint64_t {8});
    const auto traced = filter.addTraced(key);
    QCOMPARE(traced->outcome, CuckooOutcome::DuplicateLimit);
    QCOMPARE(traced->probes.size(), std::size_t {2});
    // Refused, not silently dropped or pushed round the table: nothing changed.
    QCOMPARE(coretest::joined(filter.tableWords()), coretest::joined(before));
    QCOMPARE(filter.kickState(), kickState);
    QCOMPARE(filter.itemCount(), std::uint64_t {8});
    QVERIFY(!filter.isFull());

    for (std::uint32_t copy = 0; copy < CuckooFilter::kMaxDuplicates; ++copy)
        QVERIFY(filter.remove(key));
    QCOMPARE(filter.remove(key).error().code, Errc::NotPresent);
    QVERIFY(!filter.mightContain(key));
}

void TestCuckooFilter::duplicateLimitIsOneBucketWhenBothCoincide()
{
    CuckooFilter filter = withBuckets(1, 8); // one bucket: every key's two buckets are the same
    for (std::uint32_t copy = 0; copy < kSlots; ++copy)
        QVERIFY(filter.add("same"));
    const Status refused = filter.add("same");
    QCOMPARE(refused.error().code, Errc::DuplicateLimit);
    QCOMPARE(refused.error().available, kSlots);
    QVERIFY(!filter.isFull());
}

void TestCuckooFilter::fillingPastCapacityEndsInTheVictimSlot()
{
    CuckooFilter filter = withBuckets(16, 12, 21);
    Errc refusal = Errc::ZeroBits;
    const std::vector<std::string> stored = fillUntilRefused(filter, "f", refusal);
    QCOMPARE(refusal, Errc::Full);
    QVERIFY(filter.isFull());
    const CuckooVictim victim = filter.victim().value();
    QVERIFY(victim.fingerprint != 0);
    QVERIFY(victim.bucket < filter.bucketCount());
    // The victim's two buckets are full, or it would have been placed.
    for (std::uint64_t b : {victim.bucket, filter.alternateBucket(victim.bucket, victim.fingerprint)})
        for (std::uint16_t value : filter.bucket(b))
            QVERIFY(value != 0);
    // Nothing was lost: every stored key, the one whose relocations ran out included, answers.
    QCOMPARE(filter.itemCount(), std::uint64_t(stored.size()));
    QCOMPARE(occupiedSlots(filter) + 1, filter.itemCount());
    QVERIFY(filter.itemCount() > 55); // above 85% of 64 slots even in a table this small
    for (const std::string &key : stored)
        QVERIFY2(filter.mightContain(key), key.c_str());

    // A full filter refuses and changes nothing, traced or not.
    const std::vector<std::uint64_t> before(filter.tableWords().begin(), filter.tableWords().end());
    QCOMPARE(filter.add("one more").error().code, Errc::Full);
    const auto traced = filter.addTraced("one more");
    QCOMPARE(traced->outcome, CuckooOutcome::Full);
    QVERIFY(traced->victim == filter.victim());
    QCOMPARE(coretest::joined(filter.tableWords()), coretest::joined(before));
    QCOMPARE(filter.itemCount(), std::uint64_t(stored.size()));
}

void TestCuckooFilter::removingFromAFullFilterPlacesTheVictim()
{
    CuckooFilter filter = withBuckets(16, 12, 21);
    Errc refusal = Errc::ZeroBits;
    std::vector<std::string> stored = fillUntilRefused(filter, "f", refusal);
    QVERIFY(filter.isFull());
    // Each removal frees a slot and sends the victim after it; the keys left keep answering.
    std::size_t removed = 0;
    while (filter.isFull() && removed < stored.size()) {
        QVERIFY(filter.remove(stored[removed]));
        ++removed;
        QCOMPARE(filter.itemCount(), std::uint64_t(stored.size() - removed));
        for (std::size_t i = removed; i < stored.size(); ++i)
            QVERIFY2(filter.mightContain(stored[i]), stored[i].c_str());
    }
    QVERIFY(!filter.isFull());
    qInfo("the victim found a place after %zu removals", removed);
    QCOMPARE(occupiedSlots(filter), filter.itemCount());
    QVERIFY(filter.add("room again"));
    QVERIFY(filter.mightContain("room again"));
}

void TestCuckooFilter::invalidArgumentsGiveTypedErrors_data()
{
    QTest::addColumn<quint64>("capacity");
    QTest::addColumn<quint32>("bits");
    QTest::addColumn<double>("p"); // used instead of bits when not 0
    QTest::addColumn<Errc>("expected");
    QTest::addRow("f = 3") << quint64 {100} << quint32 {3} << 0.0 << Errc::ParameterOutOfRange;
    QTest::addRow("f = 17") << quint64 {100} << quint32 {17} << 0.0 << Errc::ParameterOutOfRange;
    QTest::addRow("f = 0") << quint64 {100} << quint32 {0} << 0.0 << Errc::ParameterOutOfRange;
    QTest::addRow("capacity 0") << quint64 {0} << quint32 {8} << 0.0 << Errc::ZeroItems;
    QTest::addRow("capacity 2^64 - 1") << quint64 {~0ull} << quint32 {8} << 0.0 << Errc::TooLarge;
    QTest::addRow("one past the bucket limit")
        << quint64 {CuckooFilter::kMaxBuckets * 19 / 5 + 1} << quint32 {4} << 0.0 << Errc::TooLarge;
    QTest::addRow("p = 1") << quint64 {100} << quint32 {0} << 1.0 << Errc::ProbabilityOutOfRange;
    QTest::addRow("p = -0.5") << quint64 {100} << quint32 {0} << -0.5 << Errc::ProbabilityOutOfRange;
    QTest::addRow("p = NaN") << quint64 {100} << quint32 {0} << std::numeric_limits<double>::quiet_NaN()
                             << Errc::ProbabilityOutOfRange;
    QTest::addRow("p = 1e-4 needs 17 bits")
        << quint64 {100} << quint32 {0} << 1e-4 << Errc::ParameterOutOfRange;
}

void TestCuckooFilter::invalidArgumentsGiveTypedErrors()
{
    QFETCH(quint64, capacity);
    QFETCH(quint32, bits);
    QFETCH(double, p);
    QFETCH(Errc, expected);
    const auto made
        = p != 0.0 ? CuckooFilter::createForRate(capacity, p) : CuckooFilter::create(capacity, bits);
    QVERIFY(!made);
    QCOMPARE(made.error().code, expected);
    if (p == 0.0) {
        try {
            const CuckooFilter filter(capacity, bits);
            QFAIL("the constructor accepted it");
        } catch (const InvalidArgument &e) {
            QCOMPARE(e.error().code, expected);
        }
    }
    // p = 0 means "use bits" above, so it is asked here.
    QCOMPARE(CuckooFilter::fingerprintBitsFor(0.0).error().code, Errc::ProbabilityOutOfRange);
    QCOMPARE(CuckooFilter::createForRate(100, 0.0).error().code, Errc::ProbabilityOutOfRange);
    for (std::uint64_t buckets : {std::uint64_t {0}, std::uint64_t {3}, std::uint64_t {1000},
             CuckooFilter::kMaxBuckets * 2, ~std::uint64_t {0}})
        QCOMPARE(CuckooFilter::createWithBuckets(buckets, 8).error().code, Errc::ParameterOutOfRange);
}

void TestCuckooFilter::hugeCapacityIsRefusedBeforeAllocating()
{
    // A billion keys at f = 16 need 2^28 buckets of 8 bytes; with 1 MiB "available" the refusal
    // gives both figures, and nothing was allocated to find out.
    const coretest::MemoryOverride oneMebibyte(1u << 20);
    const auto made = CuckooFilter::create(1'000'000'000, 16);
    QVERIFY(!made);
    QCOMPARE(made.error().code, Errc::OutOfMemory);
    QCOMPARE(made.error().needed, (std::uint64_t {1} << 28) * 8 + 8);
    QCOMPARE(made.error().available, std::uint64_t {1} << 20);
    QVERIFY(CuckooFilter::create(10'000, 16)); // 4096 buckets, 32 KiB: fits
}

void TestCuckooFilter::invalidKeysAreRefused()
{
    CuckooFilter filter(100, 8);
    QCOMPARE(filter.add("").error().code, Errc::EmptyKey);
    QCOMPARE(filter.remove("").error().code, Errc::EmptyKey);
    QCOMPARE(filter.addTraced("").error().code, Errc::EmptyKey);
    QCOMPARE(filter.removeTraced("").error().code, Errc::EmptyKey);
    const std::string huge(static_cast<std::size_t>(kMaxKeyBytes + 1), 'x');
    const Status tooLarge = filter.add(huge);
    QCOMPARE(tooLarge.error().code, Errc::KeyTooLarge);
    QCOMPARE(tooLarge.error().needed, kMaxKeyBytes + 1);
    QCOMPARE(filter.remove(huge).error().code, Errc::KeyTooLarge);
    QCOMPARE(filter.itemCount(), std::uint64_t {0});
    QCOMPARE(occupiedSlots(filter), std::uint64_t {0});
    QVERIFY(filter.add(std::string_view("\0", 1))); // one NUL byte is a key, as everywhere
}

void TestCuckooFilter::accessorsDescribeTheTable()
{
    CuckooFilter filter = withBuckets(8, 10, 4);
    QCOMPARE(filter.slotsPerBucket(), 4u);
    QCOMPARE(filter.slotCount(), std::uint64_t {32});
    QCOMPARE(filter.fingerprintBits(), 10u);
    QCOMPARE(filter.seed(), std::uint64_t {4});
    QCOMPARE(filter.tableBits(), std::uint64_t {320});
    QCOMPARE(filter.tableWords().size(), std::size_t {5});
    QCOMPARE(filter.memoryBytes(), std::uint64_t {48});
    QCOMPARE(filter.bitsPerItem(), std::numeric_limits<double>::infinity());
    QCOMPARE(filter.loadFactor(), 0.0);
    QVERIFY(!filter.victim());

    for (std::uint64_t i = 0; i < 8; ++i)
        QVERIFY(filter.add(coretest::numberedKey("a", i)));
    QCOMPARE(filter.loadFactor(), 0.25);
    QCOMPARE(filter.bitsPerItem(), 40.0); // f/α = 10 / 0.25
    const CuckooKeyHash h = filter.hashKey("a0");
    const CuckooBucket first = filter.bucket(h.bucket1);
    const CuckooBucket second = filter.bucket(h.bucket2);
    QVERIFY(std::count(first.begin(), first.end(), h.fingerprint)
            + std::count(second.begin(), second.end(), h.fingerprint)
        >= 1);
    for (std::uint32_t slot = 0; slot < kSlots; ++slot)
        QCOMPARE(filter.fingerprint(h.bucket1, slot), first[slot]);
    for (std::uint64_t b = 0; b < 8; ++b)
        for (std::uint16_t value : filter.bucket(b))
            QVERIFY(value < 1024);
    QCOMPARE(filter.fingerprint(8, 0), std::uint16_t {0});
    QCOMPARE(filter.fingerprint(0, 4), std::uint16_t {0});
    QVERIFY(filter.bucket(99) == CuckooBucket {});
}

void TestCuckooFilter::clearReplaysLikeANewFilter()
{
    CuckooFilter used = withBuckets(16, 8, 77);
    Errc refusal = Errc::ZeroBits;
    (void)fillUntilRefused(used, "c", refusal); // relocations advance the generator
    QVERIFY(used.kickState() != 77);
    used.clear();
    QCOMPARE(used.itemCount(), std::uint64_t {0});
    QVERIFY(!used.isFull());
    QCOMPARE(used.kickState(), std::uint64_t {77});

    CuckooFilter fresh = withBuckets(16, 8, 77);
    const std::vector<std::string> again = fillUntilRefused(used, "d", refusal);
    const std::vector<std::string> anew = fillUntilRefused(fresh, "d", refusal);
    QCOMPARE(again.size(), anew.size());
    QCOMPARE(coretest::joined(used.tableWords()), coretest::joined(fresh.tableWords()));
    QVERIFY(used.victim() == fresh.victim());
}

QTEST_APPLESS_MAIN(TestCuckooFilter)
#include "tst_cuckoofilter.moc"
