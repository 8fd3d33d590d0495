#pragma once
// Plays a Script against a controller: each step is performed in order; a step that starts an
// animation holds the script until the trace player has shown it; WaitForUser holds it until the
// user does what it asks, Predict until the user answers. Presets and hazards run on it today,
// lessons and quiz questions later: there is no other queue of scripted steps.

#include "script/scriptstep.h"

#include <QObject>
#include <QPointer>

#include <optional>

class TracePlayer;

// What a controller offers a script.
class ScriptTarget {
public:
    enum class Outcome { Done, Animating, Refused };
    virtual ~ScriptTarget() = default;
    // Performs one step. Animating: the step loaded a trace into the player; the script goes on
    // when the player has played it to the end.
    virtual Outcome perform(const ScriptStep &step) = 0;

    // Stepping back into earlier keys. canRevisit: this performed step can be taken back (an
    // added key taken out again, nothing changed since) and, if it animated, shown again.
    [[nodiscard]] virtual bool canRevisit(const ScriptStep &step) const
    {
        Q_UNUSED(step);
        return false;
    }
    // Takes back what performing `step` did to the model.
    virtual void revert(const ScriptStep &step) { Q_UNUSED(step); }
    // Shows the trace of `step` again, paused on its result, with the model as it was just after.
    virtual void reshow(const ScriptStep &step) { Q_UNUSED(step); }
};

class ScriptRunner : public QObject {
    Q_OBJECT

public:
    ScriptRunner(ScriptTarget *target, TracePlayer *player, QObject *parent = nullptr);

    // Replaces any script under way and runs until a step holds it.
    void start(const Script &script);
    void stop();
    [[nodiscard]] bool isRunning() const { return !m_steps.isEmpty() || m_held || m_awaitingPlayer; }
    // Steps not yet performed, a held one included.
    [[nodiscard]] int pendingSteps() const;
    // The WaitForUser or Predict step holding the script, if one is.
    [[nodiscard]] std::optional<ScriptStep> heldStep() const { return m_held; }

    // Before the user acts by hand: a script playing on its own stops, since the user took over;
    // a held one keeps waiting, so a learner may try other things first.
    void userWillAct();
    // After the user acted: releases a held WaitForUser that asked for this (the key, when the
    // step names one, must match) and returns true; false when the script was not waiting for it.
    bool userDid(const QString &action, const QString &key);
    // Releases a held Predict with the user's answer.
    void answer(const QString &answer);
    [[nodiscard]] QString lastAnswer() const { return m_lastAnswer; }

    // Whether step-back at the start of the current key can go to the key before it.
    [[nodiscard]] bool canStepBack() const;
    // Takes back the current key's step (and any narration since the one before) and shows the
    // key before it, paused on its result; stepping forward performs the current key again.
    void stepBack();

signals:
    void held(const ScriptStep &step);
    void finished();
    // A script was stopped before its end: replaced, or the user took over.
    void stopped();

private:
    void runUntilHeld();
    void onPlayerWantsNext();
    [[nodiscard]] qsizetype lastAnimatingBefore(qsizetype end) const;

    ScriptTarget *m_target;
    QPointer<TracePlayer> m_player;
    Script m_steps;
    Script m_performed; // since start(), in order: what stepping back can take back
    QList<bool> m_animated; // per performed step, whether it played a trace
    std::optional<ScriptStep> m_held;
    QString m_lastAnswer;
    bool m_performing = false;
    bool m_playedDuringStep = false;
    bool m_awaitingPlayer = false;
};
