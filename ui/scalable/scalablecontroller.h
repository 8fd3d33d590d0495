#pragma once
// The Scalable demo's controller: the model feeding a scalable and a fixed filter, its undo
// history, the clock of continuous feeding, and the operations a user or a script asks for. It
// has no widgets; the page (or a lesson step) lays the stages out around one.

#include "pages/democontroller.h"
#include "scalable/scalablemodel.h"
#include "scalable/scalablesection.h"

class AnimationClock;
class QUndoStack;

class ScalableController : public DemoController {
    Q_OBJECT

public:
    // Tests pass a ManualClock to drive continuous feeding; the app uses a timer.
    explicit ScalableController(AnimationClock *clock = nullptr, QObject *parent = nullptr);
    ~ScalableController() override;

    [[nodiscard]] ScalableModel *model() const { return m_model; }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undo; }

    // Empties both filters and builds them with these parameters, as one undo step; refused, with
    // the reason in message(), when core does not accept them.
    bool restart(const bloom::ScalableParameters &parameters);
    // Feeds the next generated keys to both filters; a run of feeding merges into one undo step.
    void feed(quint64 count);
    // Why no more keys can be fed (the lesson's count or the memory budget), or empty.
    [[nodiscard]] QString limitMessage() const;
    void setContinuous(bool on);
    [[nodiscard]] bool isContinuous() const;

    [[nodiscard]] ScalableSection section() const;
    // A section from parameters and a count of keys fed, and back: the file's fields are the
    // parameters' own.
    [[nodiscard]] static ScalableSection sectionOf(const bloom::ScalableParameters &parameters, quint64 fed);
    [[nodiscard]] static bloom::ScalableParameters parametersOf(const ScalableSection &section);
    // Rebuilds the state a session describes (parameters, then the same keys fed), as one step.
    void restore(const ScalableSection &section);

signals:
    void continuousChanged(bool on);

private:
    void onTick();

    ScalableModel *m_model;
    QUndoStack *m_undo;
    AnimationClock *m_clock;
    QString m_shownLimit; // the limit message last shown, so a change can take it back
};
