#include "numberformat.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace {
const QChar kRightToLeftMark(0x200F);

QString leftToRightIn(const QLocale &locale, const QString &text)
{
    return locale.textDirection() == Qt::RightToLeft ? NumberFormat::leftToRight(text) : text;
}
} // namespace

namespace NumberFormat {

QString leftToRight(const QString &text)
{
    return QStringLiteral("\u2066") + text + QStringLiteral("\u2069");
}

QString inReadingDirection(const QString &text)
{
    if (!QGuiApplication::isRightToLeft() || text.isEmpty())
        return text;
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line.prepend(kRightToLeftMark);
    return lines.join(QLatin1Char('\n'));
}

QString withoutReadingMarks(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines) {
        if (line.startsWith(kRightToLeftMark))
            line.remove(0, 1);
    }
    return lines.join(QLatin1Char('\n'));
}

QString scientific(double value, int significant)
{
    const QLocale locale;
    if (value == 0.0 || !std::isfinite(value))
        return locale.toString(value);
    int exponent = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    // Rounded to the digits shown first: 9.9999 × 10⁻⁶ is 1 × 10⁻⁵, not "10 × 10⁻⁶".
    const double scale = std::pow(10.0, std::max(significant, 1) - 1);
    double mantissa = std::round(value / std::pow(10.0, exponent) * scale) / scale;
    if (std::fabs(mantissa) >= 10.0) {
        mantissa /= 10.0;
        ++exponent;
    }
    // No-break spaces: a line break inside would split the number and, in Urdu, reorder its parts.
    return leftToRight(QStringLiteral("%1\u00A0×\u00A0%2")
                           .arg(locale.toString(mantissa, 'g', significant), powerOfTen(exponent)));
}

QString powerOfTen(int exponent)
{
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString power;
    for (QChar digit : QString::number(std::abs(exponent)))
        power += superscripts.at(digit.digitValue());
    if (exponent < 0)
        power.prepend(QChar(0x207B)); // superscript minus
    return QLocale().toString(10) + power;
}

QString percent(double fraction, int significant)
{
    const QLocale locale;
    if (!std::isfinite(fraction))
        return QStringLiteral("—");
    const double value = fraction * 100.0;
    // Tiny rates in powers of ten rather than a wall of zeros or an "E-16".
    if (value != 0.0 && std::fabs(value) < 1e-3)
        return leftToRight(scientific(value, significant) + locale.percent());
    const QString text = locale.toString(value, 'g', value >= 1.0 ? std::max(significant, 3) : significant)
        + locale.percent();
    return leftToRightIn(locale, text);
}

QString signedPercent(double fraction, int significant)
{
    const QLocale locale;
    const QString text = percent(fraction, significant);
    if (!(fraction >= 0.0) || !std::isfinite(fraction))
        return text; // a negative one has its sign inside already; "—" has none
    return leftToRightIn(locale, locale.positiveSign() + text);
}

QString oneIn(double fraction)
{
    if (!(fraction > 0.0) || !std::isfinite(fraction))
        return QCoreApplication::translate("NumberFormat", "never");
    const double odds = 1.0 / fraction;
    // Past a quadrillion the digits say nothing a power of ten does not: "1 in 1 × 10³⁰⁰".
    const QString count = odds >= 1e15 ? scientific(odds) : QLocale().toString(std::round(odds), 'f', 0);
    return QCoreApplication::translate("NumberFormat", "1 in %1").arg(count);
}

QString count(double value, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("∞");
    return QLocale().toString(value, 'f', decimals);
}

QString integer(qint64 value)
{
    return QLocale().toString(value);
}

QString index(qint64 value)
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale.toString(value);
}

QString bytes(double bytes)
{
    const QLocale locale;
    // Qt says "1 bytes"; below a kilobyte the count is whole, so a plural form reads right.
    if (bytes < 1000.0) {
        const int whole = static_cast<int>(std::llround(std::max(bytes, 0.0)));
        return QCoreApplication::translate("NumberFormat", "%n byte(s)", nullptr, whole);
    }
    // Past what a qint64 holds (9.2 EB), only a power of ten is honest.
    if (!(bytes < 9e18))
        return QCoreApplication::translate("NumberFormat", "%1 bytes").arg(scientific(bytes));
    QString text
        = locale.formattedDataSize(static_cast<qint64>(std::llround(bytes)), 1, QLocale::DataSizeSIFormat);
    // "70.0 GB" reads better as "70 GB".
    text.replace(locale.decimalPoint() + locale.zeroDigit() + QLatin1Char(' '), QStringLiteral(" "));
    return leftToRightIn(locale, text); // in Urdu "1.2 kB" showed as "kB 1.2"
}

QString bits(quint64 bits)
{
    // A 10-bit filter is not "1 bytes": below a kilobit, say bits.
    if (bits < 1000) {
        const int count = static_cast<int>(bits);
        return QCoreApplication::translate("NumberFormat", "%n bit(s)", nullptr, count);
    }
    return bytes(static_cast<double>(bits) / 8.0);
}

QString readable(const QString &typed)
{
    const QLocale locale;
    const QString point = locale.decimalPoint();
    const QString group = locale.groupSeparator();
    QString out;
    out.reserve(typed.size());
    for (qsizetype i = 0; i < typed.size(); ++i) {
        const QChar c = typed.at(i);
        if (c.isDigit() && c.digitValue() >= 0) {
            out += QLatin1Char(static_cast<char>('0' + c.digitValue()));
        } else if (typed.mid(i, point.size()) == point) {
            out += QLatin1Char('.');
            i += point.size() - 1;
        } else if (typed.mid(i, group.size()) == group) {
            i += group.size() - 1; // "10,378" or "10 378": grouping is not part of the value
        } else if (c.isSpace() && i > 0 && typed.at(i - 1).isDigit() && i + 1 < typed.size()
            && typed.at(i + 1).isDigit()) {
            // A space typed to group digits where the locale groups with another mark.
        } else {
            out += c;
        }
    }
    return out;
}

QString hash(const bloom::Probe &probe)
{
    if (probe.reduction == bloom::Reduction::MultiplyShift)
        return QStringLiteral("0x%1").arg(probe.hash, 16, 16, QLatin1Char('0'));
    return QLocale().toString(probe.hash);
}

} // namespace NumberFormat
