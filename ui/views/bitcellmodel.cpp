#include "bitcellmodel.h"

#include "explore/exploremodel.h"
#include "player/traceplayer.h"

BitCellModel::BitCellModel(QObject *parent) : QAbstractListModel(parent) { }

int BitCellModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_cells.size());
}

QVariant BitCellModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Cell &cell = m_cells.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return cell.bit ? QStringLiteral("1") : QStringLiteral("0");
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole: return describe(index.row());
    case BitRole: return cell.bit;
    case OwnerCountRole: return static_cast<int>(cell.owners.size());
    case OwnersRole: return cell.owners;
    case MarkRole: return static_cast<int>(cell.mark);
    default: return {};
    }
}

QHash<int, QByteArray> BitCellModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert(BitRole, "bit");
    names.insert(OwnerCountRole, "ownerCount");
    names.insert(OwnersRole, "owners");
    names.insert(MarkRole, "mark");
    return names;
}

void BitCellModel::refresh(const ExploreModel &model, const bloom::Trace *trace, const PlayerFrame &frame,
    bool falsePositive, const QString &selectedKey)
{
    const auto &filter = model.filter();
    QVector<Cell> cells(static_cast<qsizetype>(filter.bitCount()));
    for (qsizetype i = 0; i < cells.size(); ++i) {
        cells[i].bit = filter.bit(static_cast<quint64>(i));
        cells[i].owners = model.keysAt(static_cast<quint64>(i));
    }

    const bool playing = trace && trace->bits == filter.bitCount();
    if (playing) {
        const int steps = static_cast<int>(trace->steps.size());
        const QString key = QString::fromStdString(trace->key);
        // An add in progress: cells it has not reached yet still show their old bit and do not
        // list the key. Undo them from the last step back so a repeated position ends up right.
        if (trace->operation == bloom::Operation::Add) {
            for (int j = steps - 1; j >= frame.landedSteps; --j) {
                const auto &step = trace->steps[static_cast<std::size_t>(j)];
                Cell &cell = cells[static_cast<qsizetype>(step.probe.position)];
                cell.bit = step.before != 0;
                cell.owners.removeAll(key);
            }
        }
        for (int j = 0; j < frame.landedSteps && j < steps; ++j) {
            const auto &step = trace->steps[static_cast<std::size_t>(j)];
            Cell &cell = cells[static_cast<qsizetype>(step.probe.position)];
            if (trace->operation == bloom::Operation::Add)
                cell.mark = step.before == 0 || cell.mark == CellMark::NewlySet ? CellMark::NewlySet
                                                                                : CellMark::Shared;
            else if (step.before == 0)
                cell.mark = CellMark::StopZero;
            else
                cell.mark
                    = frame.isVerdict() && falsePositive ? CellMark::FalsePositive : CellMark::Confirmed;
        }
        if (frame.stage == PlayStage::Reduce || frame.stage == PlayStage::Land) {
            const auto &step = trace->steps[static_cast<std::size_t>(frame.hashIndex)];
            Cell &cell = cells[static_cast<qsizetype>(step.probe.position)];
            if (frame.stage == PlayStage::Reduce)
                cell.mark = CellMark::Target;
        }
    }

    if (!selectedKey.isEmpty() && (!playing || frame.isVerdict())) {
        const QByteArray utf8 = selectedKey.toUtf8();
        for (quint64 pos :
            model.provenance().positionsOf({utf8.constData(), static_cast<std::size_t>(utf8.size())})) {
            Cell &cell = cells[static_cast<qsizetype>(pos)];
            if (cell.mark == CellMark::None)
                cell.mark = CellMark::Selected;
        }
    }

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
        std::count_if(m_cells.begin(), m_cells.end(), [](const Cell &c) { return c.bit; }));
}

int BitCellModel::markedCount(CellMark mark) const
{
    return static_cast<int>(
        std::count_if(m_cells.begin(), m_cells.end(), [mark](const Cell &c) { return c.mark == mark; }));
}

QString BitCellModel::describe(int cell) const
{
    if (cell < 0 || cell >= m_cells.size())
        return {};
    const Cell &c = m_cells.at(cell);
    if (c.owners.isEmpty())
        return tr("Bit %1 is %2. No added key hashes here.").arg(cell).arg(c.bit ? 1 : 0);
    return tr("Bit %1 is %2. Set by %n key(s): %3.", nullptr, static_cast<int>(c.owners.size()))
        .arg(cell)
        .arg(c.bit ? 1 : 0)
        .arg(QLocale().createSeparatedList(c.owners));
}
