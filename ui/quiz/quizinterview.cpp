#include "quizinterview.h"

#include <algorithm>
#include <random>

QuizInterview::QuizInterview(const QList<Question> &bank, quint64 seed) : m_bank(bank), m_seed(seed) { }

void QuizInterview::start(int minutes, qint64 now)
{
    std::mt19937_64 random(m_seed);
    const int total = std::max(1, questionCount(minutes));
    QList<Question> explain;
    QList<Question> live;
    QList<Question> choice;
    for (const Question &question : std::as_const(m_bank)) {
        switch (question.kind) {
        case Question::Kind::Explain: explain << question; break;
        case Question::Kind::Live: live << question; break;
        case Question::Kind::Choice:
        case Question::Kind::Multi: choice << question; break;
        }
    }
    std::shuffle(explain.begin(), explain.end(), random);
    std::shuffle(live.begin(), live.end(), random);
    std::shuffle(choice.begin(), choice.end(), random);
    // A third numbers to work out, a third trade-offs to explain, about one in six on a live
    // demo, and the rest to choose.
    const int drills = total / 3;
    const int explains = std::min<int>(total / 3, static_cast<int>(explain.size()));
    const int lives = std::min<int>(std::max(1, total / 6), static_cast<int>(live.size()));
    QList<QuizItem> items;
    const QList<DrillKind> kinds = Drills::kinds();
    for (int i = 0; i < drills; ++i) {
        const DrillKind kind = kinds.at(static_cast<qsizetype>(random() % kinds.size()));
        items << QuizItem {std::nullopt, Drills::make(kind, random())};
    }
    for (int i = 0; i < explains; ++i)
        items << QuizItem {explain.at(i), std::nullopt};
    for (int i = 0; i < lives && items.size() < total; ++i)
        items << QuizItem {live.at(i), std::nullopt};
    for (int i = 0; items.size() < total && i < choice.size(); ++i)
        items << QuizItem {choice.at(i), std::nullopt};
    std::shuffle(items.begin(), items.end(), random);
    m_answers.clear();
    for (const QuizItem &item : std::as_const(items))
        m_answers << Answer {item, {}, {}, {}, false, false, 0};
    m_index = 0;
    m_started = now;
    m_lastAnswer = now;
    m_length = qint64(minutes) * 60'000;
}

bool QuizInterview::isRunning(qint64 now) const
{
    return isStarted() && m_index < count() && remaining(now) > 0;
}

qint64 QuizInterview::remaining(qint64 now) const
{
    return std::max<qint64>(0, m_started + m_length - now);
}

QuizInterview::Answer *QuizInterview::take(qint64 now)
{
    if (!isRunning(now))
        return nullptr;
    Answer &answer = m_answers[m_index];
    answer.reached = true;
    answer.milliseconds = now - m_lastAnswer;
    m_lastAnswer = now;
    ++m_index;
    return &answer;
}

void QuizInterview::answer(const QStringList &picked, const QString &typed, qint64 now)
{
    Answer *answer = take(now);
    if (!answer)
        return;
    answer->picked = picked;
    answer->typed = typed;
    if (answer->item.drill)
        answer->right = Drills::grade(*answer->item.drill, typed).right;
    else if (!answer->item.isExplain() && !answer->item.isLive())
        answer->right = QuizGrading::isRight(*answer->item.question, picked);
}

void QuizInterview::answerLive(const QString &replay, const QString &given, bool right, qint64 now)
{
    Answer *answer = take(now);
    if (!answer)
        return;
    answer->typed = given;
    answer->replay = replay;
    answer->right = right && !replay.isEmpty();
}

void QuizInterview::answerAtTimeUp(const QStringList &picked, const QString &typed)
{
    if (!isStarted() || m_index >= count())
        return;
    if (!picked.isEmpty() || !typed.trimmed().isEmpty()) {
        answer(picked, typed, m_started + m_length - 1); // the last moment the clock allowed
    }
    m_index = count();
}

QMap<QString, QuizInterview::TopicScore> QuizInterview::scores() const
{
    QMap<QString, TopicScore> scores;
    for (const Answer &answer : m_answers) {
        if (answer.item.isExplain() || !answer.reached)
            continue;
        TopicScore &score = scores[answer.item.topic()];
        ++score.graded;
        score.right += answer.right ? 1 : 0;
    }
    return scores;
}

namespace {
QByteArray csvField(const QString &text)
{
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return '"' + quoted.toUtf8() + '"';
}
} // namespace

QByteArray QuizInterview::toCsv(const std::function<QString(const QuizItem &)> &questionText,
    const std::function<QString(const QuizItem &)> &rightText) const
{
    QByteArray csv = "number,topic,question_id,question,kind,seconds,result,answer,right_answer\n";
    int number = 0;
    for (const Answer &answer : m_answers) {
        const QuizItem &item = answer.item;
        const char *kind = item.drill                      ? "drill"
            : item.isExplain()                             ? "explain"
            : item.isLive()                                ? "live"
            : item.question->kind == Question::Kind::Multi ? "multi"
                                                           : "choice";
        const QString given
            = answer.picked.isEmpty() ? answer.typed.trimmed() : answer.picked.join(QLatin1Char(' '));
        const char *result = !answer.reached ? "not reached"
            : given.isEmpty()                ? "skipped"
            : item.isExplain()               ? "self-graded"
            : answer.right                   ? "right"
                                             : "wrong";
        csv += QByteArray::number(++number) + ',' + csvField(item.topic()) + ',' + csvField(item.key()) + ','
            + csvField(questionText(item)) + ',' + kind + ','
            + QByteArray::number(double(answer.milliseconds) / 1000.0, 'f', 1) + ',' + result + ','
            + csvField(given) + ',' + csvField(rightText(item)) + '\n';
    }
    return csv;
}
