#include "systemrun.h"

#include "pages/backgroundjob.h"

#include <QCoreApplication>
#include <QTimer>

#include <stop_token>

SystemRun::SystemRun(QObject *parent)
    : QObject(parent), m_job(new BackgroundJob(this)), m_poll(new QTimer(this))
{
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_control)
            emit progressChanged(m_control->progress());
    });
    connect(m_job, &BackgroundJob::finished, this, [this] {
        m_poll->stop();
        if (m_control)
            emit progressChanged(m_control->progress());
        // The run is over before `done` looks at the results, so `done` may start another.
        auto done = std::move(m_done);
        m_done = nullptr;
        emit runningChanged(false);
        if (done)
            done();
    });
}

SystemRun::~SystemRun()
{
    cancel();
}

bool SystemRun::start(std::function<void(systems::RunControl &)> work, std::function<void()> done)
{
    if (m_job->isRunning())
        return false;
    m_control = std::make_shared<systems::RunControl>();
    m_done = std::move(done);
    const bool started = m_job->start([control = m_control, work = std::move(work)](std::stop_token stop) {
        const std::stop_callback onStop(stop, [control] { control->cancel(); });
        work(*control);
    });
    if (!started)
        return false;
    m_poll->start();
    emit runningChanged(true);
    emit progressChanged(0.0);
    return true;
}

void SystemRun::cancel()
{
    if (m_control)
        m_control->cancel();
    m_job->cancel();
}

bool SystemRun::isRunning() const
{
    return m_job->isRunning();
}

void SystemRun::wait()
{
    m_job->wait();
    // The job posts its finish to this thread's event queue; deliver it, `done` included.
    while (m_job->isRunning())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
}

void SystemRun::stopAndJoin()
{
    m_done = nullptr;
    cancel();
    m_job->wait();
}
