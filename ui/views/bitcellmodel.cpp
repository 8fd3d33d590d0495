#include "bitcellmodel.h"

#include "common/numberformat.h"

BitCellModel::BitCellModel(QObject *parent) : QAbstractListModel(parent) { }

int BitCellModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_cells.size());
}

QVariant BitCellModel::data(const QModelIndex &index, int role) const
{
    // Views ask about no index at all too (Ctrl+C with no current cell): not an error, no warning.
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const CellState &cell = m_cells.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return NumberFormat::index(cell.value);
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole: return describe(index.row());
    case BitRole: return cell.value != 0;
    case ValueRole: return cell.value;
    case OwnerCountRole: return static_cast<int>(cell.owners.size());
    case OwnersRole: return cell.owners;
    case MarkRole: return static_cast<int>(cell.mark);
    case SaturatedRole: return cell.saturated;
    default: return {};
    }
}

QHash<int, QByteArray> BitCellModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert(BitRole, "bit");
    names.insert(ValueRole, "value");
    names.insert(OwnerCountRole, "ownerCount");
    names.insert(OwnersRole, "owners");
    names.insert(MarkRole, "mark");
    names.insert(SaturatedRole, "saturated");
    return names;
}

void BitCellModel::setCounting(bool counting)
{
    if (counting == m_counting)
        return;
    beginResetModel();
    m_counting = counting;
    endResetModel();
}

void BitCellModel::setCells(QVector<CellState> cells)
{
    if (cells.size() != m_cells.size()) {
        beginResetModel();
        m_cells = std::move(cells);
        endResetModel();
        return;
    }
    int first = -1;
    int last = -1;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (!(cells[i] == m_cells[i])) {
            if (first < 0)
                first = static_cast<int>(i);
            last = static_cast<int>(i);
        }
    }
    m_cells = std::move(cells);
    if (first >= 0)
        emit dataChanged(index(first), index(last));
}

int BitCellModel::setCount() const
{
    return static_cast<int>(
        std::count_if(m_cells.begin(), m_cells.end(), [](const CellState &c) { return c.value != 0; }));
}

int BitCellModel::markedCount(CellMark mark) const
{
    return static_cast<int>(cellsMarked(mark).size());
}

QList<int> BitCellModel::cellsMarked(CellMark mark) const
{
    QList<int> out;
    for (qsizetype i = 0; i < m_cells.size(); ++i) {
        if (m_cells[i].mark == mark)
            out << static_cast<int>(i);
    }
    return out;
}

QString BitCellModel::describe(int cell) const
{
    if (cell < 0 || cell >= m_cells.size())
        return {};
    const CellState &c = m_cells.at(cell);
    const QString who = c.owners.isEmpty()
        ? tr("No added key hashes here.")
        : tr("Set by %n key(s): %1.", nullptr, static_cast<int>(c.owners.size()))
              .arg(QLocale().createSeparatedList(c.owners));
    if (m_counting) {
        const QString state
            = c.saturated ? tr("Counter %1 is %2 and stuck at its maximum.") : tr("Counter %1 is %2.");
        return state.arg(NumberFormat::index(cell), NumberFormat::index(c.value)) + QLatin1Char(' ') + who;
    }
    return tr("Bit %1 is %2.").arg(NumberFormat::index(cell), NumberFormat::index(c.value)) + QLatin1Char(' ')
        + who;
}
