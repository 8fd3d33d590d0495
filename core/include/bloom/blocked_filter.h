#pragma once
// A blocked Bloom filter (Putze, Sanders & Singler 2007): each key lives in one 64-byte cache
// line. The key's 64-bit hash picks the block and, remixed, the k bits inside it, so an insert or
// a check costs one hash and one cache miss instead of k. The price is a somewhat higher
// false-positive rate at the same memory, because blocks fill unevenly: blockedFalsePositiveRate()
// in math.h gives it.

#include <bloom/detail/word_buffer.h>
#include <bloom/result.h>

#include <cstdint>
#include <span>
#include <string_view>

namespace bloom {

class BlockedBloomFilter {
public:
    static constexpr std::uint32_t kBlockBits = 512; // one cache line
    static constexpr std::uint32_t kBlockWords = kBlockBits / 64;

    // `bits` is rounded up to whole blocks. Throws InvalidArgument for m = 0, k = 0,
    // k > kMaxHashes or an m that cannot be allocated; code handling user input uses create().
    BlockedBloomFilter(std::uint64_t bits, std::uint32_t hashes, std::uint64_t seed = 0);
    static Result<BlockedBloomFilter> create(
        std::uint64_t bits, std::uint32_t hashes, std::uint64_t seed = 0);

    void add(std::string_view key);
    [[nodiscard]] bool mightContain(std::string_view key) const;

    // The same as add() or mightContain() on each key, only faster for many keys: each key is
    // hashed and its block prefetched a few keys before it is touched, so the memory waits
    // overlap. `out` must be as long as `keys` (InvalidArgument with Errc::InconsistentSizes
    // otherwise); out[i] is 1 or 0.
    void addBatch(std::span<const std::string_view> keys);
    void mightContainBatch(std::span<const std::string_view> keys, std::span<std::uint8_t> out) const;

    [[nodiscard]] std::uint64_t bitCount() const noexcept { return m_blocks * kBlockBits; }
    [[nodiscard]] std::uint32_t hashCount() const noexcept { return m_hashes; }
    [[nodiscard]] std::uint64_t blockCount() const noexcept { return m_blocks; }
    [[nodiscard]] std::uint64_t seed() const noexcept { return m_seed; }
    // How many add() calls the filter has seen (duplicates included).
    [[nodiscard]] std::uint64_t itemCount() const noexcept { return m_items; }
    // Counted on each call, O(m): keeping a running count would cost the insert a popcount.
    [[nodiscard]] std::uint64_t setBitCount() const noexcept;
    [[nodiscard]] std::uint64_t memoryBytes() const noexcept { return m_blocks * (kBlockBits / 8); }

    void clear() noexcept;

    // Raw access, for tests and tools: block b is words [8b, 8b + 8), bit i of a block at word
    // i/64, bit i%64.
    [[nodiscard]] std::span<const std::uint64_t> words() const noexcept
    {
        return {m_words.data(), m_words.size()};
    }

private:
    BlockedBloomFilter(std::uint64_t blocks, std::uint32_t hashes, std::uint64_t seed, int);

    std::uint64_t m_blocks = 0;
    std::uint32_t m_hashes = 0;
    std::uint64_t m_seed = 0;
    detail::WordBuffer m_words; // 64-byte aligned, so block b is exactly one cache line
    std::uint64_t m_items = 0;
};

} // namespace bloom
