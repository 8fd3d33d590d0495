#pragma once
// A script is plain data: the steps of a preset, a hazard, and later a lesson or a quiz question.
// One ScriptRunner plays any script against the controller that owns the filters; the steps name
// keys and text ids, never people's words (those come from ScriptTexts, translated).

#include <bloom/hash.h>

#include <QJsonArray>
#include <QList>
#include <QString>

#include <optional>

enum class ScriptAction {
    Narrate, // show text: a ScriptTexts id
    LoadExample, // set m, k and the scripted positions of an article's worked example (example)
    Configure, // a fresh, empty filter of `bits` and `hashes`, hashed by `hash` with `seed`
    ResetArticle, // the deletion demo's starting point: the username article's keys
    Add,
    Check,
    Remove, // from the counting filter
    NaiveDelete, // clear the key's bits in the plain filter
    AddRepeatedly, // add until a counter saturates
    RemoveRepeatedly, // remove as often as it was added
    WaitForUser, // hold until the user does `expect` (e.g. "add") with `key`, if given
    Predict, // hold until the user answers the question in `text`
    Set, // set a demo's numeric input (`input`: "bits", "keys", "hashes", "tightening", …) to `value`
    Feed, // feed `value` more generated keys (the scalable demo)
    Fill, // add generated keys to the deletion demo's cuckoo filter until its relocations run out
};

struct ScriptStep {
    ScriptAction action = ScriptAction::Narrate;
    QString key; // Add, Check, Remove, NaiveDelete, *Repeatedly, WaitForUser
    QString text; // Narrate and Predict: a ScriptTexts id
    QString example; // LoadExample: a worked example's name, as workedExampleId() reads it
    QString expect; // WaitForUser: the action the user is asked to do ("add", "check", ...)
    quint64 bits = 0; // Configure: m
    quint32 hashes = 0; // Configure: k
    // Configure: the hashing, "article", "double" or "enhanced-remixed" (the default when empty),
    // and its seed (the article's hash takes none).
    QString hash {};
    quint64 seed = 0;
    QString input {}; // Set: which input
    double value = 0.0; // Set: the new value; Feed: how many keys
    // Add, Check, Remove, AddRepeatedly: "cuckoo" acts on the deletion demo's cuckoo filter alone;
    // empty, on the filters the action names (Check and Remove: the counting filter).
    QString filter {};

    friend bool operator==(const ScriptStep &, const ScriptStep &) = default;
};

using Script = QList<ScriptStep>;

namespace ScriptData {
// The action as written in a script file ("narrate", "add", ...), and back.
QString actionName(ScriptAction action);
std::optional<ScriptAction> actionFromName(const QString &name);

struct ReadResult {
    Script script;
    QString error; // empty when the script read completely; then names the step and the field
};
// Reads [{"do": "add", "key": "apple"}, {"do": "narrate", "text": "preset.fruits8.intro"}, ...].
// A script with any unknown action, missing field or unknown text id is refused whole.
ReadResult fromJson(const QJsonArray &steps);
QJsonArray toJson(const Script &script);
// The hashing a Configure step names; nullopt for a name no script may use.
std::optional<bloom::HashKind> hashKind(const QString &name);
} // namespace ScriptData
