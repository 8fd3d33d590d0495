#pragma once
// Measure a false-positive rate for real: insert n generated keys, probe keys that were never
// inserted, count the positives. The keys are "i<number>" and "p<number>" (after an optional salt),
// so the two sets are disjoint by construction and every run is reproducible.

#include <bloom/hash.h>
#include <bloom/result.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>

namespace bloom {

struct ExperimentConfig {
    std::uint64_t bits = 0; // m
    std::uint32_t hashes = 0; // k
    std::uint64_t items = 0; // n keys inserted
    std::uint64_t probes = 0; // never-inserted keys checked
    HashKind hash = HashKind::Enhanced;
    std::uint64_t seed = 0; // the hash seed
    std::uint64_t keySalt = 0; // varies the generated keys between runs
    // Independent filters, filter t with keys salted keySalt + t, the probes split evenly among
    // them. One filter's rate varies with how many bits its keys happened to set (at m = 1,024 and
    // n = 89 by about 16%); pooling many measures the expectation the exact formula gives.
    std::uint32_t filters = 1;
};

enum class ExperimentPhase : std::uint8_t { Allocating, Inserting, Probing, Done };

struct ExperimentProgress {
    ExperimentPhase phase = ExperimentPhase::Allocating;
    std::uint64_t done = 0;
    std::uint64_t total = 0;
};

struct ExperimentResult {
    ExperimentConfig config;
    std::uint64_t falsePositives = 0;
    double measuredFpr = 0.0;
    double theoreticalFpr = 0.0; // the approximation
    std::optional<double> exactFpr; // where m is small enough
    // 95% interval of the measured rate: Wilson's for one filter; for several, the normal interval
    // of the mean of their rates, which also counts how much the filters differ.
    double confidenceLow = 0.0;
    double confidenceHigh = 0.0;
    std::uint64_t setBits = 0; // of the last filter
    std::uint64_t memoryBytes = 0;
    double insertSeconds = 0.0;
    double probeSeconds = 0.0;
};

// Called from the experiment's own thread, at most every few thousand keys.
using ProgressCallback = std::function<void(const ExperimentProgress &)>;

// Errc::Cancelled when the stop token fires (it is polled every few thousand keys, well under a
// millisecond apart), Errc::UnknownHashScheme for HashKind::Scripted (a script cannot be named by
// kind), Errc::ParameterOutOfRange when filters is 0 or exceeds a non-zero probe count (each
// filter needs a probe); the other errors are those of BloomFilter::create.
[[nodiscard]] Result<ExperimentResult> runExperiment(
    const ExperimentConfig &config, const ProgressCallback &progress = {}, std::stop_token stop = {});

// Writes the generated key number `index` of the inserted (`probe` false) or probed set into
// `buffer` and returns its length. The buffer needs kMaxGeneratedKeyBytes.
inline constexpr std::size_t kMaxGeneratedKeyBytes = 48;
std::size_t generatedKey(char *buffer, std::uint64_t salt, bool probe, std::uint64_t index) noexcept;

} // namespace bloom
