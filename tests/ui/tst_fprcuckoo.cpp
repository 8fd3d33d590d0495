// The FPR lab's cuckoo filter beside the Bloom filter (issue #16): on the bits-per-key chart, a
// cuckoo filter of the same bits per key as a step per whole bit of fingerprint and the lower bound
// 2^(−b), in the chart, its legend and its table; in the sizing calculator, the cuckoo filter core
// would build for the same n and p, and log₂(1/p). Expected values come from core's own functions
// and from numbers worked by hand in the comments.
#include "common/numberformat.h"
#include "fpr/fprchart.h"
#include "fpr/fprpage.h"
#include "fpr/sizingcalculator.h"

#include <bloom/bloom.h>

#include <QAbstractItemModelTester>
#include <QChart>
#include <QChartView>
#include <QGuiApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QScopeGuard>
#include <QTableView>
#include <QTest>

#include <cmath>

using Field = SizingCalculator::Field;

namespace {

void type(SizingCalculator &calculator, Field field, const QString &text)
{
    QLineEdit *edit = calculator.edit(field);
    edit->clear();
    QTest::keyClicks(edit, text);
}

// A text without its left-to-right isolates, as a reader sees it.
QString plain(QString text)
{
    return text.remove(QChar(0x2066)).remove(QChar(0x2069)).replace(QChar(0x00A0), QLatin1Char(' '));
}

// Urdu, right to left, until the returned guard goes out of scope.
[[nodiscard]] auto urduRightToLeft()
{
    auto restore = qScopeGuard([direction = QGuiApplication::layoutDirection(), locale = QLocale()] {
        QGuiApplication::setLayoutDirection(direction);
        QLocale::setDefault(locale);
    });
    QGuiApplication::setLayoutDirection(Qt::RightToLeft);
    QLocale::setDefault(QLocale(QLocale::Urdu, QLocale::Pakistan));
    return restore;
}
} // namespace

