#pragma once
// FPR lab: theory and measurement on the same axes. Three live charts follow the m, n and k
// controls; Measure runs real experiments and overlays them; the sizing calculator solves for the
// rest from any two values; the experiments tab runs the article's 100-million-key filter and
// compares hash schemes. Every edit of m, n, k or the calculator is an undo step (FprInputs).
//
// The class is spread over files by what it does: fprpage.cpp builds the page, follows the
// controls and draws the charts; fprexperiments.cpp runs the experiments; fprsession.cpp moves
// the inputs between the controls, the undo history and a session.

#include "fpr/fprcurves.h"
#include "fpr/fprinputs.h"
#include "fpr/sizingcalculator.h"
#include "pages/demopage.h"

#include <bloom/experiment.h>

#include <optional>

class ExperimentRunner;
class FprChart;
class LogSlider;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTimer;

class FprPage : public DemoPage {
    Q_OBJECT

public:
    explicit FprPage(QWidget *parent = nullptr);
    ~FprPage() override;

    QUndoStack *undoStack() override;
    bool canExportImage() const override { return true; }
    void exportImage() override;
    void saveSession(Session::Data &session) const override;
    void restoreSession(const Session::Data &session) override;

    [[nodiscard]] FprParameters parameters() const;
    // Sets m, n and k as one undo step, as if the user had entered all three.
    void setParameters(const FprParameters &parameters);
    // Recomputes the charts now (normally a zero-delay timer merges a drag's changes).
    void updateCharts(bool withExact);
    [[nodiscard]] double lastUpdateMs() const { return m_lastUpdateMs; }
    [[nodiscard]] int chartUpdates() const { return m_updates; }

    void measure();
    void runSeedScale();
    void compareSchemes();
    void cancelExperiments();
    [[nodiscard]] ExperimentRunner *runner() const { return m_runner; }

    [[nodiscard]] FprChart *chart(int index) const { return m_charts.value(index); }
    [[nodiscard]] LogSlider *bitsControl() const { return m_bits; }
    [[nodiscard]] LogSlider *keysControl() const { return m_keys; }
    [[nodiscard]] LogSlider *hashesControl() const { return m_hashes; }
    [[nodiscard]] SizingCalculator *calculator() const { return m_calculator; }
    [[nodiscard]] QString experimentText() const;
    [[nodiscard]] QTableWidget *schemeTable() const { return m_schemes; }

private:
    enum class Job { None, Measure, SeedScale, Schemes };

    QWidget *createChartsTab();
    QWidget *createExperimentsTab();
    void connectInputs();
    void onControlEdited(LogSlider *control);
    void onCalculatorEdited(std::optional<SizingCalculator::Field> field);
    [[nodiscard]] FprInputs::State controlsState() const;
    void showParameters(const FprParameters &parameters);
    void showState(const FprInputs::State &state);
    void scheduleUpdate();
    void startJob(Job job, const QList<bloom::ExperimentConfig> &configs);
    void onResult(int index, const bloom::ExperimentResult &result);
    void onFailed(int index, const bloom::Error &error);
    void onFinished(bool cancelled);

    LogSlider *m_bits = nullptr;
    LogSlider *m_keys = nullptr;
    LogSlider *m_hashes = nullptr;
    QList<FprChart *> m_charts;
    QLabel *m_timing = nullptr;
    QTimer *m_update = nullptr;
    QTimer *m_exactLater = nullptr;
    double m_lastUpdateMs = 0.0;
    int m_updates = 0;
    QList<MeasuredPoint> m_measured;
    FprParameters m_measuredFor;

    SizingCalculator *m_calculator = nullptr;
    FprInputs *m_inputs = nullptr;
    // The gesture a slider drag records under, and the field being typed into with its gesture.
    int m_dragGesture = FprInputs::kNoGesture;
    std::optional<SizingCalculator::Field> m_typingField;
    int m_typingGesture = FprInputs::kNoGesture;
    ExperimentRunner *m_runner = nullptr;
    Job m_job = Job::None;
    QList<bloom::ExperimentConfig> m_jobConfigs;
    QList<QProgressBar *> m_progressBars;
    QList<QPushButton *> m_cancelButtons;
    QLabel *m_measureStatus = nullptr;
    QLabel *m_seedStatus = nullptr;
    QTableWidget *m_schemes = nullptr;
};
