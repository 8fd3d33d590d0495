#include "scalablemodel.h"

#include "common/numberformat.h"

#include <QLocale>

#include <array>

namespace {
std::string_view keyFor(std::array<char, bloom::kMaxGeneratedKeyBytes> &buffer, bool probe, quint64 index)
{
    return {buffer.data(), bloom::generatedKey(buffer.data(), 0, probe, index)};
}
} // namespace

ScalableModel::ScalableModel(QObject *parent) : QAbstractTableModel(parent)
{
    // The defaults always build: 1,000 keys at 1%.
    const bloom::Status ok = restart(bloom::ScalableParameters {});
    Q_ASSERT(ok);
}

bloom::Status ScalableModel::restart(const bloom::ScalableParameters &parameters)
{
    auto scalable = bloom::ScalableBloomFilter::create(parameters);
    if (!scalable)
        return scalable.error();
    const quint64 bits = bloom::optimalBitCount(parameters.initialCapacity, parameters.targetFpr);
    auto fixed = bloom::BloomFilter::create(
        bits, std::min(bloom::optimalHashCount(bits, parameters.initialCapacity), bloom::kMaxHashes));
    if (!fixed)
        return fixed.error();
    ScalableState next;
    next.parameters = parameters;
    next.scalable = std::move(scalable).value();
    next.fixed = std::move(fixed).value();
    restore(next);
    return {};
}

void ScalableModel::restore(const ScalableState &state)
{
    beginResetModel();
    m_state = state;
    if (m_state.history.isEmpty())
        m_state.history.append(measure());
    endResetModel();
    emit changed();
}

bool ScalableModel::canFeed() const
{
    return m_state.fed < m_state.parameters.initialCapacity * kMaxFeedFactor;
}

void ScalableModel::feed(quint64 count)
{
    const quint64 limit = m_state.parameters.initialCapacity * kMaxFeedFactor;
    count = std::min(count, limit - std::min(limit, m_state.fed));
    if (count == 0)
        return;
    std::array<char, bloom::kMaxGeneratedKeyBytes> buffer {};
    for (quint64 i = 0; i < count; ++i) {
        const std::string_view key = keyFor(buffer, false, m_state.fed + i);
        m_state.fixed.add(key);
        // A slice that cannot be allocated stops the feed; the filter stays as it was.
        if (!m_state.scalable.add(key))
            break;
    }
    m_state.fed += count;
    beginInsertRows({}, static_cast<int>(m_state.history.size()), static_cast<int>(m_state.history.size()));
    m_state.history.append(measure());
    endInsertRows();
    emit changed();
}

GrowthPoint ScalableModel::measure() const
{
    GrowthPoint point;
    point.keys = m_state.fed;
    std::array<char, bloom::kMaxGeneratedKeyBytes> buffer {};
    int fixedHits = 0;
    int scalableHits = 0;
    for (int i = 0; i < kProbes; ++i) {
        const std::string_view probe = keyFor(buffer, true, static_cast<quint64>(i));
        fixedHits += m_state.fixed.mightContain(probe) ? 1 : 0;
        scalableHits += m_state.scalable.mightContain(probe) ? 1 : 0;
    }
    point.fixedFpr = double(fixedHits) / kProbes;
    point.scalableFpr = double(scalableHits) / kProbes;
    point.bound = m_state.scalable.compoundBound();
    point.scalableInterval = bloom::wilsonInterval(static_cast<std::uint64_t>(scalableHits), kProbes);
    point.scalableExpected = m_state.scalable.estimatedFpr();
    point.stored = m_state.scalable.itemCount();
    point.fixedBytes = m_state.fixed.memoryBytes();
    point.scalableBytes = m_state.scalable.memoryBytes();
    point.slices = static_cast<int>(m_state.scalable.slices().size());
    return point;
}

GrowthPoint ScalableModel::latest() const
{
    return m_state.history.isEmpty() ? GrowthPoint {} : m_state.history.last();
}

int ScalableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_state.history.size());
}

int ScalableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ScalableModel::data(const QModelIndex &index, int role) const
{
    // Views ask about no index at all too (Ctrl+C with no current cell): not an error, no warning.
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const GrowthPoint &point = m_state.history.at(index.row());
    if (role == Qt::TextAlignmentRole)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::UserRole) {
        switch (index.column()) {
        case KeysColumn: return point.keys;
        case FixedColumn: return point.fixedFpr;
        case ScalableColumn: return point.scalableFpr;
        case BoundColumn: return point.bound;
        case SlicesColumn: return point.slices;
        case MemoryColumn: return point.scalableBytes;
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case KeysColumn: return locale.toString(point.keys);
    case FixedColumn: return NumberFormat::percent(point.fixedFpr);
    case ScalableColumn: return NumberFormat::percent(point.scalableFpr);
    case BoundColumn: return NumberFormat::percent(point.bound);
    case SlicesColumn: return locale.toString(point.slices);
    case MemoryColumn:
        return tr("%1 vs %2")
            .arg(NumberFormat::bytes(double(point.fixedBytes)),
                NumberFormat::bytes(double(point.scalableBytes)));
    default: return {};
    }
}

QVariant ScalableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeysColumn: return tr("Keys");
    case FixedColumn: return tr("Fixed FPR");
    case ScalableColumn: return tr("Scalable FPR");
    case BoundColumn: return tr("Bound");
    case SlicesColumn: return tr("Slices");
    case MemoryColumn: return tr("Memory: fixed vs scalable");
    default: return {};
    }
}
