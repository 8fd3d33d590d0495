#include "fprlessontarget.h"

#include "fpr/fprcontroller.h"
#include "fpr/fprsection.h"
#include "session/sessiondata.h"

#include <bloom/math.h>

#include <QUndoStack>

#include <array>
#include <cmath>
#include <utility>

namespace {
constexpr std::array kInputs {
    FprController::Input::Bits, FprController::Input::Keys, FprController::Input::Hashes};

std::optional<FprController::Input> inputFromName(const QString &name)
{
    for (FprController::Input input : kInputs) {
        if (FprLessonTarget::inputName(static_cast<int>(input)) == name)
            return input;
    }
    return std::nullopt;
}

bool applySet(FprSection &state, const ScriptStep &step)
{
    const auto input = inputFromName(step.input);
    if (!input || step.value < 1)
        return false;
    switch (*input) {
    case FprController::Input::Bits: state.bits = step.value; break;
    case FprController::Input::Keys: state.keys = step.value; break;
    case FprController::Input::Hashes: state.hashes = static_cast<int>(step.value); break;
    }
    return true;
}
} // namespace

FprLessonTarget::FprLessonTarget(FprController *controller)
    : m_controller(controller), m_runner(new ScriptRunner(this, nullptr, controller))
{
    QObject::connect(controller, &FprController::inputsChanged, m_runner, [this] { reportInputs(); });
    QObject::connect(controller, &FprController::experimentChanged, m_runner, [this] { reportExperiment(); });
}

void FprLessonTarget::reportExperiment()
{
    if (m_controller->runningJob() == FprController::Job::Schemes) {
        m_comparing = true;
        return;
    }
    if (!std::exchange(m_comparing, false) || m_controller->schemeResults().isEmpty())
        return;
    m_runner->userDid(QStringLiteral("run-schemes"), QString());
}

QString FprLessonTarget::inputName(int input)
{
    switch (static_cast<FprController::Input>(input)) {
    case FprController::Input::Bits: return QStringLiteral("bits");
    case FprController::Input::Keys: return QStringLiteral("keys");
    case FprController::Input::Hashes: return QStringLiteral("hashes");
    }
    return {};
}

bool FprLessonTarget::setUp(const Script &setup)
{
    FprSection state;
    for (const ScriptStep &step : setup) {
        if (step.action != ScriptAction::Set || !applySet(state, step))
            return false;
    }
    m_controller->replaceState(state, QString());
    m_controller->undoStack()->clear();
    return true;
}

void FprLessonTarget::run(const Script &script)
{
    m_runner->start(script);
}

QUndoStack *FprLessonTarget::undoStack() const
{
    return m_controller->undoStack();
}

ScriptTarget::Outcome FprLessonTarget::perform(const ScriptStep &step)
{
    switch (step.action) {
    case ScriptAction::Set: {
        const auto input = inputFromName(step.input);
        if (!input)
            return Outcome::Refused;
        m_controller->setInput(*input, step.value);
        return Outcome::Done;
    }
    case ScriptAction::Narrate:
    case ScriptAction::WaitForUser:
    case ScriptAction::Predict: return Outcome::Done;
    default: return Outcome::Refused;
    }
}

void FprLessonTarget::reportInputs()
{
    // Whichever slider moved, the held step says which value it waits for.
    const FprSection state = m_controller->state();
    m_runner->userDid(QStringLiteral("set-bits"), QString::number(state.bits, 'f', 0))
        || m_runner->userDid(QStringLiteral("set-keys"), QString::number(state.keys, 'f', 0))
        || m_runner->userDid(QStringLiteral("set-hashes"), QString::number(state.hashes));
}

std::optional<double> FprLessonTarget::measure(const QString &name, const QString &key) const
{
    Q_UNUSED(key);
    const FprSection state = m_controller->state();
    if (name == QLatin1String("rate-percent"))
        return 100.0
            * bloom::falsePositiveRate(static_cast<std::uint64_t>(state.bits),
                static_cast<std::uint64_t>(state.keys), static_cast<std::uint32_t>(state.hashes));
    if (name == QLatin1String("megabytes"))
        return state.bits / 8.0 / 1e6;
    if (name == QLatin1String("gigabytes"))
        return state.bits / 8.0 / 1e9;
    if (name == QLatin1String("bits"))
        return state.bits;
    if (name == QLatin1String("keys"))
        return state.keys;
    if (name == QLatin1String("hashes"))
        return state.hashes;
    return std::nullopt;
}

void FprLessonTarget::writeSection(Session::Data &session) const
{
    session.setSection(fprSectionFormat().name, m_controller->state());
}
