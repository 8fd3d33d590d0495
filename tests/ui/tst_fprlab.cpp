// The FPR lab: sliders move the charts, tables carry the same numbers, Measure overlays real
// experiments, and a running experiment cancels promptly.
#include "fpr/experimentrunner.h"
#include "fpr/fprchart.h"
#include "fpr/fprpage.h"
#include "fpr/logslider.h"

#include <bloom/bloom.h>

#include <QAbstractItemModelTester>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

class TestFprLab : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void typingMovesTheCharts()
    {
        FprPage page;
        page.show();
        QAbstractItemModelTester tester(
            page.chart(0)->table(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QDoubleSpinBox *bits = page.bitsControl()->spinBox();
        bits->setFocus();
        bits->selectAll();
        QTest::keyClicks(bits, QStringLiteral("5000"));
        QTest::keyClick(bits, Qt::Key_Return);
        QTRY_COMPARE(page.parameters().bits, 5000.0);
        // The charts follow on the next turn of the event loop.
        QTRY_VERIFY(qAbs(page.chart(0)->data().current.y() - bloom::falsePositiveRate(5000, 100, 3)) < 1e-12);
        const ChartData &data = page.chart(0)->data();
        QCOMPARE(data.current.x(), 100.0);
        QCOMPARE(page.chart(0)->table()->rowCount(), int(data.approx.size()));
    }

    void theKChartMarksTheOptimum()
    {
        FprPage page;
        page.setParameters({10000, 1000, 3});
        page.updateCharts(true);
        const ChartData &data = page.chart(1)->data();
        QVERIFY(data.optimum);
        QCOMPARE(data.optimum->x(), double(bloom::optimalHashCount(10000, 1000)));
        // No k does better than the marked one.
        for (const QPointF &p : data.approx)
            QVERIFY(p.y() >= data.optimum->y() - 1e-15);
    }

    void exactCurveOnlyWhereMIsSmall()
    {
        FprPage page;
        page.setParameters({1000, 100, 3});
        page.updateCharts(true);
        QVERIFY(page.chart(0)->exactSeries()->count() > 0);
        // At m = 100 the exact rate is visibly above the approximation.
        page.setParameters({100, 10, 3});
        page.updateCharts(true);
        const ChartData &small = page.chart(0)->data();
        const qsizetype at10 = 10; // n = 0, 1, ..., one point per key
        QVERIFY(small.exact[at10].y() > small.approx[at10].y() * 1.02);
        page.setParameters({1e9, 1e8, 7});
        page.updateCharts(true);
        QCOMPARE(page.chart(0)->exactSeries()->count(), 0);
        QVERIFY(page.chart(0)->blockedSeries()->count() > 0);
    }

    // A figure for the closing note, not an assertion: timing on a shared machine is noise.
    void liveUpdateTime()
    {
        FprPage page;
        page.resize(1200, 800);
        page.show();
        for (const FprParameters &p :
            {FprParameters {1e6, 1e5, 7}, FprParameters {1e10, 1e9, 7}, FprParameters {5000, 500, 5}}) {
            page.setParameters(p);
            double total = 0;
            constexpr int kRounds = 20;
            for (int i = 0; i < kRounds; ++i) {
                page.updateCharts(false);
                total += page.lastUpdateMs();
            }
            qInfo("three charts, %d points each, m = %g: %.2f ms per live update", 400, p.bits,
                total / kRounds);
        }
    }

    void measureOverlaysExperiments()
    {
        FprPage page;
        page.show();
        page.setParameters({1000, 100, 3});
        QSignalSpy finished(page.runner(), &ExperimentRunner::finished);
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("measureButton")), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().toBool(), false);
        const auto &measured = page.chart(0)->data().measured;
        QCOMPARE(measured.size(), 4);
        int inside = 0;
        for (const MeasuredPoint &point : measured) {
            QVERIFY(point.low <= point.rate && point.rate <= point.high);
            const double theory = bloom::falsePositiveRate(1000, std::uint64_t(point.x), 3);
            inside += point.low <= theory * 1.05 && theory * 0.95 <= point.high ? 1 : 0;
        }
        QVERIFY2(inside >= 3, "most 95% intervals contain the theory");
        QCOMPARE(page.chart(0)->measuredSeries()->count(), 4);
    }

    void sizeThatWillNotFitIsRefusedWithTheFigures()
    {
        // As if this machine had 64 MiB free: the 100-million-key filter (114.3 MiB) must be refused
        // before anything is allocated, and the message must give both figures.
        bloom::overrideAvailableMemoryForTesting(64ull << 20);
        FprPage page;
        QSignalSpy finished(page.runner(), &ExperimentRunner::finished);
        page.runSeedScale();
        QVERIFY(finished.wait(30000));
        bloom::overrideAvailableMemoryForTesting(0);
        const QString text = page.experimentText();
        QVERIFY2(text.contains(QStringLiteral("This filter needs 114.3 MiB; 64.0 MiB is available.")), qPrintable(text));
    }

    void cancelStopsPromptly()
    {
        FprPage page;
        QSignalSpy progress(page.runner(), &ExperimentRunner::progress);
        QSignalSpy finished(page.runner(), &ExperimentRunner::finished);
        page.runSeedScale();
        QVERIFY(progress.wait(30000)); // it has started inserting
        QElapsedTimer timer;
        timer.start();
        page.cancelExperiments();
        page.runner()->wait();
        const qint64 stopped = timer.elapsed();
        qInfo("cancel of the 100M-key experiment took %lld ms", stopped);
        QVERIFY(stopped < 1000);
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(page.experimentText().contains(QStringLiteral("Cancelled")));
    }

    void schemesAreCompared()
    {
        FprPage page;
        QSignalSpy finished(page.runner(), &ExperimentRunner::finished);
        page.compareSchemes();
        QVERIFY(finished.wait(60000));
        QTableWidget *table = page.schemeTable();
        QCOMPARE(table->rowCount(), 3);
        // The article's hash is far above theory; the default scheme much closer.
        const auto excess = [table](int row) {
            return table->item(row, 3)->text().remove(QLatin1Char('%')).remove(QLatin1Char('+')).toDouble();
        };
        QVERIFY2(excess(0) > 100.0, qPrintable(table->item(0, 3)->text()));
        QVERIFY(excess(2) < excess(0));
    }

    void chartsExport()
    {
        FprPage page;
        page.resize(1200, 800);
        page.show();
        QTemporaryDir dir;
        for (const char *name : {"chart.png", "chart.svg", "chart.csv"})
            QCOMPARE(page.chart(0)->save(dir.filePath(QString::fromLatin1(name))), QString());
        QFile csv(dir.filePath(QStringLiteral("chart.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QVERIFY(csv.readLine().startsWith("x,approximate,exact,blocked"));
        QVERIFY(!page.chart(0)->save(dir.filePath(QStringLiteral("chart.doc"))).isEmpty());
    }
};

QTEST_MAIN(TestFprLab)
#include "tst_fprlab.moc"
