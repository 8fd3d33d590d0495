#pragma once
// The CDN tab: the trace (requests, catalogue, Zipf skew), the cache's size and the filter's
// target rate, bound to a CdnController; the three admission policies side by side.
#include "systems/systemtab.h"

class CdnController;
class CdnWritesChart;
class QDoubleSpinBox;
class QSpinBox;

class CdnTab : public SystemTab {
    Q_OBJECT

public:
    explicit CdnTab(CdnController *controller, QWidget *parent = nullptr);

protected:
    [[nodiscard]] QString csvFileName() const override;
    void refresh() override;

private:
    QWidget *makeTraceBox();
    void pushSettings();

    CdnController *m_controller;
    CdnWritesChart *m_chart;
    QSpinBox *m_requests = nullptr;
    QSpinBox *m_catalogue = nullptr;
    QDoubleSpinBox *m_skew = nullptr;
    QSpinBox *m_capacity = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
};
