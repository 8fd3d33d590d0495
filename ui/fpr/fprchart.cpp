#include "fprchart.h"

#include "common/accentcolors.h"
#include "common/numberformat.h"
#include "views/chartstyle.h"
#include "views/logaxislabels.h"
#include "views/viewexport.h"

#include <QChart>
#include <QChartView>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMessageBox>
#include <QScatterSeries>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace {
// A log axis cannot show 0, and a double loses its digits below about 10⁻³⁰⁸: rates below this are
// left off the curve. Low enough that a huge filter still has a curve to show: at m = 10⁷, n = 10
// and k = 64 the rate is about 10⁻²⁶⁸.
constexpr double kFloor = 1e-300;
// A chart a third of the window high has room for about this many labels on its rate axis.
constexpr double kRateLabels = 4;

// How many decades apart the rate axis's labels are: a round step that keeps them to `intervals`
// gaps, however many decades the curves span (a label per decade over 300 of them would be a black
// smear).
double decadesPerLabel(double decades, int intervals)
{
    for (const double step : {1.0, 2.0, 3.0, 4.0, 5.0, 10.0, 20.0, 25.0, 50.0})
        if (decades <= step * intervals)
            return step;
    return 100.0;
}

// The cuckoo filter's rate as the step it is: each fingerprint's rate holds from its own bits per
// key, f/α, up to the next one's, (f + 1)/α, the last one's too, where a fingerprint would need more
// bits than the filters take.
QList<QPointF> steps(const QList<QPointF> &starts)
{
    QList<QPointF> out;
    for (qsizetype i = 0; i < starts.size(); ++i) {
        const QPointF &start = starts[i];
        out << start;
        if (i + 1 < starts.size())
            out << QPointF(starts[i + 1].x(), start.y());
        else
            out << QPointF(start.x() + 1.0 / FprCurves::kCuckooLoad, start.y());
    }
    return out;
}

QList<QPointF> positive(const QList<QPointF> &points)
{
    QList<QPointF> out;
    out.reserve(points.size());
    for (const QPointF &p : points) {
        if (p.y() > kFloor && std::isfinite(p.y()))
            out << p;
    }
    return out;
}
} // namespace

QString FprChart::title(FprController::Chart chart)
{
    switch (chart) {
    case FprController::ByKeys: return tr("False-positive rate as keys are added");
    case FprController::ByHashes: return tr("False-positive rate by number of hashes");
    case FprController::ByBitsPerKey: return tr("False-positive rate by bits per key");
    }
    return {};
}

QString FprChart::xTitle(FprController::Chart chart)
{
    switch (chart) {
    case FprController::ByKeys: return tr("Keys (n)");
    case FprController::ByHashes: return tr("Hashes (k)");
    case FprController::ByBitsPerKey: return tr("Bits per key (m/n)");
    }
    return {};
}

