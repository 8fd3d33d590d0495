#include "lessondemos.h"

#include "deletion/deletioncontroller.h"
#include "explore/explorecontroller.h"
#include "fpr/fprcontroller.h"
#include "lessons/deletionlessontarget.h"
#include "lessons/explorelessontarget.h"
#include "lessons/fprlessontarget.h"
#include "lessons/scalablelessontarget.h"
#include "scalable/scalablecontroller.h"

LessonDemos::LessonDemos(AnimationClock *clock, QObject *parent)
    : QObject(parent),
      m_explore(new ExploreController(clock, this)),
      m_fpr(new FprController(this)),
      // A clock drives one player: a second one, idle, would stop it at its first tick.
      m_deletion(new DeletionController(nullptr, this)),
      m_scalable(new ScalableController(nullptr, this)),
      m_exploreTarget(std::make_unique<ExploreLessonTarget>(m_explore)),
      m_fprTarget(std::make_unique<FprLessonTarget>(m_fpr)),
      m_deletionTarget(std::make_unique<DeletionLessonTarget>(m_deletion)),
      m_scalableTarget(std::make_unique<ScalableLessonTarget>(m_scalable))
{ }

LessonDemos::~LessonDemos() = default;

QHash<QString, LessonTarget *> LessonDemos::targets() const
{
    return {{QStringLiteral("explore"), m_exploreTarget.get()}, {QStringLiteral("fpr"), m_fprTarget.get()},
        {QStringLiteral("deletion"), m_deletionTarget.get()},
        {QStringLiteral("scalable"), m_scalableTarget.get()}};
}
