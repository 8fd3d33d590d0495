#pragma once
// What a lesson step asks of the demo it shows: set the state a step starts from, at once and
// with an empty undo history; play a script animated; report what the learner does; and measure
// what a prediction is checked against. One target per stage kind (explore, fpr, deletion,
// scalable); the lesson runner knows no demo by name.

#include "script/scriptstep.h"

#include <QList>
#include <QString>

#include <optional>

class QUndoStack;
class ScriptRunner;
namespace Session {
struct Data;
}

class LessonTarget {
public:
    virtual ~LessonTarget() = default;
    // Rebuilds the state `setup` describes (its adds done, no animation). False: the set-up
    // names something this stage cannot show, and nothing changed.
    virtual bool setUp(const Script &setup) = 0;
    // Plays `script` from its first step, animated where the stage animates.
    virtual void run(const Script &script) = 0;
    [[nodiscard]] virtual ScriptRunner *runner() const = 0;
    [[nodiscard]] virtual QUndoStack *undoStack() const = 0;
    // The positions a key sets in the filter as it now is (a cells prediction's truth); empty
    // where the stage has no single bit array.
    [[nodiscard]] virtual QList<quint64> positionsOf(const QString &key) const
    {
        Q_UNUSED(key);
        return {};
    }
    // A number taken from the demo as it now is, to check a prediction against: "rate-percent",
    // "contains" (1 or 0 for `key`), ... nullopt when this stage has no such measure.
    [[nodiscard]] virtual std::optional<double> measure(const QString &name, const QString &key) const = 0;
    // The page "Open in …" continues on, and its session section holding the demo as it is.
    [[nodiscard]] virtual QString pageName() const = 0;
    virtual void writeSection(Session::Data &session) const = 0;
};