FprChart::FprChart(FprController *controller, FprController::Chart chart, QWidget *parent)
    : QWidget(parent),
      m_chart(new QChart),
      m_view(ChartStyle::createView(m_chart, title(chart), this)),
      m_approx(new QLineSeries(m_chart)),
      m_exact(new QLineSeries(m_chart)),
      m_blocked(new QLineSeries(m_chart)),
      m_cuckoo(new QLineSeries(m_chart)),
      m_bound(new QLineSeries(m_chart)),
      m_current(new QScatterSeries(m_chart)),
      m_optimum(new QScatterSeries(m_chart)),
      m_measured(new QScatterSeries(m_chart)),
      m_measuredNone(new QScatterSeries(m_chart)),
      m_wrapLater(new QTimer(this)),
      m_xAxis(new QValueAxis(m_chart)),
      m_yAxis(new QLogValueAxis(m_chart)),
      m_table(new CurveTableModel(xTitle(chart), this)),
      m_tableView(new QTableView(this)),
      m_emptyNote(new QGraphicsSimpleTextItem(m_chart)),
      m_fitLater(new QTimer(this)),
      m_rateIntervals(int(kRateLabels))
{
    m_chart->setTitle(title(chart));
    m_chart->legend()->setAlignment(Qt::AlignRight);
    QFont legendFont = m_chart->legend()->font();
    legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
    m_chart->legend()->setFont(legendFont);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    // The formula reads left to right even inside right-to-left text.
    m_approx->setName(tr("Formula (1 − e^(−kn/m))^k")
                          .replace(QStringLiteral("(1 − e^(−kn/m))^k"),
                              NumberFormat::leftToRight(QStringLiteral("(1 − e^(−kn/m))^k"))));
    m_exact->setName(tr("Exact"));
    m_blocked->setName(tr("Blocked filter"));
    m_cuckoo->setName(tr("Cuckoo filter"));
    m_bound->setName(
        tr("Lower bound: %1 bits per key").arg(NumberFormat::leftToRight(QStringLiteral("log₂(1/ε)"))));
    m_current->setName(tr("Now"));
    // Optimal for what, said: on the bits-per-key chart the square marks where this k is the best
    // one, which is a worse rate than a larger filter's, and "Optimal" alone read as a worse optimum.
    m_optimumName = chart == FprController::ByBitsPerKey ? tr("Bits per key for which this k is best")
                                                         : tr("Best k for this m and n");
    m_optimum->setName(m_optimumName);
    m_measured->setName(tr("Measured, 95% interval"));
    // Now is added after Optimal, so it is drawn over it when the two meet.
    m_current->setMarkerSize(12);
    m_optimum->setMarkerSize(11);
    m_optimum->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_measured->setMarkerSize(9);
    m_measuredNone->setMarkerSize(9);
    m_xAxis->setTitleText(xTitle(chart));
    // Formats with a precision: a chart that localizes its numbers (ChartStyle) leaves a label
    // empty when its format has none, as "%g" has.
    m_xAxis->setLabelFormat(QStringLiteral("%.4g"));
    m_yAxis->setTitleText(tr("FPR"));
    m_yAxis->setLabelFormat(QStringLiteral("%.3g"));
    m_yAxis->setBase(10);
    m_yAxis->setMinorTickCount(0); // minor ticks on a log axis cost most of an update
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    new LogAxisLabels(m_chart, m_yAxis); // "10⁻⁶" rather than "1E-6"; owned by the axis
    for (QAbstractSeries *series : std::initializer_list<QAbstractSeries *> {m_approx, m_exact, m_blocked,
             m_cuckoo, m_bound, m_optimum, m_current, m_measured, m_measuredNone}) {
        m_chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
        connect(series, &QAbstractSeries::nameChanged, m_wrapLater, qOverload<>(&QTimer::start));
        connect(series, &QAbstractSeries::visibleChanged, m_wrapLater, qOverload<>(&QTimer::start));
    }
    m_optimumPen = m_optimum->pen(); // the theme's, for a best k within the range
    // The legend's labels are broken into lines for the chart's width once it settles (wrapLegend).
    m_wrapLater->setSingleShot(true);
    m_wrapLater->setInterval(0);
    connect(m_wrapLater, &QTimer::timeout, this, &FprChart::wrapLegend);
    connect(m_chart, &QGraphicsWidget::geometryChanged, m_wrapLater, qOverload<>(&QTimer::start));
    connect(m_optimum, &QScatterSeries::hovered, this,
        [this](const QPointF &point, bool on) { explainPoint(point, on, true); });
    connect(m_measuredNone, &QScatterSeries::hovered, this,
        [this](const QPointF &point, bool on) { explainPoint(point, on, false); });
    m_view->setMinimumSize(300, 150);
    if (chart == FprController::ByBitsPerKey)
        m_view->setAccessibleDescription(
            tr("Beside the Bloom filter's formula, a cuckoo filter of the same bits per key, a step for each "
               "whole bit of fingerprint, and the lower bound no filter can pass.")
            + QLatin1Char(' ') + m_view->accessibleDescription());
    // Said over the plot when no rate can be drawn at all (a filter so large every rate is below
    // kFloor), so an empty chart does not look broken.
    m_emptyNote->setText(tr("Every rate on this chart is below %1: too small to draw.")
                             .arg(NumberFormat::scientific(kFloor, 1)));
    m_emptyNote->setZValue(10);
    m_emptyNote->hide();
    connect(m_chart, &QChart::plotAreaChanged, this, &FprChart::placeEmptyNote);
    connect(m_chart, &QChart::plotAreaChanged, this, &FprChart::fitRateLabels);
    // The table's columns are fitted to its texts once the numbers or the fonts have settled: a
    // drag's live updates come every few milliseconds, and measuring 1,600 texts costs more than
    // the curves themselves. A new font in the table or its header counts too (presenter mode
    // scales the header on its own, after the page).
    m_fitLater->setSingleShot(true);
    m_fitLater->setInterval(100);
    connect(m_fitLater, &QTimer::timeout, this, &FprChart::fitColumns);

    m_tableView->setModel(m_table);
    m_tableView->setAccessibleName(tr("%1, as a table").arg(title(chart)));
    m_tableView->verticalHeader()->hide();
    // Widths fitted to the texts (fitColumns, once the numbers settle), not ResizeToContents: that
    // asks the delegate of all 400 rows on every update of a drag.
    m_tableView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_tableView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tableView->setMinimumWidth(200);
    m_tableView->installEventFilter(this);
    m_tableView->horizontalHeader()->installEventFilter(this);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_split = ChartStyle::besideTable(m_view, m_tableView, 3, 1, this);
    // A wider chart leaves the table more room to grow into (fitColumns).
    m_split->installEventFilter(this);
    layout->addWidget(m_split);
    applyPalette();
    m_emptyNote->setFont(m_chart->titleFont());
    setData(controller->curves(chart));
    fitColumns(); // shown fitted from the start
    m_fitLater->stop();
    connect(controller, &FprController::curvesChanged, this, [this, controller, chart](int changed) {
        if (changed == chart)
            setData(controller->curves(chart));
    });
}

