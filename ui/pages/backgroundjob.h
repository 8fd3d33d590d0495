#pragma once
// One piece of work at a time on a worker thread, with cancel. Core does the work and polls the
// stop token; the work hands results to the ui thread with post(), and when it returns,
// finished(cancelled) follows on the ui thread. Destroying the job stops and joins the worker, and
// discards whatever it posted that has not run yet.

#include <QObject>

#include <atomic>
#include <functional>
#include <stop_token>
#include <thread>

class BackgroundJob : public QObject {
    Q_OBJECT

public:
    explicit BackgroundJob(QObject *parent = nullptr);
    ~BackgroundJob() override;

    // Starts `work` on the worker unless a job is running; returns whether it started.
    bool start(std::function<void(std::stop_token)> work);
    void cancel();
    // Blocks until the work returns: for tests and for quitting.
    void wait();
    [[nodiscard]] bool isRunning() const { return m_running; }

    // From the worker: runs `task` on the ui thread, after what was posted before it.
    void post(std::function<void()> task);

signals:
    void finished(bool cancelled);

private:
    std::jthread m_worker;
    std::atomic<bool> m_running {false};
};
