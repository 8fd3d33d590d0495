#include "tracestepsmodel.h"

#include "common/numberformat.h"
#include "player/traceplayer.h"

#include <QLocale>

TraceStepsModel::TraceStepsModel(QObject *parent) : QAbstractTableModel(parent) { }

int TraceStepsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_hasTrace ? 0 : static_cast<int>(m_trace.hashCount);
}

int TraceStepsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

TraceStepsModel::Status TraceStepsModel::status(int row) const
{
    const int evaluated = static_cast<int>(m_trace.steps.size());
    if (row >= evaluated)
        return m_verdict ? Status::Skipped : Status::Pending;
    if (row < m_landed)
        return Status::Done;
    return row == m_running ? Status::Running : Status::Pending;
}

int TraceStepsModel::skippedCount() const
{
    int count = 0;
    for (int row = 0; row < rowCount(); ++row)
        count += status(row) == Status::Skipped ? 1 : 0;
    return count;
}

QVariant TraceStepsModel::data(const QModelIndex &index, int role) const
{
    // Views ask about no index at all too (Ctrl+C with no current cell): not an error, no warning.
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Status state = status(row);
    if (role == StatusRole)
        return static_cast<int>(state);
    if (role == Qt::TextAlignmentRole)
        return index.column() == StatusColumn ? QVariant() : QVariant(Qt::AlignCenter);
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    const bool known
        = row < static_cast<int>(m_trace.steps.size()) && (state == Status::Done || state == Status::Running);
    const bloom::TraceStep *step = known ? &m_trace.steps[static_cast<std::size_t>(row)] : nullptr;
    switch (index.column()) {
    case IndexColumn: return QLocale().toString(row + 1);
    case HashColumn: return step ? NumberFormat::hash(step->probe) : QStringLiteral("—");
    case PositionColumn:
        return step ? NumberFormat::index(static_cast<qint64>(step->probe.position)) : QStringLiteral("—");
    case BitColumn:
        if (!step || state != Status::Done)
            return QStringLiteral("—");
        if (m_trace.operation == bloom::Operation::Add) {
            // Read left to right in every language: in Urdu "0 → 1" otherwise showed as "1 → 0".
            const QString change = QStringLiteral("%1 → %2").arg(
                NumberFormat::index(step->before), NumberFormat::index(step->after));
            return QLocale().textDirection() == Qt::RightToLeft ? NumberFormat::leftToRight(change) : change;
        }
        return NumberFormat::index(step->before);
    case StatusColumn:
        switch (state) {
        case Status::Pending: return tr("waiting");
        case Status::Running: return tr("running");
        case Status::Skipped: return tr("skipped: not evaluated");
        case Status::Done:
            if (m_trace.operation == bloom::Operation::Check && step && step->before == 0)
                return tr("0 bit: stop here");
            return tr("done");
        }
    }
    return {};
}

QVariant TraceStepsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IndexColumn: return tr("Hash");
    case HashColumn: return tr("Value");
    case PositionColumn: return tr("Position");
    case BitColumn: return tr("Bit");
    case StatusColumn: return tr("Status");
    }
    return {};
}

void TraceStepsModel::refresh(const bloom::Trace *trace, const PlayerFrame &frame)
{
    beginResetModel();
    m_hasTrace = trace != nullptr;
    m_trace = trace ? *trace : bloom::Trace {};
    m_landed = frame.landedSteps;
    m_running = frame.stage == PlayStage::Hash || frame.stage == PlayStage::Reduce ? frame.hashIndex : -1;
    m_verdict = frame.isVerdict();
    endResetModel();
}
