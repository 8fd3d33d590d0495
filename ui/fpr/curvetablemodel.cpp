#include "fpr/fprchart.h"

#include "common/numberformat.h"

#include <bloom/cuckoo_filter.h>
#include <bloom/math.h>

#include <QLocale>

#include <cmath>

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
    if (parent.isValid())
        return 0;
    return m_data.cuckoo.isEmpty() ? int(CuckooColumn) : int(ColumnCount);
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
    // The step's height at this x, as the chart draws it: the fingerprint that fits b bits.
    case CuckooColumn: value = FprCurves::cuckooRateAt(m_data.approx[row].x()); break;
    case BoundColumn: value = valueAt(m_data.lowerBound); break;
    default: break;
    }
    if (role == Qt::UserRole)
        return value ? QVariant(*value) : QVariant();
    if (role == Qt::ToolTipRole)
        return value ? QVariant() : missingReason(row, index.column());
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

QString CurveTableModel::missingReason(int row, int column) const
{
    // A "—" is no fault: these curves cost too much, or mean nothing, for some filters.
    const QLocale locale;
    if (column == ExactColumn)
        return tr("The exact rate is worked out for m up to %1 bits and n·k up to %2 probes.")
            .arg(locale.toString(bloom::kExactFprMaxBits), locale.toString(bloom::kExactFprMaxProbes));
    if (column == BlockedColumn)
        return tr("The blocked filter's rate needs m of at least %1 bits: two blocks of 512.")
            .arg(locale.toString(FprCurves::kMinBlockedBits, 'f', 0));
    if (column == CuckooColumn) {
        const double b = m_data.approx[row].x();
        const QString fingerprint
            = QStringLiteral("⌊%1 × %2⌋ = %3")
                  .arg(locale.toString(b, 'g', 4), locale.toString(FprCurves::kCuckooLoad),
                      locale.toString(std::floor(b * FprCurves::kCuckooLoad), 'f', 0));
        return tr("At %1 bits per key a cuckoo filter's fingerprints would have %2 bits; they have %3 to %4.")
            .arg(locale.toString(b, 'g', 4), NumberFormat::leftToRight(fingerprint),
                locale.toString(bloom::CuckooFilter::kMinFingerprintBits),
                locale.toString(bloom::CuckooFilter::kMaxFingerprintBits));
    }
    return {};
}

QString CurveTableModel::columnDescription(int column)
{
    // The formulas read left to right inside right-to-left text, and are no translator's work.
    switch (column) {
    case CuckooColumn:
        return tr("A cuckoo filter of the same bits per key b, its table %1 full: fingerprints of %2 bits, "
                  "and a rate of %3.")
            .arg(NumberFormat::percent(FprCurves::kCuckooLoad),
                NumberFormat::leftToRight(QStringLiteral("f = ⌊b·α⌋")),
                NumberFormat::leftToRight(QStringLiteral("1 − (1 − 1/2^f)^(8α)")));
    case BoundColumn:
        return tr(
            "The least rate any filter can have at b bits per key: %1, since a rate ε needs %2 bits per "
            "key.")
            .arg(NumberFormat::leftToRight(QStringLiteral("2^(−b)")),
                NumberFormat::leftToRight(QStringLiteral("log₂(1/ε)")));
    default: return {};
    }
}

QVariant CurveTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole || role == Qt::AccessibleDescriptionRole) {
        const QString description = columnDescription(section);
        return description.isEmpty() ? QVariant() : QVariant(description);
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case XColumn: return m_xTitle;
    case ApproxColumn: return tr("Formula");
    case ExactColumn: return tr("Exact");
    case BlockedColumn: return tr("Blocked");
    case CuckooColumn: return tr("Cuckoo");
    case BoundColumn: return tr("Lower bound");
    default: return {};
    }
}

QByteArray CurveTableModel::toCsv() const
{
    const bool comparisons = !m_data.cuckoo.isEmpty();
    QByteArray out
        = comparisons ? "x,approximate,exact,blocked,cuckoo,lower_bound\n" : "x,approximate,exact,blocked\n";
    for (qsizetype row = 0; row < m_data.approx.size(); ++row) {
        const auto cell = [row](const QList<QPointF> &points) {
            return row < points.size() ? QByteArray::number(points[row].y(), 'g', 17) : QByteArray();
        };
        const double x = m_data.approx[row].x();
        out += QByteArray::number(x, 'g', 17) + ',' + cell(m_data.approx) + ',' + cell(m_data.exact) + ','
            + cell(m_data.blocked);
        if (comparisons) {
            const auto cuckoo = FprCurves::cuckooRateAt(x);
            out += ',' + (cuckoo ? QByteArray::number(*cuckoo, 'g', 17) : QByteArray()) + ','
                + cell(m_data.lowerBound);
        }
        out += '\n';
    }
    return out;
}
