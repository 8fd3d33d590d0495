// The blocked filter: never a false negative, a measured rate that matches the Poisson-mixture
// formula, at most 1.25% with the classic 1% filter's memory, batch answers equal to single-key
// ones, and typed errors for bad shapes.

#include "coretestsupport.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <memory>

using namespace bloom;

namespace {

constexpr quint64 kMillion = 1'000'000; // quint64, as the data columns

// Keys and views kept together, so batches can be handed out as spans of views.
class KeyBatch {
public:
    KeyBatch(std::string_view prefix, std::uint64_t count)
    {
        m_keys.reserve(static_cast<std::size_t>(count));
        for (std::uint64_t i = 0; i < count; ++i)
            m_keys.push_back(coretest::numberedKey(prefix, i));
        m_views.assign(m_keys.begin(), m_keys.end());
    }
    [[nodiscard]] std::span<const std::string_view> views() const { return m_views; }

private:
    std::vector<std::string> m_keys;
    std::vector<std::string_view> m_views;
};

std::uint64_t popcountOf(std::span<const std::uint64_t> words)
{
    std::uint64_t total = 0;
    for (std::uint64_t word : words)
        total += static_cast<std::uint64_t>(std::popcount(word));
    return total;
}

std::uint64_t positivesIn(const BlockedBloomFilter &filter, std::span<const std::string_view> keys)
{
    std::vector<std::uint8_t> answers(keys.size());
    filter.mightContainBatch(keys, answers);
    std::uint64_t positives = 0;
    for (std::uint8_t answer : answers)
        positives += answer;
    return positives;
}

// The same mixture summed the slow, obvious way: every Poisson term from its own lgamma.
double bruteForceBlockedRate(std::uint64_t m, std::uint64_t n, std::uint32_t k, std::uint32_t blockBits)
{
    const double lambda = static_cast<double>(n) * blockBits / static_cast<double>(m);
    double sum = 0.0;
    for (int i = 0; i < 5000; ++i) {
        const double pmf = std::exp(i * std::log(lambda) - lambda - std::lgamma(i + 1.0));
        sum += pmf * std::pow(1.0 - std::pow(1.0 - 1.0 / blockBits, static_cast<double>(i) * k), k);
    }
    return sum;
}

} // namespace

class TestBlockedFilter : public QObject {
    Q_OBJECT

private slots:
    void sizeRoundsUpToWholeBlocks_data();
    void sizeRoundsUpToWholeBlocks();
    void everyAddedKeyIsFound_data();
    void everyAddedKeyIsFound();
    void measuredRateMatchesTheBlockedFormula_data();
    void measuredRateMatchesTheBlockedFormula();
    void classicMemoryGivesAtMostOnePointTwoFivePercent_data();
    void classicMemoryGivesAtMostOnePointTwoFivePercent();
    void batchAnswersEqualSingleKeyAnswers_data();
    void batchAnswersEqualSingleKeyAnswers();
    void eachKeyTouchesOneBlockOnly();
    void seedChangesThePositions();
    void setBitCountAndClearFollowTheBits();
    void invalidShapesGiveTypedErrors_data();
    void invalidShapesGiveTypedErrors();
    void batchWithTooShortAnswersIsRefused();
    void formulaMatchesABruteForceSum_data();
    void formulaMatchesABruteForceSum();
    void formulaEdgeCases();
};

