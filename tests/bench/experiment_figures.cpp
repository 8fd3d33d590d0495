#include "experiment_figures.h"

#include "limit.h"

#include <bloom/bloom_filter.h>
#include <bloom/detail/word_buffer.h>
#include <bloom/experiment.h>
#include <bloom/math.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <string>
#include <string_view>

namespace bloomlab::bench {

namespace {

int report(bool ok, const char *what)
{
    if (ok)
        return 0;
    std::printf("FAIL: %s\n", what);
    return 1;
}

template <typename Run> double secondsOf(Run run)
{
    const auto start = std::chrono::steady_clock::now();
    run();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

std::uint64_t anonHugePageBytes()
{
    std::ifstream rollup("/proc/self/smaps_rollup");
    constexpr std::string_view kLabel = "AnonHugePages:";
    for (std::string line; std::getline(rollup, line);) {
        if (line.starts_with(kLabel))
            return std::stoull(line.substr(kLabel.size())) * 1024;
    }
    return 0;
}

// The lesson's seed-scale experiment through the public entry point, fast path included, and its
// memory-only limit: the same array, 7 random bit-sets per insert and the 2 reads a batched check
// makes of most negative keys, addresses from a counter. Rounds alternate the two.
int printSeedScale(int repeats)
{
    int failures = 0;
    const auto check = [&failures](bool ok, const char *what) { failures += report(ok, what); };
    const bloom::ExperimentConfig config {958'505'838, 7, 100'000'000, 10'000'000};
    {
        const std::uint64_t before = anonHugePageBytes();
        bloom::BloomFilter filter(config.bits, config.hashes);
        std::printf("huge pages: %.0f of the %.0f MiB reserved for the array are backed by 2 MiB pages\n",
            static_cast<double>(anonHugePageBytes() - before) / 1048576.0,
            static_cast<double>(bloom::detail::WordBuffer::reservedBytes(filter.memoryBytes())) / 1048576.0);
    }
    double bestInsert = 0.0;
    double bestProbe = 0.0;
    double bestTotal = std::numeric_limits<double>::infinity();
    double fpr = 0.0;
    double theory = 0.0;
    ClassicLimit limit(config.bits, config.hashes);
    double limitInsert = std::numeric_limits<double>::infinity();
    double limitProbe = std::numeric_limits<double>::infinity();
    for (int r = 0; r < repeats; ++r) {
        limit.clear();
        const double insertSeconds = secondsOf([&] { limit.insert(config.items, kInsertSalt); });
        std::uint64_t found = 0;
        const double probeSeconds = secondsOf([&] { found = limit.query(config.probes, kQuerySalt); });
        check(found <= config.probes, "the seed-scale limit counts");
        if (insertSeconds + probeSeconds < limitInsert + limitProbe) {
            limitInsert = insertSeconds;
            limitProbe = probeSeconds;
        }
        const auto start = std::chrono::steady_clock::now();
        const auto result = bloom::runExperiment(config);
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        check(result.has_value(), "the seed-scale experiment runs");
        if (!result)
            return failures;
        if (result->insertSeconds + result->probeSeconds < bestTotal) {
            bestInsert = result->insertSeconds;
            bestProbe = result->probeSeconds;
            bestTotal = bestInsert + bestProbe;
        }
        fpr = result->measuredFpr;
        theory = result->theoreticalFpr;
        std::printf("  seed-scale run %d: insert %.2f s, probes %.2f s, wall with allocation %.2f s; limit "
                    "%.2f s + %.2f s\n",
            r + 1, result->insertSeconds, result->probeSeconds, wall, insertSeconds, probeSeconds);
    }
    const double limitTotal = limitInsert + limitProbe;
    std::printf(
        "seed scale (m = 958,505,838, k = 7, 100M inserts, 10M probes, runExperiment): build %.2f s + "
        "probes %.2f s = %.2f s, FPR %.4f%% vs theory %.4f%%\n",
        bestInsert, bestProbe, bestTotal, 100.0 * fpr, 100.0 * theory);
    std::printf("seed-scale limit (same array, 7 bit-sets per insert, 2 reads per probe, no hashing): "
                "%.2f s + %.2f s = %.2f s; experiment / limit = %.2f [<= 1.5]\n",
        limitInsert, limitProbe, limitTotal, bestTotal / limitTotal);
    check(std::abs(fpr / theory - 1.0) < 0.1, "the seed-scale rate is near its theory");
    return failures;
}

// runExperiment, the FPR lab's Measure, at n keys and 1%: the time of each phase, best of the
// repeats, as the lab reports them beside a result.
int printExperimentPhases(std::uint64_t n, int repeats)
{
    int failures = 0;
    const auto check = [&failures](bool ok, const char *what) { failures += report(ok, what); };
    const std::uint64_t m = bloom::optimalBitCount(n, 0.01);
    const bloom::ExperimentConfig config {m, bloom::optimalHashCount(m, n), n, n};
    double bestInsert = std::numeric_limits<double>::infinity();
    double bestProbe = std::numeric_limits<double>::infinity();
    for (int r = 0; r < repeats; ++r) {
        const auto result = bloom::runExperiment(config);
        check(result.has_value(), "the experiment runs");
        if (!result)
            return failures;
        bestInsert = std::min(bestInsert, result->insertSeconds);
        bestProbe = std::min(bestProbe, result->probeSeconds);
    }
    const double keys = static_cast<double>(n);
    std::printf("experiment phases (runExperiment, n = %llu, %llu probes, 1%%): insert %.3f s (%.1f ns/key), "
                "probes %.3f s (%.1f ns/key)\n",
        static_cast<unsigned long long>(n), static_cast<unsigned long long>(n), bestInsert,
        bestInsert * 1e9 / keys, bestProbe, bestProbe * 1e9 / keys);
    return failures;
}

} // namespace bloomlab::bench
