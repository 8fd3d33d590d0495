#pragma once
// Variants compared: the interview trade-off table, measured live. Core builds the classic,
// blocked, counting and scalable Bloom filters and a cuckoo filter for the same n and p in turn
// (bloom::measureVariant) on a worker thread; each row arrives on the ui thread as it is measured and goes
// into a VariantsModel, which shows the best figure of each column in bold.

#include "pages/backgroundjob.h"

#include <bloom/variants.h>

#include <QList>
#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;
class VariantsModel;

class VariantsCard : public QWidget {
    Q_OBJECT

public:
    explicit VariantsCard(QWidget *parent = nullptr);
    ~VariantsCard() override;

    // Starts a run with the inputs' n and p unless one is running; returns whether it started.
    bool run();
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_job.isRunning(); }
    // Blocks until the worker ends: for tests.
    void wait();

    [[nodiscard]] VariantsModel *model() const { return m_model; }
    [[nodiscard]] QTableView *table() const { return m_table; }
    [[nodiscard]] QSpinBox *keysControl() const { return m_keys; }
    [[nodiscard]] QDoubleSpinBox *rateControl() const { return m_rate; }
    [[nodiscard]] QString statusText() const;

signals:
    void measured(int index, const bloom::VariantMeasurement &measurement);
    void progressChanged(int permille);
    void failed(const bloom::Error &error);
    void finished(bool cancelled);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void onMeasured(int index, const bloom::VariantMeasurement &measurement);
    void onFailed(const bloom::Error &error);
    void onFinished(bool cancelled);
    void setRunning(bool running);
    void fitTable();

    QSpinBox *m_keys = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QTableView *m_table = nullptr;
    VariantsModel *m_model = nullptr;

    bloom::VariantConfig m_config;
    bool m_failed = false;
    std::uint64_t m_runs = 0;
    BackgroundJob m_job;
};
