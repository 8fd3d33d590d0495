#pragma once
// Undo for the Explore page. Every command snapshots the page's state before and after; undo and
// redo restore a snapshot and the teaching-sized filter is rebuilt from its keys.

#include "explore/exploremodel.h"

#include <QUndoCommand>

#include <functional>

class ExploreCommand : public QUndoCommand {
public:
    enum MergeId { NoMerge = -1, Settings = 1 };

    ExploreCommand(ExploreModel *model, const QString &text, std::function<void(ExploreModel &)> action,
        MergeId mergeId = NoMerge);

    void redo() override;
    void undo() override;
    int id() const override { return m_mergeId; }
    // Consecutive settings changes (a spin box held down) become one step.
    bool mergeWith(const QUndoCommand *other) override;

private:
    ExploreModel *m_model;
    std::function<void(ExploreModel &)> m_action;
    MergeId m_mergeId;
    ExploreState m_before;
    ExploreState m_after;
    bool m_done = false;
};
