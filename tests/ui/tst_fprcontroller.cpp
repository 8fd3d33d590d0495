// The FPR lab's controller alone, with no page: what a lesson step or a quiz question builds its
// stages around. A burst of edits is one update of the curves, undo brings back the inputs and
// their curves, experiments run off the window's thread and cancel, and two controllers with
// their own stages keep to themselves.
#include "fpr/experimentrunner.h"
#include "fpr/fprchart.h"
#include "fpr/fprcontroller.h"
#include "fpr/fprstages.h"
#include "fpr/logslider.h"
#include "fpr/sizingcalculator.h"

#include <bloom/bloom.h>

#include <QChart>
#include <QDoubleSpinBox>
#include <QGuiApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QPalette>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using Input = FprController::Input;
using Job = FprController::Job;

Q_DECLARE_METATYPE(FprParameters)

namespace {

double rate(const FprParameters &p)
{
    return bloom::falsePositiveRate(static_cast<std::uint64_t>(p.bits), static_cast<std::uint64_t>(p.keys),
        static_cast<std::uint32_t>(p.hashes));
}

// Whether every chart shows the controller's current inputs.
bool curvesFollow(const FprController &controller)
{
    const FprParameters p = controller.parameters();
    return qAbs(controller.curves(FprController::ByKeys).current.y() - rate(p)) < 1e-12
        && controller.curves(FprController::ByKeys).current.x() == p.keys
        && controller.curves(FprController::ByHashes).current.x() == p.hashes
        && qAbs(controller.curves(FprController::ByBitsPerKey).current.x() - p.bits / p.keys) < 1e-9;
}

// How far apart two colours are, 0 to 441 (black to white), in plain RGB: enough to tell lines apart.
double distance(const QColor &a, const QColor &b)
{
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}

// WCAG relative luminance, for a line's contrast against the chart's background.
double luminance(const QColor &c)
{
    const auto channel
        = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The stages a lesson step might lay out around its own controller.
struct Stages {
    explicit Stages(FprController *controller)
        : inputs(controller, &window),
          chart(controller, FprController::ByKeys, &window),
          calculator(controller, &window)
    { }
    QWidget window;
    FprInputsBar inputs;
    FprChart chart;
    SizingCalculatorStage calculator;
};

} // namespace

class TestFprController : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void inputsAreKeptAsTheControlsShowThem_data()
    {
        QTest::addColumn<int>("input");
        QTest::addColumn<double>("value");
        QTest::addColumn<FprParameters>("expected");
        QTest::addColumn<QString>("undoText");
        QTest::addRow("m") << int(Input::Bits) << 5000.0 << FprParameters {5000, 100, 3} << "Set m to 5,000";
        QTest::addRow("n") << int(Input::Keys) << 250.0 << FprParameters {1000, 250, 3} << "Set n to 250";
        QTest::addRow("k") << int(Input::Hashes) << 7.0 << FprParameters {1000, 100, 7} << "Set k to 7";
        QTest::addRow("m rounded") << int(Input::Bits) << 1234.4 << FprParameters {1234, 100, 3}
                                   << "Set m to 1,234";
        QTest::addRow("m below its range")
            << int(Input::Bits) << 2.0 << FprParameters {8, 100, 3} << "Set m to 8";
        QTest::addRow("n below its range")
            << int(Input::Keys) << 0.0 << FprParameters {1000, 1, 3} << "Set n to 1";
        QTest::addRow("k above its range")
            << int(Input::Hashes) << 100.0 << FprParameters {1000, 100, 64} << "Set k to 64";
    }

    void inputsAreKeptAsTheControlsShowThem()
    {
        QFETCH(int, input);
        QFETCH(double, value);
        QFETCH(FprParameters, expected);
        QFETCH(QString, undoText);
        FprController controller;
        QSignalSpy inputs(&controller, &FprController::inputsChanged);
        controller.setInput(Input(input), value);
        QCOMPARE(controller.parameters(), expected);
        QCOMPARE(inputs.size(), 1);
        QCOMPARE(controller.undoStack()->count(), 1);
        QCOMPARE(controller.undoStack()->text(0), undoText);
        // The same value again changes nothing, and records nothing.
        controller.setInput(Input(input), value);
        QCOMPARE(inputs.size(), 1);
        QCOMPARE(controller.undoStack()->count(), 1);
        QTRY_VERIFY(curvesFollow(controller));
    }

