#pragma once
// The Explore stage as a lesson target: the lesson's own ExploreController, set up from a step's
// script and played by its runner.

#include "lessons/lessontarget.h"

class ExploreController;

class ExploreLessonTarget : public LessonTarget {
public:
    explicit ExploreLessonTarget(ExploreController *controller) : m_controller(controller) { }

    bool setUp(const Script &setup) override;
    void run(const Script &script) override;
    [[nodiscard]] ScriptRunner *runner() const override;
    [[nodiscard]] QUndoStack *undoStack() const override;
    [[nodiscard]] QList<quint64> positionsOf(const QString &key) const override;
    // "set-bits", "decimal" (the filter written as a number), "keys" (how many were added),
    // "contains" (1 when `key` checks as maybe present).
    [[nodiscard]] std::optional<double> measure(const QString &name, const QString &key) const override;
    [[nodiscard]] QString pageName() const override { return QStringLiteral("explore"); }
    void writeSection(Session::Data &session) const override;
    [[nodiscard]] ExploreController *controller() const { return m_controller; }

private:
    ExploreController *m_controller;
};
