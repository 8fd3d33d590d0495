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
    // The relocation chain as "b₁ → b₂ → …", shortened in the middle past a dozen buckets.
    static QString chain(const bloom::CuckooTrace &trace);

private:
    static QString probeCaption(const bloom::CuckooTrace &trace, std::size_t probe);
    static QString kickCaption(const bloom::CuckooTrace &trace, std::size_t kick);
};
