#pragma once
// Labels a chart's log axis in decimals down to 0.001 and in powers of ten below ("10⁻⁶"), in the
// locale's digits, where QtCharts would print "1E-6" (in Bengali "১E-৬"). QLogValueAxis takes only
// a printf format, so a category axis beside it carries the labels: mapped over log10 of the log
// axis's range, it places each label exactly on a tick of the log axis, which keeps its ticks and
// grid and hides its own labels and title.

#include <QObject>
#include <QString>

class QCategoryAxis;
class QChart;
class QLogValueAxis;

class LogAxisLabels final : public QObject {
    Q_OBJECT

public:
    // Takes over the axis's title; the axis must already be in the chart.
    explicit LogAxisLabels(QChart *chart, QLogValueAxis *axis);

    // The label of 10^exponent, as drawn.
    [[nodiscard]] static QString label(int exponent);
    [[nodiscard]] QCategoryAxis *labels() const { return m_labels; }

private:
    void sync();

    QLogValueAxis *m_axis;
    QCategoryAxis *m_labels;
};
