#pragma once
// The false-positive arithmetic. The plain-number forms take valid arguments and throw
// InvalidArgument otherwise; solveSizing() is the checked entry point for user input.

#include <bloom/result.h>

#include <cstdint>
#include <optional>

namespace bloom {

// (1 − e^(−kn/m))^k, the textbook approximation. n = 0 gives 0.
[[nodiscard]] double falsePositiveRate(std::uint64_t m, std::uint64_t n, std::uint32_t k);

// The expectation over the number of set bits X after n·k uniform probes: Σ P(X = x)·(x/m)^k
// (Bose et al. 2008, Christensen et al. 2010). Larger than the approximation for small m.
// Cost grows with m·√m; refused with Errc::TooLarge above kExactFprMaxBits or kExactFprMaxProbes.
inline constexpr std::uint64_t kExactFprMaxBits = 10'000;
inline constexpr std::uint64_t kExactFprMaxProbes = 10'000'000;
[[nodiscard]] Result<double> exactFalsePositiveRate(std::uint64_t m, std::uint64_t n, std::uint32_t k);

// A blocked filter (Putze, Sanders & Singler 2007) keeps each key's k bits in one block of B bits.
// Blocks fill unevenly: the keys per block are Poisson with mean λ = n·B/m, and a fuller block
// answers "maybe" more often, so the rate is the mixture
//     Σᵢ Poisson(i; λ) · (1 − (1 − 1/B)^(i·k))^k,
// each term the classic rate of one block holding i keys. This is the per-probe model: each of a
// key's k probes lands on any of the B bits independently, so two probes of one key may hit the
// same bit, exactly what BlockedBloomFilter does. The sum runs outward from the mode until the
// rest of the series is below 1e-17 of it. Higher than falsePositiveRate() at the same m: about
// 1.2% where the classic filter reaches 1%. Throws InvalidArgument for m = 0, k = 0 and for
// B = 0 or B > m.
[[nodiscard]] double blockedFalsePositiveRate(
    std::uint64_t m, std::uint64_t n, std::uint32_t k, std::uint32_t blockBits = 512);

// max(1, round((m/n)·ln 2)).
[[nodiscard]] std::uint32_t optimalHashCount(std::uint64_t m, std::uint64_t n);

// Swamidass & Baldi (2007): how many keys a filter of m bits and k hashes with `setBits` bits set
// looks like it holds, −(m/k)·ln(1 − setBits/m); infinity once every bit is set.
[[nodiscard]] double estimatedItemCount(std::uint64_t m, std::uint32_t k, std::uint64_t setBits) noexcept;
// ⌈−n·ln p / (ln 2)²⌉.
[[nodiscard]] std::uint64_t optimalBitCount(std::uint64_t n, double p);

[[nodiscard]] double bitsPerKey(std::uint64_t m, std::uint64_t n);
// What keeping the keys themselves would take, at an average length in bytes.
[[nodiscard]] double rawKeyBytes(std::uint64_t n, double averageKeyBytes) noexcept;

// The expected fill ratio 1 − e^(−kn/m).
[[nodiscard]] double expectedFillRatio(std::uint64_t m, std::uint64_t n, std::uint32_t k);

// Any two of n, p, m and k determine the rest, assuming k is chosen optimally where it is not
// given. Exactly two must be set. (p, k) fixes only the bits per key, so m and n stay empty.
struct SizingInput {
    std::optional<std::uint64_t> n;
    std::optional<double> p;
    std::optional<std::uint64_t> m;
    std::optional<std::uint32_t> k;
};

struct SizingSolution {
    std::optional<std::uint64_t> n;
    double p = 0.0;
    std::optional<std::uint64_t> m;
    std::uint32_t k = 0;
    double bitsPerKey = 0.0;
};

[[nodiscard]] Result<SizingSolution> solveSizing(const SizingInput &input);

} // namespace bloom

namespace bloom {

// Fan, Cao, Almeida & Broder (2000): the chance that any counter of a counting filter exceeds
// what `counterBits` can hold, Pr(max count ≥ 2^w) ≤ m·(e·n·k / (2^w·m))^(2^w), capped at 1.
[[nodiscard]] double counterOverflowBound(
    std::uint64_t m, std::uint64_t n, std::uint32_t k, std::uint32_t counterBits);

// The 95% Wilson score interval of a binomial proportion: honest error bars for a measured rate,
// even when very few false positives were seen.
struct Interval {
    double low = 0.0;
    double high = 0.0;
};
[[nodiscard]] Interval wilsonInterval(
    std::uint64_t successes, std::uint64_t trials, double z = 1.959963984540054) noexcept;

} // namespace bloom

namespace bloom {

// Cuckoo filters (Fan, Andersen, Kaminsky & Mitzenmacher 2014): buckets of b fingerprints of f
// bits, a fraction α of the slots occupied. A key that was never added is compared with the 2b
// slots of its two buckets, each occupied with chance α and matching with chance 1/2^f, so
//     1 − (1 − 1/2^f)^(2bα),
// the paper's estimate. CuckooFilter draws fingerprints from 1 … 2^f − 1, which makes a match
// 1/(2^f − 1): 0.4% more at f = 8, too little to measure. Throws InvalidArgument for f outside
// 1 … 32, b = 0 or α outside [0, 1].
[[nodiscard]] double cuckooFalsePositiveRate(
    std::uint32_t fingerprintBits, double load, std::uint32_t slotsPerBucket = 4);
// The same at a full table, bounded by the union: min(1, 2b/2^f).
[[nodiscard]] double cuckooFalsePositiveBound(
    std::uint32_t fingerprintBits, std::uint32_t slotsPerBucket = 4);
// The fingerprint that keeps even a full table under p: ⌈log2(2b/p)⌉, unclamped (CuckooFilter
// takes 4 … 16). Throws InvalidArgument for p outside (0, 1) or b = 0.
[[nodiscard]] std::uint32_t cuckooFingerprintBits(double p, std::uint32_t slotsPerBucket = 4);
// f/α: each stored key pays for its slot and its share of the empty ones. α in (0, 1].
[[nodiscard]] double cuckooBitsPerItem(std::uint32_t fingerprintBits, double load);
// log2(1/p): no structure answering with false-positive rate p can use fewer bits per key
// (Carter et al. 1978).
[[nodiscard]] double lowerBoundBitsPerItem(double p);
// An optimally tuned Bloom filter's log2(1/p)/ln 2 ≈ 1.44·log2(1/p), for comparison.
[[nodiscard]] double bloomBitsPerItem(double p);

} // namespace bloom
