// The false-positive arithmetic: the articles' figures, the exact rate against the approximation
// and against brute force, and the Wilson interval.

#include "coretestsupport.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace bloom;

namespace {

// Σ over every sequence of t = n·k probes of (distinct cells hit / m)^k, each sequence equally
// likely: the exact rate by definition, feasible for tiny m and t.
double bruteForceExactRate(std::uint64_t m, std::uint64_t n, std::uint32_t k)
{
    const std::uint64_t t = n * k;
    std::uint64_t sequences = 1;
    for (std::uint64_t i = 0; i < t; ++i)
        sequences *= m;
    double total = 0.0;
    std::vector<std::uint64_t> cells(t);
    for (std::uint64_t s = 0; s < sequences; ++s) {
        std::uint64_t rest = s;
        for (std::uint64_t &c : cells) {
            c = rest % m;
            rest /= m;
        }
        const std::set<std::uint64_t> distinct(cells.begin(), cells.end());
        total += std::pow(
            static_cast<double>(distinct.size()) / static_cast<double>(m), static_cast<double>(k));
    }
    return total / static_cast<double>(sequences);
}

} // namespace

class TestMath : public QObject {
    Q_OBJECT

private slots:
    void articlesSizingFigures();
    void articlesSmallFilterRate();
    void articleExperimentIsReproduced_data();
    void articleExperimentIsReproduced();
    void articleExperimentAgreesAcrossManyRuns();
    void falsePositiveRateIsTheTextbookFormula_data();
    void falsePositiveRateIsTheTextbookFormula();
    void exactRateExceedsTheApproximationForSmallM_data();
    void exactRateExceedsTheApproximationForSmallM();
    void exactRateMatchesTheApproximationForLargeM_data();
    void exactRateMatchesTheApproximationForLargeM();
    void exactRateMatchesBruteForce_data();
    void exactRateMatchesBruteForce();
    void exactRateWithOneHashIsClosedForm();
    void exactRateIsZeroWithNoItems();
    void exactRateRefusesWhatItCannotCompute_data();
    void exactRateRefusesWhatItCannotCompute();
    void optimalHashCountRoundsAndIsAtLeastOne_data();
    void optimalHashCountRoundsAndIsAtLeastOne();
    void optimalBitCountRoundsUp_data();
    void optimalBitCountRoundsUp();
    void helperFormulas();
    void wilsonIntervalKnownValues();
    void wilsonIntervalContainsTheEstimateAndNarrows();
};

void TestMath::articlesSizingFigures()
{
    const std::uint64_t tenMillion = optimalBitCount(10'000'000, 0.01);
    QCOMPARE(tenMillion, std::uint64_t {95'850'584});
    QCOMPARE(optimalHashCount(tenMillion, 10'000'000), 7u);

    const std::uint64_t hundredMillion = optimalBitCount(100'000'000, 0.01);
    QCOMPARE(hundredMillion, std::uint64_t {958'505'838});
    // "About 120 MB": decimal megabytes of ⌈m/8⌉ bytes.
    const std::uint64_t bytes = hundredMillion / 8 + (hundredMillion % 8 != 0 ? 1 : 0);
    QCOMPARE(bytes, std::uint64_t {119'813'230});
    QVERIFY(std::abs(static_cast<double>(bytes) / 1e6 - 119.8) < 0.05);
    QCOMPARE(optimalHashCount(hundredMillion, 100'000'000), 7u);
}

void TestMath::articlesSmallFilterRate()
{
    // "m = 1000, k = 3, 100 items: about 1.74%".
    QVERIFY(std::abs(falsePositiveRate(1000, 100, 3) - 0.0174) < 0.0002);
}

void TestMath::articleExperimentIsReproduced_data()
{
    QTest::addColumn<quint64>("salt");
    for (quint64 salt : {1, 2, 3, 4, 7})
        QTest::addRow("salt %llu", salt) << salt;
}

void TestMath::articleExperimentIsReproduced()
{
    // One 95% interval misses about one run in twenty by design (salts 5 and 6 are such runs), so this
    // pins a few runs and the next test checks the claim over many.
    QFETCH(quint64, salt);
    const auto result = runExperiment({1000, 3, 100, 1000, HashKind::Enhanced, 0, salt});
    QVERIFY(result);
    QCOMPARE(result->config.keySalt, salt);
    QVERIFY(std::abs(result->theoreticalFpr - 0.0174) < 0.0002);
    QVERIFY2(
        result->confidenceLow <= result->theoreticalFpr && result->theoreticalFpr <= result->confidenceHigh,
        qPrintable(QStringLiteral("measured %1 in [%2, %3]")
                       .arg(result->measuredFpr)
                       .arg(result->confidenceLow)
                       .arg(result->confidenceHigh)));
}

