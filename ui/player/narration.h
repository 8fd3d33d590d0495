#pragma once
// The words that go with each frame of an animation: a short callout above the cell, and a
// one-line caption under the array. All translated; core only supplies the numbers.

#include <bloom/trace.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

struct PlayerFrame;

struct Forensics {
    quint64 position = 0;
    QStringList keys; // who set that bit, first setter first
};

class Narration {
    Q_DECLARE_TR_FUNCTIONS(Narration)

public:
    static QString callout(const bloom::Trace &trace, const PlayerFrame &frame);
    static QString caption(const bloom::Trace &trace, const PlayerFrame &frame, bool falsePositive,
        const QStringList &sharedWith);
    // Captions for a remove: a naive delete on the plain filter, or a counting-filter remove.
    static QString removalCaption(const bloom::Trace &trace, const PlayerFrame &frame, bool counting);
    // The first hash before hashIndex that chose the same bit, or -1.
    static int earlierProbeOnSameBit(const bloom::Trace &trace, int hashIndex);
    static QString verdict(const bloom::Trace &trace, bool falsePositive);
    // A check's verdict on `key`, for any filter: not present, maybe present, or a false positive.
    static QString checkVerdict(const QString &key, bool maybePresent, bool falsePositive);
    static QString forensicsLine(const Forensics &entry);

    // The key in the locale's quotation marks, shortened and isolated: what every sentence names.
    static QString quoted(const QString &key);
    // A key with right-to-left letters between first-strong isolates, so the sentence around it
    // keeps its order; other keys unchanged.
    static QString isolated(const QString &key);
    // The key as lists and code show it: long keys (up to megabytes) shortened, never inside a
    // grapheme; laying out a megabyte of text would freeze the window for seconds.
    static QString shortened(const QString &key);
};
