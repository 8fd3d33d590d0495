#include "deletionmodel.h"

#include "common/keytext.h"

namespace {
std::string utf8(const QString &key)
{
    return key.toStdString();
}
} // namespace

DeletionModel::DeletionModel(QObject *parent) : QObject(parent)
{
    resetToArticle();
}

bloom::HashSchemePtr DeletionModel::scheme() const
{
    return m_state.scheme ? m_state.scheme : bloom::defaultHashScheme();
}

void DeletionModel::restore(const DeletionState &state)
{
    m_state = state;
    m_provenance.clear();
    for (const QString &key : std::as_const(m_state.keys)) {
        const std::string bytes = utf8(key);
        m_provenance.record(bytes, m_state.plain.positions(bytes));
    }
    emit changed();
}

void DeletionModel::reset(quint64 bits, quint32 hashes, bloom::HashSchemePtr scheme, const QStringList &keys)
{
    DeletionState next;
    next.bits = bits;
    next.hashes = hashes;
    next.width = m_state.width;
    next.scheme = std::move(scheme);
    next.keys = keys;
    next.plain = bloom::BloomFilter(bits, hashes, next.scheme);
    next.counting = bloom::CountingBloomFilter(bits, hashes, next.width, next.scheme);
    next.cuckoo = teachingCuckoo(bits);
    for (const QString &key : keys) {
        next.plain.add(utf8(key));
        next.counting.add(utf8(key));
        if (!next.cuckoo.add(utf8(key)))
            next.refusedByCuckoo << key;
    }
    restore(next);
}

void DeletionModel::resetToArticle()
{
    const auto &example = bloom::workedExample(bloom::WorkedExampleId::Usernames16);
    reset(example.bits, example.hashes, bloom::workedExampleHash(example),
        {QStringLiteral("seyi_codes"), QStringLiteral("aderonke")});
}

void DeletionModel::setCounterWidth(bloom::CounterWidth width)
{
    if (width == m_state.width)
        return;
    m_state.width = width;
    rebuildCounting();
    emit changed();
}

void DeletionModel::rebuildCounting()
{
    m_state.counting = bloom::CountingBloomFilter(m_state.bits, m_state.hashes, m_state.width, scheme());
    for (const QString &key : countingKeys())
        m_state.counting.add(utf8(key));
}

DeletionModel::AddTraces DeletionModel::add(const QString &key)
{
    if (m_state.keys.contains(key))
        return {};
    const std::string bytes = utf8(key);
    AddTraces traces {m_state.plain.addTraced(bytes), m_state.counting.addTraced(bytes), std::nullopt};
    if (auto cuckoo = m_state.cuckoo.addTraced(bytes)) {
        if (cuckoo->outcome == bloom::CuckooOutcome::Full
            || cuckoo->outcome == bloom::CuckooOutcome::DuplicateLimit)
            m_state.refusedByCuckoo.append(key);
        traces.cuckoo = std::move(*cuckoo);
    }
    m_state.keys.append(key);
    m_provenance.record(bytes, m_state.plain.positions(bytes));
    emit changed();
    return traces;
}

DeletionModel::NaiveResult DeletionModel::deleteNaively(const QString &key)
{
    NaiveResult result;
    result.trace = bloom::naiveRemove(m_state.plain, utf8(key));
    if (!m_state.goneFromPlain.contains(key))
        m_state.goneFromPlain.append(key);
    std::vector<std::string> remaining;
    for (const QString &k : plainKeys())
        remaining.push_back(utf8(k));
    result.falseNegatives = bloom::findFalseNegatives(m_state.plain, remaining, result.trace);
    emit changed();
    return result;
}

bloom::Result<bloom::RemoveReport> DeletionModel::removeCounting(const QString &key)
{
    auto report = m_state.counting.removeTraced(utf8(key));
    if (report && m_state.keys.contains(key) && !m_state.goneFromCounting.contains(key))
        m_state.goneFromCounting.append(key);
    emit changed();
    return report;
}

bloom::Trace DeletionModel::checkCounting(const QString &key) const
{
    return m_state.counting.checkTraced(utf8(key));
}

bloom::Trace DeletionModel::addCounting(const QString &key)
{
    bloom::Trace trace = m_state.counting.addTraced(utf8(key));
    emit changed();
    return trace;
}

bloom::Result<bloom::CuckooTrace> DeletionModel::addCuckoo(const QString &key, bool keyed)
{
    auto trace = m_state.cuckoo.addTraced(utf8(key));
    if (trace && stored(*trace) && !keyed && !m_state.keys.contains(key))
        m_state.cuckooOnly.append(key);
    emit changed();
    return trace;
}

