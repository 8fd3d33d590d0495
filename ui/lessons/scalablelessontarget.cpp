#include "scalablelessontarget.h"

#include "scalable/scalablecontroller.h"
#include "scalable/scalablesection.h"
#include "session/sessiondata.h"

#include <QUndoStack>

#include <algorithm>

namespace {
// Applies a "set" step to the parameters; false for an input the scalable demo does not have.
bool applySet(bloom::ScalableParameters &parameters, const ScriptStep &step)
{
    if (step.input == QLatin1String("capacity") && step.value >= 1)
        parameters.initialCapacity = static_cast<std::uint64_t>(step.value);
    else if (step.input == QLatin1String("rate"))
        parameters.targetFpr = step.value;
    else if (step.input == QLatin1String("growth"))
        parameters.growthFactor = step.value;
    else if (step.input == QLatin1String("tightening"))
        parameters.tighteningRatio = step.value;
    else
        return false;
    return static_cast<bool>(bloom::ScalableBloomFilter::validate(parameters));
}
} // namespace

ScalableLessonTarget::ScalableLessonTarget(ScalableController *controller)
    : m_controller(controller), m_runner(new ScriptRunner(this, nullptr, controller))
{
    QObject::connect(controller->model(), &ScalableModel::changed, m_runner, [this] { onModelChanged(); });
}

bool ScalableLessonTarget::setUp(const Script &setup)
{
    bloom::ScalableParameters parameters;
    quint64 fed = 0;
    for (const ScriptStep &step : setup) {
        if (step.action == ScriptAction::Set && applySet(parameters, step) && fed == 0)
            continue;
        if (step.action == ScriptAction::Feed && step.value >= 1) {
            fed += static_cast<quint64>(step.value);
            continue;
        }
        return false;
    }
    if (fed > parameters.initialCapacity * ScalableModel::kMaxFeedFactor)
        return false;
    m_controller->restore(ScalableController::sectionOf(parameters, fed));
    m_controller->undoStack()->clear();
    m_fed = m_controller->model()->current().fed;
    return true;
}

void ScalableLessonTarget::run(const Script &script)
{
    m_runner->start(script);
}

QUndoStack *ScalableLessonTarget::undoStack() const
{
    return m_controller->undoStack();
}

ScriptTarget::Outcome ScalableLessonTarget::perform(const ScriptStep &step)
{
    switch (step.action) {
    case ScriptAction::Feed:
        if (step.value < 1)
            return Outcome::Refused;
        {
            // In twenty parts, as a session is restored: one part would draw the growth chart's
            // curves as a single straight segment. The parts merge into one undo step.
            const auto total = static_cast<quint64>(step.value);
            const quint64 part = std::max<quint64>(1, total / 20);
            for (quint64 fed = 0; fed < total; fed += part)
                m_controller->feed(std::min(part, total - fed));
            return Outcome::Done;
        }
    case ScriptAction::Set: {
        bloom::ScalableParameters parameters = m_controller->model()->current().parameters;
        return applySet(parameters, step) && m_controller->restart(parameters) ? Outcome::Done
                                                                               : Outcome::Refused;
    }
    case ScriptAction::Narrate:
    case ScriptAction::WaitForUser:
    case ScriptAction::Predict: return Outcome::Done;
    default: return Outcome::Refused;
    }
}

void ScalableLessonTarget::onModelChanged()
{
    const quint64 fed = m_controller->model()->current().fed;
    const bool more = fed > m_fed;
    m_fed = fed;
    if (more)
        m_runner->userDid(QStringLiteral("feed"), QString());
}

std::optional<double> ScalableLessonTarget::measure(const QString &name, const QString &key) const
{
    Q_UNUSED(key);
    const ScalableModel &model = *m_controller->model();
    const bloom::ScalableBloomFilter &scalable = model.scalable();
    if (name == QLatin1String("slices"))
        return static_cast<double>(scalable.slices().size());
    if (name == QLatin1String("fixed-rate-percent"))
        return 100.0 * model.latest().fixedFpr;
    if (name == QLatin1String("scalable-rate-percent"))
        return 100.0 * model.latest().scalableFpr;
    if (name == QLatin1String("first-slice-percent"))
        return 100.0 * scalable.sliceErrorBound(0);
    if (name == QLatin1String("bound-percent"))
        return 100.0 * scalable.compoundBound();
    return std::nullopt;
}

void ScalableLessonTarget::writeSection(Session::Data &session) const
{
    session.setSection(scalableSectionFormat().name, m_controller->section());
}
