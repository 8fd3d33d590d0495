#include "lessonrunner.h"

#include "lessons/lessontarget.h"
#include "script/scriptrunner.h"

#include <algorithm>
#include <cmath>

LessonRunner::LessonRunner(const QHash<QString, LessonTarget *> &targets, QObject *parent)
    : QObject(parent), m_targets(targets)
{
    for (LessonTarget *target : targets) {
        // Only the open step's demo speaks to the lesson; the others rest where they were left.
        connect(target->runner(), &ScriptRunner::finished, this, [this, target] {
            if (target == this->target())
                onScriptFinished();
        });
        // The learner took over (an undo, a key of their own): a Do step still waits for its
        // action, and a reveal cut short still shows its answer.
        connect(target->runner(), &ScriptRunner::stopped, this, [this, target] {
            if (target == this->target())
                onScriptStopped();
        });
    }
}

LessonTarget *LessonRunner::target() const
{
    return m_current;
}

bool LessonRunner::open(const QString &lessonId, int step)
{
    const std::optional<Lesson> lesson = LessonBook::lesson(lessonId);
    return lesson && openLesson(*lesson, step);
}

bool LessonRunner::openLesson(const Lesson &lesson, int step)
{
    if (step < 0 || step >= lesson.steps.size())
        return false;
    m_lesson = lesson;
    return goTo(step);
}

bool LessonRunner::goTo(int index)
{
    if (!m_lesson || index < 0 || index >= m_lesson->steps.size()
        || !m_targets.contains(m_lesson->steps.at(index).stage))
        return false;
    m_selfStopping = true;
    if (m_current)
        m_current->runner()->stop();
    m_selfStopping = false;
    m_step = index;
    m_current = m_targets.value(step().stage);
    m_choice.clear();
    m_cells.clear();
    m_number = 0.0;
    m_right = false;
    const LessonStep &current = step();
    m_selfStopping = true;
    target()->runner()->stop();
    target()->setUp(current.setup);
    m_selfStopping = false;
    m_progress.setLastPlace({m_lesson->id, m_step});
    Script opening = current.play;
    switch (current.kind) {
    case LessonStep::Kind::Read:
        m_state = State::Reading;
        // The last step has no Next within its lesson to mark it by: reaching it is reading it.
        if (!canGoNext())
            m_progress.markDone(m_lesson->id, current.id);
        break;
    case LessonStep::Kind::Do:
        m_state = State::Waiting;
        opening << *current.expect;
        break;
    case LessonStep::Kind::Predict: m_state = State::Answering; break;
    }
    emit stepOpened();
    emit stateChanged();
    if (!opening.isEmpty())
        play(opening);
    return true;
}

void LessonRunner::next()
{
    finishReading();
    if (canGoNext())
        goTo(m_step + 1);
}

void LessonRunner::finishReading()
{
    // A Read step counts as done once the learner moves on from it, not as soon as it opens:
    // jumping about the contents marks nothing.
    if (m_lesson && step().kind == LessonStep::Kind::Read)
        m_progress.markDone(m_lesson->id, step().id);
}

void LessonRunner::back()
{
    if (canGoBack())
        goTo(m_step - 1);
}

void LessonRunner::answerChoice(const QString &choice)
{
    const Prediction &prediction = step().prediction;
    if (m_state != State::Answering || prediction.type != Prediction::Type::Choice
        || !prediction.choices.contains(choice))
        return;
    m_choice = choice;
    m_right = choice == prediction.answer;
    reveal();
}

void LessonRunner::answerCells(QList<quint64> cells)
{
    const Prediction &prediction = step().prediction;
    if (m_state != State::Answering || prediction.type != Prediction::Type::Cells)
        return;
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    m_cells = cells;
    m_right = cells == prediction.cells;
    reveal();
}

void LessonRunner::answerNumber(double value)
{
    const Prediction &prediction = step().prediction;
    if (m_state != State::Answering || prediction.type != Prediction::Type::Number || !std::isfinite(value))
        return;
    m_number = value;
    m_right = std::fabs(value - prediction.number) <= prediction.tolerance;
    reveal();
}

void LessonRunner::reveal()
{
    m_progress.markDone(m_lesson->id, step().id);
    if (m_holdsReveal) {
        setState(State::Held);
        return;
    }
    if (step().reveal.isEmpty()) {
        setState(State::Answered);
        return;
    }
    setState(State::Revealing);
    play(step().reveal);
}

void LessonRunner::onScriptFinished()
{
    if (!m_lesson)
        return;
    if (m_state == State::Waiting && !target()->runner()->heldStep()) {
        m_progress.markDone(m_lesson->id, step().id);
        setState(State::Done);
    } else if (m_state == State::Revealing) {
        setState(State::Answered);
    }
}

void LessonRunner::onScriptStopped()
{
    if (!m_lesson || m_selfStopping)
        return;
    if (m_state == State::Waiting) {
        // Later, not inside the stop: the runner is still finishing the call that stopped it.
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_state == State::Waiting && !target()->runner()->isRunning())
                    play({*step().expect});
            },
            Qt::QueuedConnection);
    } else if (m_state == State::Revealing) {
        setState(State::Answered);
    }
}

void LessonRunner::play(const Script &script)
{
    // Starting a script stops the one before it: that is this runner's doing, not the learner's.
    m_selfStopping = true;
    target()->run(script);
    m_selfStopping = false;
}

void LessonRunner::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged();
}
