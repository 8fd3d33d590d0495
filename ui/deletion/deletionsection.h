#pragma once
// Deletion's section of a session file: both filters exactly, with the keys added and deleted.
// Qt Core only, so the session fuzzer links it.

#include "session/sessionsections.h"

#include <bloom/counting_filter.h>

struct DeletionSection {
    quint64 bits = 16;
    quint32 hashes = 3;
    bloom::CounterWidth width = bloom::CounterWidth::Four;
    Session::HashSetting hash;
    QStringList keys; // added to both filters, in order
    QStringList goneFromPlain; // then naively deleted from the plain filter, in order
    QStringList goneFromCounting; // and removed from the counting filter, in order
    // The filters' exact contents: a remove of a never-added key changes counters that no key
    // list can replay. Sizes match bits and width (checked when read).
    QByteArray plainWords; // little-endian 64-bit words
    QByteArray counters; // packed as CountingBloomFilter::storage()
    quint64 countingItems = 0;
    friend bool operator==(const DeletionSection &, const DeletionSection &) = default;
};

[[nodiscard]] Session::SectionFormat deletionSectionFormat();
