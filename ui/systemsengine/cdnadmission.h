#pragma once
// A CDN's one-hit wonders (Maggs and Sitaraman, "Algorithmic Nuggets in Content Delivery", ACM
// SIGCOMM CCR 45(3), 2015): many objects are requested once and never again, and writing each to
// disk wastes the writes and evicts objects that would have been hit. Caching an object only on
// its second request, remembered in a Bloom filter, keeps them off the disk. Three admission
// policies run the same Zipf-distributed trace through an LRU cache of the same size.
#include "systemsengine/runcontrol.h"
#include "systemsengine/simresult.h"

#include <bloom/bloom_filter.h>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace systems {

struct CdnSettings {
    enum class Setting : std::uint8_t {
        Requests,
        Catalogue,
        ZipfExponent,
        CacheCapacity,
        TargetFalsePositiveRate,
        Trace
    };

    static constexpr std::uint64_t kMinRequests = 1;
    static constexpr std::uint64_t kMaxRequests = 20'000'000;
    static constexpr std::uint32_t kMinCatalogue = 1;
    static constexpr std::uint32_t kMaxCatalogue = 10'000'000;
    static constexpr double kMinExponent = 0.5;
    static constexpr double kMaxExponent = 1.5;
    static constexpr double kMinP = 1e-6;
    static constexpr double kMaxP = 0.5;

    std::uint64_t seed = 1;
    std::uint64_t requests = 1'000'000;
    std::uint32_t catalogue = 1'000'000; // objects 0 … catalogue − 1, object 0 the most popular
    double zipfExponent = 0.8; // P(object of rank r) ∝ r^−s
    std::uint32_t cacheCapacity = 10'000; // objects, all of one size
    double targetFalsePositiveRate = 0.01;

    [[nodiscard]] std::optional<SimError<Setting>> validate() const;
};

// Zipf ranks 1 … n with P(r) ∝ r^−s in O(1) time and memory per draw: rejection-inversion
// (Hörmann & Derflinger 1996), so a ten-million-object catalogue needs no cumulative table.
class ZipfSampler {
public:
    explicit ZipfSampler(std::uint32_t n, double exponent);
    // A rank in [1, n] from a source of uniform doubles in [0, 1).
    template <typename Uniform> std::uint32_t operator()(Uniform &uniform) const
    {
        for (;;) {
            const double u = m_hIntegralN + uniform() * (m_hIntegralX1 - m_hIntegralN);
            if (const auto rank = accept(u))
                return *rank;
        }
    }

private:
    [[nodiscard]] std::optional<std::uint32_t> accept(double u) const;
    [[nodiscard]] double h(double x) const;
    [[nodiscard]] double hIntegral(double x) const;
    [[nodiscard]] double hIntegralInverse(double x) const;

    std::uint32_t m_n;
    double m_exponent;
    double m_hIntegralX1;
    double m_hIntegralN;
    double m_s;
};

// Objects expected to appear at least once in `requests` Zipf draws: Σ 1 − (1 − P(r))^requests.
// The filter is sized for this many keys.
[[nodiscard]] double expectedDistinctObjects(
    std::uint32_t catalogue, double exponent, std::uint64_t requests);

enum class AdmissionPolicy : std::uint8_t { AdmitAll, SecondRequestExact, SecondRequestFilter };
inline constexpr std::array<AdmissionPolicy, 3> kAdmissionPolicies
    = {AdmissionPolicy::AdmitAll, AdmissionPolicy::SecondRequestExact, AdmissionPolicy::SecondRequestFilter};

// Which way one request went, for the page's diagram.
enum class RequestPath : std::uint8_t {
    Hit,
    MissAdmitted, // written to disk
    MissRemembered, // first request: remembered, not written
    MissAdmittedWrongly, // first request, but the filter said "seen before": written (a false positive)
};

