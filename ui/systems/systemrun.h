#pragma once
// One run of a system at a time on a worker thread, for a controller: the work gets a RunControl
// to report progress and poll for Cancel, and its `done` step runs back on the ui thread with
// whatever the work produced. Progress is read on a timer, so a run that reports a million times
// sends the ui no events at all.
#include "systemsengine/runcontrol.h"

#include <QObject>

#include <functional>
#include <memory>

class BackgroundJob;
class QTimer;

class SystemRun : public QObject {
    Q_OBJECT

public:
    explicit SystemRun(QObject *parent = nullptr);
    ~SystemRun() override;

    // False when a run is going already. `done` runs on the ui thread after `work` returns.
    bool start(std::function<void(systems::RunControl &)> work, std::function<void()> done);
    void cancel();
    [[nodiscard]] bool isRunning() const;
    // Blocks until the run and its `done` step are over: for tests.
    void wait();
    // Cancels and joins the worker without running `done`: for an owner going away.
    void stopAndJoin();

signals:
    void runningChanged(bool running);
    void progressChanged(double fraction);

private:
    BackgroundJob *m_job = nullptr;
    QTimer *m_poll = nullptr;
    std::shared_ptr<systems::RunControl> m_control;
    std::function<void()> m_done;
};
