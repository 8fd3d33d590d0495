#pragma once
// What the bit-array view shows, one row per cell: the bit as the animation has reached it, who
// set it, and how it is marked right now. Tests read this model to see what a user sees.

#include <bloom/trace.h>

#include <QAbstractListModel>
#include <QLocale>
#include <QStringList>
#include <QVector>

class ExploreModel;
struct PlayerFrame;

enum class CellMark {
    None,
    Target, // the arrow points here: the current hash's position
    NewlySet, // an add turned this bit on
    Shared, // an add found this bit already on
    Confirmed, // a check found a 1 here
    StopZero, // a check found a 0 here and stopped
    FalsePositive, // a 1 that a false positive relied on
    Selected, // a cell of the key selected in the list
};

class BitCellModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        BitRole = Qt::UserRole + 1, // bool: the bit as shown
        OwnerCountRole, // int: how many added keys probe this cell
        OwnersRole, // QStringList: those keys, first setter first
        MarkRole, // int: a CellMark
    };

    explicit BitCellModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Recomputes every cell from the filter, the trace being played (if any) and its frame.
    void refresh(const ExploreModel &model, const bloom::Trace *trace, const PlayerFrame &frame,
        bool falsePositive, const QString &selectedKey);

    [[nodiscard]] bool bit(int cell) const { return m_cells.value(cell).bit; }
    [[nodiscard]] CellMark mark(int cell) const { return m_cells.value(cell).mark; }
    [[nodiscard]] int ownerCount(int cell) const
    {
        return static_cast<int>(m_cells.value(cell).owners.size());
    }
    [[nodiscard]] QStringList owners(int cell) const { return m_cells.value(cell).owners; }
    [[nodiscard]] int setCount() const;
    [[nodiscard]] int markedCount(CellMark mark) const;
    // Rows for a cell's tooltip and accessible description.
    [[nodiscard]] QString describe(int cell) const;

private:
    struct Cell {
        bool bit = false;
        QStringList owners;
        CellMark mark = CellMark::None;
        friend bool operator==(const Cell &, const Cell &) = default;
    };
    QVector<Cell> m_cells;
};
