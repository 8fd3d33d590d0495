#include "cuckoonarration.h"

#include "common/numberformat.h"
#include "player/narration.h"
#include "player/traceplayer.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace {

QString number(std::uint64_t value)
{
    return NumberFormat::index(static_cast<qint64>(value));
}

QString codeKey(const bloom::CuckooTrace &trace)
{
    return QLatin1Char('"') + Narration::shortened(QString::fromStdString(trace.key)) + QLatin1Char('"');
}

int freeSlots(const bloom::CuckooBucket &bucket)
{
    return static_cast<int>(std::count(bucket.begin(), bucket.end(), std::uint16_t {0}));
}

} // namespace

QString CuckooNarration::callout(const bloom::CuckooTrace &trace, const PlayerFrame &frame)
{
    const QString key = codeKey(trace);
    const QString fingerprint = number(trace.fingerprint);
    switch (frame.stage) {
    case PlayStage::Start:
        switch (trace.operation) {
        case bloom::Operation::Add: return tr("add(%1)").arg(key);
        case bloom::Operation::Remove: return tr("remove(%1)").arg(key);
        default: return tr("mightContain(%1)").arg(key);
        }
    case PlayStage::Hash:
        return tr("fingerprint(%1) = %2, bucket₁ = %3").arg(key, fingerprint, number(trace.bucket1));
    case PlayStage::Reduce:
        return tr("bucket₂ = %1 ⊕ hash(%2) = %3")
            .arg(number(trace.bucket1), fingerprint, number(trace.bucket2));
    case PlayStage::Land: {
        const auto move = static_cast<std::size_t>(std::max(0, frame.hashIndex));
        if (move < trace.probes.size())
            return tr("look in bucket %1").arg(number(trace.probes[move].bucket));
        const std::size_t kick = move - trace.probes.size();
        if (kick >= static_cast<std::size_t>(TracePlayer::kMaxKickFrames))
            return tr("… %n relocations in all", nullptr, static_cast<int>(trace.kicks.size()));
        const bloom::CuckooKick &k = trace.kicks[kick];
        return tr("%1 → bucket %2, evicts %3 → bucket %4")
            .arg(number(k.incoming), number(k.bucket), number(k.evicted), number(k.next));
    }
    case PlayStage::Verdict: break;
    }
    switch (trace.outcome) {
    case bloom::CuckooOutcome::Placed: return tr("stored");
    case bloom::CuckooOutcome::Victim: return tr("stored in the victim slot: full");
    case bloom::CuckooOutcome::Full: return tr("refused: full");
    case bloom::CuckooOutcome::DuplicateLimit: return tr("refused: too many copies");
    case bloom::CuckooOutcome::Found: return tr("maybe present");
    case bloom::CuckooOutcome::Removed: return tr("removed");
    case bloom::CuckooOutcome::Absent:
        return trace.operation == bloom::Operation::Remove ? tr("not removed") : tr("definitely not present");
    }
    return {};
}

QString CuckooNarration::probeCaption(const bloom::CuckooTrace &trace, std::size_t probe)
{
    const bloom::CuckooProbe &p = trace.probes[probe];
    const QString bucket = number(p.bucket);
    const QString fingerprint = number(trace.fingerprint);
    if (trace.operation == bloom::Operation::Add) {
        const int free = freeSlots(p.before);
        QString text = free > 0 ? tr("Bucket %1 has %n free slot(s).", nullptr, free).arg(bucket)
                                : tr("Bucket %1 is full.").arg(bucket);
        // An add reads both buckets before it stores anything: it counts the key's copies first.
        if (probe == 1)
            text += QLatin1Char(' ')
                + tr("Both buckets are read before storing, to count the copies of fingerprint %1 "
                     "already there (at most 2b = 8); then the first free slot takes it.")
                      .arg(fingerprint);
        return text;
    }
    const bool holds = std::find(p.before.begin(), p.before.end(), trace.fingerprint) != p.before.end();
    return holds ? tr("Bucket %1 holds fingerprint %2.").arg(bucket, fingerprint)
                 : tr("Bucket %1 does not hold fingerprint %2.").arg(bucket, fingerprint);
}

QString CuckooNarration::kickCaption(const bloom::CuckooTrace &trace, std::size_t kick)
{
    if (kick >= static_cast<std::size_t>(TracePlayer::kMaxKickFrames))
        return tr("The chain goes on the same way: %n relocations in all.", nullptr,
            static_cast<int>(trace.kicks.size()));
    const bloom::CuckooKick &k = trace.kicks[kick];
    if (k.next == k.bucket)
        // XOR with an offset that is a multiple of the bucket count leaves the index as it was.
        return tr("Both buckets are full: fingerprint %1 takes slot %2 of bucket %3 and evicts %4. "
                  "Both of %4's buckets are bucket %3 itself, so it must try that bucket again.")
            .arg(number(k.incoming), number(k.slot), number(k.bucket), number(k.evicted));
    return tr("Both buckets are full: fingerprint %1 takes slot %2 of bucket %3 and evicts %4, which "
              "moves to its other bucket, %5. No key is needed to find it.")
        .arg(number(k.incoming), number(k.slot), number(k.bucket), number(k.evicted), number(k.next));
}

