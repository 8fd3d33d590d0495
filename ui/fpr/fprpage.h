#pragma once
// FPR lab: theory and measurement on the same axes. Three live charts follow the m, n and k
// controls; Measure runs real experiments and overlays them; the sizing calculator solves for the
// rest from any two values; the experiments tab runs the article's 100-million-key filter and
// compares hash schemes. The page is a layout of stages around one FprController, which holds the
// inputs, their undo history, the curves and the experiments; fprsession.cpp moves its inputs to
// and from a session.

#include "fpr/fprcontroller.h"
#include "pages/demopage.h"

class FprChart;
class FprInputsBar;
class LogSlider;
class QTabWidget;
class QTableWidget;
class SchemesStage;
class SizingCalculator;
class SizingCalculatorStage;

class FprPage : public DemoPage {
    Q_OBJECT

public:
    explicit FprPage(QWidget *parent = nullptr);

    QUndoStack *undoStack() override;
    bool canExportImage() const override { return true; }
    void exportImage() override;
    void saveSession(Session::Data &session) const override;
    void restoreSession(const Session::Data &session) override;
    // "charts", "calculator", "experiments" or "variants": the tab a link opens.
    bool showPlace(const QString &place) override;

    [[nodiscard]] FprController *controller() const { return m_controller; }

    // The controller's operations and state, as the page's controls reach them.
    [[nodiscard]] FprParameters parameters() const { return m_controller->parameters(); }
    void setParameters(const FprParameters &parameters) { m_controller->setParameters(parameters); }
    void updateCharts(bool withExact) { m_controller->updateCurves(withExact); }
    [[nodiscard]] double lastUpdateMs() const { return m_controller->lastUpdateMs(); }
    [[nodiscard]] int chartUpdates() const { return m_controller->curveUpdates(); }
    void measure() { m_controller->measure(); }
    void runSeedScale() { m_controller->runSeedScale(); }
    void compareSchemes() { m_controller->compareSchemes(); }
    void cancelExperiments() { m_controller->cancelExperiments(); }
    [[nodiscard]] ExperimentRunner *runner() const { return m_controller->runner(); }
    [[nodiscard]] QString experimentText() const { return m_controller->experimentText(); }

    [[nodiscard]] FprChart *chart(int index) const { return m_charts.value(index); }
    [[nodiscard]] LogSlider *bitsControl() const;
    [[nodiscard]] LogSlider *keysControl() const;
    [[nodiscard]] LogSlider *hashesControl() const;
    [[nodiscard]] SizingCalculator *calculator() const;
    [[nodiscard]] QTableWidget *schemeTable() const;

protected:
    void presenterModeChanged(bool on) override;

private:
    QTabWidget *m_tabs = nullptr;
    QWidget *createChartsTab();
    void fitChartHeights();
    QWidget *createExperimentsTab();

    FprController *m_controller;
    FprInputsBar *m_inputs = nullptr;
    QList<FprChart *> m_charts;
    SizingCalculatorStage *m_calculator = nullptr;
    SchemesStage *m_schemes = nullptr;
};