    // A drag sends a value per pixel; the curves follow once per turn of the event loop, not once
    // per value, and the slower exact curves come once the values stop.
    void aBurstOfEditsIsOneUpdateThenTheExactCurves()
    {
        FprController controller;
        controller.updateCurves(true);
        const int before = controller.curveUpdates();
        QSignalSpy changed(&controller, &FprController::curvesChanged);
        // For each update: whether it brought the exact curves, and whether it showed the last m.
        QList<std::pair<bool, bool>> updates;
        connect(&controller, &FprController::curvesUpdated, this, [&] {
            updates << std::pair {
                !controller.curves(FprController::ByKeys).exact.isEmpty(), curvesFollow(controller)};
        });
        for (int bits = 1100; bits <= 4000; bits += 100)
            controller.setInput(Input::Bits, bits);
        QCOMPARE(controller.curveUpdates(), before);
        QVERIFY(changed.isEmpty());
        QVERIFY(!curvesFollow(controller)); // still the old m

        QTRY_COMPARE(updates.size(), 2);
        QCOMPARE(updates, (QList<std::pair<bool, bool>> {{false, true}, {true, true}}));
        QCOMPARE(controller.curveUpdates(), before + 2);
        QCOMPARE(changed.size(), 2 * FprController::kChartCount); // each chart once per update
    }

    void undoRestoresTheInputsAndTheirCurves()
    {
        FprController controller;
        QUndoStack *undo = controller.undoStack();
        const ChartData start = controller.curves(FprController::ByKeys);
        // One drag, many values: one step, named for where it ended.
        const int drag = controller.newGesture();
        for (const double bits : {2000.0, 3000.0, 4000.0})
            controller.setInput(Input::Bits, bits, drag);
        QCOMPARE(undo->count(), 1);
        QCOMPARE(undo->text(0), QStringLiteral("Set m to 4,000"));
        controller.updateCurves(true);
        const double dragged = controller.curves(FprController::ByKeys).current.y();
        QVERIFY(dragged < start.current.y());

        QSignalSpy inputs(&controller, &FprController::inputsChanged);
        undo->undo();
        QCOMPARE(inputs.size(), 1);
        QCOMPARE(controller.parameters(), (FprParameters {1000, 100, 3}));
        // At once, not on the next turn of the event loop: the stages show the state undone.
        QCOMPARE(controller.curves(FprController::ByKeys).current, start.current);
        QVERIFY(undo->isClean());
        undo->redo();
        QCOMPARE(controller.parameters().bits, 4000.0);
        QCOMPARE(controller.curves(FprController::ByKeys).current.y(), dragged);

        // A drag that ends where it began leaves no step.
        const int back = controller.newGesture();
        controller.setInput(Input::Bits, 6000, back);
        controller.setInput(Input::Bits, 4000, back);
        QCOMPARE(undo->count(), 1);
        QCOMPARE(controller.parameters().bits, 4000.0);
    }

    void typingIsAStepPerFieldUntilItIsLeft()
    {
        FprController controller;
        QUndoStack *undo = controller.undoStack();
        for (const QString &typed : {QStringLiteral("1"), QStringLiteral("10"), QStringLiteral("10M")})
            controller.typeCalculatorField(QStringLiteral("keys"), typed);
        QCOMPARE(undo->count(), 1);
        controller.typeCalculatorField(QStringLiteral("rate"), QStringLiteral("1"));
        QCOMPARE(undo->count(), 2);
        controller.endCalculatorTyping();
        controller.typeCalculatorField(QStringLiteral("rate"), QStringLiteral("1%"));
        QCOMPARE(undo->count(), 3);
        QCOMPARE(undo->text(2), QStringLiteral("Edit the sizing calculator"));

        // After an undo, typing on in the same field is a step of its own, not part of the one
        // the undo went back to.
        controller.setInput(Input::Bits, 2000);
        undo->undo();
        QCOMPARE(undo->index(), 3);
        controller.typeCalculatorField(QStringLiteral("rate"), QStringLiteral("1%5"));
        QCOMPARE(undo->count(), 4);
        undo->undo();
        QCOMPARE(controller.state().calculator.value(QStringLiteral("rate")), QStringLiteral("1%"));

        // A cleared field and a missing one are the same: clearing what is clear records nothing.
        QMap<QString, QString> cleared = controller.state().calculator;
        cleared.insert(QStringLiteral("bits"), QString());
        controller.setCalculatorTexts(cleared);
        QCOMPARE(undo->count(), 4);
        QCOMPARE(controller.state().calculator.value(QStringLiteral("keyLength")), QStringLiteral("16"));
    }

