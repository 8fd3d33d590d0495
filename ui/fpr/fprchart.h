#pragma once
// One false-positive-rate chart with its table beside it, a stage bound to an FprController: the
// approximate formula, the exact one where m is small enough, the blocked filter's, the current
// point, and any measured points with their 95% intervals, as the controller computed them; by
// bits per key also the cuckoo filter, a step per whole fingerprint bit, and the lower bound. The y
// axis is logarithmic; the table carries the same numbers for keyboard and screen-reader users,
// and both export (PNG, SVG, CSV).

#include "fpr/fprcontroller.h"

#include <QAbstractTableModel>
#include <QList>
#include <QPen>
#include <QWidget>

class QChart;
class QChartView;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QSplitter;
class QTableView;
class QTimer;
class QValueAxis;

class CurveTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // The cuckoo and lower-bound columns only for a chart that has those curves (bits per key).
    enum Column { XColumn, ApproxColumn, ExactColumn, BlockedColumn, CuckooColumn, BoundColumn, ColumnCount };
    explicit CurveTableModel(const QString &xTitle, QObject *parent = nullptr);
    void setData(const ChartData &data);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    // The table as CSV, with full precision and '.' decimals, for spreadsheets.
    [[nodiscard]] QByteArray toCsv() const;

private:
    // Why a cell has no rate, for its tooltip.
    [[nodiscard]] QString missingReason(int row, int column) const;
    // What a column holds, for its header's tooltip and screen readers; empty for the plain ones.
    [[nodiscard]] static QString columnDescription(int column);

    QString m_xTitle;
    ChartData m_data;
};

class FprChart : public QWidget {
    Q_OBJECT

public:
    explicit FprChart(FprController *controller, FprController::Chart chart, QWidget *parent = nullptr);

    // What the chart draws now: the controller's curves as of its last update.
    [[nodiscard]] const ChartData &data() const { return m_data; }
    [[nodiscard]] CurveTableModel *table() const { return m_table; }
    [[nodiscard]] QChart *chart() const { return m_chart; }
    [[nodiscard]] QLineSeries *approxSeries() const { return m_approx; }
    [[nodiscard]] QLineSeries *exactSeries() const { return m_exact; }
    [[nodiscard]] QLineSeries *blockedSeries() const { return m_blocked; }
    // Bits per key only: the cuckoo filter's steps and the lower bound 2^(−b); empty elsewhere.
    [[nodiscard]] QLineSeries *cuckooSeries() const { return m_cuckoo; }
    [[nodiscard]] QLineSeries *lowerBoundSeries() const { return m_bound; }
    [[nodiscard]] QScatterSeries *measuredSeries() const { return m_measured; }
    // Measurements that found no false positive, drawn hollow at the rate axis's foot.
    [[nodiscard]] QScatterSeries *measuredNoneSeries() const { return m_measuredNone; }
    [[nodiscard]] QScatterSeries *optimumSeries() const { return m_optimum; }
    // The height the chart's title and legend take, its labels broken into lines to fit.
    [[nodiscard]] int legendHeight() const { return m_legendHeight; }
    [[nodiscard]] QTableView *tableView() const { return m_tableView; }
    [[nodiscard]] QLogValueAxis *rateAxis() const { return m_yAxis; }
    // The words shown over the plot when no rate is large enough to draw; hidden otherwise.
    [[nodiscard]] QGraphicsSimpleTextItem *emptyNote() const { return m_emptyNote; }

    // The blocked filter's curve, which the lab explains beside its chart; a lesson that does not
    // leaves it out.
    void setBlockedShown(bool shown);
    // The same for the cuckoo filter and the lower bound.
    void setComparisonsShown(bool shown);

    // By suffix: .png, .svg or .csv. Returns an empty string or what went wrong.
    QString save(const QString &path) const;
    void exportWithDialog();

signals:
    void legendHeightChanged(int height);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    [[nodiscard]] static QString title(FprController::Chart chart);
    [[nodiscard]] static QString xTitle(FprController::Chart chart);
    void setData(const ChartData &data);
    void applyPalette();
    void fitColumns();
    void placeEmptyNote();
    void fitRateLabels();
    void showSeries();
    // In fprchartmarks.cpp.
    void wrapLegend();
    void showOptimum(const ChartData &data);
    void showMeasured(const ChartData &data, double bottom);
    void explainPoint(const QPointF &point, bool hovered, bool optimum);

    ChartData m_data;
    QChart *m_chart;
    QChartView *m_view;
    QLineSeries *m_approx;
    QLineSeries *m_exact;
    QLineSeries *m_blocked;
    QLineSeries *m_cuckoo;
    QLineSeries *m_bound;
    QScatterSeries *m_current;
    QScatterSeries *m_optimum;
    QScatterSeries *m_measured;
    QScatterSeries *m_measuredNone;
    QString m_optimumName;
    bool m_optimumCapped = false;
    QPen m_optimumPen;
    int m_legendHeight = 0;
    QTimer *m_wrapLater;
    QList<QLineSeries *> m_errorBars;
    QValueAxis *m_xAxis;
    QLogValueAxis *m_yAxis;
    bool m_blockedShown = true;
    bool m_comparisonsShown = true;
    CurveTableModel *m_table;
    QTableView *m_tableView;
    QSplitter *m_split = nullptr;
    QGraphicsSimpleTextItem *m_emptyNote;
    QTimer *m_fitLater;
    // How many gaps between the rate axis's labels may be, as the plot's height allows.
    int m_rateIntervals;
};
