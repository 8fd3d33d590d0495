#include "chartstyle.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QFont>
#include <QLegend>
#include <QLocale>
#include <QPalette>
#include <QSplitter>

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

QSplitter *besideTable(QWidget *chart, QWidget *table, int chartStretch, int tableStretch, QWidget *parent)
{
    auto *split = new QSplitter(Qt::Horizontal, parent);
    split->addWidget(chart);
    split->addWidget(table);
    split->setStretchFactor(0, chartStretch);
    split->setStretchFactor(1, tableStretch);
    // A starting width in the same proportion; the user can drag the handle from there.
    constexpr int kUnit = 200;
    split->setSizes({chartStretch * kUnit, tableStretch * kUnit});
    return split;
}

} // namespace ChartStyle
