#include "experimentrunner.h"

#include <QMetaObject>

ExperimentRunner::ExperimentRunner(QObject *parent) : QObject(parent) { }

ExperimentRunner::~ExperimentRunner()
{
    // Stop and join before QObject teardown, so the worker never posts to a dying object.
    if (m_worker.joinable()) {
        m_worker.request_stop();
        m_worker.join();
    }
}

bool ExperimentRunner::start(const QList<bloom::ExperimentConfig> &configs)
{
    if (m_running || configs.isEmpty())
        return false;
    if (m_worker.joinable())
        m_worker.join();
    m_running = true;
    m_worker = std::jthread([this, configs](std::stop_token stop) {
        const int count = static_cast<int>(configs.size());
        for (int i = 0; i < count && !stop.stop_requested(); ++i) {
            const auto report = [this, i, count](const bloom::ExperimentProgress &p) {
                const double inserting = p.total == 0 ? 0.0 : double(p.done) / double(p.total);
                // Inserting is the first half of an experiment's work, probing the second.
                const double within = p.phase == bloom::ExperimentPhase::Inserting ? inserting / 2
                    : p.phase == bloom::ExperimentPhase::Probing                   ? 0.5 + inserting / 2
                    : p.phase == bloom::ExperimentPhase::Done                      ? 1.0
                                                                                   : 0.0;
                const double overall = (i + within) / count;
                QMetaObject::invokeMethod(
                    this, [this, overall, i, count] { emit progress(overall, i, count); },
                    Qt::QueuedConnection);
            };
            auto result = bloom::runExperiment(configs[i], report, stop);
            if (result) {
                QMetaObject::invokeMethod(
                    this, [this, i, r = *result] { emit resultReady(i, r); }, Qt::QueuedConnection);
            } else if (result.error().code != bloom::Errc::Cancelled) {
                QMetaObject::invokeMethod(
                    this, [this, i, e = result.error()] { emit failed(i, e); }, Qt::QueuedConnection);
            }
        }
        const bool cancelled = stop.stop_requested();
        QMetaObject::invokeMethod(
            this,
            [this, cancelled] {
                m_running = false;
                emit finished(cancelled);
            },
            Qt::QueuedConnection);
    });
    return true;
}

void ExperimentRunner::cancel()
{
    m_worker.request_stop();
}

void ExperimentRunner::wait()
{
    if (m_worker.joinable())
        m_worker.join();
}
