#include "numberspinbox.h"

#include "common/numberformat.h"

#include <bloom/parse.h>

#include <QCoreApplication>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace SpinText {
std::optional<double> read(QString typed, const QString &prefix, const QString &suffix)
{
    typed = typed.trimmed();
    if (const QString start = prefix.trimmed(); !start.isEmpty() && typed.startsWith(start))
        typed.remove(0, start.size());
    if (const QString end = suffix.trimmed(); !end.isEmpty() && typed.endsWith(end))
        typed.chop(end.size());
    const QString text = NumberFormat::readableCount(typed.trimmed());
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    const double plain = text.toDouble(&ok); // "." decimals: readable() made them so
    if (ok && std::isfinite(plain))
        return plain;
    if (const bloom::Result<std::uint64_t> count = bloom::parseCount(text.toStdString()))
        return static_cast<double>(*count);
    return std::nullopt;
}

void show(QSpinBox *box, int value)
{
    if (box->value() != value)
        box->setValue(value);
}

void show(QDoubleSpinBox *box, double value)
{
    // The box keeps its value rounded to its decimals: 0.025 × 100 is 2.5000000000000004.
    if (std::abs(box->value() - value) >= 0.5 * std::pow(10.0, -box->decimals()))
        box->setValue(value);
}
} // namespace SpinText

namespace {
template <typename Box> QValidator::State validateIn(const Box &box, const QString &input)
{
    const std::optional<double> value = SpinText::read(input, box.prefix(), box.suffix());
    if (!value || *value < double(box.minimum()) || *value > double(box.maximum()))
        return QValidator::Intermediate;
    return QValidator::Acceptable;
}

// Shown where the box is, so it is seen as the text goes back to the last value: a silent revert
// once looked as if 99999999 had been read as 9,999,999. Text still empty, or acceptable, says nothing.
template <typename Box>
void explainRevert(const Box &box, const QString &input, const QString &lowest, const QString &highest)
{
    if (input.trimmed().isEmpty() || validateIn(box, input) == QValidator::Acceptable)
        return;
    const QString message = SpinText::read(input, box.prefix(), box.suffix())
        ? QCoreApplication::translate("NumberSpinBox", "This box takes %1 to %2; it keeps its last value.")
              .arg(lowest, highest)
        : QCoreApplication::translate("NumberSpinBox", "“%1” is not a number; the box keeps its last value.")
              .arg(NumberFormat::leftToRight(input.trimmed().left(24)));
    QToolTip::showText(box.mapToGlobal(QPoint(0, box.height())), message, const_cast<Box *>(&box));
}
} // namespace

NumberSpinBox::NumberSpinBox(QWidget *parent) : QSpinBox(parent) { }

QValidator::State NumberSpinBox::validate(QString &input, int &pos) const
{
    Q_UNUSED(pos);
    return validateIn(*this, input);
}

int NumberSpinBox::valueFromText(const QString &text) const
{
    const std::optional<double> value = SpinText::read(text, prefix(), suffix());
    if (!value)
        return QSpinBox::valueFromText(text);
    return static_cast<int>(std::clamp(std::round(*value), double(minimum()), double(maximum())));
}

NumberDoubleSpinBox::NumberDoubleSpinBox(QWidget *parent) : QDoubleSpinBox(parent) { }

QValidator::State NumberDoubleSpinBox::validate(QString &input, int &pos) const
{
    Q_UNUSED(pos);
    return validateIn(*this, input);
}

double NumberDoubleSpinBox::valueFromText(const QString &text) const
{
    const std::optional<double> value = SpinText::read(text, prefix(), suffix());
    if (!value)
        return QDoubleSpinBox::valueFromText(text);
    return std::clamp(*value, minimum(), maximum());
}

void NumberSpinBox::fixup(QString &input) const
{
    explainRevert(*this, input, textFromValue(minimum()), textFromValue(maximum()));
}

void NumberDoubleSpinBox::fixup(QString &input) const
{
    explainRevert(*this, input, textFromValue(minimum()), textFromValue(maximum()));
}
