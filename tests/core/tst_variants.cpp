// The variants compared: every filter lands near the rate it was built for, the counting filter
// deletes for real at four times the memory, the blocked one keeps the classic memory, and a stop
// token ends a run of any variant within one poll.

#include "coretestsupport.h"

#include <bloom/variants.h>

#include <QTest>

#include <cmath>

using namespace bloom;

Q_DECLARE_METATYPE(bloom::FilterVariant)

namespace {

constexpr std::uint64_t kItems = 200'000;
constexpr std::uint64_t kProbes = 500'000;

VariantConfig smallConfig()
{
    VariantConfig config;
    config.items = kItems;
    config.targetFpr = 0.01;
    config.probes = kProbes;
    config.keySalt = 3;
    return config;
}

const VariantMeasurement &row(const std::vector<VariantMeasurement> &rows, FilterVariant variant)
{
    return rows.at(static_cast<std::size_t>(variant));
}

} // namespace

class TestVariants : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void rowsComeInOrderWithSaneFigures();
    void measuredRatesAreNearTheirTheory_data();
    void measuredRatesAreNearTheirTheory();
    void onlyCountingDeletesAndItEmptiesTheFilter();
    void countingUsesFourTimesTheClassicMemory();
    void blockedKeepsTheClassicMemory();
    void scalableGrowsAndStaysUnderTarget();
    void progressRisesToOne();
    void stopTokenCancelsEachVariant_data();
    void stopTokenCancelsEachVariant();
    void stopRequestedBeforehandCancelsAtOnce();
    void invalidConfigurationsGiveTypedErrors_data();
    void invalidConfigurationsGiveTypedErrors();
    void memoryThatDoesNotFitIsRefused();

private:
    std::vector<VariantMeasurement> m_rows;
};

void TestVariants::initTestCase()
{
    // One run, shared: each test reads the same four rows.
    auto rows = compareVariants(smallConfig());
    QVERIFY(rows);
    m_rows = *rows;
}

void TestVariants::rowsComeInOrderWithSaneFigures()
{
    QCOMPARE(m_rows.size(), kAllVariants.size());
    for (std::size_t i = 0; i < kAllVariants.size(); ++i) {
        const VariantMeasurement &m = m_rows[i];
        QCOMPARE(m.variant, kAllVariants[i]);
        QVERIFY(m.insertNs > 0.0 && m.insertNs < 1e6);
        QVERIFY(m.queryNs > 0.0 && m.queryNs < 1e6);
        QCOMPARE(m.probes, kProbes);
        QCOMPARE(m.bitsPerKey, double(m.memoryBytes) * 8.0 / double(kItems));
        QVERIFY(m.confidenceLow <= m.measuredFpr && m.measuredFpr <= m.confidenceHigh);
    }
    QVERIFY(row(m_rows, FilterVariant::Classic).batched);
    QVERIFY(row(m_rows, FilterVariant::Blocked).batched);
    QVERIFY(!row(m_rows, FilterVariant::Counting).batched);
    QVERIFY(!row(m_rows, FilterVariant::Scalable).batched);
    // About 9.6 bits per key is the textbook figure for 1%.
    QVERIFY(std::abs(row(m_rows, FilterVariant::Classic).bitsPerKey - 9.59) < 0.05);
}

void TestVariants::measuredRatesAreNearTheirTheory_data()
{
    QTest::addColumn<FilterVariant>("variant");
    QTest::addRow("classic") << FilterVariant::Classic;
    QTest::addRow("blocked") << FilterVariant::Blocked;
    QTest::addRow("counting") << FilterVariant::Counting;
    QTest::addRow("scalable") << FilterVariant::Scalable;
    QTest::addRow("cuckoo") << FilterVariant::Cuckoo;
}

void TestVariants::measuredRatesAreNearTheirTheory()
{
    QFETCH(FilterVariant, variant);
    const VariantMeasurement &m = row(m_rows, variant);
    // At least ~2,500 false positives expected in 500,000 probes: ±12% is six standard deviations.
    QVERIFY2(std::abs(m.measuredFpr / m.expectedFpr - 1.0) < 0.12,
        qPrintable(QStringLiteral("measured %1, expected %2").arg(m.measuredFpr).arg(m.expectedFpr)));
    if (variant == FilterVariant::Classic || variant == FilterVariant::Counting)
        QVERIFY(std::abs(m.expectedFpr - 0.01) < 0.0005);
    if (variant == FilterVariant::Blocked)
        QVERIFY(m.expectedFpr > 0.01 && m.expectedFpr < 0.0125); // the price of one cache line per key
}

void TestVariants::onlyCountingDeletesAndItEmptiesTheFilter()
{
    for (const VariantMeasurement &m : m_rows)
        QCOMPARE(m.canDelete, m.variant == FilterVariant::Counting || m.variant == FilterVariant::Cuckoo);
    // The cuckoo filter deletes without counters: every fingerprint goes, at under its load.
    const VariantMeasurement &cuckoo = row(m_rows, FilterVariant::Cuckoo);
    QVERIFY(cuckoo.deleteNs > 0.0);
    QCOMPARE(cuckoo.nonZeroAfterDelete, std::uint64_t(0));
    QVERIFY(cuckoo.load > 0.4 && cuckoo.load <= 0.95);
    QVERIFY(cuckoo.expectedFpr <= cuckooFalsePositiveBound(cuckoo.hashes));
    QVERIFY(cuckoo.hashes >= 4 && cuckoo.hashes <= 16);
    const VariantMeasurement &counting = row(m_rows, FilterVariant::Counting);
    QVERIFY(counting.deleteNs > 0.0);
    // No 4-bit counter is expected to overflow at this load, so removing every key leaves none set.
    QVERIFY(counterOverflowBound(counting.cells, kItems, counting.hashes, 4) < 1e-6);
    QCOMPARE(counting.nonZeroAfterDelete, std::uint64_t(0));
    QCOMPARE(row(m_rows, FilterVariant::Classic).deleteNs, 0.0);
}

