// The classic filter as a set of bits: reading and writing single bits, counting them, combining
// filters and loading stored words. The hashing paths (add, check, batches) are in bloom_filter.cpp.
#include "bit_math.h"

#include <bloom/bloom_filter.h>
#include <bloom/math.h>

#include <bit>
#include <cmath>

namespace bloom {

using detail::wordsForBits;

std::vector<std::uint64_t> BloomFilter::positions(std::string_view key) const
{
    std::vector<std::uint64_t> out(m_hashes);
    m_scheme->positions(key, m_bits, out);
    return out;
}

bool BloomFilter::bit(std::uint64_t position) const
{
    if (position >= m_bits)
        return false;
    return (m_words[static_cast<std::size_t>(position >> 6)] >> (position & 63)) & 1;
}

void BloomFilter::setBit(std::uint64_t position, bool value)
{
    if (position >= m_bits)
        return;
    std::uint64_t &word = m_words[static_cast<std::size_t>(position >> 6)];
    const std::uint64_t mask = std::uint64_t {1} << (position & 63);
    const bool was = (word & mask) != 0;
    word = value ? word | mask : word & ~mask;
    // A fresh count follows the change; a stale one is recounted when asked anyway.
    if (const std::uint64_t count = m_setBits.load(); count != detail::CachedCount::kStale && value != was)
        m_setBits.store(value ? count + 1 : count - 1);
}

std::uint64_t BloomFilter::setBitCount() const noexcept
{
    std::uint64_t count = m_setBits.load();
    if (count == detail::CachedCount::kStale) {
        count = countSetBits();
        m_setBits.store(count);
    }
    return count;
}

double BloomFilter::fillRatio() const noexcept
{
    return static_cast<double>(setBitCount()) / static_cast<double>(m_bits);
}

double BloomFilter::estimatedItemCount() const noexcept
{
    return bloom::estimatedItemCount(m_bits, m_hashes, setBitCount());
}

std::uint64_t BloomFilter::memoryBytes() const noexcept
{
    return wordsForBits(m_bits) * 8;
}

void BloomFilter::clear() noexcept
{
    m_words.fill(0);
    m_setBits.store(0);
    m_items = 0;
}

bool BloomFilter::isCompatibleWith(const BloomFilter &other) const noexcept
{
    if (m_bits != other.m_bits || m_hashes != other.m_hashes)
        return false;
    if (m_scheme->kind() == HashKind::Scripted || other.m_scheme->kind() == HashKind::Scripted)
        return m_scheme == other.m_scheme;
    return m_scheme->kind() == other.m_scheme->kind() && m_scheme->seed() == other.m_scheme->seed();
}

Status BloomFilter::unionWith(const BloomFilter &other)
{
    if (!isCompatibleWith(other))
        return Errc::Incompatible;
    for (std::size_t i = 0; i < m_words.size(); ++i)
        m_words[i] |= other.m_words[i];
    recount();
    m_items = static_cast<std::uint64_t>(std::llround(std::min(estimatedItemCount(), 1e18)));
    return {};
}

Status BloomFilter::intersectWith(const BloomFilter &other)
{
    if (!isCompatibleWith(other))
        return Errc::Incompatible;
    for (std::size_t i = 0; i < m_words.size(); ++i)
        m_words[i] &= other.m_words[i];
    recount();
    m_items = static_cast<std::uint64_t>(std::llround(std::min(estimatedItemCount(), 1e18)));
    return {};
}

std::span<const std::uint64_t> BloomFilter::words() const noexcept
{
    return {m_words.data(), m_words.size()};
}

Status BloomFilter::assignWords(std::span<const std::uint64_t> words, std::uint64_t itemCount)
{
    if (words.size() != m_words.size())
        return Errc::InconsistentSizes;
    if (!words.empty() && (words.back() & detail::tailMask(m_bits)) != 0)
        return Errc::InconsistentSizes;
    for (std::size_t i = 0; i < words.size(); ++i)
        m_words[i] = words[i];
    recount();
    m_items = itemCount;
    return {};
}

std::uint64_t BloomFilter::countSetBits() const noexcept
{
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < m_words.size(); ++i)
        total += static_cast<std::uint64_t>(std::popcount(m_words[i]));
    return total;
}

} // namespace bloom
