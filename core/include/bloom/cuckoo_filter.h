#pragma once
// A cuckoo filter (Fan, Andersen, Kaminsky & Mitzenmacher, "Cuckoo Filter: Practically Better
// Than Bloom", CoNEXT 2014): a table of buckets of four f-bit fingerprints. A key's fingerprint
// lives in one of two buckets, i1 = hash(key) mod B and i2 = i1 XOR offset(fingerprint), so either
// bucket and the fingerprint alone give the other one, and a full bucket can push a fingerprint
// to its other bucket without knowing its key (partial-key cuckoo hashing). Keys can be removed,
// at a price: removing a key that was never added deletes whichever key shares its fingerprint
// and a bucket with it, which then turns into a false negative.
//
// Storage: the buckets are packed end to end, 4f bits each, in 64-bit words, so the table costs
// exactly B·4·f bits plus one spare word that lets every bucket be read as two whole words. A
// fingerprint of 0 marks an empty slot; fingerprints are drawn from 1 … 2^f − 1.

#include <bloom/cuckoo_trace.h>
#include <bloom/detail/word_buffer.h>
#include <bloom/result.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace bloom {

// Where a key goes, as the ui shows it: hash(key) → fingerprint and bucket1 → bucket2.
struct CuckooKeyHash {
    std::uint64_t hash = 0;
    std::uint16_t fingerprint = 0;
    std::uint64_t bucket1 = 0;
    std::uint64_t bucket2 = 0;
};

class CuckooFilter {
public:
    static constexpr std::uint32_t kSlotsPerBucket = kCuckooSlotsPerBucket;
    static constexpr std::uint32_t kMinFingerprintBits = 4;
    static constexpr std::uint32_t kMaxFingerprintBits = 16;
    // The paper's limit: past 500 relocations the table counts as full.
    static constexpr std::uint32_t kMaxKicks = 500;
    // A key's two buckets hold 2b fingerprints, so a 2b+1-th copy could never be placed and would
    // push other keys' fingerprints round the table until the relocations ran out. (b when the
    // two buckets coincide.)
    static constexpr std::uint32_t kMaxDuplicates = 2 * kSlotsPerBucket;
    // Buckets are sized for this load: with b = 4 the paper fills 95% before the first insert
    // fails. Measured here on 2^15 buckets: 96% to 97% for f ≥ 6, but 93% for f = 4, where keys
    // share their 15 fingerprints so often that fewer of them can move.
    static constexpr double kDesignLoad = 0.95;
    // Index bits and fingerprint bits come from one 64-bit hash, the index from the low bits and
    // the fingerprint from the high ones; 48 + 16 keeps them apart.
    static constexpr std::uint64_t kMaxBuckets = std::uint64_t {1} << 48;

    // A table for `capacity` keys at the design load: B = the next power of two ≥ ⌈n / (0.95·4)⌉.
    // Throws InvalidArgument on bad arguments; create() reports them instead.
    explicit CuckooFilter(std::uint64_t capacity, std::uint32_t fingerprintBits, std::uint64_t seed = 0);
    // Errc::ZeroItems for capacity 0, TooLarge past kMaxBuckets (needed: the capacity, available:
    // the largest one), ParameterOutOfRange for f outside 4 … 16, OutOfMemory when the table does
    // not fit; nothing is allocated on failure.
    static Result<CuckooFilter> create(
        std::uint64_t capacity, std::uint32_t fingerprintBits, std::uint64_t seed = 0);
    // f from a target rate, through fingerprintBitsFor().
    static Result<CuckooFilter> createForRate(std::uint64_t capacity, double p, std::uint64_t seed = 0);
    // An exact bucket count, a power of two from 1 to kMaxBuckets (ParameterOutOfRange otherwise),
    // for tables small enough to draw.
    static Result<CuckooFilter> createWithBuckets(
        std::uint64_t buckets, std::uint32_t fingerprintBits, std::uint64_t seed = 0);

    // ⌈log2(2b/p)⌉ (cuckooFingerprintBits), raised to 4 when p is that loose.
    // ProbabilityOutOfRange for p outside (0, 1); ParameterOutOfRange when p needs more than 16.
    static Result<std::uint32_t> fingerprintBitsFor(double p);
    // The bucket count create() picks for `capacity` keys.
    static Result<std::uint64_t> bucketsFor(std::uint64_t capacity);

    // Stores the key's fingerprint in a free slot of its two buckets, relocating others when both
    // are full. Succeeds whenever the key is stored, which includes the insert whose relocations
    // ran out: the last fingerprint evicted then waits in the victim slot, still answering, and
    // from then on isFull() and every add() is refused with Errc::Full until a remove() makes
    // room. Errc::DuplicateLimit (needed: the copy asked for, available: the limit) when the two
    // buckets already hold kMaxDuplicates copies of the fingerprint; EmptyKey or KeyTooLarge as
    // validateKey(). A refused add changes nothing.
    Status add(std::string_view key);
    // Any key, empty included: a check changes nothing, so nothing needs refusing.
    [[nodiscard]] bool mightContain(std::string_view key) const;
    // Clears one copy of the fingerprint from either bucket or the victim slot. Errc::NotPresent,
    // changing nothing, when none holds it. A copy another key left there counts: see the hazard
    // above. When a slot is freed while a victim waits, the victim is placed again.
    Status remove(std::string_view key);

    // The same as mightContain() on each key, only faster for many keys: a key's two buckets are
    // prefetched a few keys before they are read, so the memory waits overlap. `out` must be as
    // long as `keys` (InvalidArgument with Errc::InconsistentSizes otherwise); out[i] is 1 or 0.
    void mightContainBatch(std::span<const std::string_view> keys, std::span<std::uint8_t> out) const;

