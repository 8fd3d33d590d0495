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

// max(1, round((m/n)·ln 2)).
[[nodiscard]] std::uint32_t optimalHashCount(std::uint64_t m, std::uint64_t n);
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

// The 95% Wilson score interval of a binomial proportion: honest error bars for a measured rate,
// even when very few false positives were seen.
struct Interval {
    double low = 0.0;
    double high = 0.0;
};
[[nodiscard]] Interval wilsonInterval(
    std::uint64_t successes, std::uint64_t trials, double z = 1.959963984540054) noexcept;

} // namespace bloom
