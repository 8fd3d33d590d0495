#include "scalablemodel.h"

#include "common/numberformat.h"

#include <QLocale>

#include <array>
#include <cmath>
#include <numbers>

namespace {
std::string_view keyFor(std::array<char, bloom::kMaxGeneratedKeyBytes> &buffer, bool probe, quint64 index)
{
    return {buffer.data(), bloom::generatedKey(buffer.data(), 0, probe, index)};
}

// Both filters empty; the fixed one is sized for the same capacity and rate.
bloom::Result<ScalableState> freshState(const bloom::ScalableParameters &parameters)
{
    auto scalable = bloom::ScalableBloomFilter::create(parameters);
    if (!scalable)
        return scalable.error();
    const quint64 bits = bloom::optimalBitCount(parameters.initialCapacity, parameters.targetFpr);
    auto fixed = bloom::BloomFilter::create(
        bits, std::min(bloom::optimalHashCount(bits, parameters.initialCapacity), bloom::kMaxHashes));
    if (!fixed)
        return fixed.error();
    ScalableState state;
    state.parameters = parameters;
    state.scalable = std::move(scalable).value();
    state.fixed = std::move(fixed).value();
    return state;
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
    bloom::Result<ScalableState> next = freshState(parameters);
    if (!next)
        return next.error();
    restore(std::move(next).value());
    return {};
}

void ScalableModel::restore(const ScalableState &state)
{
    beginResetModel();
    m_state = state;
    m_shared.reset();
    if (m_state.history.isEmpty())
        m_state.history.append(measure());
    endResetModel();
    emit changed();
}

ScalableSnapshot ScalableModel::state() const
{
    std::shared_ptr<const ScalableState> shared = m_shared.lock();
    if (!shared) {
        // One copy serves the step that ends here and the one that starts from here.
        shared = std::make_shared<const ScalableState>(m_state);
        m_shared = shared;
        keep(shared);
    }
    return {shared, m_state.parameters, m_state.fed, m_state.history};
}

void ScalableModel::keep(const std::shared_ptr<const ScalableState> &state) const
{
    m_kept.push_back(state);
    const auto bytes
        = [](const ScalableState &kept) { return kept.scalable.memoryBytes() + kept.fixed.memoryBytes(); };
    quint64 total = 0;
    for (const auto &kept : m_kept)
        total += bytes(*kept);
    // The newest always stays: it is the state an undo returns to first.
    while (m_kept.size() > 1 && total > kHistoryBudget) {
        total -= bytes(*m_kept.front());
        m_kept.pop_front();
    }
}

quint64 ScalableModel::keptBytes() const
{
    quint64 total = 0;
    for (const auto &kept : m_kept)
        total += kept->scalable.memoryBytes() + kept->fixed.memoryBytes();
    return total;
}

void ScalableModel::restore(const ScalableSnapshot &snapshot)
{
    if (const std::shared_ptr<const ScalableState> kept = snapshot.kept.lock()) {
        restore(*kept);
        m_shared = kept;
        return;
    }
    // Let go by the budget: rebuilt from its recipe, the same keys into the same filters.
    bloom::Result<ScalableState> fresh = freshState(snapshot.parameters);
    if (!fresh)
        return; // cannot happen: these parameters built the state once
    beginResetModel();
    m_state = std::move(fresh).value();
    m_state.fed = addKeys(snapshot.fed);
    m_state.history = snapshot.history;
    m_shared.reset();
    endResetModel();
    emit changed();
}

bool ScalableModel::canFeed() const
{
    return m_state.fed < m_state.parameters.initialCapacity * kMaxFeedFactor && !atMemoryLimit();
}

bool ScalableModel::atMemoryLimit() const
{
    const auto &slices = m_state.scalable.slices();
    if (slices.empty() || slices.back().count < slices.back().capacity)
        return false;
    const std::size_t next = slices.size();
    const double bound = m_state.scalable.sliceErrorBound(next);
    if (!(bound > 0.0 && bound < 1.0))
        return true;
    // The optimal size, m = −n ln p / (ln 2)², without rounding: this only decides whether to open it.
    const double nextBytes = -double(m_state.scalable.sliceCapacity(next)) * std::log(bound)
        / (std::numbers::ln2 * std::numbers::ln2) / 8.0;
    return double(m_state.scalable.memoryBytes() + m_state.fixed.memoryBytes()) + nextBytes
        > double(kMemoryBudget);
}

quint64 ScalableModel::addKeys(quint64 count)
{
    std::array<char, bloom::kMaxGeneratedKeyBytes> buffer {};
    quint64 taken = 0;
    for (; taken < count; ++taken) {
        if (atMemoryLimit())
            break;
        const std::string_view key = keyFor(buffer, false, m_state.fed + taken);
        m_state.fixed.add(key);
        // A slice that cannot be allocated stops the feed; the filter stays as it was.
        if (!m_state.scalable.add(key))
            break;
    }
    return taken;
}

void ScalableModel::feed(quint64 count)
{
    const quint64 limit = m_state.parameters.initialCapacity * kMaxFeedFactor;
    count = std::min(count, limit - std::min(limit, m_state.fed));
    if (count == 0 || atMemoryLimit())
        return;
    m_state.fed += addKeys(count);
    m_shared.reset();
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
    // On two lines: on one, the widest header pushed the table past its pane in Urdu.
    case MemoryColumn: return tr("Memory:\nfixed vs scalable");
    default: return {};
    }
}
