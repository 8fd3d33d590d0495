// solveSizing: any two of n, p, m and k fix the rest. Expected values were worked by hand (shown
// in each row) rather than taken from the library.

#include "coretestsupport.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace bloom;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::optional<std::uint64_t> count(qint64 value)
{
    if (value < 0)
        return std::nullopt;
    return static_cast<std::uint64_t>(value);
}

std::optional<double> probability(double value)
{
    if (value < 0 && !std::isnan(value))
        return std::nullopt;
    return value;
}

} // namespace

class TestSizing : public QObject {
    Q_OBJECT

private slots:
    void everyPairSolves_data();
    void everyPairSolves();
    void probabilityAndHashesFixOnlyBitsPerKey();
    void solutionsAreConsistentWithEachOther();
    void notExactlyTwoInputsIsRefused_data();
    void notExactlyTwoInputsIsRefused();
    void invalidValuesAreRefused_data();
    void invalidValuesAreRefused();
};

// -1 marks an input left empty (for p: any negative number).
void TestSizing::everyPairSolves_data()
{
    QTest::addColumn<qint64>("inN");
    QTest::addColumn<double>("inP");
    QTest::addColumn<qint64>("inM");
    QTest::addColumn<qint64>("inK");
    QTest::addColumn<quint64>("n");
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint32>("k");
    QTest::addColumn<double>("p");

    // m = ⌈1000·ln 100/(ln 2)²⌉ = ⌈9585.06⌉; k = round(9.586·ln 2 = 6.64); p = (1 −
    // e^(−7/9.586))^7.
    QTest::addRow("n, p") << qint64 {1000} << 0.01 << qint64 {-1} << qint64 {-1} << quint64 {1000}
                          << quint64 {9586} << quint32 {7} << 0.0100345;
    // k = round(10·ln 2 = 6.93); p = (1 − e^(−0.7))^7.
    QTest::addRow("n, m") << qint64 {1000} << -1.0 << qint64 {10'000} << qint64 {-1} << quint64 {1000}
                          << quint64 {10'000} << quint32 {7} << 0.0081937;
    // m = ⌈7·1000/ln 2⌉ = ⌈10098.87⌉.
    QTest::addRow("n, k") << qint64 {1000} << -1.0 << qint64 {-1} << qint64 {7} << quint64 {1000}
                          << quint64 {10'099} << quint32 {7} << 0.0078120;
    // n = ⌊10000·(ln 2)²/ln 100⌋ = ⌊1043.29⌋; k = round(10000/1043·ln 2 = 6.65).
    QTest::addRow("m, p") << qint64 {-1} << 0.01 << qint64 {10'000} << qint64 {-1} << quint64 {1043}
                          << quint64 {10'000} << quint32 {7} << 0.0100259;
    // n = ⌊10000·ln 2/7⌋ = ⌊990.21⌋.
    QTest::addRow("m, k") << qint64 {-1} << -1.0 << qint64 {10'000} << qint64 {7} << quint64 {990}
                          << quint64 {10'000} << quint32 {7} << 0.0078045;
    // The article's 10M usernames: p = (1 − e^(−7/9.5850584))^7.
    QTest::addRow("10M at 1%%") << qint64 {10'000'000} << 0.01 << qint64 {-1} << qint64 {-1}
                                << quint64 {10'000'000} << quint64 {95'850'584} << quint32 {7} << 0.0100392;
}

void TestSizing::everyPairSolves()
{
    QFETCH(qint64, inN);
    QFETCH(double, inP);
    QFETCH(qint64, inM);
    QFETCH(qint64, inK);
    QFETCH(quint64, n);
    QFETCH(quint64, m);
    QFETCH(quint32, k);
    QFETCH(double, p);
    SizingInput input {count(inN), probability(inP), count(inM), std::nullopt};
    if (inK >= 0)
        input.k = static_cast<std::uint32_t>(inK);
    const auto solved = solveSizing(input);
    QVERIFY(solved);
    QCOMPARE(solved->n, std::optional<std::uint64_t>(n));
    QCOMPARE(solved->m, std::optional<std::uint64_t>(m));
    QCOMPARE(solved->k, k);
    QVERIFY2(std::abs(solved->p - p) < 5e-7, qPrintable(QString::number(solved->p, 'g', 8)));
    QCOMPARE(solved->bitsPerKey, static_cast<double>(m) / static_cast<double>(n));
}

void TestSizing::probabilityAndHashesFixOnlyBitsPerKey()
{
    // b = −k / ln(1 − p^(1/k)) = −7 / ln(1 − 0.01^(1/7)) = 9.59295.
    const auto solved = solveSizing({std::nullopt, 0.01, std::nullopt, 7u});
    QVERIFY(solved);
    QVERIFY(!solved->n);
    QVERIFY(!solved->m);
    QCOMPARE(solved->k, 7u);
    QCOMPARE(solved->p, 0.01);
    QVERIFY(std::abs(solved->bitsPerKey - 9.592955) < 1e-5);
    // Plugging b back into the formula recovers p.
    QVERIFY(qFuzzyCompare(std::pow(1 - std::exp(-7 / solved->bitsPerKey), 7.0), 0.01));
}

void TestSizing::solutionsAreConsistentWithEachOther()
{
    // Size for (n, p), then ask again from (n, m): the same k and rate come back.
    const auto fromTarget = solveSizing({50'000, 0.001, std::nullopt, std::nullopt});
    QVERIFY(fromTarget);
    const auto fromBits = solveSizing({50'000, std::nullopt, fromTarget->m, std::nullopt});
    QVERIFY(fromBits);
    QCOMPARE(fromBits->k, fromTarget->k);
    QCOMPARE(fromBits->p, fromTarget->p);
    // Rounding k may cost a little, never much.
    QVERIFY(std::abs(fromTarget->p / 0.001 - 1.0) < 0.05);
    // And (m, p) gives back at least the n that was asked for, give or take one key of rounding.
    const auto fromMemory = solveSizing({std::nullopt, 0.001, fromTarget->m, std::nullopt});
    QVERIFY(fromMemory);
    QVERIFY(*fromMemory->n + 1 >= 50'000);
}

void TestSizing::notExactlyTwoInputsIsRefused_data()
{
    QTest::addColumn<qint64>("inN");
    QTest::addColumn<double>("inP");
    QTest::addColumn<qint64>("inM");
    QTest::addColumn<qint64>("inK");
    QTest::addRow("none") << qint64 {-1} << -1.0 << qint64 {-1} << qint64 {-1};
    QTest::addRow("only n") << qint64 {100} << -1.0 << qint64 {-1} << qint64 {-1};
    QTest::addRow("only p") << qint64 {-1} << 0.01 << qint64 {-1} << qint64 {-1};
    QTest::addRow("n, p, m") << qint64 {100} << 0.01 << qint64 {1000} << qint64 {-1};
    QTest::addRow("all four") << qint64 {100} << 0.01 << qint64 {1000} << qint64 {7};
    // The count is checked before any value: three invalid values are still three.
    QTest::addRow("three zeros") << qint64 {0} << 0.0 << qint64 {0} << qint64 {-1};
}

void TestSizing::notExactlyTwoInputsIsRefused()
{
    QFETCH(qint64, inN);
    QFETCH(double, inP);
    QFETCH(qint64, inM);
    QFETCH(qint64, inK);
    SizingInput input {count(inN), probability(inP), count(inM), std::nullopt};
    if (inK >= 0)
        input.k = static_cast<std::uint32_t>(inK);
    const auto solved = solveSizing(input);
    QVERIFY(!solved);
    QCOMPARE(solved.error().code, Errc::WrongInputCount);
}

void TestSizing::invalidValuesAreRefused_data()
{
    QTest::addColumn<qint64>("inN");
    QTest::addColumn<double>("inP");
    QTest::addColumn<qint64>("inM");
    QTest::addColumn<qint64>("inK");
    QTest::addColumn<Errc>("expected");
    QTest::addRow("n = 0") << qint64 {0} << 0.01 << qint64 {-1} << qint64 {-1} << Errc::ZeroItems;
    QTest::addRow("m = 0") << qint64 {-1} << 0.01 << qint64 {0} << qint64 {-1} << Errc::ZeroBits;
    QTest::addRow("k = 0") << qint64 {100} << -1.0 << qint64 {-1} << qint64 {0} << Errc::ZeroHashes;
    QTest::addRow("p = 0") << qint64 {100} << 0.0 << qint64 {-1} << qint64 {-1}
                           << Errc::ProbabilityOutOfRange;
    QTest::addRow("p = 1") << qint64 {100} << 1.0 << qint64 {-1} << qint64 {-1}
                           << Errc::ProbabilityOutOfRange;
    QTest::addRow("p > 1") << qint64 {-1} << 2.5 << qint64 {-1} << qint64 {3} << Errc::ProbabilityOutOfRange;
    QTest::addRow("p NaN") << qint64 {-1} << kNaN << qint64 {1000} << qint64 {-1}
                           << Errc::ProbabilityOutOfRange;
    // One bit cannot hold a key at 1%, nor with two hashes.
    QTest::addRow("m too small for p") << qint64 {-1} << 0.01 << qint64 {1} << qint64 {-1} << Errc::ZeroItems;
    QTest::addRow("m too small for k") << qint64 {-1} << -1.0 << qint64 {1} << qint64 {2} << Errc::ZeroItems;
    // Bit counts past 2⁶⁴.
    QTest::addRow("n, p needing > 2^64 bits") << qint64 {std::numeric_limits<qint64>::max()} << 1e-300
                                              << qint64 {-1} << qint64 {-1} << Errc::TooLarge;
    QTest::addRow("n, k needing > 2^64 bits") << qint64 {std::numeric_limits<qint64>::max()} << -1.0
                                              << qint64 {-1} << qint64 {64} << Errc::TooLarge;
    // A p a hair below 1 lets 2⁶² bits "hold" ~10²⁵ keys: more than a count can say.
    QTest::addRow("m, p giving n > 2^64")
        << qint64 {-1} << 0.999999999 << qint64 {1ll << 62} << qint64 {-1} << Errc::TooLarge;
}

void TestSizing::invalidValuesAreRefused()
{
    QFETCH(qint64, inN);
    QFETCH(double, inP);
    QFETCH(qint64, inM);
    QFETCH(qint64, inK);
    QFETCH(Errc, expected);
    SizingInput input {count(inN), probability(inP), count(inM), std::nullopt};
    if (inK >= 0)
        input.k = static_cast<std::uint32_t>(inK);
    const auto solved = solveSizing(input);
    QVERIFY(!solved);
    QCOMPARE(solved.error().code, expected);
}

QTEST_APPLESS_MAIN(TestSizing)
#include "tst_sizing.moc"
