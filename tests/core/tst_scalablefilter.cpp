// Scalable filters: slices follow the Almeida et al. design, so the compound false-positive rate
// stays under the target however far the filter grows.

#include "coretestsupport.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace bloom;

namespace {

std::uint64_t insertDistinct(ScalableBloomFilter &filter, std::string_view prefix, std::uint64_t count)
{
    std::uint64_t inserted = 0;
    for (std::uint64_t i = 0; i < count; ++i) {
        const auto added = filter.add(coretest::numberedKey(prefix, i));
        if (!added)
            return inserted;
        inserted += *added ? 1 : 0;
    }
    return inserted;
}

} // namespace

class TestScalableFilter : public QObject {
    Q_OBJECT

private slots:
    void aSliceOpensExactlyWhenTheLastIsFull();
    void slicesFollowTheDesign_data();
    void slicesFollowTheDesign();
    void compoundBoundStaysBelowTheTarget();
    void measuredRateStaysBelowTheTarget();
    void noFalseNegatives();
    void duplicatesAreNotCounted();
    void invalidParametersAreRejected_data();
    void invalidParametersAreRejected();
    void anUnbuildableSliceIsAnErrorNotAThrow();
    void oversizedFirstSliceIsAnError();
    void totalsSumTheSlices();
    void slicesPastTheHashLimitStillMeetTheirBudget();
};

void TestScalableFilter::aSliceOpensExactlyWhenTheLastIsFull()
{
    ScalableBloomFilter filter({100, 0.01, 2.0, 0.5});
    QCOMPARE(filter.slices().size(), std::size_t {1});
    std::uint64_t i = 0;
    // A false positive is not inserted, so count what the filter accepted, not what was offered.
    while (filter.itemCount() < 100)
        QVERIFY(filter.add(coretest::numberedKey("k", i++)));
    QCOMPARE(filter.slices().size(), std::size_t {1});
    QCOMPARE(filter.slices()[0].count, std::uint64_t {100});
    while (filter.itemCount() < 101)
        QVERIFY(filter.add(coretest::numberedKey("k", i++)));
    QCOMPARE(filter.slices().size(), std::size_t {2});
    QCOMPARE(filter.slices()[0].count, std::uint64_t {100});
    QCOMPARE(filter.slices()[1].count, std::uint64_t {1});
    while (filter.itemCount() < 300)
        QVERIFY(filter.add(coretest::numberedKey("k", i++)));
    QCOMPARE(filter.slices().size(), std::size_t {2}); // 100 + 200
    while (filter.itemCount() < 301)
        QVERIFY(filter.add(coretest::numberedKey("k", i++)));
    QCOMPARE(filter.slices().size(), std::size_t {3});
}

void TestScalableFilter::slicesFollowTheDesign_data()
{
    QTest::addColumn<quint64>("n0");
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("s");
    QTest::addColumn<double>("r");
    QTest::addRow("paper defaults") << quint64 {1000} << 0.01 << 2.0 << 0.85;
    QTest::addRow("fast growth") << quint64 {500} << 0.001 << 4.0 << 0.5;
    QTest::addRow("no growth") << quint64 {100} << 0.05 << 1.0 << 0.9;
    QTest::addRow("fractional growth") << quint64 {333} << 0.02 << 1.5 << 0.8;
}

void TestScalableFilter::slicesFollowTheDesign()
{
    QFETCH(quint64, n0);
    QFETCH(double, p);
    QFETCH(double, s);
    QFETCH(double, r);
    ScalableBloomFilter filter({n0, p, s, r});
    insertDistinct(filter, "d", 12 * n0);
    QVERIFY(filter.slices().size() >= 3);
    for (std::size_t i = 0; i < filter.slices().size(); ++i) {
        const ScalableSlice &slice = filter.slices()[i];
        const double index = static_cast<double>(i);
        const auto capacity
            = static_cast<std::uint64_t>(std::ceil(static_cast<double>(n0) * std::pow(s, index)));
        const double error = p * (1 - r) * std::pow(r, index);
        QCOMPARE(slice.capacity, capacity);
        QCOMPARE(filter.sliceCapacity(i), capacity);
        QVERIFY(qFuzzyCompare(slice.errorBound, error));
        QVERIFY(qFuzzyCompare(filter.sliceErrorBound(i), error));
        QCOMPARE(slice.filter.bitCount(), optimalBitCount(capacity, error));
        QCOMPARE(slice.filter.hashCount(), optimalHashCount(slice.filter.bitCount(), capacity));
        if (i + 1 < filter.slices().size())
            QCOMPARE(slice.count, capacity);
    }
    // Slices not yet opened are already designed.
    const std::size_t next = filter.slices().size();
    QVERIFY(
        qFuzzyCompare(filter.sliceErrorBound(next), p * (1 - r) * std::pow(r, static_cast<double>(next))));
}

