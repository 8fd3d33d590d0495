#pragma once
// What every chart in the app shares, so the FPR lab's and the scalable page's charts look and read
// alike: colours from the palette (a dark or high-contrast theme reaches the axes and the legend
// too, not only the widgets around the chart), axes that read left to right in every language,
// and the table of the same numbers beside the chart.

class QChart;
class QChartView;
class QFont;
class QPalette;
class QSplitter;
class QString;
class QTableView;
class QWidget;

namespace ChartStyle {

// Background, title, legend and every attached axis take the palette's colours. Call it again on
// QEvent::PaletteChange; the series' pens are each chart's own, since their colours carry meaning.
void applyPalette(QChart *chart, const QPalette &palette);

// Title, legend and axes in the host widget's font: a chart is a graphics scene and does not follow
// widget fonts by itself, so presenter mode would leave it small. Call it on QEvent::FontChange.
void applyFont(QChart *chart, const QFont &font);

// A view of `chart` named for screen readers, which point to the table beside it for the numbers.
QChartView *createView(QChart *chart, const QString &accessibleName, QWidget *parent);

// The chart and its table side by side, sharing extra width in the given proportion. Whenever the
// splitter is resized, the table grows to fit its columns (growTableToFit).
QSplitter *besideTable(
    QWidget *chart, QTableView *table, int chartStretch, int tableStretch, QWidget *parent);

// The table beside a chart takes the width its columns need, up to half the splitter's; past half it
// scrolls sideways. It only grows, so a handle the user dragged wider stays where it is. Call it when
// the columns' widths change.
void growTableToFit(QSplitter *split, QTableView *table);

} // namespace ChartStyle
