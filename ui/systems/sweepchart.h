#pragma once
// The bits-per-key sweep as a chart: RocksDB's measured false-positive rate beside the formula
// for its filter (log scale), and the block reads the filters saved, against bits per key.
#include "systemsengine/lsmstore.h"

#include <QWidget>

#include <vector>

class QChart;
class QChartView;
class QLineSeries;

class SweepChart : public QWidget {
    Q_OBJECT

public:
    explicit SweepChart(QWidget *parent = nullptr);
    void setPoints(const std::vector<systems::SweepPoint> &points);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyPens();

    QChart *m_chart;
    QChartView *m_view;
    QLineSeries *m_measured;
    QLineSeries *m_formula;
    QLineSeries *m_avoided;
};
