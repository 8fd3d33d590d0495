#pragma once
// Lessons are data: resources/lessons/<id>.json holds a lesson's steps (each step's set-up, the
// action it waits for, its prediction and what reveals the answer) in a language-neutral form;
// resources/lessons/<language>/<id>.md holds its words. This reads both, checks them against each
// other and falls back to English, step by step, where a language lacks a text.

#include "script/scriptstep.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

struct Prediction {
    enum class Type { None, Choice, Cells, Number };
    Type type = Type::None;
    QStringList choices; // Choice: the ids, in order
    QString answer; // Choice: the right id
    QList<quint64> cells; // Cells: the positions the key sets, sorted
    double number = 0.0; // Number: the answer and how far from it still counts as right
    double tolerance = 0.0;
    // What the stage measures after the reveal to check the answer (LessonTarget::measure): a
    // Number's truth; a Choice's "maybe"/"absent" (a contains measure), "up"/"down" (the measure
    // before and after), or the numbered choice nearest it. Empty: a choice checked by no measure.
    QString measure;
    QString key; // the key a contains measure asks about
};

struct LessonStep {
    enum class Kind { Read, Do, Predict };
    QString id;
    Kind kind = Kind::Read;
    QString stage; // which widget the step shows: "explore", "fpr", "deletion", "scalable"
    // fpr: the chart beside the sliders, "hashes" (the default), "keys", "bits-per-key"; or
    // "schemes", the hash schemes compared in place of sliders and chart
    QString view;
    std::optional<QStringList> controls; // fpr: the sliders the learner may move; all when absent
    Script setup; // performed at once whenever the step opens, from an empty filter
    Script play; // animated when the step opens
    std::optional<ScriptStep> expect; // Do: the WaitForUser step the learner must satisfy
    Prediction prediction; // Predict
    Script reveal; // Predict: animated once the learner has answered
};

struct Lesson {
    QString id;
    int minutes = 0;
    // The Systems page's tab where this lesson's system runs for real ("storage", "crawler"…);
    // empty for a lesson about the filter alone.
    QString system;
    QList<LessonStep> steps;
    [[nodiscard]] int indexOf(const QString &stepId) const;
};

struct StepText {
    QString body; // Markdown
    QString hint; // Do: how to do it
    QString why; // Predict: the explanation after the reveal
    QHash<QString, QString> choices; // Choice: a label per id
    bool english = false; // shown in English because the language has no text for this step
};

struct LessonText {
    QString title;
    QHash<QString, StepText> steps;
};

namespace LessonBook {
// The Systems page's tabs a lesson may name as its system.
[[nodiscard]] QStringList systems();
// The stages lesson steps can show, and what each can measure.
[[nodiscard]] QStringList stages();
[[nodiscard]] QStringList measures(const QString &stage);
// The choice a measured prediction's truth makes right: `before` and `after` are the measure as
// the step opened and after its reveal. nullopt: the prediction is not checked by a measure.
[[nodiscard]] std::optional<QString> measuredChoice(
    const Prediction &prediction, double before, double after);
// The lessons in order, from resources/lessons/index.json.
[[nodiscard]] QStringList ids();
struct LessonRead {
    std::optional<Lesson> lesson;
    QString error; // names the step and the field
};
[[nodiscard]] LessonRead readLesson(const QByteArray &json);
[[nodiscard]] std::optional<Lesson> lesson(const QString &id);

struct TextRead {
    LessonText text;
    QString error;
};
// "# Title", then "## step-id" sections, each with optional "### hint", "### why" and
// "### choice <id>" parts.
[[nodiscard]] TextRead readText(const QString &markdown);
// The text in `language` ("ur", "th", …), English wherever it lacks a title or a step.
[[nodiscard]] LessonText text(const QString &lessonId, const QString &language);
// The language the lessons are shown in: the locale's ("en" when none is bundled).
[[nodiscard]] QString currentLanguage();
// What is missing or wrong in `text` for `lesson` (a step without its section, a Do step without
// a hint, a prediction without its why or a choice's label); empty when complete.
[[nodiscard]] QStringList problems(const Lesson &lesson, const LessonText &text);
} // namespace LessonBook
