#include "narration.h"

#include "common/numberformat.h"
#include "player/traceplayer.h"

#include <QLocale>
#include <QTextBoundaryFinder>

#include <algorithm>

QString Narration::shortened(const QString &key)
{
    constexpr qsizetype kShown = 40;
    if (key.size() <= kShown)
        return key;
    // Cut at a grapheme boundary, so an emoji or a letter with its combining marks stays whole.
    QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, key);
    graphemes.setPosition(kShown - 1);
    const qsizetype cut = graphemes.isAtBoundary() ? kShown - 1 : graphemes.toPreviousBoundary();
    return key.left(std::max<qsizetype>(cut, 1)) + QChar(0x2026);
}

QString Narration::isolated(const QString &key)
{
    // A key in a right-to-left script would otherwise reorder the sentence around it: "“سلام” is
    // added." read ".is added …”سلام“" in English. Keys without one need nothing.
    const bool rightToLeft = std::any_of(key.begin(), key.end(),
        [](QChar c) { return c.direction() == QChar::DirR || c.direction() == QChar::DirAL; });
    return rightToLeft ? QChar(0x2068) + key + QChar(0x2069) : key;
}

QString Narration::quoted(const QString &key)
{
    // Shortened for display only; the filter sees all of the key. The quotation marks stay outside
    // the isolate, where they face the sentence's way.
    return QLocale().quoteString(isolated(shortened(key)));
}

QString Narration::callout(const bloom::Trace &trace, const PlayerFrame &frame)
{
    // A callout reads as code, hash1("alice"), left to right in every language: code's quotes,
    // since a right-to-left locale's quotation marks face the wrong way inside it.
    const QString key
        = QLatin1Char('"') + isolated(shortened(QString::fromStdString(trace.key))) + QLatin1Char('"');
    if (frame.stage == PlayStage::Verdict) {
        if (trace.operation == bloom::Operation::Add)
            return tr("added");
        if (trace.operation == bloom::Operation::Remove)
            return tr("removed");
        return trace.result ? tr("maybe present") : tr("definitely not present");
    }
    if (frame.stage == PlayStage::Start || frame.hashIndex < 0)
        return trace.operation == bloom::Operation::Add ? tr("add(%1)").arg(key)
                                                        : tr("mightContain(%1)").arg(key);
    const auto &step = trace.steps[static_cast<std::size_t>(frame.hashIndex)];
    const QString value = NumberFormat::hash(step.probe);
    const QString index = NumberFormat::index(frame.hashIndex + 1);
    switch (frame.stage) {
    case PlayStage::Hash: return tr("hash%1(%2) = %3").arg(index, key, value);
    case PlayStage::Reduce:
        switch (step.probe.reduction) {
        case bloom::Reduction::MultiplyShift:
            return tr("⌊%1 × %2 ÷ 2⁶⁴⌋ = %3")
                .arg(value)
                .arg(NumberFormat::index(static_cast<qint64>(trace.bits)))
                .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)));
        case bloom::Reduction::Modulo:
            return tr("%1 mod %2 = %3")
                .arg(value)
                .arg(NumberFormat::index(static_cast<qint64>(trace.bits)))
                .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)));
        case bloom::Reduction::Scripted:
            return tr("the article gives position %1")
                .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)));
        }
        break;
    case PlayStage::Land:
        // A counter's add reads as a remove does (a bit cannot go past 1).
        if (trace.operation == bloom::Operation::Remove || step.after > 1)
            return tr("cell %1: %2 → %3")
                .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)))
                .arg(NumberFormat::index(static_cast<qint64>(step.before)))
                .arg(NumberFormat::index(static_cast<qint64>(step.after)));
        if (trace.operation == bloom::Operation::Add)
            return tr("bit %1: %2 → 1")
                .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)))
                .arg(NumberFormat::index(static_cast<qint64>(step.before)));
        return step.before != 0
            ? tr("bit %1 = 1 ✓").arg(NumberFormat::index(static_cast<qint64>(step.probe.position)))
            : tr("bit %1 = 0 ✗").arg(NumberFormat::index(static_cast<qint64>(step.probe.position)));
    default: break;
    }
    return {};
}

