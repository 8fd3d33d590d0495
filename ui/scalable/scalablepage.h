#pragma once
// Scalable: feed keys past a filter's design capacity. A fixed filter's error climbs; a scalable
// filter opens slices, each tighter than the last, and stays under its target.

#include "pages/demopage.h"

class AnimationClock;
class QChart;
class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineSeries;
class QSpinBox;
class QTableView;
class QUndoStack;
class QValueAxis;
class ScalableModel;
class SliceBandsView;

class ScalablePage : public DemoPage {
    Q_OBJECT

public:
    // Tests pass a ManualClock to drive continuous feeding.
    explicit ScalablePage(QWidget *parent = nullptr, AnimationClock *clock = nullptr);
    ~ScalablePage() override;

    QUndoStack *undoStack() override;
    void saveSession(Session::Data &session) const override;
    void restoreSession(const Session::Data &session) override;

    void feed(quint64 count);
    void setContinuous(bool on);
    [[nodiscard]] bool isContinuous() const;
    // Applies the parameter fields; returns false and shows why when they are not valid.
    bool restart();

    [[nodiscard]] ScalableModel *model() const { return m_model; }
    [[nodiscard]] SliceBandsView *bands() const { return m_bands; }
    [[nodiscard]] QLineSeries *fixedSeries() const { return m_fixedSeries; }
    [[nodiscard]] QLineSeries *scalableSeries() const { return m_scalableSeries; }
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] QString messageText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createParameters();
    QWidget *createFeedRow();
    QWidget *createChart();
    void refresh();
    void applyPalette();
    void onTick();

    ScalableModel *m_model;
    QUndoStack *m_undo;
    AnimationClock *m_clock;
    SliceBandsView *m_bands = nullptr;
    QSpinBox *m_capacity = nullptr;
    QDoubleSpinBox *m_target = nullptr;
    QDoubleSpinBox *m_growth = nullptr;
    QDoubleSpinBox *m_tightening = nullptr;
    QCheckBox *m_continuous = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_message = nullptr;
    QChart *m_chart = nullptr;
    QLineSeries *m_fixedSeries = nullptr;
    QLineSeries *m_scalableSeries = nullptr;
    QLineSeries *m_targetSeries = nullptr;
    QLineSeries *m_designSeries = nullptr;
    QValueAxis *m_xAxis = nullptr;
    QValueAxis *m_yAxis = nullptr;
    QTableView *m_table = nullptr;
};
