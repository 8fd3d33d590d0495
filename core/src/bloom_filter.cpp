#include "bit_math.h"
#include "enhanced_hash.h"
#include "hash_count.h"

#include <bloom/bloom_filter.h>
#include <bloom/detail/prefetch.h>
#include <bloom/memory.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <new>
#include <type_traits>
#include <utility>

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
      m_seed(m_scheme->seed()),
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

namespace {

// How many keys ahead a batched add requests its lines. The core keeps only so many misses in
// flight and a prefetch past that stalls, so more is not better: 8 keys · k = 7 lines covered a
// DRAM miss, and 16 or 32 measured no faster (4 and 16 again no faster in L3, December 2026).
constexpr std::size_t kAddAhead = 8;
// A check, batched or single, first fetches only this many probes per key. With the filter half full a
// negative key survives both with chance 1/4, so most keys cost two lines instead of k.
constexpr std::uint32_t kEarlyProbes = 2;
// Keys per group in a batched check: it fetches about two lines per key, so twice the keys of an
// add keep about as many lines in flight.
constexpr std::size_t kCheckGroup = 16;

[[gnu::always_inline]] inline void setBitAt(std::uint64_t *words, std::uint64_t pos) noexcept
{
    words[pos >> 6] |= std::uint64_t {1} << (pos & 63);
}

[[gnu::always_inline]] inline std::uint64_t testBit(const std::uint64_t *words, std::uint64_t pos) noexcept
{
    return (words[pos >> 6] >> (pos & 63)) & 1;
}

// The default scheme's positions for one key, computed as detail::EnhancedProbeSequence and
// remixProbe() do (same XXH3-128 halves, same steps, so the same positions), for the single-key
// add and check.
class EnhancedPositions {
public:
    [[gnu::always_inline]] EnhancedPositions(std::string_view key, std::uint64_t seed) noexcept
    {
        const XXH128_hash_t h = detail::xxh3Hash128(key, seed);
        m_x = h.low64;
        m_y = h.high64;
    }

