#pragma once
// The FPR lab's controller: m, n, k and the sizing calculator's texts with their undo history
// (FprInputs), the three charts' numbers that follow them, and the experiments run on them. It has
// no widgets: the FPR page lays stages out around one, and a lesson step or a quiz question can
// build some of the same stages around its own, set its inputs and enable only some controls.
//
// The class is spread over files by what it does: fprcontroller.cpp edits the inputs and computes
// the curves; fprexperiments.cpp runs the experiments.

#include "fpr/fprcurves.h"
#include "fpr/fprinputs.h"

#include <bloom/experiment.h>

#include <QObject>

#include <array>

class ExperimentRunner;
class QTimer;
class QUndoStack;

class FprController : public QObject {
    Q_OBJECT

public:
    enum Chart { ByKeys, ByHashes, ByBitsPerKey };
    Q_ENUM(Chart)
    static constexpr int kChartCount = 3;
    enum class Input { Bits, Keys, Hashes };
    // One runner does one of these at a time.
    enum class Job { None, Measure, SeedScale, Schemes };
    Q_ENUM(Job)

    explicit FprController(QObject *parent = nullptr);
    ~FprController() override;

    [[nodiscard]] QUndoStack *undoStack() const { return m_inputs->undoStack(); }
    [[nodiscard]] FprInputs::State state() const { return m_inputs->state(); }
    [[nodiscard]] FprParameters parameters() const;

    // Edits, each an undo step. Values are clamped to the controls' ranges and rounded as the
    // controls show them, so the history keeps what the user sees. Edits recorded with the same
    // gesture in a row (newGesture(), one per slider drag) merge into one step.
    [[nodiscard]] int newGesture() { return m_inputs->newGesture(); }
    void setInput(Input input, double value, int gesture = FprInputs::kNoGesture);
    // m, n and k at once, as if the user had entered all three.
    void setParameters(const FprParameters &parameters);
    // The calculator's fields go by the names a session file gives them; an empty field is not
    // kept, so a cleared field and a missing one are the same state. Typing into one field is one
    // step until another field is typed into, or endCalculatorTyping() says the field was left, as
    // in a text editor.
    void typeCalculatorField(const QString &field, const QString &text);
    void endCalculatorTyping();
    // Several fields at once (a button that fills or clears them), as one step.
    void setCalculatorTexts(const QMap<QString, QString> &texts);
    // The whole state (a session opened, a lesson's starting point) as one step named `undoText`.
    void replaceState(const FprInputs::State &state, const QString &undoText);

    // The numbers of one chart, for the current inputs.
    [[nodiscard]] const ChartData &curves(int chart) const { return m_curves.at(std::size_t(chart)); }
    // Recomputes now; normally a zero-delay timer merges a burst of edits into one update, and the
    // exact curves follow once the edits pause.
    void updateCurves(bool withExact);
    [[nodiscard]] int curveUpdates() const { return m_updates; }
    // How long the last live update took, the charts' own drawing included.
    [[nodiscard]] double lastUpdateMs() const { return m_lastUpdateMs; }
    // "Charts updated in … ms", and where the exact curve stops.
    [[nodiscard]] QString updateText() const { return m_updateText; }

    void measure();
    void runSeedScale();
    void compareSchemes();
    void cancelExperiments();
    [[nodiscard]] ExperimentRunner *runner() const { return m_runner; }
    [[nodiscard]] bool isExperimentRunning() const;
    [[nodiscard]] Job runningJob() const { return m_job; }
    // In [0, 1]: how far the job's last run got.
    [[nodiscard]] double progress(Job job) const;
    [[nodiscard]] QString status(Job job) const;
    // Every job's status, one per line.
    [[nodiscard]] QString experimentText() const;
    // One result per hash scheme of the last comparison, in the order they finished.
    [[nodiscard]] const QList<bloom::ExperimentResult> &schemeResults() const { return m_schemeResults; }
    // The experiment the scheme comparison runs, for the stage that introduces it.
    [[nodiscard]] static bloom::ExperimentConfig schemeComparison();
    // The article's filter at real scale: its key count, and the bits it takes at 1%.
    [[nodiscard]] static std::uint64_t seedScaleKeys();
    [[nodiscard]] static std::uint64_t seedScaleBits();
    // What a run of the article's filter found, in words: its status once it has finished.
    [[nodiscard]] static QString seedScaleReport(const bloom::ExperimentResult &result);
    // The same words with the longest figures a run can have, for the stage to keep their room.
    [[nodiscard]] static QString longestSeedScaleReport();

signals:
    // m, n, k or the calculator's texts changed: by an edit, undo, redo or a state replaced.
    void inputsChanged();
    void curvesChanged(int chart);
    // After an update has reached every chart, so its time includes their drawing.
    void curvesUpdated();
    // A job started or finished, a status changed or a scheme's result arrived.
    void experimentChanged();
    void experimentProgress(FprController::Job job, double fraction);

private:
    bool commit(const FprInputs::State &state, const QString &text, int gesture = FprInputs::kNoGesture);
    void followInputs(bool now);
    bool startJob(Job job, const QList<bloom::ExperimentConfig> &configs);
    void setStatus(Job job, const QString &text);
    void onProgress(double fraction);
    void onResult(int index, const bloom::ExperimentResult &result);
    void onFailed(int index, const bloom::Error &error);
    void onFinished(bool cancelled);

    FprInputs *m_inputs;
    QTimer *m_update;
    QTimer *m_exactLater;
    std::array<ChartData, kChartCount> m_curves;
    FprParameters m_curvesFor;
    int m_updates = 0;
    double m_lastUpdateMs = 0.0;
    QString m_updateText;
    QString m_typingField;
    int m_typingGesture = FprInputs::kNoGesture;

    ExperimentRunner *m_runner;
    Job m_job = Job::None;
    std::array<double, 4> m_progress {};
    std::array<QString, 4> m_status;
    QList<MeasuredPoint> m_measured;
    FprParameters m_measuredFor;
    // Whether Measure's status speaks of m_measuredFor (progress, results or their error).
    bool m_measureTied = false;
    std::uint64_t m_measureRuns = 0;
    QList<bloom::ExperimentResult> m_schemeResults;
};
