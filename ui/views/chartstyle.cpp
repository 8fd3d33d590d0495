#include "chartstyle.h"
#include "common/splitters.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QEvent>
#include <QFont>
#include <QHeaderView>
#include <QLegend>
#include <QLocale>
#include <QPalette>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>

#include <algorithm>

namespace {
// Grows the table beside a chart whenever their splitter is resized: at 1,280 pixels the Scalable
// page's table had to scroll to show its last column in Thai, Bengali and Uzbek.
class TableFitter final : public QObject {
public:
    TableFitter(QSplitter *split, QTableView *table) : QObject(split), m_split(split), m_table(table)
    {
        split->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Queued: a filter hears of the resize before the splitter has shared out its new width.
        if (watched == m_split && event->type() == QEvent::Resize)
            QMetaObject::invokeMethod(
                this, [this] { ChartStyle::growTableToFit(m_split, m_table); }, Qt::QueuedConnection);
        return QObject::eventFilter(watched, event);
    }

private:
    QSplitter *m_split;
    QTableView *m_table;
};
} // namespace

namespace ChartStyle {

void applyPalette(QChart *chart, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
    }
}

void applyFont(QChart *chart, const QFont &widgetFont)
{
    // At most 1.25× the application's text: past that, a chart a third of the window high elides
    // its axis labels to "…", which hides more than small text does.
    QFont font = widgetFont;
    const double cap = QApplication::font().pointSizeF() * 1.25;
    if (font.pointSizeF() > cap && cap > 0)
        font.setPointSizeF(cap);
    chart->setTitleFont(font);
    chart->legend()->setFont(font);
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsFont(font);
        axis->setTitleFont(font);
    }
}

QChartView *createView(QChart *chart, const QString &accessibleName, QWidget *parent)
{
    auto *view = new QChartView(chart, parent);
    // Axis numbers in the locale's digits, as every other number on the page (Bengali: ০–৯).
    chart->setLocalizeNumbers(true);
    // A log axis's decades read "1E-8", not "1E-08".
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitLeadingZeroInExponent);
    chart->setLocale(locale);
    // A legend entry too long for the row is elided; its whole text is then a hover away.
    chart->legend()->setShowToolTips(true);
    view->setRenderHint(QPainter::Antialiasing);
    view->setAccessibleName(accessibleName);
    view->setAccessibleDescription(
        QCoreApplication::translate("ChartStyle", "The same numbers are in the table beside the chart."));
    // Axes and numbers keep their order in right-to-left languages, as the lessons describe them.
    view->setLayoutDirection(Qt::LeftToRight);
    return view;
}

QSplitter *besideTable(QWidget *chart, QTableView *table, int chartStretch, int tableStretch, QWidget *parent)
{
    auto *split = Splitters::sideBySide(parent);
    split->addWidget(chart);
    split->addWidget(table);
    split->setStretchFactor(0, chartStretch);
    split->setStretchFactor(1, tableStretch);
    // A starting width in the same proportion; the user can drag the handle from there.
    constexpr int kUnit = 200;
    split->setSizes({chartStretch * kUnit, tableStretch * kUnit});
    new TableFitter(split, table);
    return split;
}

void growTableToFit(QSplitter *split, QTableView *table)
{
    const QList<int> sizes = split->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    const int needed = table->horizontalHeader()->length() + 2 * table->frameWidth()
        + table->verticalScrollBar()->sizeHint().width();
    const int width = std::min(needed, total / 2);
    if (total > 0 && width > sizes.value(1))
        split->setSizes({total - width, width});
}

} // namespace ChartStyle
