#include "backgroundjob.h"

#include <QMetaObject>

BackgroundJob::BackgroundJob(QObject *parent) : QObject(parent) { }

BackgroundJob::~BackgroundJob()
{
    // Join before QObject teardown, so the worker never posts to a dying object.
    if (m_worker.joinable()) {
        m_worker.request_stop();
        m_worker.join();
    }
}

bool BackgroundJob::start(std::function<void(std::stop_token)> work)
{
    if (m_running)
        return false;
    if (m_worker.joinable())
        m_worker.join();
    m_running = true;
    m_worker = std::jthread([this, work = std::move(work)](std::stop_token stop) {
        work(stop);
        const bool cancelled = stop.stop_requested();
        post([this, cancelled] {
            m_running = false;
            emit finished(cancelled);
        });
    });
    return true;
}

void BackgroundJob::cancel()
{
    m_worker.request_stop();
}

void BackgroundJob::wait()
{
    if (m_worker.joinable())
        m_worker.join();
}

void BackgroundJob::post(std::function<void()> task)
{
    QMetaObject::invokeMethod(this, std::move(task), Qt::QueuedConnection);
}
