#pragma once
// The Scalable page's filters as a lesson target: the lesson's own ScalableController, set up at
// once (its parameters, then keys fed) and played by a runner of its own: feeding has no trace to
// animate, the bands and the chart follow the model. A Do step waits for the learner to feed.

#include "lessons/lessontarget.h"
#include "script/scriptrunner.h"

class ScalableController;

class ScalableLessonTarget : public LessonTarget, public ScriptTarget {
public:
    explicit ScalableLessonTarget(ScalableController *controller);

    bool setUp(const Script &setup) override;
    void run(const Script &script) override;
    [[nodiscard]] ScriptRunner *runner() const override { return m_runner; }
    [[nodiscard]] QUndoStack *undoStack() const override;
    // "slices", "fixed-rate-percent" and "scalable-rate-percent" (measured at the last feed),
    // "first-slice-percent" (slice 0's design error), "bound-percent" (the compound bound).
    [[nodiscard]] std::optional<double> measure(const QString &name, const QString &key) const override;
    [[nodiscard]] QString pageName() const override { return QStringLiteral("scalable"); }
    void writeSection(Session::Data &session) const override;
    Outcome perform(const ScriptStep &step) override;

private:
    void onModelChanged();

    ScalableController *m_controller;
    ScriptRunner *m_runner; // the controller's child
    quint64 m_fed = 0;
};
