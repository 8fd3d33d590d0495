#include "quizbank.h"

#include "script/sectionedtext.h"
#include "script/textlayout.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

namespace {

const QString kRoot = QStringLiteral(":/bloomlab/quiz/");

QByteArray resource(const QString &path)
{
    QFile file(kRoot + path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList strings(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &item : value.toArray())
        out << item.toString();
    return out;
}

std::optional<Question> readQuestion(const QJsonObject &object, QString &error)
{
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    static const QRegularExpression partId(QStringLiteral("^[a-z0-9]+$"));
    Question question;
    question.id = object.value(QLatin1String("id")).toString();
    if (!idPattern.match(question.id).hasMatch()) {
        error = QStringLiteral("a question without a valid \"id\"");
        return std::nullopt;
    }
    const auto refuse = [&](const QString &what) {
        error = QStringLiteral("question \"%1\": %2").arg(question.id, what);
        return std::nullopt;
    };
    question.topic = object.value(QLatin1String("topic")).toString();
    if (!QuizBank::topics().contains(question.topic))
        return refuse(QStringLiteral("unknown topic \"%1\"").arg(question.topic));
    question.difficulty = object.value(QLatin1String("difficulty")).toInt();
    if (question.difficulty < 1 || question.difficulty > 3)
        return refuse(QStringLiteral("difficulty is 1, 2 or 3"));
    const QString kind = object.value(QLatin1String("kind")).toString();
    if (kind == QLatin1String("choice"))
        question.kind = Question::Kind::Choice;
    else if (kind == QLatin1String("multi"))
        question.kind = Question::Kind::Multi;
    else if (kind == QLatin1String("explain"))
        question.kind = Question::Kind::Explain;
    else if (kind == QLatin1String("live"))
        question.kind = Question::Kind::Live;
    else
        return refuse(QStringLiteral("unknown kind \"%1\"").arg(kind));
    question.choices = strings(object.value(QLatin1String("choices")));
    question.answer = strings(object.value(QLatin1String("answer")));
    question.points = strings(object.value(QLatin1String("points")));
    question.link = object.value(QLatin1String("link")).toString();
    question.step = object.value(QLatin1String("step")).toString();
    for (const QStringList *ids : {&question.choices, &question.points}) {
        for (const QString &id : *ids) {
            if (!partId.match(id).hasMatch() || ids->count(id) > 1)
                return refuse(QStringLiteral("a bad or repeated id \"%1\"").arg(id));
        }
    }
    if (question.kind == Question::Kind::Live) {
        if (!question.step.contains(QLatin1Char('/')) || !question.choices.isEmpty()
            || !question.points.isEmpty())
            return refuse(
                QStringLiteral("a live question names its lesson step, \"<lesson>/<step>\", and no more"));
    } else if (question.kind == Question::Kind::Explain) {
        if (question.points.size() < 2 || !question.choices.isEmpty() || !question.answer.isEmpty())
            return refuse(QStringLiteral("an explain question has key points and no choices"));
    } else {
        if (question.choices.size() < 2 || question.answer.isEmpty() || !question.points.isEmpty())
            return refuse(QStringLiteral("a choice question has options and an answer"));
        if (question.kind == Question::Kind::Choice && question.answer.size() != 1)
            return refuse(QStringLiteral("a choice question has exactly one right option"));
        for (const QString &id : std::as_const(question.answer)) {
            if (!question.choices.contains(id))
                return refuse(QStringLiteral("the answer \"%1\" is not an option").arg(id));
        }
    }
    if (!question.link.startsWith(QLatin1String("lesson:"))
        && !question.link.startsWith(QLatin1String("page:")))
        return refuse(QStringLiteral("a link is \"lesson:<id>/<step>\" or \"page:<name>\""));
    return question;
}

} // namespace

namespace QuizBank {

const QStringList &topics()
{
    static const QStringList ids {QStringLiteral("guarantee"), QStringLiteral("false-positives"),
        QStringLiteral("costs"), QStringLiteral("deletion"), QStringLiteral("counting"),
        QStringLiteral("sizing"), QStringLiteral("optimal-k"), QStringLiteral("overfilling"),
        QStringLiteral("bits-per-key"), QStringLiteral("hashing"), QStringLiteral("blocked"),
        QStringLiteral("scalable"), QStringLiteral("union"), QStringLiteral("storage"),
        QStringLiteral("cache-penetration"), QStringLiteral("crawlers"), QStringLiteral("safe-browsing"),
        QStringLiteral("one-hit-wonders"), QStringLiteral("attacks"), QStringLiteral("when-not"),
        QStringLiteral("cuckoo"), QStringLiteral("false-negatives")};
    return ids;
}

QString topicName(const QString &topic)
{
    static const QHash<QString, const char *> names {
        {QStringLiteral("guarantee"), QT_TRANSLATE_NOOP("QuizBank", "The core guarantee")},
        {QStringLiteral("false-positives"), QT_TRANSLATE_NOOP("QuizBank", "False positives")},
        {QStringLiteral("costs"), QT_TRANSLATE_NOOP("QuizBank", "Costs")},
        {QStringLiteral("deletion"), QT_TRANSLATE_NOOP("QuizBank", "Why no delete")},
        {QStringLiteral("counting"), QT_TRANSLATE_NOOP("QuizBank", "Counting filters")},
        {QStringLiteral("sizing"), QT_TRANSLATE_NOOP("QuizBank", "Sizing")},
        {QStringLiteral("optimal-k"), QT_TRANSLATE_NOOP("QuizBank", "The best k")},
        {QStringLiteral("overfilling"), QT_TRANSLATE_NOOP("QuizBank", "Overfilling")},
        {QStringLiteral("bits-per-key"), QT_TRANSLATE_NOOP("QuizBank", "Bits per key")},
        {QStringLiteral("hashing"), QT_TRANSLATE_NOOP("QuizBank", "Hashing")},
        {QStringLiteral("blocked"), QT_TRANSLATE_NOOP("QuizBank", "Blocked filters")},
        {QStringLiteral("scalable"), QT_TRANSLATE_NOOP("QuizBank", "Scalable filters")},
        {QStringLiteral("union"), QT_TRANSLATE_NOOP("QuizBank", "Union of filters")},
        {QStringLiteral("storage"), QT_TRANSLATE_NOOP("QuizBank", "Storage engines")},
        {QStringLiteral("cache-penetration"), QT_TRANSLATE_NOOP("QuizBank", "Cache penetration")},
        {QStringLiteral("crawlers"), QT_TRANSLATE_NOOP("QuizBank", "Crawlers")},
        {QStringLiteral("safe-browsing"), QT_TRANSLATE_NOOP("QuizBank", "Safe Browsing")},
        {QStringLiteral("one-hit-wonders"), QT_TRANSLATE_NOOP("QuizBank", "One-hit wonders")},
        {QStringLiteral("attacks"), QT_TRANSLATE_NOOP("QuizBank", "Chosen keys and seeds")},
        {QStringLiteral("when-not"), QT_TRANSLATE_NOOP("QuizBank", "When not to use one")},
        {QStringLiteral("cuckoo"), QT_TRANSLATE_NOOP("QuizBank", "Cuckoo filters")},
        {QStringLiteral("false-negatives"), QT_TRANSLATE_NOOP("QuizBank", "When false negatives happen")},
    };
    const char *name = names.value(topic);
    return name ? QCoreApplication::translate("QuizBank", name) : topic;
}

BankRead readBank(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return {{}, parseError.errorString()};
    BankRead read;
    QStringList ids;
    for (const QJsonValue &value : document.object().value(QLatin1String("questions")).toArray()) {
        std::optional<Question> question = readQuestion(value.toObject(), read.error);
        if (!question)
            return {{}, read.error};
        if (ids.contains(question->id))
            return {{}, QStringLiteral("question \"%1\" twice").arg(question->id)};
        ids << question->id;
        read.questions << *question;
    }
    if (read.questions.isEmpty())
        return {{}, QStringLiteral("no questions")};
    return read;
}

const QList<Question> &questions()
{
    static const QList<Question> bank = readBank(resource(QStringLiteral("bank.json"))).questions;
    return bank;
}

TextRead readText(const QString &markdown)
{
    const SectionedTextRead read = SectionedTextReader::read(markdown,
        {QStringLiteral("hint"), QStringLiteral("why"), QStringLiteral("model")},
        {QStringLiteral("choice"), QStringLiteral("feedback"), QStringLiteral("point")});
    if (!read.error.isEmpty())
        return {{}, read.error};
    TextRead out;
    for (auto it = read.text.sections.cbegin(); it != read.text.sections.cend(); ++it) {
        QuestionText &words = out.questions[it.key()];
        words.body = it->body;
        words.hint = it->parts.value(QStringLiteral("hint"));
        words.why = it->parts.value(QStringLiteral("why"));
        words.model = it->parts.value(QStringLiteral("model"));
        for (auto part = it->parts.cbegin(); part != it->parts.cend(); ++part) {
            const QString kind = part.key().section(QLatin1Char(' '), 0, 0);
            const QString id = part.key().section(QLatin1Char(' '), 1);
            if (kind == QLatin1String("choice"))
                words.choices.insert(id, part.value());
            else if (kind == QLatin1String("feedback"))
                words.feedback.insert(id, part.value());
            else if (kind == QLatin1String("point"))
                words.points.insert(id, part.value());
        }
    }
    return out;
}

QHash<QString, QuestionText> text(const QString &language)
{
    const auto load = [](const QString &lang) {
        return readText(QString::fromUtf8(resource(lang + QStringLiteral("/bank.md")))).questions;
    };
    const auto prepare = [](QuestionText &words, const QString &lang) {
        for (QString *part : {&words.body, &words.hint, &words.why, &words.model})
            *part = TextLayout::prepare(*part, lang);
        for (QHash<QString, QString> *parts : {&words.choices, &words.feedback, &words.points}) {
            for (QString &part : *parts)
                part = TextLayout::prepare(part, lang);
        }
    };
    QHash<QString, QuestionText> english = load(QStringLiteral("en"));
    for (QuestionText &words : english)
        prepare(words, QStringLiteral("en"));
    if (language == QLatin1String("en"))
        return english;
    QHash<QString, QuestionText> local = load(language);
    for (QuestionText &words : local)
        prepare(words, language);
    for (auto it = english.cbegin(); it != english.cend(); ++it) {
        if (local.value(it.key()).body.isEmpty()) {
            QuestionText fallback = it.value();
            fallback.english = true;
            local.insert(it.key(), fallback);
        }
    }
    return local;
}

QHash<QString, QuestionText> text()
{
    return text(QLocale().name().section(QLatin1Char('_'), 0, 0));
}

QStringList problems(const Question &question, const QuestionText &words)
{
    QStringList found;
    if (question.kind == Question::Kind::Live)
        return found;
    const auto need = [&](bool present, const QString &what) {
        if (!present)
            found << QStringLiteral("%1: no %2").arg(question.id, what);
    };
    need(!words.body.isEmpty(), QStringLiteral("text"));
    for (const QString &id : question.choices) {
        need(!words.choices.value(id).isEmpty(), QStringLiteral("choice ") + id);
        need(!words.feedback.value(id).isEmpty(), QStringLiteral("feedback ") + id);
    }
    for (const QString &id : question.points)
        need(!words.points.value(id).isEmpty(), QStringLiteral("point ") + id);
    if (question.kind == Question::Kind::Explain)
        need(!words.model.isEmpty(), QStringLiteral("model answer"));
    return found;
}

} // namespace QuizBank