void TestScalableFilter::compoundBoundStaysBelowTheTarget()
{
    const double p = 0.01;
    ScalableBloomFilter filter({200, p, 2.0, 0.85});
    std::size_t slicesSeen = 0;
    for (std::uint64_t i = 0; i < 20 * 200; ++i) {
        QVERIFY(filter.add(coretest::numberedKey("c", i)));
        if (filter.slices().size() != slicesSeen) {
            slicesSeen = filter.slices().size();
            QVERIFY(filter.compoundBound() <= p);
            double pass = 1.0;
            for (const ScalableSlice &slice : filter.slices())
                pass *= 1.0 - slice.errorBound;
            QVERIFY(qFuzzyCompare(filter.compoundBound(), 1.0 - pass));
        }
    }
    QCOMPARE(slicesSeen, std::size_t {5}); // 200 + 400 + 800 + 1600 + 3200 ≥ 4000
    // Far beyond any realistic growth, the geometric series still sums below p.
    double pass = 1.0;
    for (std::size_t i = 0; i < 500; ++i)
        pass *= 1.0 - filter.sliceErrorBound(i);
    QVERIFY(1.0 - pass <= p);
}

void TestScalableFilter::measuredRateStaysBelowTheTarget()
{
    const double p = 0.01;
    ScalableBloomFilter filter({1000, p, 2.0, 0.85});
    insertDistinct(filter, "in", 20'000);
    constexpr std::uint64_t probes = 200'000;
    std::uint64_t positives = 0;
    for (std::uint64_t i = 0; i < probes; ++i)
        positives += filter.mightContain(coretest::numberedKey("out", i)) ? 1 : 0;
    const double measured = static_cast<double>(positives) / static_cast<double>(probes);
    // Slack for sampling noise only: the Wilson interval's lower end must sit under p.
    QVERIFY2(wilsonInterval(positives, probes).low <= p, qPrintable(QString::number(measured)));
    QVERIFY2(measured <= p, qPrintable(QString::number(measured)));
    QVERIFY(filter.estimatedFpr() <= p);
}

void TestScalableFilter::noFalseNegatives()
{
    ScalableBloomFilter filter({64, 0.001, 2.0, 0.7});
    for (std::uint64_t i = 0; i < 30'000; ++i)
        QVERIFY(filter.add(coretest::numberedKey("n", i)));
    QVERIFY(filter.slices().size() > 5);
    // Including the keys that were not inserted because they already tested positive.
    for (std::uint64_t i = 0; i < 30'000; ++i)
        QVERIFY(filter.mightContain(coretest::numberedKey("n", i)));
}

void TestScalableFilter::duplicatesAreNotCounted()
{
    ScalableBloomFilter filter({2, 0.01, 2.0, 0.85});
    QCOMPARE(filter.add("same").value(), true);
    for (int i = 0; i < 10; ++i)
        QCOMPARE(filter.add("same").value(), false);
    QCOMPARE(filter.itemCount(), std::uint64_t {1});
    QCOMPARE(filter.slices().size(), std::size_t {1});
}

void TestScalableFilter::invalidParametersAreRejected_data()
{
    QTest::addColumn<quint64>("n0");
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("s");
    QTest::addColumn<double>("r");
    QTest::addColumn<Errc>("expected");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::addRow("capacity 0") << quint64 {0} << 0.01 << 2.0 << 0.85 << Errc::ZeroItems;
    QTest::addRow("p = 0") << quint64 {10} << 0.0 << 2.0 << 0.85 << Errc::ProbabilityOutOfRange;
    QTest::addRow("p = 1") << quint64 {10} << 1.0 << 2.0 << 0.85 << Errc::ProbabilityOutOfRange;
    QTest::addRow("p < 0") << quint64 {10} << -0.1 << 2.0 << 0.85 << Errc::ProbabilityOutOfRange;
    QTest::addRow("p > 1") << quint64 {10} << 1.5 << 2.0 << 0.85 << Errc::ProbabilityOutOfRange;
    QTest::addRow("p NaN") << quint64 {10} << nan << 2.0 << 0.85 << Errc::ProbabilityOutOfRange;
    QTest::addRow("growth < 1") << quint64 {10} << 0.01 << 0.99 << 0.85 << Errc::ParameterOutOfRange;
    QTest::addRow("growth 0") << quint64 {10} << 0.01 << 0.0 << 0.85 << Errc::ParameterOutOfRange;
    QTest::addRow("growth NaN") << quint64 {10} << 0.01 << nan << 0.85 << Errc::ParameterOutOfRange;
    QTest::addRow("growth 17") << quint64 {10} << 0.01 << 17.0 << 0.85 << Errc::ParameterOutOfRange;
    QTest::addRow("r = 0") << quint64 {10} << 0.01 << 2.0 << 0.0 << Errc::ProbabilityOutOfRange;
    QTest::addRow("r = 1") << quint64 {10} << 0.01 << 2.0 << 1.0 << Errc::ProbabilityOutOfRange;
    QTest::addRow("r > 1") << quint64 {10} << 0.01 << 2.0 << 1.2 << Errc::ProbabilityOutOfRange;
    QTest::addRow("r NaN") << quint64 {10} << 0.01 << 2.0 << nan << Errc::ProbabilityOutOfRange;
}

void TestScalableFilter::invalidParametersAreRejected()
{
    QFETCH(quint64, n0);
    QFETCH(double, p);
    QFETCH(double, s);
    QFETCH(double, r);
    QFETCH(Errc, expected);
    const ScalableParameters parameters {n0, p, s, r};
    QCOMPARE(ScalableBloomFilter::validate(parameters).error().code, expected);
    const auto created = ScalableBloomFilter::create(parameters);
    QVERIFY(!created);
    QCOMPARE(created.error().code, expected);
    try {
        ScalableBloomFilter filter(parameters);
        QFAIL("the constructor accepted invalid parameters");
    } catch (const InvalidArgument &e) {
        QCOMPARE(e.error().code, expected);
    }
}

void TestScalableFilter::anUnbuildableSliceIsAnErrorNotAThrow()
{
    // r = 1e-300 is inside (0, 1), but slice 2's error p(1 − r)r² underflows to 0.
    ScalableBloomFilter filter({1, 0.01, 2.0, 1e-300});
    QVERIFY(filter.add("a").value());
    QVERIFY(filter.add("b").value());
    QVERIFY(filter.add("c").value());
    Result<bool> added = false;
    try {
        added = filter.add("d");
    } catch (const std::exception &e) {
        QFAIL(e.what());
    }
    QVERIFY(!added);
    QCOMPARE(added.error().code, Errc::TooLarge);
    QCOMPARE(filter.slices().size(), std::size_t {2});
    for (const char *key : {"a", "b", "c"})
        QVERIFY(filter.mightContain(key));
    // 1 − (1 − 0.01)(1 − 1e-302) rounds one ulp above 0.01.
    QVERIFY(filter.compoundBound() <= 0.01 * (1 + 1e-12));
}

void TestScalableFilter::oversizedFirstSliceIsAnError()
{
    // 10¹⁸ keys at 1e-10 would need more than 2⁶⁴ bits; 2⁴⁰ keys at 1% about 1.3 TB.
    const auto impossible = ScalableBloomFilter::create({1'000'000'000'000'000'000, 1e-10, 2.0, 0.85});
    QVERIFY(!impossible);
    QCOMPARE(impossible.error().code, Errc::TooLarge);
    const coretest::MemoryOverride oneGibibyte(std::uint64_t {1} << 30);
    const auto huge = ScalableBloomFilter::create({std::uint64_t {1} << 40, 0.01, 2.0, 0.85});
    QVERIFY(!huge);
    QCOMPARE(huge.error().code, Errc::OutOfMemory);
    QVERIFY(huge.error().needed > huge.error().available);
}

void TestScalableFilter::totalsSumTheSlices()
{
    ScalableBloomFilter filter({50, 0.05, 3.0, 0.6});
    insertDistinct(filter, "t", 1000);
    std::uint64_t bits = 0;
    std::uint64_t bytes = 0;
    std::uint64_t items = 0;
    double pass = 1.0;
    for (const ScalableSlice &slice : filter.slices()) {
        bits += slice.filter.bitCount();
        bytes += slice.filter.memoryBytes();
        items += slice.count;
        pass *= 1.0 - std::pow(slice.filter.fillRatio(), static_cast<double>(slice.filter.hashCount()));
    }
    QCOMPARE(filter.bitCount(), bits);
    QCOMPARE(filter.memoryBytes(), bytes);
    QCOMPARE(filter.itemCount(), items);
    QVERIFY(qFuzzyCompare(filter.estimatedFpr(), 1.0 - pass));
}

// With r = 0.1 the budgets fall tenfold per slice and pass 2^-64 near slice 19: the optimal k
// there exceeds the 64 hashes a filter takes, and such slices once kept their k = 64 and the
// optimal m, missing their budget a hundredfold by slice 29.
void TestScalableFilter::slicesPastTheHashLimitStillMeetTheirBudget()
{
    ScalableBloomFilter filter({100, 0.01, 1.0, 0.1});
    insertDistinct(filter, "h", 3000);
    QVERIFY(filter.slices().size() >= 29);
    bool capped = false;
    for (const ScalableSlice &slice : filter.slices()) {
        const std::uint64_t m = slice.filter.bitCount();
        const std::uint32_t k = slice.filter.hashCount();
        QVERIFY(k <= kMaxHashes);
        capped = capped || k == kMaxHashes;
        const double rate = falsePositiveRate(m, slice.capacity, k);
        // Below the cap, k rounds to a whole number and lands within a few percent of the budget.
        const double slack = k == kMaxHashes ? 1e-9 : 0.05;
        QVERIFY2(rate <= slice.errorBound * (1 + slack),
            qPrintable(
                QStringLiteral("m = %1, k = %2: %3 > %4").arg(m).arg(k).arg(rate).arg(slice.errorBound)));
    }
    QVERIFY(capped);
}

QTEST_APPLESS_MAIN(TestScalableFilter)
#include "tst_scalablefilter.moc"
