#include "scriptstep.h"

#include "script/scripttexts.h"

#include <QJsonObject>

#include <array>
#include <cmath>
#include <utility>

namespace {
constexpr std::array<std::pair<ScriptAction, const char *>, 15> kActionNames {{
    {ScriptAction::Narrate, "narrate"},
    {ScriptAction::LoadExample, "load-example"},
    {ScriptAction::Configure, "configure"},
    {ScriptAction::ResetArticle, "reset-article"},
    {ScriptAction::Add, "add"},
    {ScriptAction::Check, "check"},
    {ScriptAction::Remove, "remove"},
    {ScriptAction::NaiveDelete, "naive-delete"},
    {ScriptAction::AddRepeatedly, "add-repeatedly"},
    {ScriptAction::RemoveRepeatedly, "remove-repeatedly"},
    {ScriptAction::WaitForUser, "wait-for-user"},
    {ScriptAction::Predict, "predict"},
    {ScriptAction::Set, "set"},
    {ScriptAction::Feed, "feed"},
    {ScriptAction::Fill, "fill"},
}};

bool needsKey(ScriptAction action)
{
    switch (action) {
    case ScriptAction::Add:
    case ScriptAction::Check:
    case ScriptAction::Remove:
    case ScriptAction::NaiveDelete:
    case ScriptAction::AddRepeatedly:
    case ScriptAction::RemoveRepeatedly: return true;
    default: return false;
    }
}

// The steps that may name one filter of the deletion demo.
bool takesFilter(ScriptAction action)
{
    switch (action) {
    case ScriptAction::Add:
    case ScriptAction::Check:
    case ScriptAction::Remove:
    case ScriptAction::AddRepeatedly: return true;
    default: return false;
    }
}

bool needsText(ScriptAction action)
{
    return action == ScriptAction::Narrate || action == ScriptAction::Predict;
}
} // namespace

namespace ScriptData {

QString actionName(ScriptAction action)
{
    for (const auto &[value, name] : kActionNames) {
        if (value == action)
            return QString::fromLatin1(name);
    }
    return {};
}

std::optional<ScriptAction> actionFromName(const QString &name)
{
    for (const auto &[value, text] : kActionNames) {
        if (name == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

ReadResult fromJson(const QJsonArray &steps)
{
    ReadResult result;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const auto fail = [&](const QString &what) {
            return ReadResult {{}, QStringLiteral("step %1: %2").arg(i + 1).arg(what)};
        };
        if (!steps.at(i).isObject())
            return fail(QStringLiteral("not an object"));
        const QJsonObject object = steps.at(i).toObject();
        const auto action = actionFromName(object.value(QLatin1String("do")).toString());
        if (!action)
            return fail(
                QStringLiteral("unknown action \"%1\"").arg(object.value(QLatin1String("do")).toString()));
        ScriptStep step;
        step.action = *action;
        step.key = object.value(QLatin1String("key")).toString();
        step.text = object.value(QLatin1String("text")).toString();
        step.example = object.value(QLatin1String("example")).toString();
        step.expect = object.value(QLatin1String("expect")).toString();
        step.filter = object.value(QLatin1String("filter")).toString();
        if (!step.filter.isEmpty() && (!takesFilter(step.action) || step.filter != QLatin1String("cuckoo")))
            return fail(
                QStringLiteral("\"filter\" must be \"cuckoo\", on add, check, remove or add-repeatedly"));
        if (needsKey(step.action) && step.key.isEmpty())
            return fail(QStringLiteral("\"key\" is missing"));
        if (needsText(step.action) && !ScriptTexts::contains(step.text))
            return fail(QStringLiteral("unknown text id \"%1\"").arg(step.text));
        if (step.action == ScriptAction::LoadExample && !ScriptTexts::exampleFromName(step.example))
            return fail(QStringLiteral("unknown example \"%1\"").arg(step.example));
        if (step.action == ScriptAction::Configure) {
            // Whole numbers only: a JSON 16.5 or "16" is a mistake in the file, not a size.
            const double bits = object.value(QLatin1String("bits")).toDouble(-1);
            const double hashes = object.value(QLatin1String("hashes")).toDouble(-1);
            if (bits < 1 || bits > 1e9 || bits != std::floor(bits))
                return fail(QStringLiteral("\"bits\" must be a whole number from 1"));
            if (hashes < 1 || hashes > 64 || hashes != std::floor(hashes))
                return fail(QStringLiteral("\"hashes\" must be a whole number from 1 to 64"));
            step.bits = static_cast<quint64>(bits);
            step.hashes = static_cast<quint32>(hashes);
            step.hash = object.value(QLatin1String("hash")).toString();
            if (!step.hash.isEmpty() && !hashKind(step.hash))
                return fail(QStringLiteral("unknown hash \"%1\"").arg(step.hash));
            // Up to 2^53, which a JSON number holds exactly.
            const double seed = object.value(QLatin1String("seed")).toDouble(0);
            if (seed < 0 || seed > 9007199254740992.0 || seed != std::floor(seed))
                return fail(QStringLiteral("\"seed\" must be a whole number from 0"));
            step.seed = static_cast<quint64>(seed);
        }
        if (step.action == ScriptAction::Set || step.action == ScriptAction::Feed) {
            step.input = object.value(QLatin1String("input")).toString();
            step.value = object.value(QLatin1String("value")).toDouble(std::nan(""));
            if (step.action == ScriptAction::Set && step.input.isEmpty())
                return fail(QStringLiteral("\"input\" is missing"));
            if (!std::isfinite(step.value))
                return fail(QStringLiteral("\"value\" must be a number"));
            if (step.action == ScriptAction::Feed && (step.value < 1 || step.value != std::floor(step.value)))
                return fail(QStringLiteral("\"value\" must be a whole number of keys from 1"));
        }
        if (step.action == ScriptAction::WaitForUser && step.expect.isEmpty())
            return fail(QStringLiteral("\"expect\" is missing"));
        result.script << step;
    }
    return result;
}

QJsonArray toJson(const Script &script)
{
    QJsonArray steps;
    for (const ScriptStep &step : script) {
        QJsonObject object {{QStringLiteral("do"), actionName(step.action)}};
        const std::pair<const char *, const QString *> fields[] {{"key", &step.key}, {"text", &step.text},
            {"example", &step.example}, {"expect", &step.expect}, {"input", &step.input},
            {"filter", &step.filter}};
        for (const auto &[name, value] : fields) {
            if (!value->isEmpty())
                object.insert(QLatin1String(name), *value);
        }
        if (step.action == ScriptAction::Configure) {
            object.insert(QStringLiteral("bits"), static_cast<double>(step.bits));
            object.insert(QStringLiteral("hashes"), static_cast<double>(step.hashes));
            if (!step.hash.isEmpty())
                object.insert(QStringLiteral("hash"), step.hash);
            if (step.seed != 0)
                object.insert(QStringLiteral("seed"), static_cast<double>(step.seed));
        }
        if (step.action == ScriptAction::Set || step.action == ScriptAction::Feed)
            object.insert(QStringLiteral("value"), step.value);
        steps.append(object);
    }
    return steps;
}

std::optional<bloom::HashKind> hashKind(const QString &name)
{
    if (name.isEmpty() || name == QLatin1String("enhanced-remixed"))
        return bloom::HashKind::Enhanced;
    if (name == QLatin1String("article"))
        return bloom::HashKind::Article;
    if (name == QLatin1String("double"))
        return bloom::HashKind::PlainDouble;
    return std::nullopt;
}

} // namespace ScriptData
