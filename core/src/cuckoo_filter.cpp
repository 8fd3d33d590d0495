#include "inline_xxhash.h"

#include <bloom/bloom_filter.h>
#include <bloom/cuckoo_filter.h>
#include <bloom/hash.h>

#include <algorithm>
#include <array>

namespace bloom {

namespace {

using Filter = CuckooFilter;

constexpr std::uint64_t kGolden = 0x9E3779B97F4A7C15ull; // the 64-bit golden ratio, odd

// Slot 0 in the low bits.
CuckooBucket unpack(std::uint64_t bits, std::uint32_t fingerprintBits) noexcept
{
    const std::uint64_t lane = (std::uint64_t {1} << fingerprintBits) - 1;
    CuckooBucket out {};
    for (std::uint32_t slot = 0; slot < out.size(); ++slot)
        out[slot] = static_cast<std::uint16_t>((bits >> (slot * fingerprintBits)) & lane);
    return out;
}

std::optional<std::uint32_t> slotHolding(const CuckooBucket &bucket, std::uint16_t fingerprint) noexcept
{
    for (std::uint32_t slot = 0; slot < bucket.size(); ++slot)
        if (bucket[slot] == fingerprint)
            return slot;
    return std::nullopt;
}

// The plain operations record nothing; every call here compiles away.
struct NoRecord {
    void probe(std::uint64_t) noexcept { }
    void kick(const CuckooKick &) noexcept { }
    void placed(CuckooSlot) noexcept { }
    void match(CuckooSlot) noexcept { }
    void matchedVictim() noexcept { }
};

struct TraceRecord {
    const Filter &filter;
    CuckooTrace &trace;

