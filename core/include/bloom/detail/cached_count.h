#pragma once
// A count that writers mark stale and readers recompute on demand, for BloomFilter's set bits.

#include <atomic>
#include <cstdint>

namespace bloom::detail {

// Keeping the set-bit count exact inside add() makes each probe wait for its word to count it,
// which measured a quarter of a single insert; marking the count stale is one store per call.
// Atomic, so that two threads reading one const filter may both refill it without a data race;
// copies take the value along.
class CachedCount {
public:
    static constexpr std::uint64_t kStale = ~std::uint64_t {0}; // no filter has 2⁶⁴ − 1 bits set

    CachedCount() = default;
    CachedCount(const CachedCount &other) noexcept : m_value(other.load()) { }
    CachedCount &operator=(const CachedCount &other) noexcept
    {
        store(other.load());
        return *this;
    }

    [[nodiscard]] std::uint64_t load() const noexcept { return m_value.load(std::memory_order_relaxed); }
    // Const: a reader refills the cache of a const filter.
    void store(std::uint64_t value) const noexcept { m_value.store(value, std::memory_order_relaxed); }
    void markStale() noexcept { store(kStale); }

private:
    mutable std::atomic<std::uint64_t> m_value {0};
};

} // namespace bloom::detail
