// The FPR lab's m and n controls: a slider whose every pixel moves the value by a few percent over
// a teaching range, a box beside it that takes any value in the full range, and charts that still
// draw something, with tables that cut no text, wherever the sliders are pushed.
#include "fpr/fprchart.h"
#include "fpr/fprpage.h"
#include "fpr/fprsection.h"
#include "fpr/logslider.h"

#include <bloom/bloom.h>

#include <QCategoryAxis>
#include <QChart>
#include <QDoubleSpinBox>
#include <QGraphicsSimpleTextItem>
#include <QHeaderView>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QSignalSpy>
#include <QSlider>
#include <QStyle>
#include <QTableView>
#include <QTest>

#include <cmath>

using Input = FprController::Input;

Q_DECLARE_METATYPE(FprParameters)

namespace {

// Every cell and header of a chart's table is at least as wide as its text, in the fonts shown.
bool tableCutsNothing(const FprChart &chart, QString *cut)
{
    const QTableView *view = chart.tableView();
    const QAbstractItemModel *model = view->model();
    const QFontMetrics metrics(view->font());
    const QHeaderView *header = view->horizontalHeader();
    const int margins = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
    for (int column = 0; column < model->columnCount(); ++column) {
        const QString title = model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        if (header->sectionSize(column) < QFontMetrics(header->font()).horizontalAdvance(title) + margins) {
            *cut = title;
            return false;
        }
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString text = model->data(model->index(row, column), Qt::DisplayRole).toString();
            if (header->sectionSize(column) < metrics.horizontalAdvance(text) + margins) {
                *cut = text;
                return false;
            }
        }
    }
    return true;
}

} // namespace

class TestFprSlider : public QObject {
    Q_OBJECT

private slots:
    // A short chart (a 1,280 × 800 screen) spaces its rate labels further apart rather than have
    // QtCharts draw them as "…": each label has half as much room again as its own height, since a
    // power of ten's superscript stands above the line.
    void rateLabelsFitAShortChart_data()
    {
        QTest::addColumn<int>("height");
        QTest::addRow("short") << 175;
        QTest::addRow("tall") << 500;
    }

    void rateLabelsFitAShortChart()
    {
        QFETCH(int, height);
        FprController controller;
        FprChart chart(&controller, FprController::ByKeys);
        chart.resize(700, height);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCoreApplication::processEvents();
        QCategoryAxis *labels = nullptr;
        for (QAbstractAxis *axis : chart.chart()->axes(Qt::Vertical))
            labels = labels ? labels : qobject_cast<QCategoryAxis *>(axis);
        QVERIFY(labels);
        const qsizetype count = labels->categoriesLabels().size();
        QVERIFY(count >= 2);
        const double room = chart.chart()->plotArea().height() / double(count - 1);
        QVERIFY2(room >= 1.5 * QFontMetrics(labels->labelsFont()).height(),
            qPrintable(
                QStringLiteral("%1 labels in %2 px").arg(count).arg(chart.chart()->plotArea().height())));
    }

    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    // At 1280×800 (the page gets about 1,060×740 of it), one pixel of the m or n slider changed
    // the value by 15%: 100 pixels went from 1,000 to 4 billion.
    void aPixelOfDragIsAFewPercent_data()
    {
        QTest::addColumn<int>("input");
        QTest::addRow("m") << int(Input::Bits);
        QTest::addRow("n") << int(Input::Keys);
    }

    void aPixelOfDragIsAFewPercent()
    {
        QFETCH(int, input);
        FprPage page;
        page.resize(1060, 740);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        LogSlider *control = Input(input) == Input::Bits ? page.bitsControl() : page.keysControl();
        QSlider *slider = control->slider();
        // The handle's centre travels the slider's width less the handle's own length.
        const int travel
            = slider->width() - slider->style()->pixelMetric(QStyle::PM_SliderLength, nullptr, slider);
        const double decades = std::log10(control->sliderMaximum() / control->sliderMinimum());
        const double perPixel = std::pow(10.0, decades / std::max(1, travel)) - 1.0;
        QVERIFY2(perPixel <= 0.05,
            qPrintable(QStringLiteral("%1% a pixel over %2 pixels").arg(perPixel * 100.0).arg(travel)));
        // The slider still spans a range worth teaching with; the box takes everything else.
        QVERIFY(control->sliderMaximum() / control->sliderMinimum() >= 1e5);
        QCOMPARE(control->spinBox()->maximum(),
            Input(input) == Input::Bits ? FprLimits::kMaxBits : FprLimits::kMaxKeys);
    }