    void probe(std::uint64_t bucket) { trace.probes.push_back({bucket, filter.bucket(bucket)}); }
    void kick(const CuckooKick &kick) { trace.kicks.push_back(kick); }
    void placed(CuckooSlot slot) noexcept { trace.placed = slot; }
    void match(CuckooSlot slot) noexcept { trace.match = slot; }
    void matchedVictim() noexcept { trace.matchedVictim = true; }
};

CuckooTrace startTrace(Operation operation, std::string_view key, const CuckooKeyHash &h)
{
    CuckooTrace trace;
    trace.operation = operation;
    trace.key = std::string(key);
    trace.hash = h.hash;
    trace.fingerprint = h.fingerprint;
    trace.bucket1 = h.bucket1;
    trace.bucket2 = h.bucket2;
    return trace;
}

// How many keys ahead a batch hashes a key and requests its two buckets, as in blocked_filter.cpp.
constexpr std::size_t kAhead = 16;

// A bucket's bits from its first word on, two whole words shifted together: no branch on whether
// the bucket crosses a word boundary. `(next << 1) << (63 − shift)` is next << (64 − shift) made
// safe for shift = 0, where it gives 0. Bits of the next bucket come along above it.
[[gnu::always_inline]] inline std::uint64_t bitsFrom(const std::uint64_t *word, std::uint64_t shift) noexcept
{
    return (word[0] >> shift) | ((word[1] << 1) << (63 - shift));
}

// Nonzero exactly when some lane of x is zero: (x − low) & ~x & high. A borrow can mark a lane
// above a zero one too, so it says whether, not where; borrows run upward only, so bits above the
// lanes cannot mark one.
[[gnu::always_inline]] inline std::uint64_t zeroLanes(
    std::uint64_t x, std::uint64_t laneLow, std::uint64_t laneHigh) noexcept
{
    return (x - laneLow) & ~x & laneHigh;
}

} // namespace

namespace {

[[gnu::always_inline]] inline std::uint64_t alternateOf(
    std::uint64_t bucket, std::uint16_t fingerprint, std::uint64_t buckets) noexcept
{
    return bucket ^ reduceToRange(std::uint64_t {fingerprint} * kGolden, buckets);
}

// The index from the hash's low bits, the fingerprint from its high ones (multiply-shift reads
// the top), so the two are independent while log2 B + f ≤ 64. Drawing the fingerprint from
// 1 … 2^f − 1 keeps 0 for "empty" without the usual 0 → 1, which would give fingerprint 1 twice
// the share of the others and its keys twice the false-positive rate.
[[gnu::always_inline]] inline CuckooKeyHash keyHashOf(
    std::string_view key, std::uint64_t seed, std::uint32_t fingerprintBits, std::uint64_t buckets) noexcept
{
    const std::uint64_t hash = detail::xxh3Hash64(key, seed);
    const std::uint64_t values = (std::uint64_t {1} << fingerprintBits) - 1;
    const auto fingerprint = static_cast<std::uint16_t>(1 + reduceToRange(hash, values));
    const std::uint64_t bucket1 = hash & (buckets - 1);
    return {hash, fingerprint, bucket1, alternateOf(bucket1, fingerprint, buckets)};
}

} // namespace

CuckooKeyHash CuckooFilter::hashKey(std::string_view key) const noexcept
{
    return keyHashOf(key, m_seed, m_fingerprintBits, m_buckets);
}

// The offset is a multiply-shift hash of the fingerprint: its top bits, where every bit of the
// fingerprint has had its say. The low bits of fingerprint·C, as in the paper's `& mask`, depend on
// the fingerprint's low bits only. XOR makes the map its own inverse, so a fingerprint in either
// bucket finds the other without the key.
std::uint64_t CuckooFilter::alternateBucket(std::uint64_t bucket, std::uint16_t fingerprint) const noexcept
{
    return alternateOf(bucket, fingerprint, m_buckets);
}

std::uint64_t CuckooFilter::loadBucket(std::uint64_t bucket) const noexcept
{
    const std::uint64_t bit = bucket * m_bucketBits;
    return bitsFrom(m_words.data() + bit / 64, bit % 64) & m_bucketMask;
}

void CuckooFilter::storeBucket(std::uint64_t bucket, std::uint64_t bits) noexcept
{
    const std::uint64_t bit = bucket * m_bucketBits;
    const auto word = static_cast<std::size_t>(bit / 64);
    const auto shift = static_cast<unsigned>(bit % 64);
    m_words[word] = (m_words[word] & ~(m_bucketMask << shift)) | (bits << shift);
    const std::uint64_t spill = (m_bucketMask >> 1) >> (63 - shift);
    m_words[word + 1] = (m_words[word + 1] & ~spill) | ((bits >> 1) >> (63 - shift));
}

void CuckooFilter::storeSlot(std::uint64_t bucket, std::uint32_t slot, std::uint16_t fingerprint) noexcept
{
    const std::uint32_t shift = slot * m_fingerprintBits;
    const std::uint64_t laneMask = ((std::uint64_t {1} << m_fingerprintBits) - 1) << shift;
    storeBucket(bucket, (loadBucket(bucket) & ~laneMask) | (std::uint64_t {fingerprint} << shift));
}

// Whether any f-bit lane equals the fingerprint, all four at once: XOR turns a match into a zero
// lane.
bool CuckooFilter::bucketHolds(std::uint64_t bits, std::uint16_t fingerprint) const noexcept
{
    return zeroLanes(bits ^ (m_laneLow * std::uint64_t {fingerprint}), m_laneLow, m_laneHigh) != 0;
}

bool CuckooFilter::victimMatches(const CuckooKeyHash &h) const noexcept
{
    return m_victim && m_victim->fingerprint == h.fingerprint
        && (m_victim->bucket == h.bucket1 || m_victim->bucket == h.bucket2);
}

bool CuckooFilter::containsHashed(const CuckooKeyHash &h) const noexcept
{
    return bucketHolds(loadBucket(h.bucket1), h.fingerprint)
        || bucketHolds(loadBucket(h.bucket2), h.fingerprint) || victimMatches(h);
}

// SplitMix64 (Steele, Lea & Flood 2014): any 64-bit state is valid, so a file can store it as it
// is, and the relocations replay exactly after a save and a load.
std::uint64_t CuckooFilter::nextRandom() noexcept
{
    std::uint64_t z = (m_kickState += kGolden);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::uint16_t CuckooFilter::fingerprint(std::uint64_t bucket, std::uint32_t slot) const noexcept
{
    if (bucket >= m_buckets || slot >= kSlotsPerBucket)
        return 0;
    const std::uint64_t lane = loadBucket(bucket) >> (slot * m_fingerprintBits);
    return static_cast<std::uint16_t>(lane & ((std::uint64_t {1} << m_fingerprintBits) - 1));
}

CuckooBucket CuckooFilter::bucket(std::uint64_t index) const noexcept
{
    return index < m_buckets ? unpack(loadBucket(index), m_fingerprintBits) : CuckooBucket {};
}

// The paper's insert: a free slot in either bucket, else relocations from a bucket picked at
// random. The duplicate count comes first, so a refused key moves nothing. When the two buckets
// coincide they hold b copies, not 2b, and a b+1-th could only end in the victim slot.
template <typename Record> Status CuckooFilter::insert(const CuckooKeyHash &h, Record &record)
{
    if (m_victim)
        return Errc::Full;
    const std::array<std::uint64_t, 2> buckets {h.bucket1, h.bucket2};
    const std::size_t distinct = h.bucket1 == h.bucket2 ? 1 : 2;
    std::array<CuckooBucket, 2> contents {};
    std::uint32_t copies = 0;
    for (std::size_t i = 0; i < distinct; ++i) {
        contents[i] = unpack(loadBucket(buckets[i]), m_fingerprintBits);
        record.probe(buckets[i]);
        copies
            += static_cast<std::uint32_t>(std::count(contents[i].begin(), contents[i].end(), h.fingerprint));
    }
    const auto limit = static_cast<std::uint32_t>(distinct) * kSlotsPerBucket;
    if (copies >= limit)
        return Error {Errc::DuplicateLimit, copies + 1, limit};
    ++m_items;
    for (std::size_t i = 0; i < distinct; ++i) {
        if (const auto slot = slotHolding(contents[i], 0)) {
            storeSlot(buckets[i], *slot, h.fingerprint);
            record.placed({buckets[i], *slot});
            return {};
        }
    }
    relocate(buckets[nextRandom() >> 63], h.fingerprint, record);
    return {};
}

// Forces `carried` into the full bucket `into` over a random slot and moves the evicted one on to
// its other bucket, up to kMaxKicks times. The last one evicted then waits in the victim slot:
// its bucket was just found full, and the bucket it left has just been filled, so the victim
// always has two full buckets.
template <typename Record>
bool CuckooFilter::relocate(std::uint64_t into, std::uint16_t carried, Record &record)
{
    for (std::uint32_t kick = 0; kick < kMaxKicks; ++kick) {
        const auto slot = static_cast<std::uint32_t>(nextRandom() >> 62);
        const std::uint16_t evicted = unpack(loadBucket(into), m_fingerprintBits)[slot];
        storeSlot(into, slot, carried);
        const std::uint64_t next = alternateBucket(into, evicted);
        record.kick(CuckooKick {into, slot, carried, evicted, next});
        carried = evicted;
        into = next;
        if (const auto free = slotHolding(unpack(loadBucket(into), m_fingerprintBits), 0)) {
            storeSlot(into, *free, carried);
            record.placed({into, *free});
            return true;
        }
    }
    m_victim = CuckooVictim {into, carried};
    return false;
}

// Removing frees a slot; the victim tries for it with a fresh chain, so that removing keys makes
// a full filter take keys again. When that chain runs out too, its last evicted fingerprint is
// the new victim and nothing is lost.
template <typename Record> void CuckooFilter::placeVictimAgain(Record &record)
{
    if (!m_victim)
        return;
    const CuckooVictim waiting = *m_victim;
    m_victim.reset();
    const std::array<std::uint64_t, 2> buckets {
        waiting.bucket, alternateBucket(waiting.bucket, waiting.fingerprint)};
    for (const std::uint64_t candidate : buckets) {
        if (const auto free = slotHolding(bucket(candidate), 0)) {
            storeSlot(candidate, *free, waiting.fingerprint);
            record.placed({candidate, *free});
            return;
        }
    }
    relocate(buckets[nextRandom() >> 63], waiting.fingerprint, record);
}

template <typename Record> Status CuckooFilter::erase(const CuckooKeyHash &h, Record &record)
{
    const std::array<std::uint64_t, 2> buckets {h.bucket1, h.bucket2};
    const std::size_t distinct = h.bucket1 == h.bucket2 ? 1 : 2;
    for (std::size_t i = 0; i < distinct; ++i) {
        record.probe(buckets[i]);
        if (const auto slot = slotHolding(unpack(loadBucket(buckets[i]), m_fingerprintBits), h.fingerprint)) {
            record.match({buckets[i], *slot});
            storeSlot(buckets[i], *slot, 0);
            --m_items;
            placeVictimAgain(record);
            return {};
        }
    }
    if (!victimMatches(h))
        return Errc::NotPresent;
    record.matchedVictim();
    m_victim.reset();
    --m_items;
    return {};
}

Status CuckooFilter::add(std::string_view key)
{
    if (const Status ok = validateKey(key); !ok)
        return ok;
    NoRecord record;
    return insert(hashKey(key), record);
}

bool CuckooFilter::mightContain(std::string_view key) const
{
    return containsHashed(hashKey(key));
}

Status CuckooFilter::remove(std::string_view key)
{
    if (const Status ok = validateKey(key); !ok)
        return ok;
    NoRecord record;
    return erase(hashKey(key), record);
}

Result<CuckooTrace> CuckooFilter::addTraced(std::string_view key)
{
    if (const Status ok = validateKey(key); !ok)
        return ok.error();
    const CuckooKeyHash h = hashKey(key);
    CuckooTrace trace = startTrace(Operation::Add, key, h);
    TraceRecord record {*this, trace};
    const Status status = insert(h, record);
    if (!status)
        trace.outcome
            = status.error().code == Errc::Full ? CuckooOutcome::Full : CuckooOutcome::DuplicateLimit;
    else
        trace.outcome = trace.placed ? CuckooOutcome::Placed : CuckooOutcome::Victim;
    trace.victim = m_victim;
    return trace;
}

CuckooTrace CuckooFilter::checkTraced(std::string_view key) const
{
    const CuckooKeyHash h = hashKey(key);
    CuckooTrace trace = startTrace(Operation::Check, key, h);
    trace.outcome = CuckooOutcome::Absent;
    const std::array<std::uint64_t, 2> buckets {h.bucket1, h.bucket2};
    const std::size_t distinct = h.bucket1 == h.bucket2 ? 1 : 2;
    for (std::size_t i = 0; i < distinct && trace.outcome == CuckooOutcome::Absent; ++i) {
        const CuckooBucket contents = bucket(buckets[i]);
        trace.probes.push_back({buckets[i], contents});
        if (const auto slot = slotHolding(contents, h.fingerprint)) {
            trace.match = CuckooSlot {buckets[i], *slot};
            trace.outcome = CuckooOutcome::Found;
        }
    }
    if (trace.outcome == CuckooOutcome::Absent && victimMatches(h)) {
        trace.matchedVictim = true;
        trace.outcome = CuckooOutcome::Found;
    }
    trace.victim = m_victim;
    return trace;
}

Result<CuckooTrace> CuckooFilter::removeTraced(std::string_view key)
{
    if (const Status ok = validateKey(key); !ok)
        return ok.error();
    const CuckooKeyHash h = hashKey(key);
    CuckooTrace trace = startTrace(Operation::Remove, key, h);
    TraceRecord record {*this, trace};
    trace.outcome = erase(h, record) ? CuckooOutcome::Removed : CuckooOutcome::Absent;
    trace.victim = m_victim;
    return trace;
}

// A batch serves each key from what its request worked out: both buckets' first words and bit
// shifts, and the fingerprint copied into every lane. On a table the cache holds, the loop is
// bound by its instructions as much as by memory: working the addresses out once, with the hash
// inlined, and testing both buckets in one branch-free expression took a negative query at
// n = 10M from 18-20 ns to 15 (1.73-1.79x its memory-only limit to 1.33-1.44x).
void CuckooFilter::mightContainBatch(
    std::span<const std::string_view> keys, std::span<std::uint8_t> out) const
{
    if (out.size() != keys.size())
        throw InvalidArgument(Error {Errc::InconsistentSizes, keys.size(), out.size()});
    if (m_victim) {
        // A full table: the victim slot answers too. Rare, and one key at a time.
        for (std::size_t i = 0; i < keys.size(); ++i)
            out[i] = containsHashed(hashKey(keys[i])) ? 1 : 0;
        return;
    }
    struct Request {
        const std::uint64_t *first;
        const std::uint64_t *second;
        std::uint64_t lanes; // the fingerprint in every slot's lane
        std::uint32_t firstShift;
        std::uint32_t secondShift;
    };
    std::array<Request, kAhead> window;
    const std::uint64_t *words = m_words.data();
    const auto request = [&](std::size_t i) {
        const CuckooKeyHash h = keyHashOf(keys[i], m_seed, m_fingerprintBits, m_buckets);
        const std::uint64_t firstBit = h.bucket1 * m_bucketBits;
        const std::uint64_t secondBit = h.bucket2 * m_bucketBits;
        Request &r = window[i % kAhead];
        r.first = words + firstBit / 64;
        r.second = words + secondBit / 64;
        __builtin_prefetch(r.first, 0, 3);
        __builtin_prefetch(r.second, 0, 3);
        r.lanes = m_laneLow * h.fingerprint;
        r.firstShift = static_cast<std::uint32_t>(firstBit % 64);
        r.secondShift = static_cast<std::uint32_t>(secondBit % 64);
    };
    const std::size_t n = keys.size();
    for (std::size_t i = 0; i < std::min(kAhead, n); ++i)
        request(i);
    for (std::size_t i = 0; i < n; ++i) {
        const Request r = window[i % kAhead];
        if (i + kAhead < n)
            request(i + kAhead);
        // Unmasked buckets: the bits of the next bucket above each cannot mark a lane.
        const std::uint64_t x = bitsFrom(r.first, r.firstShift) ^ r.lanes;
        const std::uint64_t y = bitsFrom(r.second, r.secondShift) ^ r.lanes;
        out[i] = (zeroLanes(x, m_laneLow, m_laneHigh) | zeroLanes(y, m_laneLow, m_laneHigh)) != 0 ? 1 : 0;
    }
}

} // namespace bloom
