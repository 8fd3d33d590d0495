#pragma once
// The deletion page's three filters: the same keys in a plain Bloom filter, a counting one and a
// cuckoo filter, so a delete can be tried on each side by side.

#include "views/bitcellmodel.h"
#include "views/cuckootable.h"

#include <bloom/bloom.h>

#include <QObject>
#include <QStringList>

#include <optional>

struct DeletionState {
    quint64 bits = 16;
    quint32 hashes = 3;
    bloom::CounterWidth width = bloom::CounterWidth::Four;
    bloom::HashSchemePtr scheme; // null: the default scheme
    QStringList keys; // added to both filters, in order
    QStringList goneFromPlain; // naively deleted from the plain filter
    QStringList goneFromCounting; // removed from the counting filter
    bloom::BloomFilter plain {16, 3};
    bloom::CountingBloomFilter counting {16, 3};
    // The cuckoo filter: the keys above, less those removed from it or refused by it, plus the
    // keys its own hazards add to it alone.
    bloom::CuckooFilter cuckoo = teachingCuckoo(16);
    QStringList goneFromCuckoo; // removed from the cuckoo filter
    QStringList refusedByCuckoo; // keys of `keys` it refused (full)
    QStringList cuckooOnly; // keys added to the cuckoo filter alone, in order
};

class DeletionModel : public QObject {
    Q_OBJECT

public:
    explicit DeletionModel(QObject *parent = nullptr);

    [[nodiscard]] DeletionState state() const { return m_state; }
    void restore(const DeletionState &state);

    // A fresh pair of filters with these keys, scripted positions optional.
    void reset(quint64 bits, quint32 hashes, bloom::HashSchemePtr scheme, const QStringList &keys);
    // The article's case: seyi_codes and aderonke, sharing bit 7 of 16.
    void resetToArticle();
    void setCounterWidth(bloom::CounterWidth width);

    // Adds the key to both filters; the traces are empty when it was there already.
    struct AddTraces {
        std::optional<bloom::Trace> plain;
        std::optional<bloom::Trace> counting;
        std::optional<bloom::CuckooTrace> cuckoo;
    };
    AddTraces add(const QString &key);
    // Clears the key's bits in the plain filter; returns the trace and the keys it broke.
    struct NaiveResult {
        bloom::Trace trace;
        std::vector<bloom::FalseNegative> falseNegatives;
    };
    NaiveResult deleteNaively(const QString &key);
    bloom::Result<bloom::RemoveReport> removeCounting(const QString &key);
    [[nodiscard]] bloom::Trace checkCounting(const QString &key) const;
    bloom::Trace addCounting(const QString &key);

    // The cuckoo filter alone. A refused add or remove is a trace with its outcome; an invalid key
    // is an error. `keyed`: the key belongs to the key list (false: a hazard's own key).
    bloom::Result<bloom::CuckooTrace> addCuckoo(const QString &key, bool keyed);
    bloom::Result<bloom::CuckooTrace> removeCuckoo(const QString &key);
    [[nodiscard]] bloom::CuckooTrace checkCuckoo(const QString &key) const;
    // Adds generated keys until one lands in the victim slot or is refused; returns that add.
    bloom::Result<bloom::CuckooTrace> fillCuckoo();

    [[nodiscard]] const DeletionState &current() const { return m_state; }
    [[nodiscard]] QStringList plainKeys() const;
    [[nodiscard]] QStringList countingKeys() const;
    // Keys still in the counting filter that it now reports absent (false negatives).
    [[nodiscard]] QStringList countingFalseNegatives() const;
    [[nodiscard]] QStringList cuckooKeys() const;
    // The key was stored in the cuckoo filter and not removed: one of cuckooKeys() or its own.
    [[nodiscard]] bool cuckooHolds(const QString &key) const;
    // An add that stored its fingerprint, in a slot or the victim slot.
    [[nodiscard]] static bool stored(const bloom::CuckooTrace &add);
    [[nodiscard]] QStringList cuckooFalseNegatives() const;
    [[nodiscard]] QStringList keysAt(quint64 position) const;
    [[nodiscard]] QStringList predictedBreakage(const QString &key) const;

    [[nodiscard]] QVector<CellState> plainCells() const;
    [[nodiscard]] QVector<CellState> countingCells() const;
    [[nodiscard]] double overflowBound() const;

signals:
    void changed();

private:
    void rebuildCounting();
    bloom::HashSchemePtr scheme() const;

    DeletionState m_state;
    bloom::Provenance m_provenance;
};