void FprChart::setData(const ChartData &data)
{
    m_data = data;
    // Axes: x over the data and the current point; y from the smallest drawable rate to 1, in
    // whole steps of decades, and never less than one decade (a full filter's rates are all 1).
    double xMin = data.current.x();
    double xMax = data.current.x();
    if (!data.approx.isEmpty()) {
        xMin = std::min(xMin, data.approx.front().x());
        xMax = std::max(xMax, data.approx.back().x());
    }
    double yMin = 1.0;
    // The lower bound is left out: it falls without end, and would squeeze every filter's curve into
    // the top of the chart. It leaves the chart at the bottom edge, below every filter drawn.
    const QList<QPointF> none;
    for (const QList<QPointF> *points :
        {&data.approx, &data.exact, &data.blocked, m_comparisonsShown ? &data.cuckoo : &none}) {
        for (const QPointF &p : *points) {
            if (p.y() > kFloor)
                yMin = std::min(yMin, p.y());
        }
    }
    // The points drawn over the curves too: the optimum lies on the formula's curve, but a chart
    // must never list a point in its legend that its axis leaves out.
    for (const QPointF &p : {data.current, data.optimum.value_or(data.current)}) {
        if (p.y() > kFloor && std::isfinite(p.y()))
            yMin = std::min(yMin, p.y());
    }
    for (const MeasuredPoint &p : data.measured) {
        xMax = std::max(xMax, p.x);
        if (p.low > kFloor)
            yMin = std::min(yMin, p.low);
    }
    const double decades = std::max(1.0, std::ceil(-std::log10(yMin)));
    const double step = decadesPerLabel(decades, m_rateIntervals);
    const double bottom = std::pow(10.0, -std::ceil(decades / step) * step);

    // Axis changes relayout the whole chart: only touch them when they really change.
    const double xTop = xMax > xMin ? xMax : xMin + 1.0;
    if (m_xAxis->min() != xMin || m_xAxis->max() != xTop) {
        m_xAxis->setRange(xMin, xTop);
        m_xAxis->applyNiceNumbers();
        // Whole numbers from 10,000 on, as "1,500,000" rather than "1.5E+06".
        const QString format = xTop >= 1e4 ? QStringLiteral("%.0f") : QStringLiteral("%.4g");
        if (m_xAxis->labelFormat() != format)
            m_xAxis->setLabelFormat(format);
    }
    const double base = std::pow(10.0, step);
    if (m_yAxis->base() != base)
        m_yAxis->setBase(base);
    if (m_yAxis->min() != bottom || m_yAxis->max() != 1.0) {
        // QtCharts' domain takes a new bound only when it differs from the old by more than 10⁻¹²
        // (an absolute fuzzy compare), so a floor moving from 10⁻²⁰ to 10⁻¹⁰⁰ stayed at 10⁻²⁰ and
        // the curve fell off the bottom of the chart: pass through a floor far from both first.
        if (bottom < 1e-9 && m_yAxis->min() < 1e-9)
            m_yAxis->setRange(0.1, 1.0);
        m_yAxis->setRange(bottom, 1.0);
    }

    m_approx->replace(positive(data.approx));
    m_exact->replace(positive(data.exact));
    m_blocked->replace(positive(data.blocked));
    m_cuckoo->replace(positive(steps(data.cuckoo)));
    m_bound->replace(positive(data.lowerBound));
    m_current->replace(positive({data.current}));
    m_optimum->replace(data.optimum ? positive({*data.optimum}) : QList<QPointF> {});
    showOptimum(data);
    showMeasured(data, bottom);

    m_table->setData(data);
    m_fitLater->start();
    showSeries();
    const bool empty = m_approx->count() == 0 && !data.approx.isEmpty();
    if (m_emptyNote->isVisible() != empty) {
        m_emptyNote->setVisible(empty);
        placeEmptyNote();
    }
}

