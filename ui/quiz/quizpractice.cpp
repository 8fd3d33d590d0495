#include "quizpractice.h"

#include <QSettings>

namespace {
const QString kGroup = QStringLiteral("quiz/");

QString drillKey(DrillKind kind)
{
    return QuizItem {std::nullopt, Drills::make(kind, 0)}.key();
}
} // namespace

QuizPractice::QuizPractice(const QList<Question> &questions, QObject *parent)
    : QObject(parent), m_questions(questions), m_random(std::random_device {}())
{
    QSettings settings;
    m_sitting = settings.value(kGroup + QStringLiteral("sitting"), 0).toInt() + 1;
    settings.setValue(kGroup + QStringLiteral("sitting"), m_sitting);
}

void QuizPractice::setTopic(const QString &topic)
{
    m_topic = topic;
}

bool QuizPractice::inTopic(const QString &topic) const
{
    return m_topic.isEmpty() || topic == m_topic;
}

std::optional<QuizPractice::Item> QuizPractice::itemFor(const QString &key)
{
    for (const Question &question : std::as_const(m_questions)) {
        if (question.id == key)
            return Item {question, std::nullopt};
    }
    for (DrillKind kind : Drills::kinds()) {
        if (drillKey(kind) == key)
            return Item {std::nullopt, Drills::make(kind, m_random())};
    }
    return std::nullopt;
}

const QuizPractice::Item &QuizPractice::next()
{
    // A question missed in an earlier sitting comes first, once.
    for (const QString &key : missedDue()) {
        std::optional<Item> item = itemFor(key);
        if (item && inTopic(item->topic()) && !m_askedThisSitting.contains(key) && key != m_current.key()) {
            m_askedThisSitting.insert(key);
            m_current = *item;
            return m_current;
        }
    }
    QStringList pool;
    QStringList everything;
    for (const Question &question : std::as_const(m_questions)) {
        if (inTopic(question.topic))
            everything << question.id;
    }
    for (DrillKind kind : Drills::kinds()) {
        if (inTopic(Drills::topicOf(kind)))
            everything << drillKey(kind);
    }
    for (const QString &key : std::as_const(everything)) {
        // Drills are new every time; a written question is not asked twice in a sitting.
        if (key.startsWith(QLatin1String("drill:")) || !m_askedThisSitting.contains(key))
            pool << key;
    }
    if (pool.size() > 1)
        pool.removeAll(m_current.key());
    if (pool.isEmpty()) {
        for (const QString &key : std::as_const(everything))
            m_askedThisSitting.remove(key);
        pool = everything;
        if (pool.size() > 1)
            pool.removeAll(m_current.key()); // never the same item twice in a row, a new round too
    }
    if (pool.isEmpty())
        return m_current;
    const QString key = pool.at(
        static_cast<qsizetype>(std::uniform_int_distribution<qsizetype>(0, pool.size() - 1)(m_random)));
    m_askedThisSitting.insert(key);
    m_current = *itemFor(key);
    return m_current;
}

void QuizPractice::record(bool right, bool usedHint)
{
    const QString topic = m_current.topic();
    if (topic.isEmpty())
        return;
    QSettings settings;
    const QString base = kGroup + QStringLiteral("topics/") + topic + QLatin1Char('/');
    TopicRecord topicRecord = record(topic);
    ++topicRecord.answered;
    topicRecord.right += right ? 1 : 0;
    topicRecord.streak = right && !usedHint ? topicRecord.streak + 1 : 0;
    if (topicRecord.practisedIn == 0 && topicRecord.streak >= kStreakToPractise)
        topicRecord.practisedIn = m_sitting;
    // Mastered: still right, without help, in a mixed review of a later sitting.
    if (right && !usedHint && m_topic.isEmpty() && topicRecord.practisedIn > 0
        && topicRecord.practisedIn < m_sitting)
        topicRecord.mastered = true;
    settings.setValue(base + QStringLiteral("answered"), topicRecord.answered);
    settings.setValue(base + QStringLiteral("right"), topicRecord.right);
    settings.setValue(base + QStringLiteral("streak"), topicRecord.streak);
    settings.setValue(base + QStringLiteral("practisedIn"), topicRecord.practisedIn);
    settings.setValue(base + QStringLiteral("mastered"), topicRecord.mastered);
    const QString missed = kGroup + QStringLiteral("missed/") + m_current.key();
    if (right)
        settings.remove(missed);
    else
        settings.setValue(missed, m_sitting);
    emit progressChanged();
}