    // The same operations, step by step; they leave the filter exactly as the plain ones do (both
    // run the same code). A refused add or remove is a trace with its outcome, not an error; only
    // an invalid key is an error.
    Result<CuckooTrace> addTraced(std::string_view key);
    [[nodiscard]] CuckooTrace checkTraced(std::string_view key) const;
    Result<CuckooTrace> removeTraced(std::string_view key);

    [[nodiscard]] CuckooKeyHash hashKey(std::string_view key) const noexcept;
    // bucket XOR the fingerprint's offset; applying it twice gives `bucket` back.
    [[nodiscard]] std::uint64_t alternateBucket(
        std::uint64_t bucket, std::uint16_t fingerprint) const noexcept;

    [[nodiscard]] std::uint64_t bucketCount() const noexcept { return m_buckets; }
    [[nodiscard]] static constexpr std::uint32_t slotsPerBucket() noexcept { return kSlotsPerBucket; }
    [[nodiscard]] std::uint64_t slotCount() const noexcept { return m_buckets * kSlotsPerBucket; }
    [[nodiscard]] std::uint32_t fingerprintBits() const noexcept { return m_fingerprintBits; }
    [[nodiscard]] std::uint64_t seed() const noexcept { return m_seed; }
    // 0 for an empty slot, or for a bucket or slot out of range.
    [[nodiscard]] std::uint16_t fingerprint(std::uint64_t bucket, std::uint32_t slot) const noexcept;
    [[nodiscard]] CuckooBucket bucket(std::uint64_t index) const noexcept;
    [[nodiscard]] std::optional<CuckooVictim> victim() const noexcept { return m_victim; }
    [[nodiscard]] bool isFull() const noexcept { return m_victim.has_value(); }
    // Keys stored, the victim included: each successful add() counts one, each remove() one less.
    [[nodiscard]] std::uint64_t itemCount() const noexcept { return m_items; }
    // Occupied slots over all slots; the victim is not a slot.
    [[nodiscard]] double loadFactor() const noexcept;
    // B·4·f: what the fingerprints take, without the spare word.
    [[nodiscard]] std::uint64_t tableBits() const noexcept { return m_buckets * m_bucketBits; }
    // tableBits() / itemCount(), f/α; +∞ while the filter is empty.
    [[nodiscard]] double bitsPerItem() const noexcept;
    [[nodiscard]] std::uint64_t memoryBytes() const noexcept { return m_words.size() * 8; }

    // Empties the table and the victim slot and restarts the relocation generator, so a cleared
    // filter replays exactly as a new one with the same seed.
    void clear() noexcept;

    // For serialization: the packed table, ⌈tableBits()/64⌉ words, slot j of bucket b at bits
    // [(4b + j)·f, (4b + j + 1)·f); and the relocation generator's state.
    [[nodiscard]] std::span<const std::uint64_t> tableWords() const noexcept;
    [[nodiscard]] std::uint64_t kickState() const noexcept { return m_kickState; }
    // Replaces the whole state. Errc::InconsistentSizes, changing nothing, unless `words` has the
    // table's size with no bit set past it, the victim's bucket is in range with a nonzero
    // fingerprint of at most f bits and both its buckets are full (as every insert that ends in
    // the victim slot leaves them), and itemCount equals the occupied slots plus the victim.
    Status assignState(std::span<const std::uint64_t> words, std::optional<CuckooVictim> victim,
        std::uint64_t kickState, std::uint64_t itemCount);

private:
    explicit CuckooFilter(std::uint64_t buckets, std::uint32_t fingerprintBits, std::uint64_t seed, int);

    [[nodiscard]] std::uint64_t loadBucket(std::uint64_t bucket) const noexcept;
    void storeBucket(std::uint64_t bucket, std::uint64_t bits) noexcept;
    void storeSlot(std::uint64_t bucket, std::uint32_t slot, std::uint16_t fingerprint) noexcept;
    [[nodiscard]] bool bucketHolds(std::uint64_t bits, std::uint16_t fingerprint) const noexcept;
    [[nodiscard]] bool victimMatches(const CuckooKeyHash &h) const noexcept;
    [[nodiscard]] bool containsHashed(const CuckooKeyHash &h) const noexcept;
    [[nodiscard]] std::uint64_t nextRandom() noexcept;

    // Each takes a recorder: a no-op for the plain operations, a trace builder for the traced
    // ones, so both run one body of code and cannot drift apart.
    template <typename Record> Status insert(const CuckooKeyHash &h, Record &record);
    template <typename Record> Status erase(const CuckooKeyHash &h, Record &record);
    template <typename Record> bool relocate(std::uint64_t into, std::uint16_t carried, Record &record);
    template <typename Record> void placeVictimAgain(Record &record);

    std::uint64_t m_buckets = 0;
    std::uint32_t m_fingerprintBits = 0;
    std::uint32_t m_bucketBits = 0; // 4f
    std::uint64_t m_bucketMask = 0; // the low 4f bits
    std::uint64_t m_laneLow = 0; // bit 0 of each f-bit slot
    std::uint64_t m_laneHigh = 0; // the top bit of each slot
    std::uint64_t m_seed = 0;
    std::uint64_t m_kickState = 0;
    detail::WordBuffer m_words; // huge pages when large, as the other filters' arrays
    std::optional<CuckooVictim> m_victim;
    std::uint64_t m_items = 0;
};

} // namespace bloom
