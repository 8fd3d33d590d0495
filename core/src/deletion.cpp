#include <bloom/deletion.h>

#include <algorithm>
#include <array>

namespace bloom {

Trace naiveRemove(BloomFilter &filter, std::string_view key)
{
    std::array<Probe, kMaxHashes> probes;
    filter.hashScheme().probe(key, filter.bitCount(), std::span(probes.data(), filter.hashCount()));
    Trace trace {
        Operation::Remove, std::string(key), filter.bitCount(), filter.hashCount(), {}, std::nullopt, false};
    for (std::uint32_t i = 0; i < filter.hashCount(); ++i) {
        const std::uint64_t pos = probes[i].position;
        const std::uint32_t before = filter.bit(pos) ? 1u : 0u;
        filter.setBit(pos, false);
        trace.result = trace.result || before != 0;
        trace.steps.push_back({i, probes[i], before, 0u, false});
    }
    return trace;
}

std::vector<FalseNegative> findFalseNegatives(
    const BloomFilter &filter, std::span<const std::string> keys, const Trace &removal)
{
    const std::vector<std::uint64_t> cleared = removal.positions();
    std::vector<FalseNegative> out;
    for (const std::string &key : keys) {
        if (key == removal.key || filter.mightContain(key))
            continue;
        FalseNegative entry {key, {}};
        for (std::uint64_t pos : filter.positions(key)) {
            const bool wasCleared = std::find(cleared.begin(), cleared.end(), pos) != cleared.end();
            const bool listed = std::find(entry.clearedPositions.begin(), entry.clearedPositions.end(), pos)
                != entry.clearedPositions.end();
            if (wasCleared && !listed)
                entry.clearedPositions.push_back(pos);
        }
        out.push_back(std::move(entry));
    }
    return out;
}

std::vector<std::string> predictFalseNegatives(const Provenance &provenance, std::string_view removedKey)
{
    std::vector<std::string> out;
    for (std::uint64_t pos : provenance.positionsOf(removedKey)) {
        for (std::string_view key : provenance.keysAt(pos)) {
            if (key != removedKey && std::find(out.begin(), out.end(), key) == out.end())
                out.emplace_back(key);
        }
    }
    return out;
}

} // namespace bloom
