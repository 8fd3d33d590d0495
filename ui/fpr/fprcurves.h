#pragma once
// The numbers behind the FPR lab's three charts, for one (m, n, k): the rate against n, against k
// and against bits per key, each by the approximate formula and, when `exact` is asked for, the
// exact expectation (m small enough) and the blocked filter's Poisson mixture. Those two cost far
// more than the formula, so a drag shows the formula live and the rest follows when it pauses.
// The bits-per-key chart also sets the Bloom filter beside a cuckoo filter of the same bits per key
// and beside the lower bound no filter can pass.

#include <bloom/cuckoo_filter.h>

#include <QList>
#include <QPointF>

#include <cstdint>
#include <optional>

struct MeasuredPoint {
    double x = 0.0;
    double rate = 0.0;
    double low = 0.0;
    double high = 0.0;
    std::uint64_t falsePositives = 0;
    std::uint64_t probes = 0;
};

// One chart's curves share their x values, so the table beside it has one row per x.
struct ChartData {
    QList<QPointF> approx; // x, rate
    QList<QPointF> exact; // same x as approx, or empty
    QList<QPointF> blocked; // same x as approx, or empty
    // Bits per key only: (f/α, the cuckoo filter's rate) for each fingerprint of f = 4 … 16 bits,
    // where its step starts, and 2^(−b), the least rate any filter can have, at the x of approx.
    QList<QPointF> cuckoo;
    QList<QPointF> lowerBound; // same x as approx, or empty
    QPointF current;
    std::optional<QPointF> optimum; // e.g. the optimal k
    // The best k when it is past the largest the filters take (bloom::kMaxHashes), where `optimum`
    // then stands: m = 120,000 and n = 100 ask for k ≈ 832. Nothing when the optimum is the best k.
    std::optional<double> optimumPastRange;
    QList<MeasuredPoint> measured;
};

struct FprParameters {
    double bits = 1000; // m
    double keys = 100; // n
    int hashes = 3; // k
    friend bool operator==(const FprParameters &, const FprParameters &) = default;
};

namespace FprCurves {
inline constexpr int kPoints = 400;
// The blocked formula needs at least two 512-bit blocks to mean anything.
inline constexpr double kMinBlockedBits = 1024;

// A cuckoo table with buckets of four fills to about 95.5% before an insert fails (Fan et al.);
// core sizes its tables for 95%, and the chart uses the same load as the calculator beside it,
// so at b bits per key it affords fingerprints of ⌊b·α⌋ bits.
inline constexpr double kCuckooLoad = bloom::CuckooFilter::kDesignLoad;
// The fingerprint a cuckoo filter of b bits per key gets, when it is one the filters take (4 … 16).
[[nodiscard]] std::optional<std::uint32_t> cuckooFingerprintAt(double bitsPerKey);
// Its rate, 1 − (1 − 1/2^f)^(8α), at that fingerprint; nothing outside 4 … 16 bits.
[[nodiscard]] std::optional<double> cuckooRateAt(double bitsPerKey);

ChartData versusKeys(const FprParameters &p, bool exact);
ChartData versusHashes(const FprParameters &p, bool exact);
ChartData versusBitsPerKey(const FprParameters &p, bool exact);
} // namespace FprCurves
