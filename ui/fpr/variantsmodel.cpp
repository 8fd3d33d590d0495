#include "variantsmodel.h"

#include <bloom/math.h>

#include "common/numberformat.h"

#include <QFont>
#include <QLocale>

#include <algorithm>
#include <climits>
#include <cmath>

namespace {

QString nanoseconds(double ns)
{
    return QLocale().toString(ns, 'f', ns < 100.0 ? 1 : 0);
}

bool isNumeric(int column)
{
    return column != VariantsModel::Filter && column != VariantsModel::Deletes
        && column != VariantsModel::WhenToChoose;
}

} // namespace

int VariantsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int VariantsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString VariantsModel::variantName(bloom::FilterVariant variant)
{
    switch (variant) {
    case bloom::FilterVariant::Classic: return tr("Classic");
    case bloom::FilterVariant::Blocked: return tr("Blocked (one cache line per key)");
    case bloom::FilterVariant::Counting: return tr("Counting (4-bit counters)");
    case bloom::FilterVariant::Scalable: return tr("Scalable (starts at n/16 and grows)");
    case bloom::FilterVariant::Cuckoo: return tr("Cuckoo (buckets of 4 fingerprints)");
    }
    return {};
}

QString VariantsModel::whenToChoose(bloom::FilterVariant variant)
{
    switch (variant) {
    case bloom::FilterVariant::Classic:
        return tr("You know n, never delete, and want the least memory for a given rate.");
    case bloom::FilterVariant::Blocked:
        return tr("Speed matters most: one cache miss per operation, for a slightly higher rate at the same "
                  "memory.");
    case bloom::FilterVariant::Counting:
        return tr("Keys must be removed again, as in a cache or a changing set; it costs four times the "
                  "memory.");
    case bloom::FilterVariant::Scalable:
        return tr("You cannot know n in advance: it grows and keeps the rate under p, paying with memory and "
                  "slower queries.");
    case bloom::FilterVariant::Cuckoo:
        return tr(
            "Keys must be removed without a counting filter's memory: it deletes, and checks two "
            "buckets. Near full load and below about p = 0.3% it is also smaller than a classic filter. "
            "It refuses inserts once full, and removing a key that was never added can remove another.");
    }
    return {};
}

QString VariantsModel::text(const bloom::VariantMeasurement &m, int column) const
{
    switch (column) {
    case Filter: return variantName(m.variant);
    case Insert: return nanoseconds(m.insertNs);
    case Query: return nanoseconds(m.queryNs);
    case Memory: return NumberFormat::leftToRight(NumberFormat::bytes(double(m.memoryBytes)));
    case BitsPerKey: return QLocale().toString(m.bitsPerKey, 'f', 1);
    case Measured: return NumberFormat::percent(m.measuredFpr);
    case Expected: return NumberFormat::percent(m.expectedFpr);
    case Deletes: return m.canDelete ? tr("Yes, %1 ns/key").arg(nanoseconds(m.deleteNs)) : tr("No");
    case WhenToChoose: return whenToChoose(m.variant);
    default: return {};
    }
}

QString VariantsModel::toolTip(const bloom::VariantMeasurement &m, int column) const
{
    const QLocale locale;
    switch (column) {
    case Filter:
        switch (m.variant) {
        case bloom::FilterVariant::Classic:
            return tr("m = %1 bits, k = %2. Timed through the batched calls, which hash a group of keys and "
                      "prefetch their memory.")
                .arg(locale.toString(m.cells))
                .arg(locale.toString(m.hashes));
        case bloom::FilterVariant::Blocked:
            return tr(
                "m = %1 bits in %2 cache lines of 512 bits; all k = %3 bits of a key in one line. Timed "
                "through the batched calls.")
                .arg(locale.toString(m.cells), locale.toString(m.cells / 512))
                .arg(locale.toString(m.hashes));
        case bloom::FilterVariant::Counting:
            return tr("%1 four-bit counters, k = %2. One key at a time; each insert and delete also records "
                      "its steps for the lessons.")
                .arg(locale.toString(m.cells))
                .arg(locale.toString(m.hashes));
        case bloom::FilterVariant::Scalable:
            return tr("%n slice(s) with %1 bits in all. One key at a time; a check may ask every slice.",
                nullptr, static_cast<int>(m.slices))
                .arg(locale.toString(m.cells));
        case bloom::FilterVariant::Cuckoo:
            return tr(
                "%1 slots in buckets of 4, fingerprints of %2 bits, %3 full once every key was in. "
                "Inserts one key at a time (each may move others); checks through the batched call, two "
                "buckets per key.")
                .arg(locale.toString(m.cells), locale.toString(m.hashes), NumberFormat::percent(m.load));
        }
        return {};
    case Query: return tr("Checks of keys that were never added, the usual case for a filter.");
    case Measured:
        return tr("%1 false positives in %2 probes; 95% interval %3 to %4.")
            .arg(locale.toString(m.falsePositives), locale.toString(m.probes),
                NumberFormat::percent(m.confidenceLow), NumberFormat::percent(m.confidenceHigh));
    case Expected:
        return m.variant == bloom::FilterVariant::Cuckoo
            ? tr("1 − (1 − 1/2^f)^(2·4·load) at the load reached, %1; a full table stays under 2·4/2^f = %2.")
                  .arg(NumberFormat::percent(m.load),
                      NumberFormat::percent(bloom::cuckooFalsePositiveBound(m.hashes)))
            : QString();
    case Deletes:
        if (m.variant == bloom::FilterVariant::Cuckoo)
            return tr("Every key was removed again, its fingerprint taken from one of its two buckets; %n "
                      "fingerprint(s) stayed.",
                nullptr, static_cast<int>(std::min<std::uint64_t>(m.nonZeroAfterDelete, INT_MAX)));
        return m.canDelete
            ? tr("Every key was removed again; %n counter(s) stayed above zero.", nullptr,
                static_cast<int>(std::min<std::uint64_t>(m.nonZeroAfterDelete, INT_MAX)))
            : tr("Clearing a bit could erase other keys: deleting would cause false negatives.");
    default: return {};
    }
}

