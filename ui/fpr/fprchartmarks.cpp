// FprChart's points that say more than a position (a best k past the range, measurements of 0) and
// its legend, whose labels are broken into lines that fit.
#include "fprchart.h"

#include "common/accentcolors.h"
#include "common/numberformat.h"

#include <bloom/hash.h>

#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace {
// QtCharts gives a legend on the side at most 40% of the chart's content width and cuts longer
// labels to "…". Beside a label's text sit its marker (up to 12 px), QtCharts' margins around both
// (3 + 4 + 3 px) and the text's own (2 px a side); 8 px more are kept in hand for rounding.
constexpr qreal kLegendShare = 0.4;
constexpr qreal kBesideLabel = 12 + 10 + 4 + 12;
// Around the legend: the chart's margins and the legend's own, above and below.
constexpr int kAroundLegend = 24;

// The label in lines of at most `width` pixels, as legend markup. A formula in a left-to-right
// isolate stays on one line: broken, its halves would read apart in Urdu.
QString inLines(const QString &label, const QFont &font, qreal width)
{
    QString text = label;
    bool isolated = false;
    for (QChar &c : text) {
        if (c == QChar(0x2066))
            isolated = true;
        else if (c == QChar(0x2069))
            isolated = false;
        else if (isolated && c == QLatin1Char(' '))
            c = QChar::Nbsp;
    }
    QTextLayout layout(text, font);
    QTextOption option;
    // Thai has no spaces between words: where no break fits, a word breaks rather than being cut.
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << text.mid(line.textStart(), line.textLength()).trimmed().toHtmlEscaped();
    }
    layout.endLayout();
    return lines.join(QStringLiteral("<br>"));
}
} // namespace

void FprChart::wrapLegend()
{
    QLegend *legend = m_chart->legend();
    // The chart's content width is inside its layout's margins and its own; the legend's items are
    // inside the legend layout's margins.
    qreal left = 0, top = 0, right = 0, bottom = 0;
    if (QGraphicsLayout *layout = m_chart->layout())
        layout->getContentsMargins(&left, &top, &right, &bottom);
    const qreal content
        = m_chart->size().width() - left - right - m_chart->margins().left() - m_chart->margins().right();
    qreal legendLeft = 0, legendRight = 0;
    if (QGraphicsLayout *layout = legend->layout())
        layout->getContentsMargins(&legendLeft, &top, &legendRight, &bottom);
    const qreal width = std::max<qreal>(60, kLegendShare * content - legendLeft - legendRight - kBesideLabel);
    int height = 0;
    const auto markers = legend->markers();
    for (QLegendMarker *marker : markers) {
        // Measured in the font the marker lays its label out in.
        const QString label = inLines(marker->series()->name(), marker->font(), width);
        if (marker->label() != label)
            marker->setLabel(label);
        if (!marker->isVisible() || !marker->series()->isVisible())
            continue;
        // Each entry as tall as its lines, with QtCharts' margins of 3 px above and below.
        QTextDocument lines;
        lines.setDefaultFont(marker->font());
        lines.setDocumentMargin(2);
        lines.setHtml(label);
        height += int(std::ceil(lines.size().height())) + 6;
    }
    // A legend whose own size stays the same does not lay its entries out again by itself: the old
    // label, cut to "…", stayed on screen. Not only after a relabel: an entry shown (a measurement's)
    // was elided to the legend's width of the moment, and stayed cut once the chart had settled
    // (Urdu and Thai at 1,024 pixels, now and then).
    if (QGraphicsLayout *layout = legend->layout()) {
        layout->invalidate();
        layout->activate();
    }
    // The chart asks for the height its title and legend take, so the page gives it room rather than
    // the legend running off the chart's foot (Thai's seventh entry did at 1,280 × 800).
    const int title = QFontMetrics(m_chart->titleFont()).lineSpacing();
    const int wanted = height + title + kAroundLegend;
    if (wanted != m_legendHeight) {
        m_legendHeight = wanted;
        emit legendHeightChanged(wanted);
    }
}