QString Narration::caption(
    const bloom::Trace &trace, const PlayerFrame &frame, bool falsePositive, const QStringList &sharedWith)
{
    const QString key = quoted(QString::fromStdString(trace.key));
    const bool add = trace.operation == bloom::Operation::Add;
    if (frame.stage == PlayStage::Start) {
        return add ? tr("Adding %1: each of the %n hash function(s) picks one bit to set.", nullptr,
                   static_cast<int>(trace.hashCount))
                         .arg(key)
                   : tr("Checking %1: look at its bits one by one, stopping at the first 0.").arg(key);
    }
    if (frame.stage == PlayStage::Verdict) {
        if (add)
            return tr("Every bit it needs is 1 now. Check a key, or add another.");
        if (!trace.result)
            return tr("One 0 bit is proof: had the key been added, that bit would be 1.");
        if (falsePositive)
            // Numerus for k = 1, whose one bit "each of its bits" does not fit.
            return tr("Each of its bits was set by other keys. A Bloom filter cannot tell the difference.",
                nullptr, static_cast<int>(trace.hashCount));
        return tr("All its bits are 1. A Bloom filter can only ever say \"maybe\" here.");
    }
    const auto &step = trace.steps[static_cast<std::size_t>(frame.hashIndex)];
    const QString index = NumberFormat::index(frame.hashIndex + 1);
    switch (frame.stage) {
    case PlayStage::Hash: return tr("Hash function %1 turns %2 into one big number.").arg(index, key);
    case PlayStage::Reduce:
        return tr("That number is reduced to a position between 0 and %1: bit %2.")
            .arg(NumberFormat::index(static_cast<qint64>(trace.bits - 1)))
            .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)));
    case PlayStage::Land:
        if (const int earlier = earlierProbeOnSameBit(trace, frame.hashIndex); earlier >= 0) {
            // Independent hashes collide with each other too: k of them over m bits share a bit
            // with chance about k²/2m, which at the Explore page's small m is a real effect.
            return add
                ? tr("Hashes %1 and %2 both chose bit %3, so %4 sets fewer distinct bits than it has hashes.")
                      .arg(NumberFormat::index(static_cast<qint64>(earlier + 1)))
                      .arg(index)
                      .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)))
                      .arg(key)
                : tr("Hashes %1 and %2 both chose bit %3: this look adds nothing new.")
                      .arg(NumberFormat::index(static_cast<qint64>(earlier + 1)))
                      .arg(index)
                      .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)));
        }
        if (add) {
            if (step.before == 0)
                return tr("Bit %1 was 0. Now it is 1.")
                    .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)));
            if (sharedWith.isEmpty())
                return tr("Bit %1 was already 1.")
                    .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)));
            {
                // Quoted and shortened as every key in a caption: a 440-character key once widened
                // the window to 3,582 pixels.
                QStringList keys;
                for (const QString &other : sharedWith)
                    keys << quoted(other);
                return tr("Bit %1 was already 1, set by %2: the bit is now shared.")
                    .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)))
                    .arg(QLocale().createSeparatedList(keys));
            }
        }
        if (step.before == 0) {
            return tr("Bit %1 is 0, so %2 was never added. The remaining hashes are not evaluated.")
                .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)))
                .arg(key);
        }
        return tr("Bit %1 is 1. Keep checking.")
            .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)));
    default: break;
    }
    return {};
}

int Narration::earlierProbeOnSameBit(const bloom::Trace &trace, int hashIndex)
{
    if (hashIndex <= 0 || hashIndex >= static_cast<int>(trace.steps.size()))
        return -1;
    const std::uint64_t position = trace.steps[static_cast<std::size_t>(hashIndex)].probe.position;
    for (int j = 0; j < hashIndex; ++j) {
        if (trace.steps[static_cast<std::size_t>(j)].probe.position == position)
            return j;
    }
    return -1;
}

QString Narration::verdict(const bloom::Trace &trace, bool falsePositive)
{
    const QString key = quoted(QString::fromStdString(trace.key));
    if (trace.operation == bloom::Operation::Add)
        return tr("%1 is added: all %n of its bits are 1.", nullptr, static_cast<int>(trace.hashCount))
            .arg(key);
    return checkVerdict(QString::fromStdString(trace.key), trace.result, falsePositive);
}

QString Narration::checkVerdict(const QString &rawKey, bool maybePresent, bool falsePositive)
{
    const QString key = quoted(rawKey);
    if (!maybePresent)
        return tr("%1 is definitely not present.").arg(key);
    if (falsePositive)
        return tr("False positive: %1 is reported as maybe present, but it was never added.").arg(key);
    return tr("%1 is maybe present, and it was indeed added.").arg(key);
}

QString Narration::forensicsLine(const Forensics &entry)
{
    if (entry.keys.isEmpty())
        return tr("bit %1: set, but by no key on record")
            .arg(NumberFormat::index(static_cast<qint64>(entry.position)));
    QStringList keys;
    for (const QString &key : entry.keys)
        keys << isolated(shortened(key));
    return tr("bit %1: %2")
        .arg(NumberFormat::index(static_cast<qint64>(entry.position)))
        .arg(QLocale().createSeparatedList(keys));
}

QString Narration::removalCaption(const bloom::Trace &trace, const PlayerFrame &frame, bool counting)
{
    const QString key = quoted(QString::fromStdString(trace.key));
    switch (frame.stage) {
    case PlayStage::Start:
        return counting
            ? tr("Removing %1 from the counting filter: each of its counters goes down by one.").arg(key)
            : tr("Deleting %1 from the plain filter: the only way is to clear its bits.").arg(key);
    case PlayStage::Verdict:
        return counting ? tr("%1 is removed; the other keys' counts are untouched.").arg(key)
                        : tr("%1's bits are cleared. Now check the keys that remain.").arg(key);
    default: break;
    }
    if (frame.hashIndex < 0 || frame.hashIndex >= static_cast<int>(trace.steps.size()))
        return {};
    const auto &step = trace.steps[static_cast<std::size_t>(frame.hashIndex)];
    if (frame.stage != PlayStage::Land)
        return tr("Hash %1 of %2 gives position %3.")
            .arg(NumberFormat::index(static_cast<qint64>(frame.hashIndex + 1)))
            .arg(key)
            .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)));
    if (!counting)
        return tr("Bit %1 is cleared to 0.")
            .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)));
    if (step.before == step.after)
        return tr("Counter %1 is stuck at %2, so it stays there.")
            .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)))
            .arg(NumberFormat::index(static_cast<qint64>(step.before)));
    return tr("Counter %1 goes down: %2 → %3.")
        .arg(NumberFormat::index(static_cast<qint64>(step.probe.position)))
        .arg(NumberFormat::index(static_cast<qint64>(step.before)))
        .arg(NumberFormat::index(static_cast<qint64>(step.after)));
}
