#pragma once
// The exact false-positive rate for many (n, k) at one m, in a single pass. After t = n·k uniform
// probes the number of set bits X has a distribution that depends on t alone, so one run of the
// occupancy recurrence up to the largest t answers every query on the way: a whole chart's curve
// costs about as much as its last point.

#include <bloom/result.h>

#include <cstdint>
#include <span>
#include <vector>

namespace bloom {

struct FprQuery {
    std::uint64_t n = 0;
    std::uint32_t k = 1;
};

// One rate per query, in the order given. Errc::ZeroBits / ZeroHashes for m = 0 or a k = 0, and
// Errc::TooLarge above kExactFprMaxBits or kExactFprMaxProbes probes (see math.h).
[[nodiscard]] Result<std::vector<double>> exactFalsePositiveRates(
    std::uint64_t m, std::span<const FprQuery> queries);

} // namespace bloom