class TestFprCuckoo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    // Issue #16: the bits-per-key chart sets a cuckoo filter of the same bits per key beside the
    // Bloom filter, a step for each whole bit of fingerprint, and the lower bound no filter passes.
    void theBitsPerKeyChartHasTheCuckooFilterAndTheLowerBound()
    {
        FprPage page;
        page.show();
        page.setParameters({1000, 100, 3});
        page.updateCharts(true);
        FprChart *chart = page.chart(FprController::ByBitsPerKey);
        const ChartData &data = chart->data();
        constexpr double alpha = bloom::CuckooFilter::kDesignLoad;
        const auto rate = [](std::uint32_t f) { return bloom::cuckooFalsePositiveRate(f, alpha); };

        // One point where each fingerprint's step starts, f = 4 … 16, at x = f/α, on core's rate.
        QCOMPARE(data.cuckoo.size(), 13);
        for (std::uint32_t f = 4; f <= 16; ++f) {
            const QPointF &point = data.cuckoo[f - 4];
            QVERIFY(qAbs(point.x() - f / alpha) < 1e-12);
            QVERIFY(qAbs(point.x() - bloom::cuckooBitsPerItem(f, alpha)) < 1e-12);
            QCOMPARE(point.y(), rate(f));
        }
        // By hand: 8 bits from 8/0.95 = 8.421 bits per key on, with 1 − (255/256)^(8 × 0.95) =
        // 2.931%; 12 bits, from 12.63, with 1 − (4095/4096)^7.6 = 0.1854%.
        QVERIFY(qAbs(data.cuckoo[4].x() - 8.421053) < 1e-6);
        QVERIFY(qAbs(data.cuckoo[4].y() - 0.0293076) < 1e-7);
        QVERIFY(qAbs(data.cuckoo[8].x() - 12.631579) < 1e-6);
        QVERIFY(qAbs(data.cuckoo[8].y() - 0.00185397) < 1e-8);

        // Drawn as steps: each point at a whole f's rate, between f/α and (f + 1)/α, none outside
        // f = 4 … 16, and each step's tread level.
        const QList<QPointF> drawn = chart->cuckooSeries()->points();
        QCOMPARE(drawn.size(), 26);
        for (const QPointF &point : drawn) {
            bool onAStep = false;
            for (std::uint32_t f = 4; f <= 16; ++f)
                onAStep = onAStep
                    || (point.y() == rate(f) && point.x() >= f / alpha - 1e-9
                        && point.x() <= (f + 1) / alpha + 1e-9);
            QVERIFY2(onAStep, qPrintable(QStringLiteral("(%1, %2)").arg(point.x()).arg(point.y())));
        }
        for (qsizetype i = 0; i + 1 < drawn.size(); i += 2)
            QCOMPARE(drawn[i].y(), drawn[i + 1].y());
        QVERIFY(qAbs(drawn.front().x() - 4 / alpha) < 1e-12);
        QVERIFY(qAbs(drawn.back().x() - 17 / alpha) < 1e-9);

        // The lower bound: 2^(−b) at every b of the chart, below every filter drawn there.
        QCOMPARE(data.lowerBound.size(), data.approx.size());
        for (qsizetype i = 0; i < data.approx.size(); ++i) {
            const double b = data.approx[i].x();
            QCOMPARE(data.lowerBound[i].x(), b);
            QVERIFY(qAbs(data.lowerBound[i].y() / std::pow(2.0, -b) - 1.0) < 1e-12);
            QVERIFY(data.lowerBound[i].y() <= data.approx[i].y());
            if (const auto cuckoo = FprCurves::cuckooRateAt(b))
                QVERIFY(data.lowerBound[i].y() < *cuckoo);
        }
        // Read the other way: at the cuckoo filter's rate the bound needs log₂(1/ε) bits per key,
        // fewer than its f/α; an optimally tuned Bloom filter needs 1.44 times the bound.
        for (const QPointF &point : data.cuckoo)
            QVERIFY(bloom::lowerBoundBitsPerItem(point.y()) < point.x());
        QVERIFY(qAbs(bloom::bloomBitsPerItem(0.01) / bloom::lowerBoundBitsPerItem(0.01) - 1.4427) < 1e-4);

        // Named in the legend, each in a pen of its own.
        const auto listed = [chart](QXYSeries *series) {
            const QList<QLegendMarker *> markers = chart->chart()->legend()->markers(series);
            return !markers.isEmpty() && markers.first()->isVisible() && series->isVisible();
        };
        QVERIFY(listed(chart->cuckooSeries()));
        QVERIFY(listed(chart->lowerBoundSeries()));
        QCOMPARE(chart->cuckooSeries()->name(), QStringLiteral("Cuckoo filter"));
        QVERIFY(chart->lowerBoundSeries()->name().startsWith(QStringLiteral("Lower bound: ")));
        QVERIFY(chart->lowerBoundSeries()->pen().style() == Qt::CustomDashLine);
        QVERIFY(chart->lowerBoundSeries()->pen() != chart->exactSeries()->pen());
        QVERIFY(chart->cuckooSeries()->pen().color() != chart->approxSeries()->pen().color());
        // The other charts have neither.
        for (const auto other : {FprController::ByKeys, FprController::ByHashes}) {
            QCOMPARE(page.chart(other)->cuckooSeries()->count(), 0);
            QVERIFY(!listed(page.chart(other)->lowerBoundSeries()));
            QCOMPARE(page.chart(other)->table()->columnCount(), int(CurveTableModel::CuckooColumn));
        }
    }

    // The table beside the chart has the same numbers: the step's height at each b, "—" where no
    // fingerprint of 4 … 16 bits fits (and says why), and the bound.
    void theBitsPerKeyTableHasTheCuckooAndBoundColumns()
    {
        FprPage page;
        page.setParameters({1000, 100, 3});
        page.updateCharts(true);
        CurveTableModel *table = page.chart(FprController::ByBitsPerKey)->table();
        QAbstractItemModelTester tester(table, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(table->columnCount(), int(CurveTableModel::ColumnCount));
        QCOMPARE(table->headerData(CurveTableModel::CuckooColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
            QStringLiteral("Cuckoo"));
        QCOMPARE(table->headerData(CurveTableModel::BoundColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
            QStringLiteral("Lower bound"));
        QVERIFY(!table->headerData(CurveTableModel::CuckooColumn, Qt::Horizontal, Qt::ToolTipRole)
                     .toString()
                     .isEmpty());
        int withCuckoo = 0;
        int without = 0;
        for (int row = 0; row < table->rowCount(); ++row) {
            const double b
                = table->data(table->index(row, CurveTableModel::XColumn), Qt::UserRole).toDouble();
            const QModelIndex cuckoo = table->index(row, CurveTableModel::CuckooColumn);
            const double f = std::floor(b * bloom::CuckooFilter::kDesignLoad);
            if (f >= 4 && f <= 16) {
                ++withCuckoo;
                const double expected
                    = bloom::cuckooFalsePositiveRate(std::uint32_t(f), bloom::CuckooFilter::kDesignLoad);
                QCOMPARE(table->data(cuckoo, Qt::UserRole).toDouble(), expected);
                QCOMPARE(table->data(cuckoo, Qt::DisplayRole).toString(), NumberFormat::percent(expected));
            } else {
                ++without;
                QVERIFY(!table->data(cuckoo, Qt::UserRole).isValid());
                QCOMPARE(table->data(cuckoo, Qt::DisplayRole).toString(), QStringLiteral("—"));
                QVERIFY(table->data(cuckoo, Qt::ToolTipRole).toString().contains(QStringLiteral("4 to 16")));
            }
            const QModelIndex bound = table->index(row, CurveTableModel::BoundColumn);
            QVERIFY(qAbs(table->data(bound, Qt::UserRole).toDouble() / std::pow(2.0, -b) - 1.0) < 1e-12);
        }
        QVERIFY(withCuckoo > 0 && without > 0);
        QVERIFY(page.chart(FprController::ByBitsPerKey)
                    ->table()
                    ->toCsv()
                    .startsWith("x,approximate,exact,blocked,cuckoo,lower_bound\n"));
    }

    // In Urdu, right to left: the table mirrors as the others do, the chart's axes do not, the
    // numbers are the locale's, and drawing it all does not crash.
    void theComparisonsReadRightToLeft()
    {
        const auto restore = urduRightToLeft();
        FprPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setParameters({1000, 100, 3});
        page.updateCharts(true);
        FprChart *chart = page.chart(FprController::ByBitsPerKey);
        QCOMPARE(chart->tableView()->layoutDirection(), Qt::RightToLeft);
        QCOMPARE(chart->findChild<QChartView *>()->layoutDirection(), Qt::LeftToRight);
        const CurveTableModel *table = chart->table();
        for (int row = 0; row < table->rowCount(); ++row) {
            const QModelIndex cell = table->index(row, CurveTableModel::CuckooColumn);
            if (table->data(cell, Qt::UserRole).isValid()) {
                QCOMPARE(table->data(cell, Qt::DisplayRole).toString(),
                    NumberFormat::percent(table->data(cell, Qt::UserRole).toDouble()));
            } else {
                QVERIFY(!table->data(cell, Qt::ToolTipRole).toString().isEmpty());
            }
        }
        page.calculator()->setFieldTexts({{SizingCalculator::Field::Keys, QStringLiteral("1000000")},
            {SizingCalculator::Field::Rate, QStringLiteral("1%")}});
        QVERIFY(page.calculator()->result(QStringLiteral("cuckooBits")).contains(QLocale().toString(10)));
        QVERIFY(!page.grab().isNull());
        QVERIFY(!chart->grab().isNull());
    }

    // Issue #16: the Bloom filter beside a cuckoo filter for the same n and p, sized as core builds
    // one (CuckooFilter::createForRate), and the lower bound log₂(1/p), each with its working.
    void aCuckooFilterAndTheLowerBoundForTheSameKeysAndRate()
    {
        SizingCalculator calculator;
        type(calculator, Field::Keys, QStringLiteral("1,000,000"));
        type(calculator, Field::Rate, QStringLiteral("1%"));
        // f = ⌈log₂(2 × 4 / 0.01)⌉ = ⌈log₂ 800⌉ = ⌈9.64⌉ = 10, as core picks it.
        QCOMPARE(*bloom::CuckooFilter::fingerprintBitsFor(0.01), 10u);
        QCOMPARE(calculator.result(QStringLiteral("cuckooBits")), QStringLiteral("10 bits"));
        QCOMPARE(plain(calculator.working(QStringLiteral("cuckooBits"))),
            QStringLiteral("f = ⌈log₂(2 × 4 / p)⌉ = ⌈log₂(8 / 0.01)⌉ = 10"));
        // B: the power of two at or above ⌈10⁶ / 3.8⌉ = 263,158, which is 2¹⁹ = 524,288, as core's.
        const auto buckets = bloom::CuckooFilter::bucketsFor(1'000'000);
        QVERIFY(buckets);
        QCOMPARE(*buckets, std::uint64_t {1} << 19);
        // 4 × 10 × 524,288 / 10⁶ = 20.97 bits per key: the rounding to a power of two halves the load.
        QCOMPARE(calculator.result(QStringLiteral("cuckooBitsPerKey")), QStringLiteral("20.97"));
        QCOMPARE(plain(calculator.working(QStringLiteral("cuckooBitsPerKey"))),
            QStringLiteral("4·f·B / n = 4 × 10 × 524,288 / 1,000,000 = 20.97\nwhere B = 524,288 buckets, the "
                           "power of two at or above ⌈n / (4 × 0.95)⌉ = 263,158"));
        QVERIFY2(plain(calculator.note(QStringLiteral("cuckooBitsPerKey")))
                     .contains(QStringLiteral("f / 0.95 = 10.53")),
            qPrintable(calculator.note(QStringLiteral("cuckooBitsPerKey"))));
        // 20,971,520 bits = 2,621,440 bytes: what a filter of this size holds in its table.
        QCOMPARE(calculator.result(QStringLiteral("cuckooMemory")), NumberFormat::bytes(2621440.0));
        QCOMPARE(plain(calculator.working(QStringLiteral("cuckooMemory"))),
            QStringLiteral("4·f·B / 8 = 4 × 10 × 524,288 / 8 = 2,621,440 bytes"));
        const auto built = bloom::CuckooFilter::createForRate(1000, 0.01);
        QVERIFY(built);
        QCOMPARE(built->tableBits(), *bloom::CuckooFilter::bucketsFor(1000) * 4 * 10);
        // log₂(1/0.01) = 6.64, and the Bloom filter's 9.59 is 1.44 times it.
        QCOMPARE(calculator.result(QStringLiteral("lowerBound")), QStringLiteral("6.64"));
        QCOMPARE(plain(calculator.working(QStringLiteral("lowerBound"))),
            QStringLiteral("log₂(1/p) = log₂(1 / 0.01) = 6.64"));
        QCOMPARE(calculator.result(QStringLiteral("bitsCompared")),
            QStringLiteral("Bloom 9.59, cuckoo 20.97, lower bound 6.64"));
        QCOMPARE(plain(calculator.working(QStringLiteral("bitsCompared"))),
            QStringLiteral("Bloom 1.44× the lower bound, cuckoo 3.16×"));
    }

    // A power of two that fits the keys leaves the table at its design load: no note, and f/0.95.
    void aTableThatFitsItsKeysNeedsNoNote()
    {
        SizingCalculator calculator;
        // 3,891 keys need ⌈3,891 / 3.8⌉ = 1,024 buckets exactly.
        type(calculator, Field::Keys, QStringLiteral("3891"));
        type(calculator, Field::Rate, QStringLiteral("0.1%"));
        QCOMPARE(*bloom::CuckooFilter::bucketsFor(3891), std::uint64_t {1024});
        // f = ⌈log₂ 8,000⌉ = 13; 4 × 13 × 1,024 / 3,891 = 13.68.
        QCOMPARE(calculator.result(QStringLiteral("cuckooBits")), QStringLiteral("13 bits"));
        QCOMPARE(calculator.result(QStringLiteral("cuckooBitsPerKey")), QStringLiteral("13.68"));
        QCOMPARE(calculator.note(QStringLiteral("cuckooBitsPerKey")), QString());
    }

    // Even a loose rate needs 4 bits, the smallest fingerprint the filter takes: 8/p > 2³.
    void aLooseRateGetsTheSmallestFingerprint()
    {
        SizingCalculator calculator;
        type(calculator, Field::Keys, QStringLiteral("1000"));
        type(calculator, Field::Rate, QStringLiteral("90%"));
        QCOMPARE(calculator.result(QStringLiteral("cuckooBits")), QStringLiteral("4 bits"));
        QCOMPARE(plain(calculator.working(QStringLiteral("cuckooBits"))),
            QStringLiteral("f = ⌈log₂(2 × 4 / p)⌉ = ⌈log₂(8 / 0.9)⌉ = 4"));
    }

    // p = 10⁻⁹ needs ⌈log₂(8 × 10⁹)⌉ = 33 bits of fingerprint, past the 16 the filter holds: plain
    // words, no crash and no cuckoo size; the Bloom filter and the bound are still compared.
    void aRateTooFineForACuckooFilterIsSaidPlainly()
    {
        SizingCalculator calculator;
        type(calculator, Field::Keys, QStringLiteral("1,000,000"));
        type(calculator, Field::Rate, QStringLiteral("1e-9"));
        QCOMPARE(calculator.status(), QStringLiteral("Solved."));
        QVERIFY(!bloom::CuckooFilter::fingerprintBitsFor(1e-9));
        QCOMPARE(calculator.result(QStringLiteral("cuckooBits")),
            QStringLiteral("33 bits: more than a cuckoo filter's 16"));
        QVERIFY2(calculator.note(QStringLiteral("cuckooBits"))
                     .startsWith(QStringLiteral("A cuckoo filter's fingerprints have at most 16 bits")),
            qPrintable(calculator.note(QStringLiteral("cuckooBits"))));
        QCOMPARE(calculator.result(QStringLiteral("cuckooBitsPerKey")), QStringLiteral("—"));
        QCOMPARE(calculator.result(QStringLiteral("cuckooMemory")), QStringLiteral("—"));
        QCOMPARE(calculator.result(QStringLiteral("lowerBound")), QStringLiteral("29.90"));
        QCOMPARE(calculator.result(QStringLiteral("bitsCompared")),
            QStringLiteral("Bloom 43.13, lower bound 29.90"));
        // And a rate no double holds, from n and m: still words.
        type(calculator, Field::Rate, QString());
        type(calculator, Field::Keys, QStringLiteral("1"));
        type(calculator, Field::Bits, QStringLiteral("1000"));
        QCOMPARE(calculator.status(), QStringLiteral("Solved."));
        QVERIFY(calculator.result(QStringLiteral("cuckooBits"))
                    .contains(QStringLiteral("more than a cuckoo filter's 16")));
    }

    // With only p and k there is no n to size a cuckoo filter for: the rows stay empty.
    void noComparisonWithoutKeys()
    {
        SizingCalculator calculator;
        type(calculator, Field::Rate, QStringLiteral("1%"));
        type(calculator, Field::Hashes, QStringLiteral("7"));
        QCOMPARE(calculator.status(), QStringLiteral("Solved."));
        for (const char *row :
            {"cuckooBits", "cuckooBitsPerKey", "cuckooMemory", "lowerBound", "bitsCompared"})
            QCOMPARE(calculator.result(QLatin1String(row)), QStringLiteral("—"));
    }

    // From n and m, the comparison is for the rate that filter has.
    void fromKeysAndBitsTheComparisonTakesTheFiltersRate()
    {
        SizingCalculator calculator;
        type(calculator, Field::Keys, QStringLiteral("1000"));
        type(calculator, Field::Bits, QStringLiteral("10000"));
        const double p = bloom::falsePositiveRate(10000, 1000, 7);
        QCOMPARE(calculator.result(QStringLiteral("cuckooBits")),
            QStringLiteral("%1 bits").arg(*bloom::CuckooFilter::fingerprintBitsFor(p)));
        QCOMPARE(calculator.result(QStringLiteral("lowerBound")),
            QLocale().toString(bloom::lowerBoundBitsPerItem(p), 'f', 2));
    }

    // In Urdu, right to left, the comparison is in the locale's digits and nothing crashes.
    void theComparisonInUrdu()
    {
        const auto restore = urduRightToLeft();
        SizingCalculator calculator;
        calculator.resize(600, 900);
        calculator.show();
        calculator.setFieldTexts(
            {{Field::Keys, QStringLiteral("1000000")}, {Field::Rate, QStringLiteral("1%")}});
        QCOMPARE(calculator.result(QStringLiteral("cuckooBitsPerKey")), QLocale().toString(20.97, 'f', 2));
        QVERIFY(calculator.working(QStringLiteral("cuckooBitsPerKey")).contains(QLocale().toString(524288)));
        QVERIFY(!calculator.grab().isNull());
    }
};

QTEST_MAIN(TestFprCuckoo)
#include "tst_fprcuckoo.moc"
