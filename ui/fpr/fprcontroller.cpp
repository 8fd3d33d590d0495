#include "fprcontroller.h"

#include "fpr/experimentrunner.h"

#include <bloom/bloom.h>

#include <QElapsedTimer>
#include <QLocale>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace {

// As the controls show a state: whole numbers within their ranges, and only the calculator fields
// with text in them, so two states that look the same compare equal and an edit that changes
// nothing on screen records no step.
FprInputs::State normalized(FprInputs::State state)
{
    using namespace FprLimits;
    state.bits = std::clamp(std::round(state.bits), kMinBits, kMaxBits);
    state.keys = std::clamp(std::round(state.keys), kMinKeys, kMaxKeys);
    state.hashes = std::clamp(state.hashes, 1, static_cast<int>(bloom::kMaxHashes));
    state.calculator.removeIf([](QMap<QString, QString>::iterator field) { return field->isEmpty(); });
    return state;
}

FprInputs::State initialState()
{
    FprInputs::State state;
    state.calculator.insert(QStringLiteral("keyLength"), QLocale().toString(FprLimits::kDefaultKeyLength));
    return state;
}

} // namespace

FprController::FprController(QObject *parent)
    : QObject(parent),
      m_inputs(new FprInputs(initialState(), this)),
      m_update(new QTimer(this)),
      m_exactLater(new QTimer(this)),
      m_runner(new ExperimentRunner(this))
{
    m_update->setSingleShot(true);
    m_update->setInterval(0); // merges every change of one drag step into one update
    connect(m_update, &QTimer::timeout, this, [this] { updateCurves(false); });
    m_exactLater->setSingleShot(true);
    m_exactLater->setInterval(200); // the exact curves, once the drag pauses
    connect(m_exactLater, &QTimer::timeout, this, [this] { updateCurves(true); });
    connect(m_inputs, &FprInputs::restored, this, [this] {
        // Typing after an undo starts a step of its own, even in the same field.
        m_typingField.clear();
        emit inputsChanged();
        followInputs(true);
    });

    // Measure's status depends on the inputs too (status()): the stages that show it look again.
    connect(this, &FprController::inputsChanged, this, [this] {
        if (m_measureTied)
            emit experimentChanged();
    });
    connect(m_runner, &ExperimentRunner::progress, this, &FprController::onProgress);
    connect(m_runner, &ExperimentRunner::resultReady, this, &FprController::onResult);
    connect(m_runner, &ExperimentRunner::failed, this, &FprController::onFailed);
    connect(m_runner, &ExperimentRunner::finished, this, &FprController::onFinished);
    updateCurves(true);
}

FprController::~FprController()
{
    // The runner is a child, destroyed after this object's members: what its worker posted last
    // must not reach them.
    disconnect(m_runner, nullptr, this, nullptr);
}

FprParameters FprController::parameters() const
{
    const FprInputs::State now = m_inputs->state();
    return {now.bits, now.keys, now.hashes};
}

bool FprController::commit(const FprInputs::State &state, const QString &text, int gesture)
{
    const FprInputs::State next = normalized(state);
    if (next == m_inputs->state())
        return false;
    m_inputs->record(next, text, gesture);
    emit inputsChanged();
    return true;
}

void FprController::setInput(Input input, double value, int gesture)
{
    FprInputs::State next = m_inputs->state();
    switch (input) {
    case Input::Bits: next.bits = value; break;
    case Input::Keys: next.keys = value; break;
    case Input::Hashes: next.hashes = static_cast<int>(std::lround(value)); break;
    }
    next = normalized(next);
    const QString shown = QLocale().toString(input == Input::Bits ? next.bits
            : input == Input::Keys                                ? next.keys
                                                                  : next.hashes,
        'f', 0);
    const QString text = input == Input::Bits ? tr("Set m to %1").arg(shown)
        : input == Input::Keys                ? tr("Set n to %1").arg(shown)
                                              : tr("Set k to %1").arg(shown);
    if (commit(next, text, gesture))
        followInputs(false);
}

void FprController::setParameters(const FprParameters &parameters)
{
    FprInputs::State next = m_inputs->state();
    next.bits = parameters.bits;
    next.keys = parameters.keys;
    next.hashes = parameters.hashes;
    if (commit(next, tr("Set m, n and k")))
        followInputs(false);
}

void FprController::typeCalculatorField(const QString &field, const QString &text)
{
    FprInputs::State next = m_inputs->state();
    next.calculator.insert(field, text);
    if (normalized(next) == m_inputs->state())
        return;
    if (m_typingField != field) {
        m_typingField = field;
        m_typingGesture = m_inputs->newGesture();
    }
    commit(next, tr("Edit the sizing calculator"), m_typingGesture);
}

void FprController::endCalculatorTyping()
{
    m_typingField.clear();
}

void FprController::setCalculatorTexts(const QMap<QString, QString> &texts)
{
    m_typingField.clear();
    FprInputs::State next = m_inputs->state();
    next.calculator = texts;
    commit(next, tr("Fill the sizing calculator"));
}

void FprController::replaceState(const FprInputs::State &state, const QString &undoText)
{
    m_typingField.clear();
    // Shown at once, as an undo is: a whole new state is no drag to keep up with.
    if (commit(state, undoText))
        followInputs(true);
}

void FprController::followInputs(bool now)
{
    if (parameters() == m_curvesFor && !m_update->isActive())
        return;
    if (now)
        updateCurves(false);
    else
        m_update->start();
    m_exactLater->start();
}

void FprController::updateCurves(bool withExact)
{
    QElapsedTimer timer;
    timer.start();
    m_update->stop();
    if (withExact)
        m_exactLater->stop();
    const FprParameters p = parameters();
    m_curves[ByKeys] = FprCurves::versusKeys(p, withExact);
    // Measurements belong to the (m, k) they were taken at; after a change they would mislead.
    if (m_measuredFor.bits == p.bits && m_measuredFor.hashes == p.hashes)
        m_curves[ByKeys].measured = m_measured;
    m_curves[ByHashes] = FprCurves::versusHashes(p, withExact);
    m_curves[ByBitsPerKey] = FprCurves::versusBitsPerKey(p, withExact);
    m_curvesFor = p;
    ++m_updates;
    for (int chart = 0; chart < kChartCount; ++chart)
        emit curvesChanged(chart);
    const double elapsed = double(timer.nsecsElapsed()) / 1e6;
    // The budget is for live updates during a drag; the exact curves come later, once it pauses.
    if (!withExact)
        m_lastUpdateMs = elapsed;
    const QString exactNote = p.bits > double(bloom::kExactFprMaxBits)
        ? tr("exact curve shown for m ≤ %1").arg(QLocale().toString(bloom::kExactFprMaxBits))
        : QString();
    m_updateText = tr("Charts updated in %1 ms").arg(QLocale().toString(elapsed, 'f', 1))
        + (exactNote.isEmpty() ? QString() : QStringLiteral(" · ") + exactNote);
    emit curvesUpdated();
}
