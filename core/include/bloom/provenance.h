#pragma once
// Which added keys landed on each position, for teaching-sized filters: the record behind
// "bit 7 was set by seyi_codes and aderonke". It keeps at most a fixed number of distinct keys, so
// a large experiment cannot grow it without bound; past that it stops recording and says so.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace bloom {

class Provenance {
public:
    explicit Provenance(std::size_t maxKeys = 4096) : m_maxKeys(maxKeys) { }

    // Records that `key` probed `positions` (duplicates of a key or of a position count once).
    // Returns false, recording nothing, once the key limit is reached.
    bool record(std::string_view key, std::span<const std::uint64_t> positions);
    // Forgets a key entirely, e.g. after a counting-filter remove or an undo.
    void forget(std::string_view key);
    void clear();

    // Keys that probed `position`, in the order they were first added; the first one set the bit.
    [[nodiscard]] std::vector<std::string_view> keysAt(std::uint64_t position) const;
    [[nodiscard]] std::size_t keyCountAt(std::uint64_t position) const;
    [[nodiscard]] std::span<const std::uint64_t> positionsOf(std::string_view key) const;
    [[nodiscard]] bool contains(std::string_view key) const;

    // One entry per position a false positive used, naming who set it.
    struct Attribution {
        std::uint64_t position;
        std::vector<std::string_view> keys;
    };
    [[nodiscard]] std::vector<Attribution> explain(std::span<const std::uint64_t> positions) const;

    [[nodiscard]] std::size_t keyCount() const noexcept { return m_index.size(); }
    [[nodiscard]] std::size_t maxKeys() const noexcept { return m_maxKeys; }
    // False once some key was not recorded because of the limit.
    [[nodiscard]] bool isComplete() const noexcept { return !m_overflowed; }

private:
    struct Entry {
        std::string key;
        std::vector<std::uint64_t> positions; // distinct, in probe order
        bool live = true;
    };
    std::size_t m_maxKeys;
    std::vector<Entry> m_keys; // insertion order
    std::unordered_map<std::string, std::size_t> m_index; // key → m_keys slot
    std::unordered_map<std::uint64_t, std::vector<std::size_t>> m_at; // position → slots
    bool m_overflowed = false;

    [[nodiscard]] const Entry *find(std::string_view key) const;
};

} // namespace bloom
