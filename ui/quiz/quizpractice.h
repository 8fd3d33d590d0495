#pragma once
// Practice mode without widgets: picks the next question (a written one or a generated drill) in
// a topic or across all, and keeps what the learner has done in the settings: mastery per topic
// (3 right in a row without a hint: practised; then right again in a mixed review in a later
// sitting: mastered) and the questions missed, which come back in a later sitting, not this one.

#include "quiz/quizitem.h"

#include <QObject>
#include <QSet>

#include <optional>
#include <random>

class QuizPractice : public QObject {
    Q_OBJECT

public:
    using Item = QuizItem;
    enum class Mastery { New, Practising, Practised, Mastered };
    struct TopicRecord {
        int answered = 0;
        int right = 0;
        int streak = 0; // right in a row, without a hint
        int practisedIn = 0; // the sitting that made it practised; 0 while it is not
        bool mastered = false;
    };
    static constexpr int kStreakToPractise = 3;

    // Each construction is a new sitting (the app's start). `questions` is the bank to ask from.
    explicit QuizPractice(const QList<Question> &questions, QObject *parent = nullptr);

    void setSeed(quint64 seed) { m_random.seed(seed); }
    // The topic to practise; empty for a mixed review of them all.
    void setTopic(const QString &topic);
    [[nodiscard]] QString topic() const { return m_topic; }
    [[nodiscard]] int sitting() const { return m_sitting; }

    // Picks the next item and makes it the current one.
    const Item &next();
    [[nodiscard]] const Item &current() const { return m_current; }

    // An auto-graded answer to the current item.
    void record(bool right, bool usedHint);
    // A self-graded explain question: the key points the learner says they covered.
    void recordSelfGraded(int covered, int total);

    [[nodiscard]] TopicRecord record(const QString &topic) const;
    [[nodiscard]] Mastery mastery(const QString &topic) const;
    [[nodiscard]] QStringList missedDue() const; // keys missed in an earlier sitting
    [[nodiscard]] QPair<int, int> selfGraded() const; // points covered, points in all
    void reset();
    // Every topic's record as rows for a spreadsheet (topic, answered, right, streak, mastery),
    // then the self-graded key points.
    [[nodiscard]] QByteArray toCsv() const;

signals:
    void progressChanged();

private:
    [[nodiscard]] bool inTopic(const QString &topic) const;
    [[nodiscard]] std::optional<Item> itemFor(const QString &key);

    QList<Question> m_questions;
    QString m_topic;
    int m_sitting = 0;
    Item m_current;
    QSet<QString> m_askedThisSitting;
    std::mt19937_64 m_random;
};
