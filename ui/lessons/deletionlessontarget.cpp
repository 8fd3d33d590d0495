#include "deletionlessontarget.h"

#include "common/keytext.h"
#include "deletion/deletioncontroller.h"
#include "deletion/deletionmodel.h"
#include "deletion/deletionpage.h"
#include "script/scriptrunner.h"
#include "script/scripttexts.h"
#include "session/sessiondata.h"

#include <QStringListModel>
#include <QUndoStack>

bool DeletionLessonTarget::setUp(const Script &setup)
{
    // Built on a model of its own, so a refused set-up leaves the stage as it was.
    DeletionModel scratch;
    QStringList keys;
    for (const ScriptStep &step : setup) {
        switch (step.action) {
        case ScriptAction::ResetArticle:
            scratch.resetToArticle();
            keys = scratch.current().keys;
            break;
        case ScriptAction::LoadExample: {
            const auto id = ScriptTexts::exampleFromName(step.example);
            if (!id)
                return false;
            const bloom::WorkedExample &example = bloom::workedExample(*id);
            scratch.reset(example.bits, example.hashes, bloom::workedExampleHash(example), {});
            keys.clear();
            break;
        }
        case ScriptAction::Configure:
            if (!Session::isTeachingSize(step.bits, step.hashes))
                return false;
            scratch.reset(step.bits, step.hashes, nullptr, {});
            keys.clear();
            break;
        case ScriptAction::Add:
            if (!KeyText::refusal(step.key).isEmpty())
                return false;
            if (!keys.contains(step.key)) {
                keys << step.key;
                scratch.add(step.key);
            }
            break;
        default: return false;
        }
    }
    m_controller->replaceState(scratch.current(), QString());
    m_controller->undoStack()->clear();
    // The log tells this step's story only.
    m_controller->eventsModel()->setStringList({});
    return true;
}

void DeletionLessonTarget::run(const Script &script)
{
    m_controller->runScript(script);
}

ScriptRunner *DeletionLessonTarget::runner() const
{
    return m_controller->runner();
}

QUndoStack *DeletionLessonTarget::undoStack() const
{
    return m_controller->undoStack();
}

std::optional<double> DeletionLessonTarget::measure(const QString &name, const QString &key) const
{
    const DeletionState &state = m_controller->model()->current();
    const std::string utf8 = key.toStdString();
    if (name == QLatin1String("plain-contains"))
        return state.plain.mightContain(utf8) ? 1.0 : 0.0;
    if (name == QLatin1String("counting-contains"))
        return state.counting.mightContain(utf8) ? 1.0 : 0.0;
    if (name == QLatin1String("counting-memory-ratio"))
        return static_cast<double>(state.counting.memoryBytes() * 8) / static_cast<double>(state.bits);
    return std::nullopt;
}

void DeletionLessonTarget::writeSection(Session::Data &session) const
{
    DeletionPage::writeSection(m_controller->model()->current(), session);
}
