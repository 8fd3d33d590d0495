#pragma once
// One thing the quiz asks: a written question from the bank or a generated drill.

#include "quiz/drills.h"
#include "quiz/quizbank.h"

#include <optional>

struct QuizItem {
    std::optional<Question> question;
    std::optional<Drill> drill;

    [[nodiscard]] QString topic() const
    {
        return question ? question->topic : drill ? drill->topic : QString();
    }
    // What the settings remember it by: the question's id, or the drill's kind.
    [[nodiscard]] QString key() const
    {
        return question ? question->id
            : drill     ? QStringLiteral("drill:%1").arg(static_cast<int>(drill->kind))
                        : QString();
    }
    // What teaches it, for Show me.
    [[nodiscard]] QString link() const { return question ? question->link : drill ? drill->link : QString(); }
    [[nodiscard]] bool isExplain() const { return question && question->kind == Question::Kind::Explain; }
    [[nodiscard]] bool isLive() const { return question && question->kind == Question::Kind::Live; }
};

namespace QuizGrading {
// Right when the options picked are exactly the question's right ones.
[[nodiscard]] inline bool isRight(const Question &question, QStringList picked)
{
    QStringList expected = question.answer;
    picked.sort();
    expected.sort();
    return picked == expected;
}
} // namespace QuizGrading
