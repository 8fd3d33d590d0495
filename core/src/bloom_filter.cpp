#include "bit_math.h"
#include "enhanced_hash.h"

#include <bloom/bloom_filter.h>
#include <bloom/memory.h>

#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <new>

namespace bloom {

using detail::wordsForBits;

Status validateShape(std::uint64_t bits, std::uint32_t hashes, std::uint64_t bytesNeeded)
{
    if (bits == 0)
        return Errc::ZeroBits;
    if (hashes == 0)
        return Errc::ZeroHashes;
    if (hashes > kMaxHashes)
        return Error {Errc::TooManyHashes, hashes, kMaxHashes};
    return checkMemory(bytesNeeded);
}

Status validateKey(std::string_view key) noexcept
{
    if (key.empty())
        return Errc::EmptyKey;
    if (key.size() > kMaxKeyBytes)
        return Error {Errc::KeyTooLarge, key.size(), kMaxKeyBytes};
    return {};
}

std::vector<std::uint64_t> Trace::positions() const
{
    std::vector<std::uint64_t> out;
    out.reserve(steps.size());
    for (const TraceStep &step : steps)
        out.push_back(step.probe.position);
    return out;
}

BloomFilter::BloomFilter(std::uint64_t bits, std::uint32_t hashes, HashSchemePtr scheme)
{
    if (const Status ok = validateShape(bits, hashes, wordsForBits(bits) * 8); !ok)
        throw InvalidArgument(ok.error());
    *this = BloomFilter(bits, hashes, std::move(scheme), 0);
}

BloomFilter::BloomFilter(std::uint64_t bits, std::uint32_t hashes, HashSchemePtr scheme, int)
    : m_bits(bits),
      m_hashes(hashes),
      m_scheme(scheme ? std::move(scheme) : defaultHashScheme()),
      m_fastEnhanced(m_scheme->kind() == HashKind::Enhanced),
      m_words(static_cast<std::size_t>(wordsForBits(bits)))
{ }

Result<BloomFilter> BloomFilter::create(std::uint64_t bits, std::uint32_t hashes, HashSchemePtr scheme)
{
    const std::uint64_t bytes = wordsForBits(bits) * 8;
    if (const Status ok = validateShape(bits, hashes, bytes); !ok)
        return ok.error();
    try {
        return BloomFilter(bits, hashes, std::move(scheme), 0);
    } catch (const std::bad_alloc &) {
        return Error {Errc::OutOfMemory, bytes, availableMemoryBytes()};
    }
}

void BloomFilter::add(std::string_view key)
{
    ++m_items;
    std::uint64_t *words = m_words.data();
    auto set = [&](std::uint64_t pos) {
        std::uint64_t &word = words[pos >> 6];
        const std::uint64_t mask = std::uint64_t {1} << (pos & 63);
        m_setBits += static_cast<std::uint64_t>((word & mask) == 0);
        word |= mask;
    };
    if (m_fastEnhanced) {
        detail::EnhancedProbeSequence sequence(key, m_scheme->seed());
        for (std::uint32_t i = 0; i < m_hashes; ++i, sequence.advance())
            set(reduceToRange(sequence.current(), m_bits));
        return;
    }
    std::array<std::uint64_t, kMaxHashes> buffer;
    m_scheme->positions(key, m_bits, std::span(buffer.data(), m_hashes));
    for (std::uint32_t i = 0; i < m_hashes; ++i)
        set(buffer[i]);
}

bool BloomFilter::mightContain(std::string_view key) const
{
    const std::uint64_t *words = m_words.data();
    auto test = [words](std::uint64_t pos) { return (words[pos >> 6] >> (pos & 63)) & 1; };
    if (m_fastEnhanced) {
        detail::EnhancedProbeSequence sequence(key, m_scheme->seed());
        for (std::uint32_t i = 0; i < m_hashes; ++i, sequence.advance()) {
            if (!test(reduceToRange(sequence.current(), m_bits)))
                return false;
        }
        return true;
    }
    std::array<std::uint64_t, kMaxHashes> buffer;
    m_scheme->positions(key, m_bits, std::span(buffer.data(), m_hashes));
    for (std::uint32_t i = 0; i < m_hashes; ++i) {
        if (!test(buffer[i]))
            return false;
    }
    return true;
}

Trace BloomFilter::addTraced(std::string_view key)
{
    std::array<Probe, kMaxHashes> probes;
    m_scheme->probe(key, m_bits, std::span(probes.data(), m_hashes));
    Trace trace {Operation::Add, std::string(key), m_bits, m_hashes, {}, std::nullopt, false};
    trace.steps.reserve(m_hashes);
    ++m_items;
    for (std::uint32_t i = 0; i < m_hashes; ++i) {
        const bool before = bit(probes[i].position);
        if (!before) {
            setBit(probes[i].position, true);
            trace.result = true;
        }
        trace.steps.push_back({i, probes[i], before ? 1u : 0u, 1u, false});
    }
    return trace;
}

Trace BloomFilter::checkTraced(std::string_view key) const
{
    std::array<Probe, kMaxHashes> probes;
    m_scheme->probe(key, m_bits, std::span(probes.data(), m_hashes));
    Trace trace {Operation::Check, std::string(key), m_bits, m_hashes, {}, std::nullopt, true};
    for (std::uint32_t i = 0; i < m_hashes; ++i) {
        const std::uint32_t value = bit(probes[i].position) ? 1u : 0u;
        trace.steps.push_back({i, probes[i], value, value, false});
        if (value == 0) {
            trace.stoppedAt = i;
            trace.result = false;
            break;
        }
    }
    return trace;
}

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
    if (value && !was) {
        word |= mask;
        ++m_setBits;
    } else if (!value && was) {
        word &= ~mask;
        --m_setBits;
    }
}

double BloomFilter::fillRatio() const noexcept
{
    return static_cast<double>(m_setBits) / static_cast<double>(m_bits);
}

double BloomFilter::estimatedItemCount() const noexcept
{
    if (m_setBits >= m_bits)
        return std::numeric_limits<double>::infinity();
    const double m = static_cast<double>(m_bits);
    return -(m / m_hashes) * std::log1p(-static_cast<double>(m_setBits) / m);
}

std::uint64_t BloomFilter::memoryBytes() const noexcept
{
    return wordsForBits(m_bits) * 8;
}

void BloomFilter::clear() noexcept
{
    m_words.fill(0);
    m_setBits = 0;
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

void BloomFilter::recount() noexcept
{
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < m_words.size(); ++i)
        total += static_cast<std::uint64_t>(std::popcount(m_words[i]));
    m_setBits = total;
}

} // namespace bloom
