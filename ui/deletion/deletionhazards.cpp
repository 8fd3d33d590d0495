// The deletion demo's scripts: the counting filter's hazards and "Reset to the article", read from
// resources/scripts/hazards.json, and the steps the controller performs for the ScriptRunner.
#include "deletioncontroller.h"

#include "common/errormessages.h"
#include "common/keytext.h"
#include "common/numberformat.h"
#include "player/narration.h"
#include "player/traceplayer.h"
#include "script/scripttexts.h"
#include "session/sessiondata.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopedValueRollback>
#include <QStringListModel>

namespace {
const QString kScriptsFile = QStringLiteral(":/bloomlab/scripts/hazards.json");

QString hazardName(DeletionController::Hazard hazard)
{
    switch (hazard) {
    case DeletionController::Hazard::RemoveFalsePositive: return QStringLiteral("remove-false-positive");
    case DeletionController::Hazard::RemoveAbsent: return QStringLiteral("remove-absent");
    case DeletionController::Hazard::Saturate: return QStringLiteral("saturate");
    case DeletionController::Hazard::CuckooRemoveAbsent: return QStringLiteral("cuckoo-remove-absent");
    case DeletionController::Hazard::CuckooDuplicates: return QStringLiteral("cuckoo-duplicates");
    case DeletionController::Hazard::CuckooFull: return QStringLiteral("cuckoo-full");
    }
    return {};
}

// Keys in a script are data, checked as a user's would be; a bad one is the script's fault.
bool isValidKey(const QString &key)
{
    if (KeyText::refusal(key).isEmpty())
        return true;
    qWarning("Deletion script: the key \"%s\" is not a valid key", qPrintable(key));
    return false;
}
} // namespace

std::optional<Script> DeletionController::readScript(const QByteArray &json, const QString &name)
{
    const auto refuse = [&name](const QString &why) {
        qWarning("Deletion script \"%s\" refused: %s", qPrintable(name), qPrintable(why));
        return std::nullopt;
    };
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError)
        return refuse(QStringLiteral("%1 at offset %2").arg(parse.errorString()).arg(parse.offset));
    if (!document.isObject())
        return refuse(QStringLiteral("the file is not a JSON object of named scripts"));
    const QJsonValue steps = document.object().value(name);
    if (!steps.isArray())
        return refuse(QStringLiteral("no script of that name"));
    ScriptData::ReadResult read = ScriptData::fromJson(steps.toArray());
    if (!read.error.isEmpty())
        return refuse(read.error);
    if (read.script.isEmpty())
        return refuse(QStringLiteral("the script has no steps"));
    // A fresh start's text is its undo step's label, which ScriptData leaves unchecked.
    for (qsizetype i = 0; i < read.script.size(); ++i) {
        const ScriptStep &step = read.script.at(i);
        const bool startsOver
            = step.action == ScriptAction::ResetArticle || step.action == ScriptAction::LoadExample;
        if (startsOver && !ScriptTexts::contains(step.text))
            return refuse(QStringLiteral("step %1: unknown text id \"%2\"").arg(i + 1).arg(step.text));
    }
    return read.script;
}

std::optional<Script> DeletionController::script(const QString &name)
{
    QFile file(kScriptsFile);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning(
            "Deletion script \"%s\" refused: %s cannot be read", qPrintable(name), qPrintable(kScriptsFile));
        return std::nullopt;
    }
    return readScript(file.readAll(), name);
}

std::optional<Script> DeletionController::hazardScript(Hazard hazard)
{
    return script(hazardName(hazard));
}

void DeletionController::runHazard(Hazard hazard)
{
    const std::optional<Script> steps = hazardScript(hazard);
    if (!steps) {
        showMessage(tr("This demo cannot run: its script is damaged. Nothing changed."));
        return;
    }
    startScript(*steps);
}

void DeletionController::resetToArticle()
{
    const std::optional<Script> steps = script(QStringLiteral("reset"));
    if (!steps) {
        showMessage(tr("The article's starting point cannot be loaded: its script is damaged."));
        return;
    }
    // A message about the last thing done by hand no longer applies to the article's start (the
    // red "select a key" stayed under the reset arrays). No animation follows, so a paused player
    // stays paused.
    showMessage({});
    m_runner->start(*steps);
}

