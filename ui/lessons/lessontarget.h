#pragma once
// What a lesson step asks of the demo it shows: set the state a step starts from, at once and
// with an empty undo history; play a script animated; report what the learner does. One target
// per stage kind; the lesson runner knows no demo by name.

#include "script/scriptstep.h"

#include <QString>

class QUndoStack;
class ScriptRunner;

class LessonTarget {
public:
    virtual ~LessonTarget() = default;
    // The stage name lesson files use ("explore").
    [[nodiscard]] virtual QString stage() const = 0;
    // Rebuilds the state `setup` describes (its adds done, no animation). False: the set-up
    // names something this stage cannot show, and nothing changed.
    virtual bool setUp(const Script &setup) = 0;
    // Plays `script` animated from its first step.
    virtual void run(const Script &script) = 0;
    [[nodiscard]] virtual ScriptRunner *runner() const = 0;
    [[nodiscard]] virtual QUndoStack *undoStack() const = 0;
    // The positions a key sets in the filter as it now is (a cells prediction's truth).
    [[nodiscard]] virtual QList<quint64> positionsOf(const QString &key) const = 0;
    // The result of the last check the stage played: true for "maybe present".
    [[nodiscard]] virtual std::optional<bool> lastCheckResult() const = 0;
};
