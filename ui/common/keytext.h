#pragma once
// Keys between Qt's strings and core's bytes, for every page: core hashes UTF-8, so a key is
// checked and looked up as the UTF-8 of what the user typed.

#include <bloom/provenance.h>

#include <QStringList>

namespace KeyText {
// Why core refuses this key (empty, or longer than it takes), in words; empty when it is fine.
[[nodiscard]] QString refusal(const QString &key);
// The keys that set a bit, first setter first, as the lists and captions show them.
[[nodiscard]] QStringList keysAt(const bloom::Provenance &provenance, quint64 position);
} // namespace KeyText
