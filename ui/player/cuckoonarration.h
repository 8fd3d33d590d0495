#pragma once
// The words for each frame of a cuckoo filter's trace: a callout that reads as code above the
// table and a one-line caption under it. All translated; core only supplies the numbers.

#include <bloom/cuckoo_trace.h>

#include <QCoreApplication>
#include <QString>

struct PlayerFrame;

class CuckooNarration {
    Q_DECLARE_TR_FUNCTIONS(CuckooNarration)

public:
    static QString callout(const bloom::CuckooTrace &trace, const PlayerFrame &frame);
    static QString caption(const bloom::CuckooTrace &trace, const PlayerFrame &frame);
    // The outcome in one sentence, as the caption says it at the verdict.
    static QString verdict(const bloom::CuckooTrace &trace);
    // The outcome for the key by name, as the Bloom filter's verdict line says it: the caption
    // above it then gives the reason. falsePositive: a check found a key that was never added.
    static QString headline(const bloom::CuckooTrace &trace, bool falsePositive);
    // The relocation chain as "b₁ → b₂ → …", shortened in the middle past a dozen buckets.
    static QString chain(const bloom::CuckooTrace &trace);

private:
    static QString probeCaption(const bloom::CuckooTrace &trace, std::size_t probe);
    static QString kickCaption(const bloom::CuckooTrace &trace, std::size_t kick);
};