QString CuckooNarration::caption(const bloom::CuckooTrace &trace, const PlayerFrame &frame)
{
    switch (frame.stage) {
    case PlayStage::Start: {
        const QString key = Narration::quoted(QString::fromStdString(trace.key));
        switch (trace.operation) {
        case bloom::Operation::Add:
            return tr("The key %1 goes into a cuckoo filter: buckets of four slots that hold short "
                      "fingerprints, not bits.")
                .arg(key);
        case bloom::Operation::Remove:
            return tr("The key %1 is removed from the cuckoo filter: one copy of its fingerprint is "
                      "taken out of one of its two buckets.")
                .arg(key);
        default:
            return tr("The key %1 is looked up in the cuckoo filter: only its two buckets can hold "
                      "its fingerprint.")
                .arg(key);
        }
    }
    case PlayStage::Hash:
        return tr("One hash gives the key's fingerprint, %1, and its first bucket, %2.")
            .arg(number(trace.fingerprint), number(trace.bucket1));
    case PlayStage::Reduce:
        return tr("The second bucket comes from the first and the fingerprint alone (XOR), so a "
                  "fingerprint can later move between its two buckets without the key.");
    case PlayStage::Land: {
        const auto move = static_cast<std::size_t>(std::max(0, frame.hashIndex));
        return move < trace.probes.size() ? probeCaption(trace, move)
                                          : kickCaption(trace, move - trace.probes.size());
    }
    case PlayStage::Verdict: break;
    }
    return verdict(trace);
}

QString CuckooNarration::verdict(const bloom::CuckooTrace &trace)
{
    const QString fingerprint = number(trace.fingerprint);
    switch (trace.outcome) {
    case bloom::CuckooOutcome::Placed:
        if (!trace.placed)
            return {};
        return trace.kicks.empty()
            ? tr("Stored fingerprint %1 in bucket %2, slot %3.")
                  .arg(fingerprint, number(trace.placed->bucket), number(trace.placed->slot))
            : tr("Stored after %n relocation(s): %1.", nullptr, static_cast<int>(trace.kicks.size()))
                  .arg(chain(trace));
    case bloom::CuckooOutcome::Victim:
        return tr(
            "The relocations ran out after %n moves (%1). The last fingerprint evicted, %2, "
            "waits in the victim slot: nothing is lost, but the filter is full and refuses the next add.",
            nullptr, static_cast<int>(trace.kicks.size()))
            .arg(chain(trace), trace.victim ? number(trace.victim->fingerprint) : QString());
    case bloom::CuckooOutcome::Full:
        return tr("Refused: the filter is full (a fingerprint already waits in the victim slot). "
                  "Nothing changed; every key added before still answers.");
    case bloom::CuckooOutcome::DuplicateLimit:
        // One bucket when both indexes coincide: then only its four slots can take copies.
        return tr("Refused: fingerprint %1 already fills the %2 slots its buckets have. A cuckoo "
                  "filter holds at most 2b copies of one key (b = 4 slots per bucket).")
            .arg(fingerprint, number(trace.bucket1 == trace.bucket2 ? 4 : 8));
    case bloom::CuckooOutcome::Found:
        return trace.matchedVictim
            ? tr("Maybe present: fingerprint %1 waits in the victim slot.").arg(fingerprint)
            : tr("Maybe present: fingerprint %1 is in bucket %2.")
                  .arg(fingerprint, trace.match ? number(trace.match->bucket) : QString());
    case bloom::CuckooOutcome::Removed:
        return tr("Removed one copy of fingerprint %1 from %2.")
            .arg(fingerprint,
                trace.matchedVictim
                    ? tr("the victim slot")
                    : tr("bucket %1").arg(trace.match ? number(trace.match->bucket) : QString()));
    case bloom::CuckooOutcome::Absent:
        return trace.operation == bloom::Operation::Remove
            ? tr("Not removed: neither bucket holds fingerprint %1, so the key was never added.")
                  .arg(fingerprint)
            : tr("Definitely not present: neither bucket holds fingerprint %1.").arg(fingerprint);
    }
    return {};
}

QString CuckooNarration::headline(const bloom::CuckooTrace &trace, bool falsePositive)
{
    const QString rawKey = QString::fromStdString(trace.key);
    if (trace.operation == bloom::Operation::Check)
        return Narration::checkVerdict(rawKey, trace.outcome == bloom::CuckooOutcome::Found, falsePositive);
    const QString key = Narration::quoted(rawKey);
    switch (trace.outcome) {
    case bloom::CuckooOutcome::Placed: return tr("%1 is added.").arg(key);
    case bloom::CuckooOutcome::Victim: return tr("%1 is added, in the victim slot.").arg(key);
    case bloom::CuckooOutcome::Full:
    case bloom::CuckooOutcome::DuplicateLimit: return tr("%1 is refused.").arg(key);
    case bloom::CuckooOutcome::Removed: return tr("%1 is removed.").arg(key);
    case bloom::CuckooOutcome::Found:
    case bloom::CuckooOutcome::Absent: break;
    }
    return tr("%1 is not removed.").arg(key);
}

QString CuckooNarration::chain(const bloom::CuckooTrace &trace)
{
    // Short enough to stay on one line of the narrowest log: a chain wrapped inside right-to-left
    // text broke apart in Urdu, its arrows at the wrong ends of the lines.
    constexpr std::size_t kShown = 4;
    QStringList buckets;
    const std::size_t count = trace.kicks.size();
    for (std::size_t j = 0; j < count; ++j) {
        if (count > 2 * kShown && j == kShown) {
            buckets << QStringLiteral("…");
            j = count - kShown;
        }
        buckets << number(trace.kicks[j].bucket);
    }
    if (!trace.kicks.empty())
        buckets << number(trace.kicks.back().next);
    return NumberFormat::leftToRight(buckets.join(QStringLiteral("\u00A0→\u00A0")));
}
