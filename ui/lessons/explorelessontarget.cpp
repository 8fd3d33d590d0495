#include "explorelessontarget.h"

#include "common/keytext.h"
#include "explore/explorecontroller.h"
#include "explore/explorepage.h"
#include "script/scripttexts.h"
#include "session/sessiondata.h"

#include <QUndoStack>

#include <set>

bool ExploreLessonTarget::setUp(const Script &setup)
{
    ExploreState state;
    for (const ScriptStep &step : setup) {
        switch (step.action) {
        case ScriptAction::LoadExample: {
            const auto id = ScriptTexts::exampleFromName(step.example);
            if (!id)
                return false;
            state = exampleState(bloom::workedExample(*id));
            break;
        }
        case ScriptAction::Configure: {
            const auto hash = ScriptData::hashKind(step.hash);
            if (!Session::isTeachingSize(step.bits, step.hashes) || !hash)
                return false;
            state = sizedState(step.bits, step.hashes, *hash, step.seed);
            break;
        }
        case ScriptAction::Add:
            if (!KeyText::refusal(step.key).isEmpty())
                return false;
            if (!state.keys.contains(step.key))
                state.keys << step.key;
            break;
        case ScriptAction::Check: break; // a check leaves the filter as it was
        default: return false;
        }
    }
    m_controller->replaceState(state, QString(), QString());
    // The learner's undo takes back what they did in this step, never the step's own set-up.
    m_controller->undoStack()->clear();
    return true;
}

void ExploreLessonTarget::run(const Script &script)
{
    m_controller->runScript(script);
}

ScriptRunner *ExploreLessonTarget::runner() const
{
    return m_controller->runner();
}

QUndoStack *ExploreLessonTarget::undoStack() const
{
    return m_controller->undoStack();
}

QList<quint64> ExploreLessonTarget::positionsOf(const QString &key) const
{
    std::set<quint64> distinct;
    for (std::uint64_t position : m_controller->model()->filter().positions(key.toStdString()))
        distinct.insert(position);
    return {distinct.cbegin(), distinct.cend()};
}

std::optional<double> ExploreLessonTarget::measure(const QString &name, const QString &key) const
{
    const bloom::BloomFilter &filter = m_controller->model()->filter();
    if (name == QLatin1String("set-bits"))
        return static_cast<double>(filter.setBitCount());
    if (name == QLatin1String("decimal")) {
        const auto text = bloom::encodeBits(filter, bloom::TextEncoding::Decimal);
        return text ? std::optional(QString::fromStdString(*text).toDouble()) : std::nullopt;
    }
    if (name == QLatin1String("keys"))
        return static_cast<double>(m_controller->model()->keys().size());
    if (name == QLatin1String("contains"))
        return filter.mightContain(key.toStdString()) ? 1.0 : 0.0;
    return std::nullopt;
}

void ExploreLessonTarget::writeSection(Session::Data &session) const
{
    ExplorePage::writeSection(*m_controller->model(), session);
}