    // Probe i's position in an m-bit filter; call with i = 0, 1, 2, … in turn.
    [[gnu::always_inline]] std::uint64_t next(std::uint32_t i, std::uint64_t m) noexcept
    {
        const std::uint64_t position = reduceToRange(remixProbe(m_x), m);
        m_x += m_y;
        m_y += i + 1; // the cubic term, as EnhancedProbeSequence::advance()
        return position;
    }

private:
    std::uint64_t m_x = 0;
    std::uint64_t m_y = 0;
};

// A key's k probes written out for a compile-time k (detail::withHashCount): the loop's counter
// and branch were a sixth of a single add. All k lines are requested for writing before the first
// store (detail/prefetch.h), so all k misses are under way before the first store waits. At k = 7
// on a 12 MB filter, the library before and after, alternately: 101-140 → 93-116 ns a key while
// memory was slow (about 200 ns a miss), the same while it was fast, and the same at 120 MB.
template <std::uint32_t... I>
[[gnu::always_inline]] inline void setEnhanced(std::uint64_t *words, EnhancedPositions &positions,
    std::uint64_t m, std::integer_sequence<std::uint32_t, I...>) noexcept
{
    const std::array<std::uint64_t, sizeof...(I)> p {positions.next(I, m)...}; // braces keep the order
    (detail::prefetchForWrite(words + (p[I] >> 6)), ...);
    (setBitAt(words, p[I]), ...);
}

// The same for a k past 16, which detail::withHashCount passes at run time.
[[gnu::always_inline]] inline void setEnhanced(
    std::uint64_t *words, EnhancedPositions &positions, std::uint64_t m, std::uint32_t k) noexcept
{
    std::array<std::uint64_t, kMaxHashes> p;
    for (std::uint32_t i = 0; i < k; ++i) {
        p[i] = positions.next(i, m);
        detail::prefetchForWrite(words + (p[i] >> 6));
    }
    for (std::uint32_t i = 0; i < k; ++i)
        setBitAt(words, p[i]);
}

// A single check decides most negative keys on their first kEarlyProbes bits (with the filter
// half full, three in four). Those are tested without a branch between them and the branch on
// both comes before the rest are loaded, so a negative key usually costs two lines, not k, and
// while the branch is predicted the CPU runs on into the caller's next keys instead of waiting.
// The rest of the lines are requested into L2 first, so a key that survives finds them on their
// way. The answers are the same. At n = 10M on a machine with 235 ns to DRAM, against all k loads
// and no exit: 1.26× → 1.7× libbloom in scratch variants (median of 5 interleaved rounds), and the
// bench's single-key line 1.37× → 1.49×. All k loads had measured 1.5× faster with the filter in
// L3, where a mispredicted exit costs more than the loads; a filter worth a single-key call at
// scale lives in DRAM. Index sequences, not loops: the loop form measured slower in a single add.
template <std::uint32_t... I>
[[gnu::always_inline]] inline std::uint64_t testEnhanced(const std::uint64_t *words,
    EnhancedPositions &positions, std::uint64_t m, std::integer_sequence<std::uint32_t, I...>) noexcept
{
    const std::array<std::uint64_t, sizeof...(I)> p {positions.next(I, m)...}; // braces keep the order
    constexpr std::uint32_t early = std::min<std::uint32_t>(sizeof...(I), kEarlyProbes);
    ((I >= early ? __builtin_prefetch(words + (p[I] >> 6), 0, 1) : void()), ...);
    std::uint64_t first = 1;
    ((first &= I < early ? testBit(words, p[I]) : 1), ...);
    if ((first & 1) == 0)
        return 0;
    std::uint64_t rest = 1;
    ((rest &= I >= early ? testBit(words, p[I]) : 1), ...);
    return rest;
}

// The same for a k past 16, which detail::withHashCount passes at run time.
[[gnu::always_inline]] inline std::uint64_t testEnhanced(
    const std::uint64_t *words, EnhancedPositions &positions, std::uint64_t m, std::uint32_t k) noexcept
{
    std::array<std::uint64_t, kMaxHashes> p;
    for (std::uint32_t i = 0; i < k; ++i)
        p[i] = positions.next(i, m);
    const std::uint32_t early = std::min(k, kEarlyProbes);
    for (std::uint32_t i = early; i < k; ++i)
        __builtin_prefetch(words + (p[i] >> 6), 0, 1);
    std::uint64_t first = 1;
    for (std::uint32_t i = 0; i < early; ++i)
        first &= testBit(words, p[i]);
    if ((first & 1) == 0)
        return 0;
    std::uint64_t rest = 1;
    for (std::uint32_t i = early; i < k; ++i)
        rest &= testBit(words, p[i]);
    return rest;
}

// The other schemes, through their virtual positions(). Kept out of line so that the default
// scheme's path does not carry this stack buffer and its register saves.
[[gnu::noinline]] void setThroughScheme(
    const HashScheme &scheme, std::string_view key, std::uint64_t m, std::uint32_t k, std::uint64_t *words)
{
    std::array<std::uint64_t, kMaxHashes> buffer;
    scheme.positions(key, m, std::span(buffer.data(), k));
    for (std::uint32_t i = 0; i < k; ++i)
        setBitAt(words, buffer[i]);
}

[[gnu::noinline]] bool testThroughScheme(const HashScheme &scheme, std::string_view key, std::uint64_t m,
    std::uint32_t k, const std::uint64_t *words)
{
    std::array<std::uint64_t, kMaxHashes> buffer;
    scheme.positions(key, m, std::span(buffer.data(), k));
    std::uint64_t hit = 1;
    for (std::uint32_t i = 0; i < k; ++i)
        hit &= testBit(words, buffer[i]);
    return hit != 0;
}

// The batched add for one hash count, a compile-time one where detail::withHashCount passes it.
template <bool HasPrefetchW, typename Count>
[[gnu::always_inline]] inline void addKeysAhead(std::span<const std::string_view> keys, std::uint64_t seed,
    std::uint64_t m, Count k, std::uint64_t *words) noexcept
{
    // Key by key, as the memory-only limit does: key i's bits are set, then key i + kAddAhead is
    // hashed and its lines requested (owned for writing, into L1). Its positions wait in a ring,
    // in the slot key i has just freed. This replaced groups of 8 keys, each hashed and requested
    // while the group before set its bits: a burst of 56 requests stalls on the core's miss
    // buffers with nothing left to overlap, where one key's 7 leave the next keys' hashing to run
    // in the stall. At n = 10M (12 MB, in L3), best of 3, two runs each: 27.8 → 25.0-25.6 ns a
    // key, 1.18 → 1.12× the limit. Asking whether the CPU has PREFETCHW once per batch, not per
    // line (HasPrefetchW), then took 25.1-26.9 → 23.7-25.4 ns in six alternated runs, 1.07-1.13×
    // the limit. Requests into L2 only had measured 10% slower at 12 MB and the same at 120 MB.
    std::array<std::uint64_t, kAddAhead * kMaxHashes> ring;
    const std::size_t n = keys.size();
    const auto stage = [&](std::size_t i) __attribute__((always_inline))
    {
        EnhancedPositions positions(keys[i], seed);
        std::uint64_t *out = ring.data() + (i % kAddAhead) * kMaxHashes;
        for (std::uint32_t j = 0; j < k; ++j) {
            const std::uint64_t pos = positions.next(j, m);
            detail::prefetchForWriteOn<HasPrefetchW>(words + (pos >> 6));
            out[j] = pos;
        }
    };
    for (std::size_t i = 0; i < std::min(kAddAhead, n); ++i)
        stage(i);
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint64_t *p = ring.data() + (i % kAddAhead) * kMaxHashes;
        for (std::uint32_t j = 0; j < k; ++j)
            setBitAt(words, p[j]);
        if (i + kAddAhead < n)
            stage(i + kAddAhead);
    }
}

