#include "views/logaxislabels.h"

#include "common/numberformat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLocale>
#include <QLogValueAxis>

#include <cmath>

LogAxisLabels::LogAxisLabels(QChart *chart, QLogValueAxis *axis)
    : QObject(axis), m_axis(axis), m_labels(new QCategoryAxis(chart))
{
    m_labels->setTitleText(axis->titleText());
    axis->setTitleVisible(false);
    axis->setLabelsVisible(false);
    m_labels->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_labels->setLineVisible(false);
    m_labels->setGridLineVisible(false);
    m_labels->setMinorGridLineVisible(false);
    chart->addAxis(m_labels, axis->alignment());
    connect(axis, &QLogValueAxis::rangeChanged, this, &LogAxisLabels::sync);
    connect(axis, &QLogValueAxis::baseChanged, this, &LogAxisLabels::sync);
    connect(axis, &QLogValueAxis::visibleChanged, m_labels, &QCategoryAxis::setVisible);
    connect(axis, &QAbstractAxis::titleTextChanged, m_labels, &QAbstractAxis::setTitleText);
    sync();
}

QString LogAxisLabels::label(int exponent)
{
    const QLocale locale;
    if (exponent >= -3 && exponent <= 3)
        return locale.toString(std::pow(10.0, exponent), 'f', exponent < 0 ? -exponent : 0);
    return NumberFormat::leftToRight(NumberFormat::powerOfTen(exponent));
}

void LogAxisLabels::sync()
{
    const double low = std::log10(m_axis->min());
    const double high = std::log10(m_axis->max());
    const double step = std::log10(m_axis->base());
    for (const QString &old : m_labels->categoriesLabels())
        m_labels->remove(old);
    if (!(low < high) || !(step > 0.0) || !std::isfinite(low) || !std::isfinite(high))
        return;
    m_labels->setStartValue(low);
    // The log axis ticks at base^i for every whole i in its range; a label goes on each.
    constexpr double kFuzz = 1e-9;
    for (double i = std::ceil(low / step - kFuzz); i * step <= high + kFuzz; ++i)
        m_labels->append(label(static_cast<int>(std::lround(i * step))), i * step);
    m_labels->setRange(low, high);
}
