#include "sweepchart.h"

#include "common/accentcolors.h"
#include "views/chartstyle.h"
#include "views/logaxislabels.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QVBoxLayout>
#include <QValueAxis>

SweepChart::SweepChart(QWidget *parent)
    : QWidget(parent),
      m_chart(new QChart),
      m_measured(new QLineSeries(m_chart)),
      m_formula(new QLineSeries(m_chart)),
      m_avoided(new QLineSeries(m_chart))
{
    m_measured->setName(tr("False positives, measured"));
    m_formula->setName(tr("False positives, cache-line formula"));
    m_avoided->setName(tr("Block reads avoided"));
    m_chart->addSeries(m_measured);
    m_chart->addSeries(m_formula);
    m_chart->addSeries(m_avoided);
    auto *bits = new QValueAxis(m_chart);
    bits->setTitleText(tr("Bits per key"));
    // QtCharts formats with printf: "%d" of the axis's double values prints nothing.
    bits->setLabelFormat(QStringLiteral("%.0f"));
    bits->setTickType(QValueAxis::TicksDynamic);
    bits->setTickInterval(1);
    auto *rate = new QLogValueAxis(m_chart);
    rate->setTitleText(tr("False-positive rate"));
    rate->setLabelFormat(QStringLiteral("%.2g"));
    auto *share = new QValueAxis(m_chart);
    share->setTitleText(tr("Block reads avoided (%)"));
    share->setRange(0, 100);
    share->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(bits, Qt::AlignBottom);
    m_chart->addAxis(rate, Qt::AlignLeft);
    new LogAxisLabels(m_chart, rate); // "10⁻⁶" rather than "1E-6"; owned by the axis
    m_chart->addAxis(share, Qt::AlignRight);
    for (QLineSeries *series : {m_measured, m_formula, m_avoided})
        series->attachAxis(bits);
    m_measured->attachAxis(rate);
    m_formula->attachAxis(rate);
    m_avoided->attachAxis(share);
    m_view = ChartStyle::createView(m_chart, tr("Bits-per-key sweep chart"), this);
    m_view->setMinimumHeight(fontMetrics().height() * 16);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    ChartStyle::applyPalette(m_chart, palette());
    ChartStyle::applyFont(m_chart, font());
    applyPens();
    hide();
}

void SweepChart::setPoints(const std::vector<systems::SweepPoint> &points)
{
    m_measured->clear();
    m_formula->clear();
    m_avoided->clear();
    double lowest = 1;
    for (const systems::SweepPoint &point : points) {
        // A log axis cannot show 0: a run with no false positive at all is drawn at the floor.
        m_measured->append(point.bitsPerKey, std::max(point.measuredFpr, 1e-6));
        m_formula->append(point.bitsPerKey, point.formulaFpr);
        m_avoided->append(point.bitsPerKey, point.blockReadsAvoided * 100);
        lowest = std::min({lowest, std::max(point.measuredFpr, 1e-6), point.formulaFpr});
    }
    const auto axes = m_chart->axes();
    for (QAbstractAxis *axis : axes) {
        if (auto *bits = qobject_cast<QValueAxis *>(axis);
            bits && axis->alignment() == Qt::AlignBottom && !points.empty())
            bits->setRange(points.front().bitsPerKey, points.back().bitsPerKey);
        if (auto *rate = qobject_cast<QLogValueAxis *>(axis))
            rate->setRange(lowest / 2, 1);
    }
    setVisible(!points.empty());
}

void SweepChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        ChartStyle::applyPalette(m_chart, palette());
        applyPens();
    }
    if (event->type() == QEvent::FontChange)
        ChartStyle::applyFont(m_chart, font());
    QWidget::changeEvent(event);
}

// Set once and on every palette change, so the legend's markers carry the series' colours too.
void SweepChart::applyPens()
{
    const QPalette &pal = palette();
    m_measured->setPen(QPen(accentColor(Accent::FalsePositive, pal), 3));
    m_formula->setPen(QPen(pal.color(QPalette::Text), 2, Qt::DashLine));
    m_avoided->setPen(QPen(accentColor(Accent::SetBit, pal), 2));
}
