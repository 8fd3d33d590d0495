#pragma once
// The written questions: language-neutral data in resources/quiz/bank.json (kind, topic,
// difficulty, right answers, a link to what teaches it) and the words in a file per language,
// English wherever a language lacks a question.

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

struct Question {
    enum class Kind {
        Choice,
        Multi,
        Explain,
        Live, // a lesson's prediction on a live demo, asked with that step's own set-up and words
    };
    QString id;
    QString topic; // one of QuizBank::topics()
    int difficulty = 1; // 1 to 3
    Kind kind = Kind::Choice;
    QStringList choices; // Choice and Multi: option ids, "a", "b", …
    QStringList answer; // the right option ids
    QStringList points; // Explain: the key points' ids
    QString link; // "lesson:<id>/<step>" or "page:<name>"
    QString step; // Live: the lesson step asked, "<lesson-id>/<step-id>"
};

struct QuestionText {
    QString body; // Markdown
    QString hint;
    QString why; // after the answer
    QString model; // Explain: the model answer
    QHash<QString, QString> choices; // label per option id
    QHash<QString, QString> feedback; // why each option is right or wrong
    QHash<QString, QString> points; // Explain: each key point
    bool english = false; // shown in English because the language lacks it
};

namespace QuizBank {
// Topic ids in teaching order, and each one's name in the interface language.
[[nodiscard]] const QStringList &topics();
[[nodiscard]] QString topicName(const QString &topic);

struct BankRead {
    QList<Question> questions;
    QString error; // names the question and field when the file is refused
};
[[nodiscard]] BankRead readBank(const QByteArray &json);
// The compiled-in bank; empty when it does not read (the checker test says why).
[[nodiscard]] const QList<Question> &questions();

struct TextRead {
    QHash<QString, QuestionText> questions;
    QString error;
};
[[nodiscard]] TextRead readText(const QString &markdown);
// The words for every question in `language`, laid out for it, English where it has none.
[[nodiscard]] QHash<QString, QuestionText> text(const QString &language);
// The words in the interface language.
[[nodiscard]] QHash<QString, QuestionText> text();
// What a question's words lack: a missing body, option, feedback or key point. A live question's
// words are its lesson step's, which the lessons' checker checks.
[[nodiscard]] QStringList problems(const Question &question, const QuestionText &words);
} // namespace QuizBank
