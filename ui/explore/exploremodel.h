#pragma once
// The Explore page's filter: the settings, the keys added so far, and what core says about them.
// A teaching filter is small, so any change of settings simply rehashes every key; that is also
// how undo works (restore a state, rebuild).

#include <bloom/bloom.h>

#include "session/sessiondata.h"
#include "views/bitcellmodel.h"
#include "views/cuckootable.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <optional>
#include <stop_token>
#include <vector>

struct ExploreSettings {
    quint64 bits = 16;
    quint32 hashes = 3;
    bloom::HashKind hash = bloom::HashKind::Enhanced;
    quint64 seed = 0;
    friend bool operator==(const ExploreSettings &, const ExploreSettings &) = default;
};

// Everything needed to rebuild the filter exactly.
struct ExploreState {
    ExploreSettings settings;
    bloom::HashSchemePtr script; // a preset's scripted positions, or null
    QStringList keys;
    // Bits opened from a .bloom file, whose keys nobody knows; the keys above go on top of them.
    // Changing the settings drops them, because they cannot be rehashed.
    std::vector<std::uint64_t> loadedWords;
    quint64 loadedItems = 0;
};

// A worked example's start: its m, k and scripted positions, no keys yet.
[[nodiscard]] ExploreState exampleState(const bloom::WorkedExample &example);
// An empty filter of m bits and k hashes, with the default hashing unless one is given.
[[nodiscard]] ExploreState sizedState(
    quint64 bits, quint32 hashes, bloom::HashKind hash = bloom::HashKind::Enhanced, quint64 seed = 0);

class ExploreModel : public QObject {
    Q_OBJECT

public:
    // m and k are held to Session::kMinTeachingBits … kMaxTeachingBits and kMaxTeachingHashes, the
    // limits a session file holds too: the array draws every bit.
    static constexpr std::size_t kProvenanceKeys = 20000;

    explicit ExploreModel(QObject *parent = nullptr);

    [[nodiscard]] const ExploreSettings &settings() const { return m_state.settings; }
    [[nodiscard]] bool isScripted() const { return m_state.script != nullptr; }
    [[nodiscard]] bool hasLoadedBits() const { return !m_state.loadedWords.empty(); }
    // Loaded bits set by keys nobody counted (bits from text): the formulas that need n cannot
    // be given one.
    [[nodiscard]] bool hasUnknownKeys() const;
    // How many keys a loaded .bloom file says set its bits.
    [[nodiscard]] quint64 loadedItems() const { return m_state.loadedItems; }
    [[nodiscard]] bloom::HashSchemePtr hashScheme() const { return scheme(); }
    [[nodiscard]] const QStringList &keys() const { return m_state.keys; }
    [[nodiscard]] bool hasKey(const QString &key) const { return m_state.keys.contains(key); }
    [[nodiscard]] const bloom::BloomFilter &filter() const { return m_filter; }
    [[nodiscard]] const bloom::Provenance &provenance() const { return m_provenance; }
    [[nodiscard]] ExploreState state() const { return m_state; }

    // Rebuilds with new settings (clamped to the page's ranges) and the same keys.
    void configure(const ExploreSettings &settings, bloom::HashSchemePtr script = nullptr);
    void restore(const ExploreState &state);

    // The key must have passed bloom::validateKey. Adding a key twice records it once.
    bloom::Trace add(const QString &key);
    [[nodiscard]] bloom::Trace check(const QString &key) const;
    [[nodiscard]] std::optional<bloom::Trace> lastTrace() const { return m_lastTrace; }

    // The same keys in a cuckoo filter sized beside the bit array (teachingCuckoo), for the
    // cuckoo view. A key already added is looked up rather than stored twice, as the Bloom filter
    // records it once; a key the full table refused is remembered.
    [[nodiscard]] const bloom::CuckooFilter &cuckoo() const { return m_cuckoo; }
    [[nodiscard]] std::optional<bloom::CuckooTrace> lastCuckooTrace() const { return m_lastCuckooTrace; }
    [[nodiscard]] bloom::CuckooTrace checkCuckoo(const QString &key) const;
    [[nodiscard]] const QStringList &refusedByCuckoo() const { return m_refusedByCuckoo; }

    // A check that says "maybe" for a key that was never added.
    [[nodiscard]] bool isFalsePositive(const bloom::Trace &check) const;
    [[nodiscard]] QStringList keysAt(quint64 position) const;
    [[nodiscard]] std::vector<std::uint64_t> positionsOf(const QString &key) const;
    // Every bit with the keys that set it, as the array view shows them at rest.
    [[nodiscard]] QVector<CellState> cellStates() const;

    // The probability that a never-added random key tests positive right now: (X/m)^k.
    [[nodiscard]] double currentFalsePositiveChance() const;
    [[nodiscard]] double theoreticalFpr() const;
    [[nodiscard]] quint32 optimalHashes() const;
    // Bytes the keys themselves take as UTF-8.
    [[nodiscard]] quint64 keyBytes() const;

    struct Hunt {
        QString key; // empty when none was found within the budget
        quint64 candidates = 0; // how many were tried
        double expected = 0.0; // 1 / current chance; infinity when no key can be a FP
    };
    // Tries generated keys until one tests positive without having been added. It runs on a
    // worker thread over a copy of the filter, so it is static; progress gets the count so far.
    [[nodiscard]] static Hunt hunt(const bloom::BloomFilter &filter, const QStringList &keys,
        std::stop_token stop, const std::function<void(quint64)> &progress, quint64 budget = 5'000'000);

signals:
    void changed();

private:
    void rebuild();
    bloom::HashSchemePtr scheme() const;

    ExploreState m_state;
    bloom::BloomFilter m_filter;
    bloom::Provenance m_provenance;
    std::optional<bloom::Trace> m_lastTrace;
    bloom::CuckooFilter m_cuckoo = teachingCuckoo(16);
    std::optional<bloom::CuckooTrace> m_lastCuckooTrace;
    QStringList m_refusedByCuckoo;
};
