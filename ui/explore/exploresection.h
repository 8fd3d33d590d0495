#pragma once
// Explore's section of a session file: m, k, the hash, the keys and any bits opened from a
// .bloom file. Qt Core only, so the session fuzzer links it.

#include "session/sessionsections.h"

struct ExploreSection {
    quint64 bits = 16;
    quint32 hashes = 3;
    Session::HashSetting hash;
    QStringList keys;
    QByteArray loadedWords; // bits opened from a .bloom file (little-endian words), or empty
    quint64 loadedItems = 0;
    friend bool operator==(const ExploreSection &, const ExploreSection &) = default;
};

[[nodiscard]] Session::SectionFormat exploreSectionFormat();
