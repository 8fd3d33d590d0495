#include <bloom/bloom_filter.h>
#include <bloom/experiment.h>
#include <bloom/math.h>

#include <charconv>
#include <chrono>

namespace bloom {

std::size_t generatedKey(char *buffer, std::uint64_t salt, bool probe, std::uint64_t index) noexcept
{
    char *out = buffer;
    if (salt != 0) {
        out = std::to_chars(out, buffer + kMaxGeneratedKeyBytes, salt).ptr;
        *out++ = ':';
    }
    *out++ = probe ? 'p' : 'i';
    out = std::to_chars(out, buffer + kMaxGeneratedKeyBytes, index).ptr;
    return static_cast<std::size_t>(out - buffer);
}

namespace {

// Polling the token and reporting every 16k keys costs nothing measurable and keeps a cancel
// well inside 100 ms even for the slowest scheme.
constexpr std::uint64_t kReportEvery = 1u << 14;

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

Result<ExperimentResult> runExperiment(
    const ExperimentConfig &config, const ProgressCallback &progress, std::stop_token stop)
{
    auto report = [&](ExperimentPhase phase, std::uint64_t done, std::uint64_t total) {
        if (progress)
            progress({phase, done, total});
    };
    if (config.items == 0 && config.probes == 0)
        return Errc::ZeroItems;
    report(ExperimentPhase::Allocating, 0, 0);
    auto created = BloomFilter::create(config.bits, config.hashes, makeHashScheme(config.hash, config.seed));
    if (!created)
        return created.error();
    BloomFilter &filter = *created;

    ExperimentResult result;
    result.config = config;
    char key[kMaxGeneratedKeyBytes];

    auto start = std::chrono::steady_clock::now();
    for (std::uint64_t i = 0; i < config.items; ++i) {
        if (i % kReportEvery == 0) {
            if (stop.stop_requested())
                return Errc::Cancelled;
            report(ExperimentPhase::Inserting, i, config.items);
        }
        filter.add({key, generatedKey(key, config.keySalt, false, i)});
    }
    result.insertSeconds = secondsSince(start);

    start = std::chrono::steady_clock::now();
    std::uint64_t positives = 0;
    for (std::uint64_t i = 0; i < config.probes; ++i) {
        if (i % kReportEvery == 0) {
            if (stop.stop_requested())
                return Errc::Cancelled;
            report(ExperimentPhase::Probing, i, config.probes);
        }
        if (filter.mightContain({key, generatedKey(key, config.keySalt, true, i)}))
            ++positives;
    }
    result.probeSeconds = secondsSince(start);

    result.falsePositives = positives;
    result.measuredFpr
        = config.probes == 0 ? 0.0 : static_cast<double>(positives) / static_cast<double>(config.probes);
    result.theoreticalFpr = falsePositiveRate(config.bits, config.items, config.hashes);
    if (auto exact = exactFalsePositiveRate(config.bits, config.items, config.hashes); exact)
        result.exactFpr = *exact;
    const Interval ci = wilsonInterval(positives, config.probes);
    result.confidenceLow = ci.low;
    result.confidenceHigh = ci.high;
    result.setBits = filter.setBitCount();
    result.memoryBytes = filter.memoryBytes();
    report(ExperimentPhase::Done, config.probes, config.probes);
    return result;
}

} // namespace bloom
