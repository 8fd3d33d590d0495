#pragma once
// The Explore stage as a lesson target: the lesson's own ExploreController, set up from a step's
// script and played by its runner.

#include "lessons/lessontarget.h"

#include <optional>

class ExploreController;

class ExploreLessonTarget : public LessonTarget {
public:
    explicit ExploreLessonTarget(ExploreController *controller) : m_controller(controller) { }

    [[nodiscard]] QString stage() const override { return QStringLiteral("explore"); }
    bool setUp(const Script &setup) override;
    void run(const Script &script) override;
    [[nodiscard]] ScriptRunner *runner() const override;
    [[nodiscard]] QUndoStack *undoStack() const override;
    [[nodiscard]] QList<quint64> positionsOf(const QString &key) const override;
    [[nodiscard]] std::optional<bool> lastCheckResult() const override;
    [[nodiscard]] ExploreController *controller() const { return m_controller; }

private:
    ExploreController *m_controller;
};