void DeletionController::startOver(const QString &undoText, std::function<void(DeletionModel &)> action)
{
    push(undoText, std::move(action));
    m_events->setStringList({}); // the log tells one story: this one
    m_pendingEvents.clear();
    clearAnimation();
}

ScriptTarget::Outcome DeletionController::perform(const ScriptStep &step)
{
    const QScopedValueRollback performing(m_performingStep, true);
    // Undo puts back what showed before the step, not the cleared marks it starts from.
    const QScopedValueRollback before(m_shownBeforeStep, std::optional(shownAtRest()));
    return holdingKeys([&] { return performStep(step); });
}

ScriptTarget::Outcome DeletionController::performStep(const ScriptStep &step)
{
    // Each step's animation replaces the last one's marks, on every array.
    m_plainTrace.reset();
    m_cuckooTrace.reset();
    m_brokenBits.clear();
    if (!step.filter.isEmpty() || step.action == ScriptAction::Fill)
        return performCuckoo(step);
    switch (step.action) {
    case ScriptAction::ResetArticle:
        startOver(step.text.isEmpty() ? tr("Reset to the article") : ScriptTexts::text(step.text),
            [](DeletionModel &model) { model.resetToArticle(); });
        return Outcome::Done;
    case ScriptAction::LoadExample: {
        const auto id = ScriptTexts::exampleFromName(step.example);
        if (!id)
            return Outcome::Refused;
        // The example's size and positions, with no keys: the script adds them.
        const bloom::WorkedExample &example = bloom::workedExample(*id);
        startOver(step.text.isEmpty() ? ScriptTexts::exampleTitle(*id) : ScriptTexts::text(step.text),
            [&example](DeletionModel &model) {
                model.reset(example.bits, example.hashes, bloom::workedExampleHash(example), {});
            });
        return Outcome::Done;
    }
    case ScriptAction::Configure:
        if (!Session::isTeachingSize(step.bits, step.hashes))
            return Outcome::Refused;
        startOver(tr("Change settings"), [bits = step.bits, hashes = step.hashes](DeletionModel &model) {
            model.reset(bits, hashes, nullptr, {});
        });
        return Outcome::Done;
    case ScriptAction::Narrate:
    case ScriptAction::WaitForUser:
    case ScriptAction::Predict:
        if (!step.text.isEmpty())
            logEvent(ScriptTexts::text(step.text));
        return Outcome::Done;
    case ScriptAction::Add:
        if (!isValidKey(step.key))
            return Outcome::Refused;
        return runAdd(step.key) ? Outcome::Animating : Outcome::Done;
    case ScriptAction::NaiveDelete:
        if (!isValidKey(step.key))
            return Outcome::Refused;
        return runDelete(step.key) ? Outcome::Animating : Outcome::Refused;
    case ScriptAction::Check: return isValidKey(step.key) ? performCheck(step.key) : Outcome::Refused;
    case ScriptAction::Remove: return isValidKey(step.key) ? performRemove(step.key) : Outcome::Refused;
    case ScriptAction::AddRepeatedly:
    case ScriptAction::RemoveRepeatedly:
        return isValidKey(step.key) ? performRepeatedly(step) : Outcome::Refused;
    case ScriptAction::Set:
    case ScriptAction::Feed: return Outcome::Refused; // the FPR lab's and the scalable demo's
    case ScriptAction::Fill: return Outcome::Refused; // handled above
    }
    return Outcome::Refused;
}