void QuizPractice::recordSelfGraded(int covered, int total)
{
    QSettings settings;
    const QPair<int, int> before = selfGraded();
    settings.setValue(kGroup + QStringLiteral("selfGraded/covered"), before.first + covered);
    settings.setValue(kGroup + QStringLiteral("selfGraded/total"), before.second + total);
    emit progressChanged();
}

QuizPractice::TopicRecord QuizPractice::record(const QString &topic) const
{
    QSettings settings;
    const QString base = kGroup + QStringLiteral("topics/") + topic + QLatin1Char('/');
    TopicRecord topicRecord;
    topicRecord.answered = settings.value(base + QStringLiteral("answered"), 0).toInt();
    topicRecord.right = settings.value(base + QStringLiteral("right"), 0).toInt();
    topicRecord.streak = settings.value(base + QStringLiteral("streak"), 0).toInt();
    topicRecord.practisedIn = settings.value(base + QStringLiteral("practisedIn"), 0).toInt();
    topicRecord.mastered = settings.value(base + QStringLiteral("mastered"), false).toBool();
    return topicRecord;
}

QuizPractice::Mastery QuizPractice::mastery(const QString &topic) const
{
    const TopicRecord topicRecord = record(topic);
    if (topicRecord.mastered)
        return Mastery::Mastered;
    if (topicRecord.practisedIn > 0)
        return Mastery::Practised;
    return topicRecord.answered > 0 ? Mastery::Practising : Mastery::New;
}

QStringList QuizPractice::missedDue() const
{
    QSettings settings;
    settings.beginGroup(kGroup + QStringLiteral("missed"));
    QStringList due;
    for (const QString &key : settings.childKeys()) {
        if (settings.value(key).toInt() < m_sitting)
            due << key;
    }
    return due;
}

QPair<int, int> QuizPractice::selfGraded() const
{
    QSettings settings;
    return {settings.value(kGroup + QStringLiteral("selfGraded/covered"), 0).toInt(),
        settings.value(kGroup + QStringLiteral("selfGraded/total"), 0).toInt()};
}

void QuizPractice::reset()
{
    QSettings settings;
    settings.remove(kGroup + QStringLiteral("topics"));
    settings.remove(kGroup + QStringLiteral("missed"));
    settings.remove(kGroup + QStringLiteral("selfGraded"));
    m_askedThisSitting.clear();
    emit progressChanged();
}

QByteArray QuizPractice::toCsv() const
{
    QByteArray csv = "topic,answered,right,streak,mastery\n";
    for (const QString &topic : QuizBank::topics()) {
        const TopicRecord topicRecord = record(topic);
        const char *level = "new";
        switch (mastery(topic)) {
        case Mastery::New: break;
        case Mastery::Practising: level = "practising"; break;
        case Mastery::Practised: level = "practised"; break;
        case Mastery::Mastered: level = "mastered"; break;
        }
        csv += topic.toUtf8() + ',' + QByteArray::number(topicRecord.answered) + ','
            + QByteArray::number(topicRecord.right) + ',' + QByteArray::number(topicRecord.streak) + ','
            + level + '\n';
    }
    const QPair<int, int> self = selfGraded();
    csv += "self-graded key points," + QByteArray::number(self.second) + ',' + QByteArray::number(self.first)
        + ",,\n";
    return csv;
}
