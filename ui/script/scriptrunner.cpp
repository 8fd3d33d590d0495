#include "scriptrunner.h"

#include "player/traceplayer.h"

ScriptRunner::ScriptRunner(ScriptTarget *target, TracePlayer *player, QObject *parent)
    : QObject(parent), m_target(target), m_player(player)
{
    // A demo with nothing to animate (the FPR lab's sliders) plays its scripts without a player.
    if (!player)
        return;
    connect(player, &TracePlayer::wantsNext, this, &ScriptRunner::onPlayerWantsNext);
    connect(player, &TracePlayer::wantsPrevious, this, &ScriptRunner::stepBack);
    player->setPreviousAvailable([this] { return canStepBack(); });
}

void ScriptRunner::start(const Script &script)
{
    stop();
    m_steps = script;
    runUntilHeld();
}

void ScriptRunner::stop()
{
    const bool wasRunning = isRunning();
    m_steps.clear();
    m_performed.clear();
    m_animated.clear();
    m_held.reset();
    m_awaitingPlayer = false;
    if (wasRunning)
        emit stopped();
}

int ScriptRunner::pendingSteps() const
{
    return static_cast<int>(m_steps.size()) + (m_held ? 1 : 0);
}

void ScriptRunner::userWillAct()
{
    if (!m_held)
        stop();
}

bool ScriptRunner::userDid(const QString &action, const QString &key)
{
    if (!m_held || m_held->action != ScriptAction::WaitForUser || m_held->expect != action)
        return false;
    if (!m_held->key.isEmpty() && m_held->key != key)
        return false;
    m_held.reset();
    // The user's own action may still be animating: the script goes on once it has been shown.
    if (m_player && m_player->hasTrace() && !m_player->atEnd())
        m_awaitingPlayer = true;
    else
        runUntilHeld();
    return true;
}

void ScriptRunner::answer(const QString &answer)
{
    if (!m_held || m_held->action != ScriptAction::Predict)
        return;
    m_lastAnswer = answer;
    m_held.reset();
    runUntilHeld();
}

void ScriptRunner::runUntilHeld()
{
    // A loop, not recursion: an instant player reports the end of a trace while it is loaded,
    // that is, inside perform(); the flag carries that back here.
    while (!m_steps.isEmpty() && !m_held) {
        const ScriptStep step = m_steps.takeFirst();
        if (step.action == ScriptAction::WaitForUser || step.action == ScriptAction::Predict) {
            m_held = step;
            m_target->perform(step); // lets the controller show the question or the request
            emit held(step);
            return;
        }
        m_performing = true;
        m_playedDuringStep = false;
        const ScriptTarget::Outcome outcome = m_target->perform(step);
        m_performing = false;
        if (outcome == ScriptTarget::Outcome::Refused) {
            stop();
            break;
        }
        m_performed << step;
        m_animated << (outcome == ScriptTarget::Outcome::Animating);
        // The trace was loaded while performing, when stepping back was not yet possible.
        if (m_player)
            m_player->notifyPreviousAvailability();
        if (outcome == ScriptTarget::Outcome::Animating && !m_playedDuringStep) {
            m_awaitingPlayer = true;
            return;
        }
    }
    if (m_steps.isEmpty() && !m_held)
        emit finished();
}

qsizetype ScriptRunner::lastAnimatingBefore(qsizetype end) const
{
    for (qsizetype i = end - 1; i >= 0; --i) {
        if (m_animated.at(i))
            return i;
    }
    return -1;
}

bool ScriptRunner::canStepBack() const
{
    // Only while the script is showing its own last key: after a held step the user acted in
    // between, and that is theirs to undo.
    if (m_held || m_performing || m_performed.isEmpty() || !m_animated.constLast())
        return false;
    const qsizetype previous = lastAnimatingBefore(m_performed.size() - 1);
    if (previous < 0)
        return false;
    for (qsizetype i = previous; i < m_performed.size(); ++i) {
        if (!m_target->canRevisit(m_performed.at(i)))
            return false;
    }
    return true;
}

void ScriptRunner::stepBack()
{
    if (!canStepBack())
        return;
    const qsizetype previous = lastAnimatingBefore(m_performed.size() - 1);
    while (m_performed.size() > previous + 1) {
        const ScriptStep step = m_performed.takeLast();
        m_animated.removeLast();
        m_target->revert(step);
        m_steps.prepend(step);
    }
    // Paused on the earlier result; Play or step-forward performs the taken-back steps again.
    m_awaitingPlayer = true;
    m_target->reshow(m_performed.constLast());
}

void ScriptRunner::onPlayerWantsNext()
{
    if (m_performing) {
        m_playedDuringStep = true;
        return;
    }
    if (!m_awaitingPlayer)
        return;
    m_awaitingPlayer = false;
    runUntilHeld();
}
