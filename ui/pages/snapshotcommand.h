#pragma once
// Undo by snapshot, for the teaching-sized models: a command records the model's state before and
// after its action, and undo/redo restore one of them. Model needs `state()` and `restore(state)`.

#include <QUndoCommand>

#include <functional>

class SnapshotCommandBase : public QUndoCommand {
public:
    enum MergeId { NoMerge = -1, Settings = 1, Feed = 2, ScriptRun = 3 };
    using QUndoCommand::QUndoCommand;
};

template <typename Model> class SnapshotCommand : public SnapshotCommandBase {
public:
    using State = decltype(std::declval<const Model &>().state());

    SnapshotCommand(
        Model *model, const QString &text, std::function<void(Model &)> action, MergeId mergeId = NoMerge)
        : SnapshotCommandBase(text), m_model(model), m_action(std::move(action)), m_mergeId(mergeId)
    { }

    void redo() override
    {
        if (m_done) {
            m_model->restore(m_after);
            return;
        }
        // The first run does the real work, so an add produces its trace for the animation.
        m_before = m_model->state();
        m_action(*m_model);
        m_after = m_model->state();
        m_done = true;
    }

    void undo() override { m_model->restore(m_before); }
    int id() const override { return m_mergeId; }

    // Consecutive settings changes (a spin box held down), a run of feeding, or a script's steps
    // become one step.
    bool mergeWith(const QUndoCommand *other) override
    {
        if (m_mergeId == NoMerge || other->id() != id())
            return false;
        m_after = static_cast<const SnapshotCommand *>(other)->m_after;
        return true;
    }

private:
    Model *m_model;
    std::function<void(Model &)> m_action;
    MergeId m_mergeId;
    State m_before {};
    State m_after {};
    bool m_done = false;
};