    // The rate axis's floor moves with the curves, from 10⁻²⁰ to 10⁻³⁰⁰ and back; QtCharts once kept
    // the old floor for its drawing, and the curve fell below the chart, leaving it blank.
    void theCurveStaysOnTheChartAsItsScaleChanges()
    {
        FprPage page;
        page.resize(1060, 740);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const FprChart *chart = page.chart(FprController::ByKeys);
        for (const FprParameters &p : {FprParameters {1e7, 100, 3}, FprParameters {1e7, 1, 3},
                 FprParameters {1e7, 1, 64}, FprParameters {1e7, 1, 20}, FprParameters {1000, 100, 3}}) {
            page.setParameters(p);
            page.updateCharts(false);
            const QRectF plot = chart->chart()->plotArea().adjusted(-1, -1, 1, 1);
            const QList<QPointF> points = chart->approxSeries()->points();
            QVERIFY(!points.isEmpty());
            for (const QPointF &point : {points.first(), points.last()}) {
                const QPointF at = chart->chart()->mapToPosition(point, chart->approxSeries());
                QVERIFY2(plot.contains(at),
                    qPrintable(QStringLiteral("m=%1 n=%2 k=%3: (%4, %5) is drawn at y %6, outside %7 to %8")
                                   .arg(p.bits)
                                   .arg(p.keys)
                                   .arg(p.hashes)
                                   .arg(point.x())
                                   .arg(point.y())
                                   .arg(at.y())
                                   .arg(plot.top())
                                   .arg(plot.bottom())));
            }
        }
    }

    void theBoxTakesWhatTheSliderDoesNotReach()
    {
        LogSlider control(8, 1e10, true);
        control.setSliderRange(8, 1e7);
        QSignalSpy changed(&control, &LogSlider::valueChanged);
        control.spinBox()->setValue(5e9);
        QCOMPARE(control.value(), 5e9);
        QCOMPARE(changed.size(), 1);
        // The handle waits at its end, and the first step back lands inside its range.
        QCOMPARE(control.slider()->value(), control.slider()->maximum());
        control.slider()->triggerAction(QAbstractSlider::SliderSingleStepSub);
        QVERIFY(control.value() < 1e7);
        QVERIFY(control.value() > 9e6);
        control.slider()->setValue(control.slider()->minimum());
        QCOMPARE(control.value(), 8.0);
        control.setValue(1e9);
        QCOMPARE(control.value(), 1e9);
        QCOMPARE(control.slider()->value(), control.slider()->maximum());
        // A linear slider (k) keeps its steps of one.
        LogSlider hashes(1, 64, false);
        hashes.slider()->setValue(hashes.slider()->minimum() + 6);
        QCOMPARE(hashes.value(), 7.0);
    }

    // Each corner of the sliders' ranges: every chart draws a curve on a rate axis at least a decade
    // deep, and its table cuts no number short. At m = 10⁷, n = 1, k = 64 every rate was below
    // the 10⁻¹⁵ the charts drew down to, and at m = 8, n = 10⁶ the axis was 1 to 1.
    void chartsDrawAtTheSlidersExtremes_data()
    {
        QTest::addColumn<FprParameters>("parameters");
        for (const double bits : {8.0, 1e7}) {
            for (const double keys : {1.0, 1e6}) {
                for (const int hashes : {1, 64}) {
                    QTest::addRow("m=%g n=%g k=%d", bits, keys, hashes) << FprParameters {bits, keys, hashes};
                }
            }
        }
    }

    void chartsDrawAtTheSlidersExtremes()
    {
        QFETCH(FprParameters, parameters);
        FprPage page;
        page.resize(1060, 740);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        // Within the sliders' ranges, as a drag to their ends would set them.
        QVERIFY(parameters.bits <= page.bitsControl()->sliderMaximum());
        QVERIFY(parameters.keys <= page.keysControl()->sliderMaximum());
        page.setParameters(parameters);
        page.updateCharts(true);
        for (int index = 0; index < FprController::kChartCount; ++index) {
            const FprChart *chart = page.chart(index);
            QVERIFY2(chart->approxSeries()->count() > 0, qPrintable(chart->chart()->title()));
            QVERIFY(!chart->emptyNote()->isVisible());
            QVERIFY2(chart->rateAxis()->max() / chart->rateAxis()->min() >= 10.0,
                qPrintable(chart->chart()->title()));
            // At most five labels on the rate axis, however many decades it spans.
            const double labels = std::log(chart->rateAxis()->max() / chart->rateAxis()->min())
                / std::log(chart->rateAxis()->base());
            QVERIFY2(labels <= 5.0, qPrintable(QString::number(labels)));
            // Fitted once the numbers settle.
            QString cut;
            QTRY_VERIFY2(tableCutsNothing(*chart, &cut), qPrintable(cut));
        }
    }

    // Beyond the sliders, from the box: so large a filter that no rate is a double any more says so.
    void aChartWithNothingToDrawSaysWhy()
    {
        FprPage page;
        page.show();
        page.setParameters({1e10, 1, 64});
        page.updateCharts(true);
        const FprChart *chart = page.chart(FprController::ByKeys);
        QCOMPARE(chart->approxSeries()->count(), 0);
        QVERIFY(chart->emptyNote()->isVisible());
        QVERIFY(chart->emptyNote()->text().startsWith(QStringLiteral("Every rate on this chart is below")));
        page.setParameters({1000, 100, 3});
        page.updateCharts(true);
        QVERIFY(!chart->emptyNote()->isVisible());
    }
};

QTEST_MAIN(TestFprSlider)
#include "tst_fprslider.moc"
