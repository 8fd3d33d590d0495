#include "limit.h"

#include <bloom/detail/prefetch.h>
#include <bloom/hash.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <string_view>

namespace bloomlab::bench {

namespace {

using bloom::reduceToRange;

constexpr std::uint64_t kGolden = 0x9E3779B97F4A7C15ull; // the 64-bit golden ratio, odd

// The prefetch distances of the filters measured against these limits: BlockedBloomFilter's and
// CuckooFilter's kAhead, BloomFilter's kAddAhead (adds) and kCheckGroup (checks).
constexpr std::size_t kBlockedAhead = 16;
constexpr std::size_t kCuckooAhead = 16;
constexpr std::size_t kClassicAddAhead = 8;
constexpr std::size_t kClassicCheckAhead = 16;
// What BloomFilter's batched check reads of every key before it decides most negative ones.
constexpr std::uint32_t kClassicCheckProbes = 2;

// Key i's hash stand-in: one multiply, no mixing of the key's text.
[[gnu::always_inline]] inline std::uint64_t counterHash(std::uint64_t i, std::uint64_t salt) noexcept
{
    return (i + salt) * kGolden;
}

// Probe j of a key is the key's value times the j-th power of the golden ratio: a Weyl sequence of
// its own for each probe, so a key's k addresses are as unrelated as k random ones.
constexpr std::array<std::uint64_t, bloom::kMaxHashes> kProbeFactors = [] {
    std::array<std::uint64_t, bloom::kMaxHashes> out {};
    std::uint64_t power = 1;
    for (std::uint64_t &factor : out) {
        factor = power;
        power *= kGolden;
    }
    return out;
}();

[[gnu::always_inline]] inline std::uint64_t probePosition(
    std::uint64_t hash, std::uint32_t j, std::uint64_t bits) noexcept
{
    return reduceToRange(hash * kProbeFactors[j], bits);
}

// Word index of a bucket's first bit in the packed cuckoo table.
[[gnu::always_inline]] inline std::uint64_t bucketWord(
    std::uint64_t bucket, std::uint32_t bucketBits) noexcept
{
    return bucket * bucketBits / 64;
}

std::uint64_t cuckooWords(std::uint64_t buckets, std::uint32_t bucketBits) noexcept
{
    const std::uint64_t bits = buckets * bucketBits;
    return bits / 64 + (bits % 64 != 0 ? 1 : 0) + 1; // the spare word, as CuckooFilter's
}

// A bucket as CuckooFilter reads it: two whole words shifted together, no branch on whether it
// crosses a word boundary.
[[gnu::always_inline]] inline std::uint64_t loadBucket(
    const std::uint64_t *words, std::uint64_t bucket, std::uint32_t bucketBits) noexcept
{
    const std::uint64_t bit = bucket * bucketBits;
    const std::uint64_t word = bit / 64;
    const std::uint64_t shift = bit % 64;
    const std::uint64_t low = words[word] >> shift;
    const std::uint64_t high = (words[word + 1] << 1) << (63 - shift);
    return low | high;
}

// What a limit reads of key i besides the array. With keys, each key's view and first byte: a
// filter must read its keys, and that stream of lines takes miss buffers and bandwidth of its
// own. Without (for the experiment, whose keys are generated in L1), nothing.
struct NoKeys {
    [[gnu::always_inline]] std::uint64_t operator()(std::uint64_t) const noexcept { return 0; }
};

struct ReadKeys {
    Keys keys;
    [[gnu::always_inline]] std::uint64_t operator()(std::uint64_t i) const noexcept
    {
        const std::string_view key = keys[static_cast<std::size_t>(i)];
        return key.size() + (key.empty() ? 0u : static_cast<unsigned char>(key.front()));
    }
};

template <typename KeySource>
std::uint64_t blockedInsert(std::uint64_t *words, std::uint64_t blocks, std::uint64_t keys,
    std::uint64_t salt, KeySource key) noexcept
{
    const auto line
        = [=](std::uint64_t i) { return words + reduceToRange(counterHash(i, salt), blocks) * 8; };
    for (std::uint64_t i = 0; i < std::min<std::uint64_t>(kBlockedAhead, keys); ++i)
        __builtin_prefetch(line(i), 1, 3);
    std::uint64_t read = 0;
    for (std::uint64_t i = 0; i < keys; ++i) {
        if (i + kBlockedAhead < keys)
            __builtin_prefetch(line(i + kBlockedAhead), 1, 3);
        const std::uint64_t hash = counterHash(i, salt);
        line(i)[hash & 7] |= std::uint64_t {1} << (hash >> 58);
        read += key(i);
    }
    return read;
}

template <typename KeySource>
std::uint64_t blockedQuery(const std::uint64_t *words, std::uint64_t blocks, std::uint64_t keys,
    std::uint64_t salt, KeySource key) noexcept
{
    const auto line
        = [=](std::uint64_t i) { return words + reduceToRange(counterHash(i, salt), blocks) * 8; };
    for (std::uint64_t i = 0; i < std::min<std::uint64_t>(kBlockedAhead, keys); ++i)
        __builtin_prefetch(line(i), 0, 3);
    std::uint64_t found = 0;
    for (std::uint64_t i = 0; i < keys; ++i) {
        if (i + kBlockedAhead < keys)
            __builtin_prefetch(line(i + kBlockedAhead), 0, 3);
        const std::uint64_t hash = counterHash(i, salt);
        found += ((line(i)[hash & 7] >> (hash >> 58)) & 1) + (key(i) << 32);
    }
    return found;
}

// Asks whether the CPU has PREFETCHW once, as BloomFilter's batched add does.
template <bool HasPrefetchW, typename KeySource>
std::uint64_t classicInsert(std::uint64_t *words, std::uint64_t bits, std::uint32_t k, std::uint64_t keys,
    std::uint64_t salt, KeySource key) noexcept
{
    const auto request = [=](std::uint64_t i) {
        const std::uint64_t hash = counterHash(i, salt);
        for (std::uint32_t j = 0; j < k; ++j)
            bloom::detail::prefetchForWriteOn<HasPrefetchW>(words + (probePosition(hash, j, bits) >> 6));
    };
    for (std::uint64_t i = 0; i < std::min<std::uint64_t>(kClassicAddAhead, keys); ++i)
        request(i);
    std::uint64_t read = 0;
    for (std::uint64_t i = 0; i < keys; ++i) {
        if (i + kClassicAddAhead < keys)
            request(i + kClassicAddAhead);
        const std::uint64_t hash = counterHash(i, salt);
        for (std::uint32_t j = 0; j < k; ++j) {
            const std::uint64_t position = probePosition(hash, j, bits);
            words[position >> 6] |= std::uint64_t {1} << (position & 63);
        }
        read += key(i);
    }
    return read;
}

template <typename KeySource>
std::uint64_t classicQuery(const std::uint64_t *words, std::uint64_t bits, std::uint32_t k,
    std::uint64_t keys, std::uint64_t salt, KeySource key) noexcept
{
    const std::uint32_t probes = std::min(k, kClassicCheckProbes);
    const auto request = [=](std::uint64_t i) {
        const std::uint64_t hash = counterHash(i, salt);
        for (std::uint32_t j = 0; j < probes; ++j)
            __builtin_prefetch(words + (probePosition(hash, j, bits) >> 6), 0, 1);
    };
    for (std::uint64_t i = 0; i < std::min<std::uint64_t>(kClassicCheckAhead, keys); ++i)
        request(i);
    std::uint64_t found = 0;
    for (std::uint64_t i = 0; i < keys; ++i) {
        if (i + kClassicCheckAhead < keys)
            request(i + kClassicCheckAhead);
        const std::uint64_t hash = counterHash(i, salt);
        std::uint64_t hit = 1;
        for (std::uint32_t j = 0; j < probes; ++j) {
            const std::uint64_t position = probePosition(hash, j, bits);
            hit &= words[position >> 6] >> (position & 63);
        }
        found += (hit & 1) + (key(i) << 32);
    }
    return found;
}

template <typename KeySource>
std::uint64_t cuckooInsert(std::uint64_t *words, std::uint64_t buckets, std::uint32_t bucketBits,
    std::uint64_t keys, std::uint64_t salt, KeySource key) noexcept
{
    const auto request = [=](std::uint64_t i) {
        const std::uint64_t hash = counterHash(i, salt);
        __builtin_prefetch(words + bucketWord(reduceToRange(hash, buckets), bucketBits), 1, 3);
        __builtin_prefetch(words + bucketWord(reduceToRange(hash * kGolden, buckets), bucketBits), 1, 3);
    };
    for (std::uint64_t i = 0; i < std::min<std::uint64_t>(kCuckooAhead, keys); ++i)
        request(i);
    std::uint64_t read = 0;
    for (std::uint64_t i = 0; i < keys; ++i) {
        if (i + kCuckooAhead < keys)
            request(i + kCuckooAhead);
        const std::uint64_t hash = counterHash(i, salt);
        const std::uint64_t first = reduceToRange(hash, buckets);
        const std::uint64_t second = reduceToRange(hash * kGolden, buckets);
        // Both buckets read, one bit of the emptier one's first word set: an insert's least work.
        const std::uint64_t into
            = loadBucket(words, first, bucketBits) <= loadBucket(words, second, bucketBits) ? first : second;
        const std::uint64_t bit = into * bucketBits;
        words[bit / 64] |= std::uint64_t {1} << (bit % 64);
        read += key(i);
    }
    return read;
}

template <typename KeySource>
std::uint64_t cuckooQuery(const std::uint64_t *words, std::uint64_t buckets, std::uint32_t bucketBits,
    std::uint64_t keys, std::uint64_t salt, KeySource key) noexcept
{
    const auto request = [=](std::uint64_t i) {
        const std::uint64_t hash = counterHash(i, salt);
        __builtin_prefetch(words + bucketWord(reduceToRange(hash, buckets), bucketBits), 0, 3);
        __builtin_prefetch(words + bucketWord(reduceToRange(hash * kGolden, buckets), bucketBits), 0, 3);
    };
    for (std::uint64_t i = 0; i < std::min<std::uint64_t>(kCuckooAhead, keys); ++i)
        request(i);
    std::uint64_t found = 0;
    for (std::uint64_t i = 0; i < keys; ++i) {
        if (i + kCuckooAhead < keys)
            request(i + kCuckooAhead);
        const std::uint64_t hash = counterHash(i, salt);
        const std::uint64_t either = loadBucket(words, reduceToRange(hash, buckets), bucketBits)
            | loadBucket(words, reduceToRange(hash * kGolden, buckets), bucketBits);
        found += (either & 1) + (key(i) << 32);
    }
    return found;
}

// The answers' low 32 bits are the hits; what the keys added sits above them, only so that
// their loads cannot be left out.
std::uint64_t hits(std::uint64_t folded) noexcept
{
    return folded & 0xFFFF'FFFFu;
}

} // namespace

BlockedLimit::BlockedLimit(std::uint64_t blocks)
    : m_blocks(blocks), m_words(static_cast<std::size_t>(blocks * 8))
{ }

void BlockedLimit::insert(Keys keys, std::uint64_t salt) noexcept
{
    m_sink += blockedInsert(m_words.data(), m_blocks, keys.size(), salt, ReadKeys {keys});
}

std::uint64_t BlockedLimit::query(Keys keys, std::uint64_t salt) const noexcept
{
    return hits(blockedQuery(m_words.data(), m_blocks, keys.size(), salt, ReadKeys {keys}));
}

ClassicLimit::ClassicLimit(std::uint64_t bits, std::uint32_t hashes)
    : m_bits(bits), m_hashes(hashes), m_words(static_cast<std::size_t>(bits / 64 + 1))
{ }

void ClassicLimit::insert(Keys keys, std::uint64_t salt) noexcept
{
    m_sink += bloom::detail::kCpuHasPrefetchW
        ? classicInsert<true>(m_words.data(), m_bits, m_hashes, keys.size(), salt, ReadKeys {keys})
        : classicInsert<false>(m_words.data(), m_bits, m_hashes, keys.size(), salt, ReadKeys {keys});
}

void ClassicLimit::insert(std::uint64_t keys, std::uint64_t salt) noexcept
{
    m_sink += bloom::detail::kCpuHasPrefetchW
        ? classicInsert<true>(m_words.data(), m_bits, m_hashes, keys, salt, NoKeys {})
        : classicInsert<false>(m_words.data(), m_bits, m_hashes, keys, salt, NoKeys {});
}

std::uint64_t ClassicLimit::query(Keys keys, std::uint64_t salt) const noexcept
{
    return hits(classicQuery(m_words.data(), m_bits, m_hashes, keys.size(), salt, ReadKeys {keys}));
}

std::uint64_t ClassicLimit::query(std::uint64_t keys, std::uint64_t salt) const noexcept
{
    return hits(classicQuery(m_words.data(), m_bits, m_hashes, keys, salt, NoKeys {}));
}

CuckooLimit::CuckooLimit(std::uint64_t buckets, std::uint32_t bucketBits)
    : m_buckets(buckets),
      m_bucketBits(bucketBits),
      m_words(static_cast<std::size_t>(cuckooWords(buckets, bucketBits)))
{ }

void CuckooLimit::insert(Keys keys, std::uint64_t salt) noexcept
{
    m_sink += cuckooInsert(m_words.data(), m_buckets, m_bucketBits, keys.size(), salt, ReadKeys {keys});
}

std::uint64_t CuckooLimit::query(Keys keys, std::uint64_t salt) const noexcept
{
    return hits(cuckooQuery(m_words.data(), m_buckets, m_bucketBits, keys.size(), salt, ReadKeys {keys}));
}

} // namespace bloomlab::bench
