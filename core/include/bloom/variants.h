#pragma once
// The five filter kinds side by side, measured on this machine: the interview trade-off table.
// Each variant is built for the same n keys and target rate p, filled with the same generated keys
// (experiment.h), timed per insert and per negative query, and probed for its false-positive rate.
// Only the filter's own calls are timed; generating the keys is not. One variant lives at a time,
// so the peak memory is the largest one (the counting filter's, 4× the classic).

#include <bloom/experiment.h>
#include <bloom/result.h>

#include <array>
#include <cstdint>
#include <functional>
#include <stop_token>
#include <vector>

namespace bloom {

enum class FilterVariant : std::uint8_t { Classic, Blocked, Counting, Scalable, Cuckoo };
inline constexpr std::array<FilterVariant, 5> kAllVariants {FilterVariant::Classic, FilterVariant::Blocked,
    FilterVariant::Counting, FilterVariant::Scalable, FilterVariant::Cuckoo};

struct VariantConfig {
    std::uint64_t items = 100'000; // n
    double targetFpr = 0.01; // p
    // Never-inserted keys checked for the rate and the query time; 0 picks n clamped to
    // [100,000, 2,000,000], enough for a rate of 1% to within a few tenths of itself.
    std::uint64_t probes = 0;
    // Where the scalable filter starts; 0 picks n / 16 (at least 1), as if n were not known in
    // advance, so it grows through five slices to hold n, which is what it is for.
    std::uint64_t scalableInitialCapacity = 0;
    std::uint64_t keySalt = 0;
};

struct VariantMeasurement {
    FilterVariant variant = FilterVariant::Classic;
    std::uint64_t cells = 0; // bits, or counters for the counting filter; all slices for scalable
    std::uint32_t hashes = 0; // k (the first slice's for scalable); the fingerprint bits for cuckoo
    std::uint64_t memoryBytes = 0;
    double bitsPerKey = 0.0; // memoryBytes · 8 / n
    bool batched = false; // timed through addBatch/mightContainBatch
    double insertNs = 0.0; // per key
    double queryNs = 0.0; // per never-inserted key
    std::uint64_t probes = 0;
    std::uint64_t falsePositives = 0;
    double measuredFpr = 0.0;
    double confidenceLow = 0.0; // 95% Wilson interval of the measured rate
    double confidenceHigh = 0.0;
    // What theory expects at these parameters: the classic formula, the blocked one, for the
    // scalable filter the compound rate from each slice's actual fill, for the cuckoo filter
    // 1 − (1 − 1/2^f)^(2bα) at the load reached (at most 2b/2^f).
    double expectedFpr = 0.0;
    bool canDelete = false;
    // Counting and cuckoo: every inserted key removed again, timed, and what is left after it
    // (counters stuck at their maximum; fingerprints, none).
    double deleteNs = 0.0;
    std::uint64_t nonZeroAfterDelete = 0;
    std::uint64_t slices = 1; // scalable: how many it grew to
    double load = 0.0; // cuckoo: the share of its slots filled once every key is in
};

// Progress within one variant's run, in [0, 1]: inserting, probing and (counting) deleting.
using VariantProgressCallback = std::function<void(double fraction)>;

// The defaults of VariantConfig resolved: how many probes a run makes.
[[nodiscard]] std::uint64_t variantProbeCount(const VariantConfig &config) noexcept;

// Errc::ZeroItems for n = 0, Errc::ProbabilityOutOfRange for p outside (0, 1), Errc::Cancelled
// when the stop token fires (polled every few thousand keys), and the filters' own errors
// (OutOfMemory before allocating what does not fit).
[[nodiscard]] Result<VariantMeasurement> measureVariant(FilterVariant variant, const VariantConfig &config,
    const VariantProgressCallback &progress = {}, std::stop_token stop = {});

// All five in kAllVariants order; progress is over the whole run.
[[nodiscard]] Result<std::vector<VariantMeasurement>> compareVariants(
    const VariantConfig &config, const VariantProgressCallback &progress = {}, std::stop_token stop = {});

} // namespace bloom
