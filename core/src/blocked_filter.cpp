#include "hash_count.h"
#include "inline_xxhash.h"

#include <bloom/blocked_filter.h>
#include <bloom/bloom_filter.h>
#include <bloom/hash.h>
#include <bloom/memory.h>

#include <algorithm>
#include <array>
#include <bit>
#include <new>

namespace bloom {

namespace {

using Block = BlockedBloomFilter;

// k odd multipliers C¹ … C^64, C the 64-bit golden ratio. Multiplying by an odd number is a
// bijection that pushes every input bit into the top bits, so the top 9 bits of h·Cⁱ are k
// offsets in the block drawn from one hash: independent multiplies, not a dependent chain. Keys
// that share a block share the top bits of h (multiply-shift picks the block), but differ in the
// low bits, which decide the products' top bits.
constexpr std::array<std::uint64_t, kMaxHashes> kRemix = [] {
    std::array<std::uint64_t, kMaxHashes> out {};
    std::uint64_t power = 1;
    for (std::uint64_t &value : out) {
        power *= 0x9E3779B97F4A7C15ull;
        value = power;
    }
    return out;
}();
constexpr int kOffsetShift = 64 - std::countr_zero(Block::kBlockBits); // the top 9 bits

// Keys per group in the batched paths: each key needs one line, so 16 keys keep about as many
// misses in flight as a core's fill buffers allow.
constexpr std::size_t kGroup = 16;

[[gnu::always_inline]] inline std::uint64_t hashOf(std::string_view key, std::uint64_t seed) noexcept
{
    return XXH3_64bits_withSeed(key.data(), key.size(), seed);
}

[[gnu::always_inline]] inline std::uint64_t blockOffset(std::uint64_t hash, std::uint64_t blocks) noexcept
{
    return reduceToRange(hash, blocks) * Block::kBlockWords;
}

// Count is std::uint32_t or, through detail::withHashCount, a compile-time constant.
template <typename Count>
[[gnu::always_inline]] inline void setInBlock(std::uint64_t *block, std::uint64_t hash, Count k) noexcept
{
    for (std::uint32_t i = 0; i < k; ++i) {
        const std::uint64_t bit = (hash * kRemix[i]) >> kOffsetShift;
        block[bit >> 6] |= std::uint64_t {1} << (bit & 63);
    }
}

// All k bits without a branch: the line is one load away, and a branch on a bit of a half-full
// block would mispredict half the time.
template <typename Count>
[[gnu::always_inline]] inline bool testInBlock(
    const std::uint64_t *block, std::uint64_t hash, Count k) noexcept
{
    std::uint64_t hit = 1;
    for (std::uint32_t i = 0; i < k; ++i) {
        const std::uint64_t bit = (hash * kRemix[i]) >> kOffsetShift;
        hit &= block[bit >> 6] >> (bit & 63);
    }
    return (hit & 1) != 0;
}

std::uint64_t blocksForBits(std::uint64_t bits) noexcept
{
    return bits / Block::kBlockBits + (bits % Block::kBlockBits != 0 ? 1 : 0);
}

} // namespace

BlockedBloomFilter::BlockedBloomFilter(std::uint64_t bits, std::uint32_t hashes, std::uint64_t seed)
{
    const std::uint64_t blocks = blocksForBits(bits);
    if (const Status ok = validateShape(bits, hashes, blocks * (kBlockBits / 8)); !ok)
        throw InvalidArgument(ok.error());
    *this = BlockedBloomFilter(blocks, hashes, seed, 0);
}

BlockedBloomFilter::BlockedBloomFilter(std::uint64_t blocks, std::uint32_t hashes, std::uint64_t seed, int)
    : m_blocks(blocks),
      m_hashes(hashes),
      m_seed(seed),
      m_words(static_cast<std::size_t>(blocks * kBlockWords))
{ }

Result<BlockedBloomFilter> BlockedBloomFilter::create(
    std::uint64_t bits, std::uint32_t hashes, std::uint64_t seed)
{
    const std::uint64_t blocks = blocksForBits(bits);
    const std::uint64_t bytes = blocks * (kBlockBits / 8);
    if (const Status ok = validateShape(bits, hashes, bytes); !ok)
        return ok.error();
    try {
        return BlockedBloomFilter(blocks, hashes, seed, 0);
    } catch (const std::bad_alloc &) {
        return Error {Errc::OutOfMemory, bytes, availableMemoryBytes()};
    }
}

void BlockedBloomFilter::add(std::string_view key)
{
    ++m_items;
    const std::uint64_t hash = hashOf(key, m_seed);
    std::uint64_t *block = m_words.data() + blockOffset(hash, m_blocks);
    detail::withHashCount(m_hashes, [block, hash](auto k) { setInBlock(block, hash, k); });
}

bool BlockedBloomFilter::mightContain(std::string_view key) const
{
    const std::uint64_t hash = hashOf(key, m_seed);
    const std::uint64_t *block = m_words.data() + blockOffset(hash, m_blocks);
    bool hit = false;
    detail::withHashCount(m_hashes, [&](auto k) { hit = testInBlock(block, hash, k); });
    return hit;
}

void BlockedBloomFilter::addBatch(std::span<const std::string_view> keys)
{
    std::uint64_t *words = m_words.data();
    const std::uint64_t blocks = m_blocks;
    const std::uint64_t seed = m_seed;
    // By value: captured references to blocks or seed would be reloaded after every store.
    detail::withHashCount(m_hashes, [keys, words, blocks, seed](auto k) {
        std::array<std::uint64_t, kGroup> hashes;
        std::array<std::uint64_t *, kGroup> lines;
        for (std::size_t first = 0; first < keys.size(); first += kGroup) {
            const std::size_t count = std::min(kGroup, keys.size() - first);
            for (std::size_t g = 0; g < count; ++g) {
                hashes[g] = hashOf(keys[first + g], seed);
                lines[g] = words + blockOffset(hashes[g], blocks);
                __builtin_prefetch(lines[g], 1, 3);
            }
            for (std::size_t g = 0; g < count; ++g)
                setInBlock(lines[g], hashes[g], k);
        }
    });
    m_items += keys.size();
}

void BlockedBloomFilter::mightContainBatch(
    std::span<const std::string_view> keys, std::span<std::uint8_t> out) const
{
    if (out.size() != keys.size())
        throw InvalidArgument(Error {Errc::InconsistentSizes, keys.size(), out.size()});
    const std::uint64_t *words = m_words.data();
    const std::uint64_t blocks = m_blocks;
    const std::uint64_t seed = m_seed;
    detail::withHashCount(m_hashes, [keys, out, words, blocks, seed](auto k) {
        std::array<std::uint64_t, kGroup> hashes;
        std::array<const std::uint64_t *, kGroup> lines;
        for (std::size_t first = 0; first < keys.size(); first += kGroup) {
            const std::size_t count = std::min(kGroup, keys.size() - first);
            for (std::size_t g = 0; g < count; ++g) {
                hashes[g] = hashOf(keys[first + g], seed);
                lines[g] = words + blockOffset(hashes[g], blocks);
                __builtin_prefetch(lines[g], 0, 3);
            }
            for (std::size_t g = 0; g < count; ++g)
                out[first + g] = testInBlock(lines[g], hashes[g], k) ? 1 : 0;
        }
    });
}

std::uint64_t BlockedBloomFilter::setBitCount() const noexcept
{
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < m_words.size(); ++i)
        total += static_cast<std::uint64_t>(std::popcount(m_words[i]));
    return total;
}

void BlockedBloomFilter::clear() noexcept
{
    m_words.fill(0);
    m_items = 0;
}

} // namespace bloom