    void aReplacedStateIsOneStepShownAtOnce()
    {
        FprController controller;
        FprInputs::State state;
        state.bits = 95850584;
        state.keys = 1e7;
        state.hashes = 7;
        state.calculator.insert(QStringLiteral("rate"), QStringLiteral("1%"));
        controller.replaceState(state, QStringLiteral("Open session"));
        QCOMPARE(controller.undoStack()->count(), 1);
        QVERIFY(curvesFollow(controller));
        QCOMPARE(controller.state(), state);
        controller.undoStack()->undo();
        QCOMPARE(controller.parameters(), (FprParameters {1000, 100, 3}));
        QVERIFY(curvesFollow(controller));
    }

    void measureOverlaysTheFirstChartWhileMAndKHold()
    {
        FprController controller;
        QSignalSpy changed(&controller, &FprController::experimentChanged);
        controller.measure();
        QCOMPARE(controller.runningJob(), Job::Measure);
        QVERIFY(controller.status(Job::Measure).startsWith(QStringLiteral("Measuring at n = 50, 100, 150")));
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isExperimentRunning(), 60000);
        QCOMPARE(controller.runningJob(), Job::None);
        QCOMPARE(controller.progress(Job::Measure), 1.0);
        QVERIFY2(controller.status(Job::Measure).startsWith(QStringLiteral("Measured 4 of 4")),
            qPrintable(controller.status(Job::Measure)));
        QCOMPARE(controller.curves(FprController::ByKeys).measured.size(), 4);
        QVERIFY(changed.size() >= 2); // started, then each result and the end

