#pragma once
// The deletion page's two filters: the same keys in a plain Bloom filter and in a counting one,
// so a delete can be tried on both side by side.

#include "views/bitcellmodel.h"

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

    [[nodiscard]] const DeletionState &current() const { return m_state; }
    [[nodiscard]] QStringList plainKeys() const;
    [[nodiscard]] QStringList countingKeys() const;
    // Keys still in the counting filter that it now reports absent (false negatives).
    [[nodiscard]] QStringList countingFalseNegatives() const;
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
