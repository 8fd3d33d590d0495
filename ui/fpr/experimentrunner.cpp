#include "experimentrunner.h"

ExperimentRunner::ExperimentRunner(QObject *parent) : QObject(parent)
{
    connect(&m_job, &BackgroundJob::finished, this, &ExperimentRunner::finished);
}

ExperimentRunner::~ExperimentRunner()
{
    // The job is destroyed after this body; stop it first so no result arrives half-way.
    m_job.cancel();
    m_job.wait();
}

bool ExperimentRunner::start(const QList<bloom::ExperimentConfig> &configs)
{
    if (configs.isEmpty())
        return false;
    return m_job.start([this, configs](std::stop_token stop) {
        const int count = static_cast<int>(configs.size());
        int lastPermille = -1;
        for (int i = 0; i < count && !stop.stop_requested(); ++i) {
            const auto report = [this, i, count, &lastPermille](const bloom::ExperimentProgress &p) {
                const double inserting = p.total == 0 ? 0.0 : double(p.done) / double(p.total);
                // Inserting is the first half of an experiment's work, probing the second.
                const double within = p.phase == bloom::ExperimentPhase::Inserting ? inserting / 2
                    : p.phase == bloom::ExperimentPhase::Probing                   ? 0.5 + inserting / 2
                    : p.phase == bloom::ExperimentPhase::Done                      ? 1.0
                                                                                   : 0.0;
                const double overall = (i + within) / count;
                // Only a change the bar can show, as the variants card posts: each post repaints the
                // bar on the ui thread, which must keep up and stay free for a click on Cancel.
                const int permille = static_cast<int>(overall * 1000);
                if (permille == lastPermille)
                    return;
                lastPermille = permille;
                m_job.post([this, overall, i, count] { emit progress(overall, i, count); });
            };
            auto result = bloom::runExperiment(configs[i], report, stop);
            if (result)
                m_job.post([this, i, r = *result] { emit resultReady(i, r); });
            else if (result.error().code != bloom::Errc::Cancelled)
                m_job.post([this, i, e = result.error()] { emit failed(i, e); });
        }
    });
}

void ExperimentRunner::cancel()
{
    m_job.cancel();
}

void ExperimentRunner::wait()
{
    m_job.wait();
}