// An LRU cache of `capacity` objects in front of the origin, with one admission policy.
class AdmissionCache {
public:
    // `filter` is used, and required, only by SecondRequestFilter; 1 ≤ capacity ≤ catalogue.
    // Throws std::invalid_argument otherwise (runCdn validates its settings first).
    explicit AdmissionCache(AdmissionPolicy policy, std::uint32_t capacity, std::uint32_t catalogue,
        std::optional<bloom::BloomFilter> filter);

    RequestPath request(std::uint32_t object);

    [[nodiscard]] std::uint64_t requests() const noexcept { return m_requests; }
    [[nodiscard]] std::uint64_t hits() const noexcept { return m_hits; }
    [[nodiscard]] std::uint64_t diskWrites() const noexcept { return m_writes; }
    [[nodiscard]] std::uint64_t wronglyAdmitted() const noexcept { return m_wronglyAdmitted; }
    [[nodiscard]] std::uint64_t firstRequests() const noexcept { return m_firstRequests; }
    // Σ over first requests of the filter's (1 − e^(−kn/m))^k at the time: the expected wrong admissions.
    [[nodiscard]] double expectedWronglyAdmitted() const noexcept { return m_expectedWrong; }
    [[nodiscard]] bool isCached(std::uint32_t object) const noexcept;
    [[nodiscard]] const std::optional<bloom::BloomFilter> &filter() const noexcept { return m_filter; }

private:
    void admit(std::uint32_t object);
    void unlink(std::uint32_t slot) noexcept;
    void pushFront(std::uint32_t slot) noexcept;

    AdmissionPolicy m_policy;
    std::uint32_t m_capacity;
    std::uint32_t m_size = 0;
    // The LRU list over slots, slot m_capacity the sentinel: front = most recent.
    std::vector<std::uint32_t> m_slotOf; // per object, or kNotCached
    std::vector<std::uint32_t> m_objectIn; // per slot
    std::vector<std::uint32_t> m_prev;
    std::vector<std::uint32_t> m_next;
    // The exact policy's seen set, and for the others the truth behind "wrongly admitted".
    std::vector<bool> m_requestedBefore;
    std::optional<bloom::BloomFilter> m_filter;
    std::uint64_t m_requests = 0;
    std::uint64_t m_hits = 0;
    std::uint64_t m_writes = 0;
    std::uint64_t m_wronglyAdmitted = 0;
    std::uint64_t m_firstRequests = 0;
    double m_expectedWrong = 0.0;
};

struct PolicyOutcome {
    AdmissionPolicy policy = AdmissionPolicy::AdmitAll;
    std::uint64_t requests = 0;
    std::uint64_t hits = 0;
    std::uint64_t misses = 0;
    double hitRate = 0.0;
    std::uint64_t diskWrites = 0;
    std::uint64_t oneHitWondersWritten = 0; // writes of objects the trace requests only once
    std::uint64_t wronglyAdmitted = 0; // SecondRequestFilter only
    double expectedWronglyAdmitted = 0.0; // SecondRequestFilter only
};

struct CdnResult {
    std::uint64_t requests = 0;
    std::uint64_t distinctObjects = 0;
    std::uint64_t oneHitWonders = 0; // objects requested exactly once, counted exactly
    double expectedDistinctObjects = 0.0; // what the filter was sized for
    std::uint64_t filterBits = 0;
    std::uint32_t filterHashes = 0;
    std::uint64_t filterBytes = 0;
    std::array<PolicyOutcome, 3> policies {}; // in kAdmissionPolicies order
};

using CdnRun = SimResult<CdnResult, CdnSettings::Setting>;

// Draws the trace from the settings (the first quarter of the progress), then runs each policy.
[[nodiscard]] CdnRun runCdn(const CdnSettings &settings, RunControl &control);
// The same on a given trace; `requests` is ignored, and every object must be below `catalogue`
// (InvalidSettings naming Trace otherwise). The filter is sized as for a Zipf trace of this length.
[[nodiscard]] CdnRun runCdnOnTrace(
    std::span<const std::uint32_t> trace, const CdnSettings &settings, RunControl &control);

} // namespace systems
