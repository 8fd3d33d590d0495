// CuckooFilter's building, sizing and whole-state access; its operations are in cuckoo_filter.cpp.

#include <bloom/cuckoo_filter.h>
#include <bloom/hash.h>
#include <bloom/math.h>
#include <bloom/memory.h>

#include <algorithm>
#include <bit>
#include <limits>
#include <new>

namespace bloom {

namespace {

using Filter = CuckooFilter;

// The spare word after the table lets loadBucket() read two words for every bucket, the last too.
std::uint64_t wordsFor(std::uint64_t buckets, std::uint32_t fingerprintBits) noexcept
{
    const std::uint64_t bits = buckets * Filter::kSlotsPerBucket * fingerprintBits;
    return bits / 64 + (bits % 64 != 0 ? 1 : 0) + 1;
}

Status validateFingerprintBits(std::uint32_t fingerprintBits) noexcept
{
    if (fingerprintBits < Filter::kMinFingerprintBits || fingerprintBits > Filter::kMaxFingerprintBits)
        return Error {Errc::ParameterOutOfRange, fingerprintBits, Filter::kMaxFingerprintBits};
    return {};
}

// One slot of a packed table that has no spare word after it, for checking a file's table before
// it is copied in.
std::uint16_t slotIn(std::span<const std::uint64_t> words, std::uint64_t slot, std::uint32_t fingerprintBits)
{
    const std::uint64_t bit = slot * fingerprintBits;
    const auto word = static_cast<std::size_t>(bit / 64);
    const auto shift = static_cast<unsigned>(bit % 64);
    std::uint64_t value = words[word] >> shift;
    if (shift + fingerprintBits > 64)
        value |= words[word + 1] << (64 - shift);
    return static_cast<std::uint16_t>(value & ((std::uint64_t {1} << fingerprintBits) - 1));
}

} // namespace

Result<std::uint32_t> CuckooFilter::fingerprintBitsFor(double p)
{
    if (!(p > 0.0 && p < 1.0))
        return Errc::ProbabilityOutOfRange;
    const std::uint32_t bits = std::max(cuckooFingerprintBits(p, kSlotsPerBucket), kMinFingerprintBits);
    if (const Status ok = validateFingerprintBits(bits); !ok)
        return ok.error();
    return bits;
}

Result<std::uint64_t> CuckooFilter::bucketsFor(std::uint64_t capacity)
{
    if (capacity == 0)
        return Errc::ZeroItems;
    // ⌈n / (0.95·4)⌉ = ⌈5n / 19⌉, in 128 bits so that no n overflows it.
    const Uint128 minimum = (Uint128 {capacity} * 5 + 18) / 19;
    if (minimum > kMaxBuckets)
        return Error {Errc::TooLarge, capacity, kMaxBuckets * 19 / 5};
    // A power of two, so the index is a mask and i1 XOR offset stays inside the table.
    return std::bit_ceil(static_cast<std::uint64_t>(minimum));
}

CuckooFilter::CuckooFilter(std::uint64_t capacity, std::uint32_t fingerprintBits, std::uint64_t seed)
{
    auto made = create(capacity, fingerprintBits, seed);
    if (!made)
        throw InvalidArgument(made.error());
    *this = std::move(made).value();
}

CuckooFilter::CuckooFilter(std::uint64_t buckets, std::uint32_t fingerprintBits, std::uint64_t seed, int)
    : m_buckets(buckets),
      m_fingerprintBits(fingerprintBits),
      m_bucketBits(kSlotsPerBucket * fingerprintBits),
      m_bucketMask(m_bucketBits == 64 ? ~std::uint64_t {0} : (std::uint64_t {1} << m_bucketBits) - 1),
      m_seed(seed),
      m_kickState(seed),
      m_words(static_cast<std::size_t>(wordsFor(buckets, fingerprintBits)))
{
    for (std::uint32_t slot = 0; slot < kSlotsPerBucket; ++slot)
        m_laneLow |= std::uint64_t {1} << (slot * fingerprintBits);
    m_laneHigh = m_laneLow << (fingerprintBits - 1);
}

Result<CuckooFilter> CuckooFilter::create(
    std::uint64_t capacity, std::uint32_t fingerprintBits, std::uint64_t seed)
{
    if (const Status ok = validateFingerprintBits(fingerprintBits); !ok)
        return ok.error();
    const auto buckets = bucketsFor(capacity);
    if (!buckets)
        return buckets.error();
    return createWithBuckets(*buckets, fingerprintBits, seed);
}

Result<CuckooFilter> CuckooFilter::createForRate(std::uint64_t capacity, double p, std::uint64_t seed)
{
    const auto bits = fingerprintBitsFor(p);
    if (!bits)
        return bits.error();
    return create(capacity, *bits, seed);
}

Result<CuckooFilter> CuckooFilter::createWithBuckets(
    std::uint64_t buckets, std::uint32_t fingerprintBits, std::uint64_t seed)
{
    if (const Status ok = validateFingerprintBits(fingerprintBits); !ok)
        return ok.error();
    if (!std::has_single_bit(buckets) || buckets > kMaxBuckets)
        return Error {Errc::ParameterOutOfRange, buckets, kMaxBuckets};
    const std::uint64_t bytes = wordsFor(buckets, fingerprintBits) * 8;
    if (const Status ok = checkMemory(bytes); !ok)
        return ok.error();
    try {
        return CuckooFilter(buckets, fingerprintBits, seed, 0);
    } catch (const std::bad_alloc &) {
        return Error {Errc::OutOfMemory, bytes, availableMemoryBytes()};
    }
}

double CuckooFilter::loadFactor() const noexcept
{
    const std::uint64_t occupied = m_items - (m_victim ? 1u : 0u);
    return static_cast<double>(occupied) / static_cast<double>(slotCount());
}

double CuckooFilter::bitsPerItem() const noexcept
{
    if (m_items == 0)
        return std::numeric_limits<double>::infinity();
    return static_cast<double>(tableBits()) / static_cast<double>(m_items);
}

void CuckooFilter::clear() noexcept
{
    m_words.fill(0);
    m_victim.reset();
    m_items = 0;
    m_kickState = m_seed;
}

std::span<const std::uint64_t> CuckooFilter::tableWords() const noexcept
{
    return {m_words.data(), m_words.size() - 1};
}

Status CuckooFilter::assignState(std::span<const std::uint64_t> words, std::optional<CuckooVictim> victim,
    std::uint64_t kickState, std::uint64_t itemCount)
{
    if (words.size() != m_words.size() - 1)
        return Errc::InconsistentSizes;
    const std::uint64_t used = tableBits() % 64;
    if (used != 0 && (words.back() >> used) != 0)
        return Errc::InconsistentSizes;
    if (victim
        && (victim->bucket >= m_buckets || victim->fingerprint == 0
            || std::uint64_t {victim->fingerprint} >> m_fingerprintBits != 0))
        return Errc::InconsistentSizes;
    // Judged on the given words, so a refusal leaves the filter as it was.
    std::uint64_t occupied = 0;
    for (std::uint64_t slot = 0; slot < slotCount(); ++slot)
        if (slotIn(words, slot, m_fingerprintBits) != 0)
            ++occupied;
    if (itemCount != occupied + (victim ? 1u : 0u))
        return Errc::InconsistentSizes;
    if (victim) {
        for (const std::uint64_t b : {victim->bucket, alternateBucket(victim->bucket, victim->fingerprint)})
            for (std::uint32_t slot = 0; slot < kSlotsPerBucket; ++slot)
                if (slotIn(words, b * kSlotsPerBucket + slot, m_fingerprintBits) == 0)
                    return Errc::InconsistentSizes;
    }
    std::copy(words.begin(), words.end(), m_words.data());
    m_words[m_words.size() - 1] = 0;
    m_victim = victim;
    m_kickState = kickState;
    m_items = itemCount;
    return {};
}

} // namespace bloom
