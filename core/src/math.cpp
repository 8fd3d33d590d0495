#include <bloom/exact_curve.h>
#include <bloom/math.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <vector>

namespace bloom {

namespace {

constexpr double kLn2 = std::numbers::ln2;

void require(bool condition, Errc code)
{
    if (!condition)
        throw InvalidArgument(Error {code});
}

bool validProbability(double p)
{
    return p > 0.0 && p < 1.0;
}

// Doubles above 2⁶⁴ do not fit a bit count.
constexpr double kMaxCount = 18446744073709549568.0;

} // namespace

double falsePositiveRate(std::uint64_t m, std::uint64_t n, std::uint32_t k)
{
    require(m != 0, Errc::ZeroBits);
    require(k != 0, Errc::ZeroHashes);
    const double exponent = -static_cast<double>(k) * static_cast<double>(n) / static_cast<double>(m);
    return std::pow(-std::expm1(exponent), static_cast<double>(k));
}

double expectedFillRatio(std::uint64_t m, std::uint64_t n, std::uint32_t k)
{
    require(m != 0, Errc::ZeroBits);
    require(k != 0, Errc::ZeroHashes);
    return -std::expm1(-static_cast<double>(k) * static_cast<double>(n) / static_cast<double>(m));
}

Result<double> exactFalsePositiveRate(std::uint64_t m, std::uint64_t n, std::uint32_t k)
{
    // One query of the one-pass curve (exact_curve.cpp), which owns the occupancy recurrence.
    const FprQuery query {n, k};
    auto rates = exactFalsePositiveRates(m, std::span(&query, 1));
    if (!rates)
        return rates.error();
    return rates->front();
}

double blockedFalsePositiveRate(std::uint64_t m, std::uint64_t n, std::uint32_t k, std::uint32_t blockBits)
{
    require(m != 0, Errc::ZeroBits);
    require(k != 0, Errc::ZeroHashes);
    require(blockBits != 0 && blockBits <= m, Errc::ParameterOutOfRange);
    if (n == 0)
        return 0.0;
    const double lambda = static_cast<double>(n) * static_cast<double>(blockBits) / static_cast<double>(m);
    const double kd = static_cast<double>(k);
    // (1 − 1/B)^(i·k) as exp(i·k·log1p(−1/B)): exact for huge B, and B = 1 gives −∞, a full bit.
    const double logMiss = kd * std::log1p(-1.0 / static_cast<double>(blockBits));
    auto blockRate = [&](double i) { return i == 0.0 ? 0.0 : std::pow(-std::expm1(i * logMiss), kd); };

    // Where even the block 10σ below the mean is full to double precision, so is the answer; this
    // also bounds the work below, since the sum only runs where blocks are not yet full.
    const double sigma = std::sqrt(lambda);
    if (blockRate(std::floor(std::max(0.0, lambda - 10.0 * sigma))) == 1.0)
        return 1.0;

    // Outward from the mode, with the Poisson ratios pmf(i±1)/pmf(i). Each tail is bounded by a
    // geometric series whose ratio only shrinks further out, so it stops once that bound is below
    // 1e-17 of the sum: past 1e-6 relative as asked, and ~10σ either side of λ at most.
    constexpr double kNegligible = 1e-17;
    const double mode = std::floor(lambda);
    const double pmfMode = std::exp(mode * std::log(lambda) - lambda - std::lgamma(mode + 1.0));
    double sum = pmfMode * blockRate(mode);
    double pmf = pmfMode;
    for (double i = mode; i > 0.0; --i) {
        pmf *= i / lambda;
        const double term = pmf * blockRate(i - 1.0);
        sum += term;
        const double ratio = (i - 1.0) / lambda;
        if (ratio < 1.0 && term * ratio / (1.0 - ratio) <= kNegligible * sum)
            break;
    }
    pmf = pmfMode;
    for (double i = mode + 1.0;; ++i) {
        pmf *= lambda / i;
        sum += pmf * blockRate(i);
        const double ratio = lambda / (i + 1.0); // and blockRate ≤ 1 bounds the factor left
        if (ratio < 1.0 && pmf * ratio / (1.0 - ratio) <= kNegligible * sum)
            break;
    }
    return std::min(sum, 1.0);
}

std::uint32_t optimalHashCount(std::uint64_t m, std::uint64_t n)
{
    require(m != 0, Errc::ZeroBits);
    require(n != 0, Errc::ZeroItems);
    const double k = std::round(static_cast<double>(m) / static_cast<double>(n) * kLn2);
    return static_cast<std::uint32_t>(std::clamp(k, 1.0, 4294967295.0));
}

std::uint64_t optimalBitCount(std::uint64_t n, double p)
{
    require(n != 0, Errc::ZeroItems);
    require(validProbability(p), Errc::ProbabilityOutOfRange);
    const double m = std::ceil(-static_cast<double>(n) * std::log(p) / (kLn2 * kLn2));
    require(m <= kMaxCount, Errc::TooLarge);
    return std::max<std::uint64_t>(1, static_cast<std::uint64_t>(m));
}

double bitsPerKey(std::uint64_t m, std::uint64_t n)
{
    require(n != 0, Errc::ZeroItems);
    return static_cast<double>(m) / static_cast<double>(n);
}

double rawKeyBytes(std::uint64_t n, double averageKeyBytes) noexcept
{
    return static_cast<double>(n) * std::max(0.0, averageKeyBytes);
}

Result<SizingSolution> solveSizing(const SizingInput &in)
{
    const int given
        = int(in.n.has_value()) + int(in.p.has_value()) + int(in.m.has_value()) + int(in.k.has_value());
    if (given != 2)
        return Errc::WrongInputCount;
    if (in.n && *in.n == 0)
        return Errc::ZeroItems;
    if (in.m && *in.m == 0)
        return Errc::ZeroBits;
    if (in.k && *in.k == 0)
        return Errc::ZeroHashes;
    if (in.p && !validProbability(*in.p))
        return Errc::ProbabilityOutOfRange;

    SizingSolution out;
    try {
        if (in.n && in.p) {
            out.n = *in.n;
            out.m = optimalBitCount(*in.n, *in.p);
            out.k = optimalHashCount(*out.m, *in.n);
        } else if (in.n && in.m) {
            out.n = *in.n;
            out.m = *in.m;
            out.k = optimalHashCount(*in.m, *in.n);
        } else if (in.n && in.k) {
            // The m for which the given k is the optimal one: k = (m/n)·ln 2.
            const double m = std::ceil(static_cast<double>(*in.k) * static_cast<double>(*in.n) / kLn2);
            if (m > kMaxCount)
                return Errc::TooLarge;
            out.n = *in.n;
            out.m = static_cast<std::uint64_t>(m);
            out.k = *in.k;
        } else if (in.m && in.p) {
            const double n = std::floor(static_cast<double>(*in.m) * kLn2 * kLn2 / -std::log(*in.p));
            if (n < 1.0)
                return Errc::ZeroItems; // m is too small to hold even one key at that rate
            if (n > kMaxCount)
                return Errc::TooLarge; // a p near 1 lets a huge m hold more than 2⁶⁴ keys
            out.m = *in.m;
            out.n = static_cast<std::uint64_t>(n);
            out.k = optimalHashCount(*out.m, *out.n);
        } else if (in.m && in.k) {
            const double n = std::floor(static_cast<double>(*in.m) * kLn2 / static_cast<double>(*in.k));
            if (n < 1.0)
                return Errc::ZeroItems;
            out.m = *in.m;
            out.n = static_cast<std::uint64_t>(n);
            out.k = *in.k;
        } else {
            // (p, k): only the ratio m/n follows, from p = (1 − e^(−k/b))^k.
            const double k = static_cast<double>(*in.k);
            out.k = *in.k;
            out.p = *in.p;
            out.bitsPerKey = -k / std::log1p(-std::pow(*in.p, 1.0 / k));
            return out;
        }
    } catch (const InvalidArgument &e) {
        return e.error();
    }
    out.p = falsePositiveRate(*out.m, *out.n, out.k);
    out.bitsPerKey = bitsPerKey(*out.m, *out.n);
    return out;
}

} // namespace bloom