bloom::Result<bloom::CuckooTrace> DeletionModel::removeCuckoo(const QString &key)
{
    auto trace = m_state.cuckoo.removeTraced(utf8(key));
    if (trace && trace->outcome == bloom::CuckooOutcome::Removed) {
        if (m_state.keys.contains(key) && !m_state.goneFromCuckoo.contains(key))
            m_state.goneFromCuckoo.append(key);
        m_state.cuckooOnly.removeOne(key);
    }
    emit changed();
    return trace;
}

bloom::CuckooTrace DeletionModel::checkCuckoo(const QString &key) const
{
    return m_state.cuckoo.checkTraced(utf8(key));
}

bloom::Result<bloom::CuckooTrace> DeletionModel::fillCuckoo()
{
    // Enough names for any table the page draws (64 buckets of 4) to overflow.
    for (int i = 1; i <= 4096; ++i) {
        const QString key = QStringLiteral("member_%1").arg(i);
        if (m_state.keys.contains(key) || m_state.cuckooOnly.contains(key))
            continue;
        auto trace = m_state.cuckoo.addTraced(utf8(key));
        if (!trace || trace->outcome != bloom::CuckooOutcome::Placed) {
            if (trace && trace->outcome == bloom::CuckooOutcome::Victim)
                m_state.cuckooOnly.append(key);
            emit changed();
            return trace;
        }
        m_state.cuckooOnly.append(key);
    }
    emit changed();
    return bloom::Error {bloom::Errc::Full};
}

QStringList DeletionModel::cuckooKeys() const
{
    QStringList out;
    for (const QString &key : m_state.keys) {
        if (!m_state.goneFromCuckoo.contains(key) && !m_state.refusedByCuckoo.contains(key))
            out << key;
    }
    return out;
}

bool DeletionModel::cuckooHolds(const QString &key) const
{
    return cuckooKeys().contains(key) || m_state.cuckooOnly.contains(key);
}

bool DeletionModel::stored(const bloom::CuckooTrace &add)
{
    return add.outcome == bloom::CuckooOutcome::Placed || add.outcome == bloom::CuckooOutcome::Victim;
}

QStringList DeletionModel::cuckooFalseNegatives() const
{
    QStringList out;
    for (const QString &key : cuckooKeys() + m_state.cuckooOnly) {
        if (!m_state.cuckoo.mightContain(utf8(key)))
            out << key;
    }
    return out;
}

QStringList DeletionModel::plainKeys() const
{
    QStringList out;
    for (const QString &key : m_state.keys) {
        if (!m_state.goneFromPlain.contains(key))
            out << key;
    }
    return out;
}

QStringList DeletionModel::countingKeys() const
{
    QStringList out;
    for (const QString &key : m_state.keys) {
        if (!m_state.goneFromCounting.contains(key))
            out << key;
    }
    return out;
}

QStringList DeletionModel::countingFalseNegatives() const
{
    QStringList out;
    for (const QString &key : countingKeys()) {
        if (!m_state.counting.mightContain(utf8(key)))
            out << key;
    }
    return out;
}

QStringList DeletionModel::keysAt(quint64 position) const
{
    return KeyText::keysAt(m_provenance, position);
}

QStringList DeletionModel::predictedBreakage(const QString &key) const
{
    QStringList out;
    for (const std::string &k : bloom::predictFalseNegatives(m_provenance, utf8(key))) {
        const QString name = QString::fromStdString(k);
        if (!m_state.goneFromPlain.contains(name))
            out << name;
    }
    return out;
}

QVector<CellState> DeletionModel::plainCells() const
{
    QVector<CellState> cells(static_cast<qsizetype>(m_state.bits));
    for (qsizetype i = 0; i < cells.size(); ++i) {
        cells[i].value = m_state.plain.bit(static_cast<quint64>(i)) ? 1 : 0;
        cells[i].owners = keysAt(static_cast<quint64>(i));
        for (const QString &gone : m_state.goneFromPlain)
            cells[i].owners.removeAll(gone);
    }
    return cells;
}

QVector<CellState> DeletionModel::countingCells() const
{
    QVector<CellState> cells(static_cast<qsizetype>(m_state.bits));
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const auto pos = static_cast<quint64>(i);
        cells[i].value = static_cast<int>(m_state.counting.counter(pos));
        cells[i].saturated = m_state.counting.isSaturated(pos);
        cells[i].owners = keysAt(pos);
        for (const QString &gone : m_state.goneFromCounting)
            cells[i].owners.removeAll(gone);
    }
    return cells;
}

double DeletionModel::overflowBound() const
{
    const auto n = static_cast<quint64>(countingKeys().size());
    return bloom::counterOverflowBound(
        m_state.bits, n, m_state.hashes, static_cast<std::uint32_t>(m_state.width));
}