void TestBlockedFilter::sizeRoundsUpToWholeBlocks_data()
{
    QTest::addColumn<quint64>("bits");
    QTest::addColumn<quint64>("blocks");
    QTest::addRow("one bit") << quint64 {1} << quint64 {1};
    QTest::addRow("one block exactly") << quint64 {512} << quint64 {1};
    QTest::addRow("one bit more") << quint64 {513} << quint64 {2};
    QTest::addRow("1M keys at 1%%") << quint64 {optimalBitCount(kMillion, 0.01)} << quint64 {18'721};
}

void TestBlockedFilter::sizeRoundsUpToWholeBlocks()
{
    QFETCH(quint64, bits);
    QFETCH(quint64, blocks);
    const BlockedBloomFilter filter(bits, 3);
    QCOMPARE(filter.blockCount(), std::uint64_t {blocks});
    QCOMPARE(filter.bitCount(), blocks * 512);
    QCOMPARE(filter.memoryBytes(), blocks * 64);
    QCOMPARE(filter.words().size(), std::size_t(blocks * 8));
    QCOMPARE(filter.hashCount(), 3u);
    // One cache line per block: the array starts on a line boundary.
    QCOMPARE(reinterpret_cast<std::uintptr_t>(filter.words().data()) % 64, std::uintptr_t {0});
}

void TestBlockedFilter::everyAddedKeyIsFound_data()
{
    QTest::addColumn<quint64>("bits");
    QTest::addColumn<quint32>("k");
    QTest::addColumn<quint64>("n");
    QTest::addColumn<bool>("batched");
    const quint64 m = optimalBitCount(kMillion, 0.01);
    QTest::addRow("1M keys, one at a time") << m << quint32 {6} << kMillion << false;
    QTest::addRow("1M keys, batched") << m << quint32 {6} << kMillion << true;
    QTest::addRow("one block, overfull") << quint64 {512} << quint32 {3} << quint64 {500} << true;
    QTest::addRow("k = 64") << quint64 {100'000} << quint32 {64} << quint64 {1000} << false;
    QTest::addRow("k = 1") << quint64 {100'000} << quint32 {1} << quint64 {10'000} << true;
}

void TestBlockedFilter::everyAddedKeyIsFound()
{
    QFETCH(quint64, bits);
    QFETCH(quint32, k);
    QFETCH(quint64, n);
    QFETCH(bool, batched);
    const KeyBatch keys("in", n);
    BlockedBloomFilter filter(bits, k);
    if (batched) {
        filter.addBatch(keys.views());
    } else {
        for (std::string_view key : keys.views())
            filter.add(key);
    }
    QCOMPARE(filter.itemCount(), std::uint64_t {n});
    QCOMPARE(positivesIn(filter, keys.views()), std::uint64_t {n});
    for (std::string_view key : keys.views()) {
        if (!filter.mightContain(key))
            QFAIL(qPrintable(QStringLiteral("false negative: %1").arg(coretest::bytes(key))));
    }
}

void TestBlockedFilter::measuredRateMatchesTheBlockedFormula_data()
{
    QTest::addColumn<quint64>("n");
    QTest::addColumn<quint32>("k");
    QTest::addRow("1M keys, k = 4") << kMillion << quint32 {4};
    QTest::addRow("1M keys, k = 6") << kMillion << quint32 {6};
    QTest::addRow("1M keys, k = 7") << kMillion << quint32 {7};
    QTest::addRow("1M keys, k = 10") << kMillion << quint32 {10};
    QTest::addRow("half load, k = 6") << kMillion / 2 << quint32 {6};
}

void TestBlockedFilter::measuredRateMatchesTheBlockedFormula()
{
    QFETCH(quint64, n);
    QFETCH(quint32, k);
    // Sized for 1M keys at 1%, whatever n is inserted.
    BlockedBloomFilter filter(optimalBitCount(kMillion, 0.01), k);
    const KeyBatch inserted("in", n);
    const KeyBatch absent("out", kMillion);
    filter.addBatch(inserted.views());
    const double measured = static_cast<double>(positivesIn(filter, absent.views())) / kMillion;
    const double expected = blockedFalsePositiveRate(filter.bitCount(), n, k);
    // At n = 1M about 11,000 false positives are expected: ±10% is about ten standard deviations,
    // so a failure means the offsets are not as independent as the formula assumes.
    QVERIFY2(std::abs(measured / expected - 1.0) < 0.10,
        qPrintable(QStringLiteral("measured %1, formula %2").arg(measured).arg(expected)));
    // Blocking never helps: the classic filter of the same size does better.
    QVERIFY(expected > falsePositiveRate(filter.bitCount(), n, k));
}

void TestBlockedFilter::classicMemoryGivesAtMostOnePointTwoFivePercent_data()
{
    QTest::addColumn<quint32>("k");
    QTest::addRow("the classic k = 7") << quint32 {7};
    QTest::addRow("the blocked optimum, k = 6") << quint32 {6};
}

void TestBlockedFilter::classicMemoryGivesAtMostOnePointTwoFivePercent()
{
    QFETCH(quint32, k);
    const std::uint64_t m = optimalBitCount(kMillion, 0.01);
    QCOMPARE(optimalHashCount(m, kMillion), 7u);
    BlockedBloomFilter filter(m, k);
    const KeyBatch inserted("in", kMillion);
    const KeyBatch absent("out", kMillion);
    filter.addBatch(inserted.views());
    const double measured = static_cast<double>(positivesIn(filter, absent.views())) / kMillion;
    QVERIFY2(measured <= 0.0125, qPrintable(QString::number(measured)));
    QVERIFY(blockedFalsePositiveRate(filter.bitCount(), kMillion, k) <= 0.0125);
    // Six probes suit the uneven blocks better than the classic seven.
    QVERIFY(blockedFalsePositiveRate(m, kMillion, 6) < blockedFalsePositiveRate(m, kMillion, 7));
}

void TestBlockedFilter::batchAnswersEqualSingleKeyAnswers_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<quint32>("k");
    QTest::addRow("no keys") << 0 << quint32 {6};
    QTest::addRow("one key") << 1 << quint32 {6};
    QTest::addRow("one group less one") << 15 << quint32 {6};
    QTest::addRow("one group") << 16 << quint32 {6};
    QTest::addRow("one group and one") << 17 << quint32 {6};
    QTest::addRow("many groups, k = 1") << 5003 << quint32 {1};
    QTest::addRow("many groups, k = 64") << 5003 << quint32 {64};
}

void TestBlockedFilter::batchAnswersEqualSingleKeyAnswers()
{
    QFETCH(int, count);
    QFETCH(quint32, k);
    // Arbitrary bytes and lengths, NUL included; the index keeps them distinct.
    coretest::RandomKeys random(2024);
    std::vector<std::string> keys;
    for (int i = 0; i < 2 * count; ++i)
        keys.push_back(std::to_string(i) + random.next());
    const std::vector<std::string_view> views(keys.begin(), keys.end());
    const auto added = std::span(views).first(static_cast<std::size_t>(count));

    BlockedBloomFilter single(40'000, k, 99);
    BlockedBloomFilter batched(40'000, k, 99);
    for (std::string_view key : added)
        single.add(key);
    batched.addBatch(added);
    QCOMPARE(coretest::joined(batched.words()), coretest::joined(single.words()));
    QCOMPARE(batched.itemCount(), single.itemCount());

    std::vector<std::uint8_t> answers(views.size(), 7);
    batched.mightContainBatch(views, answers);
    for (std::size_t i = 0; i < views.size(); ++i)
        QCOMPARE(answers[i], std::uint8_t {single.mightContain(views[i])});
}

void TestBlockedFilter::eachKeyTouchesOneBlockOnly()
{
    for (std::uint64_t i = 0; i < 200; ++i) {
        BlockedBloomFilter one(512 * 64, 8);
        one.add(coretest::numberedKey("b", i));
        std::uint64_t touched = 0;
        for (std::uint64_t block = 0; block < one.blockCount(); ++block)
            touched += popcountOf(one.words().subspan(block * 8, 8)) != 0 ? 1 : 0;
        QCOMPARE(touched, std::uint64_t {1});
        QVERIFY(one.setBitCount() >= 1 && one.setBitCount() <= 8); // probes may coincide
    }
}

void TestBlockedFilter::seedChangesThePositions()
{
    BlockedBloomFilter zero(100'000, 6, 0);
    BlockedBloomFilter one(100'000, 6, 1);
    QCOMPARE(one.seed(), std::uint64_t {1});
    for (std::uint64_t i = 0; i < 100; ++i) {
        zero.add(coretest::numberedKey("s", i));
        one.add(coretest::numberedKey("s", i));
    }
    QVERIFY(coretest::joined(zero.words()) != coretest::joined(one.words()));
}

void TestBlockedFilter::setBitCountAndClearFollowTheBits()
{
    BlockedBloomFilter filter(10'000, 5);
    QCOMPARE(filter.setBitCount(), std::uint64_t {0});
    const KeyBatch keys("c", 300);
    filter.addBatch(keys.views());
    QCOMPARE(filter.setBitCount(), popcountOf(filter.words()));
    QVERIFY(filter.setBitCount() > 0 && filter.setBitCount() <= 5 * 300);
    filter.clear();
    QCOMPARE(filter.setBitCount(), std::uint64_t {0});
    QCOMPARE(filter.itemCount(), std::uint64_t {0});
    QCOMPARE(positivesIn(filter, keys.views()), std::uint64_t {0});
}

void TestBlockedFilter::invalidShapesGiveTypedErrors_data()
{
    QTest::addColumn<quint64>("bits");
    QTest::addColumn<quint32>("k");
    QTest::addColumn<Errc>("code");
    QTest::addRow("m = 0") << quint64 {0} << quint32 {3} << Errc::ZeroBits;
    QTest::addRow("k = 0") << quint64 {512} << quint32 {0} << Errc::ZeroHashes;
    QTest::addRow("k = 65") << quint64 {512} << quint32 {65} << Errc::TooManyHashes;
    QTest::addRow("more than memory") << (quint64 {1} << 40) << quint32 {3} << Errc::OutOfMemory;
}

void TestBlockedFilter::invalidShapesGiveTypedErrors()
{
    QFETCH(quint64, bits);
    QFETCH(quint32, k);
    QFETCH(Errc, code);
    const coretest::MemoryOverride memory(1 << 20); // 1 MiB "available"
    const auto created = BlockedBloomFilter::create(bits, k);
    QVERIFY(!created);
    QCOMPARE(created.error().code, code);
    try {
        BlockedBloomFilter thrown(bits, k);
        QFAIL("the constructor accepted an invalid shape");
    } catch (const InvalidArgument &e) {
        QCOMPARE(e.error().code, code);
    }
    if (code == Errc::OutOfMemory) {
        QCOMPARE(created.error().needed, (bits + 511) / 512 * 64);
        QCOMPARE(created.error().available, std::uint64_t {1} << 20);
    }
    QVERIFY(BlockedBloomFilter::create(512, 64)); // the largest k and the smallest m are fine
}

void TestBlockedFilter::batchWithTooShortAnswersIsRefused()
{
    const BlockedBloomFilter filter(1024, 3);
    const std::vector<std::string_view> keys {"a", "b", "c"};
    std::vector<std::uint8_t> answers(2);
    try {
        filter.mightContainBatch(keys, answers);
        QFAIL("a too short answer buffer was accepted");
    } catch (const InvalidArgument &e) {
        QCOMPARE(e.error().code, Errc::InconsistentSizes);
    }
}

void TestBlockedFilter::formulaMatchesABruteForceSum_data()
{
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint64>("n");
    QTest::addColumn<quint32>("k");
    QTest::addColumn<quint32>("blockBits");
    QTest::addRow("1M at 1%%, k = 6")
        << quint64 {optimalBitCount(kMillion, 0.01)} << kMillion << quint32 {6} << quint32 {512};
    QTest::addRow("10M at 1%%, k = 7")
        << quint64 {95'850'584} << quint64 {10'000'000} << quint32 {7} << quint32 {512};
    QTest::addRow("light load") << quint64 {1'000'000} << quint64 {1000} << quint32 {3} << quint32 {512};
    QTest::addRow("heavy load") << quint64 {100'000} << quint64 {50'000} << quint32 {2} << quint32 {512};
    QTest::addRow("256-bit blocks") << quint64 {1'000'000} << quint64 {100'000} << quint32 {5}
                                    << quint32 {256};
    QTest::addRow("one-bit blocks") << quint64 {1000} << quint64 {700} << quint32 {1} << quint32 {1};
}

void TestBlockedFilter::formulaMatchesABruteForceSum()
{
    QFETCH(quint64, m);
    QFETCH(quint64, n);
    QFETCH(quint32, k);
    QFETCH(quint32, blockBits);
    const double fast = blockedFalsePositiveRate(m, n, k, blockBits);
    const double slow = bruteForceBlockedRate(m, n, k, blockBits);
    QVERIFY2(std::abs(fast / slow - 1.0) < 1e-6, qPrintable(QStringLiteral("%1 vs %2").arg(fast).arg(slow)));
}

void TestBlockedFilter::formulaEdgeCases()
{
    QCOMPARE(blockedFalsePositiveRate(512, 0, 3), 0.0);
    // One block spanning the whole filter is the classic filter (per-probe model).
    const double oneBlock = blockedFalsePositiveRate(4096, 400, 3, 4096);
    QVERIFY(std::abs(oneBlock / falsePositiveRate(4096, 400, 3) - 1.0) < 0.01);
    // A hopelessly overfull filter answers "maybe" to everything, and fast.
    QCOMPARE(blockedFalsePositiveRate(512, std::uint64_t {1} << 50, 8), 1.0);
    // At the 1% classic memory the blocked rate is higher, but below 1.25%.
    const std::uint64_t m = optimalBitCount(10'000'000, 0.01);
    QVERIFY(blockedFalsePositiveRate(m, 10'000'000, 6) > falsePositiveRate(m, 10'000'000, 7));
    QVERIFY(blockedFalsePositiveRate(m, 10'000'000, 6) < 0.0125);

    auto codeOf = [](auto call) {
        try {
            call();
        } catch (const InvalidArgument &e) {
            return e.error().code;
        }
        return Errc::Cancelled; // nothing thrown
    };
    QCOMPARE(codeOf([] { (void)blockedFalsePositiveRate(0, 1, 1); }), Errc::ZeroBits);
    QCOMPARE(codeOf([] { (void)blockedFalsePositiveRate(512, 1, 0); }), Errc::ZeroHashes);
    QCOMPARE(codeOf([] { (void)blockedFalsePositiveRate(512, 1, 1, 0); }), Errc::ParameterOutOfRange);
    QCOMPARE(codeOf([] { (void)blockedFalsePositiveRate(256, 1, 1, 512); }), Errc::ParameterOutOfRange);
}

QTEST_APPLESS_MAIN(TestBlockedFilter)
#include "tst_blockedfilter.moc"
