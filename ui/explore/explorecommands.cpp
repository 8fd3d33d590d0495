#include "explorecommands.h"

ExploreCommand::ExploreCommand(
    ExploreModel *model, const QString &text, std::function<void(ExploreModel &)> action, MergeId mergeId)
    : QUndoCommand(text), m_model(model), m_action(std::move(action)), m_mergeId(mergeId)
{ }

void ExploreCommand::redo()
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

void ExploreCommand::undo()
{
    m_model->restore(m_before);
}

bool ExploreCommand::mergeWith(const QUndoCommand *other)
{
    if (other->id() != id() || m_mergeId == NoMerge)
        return false;
    m_after = static_cast<const ExploreCommand *>(other)->m_after;
    return true;
}