void TestVariants::countingUsesFourTimesTheClassicMemory()
{
    const VariantMeasurement &classic = row(m_rows, FilterVariant::Classic);
    const VariantMeasurement &counting = row(m_rows, FilterVariant::Counting);
    QCOMPARE(counting.cells, classic.cells);
    QCOMPARE(counting.hashes, classic.hashes);
    // Classic rounds up to whole 64-bit words, counting to whole bytes.
    QVERIFY(std::abs(double(counting.memoryBytes) / double(classic.memoryBytes) - 4.0) < 0.001);
}

void TestVariants::blockedKeepsTheClassicMemory()
{
    const VariantMeasurement &classic = row(m_rows, FilterVariant::Classic);
    const VariantMeasurement &blocked = row(m_rows, FilterVariant::Blocked);
    QVERIFY(blocked.memoryBytes >= classic.memoryBytes);
    QVERIFY(blocked.memoryBytes - classic.memoryBytes < 64 + 8); // at most one cache line more
}

void TestVariants::scalableGrowsAndStaysUnderTarget()
{
    const VariantMeasurement &scalable = row(m_rows, FilterVariant::Scalable);
    // From n/16, doubling each time: n/16 + n/8 + n/4 + n/2 + n ≥ n needs five slices.
    QCOMPARE(scalable.slices, std::uint64_t(5));
    QVERIFY(scalable.measuredFpr < 0.01);
    QVERIFY(scalable.bitsPerKey > row(m_rows, FilterVariant::Classic).bitsPerKey);
}

void TestVariants::progressRisesToOne()
{
    VariantConfig config = smallConfig();
    config.items = 20'000;
    config.probes = 20'000;
    QList<double> seen;
    const auto rows = compareVariants(config, [&seen](double fraction) { seen << fraction; });
    QVERIFY(rows);
    QVERIFY(seen.size() >= 8);
    QCOMPARE(seen.first(), 0.0);
    QCOMPARE(seen.last(), 1.0);
    for (qsizetype i = 1; i < seen.size(); ++i)
        QVERIFY(seen[i] >= seen[i - 1]);
}

void TestVariants::stopTokenCancelsEachVariant_data()
{
    measuredRatesAreNearTheirTheory_data();
}

void TestVariants::stopTokenCancelsEachVariant()
{
    QFETCH(FilterVariant, variant);
    // 50 million keys at 50% is a small filter but minutes of inserting: returning at all shows the
    // stop was obeyed.
    VariantConfig config;
    config.items = 50'000'000;
    config.targetFpr = 0.5;
    std::stop_source stop;
    int callsAfterStop = 0;
    const auto result = measureVariant(
        variant, config,
        [&](double fraction) {
            if (stop.stop_requested())
                ++callsAfterStop;
            else if (fraction > 0.0)
                stop.request_stop();
        },
        stop.get_token());
    QVERIFY(!result);
    QCOMPARE(result.error().code, Errc::Cancelled);
    QCOMPARE(callsAfterStop, 0);
}

void TestVariants::stopRequestedBeforehandCancelsAtOnce()
{
    std::stop_source stop;
    stop.request_stop();
    const auto result = compareVariants(smallConfig(), {}, stop.get_token());
    QVERIFY(!result);
    QCOMPARE(result.error().code, Errc::Cancelled);
}

void TestVariants::invalidConfigurationsGiveTypedErrors_data()
{
    QTest::addColumn<quint64>("items");
    QTest::addColumn<double>("p");
    QTest::addColumn<Errc>("expected");
    QTest::addRow("no keys") << quint64(0) << 0.01 << Errc::ZeroItems;
    QTest::addRow("p = 0") << quint64(1000) << 0.0 << Errc::ProbabilityOutOfRange;
    QTest::addRow("p = 1") << quint64(1000) << 1.0 << Errc::ProbabilityOutOfRange;
    QTest::addRow("p NaN") << quint64(1000) << std::nan("") << Errc::ProbabilityOutOfRange;
    QTest::addRow("k beyond the limit") << quint64(1000) << 1e-300 << Errc::TooManyHashes;
}

void TestVariants::invalidConfigurationsGiveTypedErrors()
{
    QFETCH(quint64, items);
    QFETCH(double, p);
    QFETCH(Errc, expected);
    for (const FilterVariant variant : {FilterVariant::Classic, FilterVariant::Counting}) {
        VariantConfig config;
        config.items = items;
        config.targetFpr = p;
        const auto result = measureVariant(variant, config);
        QVERIFY(!result);
        QCOMPARE(result.error().code, expected);
    }
}

void TestVariants::memoryThatDoesNotFitIsRefused()
{
    overrideAvailableMemoryForTesting(1 << 20);
    VariantConfig config;
    config.items = 10'000'000;
    const auto result = measureVariant(FilterVariant::Counting, config);
    overrideAvailableMemoryForTesting(0);
    QVERIFY(!result);
    QCOMPARE(result.error().code, Errc::OutOfMemory);
    QVERIFY(result.error().needed > result.error().available);
}

QTEST_APPLESS_MAIN(TestVariants)
#include "tst_variants.moc"