void TestMath::articleExperimentAgreesAcrossManyRuns()
{
    int covered = 0;
    std::uint64_t positives = 0;
    constexpr int runs = 50;
    for (int salt = 1; salt <= runs; ++salt) {
        const auto result
            = runExperiment({1000, 3, 100, 1000, HashKind::Enhanced, 0, static_cast<std::uint64_t>(salt)});
        QVERIFY(result);
        covered += result->confidenceLow <= result->theoreticalFpr
                && result->theoreticalFpr <= result->confidenceHigh
            ? 1
            : 0;
        positives += result->falsePositives;
    }
    // Expect about 47.5 of 50; a biased filter or a wrong formula drops far below.
    QVERIFY2(covered >= 44, qPrintable(QString::number(covered)));
    const Interval pooled = wilsonInterval(positives, std::uint64_t {runs} * 1000);
    const double theory = falsePositiveRate(1000, 100, 3);
    QVERIFY(pooled.low <= theory && theory <= pooled.high);
}

void TestMath::falsePositiveRateIsTheTextbookFormula_data()
{
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint64>("n");
    QTest::addColumn<quint32>("k");
    QTest::addRow("article") << quint64 {1000} << quint64 {100} << quint32 {3};
    QTest::addRow("one hash") << quint64 {10} << quint64 {1} << quint32 {1};
    QTest::addRow("10M at 1%%") << quint64 {95'850'584} << quint64 {10'000'000} << quint32 {7};
    QTest::addRow("overfull") << quint64 {8} << quint64 {1000} << quint32 {4};
}

void TestMath::falsePositiveRateIsTheTextbookFormula()
{
    QFETCH(quint64, m);
    QFETCH(quint64, n);
    QFETCH(quint32, k);
    const double expected
        = std::pow(1.0 - std::exp(-static_cast<double>(k) * static_cast<double>(n) / static_cast<double>(m)),
            static_cast<double>(k));
    QVERIFY(qFuzzyCompare(falsePositiveRate(m, n, k), expected));
    QCOMPARE(falsePositiveRate(m, 0, k), 0.0);
}

void TestMath::exactRateExceedsTheApproximationForSmallM_data()
{
    QTest::addColumn<quint64>("n");
    QTest::addColumn<quint32>("k");
    for (quint32 k : {3u, 4u}) {
        for (quint64 n : {10ull, 15ull, 20ull})
            QTest::addRow("m 100, n %llu, k %u", n, k) << n << k;
    }
}

void TestMath::exactRateExceedsTheApproximationForSmallM()
{
    // Measured beforehand: exact/approx is 1.021–1.025 for k = 3 and 1.030–1.039 for k = 4 here.
    QFETCH(quint64, n);
    QFETCH(quint32, k);
    const auto exact = exactFalsePositiveRate(100, n, k);
    QVERIFY(exact);
    const double approx = falsePositiveRate(100, n, k);
    QVERIFY2(*exact > approx * 1.015, qPrintable(QString::number(*exact / approx)));
    QVERIFY(*exact < approx * 1.1);
}

void TestMath::exactRateMatchesTheApproximationForLargeM_data()
{
    QTest::addColumn<quint64>("n");
    QTest::addColumn<quint32>("k");
    QTest::addRow("n 100, k 3") << quint64 {100} << quint32 {3};
    QTest::addRow("n 1000, k 7") << quint64 {1000} << quint32 {7};
    QTest::addRow("n 2000, k 3") << quint64 {2000} << quint32 {3};
    QTest::addRow("n 5000, k 1") << quint64 {5000} << quint32 {1};
}

