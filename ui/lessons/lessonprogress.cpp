#include "lessonprogress.h"

#include <QSettings>
#include <QStringList>

namespace {
QString doneKey(const QString &lesson)
{
    return QStringLiteral("lessons/done/") + lesson;
}
} // namespace

bool LessonProgress::isDone(const QString &lesson, const QString &step) const
{
    return doneSteps(lesson).contains(step);
}

QSet<QString> LessonProgress::doneSteps(const QString &lesson) const
{
    const QStringList steps = QSettings().value(doneKey(lesson)).toStringList();
    return {steps.cbegin(), steps.cend()};
}

void LessonProgress::markDone(const QString &lesson, const QString &step)
{
    if (!m_kept)
        return;
    QSet<QString> steps = doneSteps(lesson);
    if (steps.contains(step))
        return;
    steps.insert(step);
    QStringList list(steps.cbegin(), steps.cend());
    list.sort();
    QSettings().setValue(doneKey(lesson), list);
}

std::optional<LessonProgress::Place> LessonProgress::lastPlace() const
{
    const QSettings settings;
    const QString lesson = settings.value(QStringLiteral("lessons/lastLesson")).toString();
    if (lesson.isEmpty())
        return std::nullopt;
    return Place {lesson, settings.value(QStringLiteral("lessons/lastStep")).toInt()};
}

void LessonProgress::setLastPlace(const Place &place)
{
    if (!m_kept)
        return;
    QSettings settings;
    settings.setValue(QStringLiteral("lessons/lastLesson"), place.lesson);
    settings.setValue(QStringLiteral("lessons/lastStep"), place.step);
}

void LessonProgress::reset()
{
    QSettings().remove(QStringLiteral("lessons"));
}