void FprChart::showSeries()
{
    // The legend lists only what is drawn: no "Exact" entry when m is too large for it. Hiding the
    // empty series, not only its marker, because the legend shows the marker of every visible
    // series again when the chart is first shown.
    for (QXYSeries *series : std::initializer_list<QXYSeries *> {
             m_exact, m_blocked, m_cuckoo, m_bound, m_optimum, m_measured, m_measuredNone}) {
        bool shown = series->count() > 0;
        if (series == m_blocked)
            shown = shown && m_blockedShown;
        if (series == m_cuckoo || series == m_bound)
            shown = shown && m_comparisonsShown;
        if (series->isVisible() != shown)
            series->setVisible(shown);
    }
}

void FprChart::setBlockedShown(bool shown)
{
    m_blockedShown = shown;
    showSeries();
}

void FprChart::setComparisonsShown(bool shown)
{
    m_comparisonsShown = shown;
    setData(m_data); // the rate axis follows what is shown
}

void FprChart::placeEmptyNote()
{
    const QRectF plot = m_chart->plotArea();
    const QRectF text = m_emptyNote->boundingRect();
    m_emptyNote->setPos(plot.center() - text.center());
}

void FprChart::fitRateLabels()
{
    // Labels closer than their own height are drawn as "…" by QtCharts: on a 1,280 × 800 screen the
    // top chart's plot is about 75 px high, too short for five.
    const int labelHeight = QFontMetrics(m_yAxis->labelsFont()).height();
    const int fit = std::clamp(int(m_chart->plotArea().height() / (1.6 * labelHeight)), 1, int(kRateLabels));
    if (fit == m_rateIntervals)
        return;
    m_rateIntervals = fit;
    setData(m_data);
}

void FprChart::fitColumns()
{
    // Each column as wide as its widest text in the table's own font, so neither presenter mode's
    // larger font nor a tiny rate's power of ten ("1.23 × 10⁻²⁶⁸%") is cut to "…".
    const QFontMetrics metrics(m_tableView->font());
    QHeaderView *header = m_tableView->horizontalHeader();
    // The cell's margins on both sides, as the style draws them, and a little air.
    const int margins
        = 2 * (m_tableView->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_tableView) + 1)
        + metrics.averageCharWidth();
    const int rows = m_table->rowCount();
    for (int column = 0; column < m_table->columnCount(); ++column) {
        int width = header->sectionSizeHint(column);
        for (int row = 0; row < rows; ++row) {
            const QString text = m_table->data(m_table->index(row, column), Qt::DisplayRole).toString();
            width = std::max(width, metrics.horizontalAdvance(text) + margins);
        }
        if (header->sectionSize(column) != width)
            header->resizeSection(column, width);
    }
    // At a quarter, m = 5,000,000 cut the bits-per-key table's Blocked column at the panel's edge.
    ChartStyle::growTableToFit(m_split, m_tableView);
}