QVariant VariantsModel::data(const QModelIndex &index, int role) const
{
    // Views ask about no index at all too (Ctrl+C with no current cell): not an error, no warning.
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const bloom::VariantMeasurement &m = m_rows.at(index.row());
    const bool best = isBest(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole: return text(m, index.column());
    case Qt::ToolTipRole: {
        const QString tip = toolTip(m, index.column());
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case Qt::FontRole:
        if (best) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::AccessibleDescriptionRole: return best ? QVariant(tr("Best in this column")) : QVariant();
    case Qt::TextAlignmentRole:
        return static_cast<int>(
            (isNumeric(index.column()) ? Qt::AlignTrailing : Qt::AlignLeading) | Qt::AlignVCenter);
    default: return {};
    }
}

QVariant VariantsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == Measured)
        return tr("Target: %1").arg(NumberFormat::percent(m_targetFpr));
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Filter: return tr("Filter");
    case Insert: return tr("Insert, ns/key");
    case Query: return tr("Query, ns/key");
    case Memory: return tr("Memory");
    case BitsPerKey: return tr("Bits per key");
    case Measured: return tr("Measured FPR");
    case Expected: return tr("Expected FPR");
    case Deletes: return tr("Can delete");
    case WhenToChoose: return tr("When to choose it");
    default: return {};
    }
}

void VariantsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void VariantsModel::addMeasurement(const bloom::VariantMeasurement &measurement)
{
    const int row = rowCount();
    beginInsertRows({}, row, row);
    m_rows << measurement;
    endInsertRows();
    // The best of a column may have moved to the new row.
    if (row > 0)
        emit dataChanged(
            index(0, 0), index(row - 1, ColumnCount - 1), {Qt::FontRole, Qt::AccessibleDescriptionRole});
}

void VariantsModel::setTargetFpr(double p)
{
    m_targetFpr = p;
    emit headerDataChanged(Qt::Horizontal, Measured, Measured);
}

int VariantsModel::bestRow(int column) const
{
    // One row is not a comparison.
    if (m_rows.size() < 2)
        return -1;
    if (column == Deletes) {
        // Deleting at all comes first; among the filters that can, the fastest delete is the best
        // (the first one that could was marked, and it was the counting filter, not the faster cuckoo).
        int best = -1;
        for (int row = 0; row < m_rows.size(); ++row) {
            if (m_rows[row].canDelete && (best < 0 || m_rows[row].deleteNs < m_rows[best].deleteNs))
                best = row;
        }
        return best;
    }
    const auto value = [column](const bloom::VariantMeasurement &m) -> double {
        switch (column) {
        case Insert: return m.insertNs;
        case Query: return m.queryNs;
        case Memory: return double(m.memoryBytes);
        case BitsPerKey: return m.bitsPerKey;
        case Measured: return m.measuredFpr;
        default: return std::nan("");
        }
    };
    int best = -1;
    for (int row = 0; row < m_rows.size(); ++row) {
        const double v = value(m_rows[row]);
        if (std::isnan(v))
            return -1;
        if (best < 0 || v < value(m_rows[best]))
            best = row;
    }
    return best;
}

bool VariantsModel::isBest(int row, int column) const
{
    const int best = bestRow(column);
    if (best < 0 || row < 0 || row >= m_rows.size())
        return false;
    // A tie as the reader sees it: 1.2 MB and 1.2 MB are both the least memory.
    return row == best || text(m_rows[row], column) == text(m_rows[best], column);
}
