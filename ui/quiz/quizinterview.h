#pragma once
// A mock interview without widgets: a timed set of questions mixing drills, choice questions,
// questions on a live demo and explain questions, no hints and no feedback until the end; then a score per
// topic, the time each answer took and every answer beside the right or model one. Time comes in as
// milliseconds from the page's clock, so a test drives it.

#include "quiz/quizitem.h"

#include <QList>
#include <QMap>

#include <functional>

class QuizInterview {
public:
    struct Answer {
        QuizItem item;
        QStringList picked; // a choice question's options
        QString typed; // a drill's number, an explain question's words, a live answer in words
        QString replay; // a live question's answer as data, to play its reveal in the review
        bool reached = false; // false: time ran out first
        bool right = false; // auto-graded; explain answers are not
        qint64 milliseconds = 0;
    };
    struct TopicScore {
        int right = 0;
        int graded = 0; // auto-graded answers reached
    };

    // About a minute and a half a question: 10 minutes ask 6, 20 ask 13, 30 ask 20.
    [[nodiscard]] static int questionCount(int minutes) { return minutes * 2 / 3; }

    QuizInterview(const QList<Question> &bank, quint64 seed);

    void start(int minutes, qint64 now);
    [[nodiscard]] bool isStarted() const { return !m_answers.isEmpty(); }
    // Started, with time and questions left.
    [[nodiscard]] bool isRunning(qint64 now) const;
    [[nodiscard]] qint64 remaining(qint64 now) const;
    [[nodiscard]] int index() const { return m_index; }
    [[nodiscard]] int count() const { return static_cast<int>(m_answers.size()); }
    [[nodiscard]] const QuizItem &current() const { return m_answers.at(m_index).item; }

    // Grades the current answer and moves on; past the last one, or the time, it changes nothing.
    void answer(const QStringList &picked, const QString &typed, qint64 now);
    // A live question, graded by its lesson step: the answer as data (LiveQuestion::givenAnswer)
    // and in words.
    void answerLive(const QString &replay, const QString &given, bool right, qint64 now);
    // The time is up: what stands in the open question counts, if anything was given; the rest
    // are not reached.
    void answerAtTimeUp(const QStringList &picked, const QString &typed);
    [[nodiscard]] const QList<Answer> &answers() const { return m_answers; }
    [[nodiscard]] QMap<QString, TopicScore> scores() const;
    // Every answer as a row for a spreadsheet: number, topic, question id, kind, seconds, result
    // (right, wrong, skipped, self-graded, not reached), the answer given and the right one;
    // "." decimals whatever the language. `questionText` and `rightText` give the words.
    [[nodiscard]] QByteArray toCsv(const std::function<QString(const QuizItem &)> &questionText,
        const std::function<QString(const QuizItem &)> &rightText) const;

private:
    // The current answer, timed; null when the interview is over.
    Answer *take(qint64 now);

    QList<Question> m_bank;
    quint64 m_seed;
    QList<Answer> m_answers;
    int m_index = 0;
    qint64 m_started = 0;
    qint64 m_lastAnswer = 0;
    qint64 m_length = 0;
};
