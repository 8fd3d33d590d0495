#include "fprinputs.h"

#include "pages/snapshotcommand.h"

#include <QUndoStack>

namespace {

// A SnapshotCommand that merges only with the steps of its own gesture: two drags in a row stay
// two steps, while the hundreds of values one drag passes through become one.
class EditCommand final : public SnapshotCommand<FprInputs> {
public:
    EditCommand(FprInputs *inputs, const QString &text, std::function<void(FprInputs &)> action, int gesture)
        : SnapshotCommand(
            inputs, text, std::move(action), gesture == FprInputs::kNoGesture ? NoMerge : Settings),
          m_inputs(inputs),
          m_before(inputs->state()),
          m_gesture(gesture)
    { }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *edit = dynamic_cast<const EditCommand *>(other);
        if (edit == nullptr || edit->m_gesture != m_gesture || !SnapshotCommand::mergeWith(other))
            return false;
        // The newest value names the step: "Set m to 5,000", not the first value of the drag.
        setText(other->text());
        // The other command has run, so the inputs hold the merged result. A drag back to where
        // it began changes nothing, and QUndoStack then drops the step.
        setObsolete(m_inputs->state() == m_before);
        return true;
    }

private:
    FprInputs *m_inputs;
    FprInputs::State m_before; // SnapshotCommand keeps its own copy private
    int m_gesture;
};

} // namespace

FprInputs::FprInputs(const State &initial, QObject *parent)
    : QObject(parent), m_state(initial), m_undo(new QUndoStack(this))
{ }

void FprInputs::record(const State &after, const QString &text, int gesture)
{
    if (after == m_state)
        return;
    // The controls show `after` already: the first run only remembers it, and later redos
    // restore it through restored().
    m_undo->push(new EditCommand(
        this, text, [after](FprInputs &inputs) { inputs.m_state = after; }, gesture));
}

void FprInputs::restore(const State &state)
{
    m_state = state;
    emit restored(m_state);
}
