#pragma once
// The Scalable demo's stages, each bound to a ScalableController: the parameters with Start over,
// the feed buttons with their message, the slices with the numbers now, and the growth chart with
// its table. A page or a lesson step lays them out.

#include <QList>
#include <QWidget>

class QChart;
class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QLineSeries;
class QSpinBox;
class QSplitter;
class QTableView;
class QValueAxis;
class QLogValueAxis;
class QAbstractAxis;
class QCheckBox;
class ScalableController;
class SliceBandsView;

class ScalableParametersBar : public QWidget {
    Q_OBJECT

public:
    explicit ScalableParametersBar(ScalableController *controller, QWidget *parent = nullptr);
    // Starts over with the values in the fields; false, with the reason shown, when refused.
    bool apply();

    // True while the fields hold settings the filters were not built with.
    [[nodiscard]] bool isPending() const;

private:
    void sync();
    void showPending();

    ScalableController *m_controller;
    QSpinBox *m_capacity;
    QDoubleSpinBox *m_target;
    QDoubleSpinBox *m_growth;
    QDoubleSpinBox *m_tightening;
    QLabel *m_pending;
};

class FeedBar : public QWidget {
    Q_OBJECT

public:
    explicit FeedBar(ScalableController *controller, QWidget *parent = nullptr);
    [[nodiscard]] QString messageText() const;

private:
    QCheckBox *m_continuous;
    QLabel *m_message;
    QList<QPushButton *> m_feedButtons;
};

class SlicesStage : public QWidget {
    Q_OBJECT

public:
    explicit SlicesStage(ScalableController *controller, QWidget *parent = nullptr);
    [[nodiscard]] SliceBandsView *bands() const { return m_bands; }
    [[nodiscard]] QString statusText() const;

private:
    void refresh();

    ScalableController *m_controller;
    SliceBandsView *m_bands;
    QLabel *m_status;
};

class GrowthChartStage : public QWidget {
    Q_OBJECT

public:
    explicit GrowthChartStage(ScalableController *controller, QWidget *parent = nullptr);
    [[nodiscard]] QLineSeries *fixedSeries() const { return m_fixedSeries; }
    [[nodiscard]] QLineSeries *scalableSeries() const { return m_scalableSeries; }
    [[nodiscard]] QTableView *tableView() const { return m_table; }
    // The rate on a logarithmic axis: on the linear one the scalable filter's line, far below the
    // overfull fixed filter's, lies flat along the bottom.
    void setLogarithmic(bool on);
    [[nodiscard]] bool isLogarithmic() const { return m_logarithmic; }
    [[nodiscard]] QAbstractAxis *rateAxis() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void applyPalette();

    ScalableController *m_controller;
    QChart *m_chart;
    QLineSeries *m_fixedSeries;
    QLineSeries *m_scalableSeries;
    QLineSeries *m_targetSeries;
    QLineSeries *m_designSeries;
    QValueAxis *m_xAxis;
    QValueAxis *m_yAxis;
    QLogValueAxis *m_yLogAxis;
    QCheckBox *m_logBox;
    QSplitter *m_split = nullptr;
    bool m_logarithmic = false;
    QTableView *m_table;
};
