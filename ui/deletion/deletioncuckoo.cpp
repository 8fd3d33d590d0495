// The deletion demo's cuckoo filter: its own script steps (add, check, remove, the duplicate limit
// and a table filled until its relocations give up) and what its table shows of each frame.
#include "deletioncontroller.h"

#include "common/errormessages.h"
#include "common/numberformat.h"
#include "player/cuckoonarration.h"
#include "player/narration.h"
#include "player/traceplayer.h"

#include <QLocale>

namespace {
QString number(std::uint64_t value)
{
    return NumberFormat::index(static_cast<qint64>(value));
}
} // namespace

ScriptTarget::Outcome DeletionController::performCuckoo(const ScriptStep &step)
{
    m_countingTrace.reset();
    switch (step.action) {
    case ScriptAction::Add: return performCuckooAdd(step.key);
    case ScriptAction::Check: return performCuckooCheck(step.key);
    case ScriptAction::Remove: return performCuckooRemove(step.key);
    case ScriptAction::AddRepeatedly: return performCuckooDuplicates(step.key);
    case ScriptAction::Fill: return performCuckooFill();
    default: return Outcome::Refused;
    }
}

void DeletionController::playCuckoo(const bloom::CuckooTrace &trace, const CuckooTable &before)
{
    m_cuckooTrace = trace;
    m_cuckooBefore = before;
    m_player->load(trace);
}

ScriptTarget::Outcome DeletionController::performCuckooAdd(const QString &key)
{
    const CuckooTable before = CuckooTable::of(m_model->current().cuckoo);
    std::optional<bloom::Result<bloom::CuckooTrace>> added;
    push(tr("Add %1 to the cuckoo filter").arg(Narration::quoted(key)),
        [&](DeletionModel &model) { added = model.addCuckoo(key, false); });
    if (!*added) {
        logEvent(ErrorMessages::forError(added->error()));
        return Outcome::Refused;
    }
    playCuckoo(**added, before);
    // After the load: the log tells it when the animation has shown it.
    logEvent(CuckooNarration::verdict(**added));
    return Outcome::Animating;
}

ScriptTarget::Outcome DeletionController::performCuckooCheck(const QString &key)
{
    const QString quoted = Narration::quoted(key);
    const bloom::CuckooTrace trace = m_model->checkCuckoo(key);
    const bool stored = m_model->cuckooHolds(key);
    const bool found = trace.outcome == bloom::CuckooOutcome::Found;
    playCuckoo(trace, CuckooTable::of(m_model->current().cuckoo));
    if (!found && stored)
        logEvent(tr("%1 is now reported absent by the cuckoo filter although it was added and never "
                    "removed: a false negative. Its fingerprint, %2, was the one taken away.")
                     .arg(quoted, number(trace.fingerprint)));
    else if (!found)
        logEvent(tr("%1 is definitely absent from the cuckoo filter.").arg(quoted));
    else if (!stored)
        logEvent(tr("%1 was never added, yet fingerprint %2 is in one of its buckets: a false positive.")
                     .arg(quoted, number(trace.fingerprint)));
    else
        logEvent(tr("%1 is still found in the cuckoo filter.").arg(quoted));
    return Outcome::Animating;
}

ScriptTarget::Outcome DeletionController::performCuckooRemove(const QString &key)
{
    const QString quoted = Narration::quoted(key);
    const CuckooTable before = CuckooTable::of(m_model->current().cuckoo);
    const bool wasAdded = m_model->cuckooHolds(key);
    std::optional<bloom::Result<bloom::CuckooTrace>> removed;
    push(tr("Remove %1 from the cuckoo filter").arg(quoted),
        [&](DeletionModel &model) { removed = model.removeCuckoo(key); });
    if (!*removed) {
        logEvent(ErrorMessages::forError(removed->error()) + QLatin1Char(' ') + tr("Nothing changed."));
        return Outcome::Refused;
    }
    const bloom::CuckooTrace &trace = **removed;
    playCuckoo(trace, before);
    if (trace.outcome == bloom::CuckooOutcome::Removed && !wasAdded) {
        // The fingerprint it took belongs to a key that was added: name who lost it.
        const QStringList lost = m_model->cuckooFalseNegatives();
        logEvent(
            tr("%1 was never added, but its fingerprint %2 and a bucket, %3, match a stored key's, "
               "so the cuckoo filter removed that key's copy. Now lost: %4.")
                .arg(quoted, number(trace.fingerprint), trace.match ? number(trace.match->bucket) : QString(),
                    lost.isEmpty() ? tr("none yet") : QLocale().createSeparatedList(lost)));
    } else {
        logEvent(CuckooNarration::verdict(trace));
    }
    return Outcome::Animating;
}