namespace bloom {

double counterOverflowBound(std::uint64_t m, std::uint64_t n, std::uint32_t k, std::uint32_t counterBits)
{
    require(m != 0, Errc::ZeroBits);
    require(k != 0, Errc::ZeroHashes);
    require(counterBits >= 1 && counterBits <= 16, Errc::ParameterOutOfRange);
    const double limit = std::ldexp(1.0, static_cast<int>(counterBits)); // 2^w: one past the maximum
    const double md = static_cast<double>(m);
    const double base = std::numbers::e * static_cast<double>(n) * static_cast<double>(k) / (limit * md);
    // In logs: m·base^limit underflows long before it matters.
    const double logBound = std::log(md) + limit * std::log(base);
    return n == 0 ? 0.0 : std::min(1.0, std::exp(logBound));
}

Interval wilsonInterval(std::uint64_t successes, std::uint64_t trials, double z) noexcept
{
    if (trials == 0)
        return {0.0, 1.0};
    const double n = static_cast<double>(trials);
    const double phat = static_cast<double>(successes) / n;
    const double z2 = z * z;
    const double centre = (phat + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z / (1 + z2 / n) * std::sqrt(phat * (1 - phat) / n + z2 / (4 * n * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double estimatedItemCount(std::uint64_t m, std::uint32_t k, std::uint64_t setBits) noexcept
{
    if (m == 0 || k == 0)
        return 0.0;
    if (setBits >= m)
        return std::numeric_limits<double>::infinity();
    const double bits = static_cast<double>(m);
    return -(bits / k) * std::log1p(-static_cast<double>(setBits) / bits);
}

} // namespace bloom

namespace bloom {

double cuckooFalsePositiveRate(std::uint32_t fingerprintBits, double load, std::uint32_t slotsPerBucket)
{
    require(fingerprintBits >= 1 && fingerprintBits <= 32, Errc::ParameterOutOfRange);
    require(slotsPerBucket != 0, Errc::ParameterOutOfRange);
    require(load >= 0.0 && load <= 1.0, Errc::ParameterOutOfRange);
    const double miss = -std::ldexp(1.0, -static_cast<int>(fingerprintBits)); // −1/2^f
    const double comparisons = 2.0 * slotsPerBucket * load;
    // In logs: (1 − 2^−f)^x rounds to 1 for f = 32 and loses the answer.
    return -std::expm1(comparisons * std::log1p(miss));
}

double cuckooFalsePositiveBound(std::uint32_t fingerprintBits, std::uint32_t slotsPerBucket)
{
    require(fingerprintBits >= 1 && fingerprintBits <= 32, Errc::ParameterOutOfRange);
    require(slotsPerBucket != 0, Errc::ParameterOutOfRange);
    return std::min(1.0, std::ldexp(2.0 * slotsPerBucket, -static_cast<int>(fingerprintBits)));
}

std::uint32_t cuckooFingerprintBits(double p, std::uint32_t slotsPerBucket)
{
    require(validProbability(p), Errc::ProbabilityOutOfRange);
    require(slotsPerBucket != 0, Errc::ParameterOutOfRange);
    // 2b/p > 2b ≥ 2, so at least 2; and at most 1,078 even for the smallest double p.
    return static_cast<std::uint32_t>(std::ceil(std::log2(2.0 * slotsPerBucket) - std::log2(p)));
}

double cuckooBitsPerItem(std::uint32_t fingerprintBits, double load)
{
    require(load > 0.0 && load <= 1.0, Errc::ParameterOutOfRange);
    return static_cast<double>(fingerprintBits) / load;
}

double lowerBoundBitsPerItem(double p)
{
    require(validProbability(p), Errc::ProbabilityOutOfRange);
    return -std::log2(p);
}

double bloomBitsPerItem(double p)
{
    require(validProbability(p), Errc::ProbabilityOutOfRange);
    return -std::log2(p) / kLn2;
}

} // namespace bloom
