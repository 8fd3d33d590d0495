#include "fprcurves.h"

#include <bloom/bloom.h>

#include <cmath>

namespace FprCurves {

namespace {

double approx(double m, double n, int k)
{
    return std::pow(-std::expm1(-double(k) * n / m), double(k));
}

double blocked(double m, double n, int k)
{
    return bloom::blockedFalsePositiveRate(
        static_cast<std::uint64_t>(m), static_cast<std::uint64_t>(n), static_cast<std::uint32_t>(k));
}

// The exact rates for the given (n, k), or nothing when m or the probe count is too large.
QList<QPointF> exactPoints(
    const FprParameters &p, const QList<QPointF> &xs, const std::vector<bloom::FprQuery> &queries)
{
    if (p.bits > double(bloom::kExactFprMaxBits))
        return {};
    const auto rates = bloom::exactFalsePositiveRates(static_cast<std::uint64_t>(p.bits), queries);
    if (!rates)
        return {};
    QList<QPointF> out;
    for (qsizetype i = 0; i < xs.size(); ++i)
        out << QPointF(xs[i].x(), (*rates)[static_cast<std::size_t>(i)]);
    return out;
}

} // namespace

std::optional<std::uint32_t> cuckooFingerprintAt(double bitsPerKey)
{
    // A hair over the product, so b = f/α, whose product rounds to just under f, gives f itself.
    const double f = std::floor(bitsPerKey * kCuckooLoad + 1e-9);
    if (!(f >= bloom::CuckooFilter::kMinFingerprintBits && f <= bloom::CuckooFilter::kMaxFingerprintBits))
        return std::nullopt;
    return static_cast<std::uint32_t>(f);
}

std::optional<double> cuckooRateAt(double bitsPerKey)
{
    const auto f = cuckooFingerprintAt(bitsPerKey);
    if (!f)
        return std::nullopt;
    return bloom::cuckooFalsePositiveRate(*f, kCuckooLoad);
}

ChartData versusKeys(const FprParameters &p, bool exact)
{
    ChartData data;
    const double top = std::max(2.0 * p.keys, 10.0);
    // Whole keys only: a small n gets one point per key rather than repeated ones.
    const int points = static_cast<int>(std::min<double>(kPoints, top + 1));
    std::vector<bloom::FprQuery> queries;
    for (int i = 0; i < points; ++i) {
        const double n = std::round(top * i / (points - 1));
        data.approx << QPointF(n, approx(p.bits, n, p.hashes));
        if (exact && p.bits >= kMinBlockedBits)
            data.blocked << QPointF(n, blocked(p.bits, n, p.hashes));
        queries.push_back({static_cast<std::uint64_t>(n), static_cast<std::uint32_t>(p.hashes)});
    }
    if (exact)
        data.exact = exactPoints(p, data.approx, queries);
    data.current = QPointF(p.keys, approx(p.bits, p.keys, p.hashes));
    return data;
}

ChartData versusHashes(const FprParameters &p, bool exact)
{
    ChartData data;
    // The best k a filter can use: a huge m for few keys asks for billions of hashes.
    const double unbounded = std::round(p.bits / std::max(1.0, p.keys) * std::log(2.0));
    const int best = static_cast<int>(std::min(bloom::kMaxHashes,
        bloom::optimalHashCount(
            static_cast<std::uint64_t>(p.bits), static_cast<std::uint64_t>(std::max(1.0, p.keys)))));
    const int top = std::min<int>(bloom::kMaxHashes, std::max({20, 2 * best, p.hashes + 5}));
    std::vector<bloom::FprQuery> queries;
    for (int k = 1; k <= top; ++k) {
        data.approx << QPointF(k, approx(p.bits, p.keys, k));
        if (exact && p.bits >= kMinBlockedBits)
            data.blocked << QPointF(k, blocked(p.bits, p.keys, k));
        queries.push_back({static_cast<std::uint64_t>(p.keys), static_cast<std::uint32_t>(k)});
    }
    if (exact)
        data.exact = exactPoints(p, data.approx, queries);
    data.current = QPointF(p.hashes, approx(p.bits, p.keys, p.hashes));
    data.optimum = QPointF(best, approx(p.bits, p.keys, best));
    if (unbounded > double(bloom::kMaxHashes))
        data.optimumPastRange = unbounded;
    return data;
}

ChartData versusBitsPerKey(const FprParameters &p, bool exact)
{
    ChartData data;
    const double now = p.bits / std::max(1.0, p.keys);
    const double top = std::max({2.0 * now, 24.0, 2.0 * p.hashes / std::log(2.0)});
    std::vector<bloom::FprQuery> queries;
    for (int i = 0; i < kPoints; ++i) {
        const double b = 0.25 + (top - 0.25) * i / (kPoints - 1);
        // Same m, fewer or more keys: n = m / b. The formula depends on b alone, so it takes n as it
        // is: rounded, a small m had no key left past b = 2m and the curve stopped there (at 16 of
        // the axis's 200 bits per key for m = 8, k = 64), leaving the optimum off the chart. The
        // exact and blocked rates count whole keys.
        const double n = std::round(p.bits / b);
        data.approx << QPointF(b, approx(p.bits, p.bits / b, p.hashes));
        if (exact && p.bits >= kMinBlockedBits)
            data.blocked << QPointF(b, blocked(p.bits, n, p.hashes));
        queries.push_back({static_cast<std::uint64_t>(n), static_cast<std::uint32_t>(p.hashes)});
    }
    if (exact)
        data.exact = exactPoints(p, data.approx, queries);
    data.current = QPointF(now, approx(p.bits, p.keys, p.hashes));
    // The bits per key at which this k is the optimal one: k = b·ln 2.
    const double best = p.hashes / std::log(2.0);
    data.optimum = QPointF(best, approx(p.bits, p.bits / best, p.hashes));
    // The cuckoo filter changes only where a whole bit more of fingerprint fits: a step per f.
    for (std::uint32_t f = bloom::CuckooFilter::kMinFingerprintBits;
         f <= bloom::CuckooFilter::kMaxFingerprintBits; ++f)
        data.cuckoo << QPointF(
            bloom::cuckooBitsPerItem(f, kCuckooLoad), bloom::cuckooFalsePositiveRate(f, kCuckooLoad));
    // log2(1/ε) bits per key at the least: at b bits, no rate below 2^(−b).
    for (const QPointF &point : std::as_const(data.approx))
        data.lowerBound << QPointF(point.x(), std::exp2(-point.x()));
    return data;
}

} // namespace FprCurves
