#pragma once
// What an array view shows, one row per cell: the value as the animation has reached it (a bit,
// or a counter), who set it, and how it is marked right now. Tests read this model to see what a
// user sees. Pages fill it; traceoverlay.h applies an animation frame on top.

#include <bloom/trace.h>

#include <QAbstractListModel>
#include <QLocale>
#include <QStringList>
#include <QVector>

enum class CellMark {
    None,
    Target, // the arrow points here: the current hash's position
    NewlySet, // an add turned this cell on
    Shared, // an add found this cell already on
    Confirmed, // a check found it on
    StopZero, // a check found a 0 here and stopped
    FalsePositive, // a 1 that a false positive relied on
    Selected, // a cell of the key selected in a list
    Decremented, // a remove lowered this counter, or a naive delete cleared this bit
    FalseNegative, // a cleared cell that now makes an added key look absent
};

struct CellState {
    int value = 0; // 0/1 for a bit, the count for a counter
    QStringList owners;
    CellMark mark = CellMark::None;
    bool saturated = false; // a counter stuck at its maximum
    friend bool operator==(const CellState &, const CellState &) = default;
};

class BitCellModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        BitRole = Qt::UserRole + 1, // bool: the cell is on
        ValueRole, // int: the bit or counter as shown
        OwnerCountRole, // int: how many added keys probe this cell
        OwnersRole, // QStringList: those keys, first setter first
        MarkRole, // int: a CellMark
        SaturatedRole, // bool: a stuck counter
    };

    explicit BitCellModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces every cell, signalling only the rows that changed.
    void setCells(QVector<CellState> cells);
    // Counters show their value; bits show 0 or 1.
    void setCounting(bool counting);
    [[nodiscard]] bool isCounting() const { return m_counting; }

    [[nodiscard]] bool bit(int cell) const { return m_cells.value(cell).value != 0; }
    [[nodiscard]] int value(int cell) const { return m_cells.value(cell).value; }
    [[nodiscard]] bool saturated(int cell) const { return m_cells.value(cell).saturated; }
    [[nodiscard]] CellMark mark(int cell) const { return m_cells.value(cell).mark; }
    [[nodiscard]] int ownerCount(int cell) const
    {
        return static_cast<int>(m_cells.value(cell).owners.size());
    }
    [[nodiscard]] QStringList owners(int cell) const { return m_cells.value(cell).owners; }
    [[nodiscard]] int setCount() const;
    [[nodiscard]] int markedCount(CellMark mark) const;
    [[nodiscard]] QList<int> cellsMarked(CellMark mark) const;
    // Rows for a cell's tooltip and accessible description.
    [[nodiscard]] QString describe(int cell) const;

private:
    QVector<CellState> m_cells;
    bool m_counting = false;
};
