#pragma once
// What a cuckoo filter did, step by step, for the ui to replay. Plain data like trace.h: no strings
// but the key, no timing. Bucket contents are copied in as they were, so a player can draw each
// step without asking the filter, which has moved on by then.

#include <bloom/trace.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bloom {

inline constexpr std::uint32_t kCuckooSlotsPerBucket = 4;

// A bucket's fingerprints, slot 0 first; 0 is an empty slot.
using CuckooBucket = std::array<std::uint16_t, kCuckooSlotsPerBucket>;

struct CuckooSlot {
    std::uint64_t bucket = 0;
    std::uint32_t slot = 0;

    friend bool operator==(const CuckooSlot &, const CuckooSlot &) = default;
};

// The one fingerprint that did not fit when an insert's relocations ran out, kept so nothing is
// lost. `bucket` is one of its two buckets; the other is alternateBucket(bucket, fingerprint).
struct CuckooVictim {
    std::uint64_t bucket = 0;
    std::uint16_t fingerprint = 0;

    friend bool operator==(const CuckooVictim &, const CuckooVictim &) = default;
};

enum class CuckooOutcome : std::uint8_t {
    Placed, // add: stored in a free slot, at once or at the end of the relocations
    Victim, // add: the relocations ran out; stored, the last one evicted waits in the victim slot
    Full, // add refused (Errc::Full): the victim slot was taken already; nothing changed
    DuplicateLimit, // add refused (Errc::DuplicateLimit): 2b copies already; nothing changed
    Found, // check: a slot of its buckets, or the victim, holds the key's fingerprint
    Absent, // check: none does; remove refused (Errc::NotPresent), nothing changed
    Removed, // remove: one copy cleared
};

// One bucket looked at, as it was then.
struct CuckooProbe {
    std::uint64_t bucket = 0;
    CuckooBucket before {};
};

// One relocation: `incoming` was forced into a full bucket in place of `evicted`, which moves on
// to its other bucket, `next`.
struct CuckooKick {
    std::uint64_t bucket = 0;
    std::uint32_t slot = 0; // chosen at random from the filter's reproducible generator
    std::uint16_t incoming = 0;
    std::uint16_t evicted = 0;
    std::uint64_t next = 0;
};

struct CuckooTrace {
    Operation operation = Operation::Add;
    std::string key;
    std::uint64_t hash = 0; // XXH3-64 of the key with the filter's seed
    std::uint16_t fingerprint = 0;
    std::uint64_t bucket1 = 0; // hash mod the bucket count
    std::uint64_t bucket2 = 0; // bucket1 XOR the fingerprint's offset
    std::vector<CuckooProbe> probes; // a check stops at the first bucket that matches
    // An add: the relocation chain. A remove that freed a slot while a victim waited: the
    // victim's own chain, run again to find it a place.
    std::vector<CuckooKick> kicks;
    std::optional<CuckooSlot> placed; // where the chain's last fingerprint came to rest
    std::optional<CuckooSlot> match; // check, remove: the slot holding the fingerprint
    bool matchedVictim = false; // check, remove: the match was the victim slot
    std::optional<CuckooVictim> victim; // the victim slot after the operation
    CuckooOutcome outcome = CuckooOutcome::Placed;
};

} // namespace bloom
