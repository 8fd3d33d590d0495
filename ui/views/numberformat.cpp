#include "numberformat.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace NumberFormat {

QString percent(double fraction, int significant)
{
    const QLocale locale;
    if (!std::isfinite(fraction))
        return QStringLiteral("—");
    const double value = fraction * 100.0;
    // 'g' keeps small rates readable (0.000123%) without a wall of zeros.
    return locale.toString(value, 'g', value >= 1.0 ? std::max(significant, 3) : significant)
        + locale.percent();
}

QString oneIn(double fraction)
{
    if (!(fraction > 0.0) || !std::isfinite(fraction))
        return QCoreApplication::translate("NumberFormat", "never");
    return QCoreApplication::translate("NumberFormat", "1 in %1")
        .arg(QLocale().toString(std::round(1.0 / fraction), 'f', 0));
}

QString count(double value, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("∞");
    return QLocale().toString(value, 'f', decimals);
}

QString bytes(double bytes)
{
    return QLocale().formattedDataSize(
        static_cast<qint64>(std::llround(bytes)), 1, QLocale::DataSizeSIFormat);
}

} // namespace NumberFormat
