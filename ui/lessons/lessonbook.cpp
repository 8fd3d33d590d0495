#include "lessonbook.h"

#include "script/sectionedtext.h"
#include "script/textlayout.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace {

const QString kRoot = QStringLiteral(":/bloomlab/lessons/");

struct StageInfo {
    const char *name;
    QStringList measures;
    QStringList expects; // the actions a Do step may wait for
    QStringList views;
};

const QList<StageInfo> &stageInfo()
{
    static const QList<StageInfo> stages {
        {"explore",
            {QStringLiteral("set-bits"), QStringLiteral("decimal"), QStringLiteral("keys"),
                QStringLiteral("contains")},
            {QStringLiteral("add"), QStringLiteral("check")}, {}},
        {"fpr",
            {QStringLiteral("rate-percent"), QStringLiteral("megabytes"), QStringLiteral("gigabytes"),
                QStringLiteral("bits"), QStringLiteral("keys"), QStringLiteral("hashes")},
            {QStringLiteral("set"), QStringLiteral("run-schemes")},
            {QStringLiteral("hashes"), QStringLiteral("keys"), QStringLiteral("bits-per-key"),
                QStringLiteral("schemes")}},
        {"deletion",
            {QStringLiteral("plain-contains"), QStringLiteral("counting-contains"),
                QStringLiteral("counting-memory-ratio")},
            {QStringLiteral("add"), QStringLiteral("delete")}, {}},
        {"scalable",
            {QStringLiteral("slices"), QStringLiteral("fixed-rate-percent"),
                QStringLiteral("scalable-rate-percent"), QStringLiteral("first-slice-percent"),
                QStringLiteral("bound-percent")},
            {QStringLiteral("feed")}, {}},
    };
    return stages;
}

const StageInfo *findStage(const QString &name)
{
    for (const StageInfo &stage : stageInfo()) {
        if (name == QLatin1String(stage.name))
            return &stage;
    }
    return nullptr;
}

