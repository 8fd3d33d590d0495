#include "fpr/fprchart.h"

#include "common/numberformat.h"

#include <bloom/math.h>

#include <QLocale>

CurveTableModel::CurveTableModel(const QString &xTitle, QObject *parent)
    : QAbstractTableModel(parent), m_xTitle(xTitle)
{ }

void CurveTableModel::setData(const ChartData &data)
{
    beginResetModel();
    m_data = data;
    endResetModel();
}

int CurveTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_data.approx.size());
}

int CurveTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CurveTableModel::data(const QModelIndex &index, int role) const
{
    // Views ask about no index at all too (Ctrl+C with no current cell): not an error, no warning.
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const auto valueAt = [row](const QList<QPointF> &points) -> std::optional<double> {
        if (row < points.size())
            return points[row].y();
        return std::nullopt;
    };
    std::optional<double> value;
    switch (index.column()) {
    case XColumn: value = m_data.approx[row].x(); break;
    case ApproxColumn: value = valueAt(m_data.approx); break;
    case ExactColumn: value = valueAt(m_data.exact); break;
    case BlockedColumn: value = valueAt(m_data.blocked); break;
    default: break;
    }
    if (role == Qt::UserRole)
        return value ? QVariant(*value) : QVariant();
    if (role == Qt::ToolTipRole)
        return value ? QVariant() : missingReason(index.column());
    if (role == Qt::TextAlignmentRole)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    if (!value)
        return QStringLiteral("—");
    if (index.column() == XColumn) // whole from 10,000 on: "50,130", not "5.013E+04"
        return *value >= 1e4 ? QLocale().toString(*value, 'f', 0) : QLocale().toString(*value, 'g', 4);
    return NumberFormat::percent(*value);
}

QString CurveTableModel::missingReason(int column)
{
    // A "—" is no fault: these curves cost too much, or mean nothing, for some filters.
    const QLocale locale;
    if (column == ExactColumn)
        return tr("The exact rate is worked out for m up to %1 bits and n·k up to %2 probes.")
            .arg(locale.toString(bloom::kExactFprMaxBits), locale.toString(bloom::kExactFprMaxProbes));
    if (column == BlockedColumn)
        return tr("The blocked filter's rate needs m of at least %1 bits: two blocks of 512.")
            .arg(locale.toString(FprCurves::kMinBlockedBits, 'f', 0));
    return {};
}

QVariant CurveTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case XColumn: return m_xTitle;
    case ApproxColumn: return tr("Formula");
    case ExactColumn: return tr("Exact");
    case BlockedColumn: return tr("Blocked");
    default: return {};
    }
}

QByteArray CurveTableModel::toCsv() const
{
    QByteArray out = "x,approximate,exact,blocked\n";
    for (qsizetype row = 0; row < m_data.approx.size(); ++row) {
        const auto cell = [row](const QList<QPointF> &points) {
            return row < points.size() ? QByteArray::number(points[row].y(), 'g', 17) : QByteArray();
        };
        out += QByteArray::number(m_data.approx[row].x(), 'g', 17) + ',' + cell(m_data.approx) + ','
            + cell(m_data.exact) + ',' + cell(m_data.blocked) + '\n';
    }
    return out;
}