ScriptTarget::Outcome DeletionController::performCheck(const QString &key)
{
    const QString quoted = Narration::quoted(key);
    const bloom::Trace trace = m_model->checkCounting(key);
    const bool added = m_model->countingKeys().contains(key);
    // Loaded first: the log tells what the check found once its animation has shown it.
    m_countingTrace = trace;
    m_player->load(trace);
    if (!trace.result && added)
        logEvent(
            tr("%1 is now reported absent: counter %2 is 0. A false negative, although it was added.")
                .arg(quoted, NumberFormat::index(static_cast<qint64>(trace.steps.back().probe.position))));
    else if (!trace.result)
        logEvent(
            tr("%1 is definitely absent: counter %2 is 0.")
                .arg(quoted, NumberFormat::index(static_cast<qint64>(trace.steps.back().probe.position))));
    else if (!added && m_model->current().keys.contains(key))
        logEvent(tr("%1 was removed as often as it was added, yet it is still reported present: its stuck "
                    "counter can never reach 0. Saturation costs false positives, never false negatives.")
                     .arg(quoted));
    else if (!added)
        logEvent(tr("%1 was never added, yet every one of its counters is above 0: a false positive.")
                     .arg(quoted));
    else
        logEvent(tr("%1 is still found.").arg(quoted));
    return Outcome::Animating;
}

ScriptTarget::Outcome DeletionController::performRemove(const QString &key)
{
    const QString quoted = Narration::quoted(key);
    std::optional<bloom::Result<bloom::RemoveReport>> report;
    // Pushed even when refused, as the demo always did: the step shows in the history.
    push(tr("Remove %1").arg(quoted), [&](DeletionModel &model) { report = model.removeCounting(key); });
    m_countingTrace = *report ? (*report)->trace : m_model->checkCounting(key);
    // Loaded first: the log tells what the remove did once its animation has shown it.
    m_player->load(*m_countingTrace);
    if (!*report) {
        logEvent(ErrorMessages::forError(report->error()) + QLatin1Char(' ') + tr("Nothing changed."));
    } else {
        logEvent(m_model->current().keys.contains(key)
                ? tr("%1 is removed: its counters go down by one.").arg(quoted)
                : tr("Removing %1 is accepted: nothing can tell it was never added. Its counters go down by "
                     "one, and those counters belong to other keys.")
                      .arg(quoted));
    }
    return Outcome::Animating;
}

ScriptTarget::Outcome DeletionController::performRepeatedly(const ScriptStep &step)
{
    const QString quoted = Narration::quoted(step.key);
    const bool adding = step.action == ScriptAction::AddRepeatedly;
    // One more than a counter holds: enough to saturate it, and to undo every add.
    const int times = static_cast<int>(m_model->current().counting.counterMax()) + 1;
    bool stuck = false;
    push(adding ? tr("Add %1 %2 times").arg(quoted, NumberFormat::integer(times))
                : tr("Remove %1 %2 times").arg(quoted, NumberFormat::integer(times)),
        [&](DeletionModel &model) {
            for (int i = 0; i < times; ++i) {
                if (adding && i == 0) {
                    model.add(step.key); // into both filters and the key list
                } else if (adding) {
                    model.addCounting(step.key);
                } else if (auto report = model.removeCounting(step.key); report && report->hitSaturated) {
                    stuck = true;
                }
            }
        });
    const quint64 cell = m_model->current().counting.positions(step.key.toStdString()).front();
    const int value = static_cast<int>(m_model->current().counting.counter(cell));
    if (adding) {
        // Only the first add reaches the other filters and the key list; the rest go to the counters.
        logEvent(tr("%1 added %2 times to the counting filter (once to the others): counter %3 reached %4, "
                    "the most it can hold, and is now stuck.")
                     .arg(quoted, NumberFormat::integer(times),
                         NumberFormat::index(static_cast<qint64>(cell)), NumberFormat::integer(value)));
    } else {
        logEvent(
            tr("%1 removed %2 times: counter %3 stays at %4%5. A stuck counter is never decremented, so it "
               "cannot wrap to 0 and cause a false negative.")
                .arg(quoted, NumberFormat::integer(times), NumberFormat::index(static_cast<qint64>(cell)),
                    NumberFormat::integer(value),
                    stuck ? tr(" (each remove reported it stuck)") : QString()));
    }
    // Hundreds of operations have no one trace to play: the counters show the outcome at rest.
    m_countingTrace.reset();
    m_player->clear();
    return Outcome::Done;
}
