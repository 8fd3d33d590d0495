#include "simcharts.h"

#include "common/accentcolors.h"
#include "systems/cdncontroller.h"
#include "views/chartstyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHorizontalBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>

CdnWritesChart::CdnWritesChart(QWidget *parent)
    : QWidget(parent),
      m_chart(new QChart),
      m_writes(new QBarSet(tr("Disk writes"))),
      m_wonders(new QBarSet(tr("One-hit wonders written"))),
      m_policies(new QBarCategoryAxis(m_chart)),
      m_count(new QValueAxis(m_chart))
{
    // Horizontal bars: the policies' names sit beside their bars, where long names still fit.
    auto *series = new QHorizontalBarSeries(m_chart);
    series->append(m_writes);
    series->append(m_wonders);
    m_chart->addSeries(series);
    m_count->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(m_policies, Qt::AlignLeft);
    m_chart->addAxis(m_count, Qt::AlignBottom);
    series->attachAxis(m_policies);
    series->attachAxis(m_count);
    m_chart->legend()->setAlignment(Qt::AlignTop);
    m_chart->setMargins(QMargins(4, 0, 4, 0));
    m_view = ChartStyle::createView(m_chart, tr("Disk writes per admission policy chart"), this);
    m_view->setMinimumHeight(fontMetrics().height() * 10);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    ChartStyle::applyPalette(m_chart, palette());
    ChartStyle::applyFont(m_chart, font());
    applyColours();
    hide();
}

void CdnWritesChart::setResult(const std::optional<systems::CdnResult> &result)
{
    setVisible(result.has_value());
    if (!result)
        return;
    m_writes->remove(0, m_writes->count());
    m_wonders->remove(0, m_wonders->count());
    QStringList names;
    double most = 1;
    // A horizontal bar chart stacks its first category at the bottom: reversed, the policies read
    // top to bottom in the table's order.
    for (auto it = result->policies.rbegin(); it != result->policies.rend(); ++it) {
        names << CdnController::policyName(it->policy);
        *m_writes << double(it->diskWrites);
        *m_wonders << double(it->oneHitWondersWritten);
        most = std::max(most, double(it->diskWrites));
    }
    m_policies->clear();
    m_policies->append(names);
    m_count->setRange(0, most * 1.05);
    m_count->applyNiceNumbers();
}

void CdnWritesChart::applyColours()
{
    const QPalette &pal = palette();
    m_writes->setColor(accentColor(Accent::SetBit, pal));
    m_writes->setBorderColor(accentColor(Accent::SetBit, pal));
    m_wonders->setColor(accentColor(Accent::FalsePositive, pal));
    m_wonders->setBorderColor(accentColor(Accent::FalsePositive, pal));
}

void CdnWritesChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        ChartStyle::applyPalette(m_chart, palette());
        applyColours();
    }
    if (event->type() == QEvent::FontChange)
        ChartStyle::applyFont(m_chart, font());
    QWidget::changeEvent(event);
}