// One group of keys on its way through a batched check, which runs in three stages: request
// the early probes' lines; test them, list the keys that survive and request the rest of their
// lines; test the rest. Three groups are in flight, one per stage, so every test finds its lines
// already requested a whole group earlier; from DRAM that halved the time per key.
struct CheckGroup {
    std::array<std::uint64_t, kCheckGroup * kMaxHashes> positions;
    // Where each key's probe sequence stood after its early probes: the rest are computed only
    // for the keys that survive them, a quarter of the negative ones.
    std::array<std::uint64_t, kCheckGroup> resumeX;
    std::array<std::uint64_t, kCheckGroup> resumeY;
    std::array<std::uint8_t, kCheckGroup> survivors;
    std::size_t first = 0;
    std::size_t count = 0;
    std::size_t alive = 0;
};

struct CheckContext {
    std::span<const std::string_view> keys;
    std::span<std::uint8_t> out;
    const std::uint64_t *words;
    std::uint64_t m;
    std::uint32_t k;
    std::uint64_t seed;
};

// Into L2 only: an L1 prefetch would hold a miss buffer for the whole trip, and a check reads
// its lines rather than owning them.
void requestEarlyProbes(const CheckContext &c, CheckGroup &group, std::size_t first) noexcept
{
    group.first = first;
    group.count = std::min(kCheckGroup, c.keys.size() - first);
    const std::uint32_t early = std::min(c.k, kEarlyProbes);
    for (std::size_t g = 0; g < group.count; ++g) {
        detail::EnhancedProbeSequence sequence(c.keys[first + g], c.seed);
        std::uint64_t *out = group.positions.data() + g * c.k;
        for (std::uint32_t i = 0; i < early; ++i, sequence.advance()) {
            out[i] = reduceToRange(remixProbe(sequence.current()), c.m);
            __builtin_prefetch(c.words + (out[i] >> 6), 0, 1);
        }
        group.resumeX[g] = sequence.current();
        group.resumeY[g] = sequence.step();
    }
}

// Branch-free: a key's early bits decide its answer or its place in the survivor list.
void testEarlyProbes(const CheckContext &c, CheckGroup &group) noexcept
{
    const std::uint32_t early = std::min(c.k, kEarlyProbes);
    std::size_t alive = 0;
    for (std::size_t g = 0; g < group.count; ++g) {
        const std::uint64_t *p = group.positions.data() + g * c.k;
        std::uint64_t hit = 1;
        for (std::uint32_t i = 0; i < early; ++i)
            hit &= testBit(c.words, p[i]);
        c.out[group.first + g] = static_cast<std::uint8_t>(hit);
        group.survivors[alive] = static_cast<std::uint8_t>(g);
        alive += hit;
    }
    group.alive = alive;
    for (std::size_t s = 0; s < alive; ++s) {
        const std::size_t g = group.survivors[s];
        std::uint64_t *p = group.positions.data() + g * c.k;
        detail::EnhancedProbeSequence sequence(group.resumeX[g], group.resumeY[g], early);
        for (std::uint32_t i = early; i < c.k; ++i, sequence.advance()) {
            p[i] = reduceToRange(remixProbe(sequence.current()), c.m);
            __builtin_prefetch(c.words + (p[i] >> 6), 0, 1);
        }
    }
}

