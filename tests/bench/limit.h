#pragma once
// The memory-only limits bloomlab-bench holds each filter against: the same array size, the same
// prefetch distance and the same keys as the real filter, but no hashing. Key i's addresses come
// from a counter, (i + salt) times an odd constant (a Weyl sequence: as scattered over the array
// as random addresses, at one multiply), so what remains is the memory work a filter of that kind
// cannot avoid: its array's lines, and reading its keys (each key's view and first byte, the same
// stream of lines the filter reads). A filter's time over its limit's says how much of it is
// hashing and bookkeeping rather than waiting for memory.

#include <bloom/detail/word_buffer.h>

#include <cstdint>
#include <span>
#include <string_view>

namespace bloomlab::bench {

using Keys = std::span<const std::string_view>;

// Salts for the counters: inserts count from 0, queries from far above, so a query's addresses are
// not the ones just written, as never-inserted keys' are not.
inline constexpr std::uint64_t kInsertSalt = 0;
inline constexpr std::uint64_t kQuerySalt = std::uint64_t {1} << 40;

// A blocked filter's least work: one random 64-byte line read, modified and written per insert,
// one read per query, the line prefetched 16 keys ahead as BlockedBloomFilter's batches do.
class BlockedLimit {
public:
    explicit BlockedLimit(std::uint64_t blocks);
    void clear() noexcept { m_words.fill(0); }
    void insert(Keys keys, std::uint64_t salt) noexcept;
    // How many keys found their one tested bit set; the count keeps every load in the program.
    [[nodiscard]] std::uint64_t query(Keys keys, std::uint64_t salt) const noexcept;
    [[nodiscard]] std::uint64_t memoryBytes() const noexcept { return m_words.size() * 8; }

private:
    std::uint64_t m_blocks;
    bloom::detail::WordBuffer m_words;
    std::uint64_t m_sink = 0; // what the inserts read of their keys, so those loads stay
};

// A classic filter's: k random bit-sets per insert, a key's k lines requested into L2 8 keys ahead
// (BloomFilter's batch group), as addBatch() does; a negative query reads the first two probes
// only, what BloomFilter's batched check reads before it decides most negative keys. The
// overloads without keys read none: runExperiment generates its keys in L1.
class ClassicLimit {
public:
    ClassicLimit(std::uint64_t bits, std::uint32_t hashes);
    void clear() noexcept { m_words.fill(0); }
    void insert(Keys keys, std::uint64_t salt) noexcept;
    void insert(std::uint64_t keys, std::uint64_t salt) noexcept;
    [[nodiscard]] std::uint64_t query(Keys keys, std::uint64_t salt) const noexcept;
    [[nodiscard]] std::uint64_t query(std::uint64_t keys, std::uint64_t salt) const noexcept;
    [[nodiscard]] std::uint64_t memoryBytes() const noexcept { return m_words.size() * 8; }

private:
    std::uint64_t m_bits;
    std::uint32_t m_hashes;
    bloom::detail::WordBuffer m_words;
    std::uint64_t m_sink = 0;
};

// A cuckoo filter's: a query reads a key's two random buckets (each as two whole words, as
// CuckooFilter::loadBucket() does), prefetched 16 keys ahead; an insert reads both and writes one.
class CuckooLimit {
public:
    CuckooLimit(std::uint64_t buckets, std::uint32_t bucketBits);
    void clear() noexcept { m_words.fill(0); }
    void insert(Keys keys, std::uint64_t salt) noexcept;
    [[nodiscard]] std::uint64_t query(Keys keys, std::uint64_t salt) const noexcept;
    [[nodiscard]] std::uint64_t memoryBytes() const noexcept { return m_words.size() * 8; }

private:
    std::uint64_t m_buckets;
    std::uint32_t m_bucketBits;
    bloom::detail::WordBuffer m_words;
    std::uint64_t m_sink = 0;
};

} // namespace bloomlab::bench
