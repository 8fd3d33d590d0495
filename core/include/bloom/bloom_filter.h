#pragma once
// The classic Bloom filter: m bits, k hashes, no deletion.

#include <bloom/detail/cached_count.h>
#include <bloom/detail/word_buffer.h>
#include <bloom/hash.h>
#include <bloom/result.h>
#include <bloom/trace.h>

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

namespace bloom {

class BloomFilter {
public:
    // Throws InvalidArgument for m = 0, k = 0, k > kMaxHashes or an m that cannot be allocated.
    // Code handling user input uses create() instead.
    BloomFilter(std::uint64_t bits, std::uint32_t hashes, HashSchemePtr scheme = nullptr);
    static Result<BloomFilter> create(
        std::uint64_t bits, std::uint32_t hashes, HashSchemePtr scheme = nullptr);

    void add(std::string_view key);
    [[nodiscard]] bool mightContain(std::string_view key) const;

    // The same as add() or mightContain() on each key in order, only faster for many keys: with
    // the default scheme a group of keys is hashed and its cache lines prefetched a group ahead
    // of touching them, so the memory waits overlap instead of queueing, and a check fetches the
    // rest of a key's lines only when its first two bits are set. Other schemes take the
    // single-key path. `out` must be as long as `keys` (InvalidArgument with
    // Errc::InconsistentSizes otherwise); out[i] is 1 or 0.
    void addBatch(std::span<const std::string_view> keys);
    void mightContainBatch(std::span<const std::string_view> keys, std::span<std::uint8_t> out) const;

    // The same operations, step by step. A check stops at the first 0 bit and the hashes after it
    // are not part of the trace.
    Trace addTraced(std::string_view key);
    [[nodiscard]] Trace checkTraced(std::string_view key) const;

    [[nodiscard]] std::vector<std::uint64_t> positions(std::string_view key) const;
    [[nodiscard]] bool bit(std::uint64_t position) const;
    // Sets or clears one bit directly; the deletion lesson clears bits the naive way with this.
    void setBit(std::uint64_t position, bool value);

    [[nodiscard]] std::uint64_t bitCount() const noexcept { return m_bits; }
    [[nodiscard]] std::uint32_t hashCount() const noexcept { return m_hashes; }
    [[nodiscard]] const HashScheme &hashScheme() const noexcept { return *m_scheme; }
    [[nodiscard]] HashSchemePtr hashSchemePtr() const noexcept { return m_scheme; }

    // Exact. add() and addBatch() only mark the count stale, and the first call after them counts
    // the bits again, ⌈m/64⌉ popcounts; later calls are free.
    [[nodiscard]] std::uint64_t setBitCount() const noexcept;
    [[nodiscard]] double fillRatio() const noexcept;
    // n* = −(m/k)·ln(1 − X/m); +∞ once every bit is set.
    [[nodiscard]] double estimatedItemCount() const noexcept;
    // How many add() calls the filter has seen (duplicates included).
    [[nodiscard]] std::uint64_t itemCount() const noexcept { return m_items; }
    [[nodiscard]] std::uint64_t memoryBytes() const noexcept;

    void clear() noexcept;

    // Both need the same m, k and hashing; otherwise Errc::Incompatible and nothing changes.
    Status unionWith(const BloomFilter &other);
    Status intersectWith(const BloomFilter &other);
    [[nodiscard]] bool isCompatibleWith(const BloomFilter &other) const noexcept;

    // Raw access for serialization and text encodings: ⌈m/64⌉ words, bit i at word i/64, bit i%64.
    [[nodiscard]] std::span<const std::uint64_t> words() const noexcept;
    // Replaces every bit; `words` must hold ⌈m/64⌉ words and no bits past m. Recounts set bits.
    Status assignWords(std::span<const std::uint64_t> words, std::uint64_t itemCount);

private:
    BloomFilter(std::uint64_t bits, std::uint32_t hashes, HashSchemePtr scheme, int);
    [[nodiscard]] std::uint64_t countSetBits() const noexcept;
    void recount() noexcept { m_setBits.store(countSetBits()); }

    std::uint64_t m_bits = 0;
    std::uint32_t m_hashes = 0;
    HashSchemePtr m_scheme;
    std::uint64_t m_seed = 0; // the scheme's, cached: a virtual call per key shows in the hot path
    bool m_fastEnhanced = false; // skip the virtual call for the default scheme
    detail::WordBuffer m_words;
    detail::CachedCount m_setBits;
    std::uint64_t m_items = 0;
};

// Shared validation for every filter kind: m, k and whether the storage fits in memory.
Status validateShape(std::uint64_t bits, std::uint32_t hashes, std::uint64_t bytesNeeded);
// Keys must be non-empty and at most kMaxKeyBytes; the ui validates with this before any add.
inline constexpr std::uint64_t kMaxKeyBytes = 64ull << 20;
Status validateKey(std::string_view key) noexcept;

} // namespace bloom
