// The FPR lab's part of a session: the m, n and k controls and the calculator's fields as typed.

#include "fprpage.h"

#include "fpr/sizingcalculator.h"

#include <QLineEdit>

namespace {

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

void FprPage::saveSession(Session::Data &session) const
{
    const FprParameters now = parameters();
    Session::Fpr page;
    page.bits = now.bits;
    page.keys = now.keys;
    page.hashes = now.hashes;
    for (const auto &[field, name] : calculatorFields())
        page.calculator.insert(name, m_calculator->edit(field)->text());
    session.fpr = page;
}

void FprPage::restoreSession(const Session::Data &session)
{
    if (!session.fpr)
        return;
    const Session::Fpr &page = *session.fpr;
    setParameters({page.bits, page.keys, page.hashes});
    // Each field is parsed and checked as if typed, with its message beside it.
    for (const auto &[field, name] : calculatorFields())
        m_calculator->setFieldText(field, page.calculator.value(name));
}
