// The FPR lab's experiments: Measure at the current m, n and k, the article's filter at real scale
// and the hash schemes compared. One ExperimentRunner runs them on a worker thread, one batch at a
// time; each job keeps its own status and progress, for the stage that shows it.

#include "fprcontroller.h"

#include "common/errormessages.h"
#include "common/numberformat.h"
#include "fpr/experimentrunner.h"

#include <bloom/bloom.h>

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace {
// Where weak schemes show: a small filter with many hashes, so probe patterns matter. One such
// filter's rate varies by about 16% with the bits its keys happened to set, so 1,000 filters are
// pooled: the remixed scheme then lands within about ±2% of the exact rate, and a weak one cannot
// hide in the noise.
constexpr bloom::ExperimentConfig kSchemeComparison {
    1024, 8, 89, 4'000'000, bloom::HashKind::Enhanced, 7, 11, 1000};
// The Urdu article: 100 million items at 1%.
constexpr std::uint64_t kSeedKeys = 100'000'000;
constexpr std::uint64_t kSeedProbes = 10'000'000;
constexpr double kSeedRate = 0.01;
// Measure's four points, as multiples of n (its status counts them "of 4").
constexpr std::array kMeasureFactors {0.5, 1.0, 1.5, 2.0};

std::size_t slot(FprController::Job job)
{
    return static_cast<std::size_t>(job);
}
} // namespace

bloom::ExperimentConfig FprController::schemeComparison()
{
    return kSchemeComparison;
}

std::uint64_t FprController::seedScaleKeys()
{
    return kSeedKeys;
}

std::uint64_t FprController::seedScaleBits()
{
    return bloom::optimalBitCount(kSeedKeys, kSeedRate);
}

QString FprController::seedScaleReport(const bloom::ExperimentResult &result)
{
    const QLocale locale;
    return tr("Measured false-positive rate %1 (95%: %2 to %3) against %4 in theory.\n"
              "Inserted %5 keys in %6 s; probed %7 keys in %8 s. The filter used %9.")
        // Four digits: 100 million probes narrow the interval past three, and "1.01% (95%: 1%
        // to 1.01%)" showed the rate equal to its upper bound.
        .arg(NumberFormat::percent(result.measuredFpr, 4), NumberFormat::percent(result.confidenceLow, 4),
            NumberFormat::percent(result.confidenceHigh, 4), NumberFormat::percent(result.theoreticalFpr),
            locale.toString(result.config.items), locale.toString(result.insertSeconds, 'f', 2),
            locale.toString(result.config.probes), locale.toString(result.probeSeconds, 'f', 2),
            NumberFormat::bytes(double(result.memoryBytes)));
}

QString FprController::longestSeedScaleReport()
{
    // Rates under 1% take a digit more than those above ("0.9876%" against "1.012%"); the times
    // allow a machine that takes a quarter of an hour to insert (this one takes 10 s).
    bloom::ExperimentResult longest;
    longest.config.items = kSeedKeys;
    longest.config.probes = kSeedProbes;
    longest.measuredFpr = longest.confidenceLow = longest.confidenceHigh = longest.theoreticalFpr = 0.009876;
    longest.insertSeconds = 888.88;
    longest.probeSeconds = 88.88;
    longest.memoryBytes = seedScaleBits() / 8;
    return seedScaleReport(longest);
}

bool FprController::isExperimentRunning() const
{
    return m_runner->isRunning();
}

double FprController::progress(Job job) const
{
    return m_progress.at(slot(job));
}

QString FprController::status(Job job) const
{
    // A measurement's words hold its own m, n and k and the theory for them: once the inputs differ
    // they would state figures for a filter no longer on screen (until an undo brings it back).
    if (job == Job::Measure && m_measureTied && parameters() != m_measuredFor)
        return tr("The last measurement was for other values of m, n or k; click Measure to measure these.");
    return m_status.at(slot(job));
}

QString FprController::experimentText() const
{
    return QStringList {status(Job::Measure), status(Job::SeedScale), status(Job::Schemes)}.join(
        QLatin1Char('\n'));
}

void FprController::setStatus(Job job, const QString &text)
{
    m_status.at(slot(job)) = text;
    emit experimentChanged();
}

bool FprController::startJob(Job job, const QList<bloom::ExperimentConfig> &configs)
{
    if (m_runner->isRunning()) {
        if (job == Job::Measure)
            m_measureTied = false;
        setStatus(job, tr("An experiment is already running; wait for it or cancel it."));
        return false;
    }
    m_job = job;
    m_progress.at(slot(job)) = 0.0;
    m_runner->start(configs);
    emit experimentChanged();
    return true;
}

