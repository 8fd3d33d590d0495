// The FPR lab's part of a session, which is also its undoable state (FprInputs): the m, n and k
// controls and the calculator's fields as typed. This file moves that state between the controls,
// the undo history and a session file.

#include "fprpage.h"

#include "fpr/fprsection.h"

#include <QLineEdit>
#include <QTimer>

namespace {

// The session names each calculator field, so a file stays readable when the enum changes.
const QList<QPair<SizingCalculator::Field, QString>> &calculatorFields()
{
    static const QList<QPair<SizingCalculator::Field, QString>> fields {
        {SizingCalculator::Field::Keys, QStringLiteral("keys")},
        {SizingCalculator::Field::Rate, QStringLiteral("rate")},
        {SizingCalculator::Field::Bits, QStringLiteral("bits")},
        {SizingCalculator::Field::Hashes, QStringLiteral("hashes")},
        {SizingCalculator::Field::KeyLength, QStringLiteral("keyLength")},
    };
    return fields;
}

} // namespace

FprInputs::State FprPage::controlsState() const
{
    const FprParameters now = parameters();
    FprInputs::State state;
    state.bits = now.bits;
    state.keys = now.keys;
    state.hashes = now.hashes;
    for (const auto &[field, name] : calculatorFields())
        state.calculator.insert(name, m_calculator->edit(field)->text());
    return state;
}

void FprPage::showState(const FprInputs::State &state)
{
    showParameters({state.bits, state.keys, state.hashes});
    QHash<SizingCalculator::Field, QString> texts;
    for (const auto &[field, name] : calculatorFields())
        texts.insert(field, state.calculator.value(name));
    // Each field is parsed and checked as if typed, with its message beside it.
    m_calculator->setFieldTexts(texts);
    m_typingField.reset();
    // The charts follow at once, and the exact curves a moment later, as after a drag.
    m_update->stop();
    updateCharts(false);
    m_exactLater->start();
}

void FprPage::saveSession(Session::Data &session) const
{
    session.setSection(fprSectionFormat().name, m_inputs->state());
}

void FprPage::restoreSession(const Session::Data &session)
{
    const auto *section = session.section<FprSection>(fprSectionFormat().name);
    if (!section)
        return;
    showState(*section);
    // What the controls show after clamping to their ranges is what the history keeps.
    m_inputs->record(controlsState(), tr("Open session"));
}
