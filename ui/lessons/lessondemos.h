#pragma once
// The demos a lesson shows, each with its own controller (the pages keep theirs) and the lesson
// target that sets it up and plays it. No widgets: the lessons page lays the stages out around
// these, and the lesson checker drives the same objects offscreen.

#include <QHash>
#include <QObject>

#include <memory>

class AnimationClock;
class DeletionController;
class DeletionLessonTarget;
class ExploreController;
class ExploreLessonTarget;
class FprController;
class FprLessonTarget;
class LessonTarget;
class ScalableController;
class ScalableLessonTarget;

class LessonDemos : public QObject {
    Q_OBJECT

public:
    // Tests pass a ManualClock for the Explore player (and set the Deletion player instant); the
    // app lets each player use a timer of its own.
    explicit LessonDemos(AnimationClock *clock = nullptr, QObject *parent = nullptr);
    ~LessonDemos() override;

    [[nodiscard]] ExploreController *explore() const { return m_explore; }
    [[nodiscard]] FprController *fpr() const { return m_fpr; }
    [[nodiscard]] DeletionController *deletion() const { return m_deletion; }
    [[nodiscard]] ScalableController *scalable() const { return m_scalable; }
    // By the stage names lesson files use.
    [[nodiscard]] QHash<QString, LessonTarget *> targets() const;
    [[nodiscard]] LessonTarget *target(const QString &stage) const { return targets().value(stage); }

private:
    ExploreController *m_explore;
    FprController *m_fpr;
    DeletionController *m_deletion;
    ScalableController *m_scalable;
    std::unique_ptr<ExploreLessonTarget> m_exploreTarget;
    std::unique_ptr<FprLessonTarget> m_fprTarget;
    std::unique_ptr<DeletionLessonTarget> m_deletionTarget;
    std::unique_ptr<ScalableLessonTarget> m_scalableTarget;
};
