#pragma once
// What a learner has done, kept in the settings: the steps finished in each lesson and the last
// place, offered again on the next start. Reset forgets both.

#include <QSet>
#include <QString>

#include <optional>

class LessonProgress {
public:
    [[nodiscard]] bool isDone(const QString &lesson, const QString &step) const;
    [[nodiscard]] QSet<QString> doneSteps(const QString &lesson) const;
    void markDone(const QString &lesson, const QString &step);

    struct Place {
        QString lesson;
        int step = 0;
    };
    [[nodiscard]] std::optional<Place> lastPlace() const;
    void setLastPlace(const Place &place);

    void reset();

    // Off for a lesson step played elsewhere (a quiz question): nothing is written.
    void setKept(bool kept) { m_kept = kept; }

private:
    bool m_kept = true;
};
