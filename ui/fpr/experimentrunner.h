#pragma once
// Runs core experiments off the ui thread, one after another, with progress and cancel. Core does
// the work and polls the stop token every few thousand keys, so a cancel lands within
// milliseconds; results come back on the ui thread as signals.

#include "pages/backgroundjob.h"

#include <bloom/experiment.h>

#include <QList>
#include <QObject>

class ExperimentRunner : public QObject {
    Q_OBJECT

public:
    explicit ExperimentRunner(QObject *parent = nullptr);
    ~ExperimentRunner() override;

    // Starts the batch unless one is running; returns whether it started.
    bool start(const QList<bloom::ExperimentConfig> &configs);
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_job.isRunning(); }
    // Blocks until the batch ends: for tests and for quitting.
    void wait();

signals:
    // Overall progress of the batch in [0, 1], and which experiment is running.
    void progress(double fraction, int index, int count);
    void resultReady(int index, const bloom::ExperimentResult &result);
    void failed(int index, const bloom::Error &error);
    void finished(bool cancelled);

private:
    BackgroundJob m_job;
};
