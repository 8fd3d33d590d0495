#pragma once
// The alternative the Thai article rejects: every name kept in memory, a hash set in front of the
// database. Its memory is measured, not estimated: every byte the set and its strings allocate
// goes through a counting allocator, buckets and nodes included.
#include "systemsengine/tallyallocator.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <unordered_set>

namespace systems {

class NameCache {
public:
    NameCache()
        : m_tally(std::make_unique<HeapTally>()),
          m_names(0, Hash(), std::equal_to<>(), TallyAllocator<TalliedString>(*m_tally))
    { }
    void add(std::string_view name) { m_names.emplace(name, TallyAllocator<char>(*m_tally)); }
    // A transparent lookup: a check builds no string.
    [[nodiscard]] bool contains(std::string_view name) const { return m_names.find(name) != m_names.end(); }
    [[nodiscard]] std::size_t size() const { return m_names.size(); }
    // The set's own bytes (buckets, nodes) and the strings' heap buffers; short names live inside
    // the node (the small-string optimisation) and cost nothing extra.
    [[nodiscard]] std::uint64_t memoryBytes() const { return m_tally->liveBytes + sizeof(*this); }

private:
    struct Hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view name) const noexcept
        {
            return std::hash<std::string_view>()(name);
        }
        std::size_t operator()(const TalliedString &name) const noexcept
        {
            return (*this)(std::string_view(name));
        }
    };
    std::unique_ptr<HeapTally> m_tally; // first: the set's allocator points at it
    std::unordered_set<TalliedString, Hash, std::equal_to<>, TallyAllocator<TalliedString>> m_names;
};

} // namespace systems
