#include <bloom/provenance.h>

#include <algorithm>

namespace bloom {

const Provenance::Entry *Provenance::find(std::string_view key) const
{
    const auto it = m_index.find(std::string(key));
    if (it == m_index.end() || !m_keys[it->second].live)
        return nullptr;
    return &m_keys[it->second];
}

bool Provenance::record(std::string_view key, std::span<const std::uint64_t> positions)
{
    if (find(key) != nullptr)
        return true;
    if (keyCount() >= m_maxKeys) {
        m_overflowed = true;
        return false;
    }
    Entry entry {std::string(key), {}, true};
    for (std::uint64_t pos : positions) {
        if (std::find(entry.positions.begin(), entry.positions.end(), pos) == entry.positions.end())
            entry.positions.push_back(pos);
    }
    const std::size_t slot = m_keys.size();
    for (std::uint64_t pos : entry.positions)
        m_at[pos].push_back(slot);
    m_index[entry.key] = slot;
    m_keys.push_back(std::move(entry));
    return true;
}

void Provenance::forget(std::string_view key)
{
    const auto it = m_index.find(std::string(key));
    if (it == m_index.end())
        return;
    const std::size_t slot = it->second;
    for (std::uint64_t pos : m_keys[slot].positions) {
        auto &slots = m_at[pos];
        slots.erase(std::remove(slots.begin(), slots.end(), slot), slots.end());
        if (slots.empty())
            m_at.erase(pos);
    }
    // The slot stays (indices elsewhere point past it) but no longer counts.
    m_keys[slot].live = false;
    m_keys[slot].positions.clear();
    m_index.erase(it);
}

void Provenance::clear()
{
    m_keys.clear();
    m_index.clear();
    m_at.clear();
    m_overflowed = false;
}

std::vector<std::string_view> Provenance::keysAt(std::uint64_t position) const
{
    std::vector<std::string_view> out;
    if (const auto it = m_at.find(position); it != m_at.end()) {
        out.reserve(it->second.size());
        for (std::size_t slot : it->second)
            out.emplace_back(m_keys[slot].key);
    }
    return out;
}

std::size_t Provenance::keyCountAt(std::uint64_t position) const
{
    const auto it = m_at.find(position);
    return it == m_at.end() ? 0 : it->second.size();
}

std::span<const std::uint64_t> Provenance::positionsOf(std::string_view key) const
{
    const Entry *entry = find(key);
    if (entry == nullptr)
        return {};
    return entry->positions;
}

bool Provenance::contains(std::string_view key) const
{
    return find(key) != nullptr;
}

std::vector<Provenance::Attribution> Provenance::explain(std::span<const std::uint64_t> positions) const
{
    std::vector<Attribution> out;
    for (std::uint64_t pos : positions) {
        const bool seen
            = std::any_of(out.begin(), out.end(), [pos](const Attribution &a) { return a.position == pos; });
        if (!seen)
            out.push_back({pos, keysAt(pos)});
    }
    return out;
}

} // namespace bloom