ScriptTarget::Outcome DeletionController::performCuckooDuplicates(const QString &key)
{
    const QString quoted = Narration::quoted(key);
    CuckooTable before;
    std::optional<bloom::Result<bloom::CuckooTrace>> refused;
    int accepted = 0;
    push(tr("Add %1 to the cuckoo filter until it refuses").arg(quoted), [&](DeletionModel &model) {
        // 2b + 1 adds always reach the limit; the last one is the refusal the table shows.
        for (int i = 0; i <= 2 * static_cast<int>(bloom::kCuckooSlotsPerBucket); ++i) {
            before = CuckooTable::of(model.current().cuckoo);
            auto trace = model.addCuckoo(key, model.current().keys.contains(key));
            if (!trace || !DeletionModel::stored(*trace)) {
                refused = std::move(trace);
                return;
            }
            ++accepted;
        }
    });
    if (!refused || !*refused) {
        logEvent(refused ? ErrorMessages::forError((*refused).error()) : QString());
        return Outcome::Refused;
    }
    playCuckoo(**refused, before);
    logEvent(tr("%1 added %n more time(s) to the cuckoo filter; then refused.", nullptr, accepted).arg(quoted)
        + QLatin1Char(' ') + CuckooNarration::verdict(**refused));
    return Outcome::Animating;
}

ScriptTarget::Outcome DeletionController::performCuckooFill()
{
    std::optional<bloom::Result<bloom::CuckooTrace>> last;
    const qsizetype keysBefore = m_model->current().cuckooOnly.size();
    push(tr("Fill the cuckoo filter"), [&](DeletionModel &model) { last = model.fillCuckoo(); });
    if (!*last) {
        logEvent(ErrorMessages::forError(last->error()));
        return Outcome::Refused;
    }
    const bloom::CuckooTrace &trace = **last;
    // The table before that last add: the one after it, with the chain taken back in reverse.
    CuckooTable before = CuckooTable::of(m_model->current().cuckoo);
    for (auto kick = trace.kicks.rbegin(); kick != trace.kicks.rend(); ++kick) {
        if (kick->bucket < static_cast<std::uint64_t>(before.buckets.size()))
            before.buckets[static_cast<qsizetype>(kick->bucket)][kick->slot] = kick->evicted;
    }
    before.victim.reset();
    const auto added = m_model->current().cuckooOnly.size() - keysBefore;
    playCuckoo(trace, before);
    logEvent(tr("Filled with %n generated key(s) until an add ran out of relocations, at a load of %1.",
                 nullptr, static_cast<int>(added))
                 .arg(NumberFormat::percent(m_model->current().cuckoo.loadFactor()))
        + QLatin1Char(' ') + CuckooNarration::verdict(trace));
    return Outcome::Animating;
}

QString DeletionController::cuckooRemoveResult(const std::optional<bloom::CuckooTrace> &trace) const
{
    if (!trace)
        return {};
    const QStringList lost = m_model->cuckooFalseNegatives();
    QString text = CuckooNarration::verdict(*trace);
    if (!lost.isEmpty())
        return text + QLatin1Char(' ')
            + tr("Reported absent although still added: %1.").arg(QLocale().createSeparatedList(lost));
    return text + QLatin1Char(' ') + tr("No counters needed: every remaining key is still found.");
}

void DeletionController::refreshCuckoo(const PlayerFrame &frame, bool verdict)
{
    const CuckooTable now = CuckooTable::of(m_model->current().cuckoo);
    if (!m_cuckooTrace || !m_player->hasTrace()) {
        m_cuckooShown = restingCuckoo(now);
        m_cuckooCallout.clear();
        m_cuckooCaption.clear();
        return;
    }
    // Beside a Bloom trace the cuckoo trace keeps pace with it and, shorter, waits at its own
    // result for theirs; alone, the player plays it frame by frame.
    PlayerFrame shown = frame;
    if (!m_player->isCuckoo()) {
        const int last = TracePlayer::frameCountFor(*m_cuckooTrace) - 1;
        shown = TracePlayer::frameAt(*m_cuckooTrace, verdict ? last : std::min(m_player->frameIndex(), last));
    }
    m_cuckooShown = overlayCuckooTrace(m_cuckooBefore, now, *m_cuckooTrace, shown);
    m_cuckooCallout = shown.isVerdict() ? QString() : CuckooNarration::callout(*m_cuckooTrace, shown);
    // At rest a hazard's step keeps its outcome in words under the table; a delete has its result.
    m_cuckooCaption = shown.isVerdict() ? CuckooNarration::verdict(*m_cuckooTrace)
                                        : CuckooNarration::caption(*m_cuckooTrace, shown);
}
