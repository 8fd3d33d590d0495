#pragma once
// The live widget beside a lesson step's text: one column per stage kind, each laid out from that
// demo's own stages around the lesson's own controller (LessonDemos). Shows the column the step
// names, the chart it asks for, and only the sliders it lets the learner move.

#include <QStackedWidget>

class BitArrayView;
class ExploreArrayStage;
class FprChart;
class FprInputsBar;
class SchemesStage;
class TracePlayer;
class KeyEntryBar;
class LessonDemos;
class QLabel;
struct LessonStep;

class LessonStageHost : public QStackedWidget {
    Q_OBJECT

public:
    explicit LessonStageHost(LessonDemos *demos, QWidget *parent = nullptr);

    void showStep(const LessonStep &step);
    // While a prediction waits for its answer, the buttons that would give it away are off.
    void setAnswering(bool answering);
    void setPresentation(bool on);

    [[nodiscard]] ExploreArrayStage *exploreStage() const { return m_exploreStage; }
    [[nodiscard]] BitArrayView *bitArray() const;
    [[nodiscard]] KeyEntryBar *keyEntry() const { return m_keyEntry; }
    [[nodiscard]] FprInputsBar *fprInputs() const { return m_fprInputs; }
    [[nodiscard]] FprChart *visibleFprChart() const;
    [[nodiscard]] SchemesStage *schemes() const { return m_schemes; }
    [[nodiscard]] QWidget *column(const QString &stage) const;
    // The player of the demo on show, for the page's keys; null for a demo without one.
    [[nodiscard]] TracePlayer *currentPlayer() const { return m_players.value(currentWidget(), nullptr); }

private:
    QWidget *buildExplore(LessonDemos *demos);
    QWidget *buildFpr(LessonDemos *demos);
    QWidget *buildDeletion(LessonDemos *demos);
    QWidget *buildScalable(LessonDemos *demos);

    ExploreArrayStage *m_exploreStage = nullptr;
    KeyEntryBar *m_keyEntry = nullptr;
    FprInputsBar *m_fprInputs = nullptr;
    QStackedWidget *m_fprCharts = nullptr; // the three charts, then the schemes compared
    QList<FprChart *> m_charts; // by FprController::Chart
    QLabel *m_chartConcealed = nullptr; // shown in the charts' place while a prediction is open
    int m_fprView = 0; // the step's chart or the schemes, as an index in m_fprCharts
    SchemesStage *m_schemes = nullptr;
    QHash<QString, QWidget *> m_columns;
    QHash<QWidget *, TracePlayer *> m_players; // by column
    QList<QWidget *> m_actions; // each column's Add, Check, Delete and Feed buttons
};