QByteArray resource(const QString &path)
{
    QFile file(kRoot + path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A script field of a step; an absent field is an empty script.
bool readScript(const QJsonObject &object, const char *field, Script &out, QString &error)
{
    const QJsonValue value = object.value(QLatin1String(field));
    if (value.isUndefined())
        return true;
    if (!value.isArray()) {
        error = QStringLiteral("\"%1\" is not a list").arg(QLatin1String(field));
        return false;
    }
    const ScriptData::ReadResult read = ScriptData::fromJson(value.toArray());
    if (!read.error.isEmpty()) {
        error = QStringLiteral("\"%1\", %2").arg(QLatin1String(field), read.error);
        return false;
    }
    out = read.script;
    return true;
}

bool readPrediction(const QJsonObject &object, Prediction &out, QString &error)
{
    const QString type = object.value(QLatin1String("type")).toString();
    if (type == QLatin1String("choice")) {
        out.type = Prediction::Type::Choice;
        for (const QJsonValue &choice : object.value(QLatin1String("choices")).toArray())
            out.choices << choice.toString();
        out.answer = object.value(QLatin1String("answer")).toString();
        if (out.choices.size() < 2 || out.choices.contains(QString()) || !out.choices.contains(out.answer)) {
            error = QStringLiteral("a choice needs two or more ids and an answer among them");
            return false;
        }
    } else if (type == QLatin1String("cells")) {
        out.type = Prediction::Type::Cells;
        for (const QJsonValue &cell : object.value(QLatin1String("answer")).toArray()) {
            const double position = cell.toDouble(-1);
            if (position < 0 || position != std::floor(position)) {
                error = QStringLiteral("a cell must be a whole number from 0");
                return false;
            }
            out.cells << static_cast<quint64>(position);
        }
        std::sort(out.cells.begin(), out.cells.end());
        out.cells.erase(std::unique(out.cells.begin(), out.cells.end()), out.cells.end());
        if (out.cells.isEmpty()) {
            error = QStringLiteral("a cells answer names at least one cell");
            return false;
        }
    } else if (type == QLatin1String("number")) {
        out.type = Prediction::Type::Number;
        out.number = object.value(QLatin1String("answer")).toDouble(std::nan(""));
        out.tolerance = object.value(QLatin1String("tolerance")).toDouble(0.0);
        if (!std::isfinite(out.number) || !(out.tolerance >= 0.0)
            || object.value(QLatin1String("measure")).toString().isEmpty()) {
            error = QStringLiteral("a number needs a finite answer, a tolerance of 0 or more and a measure");
            return false;
        }
    } else {
        error = QStringLiteral("unknown prediction type \"%1\"").arg(type);
        return false;
    }
    out.measure = object.value(QLatin1String("measure")).toString();
    out.key = object.value(QLatin1String("key")).toString();
    return true;
}

// The WaitForUser step a Do step's "expect" asks for: {"do": "add", "key": …}, or
// {"do": "set", "input": "hashes", "value": 7} (waiting for "set-hashes" with "7").
std::optional<ScriptStep> readExpect(const QJsonObject &expect, const StageInfo &stage, QString &error)
{
    const QString action = expect.value(QLatin1String("do")).toString();
    if (!stage.expects.contains(action)) {
        error = QStringLiteral("\"expect\" must ask for one of: %1")
                    .arg(stage.expects.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    ScriptStep wait;
    wait.action = ScriptAction::WaitForUser;
    wait.expect = action;
    wait.key = expect.value(QLatin1String("key")).toString();
    if (action == QLatin1String("set")) {
        const QString input = expect.value(QLatin1String("input")).toString();
        const double value = expect.value(QLatin1String("value")).toDouble(-1);
        if (input.isEmpty() || value < 1 || value != std::floor(value)) {
            error = QStringLiteral("\"expect\" must name an input and a whole value");
            return std::nullopt;
        }
        wait.expect = QStringLiteral("set-") + input;
        wait.key = QString::number(value, 'f', 0);
    }
    return wait;
}

bool readStageFields(const QJsonObject &object, const StageInfo &stage, LessonStep &step, QString &error)
{
    step.view = object.value(QLatin1String("view")).toString();
    if (!step.view.isEmpty() && !stage.views.contains(step.view)) {
        error = QStringLiteral("the stage has no view \"%1\"").arg(step.view);
        return false;
    }
    if (object.contains(QLatin1String("controls"))) {
        QStringList controls;
        for (const QJsonValue &control : object.value(QLatin1String("controls")).toArray())
            controls << control.toString();
        const QStringList known {QStringLiteral("bits"), QStringLiteral("keys"), QStringLiteral("hashes")};
        if (QLatin1String(stage.name) != QLatin1String("fpr")
            || std::any_of(
                controls.cbegin(), controls.cend(), [&](const QString &c) { return !known.contains(c); })) {
            error = QStringLiteral("\"controls\" names the FPR lab's bits, keys and hashes only");
            return false;
        }
        step.controls = controls;
    }
    Prediction &prediction = step.prediction;
    // An "absent or maybe" question answered by a check: the check's key in the stage's filter.
    if (prediction.type == Prediction::Type::Choice && prediction.measure.isEmpty()
        && prediction.choices.contains(QStringLiteral("maybe")) && !step.reveal.isEmpty()
        && step.reveal.constLast().action == ScriptAction::Check) {
        prediction.measure = step.stage == QLatin1String("deletion") ? QStringLiteral("counting-contains")
                                                                     : QStringLiteral("contains");
        prediction.key = step.reveal.constLast().key;
    }
    if (!prediction.measure.isEmpty() && !stage.measures.contains(prediction.measure)) {
        error = QStringLiteral("\"predict\": the stage cannot measure \"%1\"").arg(prediction.measure);
        return false;
    }
    return true;
}

std::optional<LessonStep> readStep(const QJsonObject &object, QString &error)
{
    LessonStep step;
    step.id = object.value(QLatin1String("id")).toString();
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    if (!idPattern.match(step.id).hasMatch()) {
        error = QStringLiteral("the id \"%1\" is not lowercase letters, digits and hyphens").arg(step.id);
        return std::nullopt;
    }
    const QString kind = object.value(QLatin1String("kind")).toString();
    if (kind == QLatin1String("read"))
        step.kind = LessonStep::Kind::Read;
    else if (kind == QLatin1String("do"))
        step.kind = LessonStep::Kind::Do;
    else if (kind == QLatin1String("predict"))
        step.kind = LessonStep::Kind::Predict;
    else {
        error = QStringLiteral("unknown kind \"%1\"").arg(kind);
        return std::nullopt;
    }
    step.stage = object.value(QLatin1String("stage")).toString();
    const StageInfo *stage = findStage(step.stage);
    if (!stage) {
        error = QStringLiteral("unknown stage \"%1\"").arg(step.stage);
        return std::nullopt;
    }
    if (!readScript(object, "setup", step.setup, error) || !readScript(object, "play", step.play, error)
        || !readScript(object, "reveal", step.reveal, error))
        return std::nullopt;
    if (step.kind == LessonStep::Kind::Do) {
        step.expect = readExpect(object.value(QLatin1String("expect")).toObject(), *stage, error);
        if (!step.expect)
            return std::nullopt;
    }
    if (step.kind == LessonStep::Kind::Predict
        && !readPrediction(object.value(QLatin1String("predict")).toObject(), step.prediction, error)) {
        error = QStringLiteral("\"predict\": ") + error;
        return std::nullopt;
    }
    if (!readStageFields(object, *stage, step, error))
        return std::nullopt;
    return step;
}

} // namespace

int Lesson::indexOf(const QString &stepId) const
{
    for (int i = 0; i < steps.size(); ++i) {
        if (steps.at(i).id == stepId)
            return i;
    }
    return -1;
}

namespace LessonBook {

QStringList stages()
{
    QStringList names;
    for (const StageInfo &stage : stageInfo())
        names << QLatin1String(stage.name);
    return names;
}

QStringList measures(const QString &stage)
{
    const StageInfo *info = findStage(stage);
    return info ? info->measures : QStringList();
}

std::optional<QString> measuredChoice(const Prediction &prediction, double before, double after)
{
    if (prediction.type != Prediction::Type::Choice || prediction.measure.isEmpty())
        return std::nullopt;
    if (prediction.choices.contains(QStringLiteral("maybe")))
        return after > 0.5 ? QStringLiteral("maybe") : QStringLiteral("absent");
    if (prediction.choices.contains(QStringLiteral("up")))
        return after > before ? QStringLiteral("up")
            : after < before  ? QStringLiteral("down")
                              : QStringLiteral("same");
    // Numbered choices ("1", "2", "16"): the one nearest the measure.
    std::optional<QString> nearest;
    double distance = 0.0;
    for (const QString &choice : prediction.choices) {
        bool number = false;
        const double value = choice.toDouble(&number);
        if (!number)
            return std::nullopt;
        if (!nearest || std::fabs(value - after) < distance) {
            nearest = choice;
            distance = std::fabs(value - after);
        }
    }
    return nearest;
}

QStringList ids()
{
    QStringList out;
    for (const QJsonValue &id : QJsonDocument::fromJson(resource(QStringLiteral("index.json"))).array())
        out << id.toString();
    return out;
}

LessonRead readLesson(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject())
        return {std::nullopt, QStringLiteral("not a JSON object: ") + parseError.errorString()};
    const QJsonObject object = document.object();
    Lesson lesson;
    lesson.id = object.value(QLatin1String("id")).toString();
    lesson.minutes = object.value(QLatin1String("minutes")).toInt(0);
    if (lesson.id.isEmpty() || lesson.minutes < 1)
        return {std::nullopt, QStringLiteral("a lesson needs an id and its minutes")};
    lesson.system = object.value(QLatin1String("system")).toString();
    if (!lesson.system.isEmpty() && !systems().contains(lesson.system))
        return {std::nullopt, QStringLiteral("\"system\" names none of the Systems page's tabs")};
    const QJsonArray steps = object.value(QLatin1String("steps")).toArray();
    for (qsizetype i = 0; i < steps.size(); ++i) {
        QString error;
        const std::optional<LessonStep> step = readStep(steps.at(i).toObject(), error);
        if (!step)
            return {std::nullopt, QStringLiteral("step %1: %2").arg(i + 1).arg(error)};
        if (lesson.indexOf(step->id) >= 0)
            return {std::nullopt,
                QStringLiteral("step %1: the id \"%2\" is used twice").arg(i + 1).arg(step->id)};
        lesson.steps << *step;
    }
    if (lesson.steps.isEmpty())
        return {std::nullopt, QStringLiteral("a lesson needs steps")};
    return {lesson, {}};
}

QStringList systems()
{
    return {QStringLiteral("signup"), QStringLiteral("storage"), QStringLiteral("crawler"),
        QStringLiteral("safe-browsing"), QStringLiteral("cdn")};
}

std::optional<Lesson> lesson(const QString &id)
{
    return readLesson(resource(id + QStringLiteral(".json"))).lesson;
}

TextRead readText(const QString &markdown)
{
    const SectionedTextRead read = SectionedTextReader::read(
        markdown, {QStringLiteral("hint"), QStringLiteral("why")}, {QStringLiteral("choice")});
    if (!read.error.isEmpty())
        return {{}, read.error};
    TextRead out;
    out.text.title = read.text.title;
    for (auto it = read.text.sections.cbegin(); it != read.text.sections.cend(); ++it) {
        StepText &step = out.text.steps[it.key()];
        step.body = it->body;
        step.hint = it->parts.value(QStringLiteral("hint"));
        step.why = it->parts.value(QStringLiteral("why"));
        for (auto part = it->parts.cbegin(); part != it->parts.cend(); ++part) {
            if (part.key().startsWith(QLatin1String("choice ")))
                step.choices.insert(part.key().mid(7), part.value());
        }
    }
    return out;
}

namespace {
void prepare(LessonText &text, const QString &language)
{
    text.title = TextLayout::prepare(text.title, language);
    for (StepText &step : text.steps) {
        for (QString *part : {&step.body, &step.hint, &step.why})
            *part = TextLayout::prepare(*part, language);
        for (QString &label : step.choices)
            label = TextLayout::prepare(label, language);
    }
}
} // namespace

LessonText text(const QString &lessonId, const QString &language)
{
    const auto load = [&lessonId](const QString &lang) {
        return readText(
            QString::fromUtf8(resource(lang + QLatin1Char('/') + lessonId + QStringLiteral(".md"))))
            .text;
    };
    LessonText english = load(QStringLiteral("en"));
    prepare(english, QStringLiteral("en"));
    if (language == QLatin1String("en"))
        return english;
    LessonText local = load(language);
    prepare(local, language);
    if (local.title.isEmpty())
        local.title = english.title;
    for (auto it = english.steps.cbegin(); it != english.steps.cend(); ++it) {
        if (!local.steps.contains(it.key()) || local.steps.value(it.key()).body.isEmpty()) {
            StepText fallback = it.value();
            fallback.english = true;
            local.steps.insert(it.key(), fallback);
        }
    }
    return local;
}

QString currentLanguage()
{
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    return QFile::exists(kRoot + language) ? language : QStringLiteral("en");
}

QStringList problems(const Lesson &lesson, const LessonText &text)
{
    QStringList out;
    if (text.title.isEmpty())
        out << QStringLiteral("no title");
    for (const LessonStep &step : lesson.steps) {
        if (!text.steps.contains(step.id)) {
            out << QStringLiteral("%1: no text").arg(step.id);
            continue;
        }
        const StepText &words = text.steps.value(step.id);
        if (words.body.isEmpty())
            out << QStringLiteral("%1: an empty text").arg(step.id);
        if (step.kind == LessonStep::Kind::Do && words.hint.isEmpty())
            out << QStringLiteral("%1: no hint").arg(step.id);
        if (step.kind == LessonStep::Kind::Predict && words.why.isEmpty())
            out << QStringLiteral("%1: no why").arg(step.id);
        for (const QString &choice : step.prediction.choices) {
            if (words.choices.value(choice).isEmpty())
                out << QStringLiteral("%1: no label for choice \"%2\"").arg(step.id, choice);
        }
    }
    for (auto it = text.steps.cbegin(); it != text.steps.cend(); ++it) {
        if (lesson.indexOf(it.key()) < 0)
            out << QStringLiteral("%1: a text for no step").arg(it.key());
    }
    return out;
}

} // namespace LessonBook
