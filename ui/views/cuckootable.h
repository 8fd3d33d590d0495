#pragma once
// What a cuckoo table view shows: the buckets' fingerprints as the animation has reached them, the
// victim slot, and how each slot is marked right now. Pages copy the filter before and after an
// operation (small tables only); overlayCuckooTrace() lays an animation frame between the two.

#include <bloom/cuckoo_filter.h>

#include <QVector>

#include <optional>

struct PlayerFrame;

enum class SlotMark {
    None,
    Probed, // a slot of the bucket being looked at
    Match, // holds the fingerprint a check or remove looked for
    Placed, // an add stored its fingerprint here
    Moved, // a relocation forced a fingerprint in here, evicting the one before
    Removed, // a remove cleared this slot
    Selected, // holds the fingerprint of the key selected in a list
};

struct CuckooTable {
    quint32 fingerprintBits = 0;
    QVector<bloom::CuckooBucket> buckets;
    std::optional<bloom::CuckooVictim> victim;

    // A copy of the filter's table; empty beyond kMaxDrawnBuckets, which no view could draw.
    static CuckooTable of(const bloom::CuckooFilter &filter);
    [[nodiscard]] int slotCount() const { return static_cast<int>(buckets.size()) * 4; }
    [[nodiscard]] quint16 fingerprint(int slot) const { return buckets.value(slot / 4)[slot % 4]; }
    // Fingerprints in the buckets, the victim slot not counted.
    [[nodiscard]] int storedCount() const;
    friend bool operator==(const CuckooTable &, const CuckooTable &) = default;
};

inline constexpr int kMaxDrawnBuckets = 256;

// A cuckoo filter for a page that draws every slot beside a Bloom filter of `bits` bits
// (Session::teachingCuckooBuckets: about one slot per bit, 8-bit fingerprints).
[[nodiscard]] bloom::CuckooFilter teachingCuckoo(quint64 bits);

struct CuckooShown {
    CuckooTable table;
    QVector<SlotMark> marks; // one per slot
    qint64 primary = -1; // the key's first bucket, once the frame has computed it
    qint64 alternate = -1; // its second bucket, or the next bucket of a relocation
    qint64 focus = -1; // the bucket this frame looks at
    std::optional<quint16> carried; // the fingerprint in hand, on its way to `alternate`
    bool victimMarked = false; // the victim slot took or answered this operation
    friend bool operator==(const CuckooShown &, const CuckooShown &) = default;
};

// At rest: `table` with no marks.
CuckooShown restingCuckoo(const CuckooTable &table);
// The frame of `trace` between `before` and `after` the operation; the verdict shows `after`.
CuckooShown overlayCuckooTrace(const CuckooTable &before, const CuckooTable &after,
    const bloom::CuckooTrace &trace, const PlayerFrame &frame);
// Marks the slots of `bucket1`/`bucket2` holding `fingerprint` Selected, where nothing else marks them.
void markCuckooSelected(CuckooShown &shown, const bloom::CuckooKeyHash &hash);