bool FprChart::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FontChange || (watched == m_split && event->type() == QEvent::Resize))
        m_fitLater->start();
    return QWidget::eventFilter(watched, event);
}

void FprChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    if (event->type() == QEvent::FontChange) {
        ChartStyle::applyFont(m_chart, font());
        m_emptyNote->setFont(m_chart->titleFont());
        placeEmptyNote();
        m_wrapLater->start();
    }
    QWidget::changeEvent(event);
}

void FprChart::applyPalette()
{
    const QPalette &pal = palette();
    ChartStyle::applyPalette(m_chart, pal);
    // The formula in the accent blue and the exact rate, dashed over it, in the text's own colour:
    // the two lines lie on each other, and blue under bluish green read as one teal line.
    // Gaps as long as the dashes let the blue show through.
    m_approx->setPen(QPen(accentColor(Accent::SetBit, pal), 3.0));
    QPen exact(pal.color(QPalette::Text), 1.5);
    exact.setDashPattern({4.0, 4.0});
    m_exact->setPen(exact);
    m_blocked->setPen(QPen(accentColor(Accent::StopZero, pal), 2.0, Qt::DotLine));
    // The cuckoo steps solid in the purple that measured points take on the keys chart (this chart
    // has none), lightened on a dark background as the accent set lightens its blue, which it would
    // otherwise come close to; the bound in the secondary text tone, in long dashes, not the exact
    // curve's short ones.
    const QColor purple = accentColor(Accent::FalsePositive, pal);
    m_cuckoo->setPen(QPen(isDarkPalette(pal) ? purple.lighter(115) : purple, 2.5));
    QPen bound(toneColor(Tone::Secondary, pal), 2.0);
    bound.setDashPattern({6.0, 3.0});
    m_bound->setPen(bound);
    m_current->setColor(accentColor(Accent::Probe, pal));
    m_current->setBorderColor(pal.color(QPalette::Text));
    m_emptyNote->setBrush(pal.color(QPalette::Text));
    // A best k past the range hollow: it is the best allowed, not the best (showOptimum).
    const QColor optimum = accentColor(Accent::NewlySet, pal);
    m_optimum->setColor(m_optimumCapped ? QColor(Qt::transparent) : optimum);
    m_optimum->setPen(m_optimumCapped ? QPen(optimum, 2.5) : m_optimumPen);
    m_measured->setColor(accentColor(Accent::FalsePositive, pal));
    m_measuredNone->setColor(QColor(Qt::transparent));
    m_measuredNone->setPen(QPen(accentColor(Accent::FalsePositive, pal), 2.5));
    for (QLineSeries *bar : std::as_const(m_errorBars))
        bar->setPen(QPen(accentColor(Accent::FalsePositive, pal), 2));
}

QString FprChart::save(const QString &path) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QStringLiteral("csv"))
        return ViewExport::saveData(m_table->toCsv(), path);
    // Checked here too, so the message names every format this chart offers.
    if (suffix != QStringLiteral("png") && suffix != QStringLiteral("svg"))
        return tr("Could not save %1: %2").arg(path, tr("choose a name ending in .png, .svg or .csv"));
    return ViewExport::saveImage(*m_view, path, m_chart->title());
}

void FprChart::exportWithDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the chart"), tr("fpr-chart.png"),
        tr("PNG image (*.png);;SVG image (*.svg);;CSV data (*.csv)"));
    if (path.isEmpty())
        return;
    if (const QString error = save(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Export"), error);
}
