#pragma once
// The Deletion page's pair of filters as a lesson target: the lesson's own DeletionController,
// set up at once from a step's script (the article's keys, an example, keys added) and played by
// the controller's own runner, as its hazards are.

#include "lessons/lessontarget.h"

class DeletionController;

class DeletionLessonTarget : public LessonTarget {
public:
    explicit DeletionLessonTarget(DeletionController *controller) : m_controller(controller) { }

    bool setUp(const Script &setup) override;
    void run(const Script &script) override;
    [[nodiscard]] ScriptRunner *runner() const override;
    [[nodiscard]] QUndoStack *undoStack() const override;
    // "plain-contains" and "counting-contains" (1 when `key` checks as maybe present in that
    // filter), "counting-memory-ratio" (the counting filter's memory over the plain one's).
    [[nodiscard]] std::optional<double> measure(const QString &name, const QString &key) const override;
    [[nodiscard]] QString pageName() const override { return QStringLiteral("deletion"); }
    void writeSection(Session::Data &session) const override;

private:
    DeletionController *m_controller;
};
