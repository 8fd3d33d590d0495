#pragma once
// Scalable: feed keys past a filter's design capacity. A fixed filter's error climbs; a scalable
// filter opens slices, each tighter than the last, and stays under its target. The page is a
// layout of stages around a ScalableController.

#include "pages/demopage.h"
#include "scalable/scalablecontroller.h"

class AnimationClock;
class FeedBar;
class GrowthChartStage;
class QLineSeries;
class ScalableParametersBar;
class SliceBandsView;
class SlicesStage;

class ScalablePage : public DemoPage {
    Q_OBJECT

public:
    // Tests pass a ManualClock to drive continuous feeding.
    explicit ScalablePage(QWidget *parent = nullptr, AnimationClock *clock = nullptr);

    QUndoStack *undoStack() override;
    void saveSession(Session::Data &session) const override;
    void restoreSession(const Session::Data &session) override;

    [[nodiscard]] ScalableController *controller() const { return m_controller; }
    void feed(quint64 count) { m_controller->feed(count); }
    void setContinuous(bool on) { m_controller->setContinuous(on); }
    [[nodiscard]] bool isContinuous() const { return m_controller->isContinuous(); }
    // Applies the parameter fields; returns false and shows why when they are not valid.
    bool restart();

    [[nodiscard]] ScalableModel *model() const { return m_controller->model(); }
    [[nodiscard]] SliceBandsView *bands() const;
    [[nodiscard]] QLineSeries *fixedSeries() const;
    [[nodiscard]] QLineSeries *scalableSeries() const;
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] QString messageText() const { return m_controller->message(); }

private:
    ScalableController *m_controller;
    ScalableParametersBar *m_parameters;
    FeedBar *m_feed;
    SlicesStage *m_slices;
    GrowthChartStage *m_chart;
};
