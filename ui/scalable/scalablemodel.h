#pragma once
// The scalable page's experiment: one scalable filter and one fixed filter designed for the same
// capacity and rate, fed the same keys, each measured on probe keys that were never added.

#include "scalable/scalablesection.h"

#include <bloom/bloom.h>

#include <QAbstractTableModel>
#include <QVector>

#include <deque>
#include <memory>

struct GrowthPoint {
    quint64 keys = 0;
    double fixedFpr = 0.0; // measured on the probes
    double scalableFpr = 0.0; // measured on the probes
    double bound = 0.0; // the scalable filter's compound bound at this point
    bloom::Interval scalableInterval; // 95% Wilson interval of scalableFpr over the probes
    double scalableExpected = 0.0; // what this filter's fill predicts: 1 − Π(1 − fill_i^k_i)
    quint64 stored = 0; // keys the scalable filter holds: fewer than `keys` when some already looked present
    quint64 fixedBytes = 0;
    quint64 scalableBytes = 0;
    int slices = 0;
};

struct ScalableState {
    bloom::ScalableParameters parameters;
    bloom::ScalableBloomFilter scalable {bloom::ScalableParameters {}};
    bloom::BloomFilter fixed {1, 1};
    quint64 fed = 0;
    QVector<GrowthPoint> history;
};

// What an undo step keeps of the experiment: the state itself while the history's memory budget
// holds it, and always the recipe that rebuilds it. The keys are generated, so the parameters and
// the count fed rebuild the same filters, and the growth points come back as they were.
struct ScalableSnapshot {
    std::weak_ptr<const ScalableState> kept;
    bloom::ScalableParameters parameters;
    quint64 fed = 0;
    QVector<GrowthPoint> history;
};

class ScalableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        KeysColumn,
        FixedColumn,
        ScalableColumn,
        BoundColumn,
        SlicesColumn,
        MemoryColumn,
        ColumnCount
    };
    static constexpr int kProbes = 20000;
    // Feeding stops here: far enough past the design point to make the lesson, small enough to stay
    // quick. A session file holds the page to the same limit.
    static constexpr quint64 kMaxFeedFactor = ScalableLimits::kMaxFeedFactor;
    // Both filters together stay under this: no slice opens past it (at capacity 10 million and
    // p = 0.001% the slices would otherwise grow to gigabytes).
    static constexpr quint64 kMemoryBudget = quint64(128) << 20;
    // Whole states kept for undo, newest first, up to this; older steps rebuild from their recipe.
    static constexpr quint64 kHistoryBudget = quint64(384) << 20;

    explicit ScalableModel(QObject *parent = nullptr);

    // Starts over with new parameters; the fixed filter is sized for the same capacity and rate.
    bloom::Status restart(const bloom::ScalableParameters &parameters);
    // Adds the next `count` generated keys to both filters and measures both.
    void feed(quint64 count);
    [[nodiscard]] bool canFeed() const;
    // The newest slice is full and the next one would take the filters past kMemoryBudget.
    [[nodiscard]] bool atMemoryLimit() const;

    [[nodiscard]] ScalableSnapshot state() const;
    void restore(const ScalableSnapshot &snapshot);
    void restore(const ScalableState &state);
    // The bytes of whole states the undo history keeps now (at most kHistoryBudget, or one state).
    [[nodiscard]] quint64 keptBytes() const;
    [[nodiscard]] const ScalableState &current() const { return m_state; }
    [[nodiscard]] const bloom::ScalableBloomFilter &scalable() const { return m_state.scalable; }
    [[nodiscard]] const bloom::BloomFilter &fixed() const { return m_state.fixed; }
    [[nodiscard]] const QVector<GrowthPoint> &history() const { return m_state.history; }
    [[nodiscard]] GrowthPoint latest() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
    void changed();

private:
    GrowthPoint measure() const;
    // Adds up to `count` generated keys to both filters, stopping at the memory budget; returns
    // how many it took.
    quint64 addKeys(quint64 count);
    void keep(const std::shared_ptr<const ScalableState> &state) const;

    ScalableState m_state;
    mutable std::weak_ptr<const ScalableState> m_shared; // m_state as the history holds it, if it does
    mutable std::deque<std::shared_ptr<const ScalableState>> m_kept; // newest last
};
