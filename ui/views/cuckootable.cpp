#include "cuckootable.h"

#include "player/traceplayer.h"
#include "session/teachingcuckoo.h"

#include <algorithm>

int CuckooTable::storedCount() const
{
    int stored = 0;
    for (const bloom::CuckooBucket &bucket : buckets)
        stored += static_cast<int>(
            std::count_if(bucket.begin(), bucket.end(), [](quint16 f) { return f != 0; }));
    return stored;
}

CuckooTable CuckooTable::of(const bloom::CuckooFilter &filter)
{
    CuckooTable table;
    table.fingerprintBits = filter.fingerprintBits();
    table.victim = filter.victim();
    if (filter.bucketCount() > kMaxDrawnBuckets)
        return table;
    table.buckets.reserve(static_cast<qsizetype>(filter.bucketCount()));
    for (std::uint64_t b = 0; b < filter.bucketCount(); ++b)
        table.buckets << filter.bucket(b);
    return table;
}

bloom::CuckooFilter teachingCuckoo(quint64 bits)
{
    static_assert(Session::kMaxTeachingBuckets <= kMaxDrawnBuckets, "every teaching table is drawn");
    return bloom::CuckooFilter::createWithBuckets(
        Session::teachingCuckooBuckets(bits), Session::kTeachingFingerprintBits)
        .value();
}

CuckooShown restingCuckoo(const CuckooTable &table)
{
    CuckooShown shown;
    shown.table = table;
    shown.marks = QVector<SlotMark>(table.slotCount(), SlotMark::None);
    return shown;
}

namespace {

bool inTable(const CuckooShown &shown, std::uint64_t bucket)
{
    return bucket < static_cast<std::uint64_t>(shown.table.buckets.size());
}

void mark(CuckooShown &shown, std::uint64_t bucket, std::uint32_t slot, SlotMark how)
{
    if (inTable(shown, bucket) && slot < bloom::kCuckooSlotsPerBucket)
        shown.marks[static_cast<qsizetype>(bucket * 4 + slot)] = how;
}

void markBucket(CuckooShown &shown, std::uint64_t bucket, SlotMark how)
{
    for (std::uint32_t slot = 0; slot < bloom::kCuckooSlotsPerBucket; ++slot)
        mark(shown, bucket, slot, how);
}

// The relocations up to and including `last`: each forces its fingerprint in and carries the
// evicted one on.
void applyKicks(CuckooShown &shown, const bloom::CuckooTrace &trace, std::size_t last)
{
    for (std::size_t j = 0; j <= last && j < trace.kicks.size(); ++j) {
        const bloom::CuckooKick &kick = trace.kicks[j];
        if (inTable(shown, kick.bucket))
            shown.table.buckets[static_cast<qsizetype>(kick.bucket)][kick.slot] = kick.incoming;
        mark(shown, kick.bucket, kick.slot, SlotMark::Moved);
        shown.focus = static_cast<qint64>(kick.bucket);
        shown.alternate = static_cast<qint64>(kick.next);
        shown.carried = kick.evicted;
    }
}

void markVerdict(CuckooShown &shown, const bloom::CuckooTrace &trace)
{
    for (const bloom::CuckooKick &kick : trace.kicks)
        mark(shown, kick.bucket, kick.slot, SlotMark::Moved);
    switch (trace.outcome) {
    case bloom::CuckooOutcome::Placed:
        if (trace.placed)
            mark(shown, trace.placed->bucket, trace.placed->slot, SlotMark::Placed);
        break;
    case bloom::CuckooOutcome::Victim: shown.victimMarked = true; break;
    case bloom::CuckooOutcome::Found:
        if (trace.match)
            mark(shown, trace.match->bucket, trace.match->slot, SlotMark::Match);
        shown.victimMarked = trace.matchedVictim;
        break;
    case bloom::CuckooOutcome::Removed:
        if (trace.match)
            mark(shown, trace.match->bucket, trace.match->slot, SlotMark::Removed);
        shown.victimMarked = trace.matchedVictim;
        if (trace.placed)
            mark(shown, trace.placed->bucket, trace.placed->slot, SlotMark::Placed);
        break;
    default: break;
    }
}

} // namespace

CuckooShown overlayCuckooTrace(const CuckooTable &before, const CuckooTable &after,
    const bloom::CuckooTrace &trace, const PlayerFrame &frame)
{
    if (frame.isVerdict()) {
        CuckooShown shown = restingCuckoo(after);
        shown.primary = static_cast<qint64>(trace.bucket1);
        shown.alternate = static_cast<qint64>(trace.bucket2);
        markVerdict(shown, trace);
        return shown;
    }
    CuckooShown shown = restingCuckoo(before);
    if (frame.stage == PlayStage::Start)
        return shown;
    shown.primary = static_cast<qint64>(trace.bucket1);
    shown.focus = shown.primary;
    if (frame.stage == PlayStage::Hash)
        return shown;
    shown.alternate = static_cast<qint64>(trace.bucket2);
    if (frame.stage == PlayStage::Reduce)
        return shown;
    const auto move = static_cast<std::size_t>(std::max(0, frame.hashIndex));
    const std::size_t probes = trace.probes.size();
    if (move < probes) {
        shown.focus = static_cast<qint64>(trace.probes[move].bucket);
        markBucket(shown, trace.probes[move].bucket, SlotMark::Probed);
        const bool lastProbe = move + 1 == probes;
        if (lastProbe && trace.match && trace.match->bucket == trace.probes[move].bucket)
            mark(shown, trace.match->bucket, trace.match->slot, SlotMark::Match);
        return shown;
    }
    // A remove clears its match before the victim's chain runs again.
    if (trace.operation == bloom::Operation::Remove && trace.match && inTable(shown, trace.match->bucket)) {
        shown.table.buckets[static_cast<qsizetype>(trace.match->bucket)][trace.match->slot] = 0;
        mark(shown, trace.match->bucket, trace.match->slot, SlotMark::Removed);
    }
    const std::size_t kick = move - probes;
    applyKicks(shown, trace,
        kick < static_cast<std::size_t>(TracePlayer::kMaxKickFrames) ? kick : trace.kicks.size());
    return shown;
}

void markCuckooSelected(CuckooShown &shown, const bloom::CuckooKeyHash &hash)
{
    for (const std::uint64_t bucket : {hash.bucket1, hash.bucket2}) {
        if (!inTable(shown, bucket))
            continue;
        const bloom::CuckooBucket &held = shown.table.buckets[static_cast<qsizetype>(bucket)];
        for (std::uint32_t slot = 0; slot < bloom::kCuckooSlotsPerBucket; ++slot) {
            const auto at = static_cast<qsizetype>(bucket * 4 + slot);
            if (held[slot] == hash.fingerprint && shown.marks[at] == SlotMark::None)
                shown.marks[at] = SlotMark::Selected;
        }
    }
}