void testRemainingProbes(const CheckContext &c, const CheckGroup &group) noexcept
{
    const std::uint32_t early = std::min(c.k, kEarlyProbes);
    for (std::size_t s = 0; s < group.alive; ++s) {
        const std::uint64_t *p = group.positions.data() + group.survivors[s] * c.k;
        std::uint64_t hit = 1;
        for (std::uint32_t i = early; i < c.k; ++i)
            hit &= testBit(c.words, p[i]);
        c.out[group.first + group.survivors[s]] = static_cast<std::uint8_t>(hit);
    }
}

} // namespace

void BloomFilter::add(std::string_view key)
{
    ++m_items;
    m_setBits.markStale();
    // Locals, not members: a store into the words could alias m_bits, and the compiler would
    // reload it after every probe.
    std::uint64_t *words = m_words.data();
    const std::uint64_t m = m_bits;
    if (!m_fastEnhanced)
        return setThroughScheme(*m_scheme, key, m, m_hashes, words);
    // By value: a captured reference to m would be reloaded after every store into the words.
    // Inlined by force: with the remix, GCC calls each k's body out of line, and the call, its
    // register saves and the dispatch were a sixth of a single add or check (callgrind). GCC
    // ignores the [[gnu::always_inline]] spelling in this place.
    detail::withHashCount(
        m_hashes, [ key, words, m, seed = m_seed ](auto hashes) __attribute__((always_inline)) {
            EnhancedPositions positions(key, seed);
            if constexpr (std::is_integral_v<decltype(hashes)>)
                setEnhanced(words, positions, m, static_cast<std::uint32_t>(hashes));
            else
                setEnhanced(words, positions, m, std::make_integer_sequence<std::uint32_t, hashes()> {});
        });
}

bool BloomFilter::mightContain(std::string_view key) const
{
    const std::uint64_t *words = m_words.data();
    const std::uint64_t m = m_bits;
    if (!m_fastEnhanced)
        return testThroughScheme(*m_scheme, key, m, m_hashes, words);
    std::uint64_t hit = 1;
    detail::withHashCount(
        m_hashes, [&hit, key, words, m, seed = m_seed ](auto hashes) __attribute__((always_inline)) {
            EnhancedPositions positions(key, seed);
            if constexpr (std::is_integral_v<decltype(hashes)>)
                hit = testEnhanced(words, positions, m, static_cast<std::uint32_t>(hashes));
            else
                hit = testEnhanced(
                    words, positions, m, std::make_integer_sequence<std::uint32_t, hashes()> {});
        });
    return (hit & 1) != 0;
}

void BloomFilter::addBatch(std::span<const std::string_view> keys)
{
    if (!m_fastEnhanced) {
        for (std::string_view key : keys)
            add(key);
        return;
    }
    m_items += keys.size();
    m_setBits.markStale();
    std::uint64_t *words = m_words.data();
    const std::uint64_t m = m_bits;
    detail::withHashCount(
        m_hashes, [ keys, words, m, seed = m_seed ](auto hashes) __attribute__((always_inline)) {
            if (detail::kCpuHasPrefetchW)
                addKeysAhead<true>(keys, seed, m, hashes, words);
            else
                addKeysAhead<false>(keys, seed, m, hashes, words);
        });
}

void BloomFilter::mightContainBatch(std::span<const std::string_view> keys, std::span<std::uint8_t> out) const
{
    if (out.size() != keys.size())
        throw InvalidArgument(Error {Errc::InconsistentSizes, keys.size(), out.size()});
    if (!m_fastEnhanced) {
        for (std::size_t i = 0; i < keys.size(); ++i)
            out[i] = mightContain(keys[i]) ? 1 : 0;
        return;
    }
    const CheckContext context {keys, out, m_words.data(), m_bits, m_hashes, m_seed};
    std::array<CheckGroup, 3> ring; // 24 KiB: one group per stage
    const std::size_t groups = (keys.size() + kCheckGroup - 1) / kCheckGroup;
    for (std::size_t step = 0; step < groups + 2; ++step) {
        if (step < groups)
            requestEarlyProbes(context, ring[step % 3], step * kCheckGroup);
        if (step >= 1 && step - 1 < groups)
            testEarlyProbes(context, ring[(step - 1) % 3]);
        if (step >= 2)
            testRemainingProbes(context, ring[(step - 2) % 3]);
    }
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

} // namespace bloom