void TestMath::exactRateMatchesTheApproximationForLargeM()
{
    QFETCH(quint64, n);
    QFETCH(quint32, k);
    const auto exact = exactFalsePositiveRate(10'000, n, k);
    QVERIFY(exact);
    const double approx = falsePositiveRate(10'000, n, k);
    QVERIFY2(std::abs(*exact / approx - 1.0) < 0.02, qPrintable(QString::number(*exact / approx)));
    QVERIFY(*exact >= approx);
}

void TestMath::exactRateMatchesBruteForce_data()
{
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint64>("n");
    QTest::addColumn<quint32>("k");
    QTest::addRow("m 1") << quint64 {1} << quint64 {3} << quint32 {2};
    QTest::addRow("m 4, one key, k 2") << quint64 {4} << quint64 {1} << quint32 {2};
    QTest::addRow("m 5, two keys, k 2") << quint64 {5} << quint64 {2} << quint32 {2};
    QTest::addRow("m 6, three keys, k 2") << quint64 {6} << quint64 {3} << quint32 {2};
    QTest::addRow("m 3, four keys, k 2") << quint64 {3} << quint64 {4} << quint32 {2};
    QTest::addRow("m 7, two keys, k 3") << quint64 {7} << quint64 {2} << quint32 {3};
}

void TestMath::exactRateMatchesBruteForce()
{
    QFETCH(quint64, m);
    QFETCH(quint64, n);
    QFETCH(quint32, k);
    const auto exact = exactFalsePositiveRate(m, n, k);
    QVERIFY(exact);
    const double expected = bruteForceExactRate(m, n, k);
    QVERIFY2(std::abs(*exact - expected) < 1e-12,
        qPrintable(QStringLiteral("%1 vs %2").arg(*exact).arg(expected)));
    // By hand for m = 4, n = 1, k = 2: 1/4·(1/4)² + 3/4·(2/4)² = 13/64.
    if (m == 4)
        QVERIFY(std::abs(*exact - 13.0 / 64.0) < 1e-12);
}

void TestMath::exactRateWithOneHashIsClosedForm()
{
    // With k = 1 the rate is the expected fill, 1 − (1 − 1/m)^n, exactly.
    for (std::uint64_t m : {7ull, 100ull, 9999ull}) {
        for (std::uint64_t n : {1ull, 50ull, 3000ull}) {
            const auto exact = exactFalsePositiveRate(m, n, 1);
            QVERIFY(exact);
            const double expected
                = 1.0 - std::pow(1.0 - 1.0 / static_cast<double>(m), static_cast<double>(n));
            QVERIFY2(std::abs(*exact - expected) < 1e-12 * std::max(1.0, expected),
                qPrintable(QStringLiteral("m %1 n %2").arg(m).arg(n)));
        }
    }
}

void TestMath::exactRateIsZeroWithNoItems()
{
    QCOMPARE(exactFalsePositiveRate(100, 0, 3).value(), 0.0);
    QCOMPARE(exactFalsePositiveRate(10'000, 0, 64).value(), 0.0);
}

void TestMath::exactRateRefusesWhatItCannotCompute_data()
{
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint64>("n");
    QTest::addColumn<quint32>("k");
    QTest::addColumn<Errc>("expected");
    QTest::addRow("m past the limit")
        << quint64 {kExactFprMaxBits + 1} << quint64 {10} << quint32 {3} << Errc::TooLarge;
    QTest::addRow("huge m") << quint64 {1ull << 40} << quint64 {10} << quint32 {3} << Errc::TooLarge;
    QTest::addRow("too many probes") << quint64 {100} << quint64 {5'000'001} << quint32 {2} << Errc::TooLarge;
    QTest::addRow("n·k overflows") << quint64 {100} << quint64 {1ull << 62} << quint32 {8} << Errc::TooLarge;
    QTest::addRow("m = 0") << quint64 {0} << quint64 {10} << quint32 {3} << Errc::ZeroBits;
    QTest::addRow("k = 0") << quint64 {100} << quint64 {10} << quint32 {0} << Errc::ZeroHashes;
}

void TestMath::exactRateRefusesWhatItCannotCompute()
{
    QFETCH(quint64, m);
    QFETCH(quint64, n);
    QFETCH(quint32, k);
    QFETCH(Errc, expected);
    const auto exact = exactFalsePositiveRate(m, n, k);
    QVERIFY(!exact);
    QCOMPARE(exact.error().code, expected);
    if (m > kExactFprMaxBits) {
        QCOMPARE(exact.error().needed, m);
        QCOMPARE(exact.error().available, kExactFprMaxBits);
    }
    // The limits themselves are accepted.
    QVERIFY(exactFalsePositiveRate(kExactFprMaxBits, 10, 3));
}

void TestMath::optimalHashCountRoundsAndIsAtLeastOne_data()
{
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint64>("n");
    QTest::addColumn<quint32>("k");
    QTest::addRow("one bit per million keys") << quint64 {1} << quint64 {1'000'000} << quint32 {1};
    QTest::addRow("m = n gives 0.69") << quint64 {10} << quint64 {10} << quint32 {1};
    QTest::addRow("1.50 rounds up") << quint64 {217} << quint64 {100} << quint32 {2};
    QTest::addRow("1.49 rounds down") << quint64 {215} << quint64 {100} << quint32 {1};
    QTest::addRow("10 bits per key") << quint64 {1000} << quint64 {100} << quint32 {7};
    QTest::addRow("enormous ratio is clamped") << quint64 {~0ull} << quint64 {1} << quint32 {4294967295u};
}

void TestMath::optimalHashCountRoundsAndIsAtLeastOne()
{
    QFETCH(quint64, m);
    QFETCH(quint64, n);
    QFETCH(quint32, k);
    QCOMPARE(optimalHashCount(m, n), k);
}

void TestMath::optimalBitCountRoundsUp_data()
{
    QTest::addColumn<quint64>("n");
    QTest::addColumn<double>("p");
    QTest::addColumn<quint64>("m");
    QTest::addRow("1000 at 1%%: 9585.06 → 9586") << quint64 {1000} << 0.01 << quint64 {9586};
    QTest::addRow("one key at 1/2: 1.44 → 2") << quint64 {1} << 0.5 << quint64 {2};
    QTest::addRow("never below one bit") << quint64 {1} << 0.999 << quint64 {1};
    QTest::addRow("1M at 1%%") << quint64 {1'000'000} << 0.01 << quint64 {9'585'059};
}

void TestMath::optimalBitCountRoundsUp()
{
    QFETCH(quint64, n);
    QFETCH(double, p);
    QFETCH(quint64, m);
    QCOMPARE(optimalBitCount(n, p), m);
}

void TestMath::helperFormulas()
{
    QVERIFY(qFuzzyCompare(expectedFillRatio(1000, 100, 3), 1.0 - std::exp(-0.3)));
    QCOMPARE(expectedFillRatio(1000, 0, 3), 0.0);
    QCOMPARE(bitsPerKey(9586, 1000), 9.586);
    QCOMPARE(rawKeyBytes(1000, 12.5), 12'500.0);
    QCOMPARE(rawKeyBytes(1000, -3.0), 0.0);
}

void TestMath::wilsonIntervalKnownValues()
{
    const Interval none = wilsonInterval(0, 0);
    QCOMPARE(none.low, 0.0);
    QCOMPARE(none.high, 1.0);
    // Zero successes: the upper end is z²/(n + z²), not 0 as the naive interval would say.
    const double z2 = 1.959963984540054 * 1.959963984540054;
    const Interval zero = wilsonInterval(0, 100);
    QCOMPARE(zero.low, 0.0);
    QVERIFY(std::abs(zero.high - z2 / (100 + z2)) < 1e-12);
    const Interval all = wilsonInterval(100, 100);
    QVERIFY(std::abs(all.low - 100 / (100 + z2)) < 1e-12);
    QVERIFY(std::abs(all.high - 1.0) < 1e-12);
    // 50/100 by hand: centre 0.5, half-width 1.96·√(0.25/100 + z²/40000)/(1 + z²/100).
    const Interval half = wilsonInterval(50, 100);
    QVERIFY(std::abs(half.low - 0.40383) < 1e-4);
    QVERIFY(std::abs(half.high - 0.59617) < 1e-4);
    // A wider z gives a wider interval.
    const Interval wide = wilsonInterval(50, 100, 2.576);
    QVERIFY(wide.low < half.low && wide.high > half.high);
}

void TestMath::wilsonIntervalContainsTheEstimateAndNarrows()
{
    double previousWidth = 1.0;
    for (std::uint64_t trials : {10ull, 100ull, 1000ull, 100'000ull}) {
        const std::uint64_t successes = trials / 10;
        const Interval ci = wilsonInterval(successes, trials);
        QVERIFY(ci.low <= 0.1 && 0.1 <= ci.high);
        QVERIFY(0.0 <= ci.low && ci.high <= 1.0);
        QVERIFY(ci.high - ci.low < previousWidth);
        previousWidth = ci.high - ci.low;
    }
}

QTEST_APPLESS_MAIN(TestMath)
#include "tst_math.moc"