void FprChart::showOptimum(const ChartData &data)
{
    const bool capped = data.optimumPastRange.has_value();
    // Past the largest k the filters take the square marks the best k allowed, hollow, and says
    // where the best one is: at the curve's end it read as the optimum.
    const QString name = capped ? tr("Best k allowed (%1); the best, %2, is beyond the range")
                                      .arg(NumberFormat::integer(bloom::kMaxHashes),
                                          NumberFormat::integer(qint64(*data.optimumPastRange)))
                                : m_optimumName;
    if (m_optimum->name() != name)
        m_optimum->setName(name);
    if (capped != m_optimumCapped) {
        m_optimumCapped = capped;
        applyPalette();
    }
}

void FprChart::showMeasured(const ChartData &data, double bottom)
{
    // A measured 0 has no place on a log axis: at its foot it read as a rate of 10⁻¹⁰⁰. It is drawn
    // there hollow, under a legend entry of its own that says so; its interval's bar rises above it.
    QList<QPointF> measured;
    QList<QPointF> none;
    QStringList probes;
    for (const MeasuredPoint &point : data.measured) {
        if (point.rate > 0.0) {
            measured << QPointF(point.x, point.rate);
            continue;
        }
        none << QPointF(point.x, bottom);
        const QString count = NumberFormat::integer(qint64(point.probes));
        if (!probes.contains(count))
            probes << count;
    }
    m_measured->replace(measured);
    m_measuredNone->replace(none);
    const QString name
        = tr("0 false positives in %1 probes: below the axis").arg(QLocale().createSeparatedList(probes));
    if (!none.isEmpty() && m_measuredNone->name() != name)
        m_measuredNone->setName(name);
    // Error bars: one short vertical line per measured point.
    while (m_errorBars.size() > data.measured.size())
        delete m_errorBars.takeLast();
    while (m_errorBars.size() < data.measured.size()) {
        auto *bar = new QLineSeries(m_chart);
        m_chart->addSeries(bar);
        bar->attachAxis(m_xAxis);
        bar->attachAxis(m_yAxis);
        const auto markers = m_chart->legend()->markers(bar);
        for (QLegendMarker *marker : markers)
            marker->setVisible(false);
        bar->setPen(QPen(accentColor(Accent::FalsePositive, palette()), 2));
        m_errorBars << bar;
    }
    for (qsizetype i = 0; i < data.measured.size(); ++i) {
        const MeasuredPoint &point = data.measured[i];
        m_errorBars[i]->replace(
            {QPointF(point.x, std::max(point.low, bottom)), QPointF(point.x, std::max(point.high, bottom))});
    }
}

void FprChart::explainPoint(const QPointF &point, bool hovered, bool optimum)
{
    if (!hovered) {
        QToolTip::hideText();
        return;
    }
    QString text;
    if (optimum && m_data.optimumPastRange) {
        text = tr("The best k for this m and n is %1, more than the %2 hashes a filter takes here: the "
                  "square marks k = %2, the best of those.")
                   .arg(NumberFormat::integer(qint64(*m_data.optimumPastRange)),
                       NumberFormat::integer(bloom::kMaxHashes));
    } else if (!optimum) {
        const auto at = std::find_if(m_data.measured.cbegin(), m_data.measured.cend(),
            [&point](const MeasuredPoint &p) { return p.x == point.x() && p.rate <= 0.0; });
        if (at == m_data.measured.cend())
            return;
        text = tr("At n = %1: 0 false positives in %2 probes. A rate of 0 cannot be drawn on a log axis, so "
                  "the circle sits at its foot; the bar is the 95% interval, up to %3.")
                   .arg(NumberFormat::integer(qint64(at->x)), NumberFormat::integer(qint64(at->probes)),
                       NumberFormat::percent(at->high));
    }
    if (!text.isEmpty())
        QToolTip::showText(QCursor::pos(), text, m_view);
}
