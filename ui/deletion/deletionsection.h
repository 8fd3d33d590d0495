#pragma once
// Deletion's section of a session file: both filters exactly, with the keys added and deleted.
// Qt Core only, so the session fuzzer links it.

#include "session/sessionsections.h"

#include <bloom/counting_filter.h>
#include <bloom/cuckoo_trace.h>

#include <optional>

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
    // The cuckoo filter exactly, for the same reason; files from before it have none, and then
    // the keys rebuild it. Its table has Session::teachingCuckooBuckets(bits) buckets.
    struct Cuckoo {
        QByteArray words; // little-endian 64-bit words, as CuckooFilter::tableWords()
        std::optional<bloom::CuckooVictim> victim;
        quint64 kickState = 0;
        quint64 items = 0;
        QStringList removed; // keys of `keys` removed from it
        QStringList refused; // keys of `keys` it refused
        QStringList only; // keys added to it alone
        friend bool operator==(const Cuckoo &, const Cuckoo &) = default;
    };
    std::optional<Cuckoo> cuckoo;
    friend bool operator==(const DeletionSection &, const DeletionSection &) = default;
};

[[nodiscard]] Session::SectionFormat deletionSectionFormat();
