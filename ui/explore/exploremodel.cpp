#include "exploremodel.h"

#include "common/keytext.h"

#include <algorithm>
#include <cmath>
#include <limits>

ExploreState exampleState(const bloom::WorkedExample &example)
{
    ExploreState state = sizedState(example.bits, example.hashes);
    state.script = bloom::workedExampleHash(example);
    return state;
}

ExploreState sizedState(quint64 bits, quint32 hashes, bloom::HashKind hash, quint64 seed)
{
    ExploreState state;
    state.settings.bits = bits;
    state.settings.hashes = hashes;
    state.settings.hash = hash;
    state.settings.seed = hash == bloom::HashKind::Article ? 0 : seed; // the article's hash takes none
    return state;
}

ExploreModel::ExploreModel(QObject *parent) : QObject(parent), m_filter(16, 3), m_provenance(kProvenanceKeys)
{ }

bloom::HashSchemePtr ExploreModel::scheme() const
{
    if (m_state.script)
        return m_state.script;
    return bloom::makeHashScheme(m_state.settings.hash, m_state.settings.seed);
}

void ExploreModel::configure(const ExploreSettings &settings, bloom::HashSchemePtr script)
{
    ExploreState next = m_state;
    if (!(settings == m_state.settings) || script != m_state.script) {
        next.loadedWords.clear();
        next.loadedItems = 0;
    }
    next.settings = settings;
    next.script = std::move(script);
    restore(next);
}

void ExploreModel::restore(const ExploreState &state)
{
    m_state = state;
    m_state.settings.bits
        = std::clamp(m_state.settings.bits, Session::kMinTeachingBits, Session::kMaxTeachingBits);
    m_state.settings.hashes = std::clamp<quint32>(m_state.settings.hashes, 1, Session::kMaxTeachingHashes);
    m_lastTrace.reset();
    m_lastCuckooTrace.reset();
    rebuild();
    emit changed();
}

void ExploreModel::rebuild()
{
    // Within the page's ranges creation cannot fail: m ≤ 4096 and k ≤ 12.
    m_filter = bloom::BloomFilter(m_state.settings.bits, m_state.settings.hashes, scheme());
    if (!m_state.loadedWords.empty() && !m_filter.assignWords(m_state.loadedWords, m_state.loadedItems)) {
        // restore() clamped the size under bits that belong to another size: they mean nothing now.
        m_state.loadedWords.clear();
        m_state.loadedItems = 0;
    }
    m_provenance.clear();
    m_cuckoo = teachingCuckoo(m_state.settings.bits);
    m_refusedByCuckoo.clear();
    for (const QString &key : std::as_const(m_state.keys)) {
        const QByteArray utf8 = key.toUtf8();
        const std::string_view view(utf8.constData(), static_cast<std::size_t>(utf8.size()));
        m_filter.add(view);
        m_provenance.record(view, m_filter.positions(view));
        // A full table refuses at once (its victim slot is taken), so thousands of keys cost little.
        if (!m_cuckoo.add(view))
            m_refusedByCuckoo << key;
    }
}

bloom::Trace ExploreModel::add(const QString &key)
{
    const QByteArray utf8 = key.toUtf8();
    const std::string_view view(utf8.constData(), static_cast<std::size_t>(utf8.size()));
    bloom::Trace trace = m_filter.addTraced(view);
    if (!m_state.keys.contains(key)) {
        m_state.keys.append(key);
        m_provenance.record(view, trace.positions());
        // The key passed validateKey, so the traced add cannot be refused for its key.
        m_lastCuckooTrace = m_cuckoo.addTraced(view).value();
        if (m_lastCuckooTrace->outcome == bloom::CuckooOutcome::Full)
            m_refusedByCuckoo << key;
    } else {
        m_lastCuckooTrace = m_cuckoo.checkTraced(view);
    }
    m_lastTrace = trace;
    emit changed();
    return trace;
}

bloom::Trace ExploreModel::check(const QString &key) const
{
    const QByteArray utf8 = key.toUtf8();
    return m_filter.checkTraced(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

bloom::CuckooTrace ExploreModel::checkCuckoo(const QString &key) const
{
    const QByteArray utf8 = key.toUtf8();
    return m_cuckoo.checkTraced(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

bool ExploreModel::isFalsePositive(const bloom::Trace &check) const
{
    // With bits from a file, a "maybe" may be one of the file's unknown keys: it cannot be called false.
    return check.operation == bloom::Operation::Check && check.result && m_state.loadedWords.empty()
        && !m_state.keys.contains(QString::fromStdString(check.key));
}

QStringList ExploreModel::keysAt(quint64 position) const
{
    return KeyText::keysAt(m_provenance, position);
}

std::vector<std::uint64_t> ExploreModel::positionsOf(const QString &key) const
{
    const QByteArray utf8 = key.toUtf8();
    const auto positions
        = m_provenance.positionsOf({utf8.constData(), static_cast<std::size_t>(utf8.size())});
    return {positions.begin(), positions.end()};
}

QVector<CellState> ExploreModel::cellStates() const
{
    QVector<CellState> cells(static_cast<qsizetype>(m_filter.bitCount()));
    for (qsizetype i = 0; i < cells.size(); ++i) {
        cells[i].value = m_filter.bit(static_cast<quint64>(i)) ? 1 : 0;
        cells[i].owners = keysAt(static_cast<quint64>(i));
    }
    return cells;
}

bool ExploreModel::hasUnknownKeys() const
{
    return m_state.loadedItems == 0
        && std::any_of(m_state.loadedWords.begin(), m_state.loadedWords.end(),
            [](std::uint64_t word) { return word != 0; });
}

double ExploreModel::currentFalsePositiveChance() const
{
    return std::pow(m_filter.fillRatio(), static_cast<double>(m_filter.hashCount()));
}

double ExploreModel::theoreticalFpr() const
{
    return bloom::falsePositiveRate(
        m_filter.bitCount(), static_cast<quint64>(m_state.keys.size()), m_filter.hashCount());
}

quint32 ExploreModel::optimalHashes() const
{
    if (m_state.keys.isEmpty())
        return 1;
    return bloom::optimalHashCount(m_filter.bitCount(), static_cast<quint64>(m_state.keys.size()));
}

quint64 ExploreModel::keyBytes() const
{
    quint64 total = 0;
    for (const QString &key : m_state.keys)
        total += static_cast<quint64>(key.toUtf8().size());
    return total;
}

ExploreModel::Hunt ExploreModel::hunt(const bloom::BloomFilter &filter, const QStringList &keys,
    std::stop_token stop, const std::function<void(quint64)> &progress, quint64 budget)
{
    // Progress and the stop token are looked at every 2^16 candidates: often enough for a smooth
    // count and an instant Cancel, rarely enough to cost nothing.
    constexpr quint64 kReportEvery = 1 << 16;
    Hunt hunt;
    const double chance = std::pow(filter.fillRatio(), static_cast<double>(filter.hashCount()));
    hunt.expected = chance > 0.0 ? 1.0 / chance : std::numeric_limits<double>::infinity();
    if (chance <= 0.0)
        return hunt;
    for (quint64 i = 1; i <= budget; ++i) {
        if (i % kReportEvery == 0) {
            if (stop.stop_requested())
                return hunt;
            if (progress)
                progress(i);
        }
        const QString candidate = QStringLiteral("probe_%1").arg(i);
        hunt.candidates = i;
        const QByteArray utf8 = candidate.toUtf8();
        if (filter.mightContain(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())))
            && !keys.contains(candidate)) {
            hunt.key = candidate;
            return hunt;
        }
    }
    return hunt;
}
