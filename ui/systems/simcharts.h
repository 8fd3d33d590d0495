#pragma once
// The CDN's three admission policies as bars: the disk writes each made and how many of them were
// one-hit wonders, so the writes the second-request rule saves are seen at a glance.
#include "systemsengine/cdnadmission.h"

#include <QWidget>

#include <optional>

class QBarCategoryAxis;
class QBarSet;
class QChart;
class QChartView;
class QValueAxis;

class CdnWritesChart : public QWidget {
    Q_OBJECT

public:
    explicit CdnWritesChart(QWidget *parent = nullptr);
    // Hidden until there is a run to show.
    void setResult(const std::optional<systems::CdnResult> &result);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColours();

    QChart *m_chart;
    QChartView *m_view;
    QBarSet *m_writes;
    QBarSet *m_wonders;
    QBarCategoryAxis *m_policies;
    QValueAxis *m_count;
};
