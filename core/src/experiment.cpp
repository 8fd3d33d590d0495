#include <bloom/bloom_filter.h>
#include <bloom/experiment.h>
#include <bloom/math.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstring>
#include <memory>
#include <span>
#include <string_view>

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
// Keys are generated a chunk at a time and handed to the batched filter calls, which hash and
// prefetch a group before touching the bits. A chunk of text stays in L1/L2, and a whole number
// of chunks fits between two reports.
constexpr std::size_t kChunk = 1024;
static_assert(kReportEvery % kChunk == 0);

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// One chunk of generated keys: their text back to back and a view of each. From 10,000 on, a key
// is a head ("i" or "p" after the salt, then the number without its last four digits) and those
// four digits; the head changes once per 10,000 keys. So each key is one fixed-size copy of the head
// and one four-byte store, where to_chars for every key was a sixth of a 100M-key experiment, and
// editing a buffer in place and copying it made every copy wait for the edit to reach the cache.
class KeyChunk {
public:
    std::span<const std::string_view> fill(
        std::uint64_t salt, bool probe, std::uint64_t first, std::size_t count)
    {
        char *out = m_text.data();
        for (std::uint64_t index = first; index < first + count; ++index) {
            std::size_t length = 0;
            if (index < kTailBase) {
                length = generatedKey(out, salt, probe, index);
            } else {
                if (index == first || index % kTailBase == 0)
                    m_headLength = generatedKey(m_head.data(), salt, probe, index) - kTailDigits;
                const auto tail = static_cast<std::uint32_t>(index % kTailBase);
                const std::array<char, kTailDigits> digits {
                    digit(tail / 1000), digit(tail / 100 % 10), digit(tail / 10 % 10), digit(tail % 10)};
                std::memcpy(out, m_head.data(), m_head.size());
                std::memcpy(out + m_headLength, digits.data(), digits.size());
                length = m_headLength + kTailDigits;
            }
            m_views[static_cast<std::size_t>(index - first)] = {out, length};
            out += length;
        }
        return std::span(m_views.data(), count);
    }

private:
    static constexpr std::size_t kTailDigits = 4;
    static constexpr std::uint64_t kTailBase = 10'000;
    static char digit(std::uint32_t value) noexcept { return static_cast<char>('0' + value); }

    std::array<char, kMaxGeneratedKeyBytes> m_head {};
    std::size_t m_headLength = 0;
    // Room for a whole head copied at the end of the last key.
    std::array<char, (kChunk + 1) * kMaxGeneratedKeyBytes> m_text;
    std::array<std::string_view, kChunk> m_views;
};

// Probes already made when filter t starts: t shares of probes / filters, plus the spare ones.
std::uint64_t probesBefore(std::uint64_t probes, std::uint64_t filters, std::uint64_t t) noexcept
{
    return t * (probes / filters) + std::min(t, probes % filters);
}

// The normal 95% interval of the mean of `count` rates, from their sum and sum of squares.
Interval meanInterval(double sum, double sumOfSquares, std::uint64_t count) noexcept
{
    const double n = static_cast<double>(count);
    const double mean = sum / n;
    const double variance = std::max(0.0, (sumOfSquares - n * mean * mean) / (n - 1.0));
    const double half = 1.959963984540054 * std::sqrt(variance / n);
    return {std::max(0.0, mean - half), std::min(1.0, mean + half)};
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
    if (config.filters == 0 || (config.probes != 0 && config.filters > config.probes))
        return Errc::ParameterOutOfRange;
    report(ExperimentPhase::Allocating, 0, 0);
    auto scheme = createHashScheme(config.hash, config.seed); // Scripted cannot be made by name
    if (!scheme)
        return scheme.error();
    auto created = BloomFilter::create(config.bits, config.hashes, std::move(scheme).value());
    if (!created)
        return created.error();
    BloomFilter &filter = *created;

    ExperimentResult result;
    result.config = config;
    const auto chunk = std::make_unique<KeyChunk>(); // 64 KiB, kept off the running thread's stack
    std::array<std::uint8_t, kChunk> answers;
    const std::uint64_t filters = config.filters;
    std::uint64_t positives = 0;
    double sumOfRates = 0.0;
    double sumOfSquaredRates = 0.0;

    for (std::uint64_t t = 0; t < filters; ++t) {
        const std::uint64_t salt = config.keySalt + t;
        // Probes split as evenly as they divide: the first `probes % filters` filters take one more.
        const std::uint64_t probes = config.probes / filters + (t < config.probes % filters ? 1 : 0);
        if (t > 0)
            filter.clear();
        auto start = std::chrono::steady_clock::now();
        for (std::uint64_t i = 0; i < config.items; i += kChunk) {
            if (i % kReportEvery == 0) {
                if (stop.stop_requested())
                    return Errc::Cancelled;
                report(ExperimentPhase::Inserting, t * config.items + i, filters * config.items);
            }
            const auto count = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, config.items - i));
            filter.addBatch(chunk->fill(salt, false, i, count));
        }
        result.insertSeconds += secondsSince(start);

        start = std::chrono::steady_clock::now();
        std::uint64_t found = 0;
        for (std::uint64_t i = 0; i < probes; i += kChunk) {
            if (i % kReportEvery == 0) {
                if (stop.stop_requested())
                    return Errc::Cancelled;
                report(ExperimentPhase::Probing, probesBefore(config.probes, filters, t) + i, config.probes);
            }
            const auto count = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, probes - i));
            filter.mightContainBatch(chunk->fill(salt, true, i, count), std::span(answers.data(), count));
            for (std::size_t j = 0; j < count; ++j)
                found += answers[j];
        }
        result.probeSeconds += secondsSince(start);
        positives += found;
        const double rate = probes == 0 ? 0.0 : static_cast<double>(found) / static_cast<double>(probes);
        sumOfRates += rate;
        sumOfSquaredRates += rate * rate;
    }

    result.falsePositives = positives;
    result.measuredFpr
        = config.probes == 0 ? 0.0 : static_cast<double>(positives) / static_cast<double>(config.probes);
    result.theoreticalFpr = falsePositiveRate(config.bits, config.items, config.hashes);
    if (auto exact = exactFalsePositiveRate(config.bits, config.items, config.hashes); exact)
        result.exactFpr = *exact;
    const Interval ci = filters == 1 ? wilsonInterval(positives, config.probes)
                                     : meanInterval(sumOfRates, sumOfSquaredRates, filters);
    result.confidenceLow = ci.low;
    result.confidenceHigh = ci.high;
    result.setBits = filter.setBitCount();
    result.memoryBytes = filter.memoryBytes();
    report(ExperimentPhase::Done, config.probes, config.probes);
    return result;
}

} // namespace bloom
