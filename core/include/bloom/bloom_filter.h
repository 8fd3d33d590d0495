#pragma once
// The classic Bloom filter: m bits, k hashes, no deletion.

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

    [[nodiscard]] std::uint64_t setBitCount() const noexcept { return m_setBits; }
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
    void recount() noexcept;

    std::uint64_t m_bits = 0;
    std::uint32_t m_hashes = 0;
    HashSchemePtr m_scheme;
    bool m_fastEnhanced = false; // skip the virtual call for the default scheme
    detail::WordBuffer m_words;
    std::uint64_t m_setBits = 0;
    std::uint64_t m_items = 0;
};

// Shared validation for every filter kind: m, k and whether the storage fits in memory.
Status validateShape(std::uint64_t bits, std::uint32_t hashes, std::uint64_t bytesNeeded);
// Keys must be non-empty and at most kMaxKeyBytes; the ui validates with this before any add.
inline constexpr std::uint64_t kMaxKeyBytes = 64ull << 20;
Status validateKey(std::string_view key) noexcept;

} // namespace bloom