        // Measured at m = 1,000: at another m the points would mislead, so they go, and come back.
        controller.setInput(Input::Bits, 2000);
        controller.updateCurves(false);
        QVERIFY(controller.curves(FprController::ByKeys).measured.isEmpty());
        controller.undoStack()->undo();
        QCOMPARE(controller.curves(FprController::ByKeys).measured.size(), 4);
    }

    // Regression: the sentence stayed when k changed or an undo went back, and spoke of figures
    // (n = 2,000,000, its theory) for a filter no longer on screen.
    void theMeasurementSentenceFollowsTheInputs()
    {
        FprController controller;
        controller.measure();
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isExperimentRunning(), 60000);
        const QString measured = controller.status(Job::Measure);
        QVERIFY2(measured.startsWith(QStringLiteral("Measured 4 of 4")), qPrintable(measured));
        QSignalSpy changed(&controller, &FprController::experimentChanged);
        const QString stale = QStringLiteral("The last measurement was for other values of m, n or k");
        for (const Input input : {Input::Hashes, Input::Keys, Input::Bits}) {
            changed.clear();
            controller.setInput(input, input == Input::Hashes ? 4 : 5000);
            QVERIFY(changed.size() >= 1); // the label beside Measure looks again
            QVERIFY2(controller.status(Job::Measure).startsWith(stale),
                qPrintable(controller.status(Job::Measure)));
            QVERIFY(!controller.experimentText().contains(QStringLiteral("theory")));
            // Back to the values measured: the sentence is true again.
            controller.undoStack()->undo();
            QCOMPARE(controller.status(Job::Measure), measured);
        }
    }

    // Regression: Cancel reached the runner but the run went on to "Measured 4 of 4" at a tiny,
    // full filter with many hashes.
    void measureCancelsAtAFullFilter()
    {
        FprController controller;
        controller.setParameters({8, 1'000'000, 64});
        QSignalSpy finished(controller.runner(), &ExperimentRunner::finished);
        controller.measure();
        QVERIFY(controller.isExperimentRunning());
        QTest::qWait(300);
        controller.cancelExperiments();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(controller.status(Job::Measure), QStringLiteral("Cancelled."));
        QVERIFY(controller.progress(Job::Measure) < 1.0);
    }

    void anExperimentRunsOffTheWindowThreadAndCancels()
    {
        FprController controller;
        QSignalSpy progress(&controller, &FprController::experimentProgress);
        QSignalSpy finished(controller.runner(), &ExperimentRunner::finished);
        controller.runSeedScale();
        QVERIFY(controller.isExperimentRunning());
        QCOMPARE(controller.runningJob(), Job::SeedScale);
        // Progress arrives on this thread while the worker inserts.
        QVERIFY(progress.wait(60000));
        QCOMPARE(progress.first().at(0).value<Job>(), Job::SeedScale);
        // One experiment at a time: another is refused, and says why beside itself.
        controller.compareSchemes();
        QCOMPARE(controller.runningJob(), Job::SeedScale);
        QVERIFY(controller.status(Job::Schemes).contains(QStringLiteral("already running")));

        controller.cancelExperiments();
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(!controller.isExperimentRunning());
        QCOMPARE(controller.status(Job::SeedScale), QStringLiteral("Cancelled."));
        QVERIFY(controller.progress(Job::SeedScale) < 1.0);

        // Ready for the next one, which completes.
        controller.compareSchemes();
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isExperimentRunning(), 60000);
        QCOMPARE(controller.schemeResults().size(), 4);
        QCOMPARE(controller.status(Job::Schemes), QString());
    }

    void twoControllersWithTheirStagesKeepToThemselves()
    {
        FprController first;
        FprController second;
        Stages one(&first);
        Stages two(&second);
        one.window.show();
        two.window.show();

        QDoubleSpinBox *bits = one.inputs.control(Input::Bits)->spinBox();
        bits->setValue(5000);
        QCOMPARE(first.parameters().bits, 5000.0);
        QCOMPARE(second.parameters().bits, 1000.0);
        QCOMPARE(two.inputs.control(Input::Bits)->value(), 1000.0);
        QCOMPARE(first.undoStack()->count(), 1);
        QCOMPARE(second.undoStack()->count(), 0);
        const int secondUpdates = second.curveUpdates();
        QTRY_VERIFY(qAbs(one.chart.data().current.y() - rate(first.parameters())) < 1e-12);
        QCOMPARE(second.curveUpdates(), secondUpdates);
        QCOMPARE(two.chart.data().current.y(), rate(second.parameters()));

        QLineEdit *keys = two.calculator.calculator()->edit(SizingCalculator::Field::Keys);
        QTest::keyClicks(keys, QStringLiteral("10M"));
        QCOMPARE(second.state().calculator.value(QStringLiteral("keys")), QStringLiteral("10M"));
        QCOMPARE(one.calculator.calculator()->edit(SizingCalculator::Field::Keys)->text(), QString());
        QCOMPARE(second.undoStack()->count(), 1);

        // Each controller's undo reaches its own stages only.
        first.undoStack()->undo();
        QCOMPARE(bits->value(), 1000.0);
        QCOMPARE(keys->text(), QStringLiteral("10M"));
        second.undoStack()->undo();
        QCOMPARE(keys->text(), QString());
        QCOMPARE(first.undoStack()->index(), 0);

        // And its own runner.
        first.measure();
        QVERIFY(first.isExperimentRunning());
        QVERIFY(!second.isExperimentRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!first.isExperimentRunning(), 60000);
        QCOMPARE(one.chart.data().measured.size(), 4);
        QVERIFY(two.chart.data().measured.isEmpty());
        QCOMPARE(second.status(Job::Measure), QString());
    }

    // A chart built around a controller that already has curves lists only what it draws, from
    // its first showing on: at m = 1,000 the blocked filter has no curve (it needs two blocks).
    void theLegendListsOnlyWhatIsDrawn()
    {
        FprController controller;
        FprChart chart(&controller, FprController::ByKeys);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const auto listed = [&chart](QXYSeries *series) {
            const QList<QLegendMarker *> markers = chart.chart()->legend()->markers(series);
            return !markers.isEmpty() && markers.first()->isVisible();
        };
        QVERIFY(chart.blockedSeries()->count() == 0);
        QVERIFY(!listed(chart.blockedSeries()));
        QVERIFY(listed(chart.exactSeries()));
        controller.setInput(Input::Bits, 4096);
        controller.updateCurves(true);
        QVERIFY(listed(chart.blockedSeries()));
    }

    // "Formula" and "Exact" were both teal: the accent blue under a bluish green that lies on it.
    // Each curve now has a colour of its own, readable on the chart in a light and a dark palette.
    void eachCurveHasItsOwnColour_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addRow("light") << false;
        QTest::addRow("dark") << true;
    }

    void eachCurveHasItsOwnColour()
    {
        QFETCH(bool, dark);
        FprController controller;
        FprChart chart(&controller, FprController::ByKeys);
        QPalette palette = QGuiApplication::palette();
        if (dark) {
            palette.setColor(QPalette::Window, QColor(0x2a, 0x2a, 0x2a));
            palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
            palette.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
            palette.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        }
        chart.setPalette(palette);
        const QColor base = palette.color(QPalette::Base);
        const QList<QXYSeries *> curves {chart.approxSeries(), chart.exactSeries(), chart.blockedSeries()};
        for (int i = 0; i < curves.size(); ++i) {
            const QColor colour = curves[i]->pen().color();
            QVERIFY2(contrast(colour, base) >= 3.0, qPrintable(curves[i]->name()));
            for (int j = i + 1; j < curves.size(); ++j) {
                QVERIFY2(distance(colour, curves[j]->pen().color()) >= 150.0,
                    qPrintable(curves[i]->name() + QStringLiteral(" and ") + curves[j]->name()));
            }
        }
    }

    // The bits-per-key chart adds the cuckoo filter's steps and the lower bound: each readable on the
    // chart and apart from every other curve, by colour alone when both are drawn the same way, and
    // by colour and line together otherwise (the eight-colour accent set has no five colours both
    // far apart and readable on white).
    void theCuckooAndBoundCurvesStandApart_data() { eachCurveHasItsOwnColour_data(); }

    void theCuckooAndBoundCurvesStandApart()
    {
        QFETCH(bool, dark);
        FprController controller;
        FprChart chart(&controller, FprController::ByBitsPerKey);
        QPalette palette = QGuiApplication::palette();
        if (dark) {
            palette.setColor(QPalette::Window, QColor(0x2a, 0x2a, 0x2a));
            palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
            palette.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
            palette.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        }
        chart.setPalette(palette);
        const QColor base = palette.color(QPalette::Base);
        const QList<QXYSeries *> others {chart.approxSeries(), chart.exactSeries(), chart.blockedSeries()};
        const QList<QXYSeries *> added {chart.cuckooSeries(), chart.lowerBoundSeries()};
        const auto drawnAlike = [](const QPen &a, const QPen &b) {
            return a.style() == b.style()
                && (a.style() != Qt::CustomDashLine || a.dashPattern() == b.dashPattern());
        };
        for (QXYSeries *curve : added) {
            const QPen pen = curve->pen();
            QVERIFY2(contrast(pen.color(), base) >= 3.0, qPrintable(curve->name()));
            for (QXYSeries *other : others + added) {
                if (other == curve)
                    continue;
                const double apart = distance(pen.color(), other->pen().color());
                QVERIFY2(apart >= (drawnAlike(pen, other->pen()) ? 150.0 : 80.0),
                    qPrintable(QStringLiteral("%1 and %2: %3").arg(curve->name(), other->name()).arg(apart)));
            }
        }
        QCOMPARE(chart.cuckooSeries()->pen().style(), Qt::SolidLine);
        QCOMPARE(chart.lowerBoundSeries()->pen().style(), Qt::CustomDashLine);
    }

    void stagesEditThroughTheController()
    {
        FprController controller;
        Stages stages(&controller);
        stages.window.show();
        // What a lesson does: set the state, then leave only some controls to the learner.
        controller.setParameters({10000, 1000, 7});
        QCOMPARE(stages.inputs.control(Input::Bits)->value(), 10000.0);
        QCOMPARE(stages.inputs.control(Input::Hashes)->value(), 7.0);
        stages.calculator.calculator()->loadUrlExample();
        QCOMPARE(controller.undoStack()->count(), 2);
        QCOMPARE(controller.state().calculator.value(QStringLiteral("keys")), QStringLiteral("1000000000"));
        controller.undoStack()->undo();
        QCOMPARE(stages.calculator.calculator()->edit(SizingCalculator::Field::Keys)->text(), QString());
        QCOMPARE(stages.calculator.calculator()->edit(SizingCalculator::Field::KeyLength)->text(),
            QStringLiteral("16"));
    }
};

QTEST_MAIN(TestFprController)
#include "tst_fprcontroller.moc"