void FprController::measure()
{
    const FprParameters p = parameters();
    QList<bloom::ExperimentConfig> configs;
    QStringList sizes;
    ++m_measureRuns;
    for (const double factor : kMeasureFactors) {
        bloom::ExperimentConfig config;
        config.bits = static_cast<std::uint64_t>(p.bits);
        config.hashes = static_cast<std::uint32_t>(p.hashes);
        config.items = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(p.keys * factor)));
        // Enough probes to expect about 2,000 false positives, within reason, spread over up to 500
        // filters with their own keys: the point then estimates the expected rate the curve draws,
        // not one filter's luck, and its interval counts how much filters differ.
        const double rate = bloom::falsePositiveRate(config.bits, config.items, config.hashes);
        config.probes
            = static_cast<std::uint64_t>(std::clamp(2000.0 / std::max(rate, 1e-12), 100'000.0, 2'000'000.0));
        const double filters = std::min(double(config.probes) / 1000.0, 4'000'000.0 / double(config.items));
        config.filters = static_cast<std::uint32_t>(std::clamp(filters, 1.0, 500.0));
        // New keys each time, so measuring again is a new sample rather than the same one.
        config.keySalt = m_measureRuns * 1000;
        configs << config;
        sizes << QLocale().toString(config.items);
    }
    if (!startJob(Job::Measure, configs))
        return;
    m_measured.clear();
    m_measuredFor = p;
    m_measureTied = true;
    setStatus(Job::Measure, tr("Measuring at n = %1…").arg(QLocale().createSeparatedList(sizes)));
}

void FprController::runSeedScale()
{
    bloom::ExperimentConfig config;
    config.bits = seedScaleBits();
    config.hashes = bloom::optimalHashCount(config.bits, kSeedKeys);
    config.items = kSeedKeys;
    config.probes = kSeedProbes;
    if (startJob(Job::SeedScale, {config}))
        setStatus(Job::SeedScale, tr("Building the filter and inserting 100 million keys…"));
}

void FprController::compareSchemes()
{
    QList<bloom::ExperimentConfig> configs;
    for (const auto kind : {bloom::HashKind::Article, bloom::HashKind::PlainDouble,
             bloom::HashKind::EnhancedUnmixed, bloom::HashKind::Enhanced}) {
        bloom::ExperimentConfig config = kSchemeComparison;
        config.hash = kind;
        configs << config;
    }
    if (!startJob(Job::Schemes, configs))
        return;
    m_schemeResults.clear();
    setStatus(Job::Schemes, QString());
}

void FprController::cancelExperiments()
{
    m_runner->cancel();
}

void FprController::onProgress(double fraction)
{
    m_progress.at(slot(m_job)) = fraction;
    emit experimentProgress(m_job, fraction);
}

void FprController::onResult(int index, const bloom::ExperimentResult &result)
{
    const QLocale locale;
    switch (m_job) {
    case Job::Measure:
        m_measured << MeasuredPoint {double(result.config.items), result.measuredFpr, result.confidenceLow,
            result.confidenceHigh, result.falsePositives, result.config.probes};
        if (m_measuredFor.bits == m_curvesFor.bits && m_measuredFor.hashes == m_curvesFor.hashes) {
            m_curves[ByKeys].measured = m_measured;
            emit curvesChanged(ByKeys);
        }
        setStatus(Job::Measure,
            tr("Measured %1 of 4: at n = %2, %3 false positives in %4 probes = %5 "
               "(theory %6).")
                .arg(NumberFormat::integer(index + 1))
                .arg(locale.toString(result.config.items), locale.toString(result.falsePositives),
                    locale.toString(result.config.probes), NumberFormat::percent(result.measuredFpr),
                    NumberFormat::percent(result.theoreticalFpr)));
        break;
    case Job::SeedScale: setStatus(Job::SeedScale, seedScaleReport(result)); break;
    case Job::Schemes:
        m_schemeResults << result;
        emit experimentChanged();
        break;
    case Job::None: break;
    }
}

void FprController::onFailed(int, const bloom::Error &error)
{
    setStatus(m_job, ErrorMessages::forError(error));
}

void FprController::onFinished(bool cancelled)
{
    const Job job = m_job;
    m_job = Job::None;
    if (cancelled) {
        m_status.at(slot(job)) = tr("Cancelled.");
        if (job == Job::Measure)
            m_measureTied = false;
    } else
        m_progress.at(slot(job)) = 1.0;
    emit experimentChanged();
}
