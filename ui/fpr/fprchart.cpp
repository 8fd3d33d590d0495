#include "fprchart.h"

#include "common/accentcolors.h"
#include "views/chartstyle.h"
#include "views/viewexport.h"

#include <QChart>
#include <QChartView>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMessageBox>
#include <QScatterSeries>
#include <QSplitter>
#include <QTableView>
#include <QValueAxis>
#include <QXYSeries>

#include <cmath>

namespace {
// A log axis cannot show 0: rates below this are left off the curve.
constexpr double kFloor = 1e-15;

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
      m_current(new QScatterSeries(m_chart)),
      m_optimum(new QScatterSeries(m_chart)),
      m_measured(new QScatterSeries(m_chart)),
      m_xAxis(new QValueAxis(m_chart)),
      m_yAxis(new QLogValueAxis(m_chart)),
      m_table(new CurveTableModel(xTitle(chart), this)),
      m_tableView(new QTableView(this))
{
    m_chart->setTitle(title(chart));
    m_chart->legend()->setAlignment(Qt::AlignRight);
    QFont legendFont = m_chart->legend()->font();
    legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
    m_chart->legend()->setFont(legendFont);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    // The formula reads left to right even inside right-to-left text.
    m_approx->setName(
        tr("Formula (1 − e^(−kn/m))^k")
            .replace(QStringLiteral("(1 − e^(−kn/m))^k"), QStringLiteral("\u2066(1 − e^(−kn/m))^k\u2069")));
    m_exact->setName(tr("Exact"));
    m_blocked->setName(tr("Blocked filter"));
    m_current->setName(tr("Now"));
    m_optimum->setName(tr("Optimal"));
    m_measured->setName(tr("Measured, 95% interval"));
    m_current->setMarkerSize(12);
    m_optimum->setMarkerSize(11);
    m_optimum->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_measured->setMarkerSize(9);
    m_xAxis->setTitleText(xTitle(chart));
    m_xAxis->setLabelFormat(QStringLiteral("%g"));
    m_yAxis->setTitleText(tr("FPR"));
    m_yAxis->setLabelFormat(QStringLiteral("%g"));
    m_yAxis->setBase(10);
    m_yAxis->setMinorTickCount(0); // minor ticks on a log axis cost most of an update
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    for (QAbstractSeries *series : std::initializer_list<QAbstractSeries *> {
             m_approx, m_exact, m_blocked, m_current, m_optimum, m_measured}) {
        m_chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
    }
    m_view->setMinimumSize(300, 150);

    m_tableView->setModel(m_table);
    m_tableView->setAccessibleName(tr("%1, as a table").arg(title(chart)));
    m_tableView->verticalHeader()->hide();
    // Fixed widths: measuring 400 rows' contents on every update would cost more than the curves.
    m_tableView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_tableView->horizontalHeader()->setDefaultSectionSize(
        m_tableView->fontMetrics().horizontalAdvance(QStringLiteral("0.000123% ")) + 12);
    m_tableView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tableView->setMinimumWidth(200);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(ChartStyle::besideTable(m_view, m_tableView, 3, 1, this));
    applyPalette();
    setData(controller->curves(chart));
    connect(controller, &FprController::curvesChanged, this, [this, controller, chart](int changed) {
        if (changed == chart)
            setData(controller->curves(chart));
    });
}

void FprChart::setData(const ChartData &data)
{
    m_data = data;
    m_approx->replace(positive(data.approx));
    m_exact->replace(positive(data.exact));
    m_blocked->replace(positive(data.blocked));
    m_current->replace(positive({data.current}));
    m_optimum->replace(data.optimum ? positive({*data.optimum}) : QList<QPointF> {});
    QList<QPointF> measured;
    for (const MeasuredPoint &point : data.measured)
        measured << QPointF(point.x, std::max(point.rate, kFloor * 10));
    m_measured->replace(measured);
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
            {QPointF(point.x, std::max(point.low, kFloor * 10)), QPointF(point.x, point.high)});
    }

    // Axes: x over the data; y from the smallest visible rate to 1, in whole decades.
    double xMin = 0.0;
    double xMax = 1.0;
    double yMin = 1.0;
    if (!data.approx.isEmpty()) {
        xMin = data.approx.front().x();
        xMax = data.approx.back().x();
    }
    for (const QList<QPointF> *points : {&data.approx, &data.exact, &data.blocked}) {
        for (const QPointF &p : *points) {
            if (p.y() > kFloor)
                yMin = std::min(yMin, p.y());
        }
    }
    for (const MeasuredPoint &p : data.measured) {
        xMax = std::max(xMax, p.x);
        if (p.low > kFloor)
            yMin = std::min(yMin, p.low);
    }
    // Axis changes relayout the whole chart: only touch them when they really change.
    const double xTop = xMax > xMin ? xMax : xMin + 1.0;
    if (m_xAxis->min() != xMin || m_xAxis->max() != xTop) {
        m_xAxis->setRange(xMin, xTop);
        m_xAxis->applyNiceNumbers();
    }
    // A label per decade while they fit; over many decades, every second or fourth one.
    const double decades = std::ceil(-std::log10(yMin));
    const double base = decades > 8 ? 10000.0 : decades > 4 ? 100.0 : 10.0;
    const double bottom = std::pow(10.0, -std::ceil(decades / std::log10(base)) * std::log10(base));
    if (m_yAxis->base() != base)
        m_yAxis->setBase(base);
    if (m_yAxis->min() != bottom || m_yAxis->max() != 1.0)
        m_yAxis->setRange(bottom, 1.0);
    m_table->setData(data);
    // The legend lists only what is drawn: no "Exact" entry when m is too large for it. Hiding the
    // empty series, not only its marker, because the legend shows the marker of every visible
    // series again when the chart is first shown.
    for (QXYSeries *series : std::initializer_list<QXYSeries *> {m_exact, m_blocked, m_optimum, m_measured}) {
        const bool shown = series->count() > 0;
        if (series->isVisible() != shown)
            series->setVisible(shown);
    }
}

void FprChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    if (event->type() == QEvent::FontChange)
        ChartStyle::applyFont(m_chart, font());
    QWidget::changeEvent(event);
}

void FprChart::applyPalette()
{
    const QPalette &pal = palette();
    ChartStyle::applyPalette(m_chart, pal);
    m_approx->setPen(QPen(accentColor(Accent::SetBit, pal), 2.5));
    m_exact->setPen(QPen(accentColor(Accent::NewlySet, pal), 2.0, Qt::DashLine));
    m_blocked->setPen(QPen(accentColor(Accent::StopZero, pal), 2.0, Qt::DotLine));
    m_current->setColor(accentColor(Accent::Probe, pal));
    m_current->setBorderColor(pal.color(QPalette::Text));
    m_optimum->setColor(accentColor(Accent::NewlySet, pal));
    m_measured->setColor(accentColor(Accent::FalsePositive, pal));
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
