#pragma once
// The lesson engine, with no widgets: opens a step (its set-up at once, then what it plays),
// waits for the action a Do step asks for, takes a prediction and plays what reveals the answer,
// and records progress. It drives the step's demo through a LessonTarget and that demo's own
// ScriptRunner, so a lesson plays the same scripts the pages' presets and hazards do.

#include "lessons/lessonbook.h"
#include "lessons/lessonprogress.h"

#include <QHash>
#include <QObject>

#include <optional>

class LessonTarget;

class LessonRunner : public QObject {
    Q_OBJECT

public:
    enum class State {
        Reading, // a Read step (its play may still be animating)
        Waiting, // a Do step, until the learner does what it asks
        Done, // a Do step, done
        Answering, // a Predict step, before the learner answers
        Revealing, // the answer is being played
        Answered, // the answer is shown, with the learner's beside it
        Held, // the answer is taken and its reveal waits (a mock interview reveals in its review)
    };

    // One target per stage name a lesson file uses ("explore", "fpr", ...); the runner drives the
    // one the open step names. Each target's ScriptRunner must outlive this runner.
    explicit LessonRunner(const QHash<QString, LessonTarget *> &targets, QObject *parent = nullptr);

    // Opens step `step` of a lesson from LessonBook; false when there is no such lesson or step.
    bool open(const QString &lessonId, int step = 0);
    bool openLesson(const Lesson &lesson, int step = 0); // a lesson read elsewhere (tests)
    bool goTo(int step);
    // To the next step; a Read step left this way is done.
    void next();
    void back();
    // Marks the open Read step done, as moving on does (the page's Next to the next lesson).
    void finishReading();
    [[nodiscard]] bool canGoBack() const { return m_lesson && m_step > 0; }
    [[nodiscard]] bool canGoNext() const { return m_lesson && m_step + 1 < m_lesson->steps.size(); }

    [[nodiscard]] bool hasLesson() const { return m_lesson.has_value(); }
    [[nodiscard]] const Lesson &lesson() const { return *m_lesson; }
    [[nodiscard]] int stepIndex() const { return m_step; }
    [[nodiscard]] const LessonStep &step() const { return m_lesson->steps.at(m_step); }
    [[nodiscard]] State state() const { return m_state; }
    // The demo the open step shows; null before a lesson is open.
    [[nodiscard]] LessonTarget *target() const;

    // A prediction. Each is taken once per opening of the step, and only by its kind of step.
    void answerChoice(const QString &choice);
    void answerCells(QList<quint64> cells);
    void answerNumber(double value);
    // The learner's answer, as given: a choice id, the cells, or the number.
    [[nodiscard]] QString choiceAnswer() const { return m_choice; }
    [[nodiscard]] QList<quint64> cellsAnswer() const { return m_cells; }
    [[nodiscard]] double numberAnswer() const { return m_number; }
    [[nodiscard]] bool answeredRight() const { return m_right; }
    // A mock interview takes predictions without showing their answers: they wait in State::Held.
    void setHoldsReveal(bool holds) { m_holdsReveal = holds; }
    [[nodiscard]] bool holdsReveal() const { return m_holdsReveal; }

    [[nodiscard]] LessonProgress &progress() { return m_progress; }

signals:
    void stepOpened();
    void stateChanged();

private:
    void setState(State state);
    void onScriptFinished();
    void onScriptStopped();
    void reveal();
    void play(const Script &script);

    QHash<QString, LessonTarget *> m_targets;
    LessonTarget *m_current = nullptr; // the open step's
    LessonProgress m_progress;
    std::optional<Lesson> m_lesson;
    int m_step = 0;
    State m_state = State::Reading;
    QString m_choice;
    QList<quint64> m_cells;
    double m_number = 0.0;
    bool m_right = false;
    bool m_selfStopping = false; // a stop this runner caused, not the learner
    bool m_holdsReveal = false;
};
