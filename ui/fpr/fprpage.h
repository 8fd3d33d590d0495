#pragma once
// FPR lab: theory and measurement on the same axes. Three live charts follow the m, n and k
// controls; Measure runs real experiments and overlays them; the sizing calculator solves for the
// rest from any two values; the experiments tab runs the article's 100-million-key filter and
// compares hash schemes.

#include "fpr/fprcurves.h"
#include "pages/demopage.h"

#include <bloom/experiment.h>

class ExperimentRunner;
class FprChart;
class LogSlider;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTimer;
class SizingCalculator;

class FprPage : public DemoPage {
    Q_OBJECT

public:
    explicit FprPage(QWidget *parent = nullptr);
    ~FprPage() override;

    bool canExportImage() const override { return true; }
    void exportImage() override;
    void saveSession(Session::Data &session) const override;
    void restoreSession(const Session::Data &session) override;

    [[nodiscard]] FprParameters parameters() const;
    void setParameters(const FprParameters &parameters);
    // Recomputes the charts now (normally a zero-delay timer merges a drag's changes).
    void updateCharts(bool withExact);
    [[nodiscard]] double lastUpdateMs() const { return m_lastUpdateMs; }
    [[nodiscard]] int chartUpdates() const { return m_updates; }

    void measure();
    void runSeedScale();
    void compareSchemes();
    void cancelExperiments();
    [[nodiscard]] ExperimentRunner *runner() const { return m_runner; }

    [[nodiscard]] FprChart *chart(int index) const { return m_charts.value(index); }
    [[nodiscard]] LogSlider *bitsControl() const { return m_bits; }
    [[nodiscard]] LogSlider *keysControl() const { return m_keys; }
    [[nodiscard]] LogSlider *hashesControl() const { return m_hashes; }
    [[nodiscard]] SizingCalculator *calculator() const { return m_calculator; }
    [[nodiscard]] QString experimentText() const;
    [[nodiscard]] QTableWidget *schemeTable() const { return m_schemes; }

private:
    enum class Job { None, Measure, SeedScale, Schemes };

    QWidget *createChartsTab();
    QWidget *createExperimentsTab();
    void scheduleUpdate();
    void startJob(Job job, const QList<bloom::ExperimentConfig> &configs);
    void onResult(int index, const bloom::ExperimentResult &result);
    void onFailed(int index, const bloom::Error &error);
    void onFinished(bool cancelled);

    LogSlider *m_bits = nullptr;
    LogSlider *m_keys = nullptr;
    LogSlider *m_hashes = nullptr;
    QList<FprChart *> m_charts;
    QLabel *m_timing = nullptr;
    QTimer *m_update = nullptr;
    QTimer *m_exactLater = nullptr;
    double m_lastUpdateMs = 0.0;
    int m_updates = 0;
    QList<MeasuredPoint> m_measured;
    FprParameters m_measuredFor;

    SizingCalculator *m_calculator = nullptr;
    ExperimentRunner *m_runner = nullptr;
    Job m_job = Job::None;
    QList<bloom::ExperimentConfig> m_jobConfigs;
    QList<QProgressBar *> m_progressBars;
    QList<QPushButton *> m_cancelButtons;
    QLabel *m_measureStatus = nullptr;
    QLabel *m_seedStatus = nullptr;
    QTableWidget *m_schemes = nullptr;
};
