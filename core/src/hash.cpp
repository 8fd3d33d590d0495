#include "enhanced_hash.h"

#include <bloom/hash.h>

#include <xxhash.h>

#include <array>
#include <random>
#include <utility>

namespace bloom {

void HashScheme::positions(std::string_view key, std::uint64_t m, std::span<std::uint64_t> out) const
{
    // Filters cap k at kMaxHashes, so one stack buffer always suffices.
    std::array<Probe, kMaxHashes> buffer;
    const std::size_t count = std::min(out.size(), buffer.size());
    probe(key, m, std::span(buffer.data(), count));
    for (std::size_t i = 0; i < count; ++i)
        out[i] = buffer[i].position;
}

std::uint32_t articleHash(std::uint32_t index, std::string_view key) noexcept
{
    std::uint32_t h = 0;
    auto feed = [&h](unsigned char byte) { h = (h * 31u + byte) & 0x7FFFFFFFu; };
    // The decimal digits of the index, then ':', then the key's UTF-8 bytes: the text "i:key".
    std::array<char, 10> digits {};
    std::size_t count = 0;
    do {
        digits[count++] = static_cast<char>('0' + index % 10);
        index /= 10;
    } while (index != 0);
    while (count > 0)
        feed(static_cast<unsigned char>(digits[--count]));
    feed(static_cast<unsigned char>(':'));
    for (char c : key)
        feed(static_cast<unsigned char>(c));
    return h;
}

namespace {

// Remix is true for the default scheme and false for the one BloomLab 0.1 wrote its files with.
// Probe::hash is the value that was reduced, so the ui's ⌊hash · m / 2⁶⁴⌋ is the real step.
template <bool Remix> class EnhancedHash final : public HashScheme {
public:
    explicit EnhancedHash(std::uint64_t seed) : m_seed(seed) { }
    HashKind kind() const noexcept override { return Remix ? HashKind::Enhanced : HashKind::EnhancedUnmixed; }
    std::uint64_t seed() const noexcept override { return m_seed; }

    void probe(std::string_view key, std::uint64_t m, std::span<Probe> out) const override
    {
        detail::EnhancedProbeSequence sequence(key, m_seed);
        for (Probe &p : out) {
            const std::uint64_t x = Remix ? remixProbe(sequence.current()) : sequence.current();
            p = {x, reduceToRange(x, m), Reduction::MultiplyShift};
            sequence.advance();
        }
    }

    void positions(std::string_view key, std::uint64_t m, std::span<std::uint64_t> out) const override
    {
        detail::EnhancedProbeSequence sequence(key, m_seed);
        for (std::uint64_t &p : out) {
            p = reduceToRange(Remix ? remixProbe(sequence.current()) : sequence.current(), m);
            sequence.advance();
        }
    }

private:
    std::uint64_t m_seed;
};

// What many libraries shipped first: two 32-bit halves and a modulo. When h2 mod m is 0 or shares
// a factor with m, a key's k probes collapse onto a few cells, which the FPR lab makes visible.
class PlainDoubleHash final : public HashScheme {
public:
    explicit PlainDoubleHash(std::uint64_t seed) : m_seed(seed) { }
    HashKind kind() const noexcept override { return HashKind::PlainDouble; }
    std::uint64_t seed() const noexcept override { return m_seed; }

    void probe(std::string_view key, std::uint64_t m, std::span<Probe> out) const override
    {
        const std::uint64_t h = XXH3_64bits_withSeed(key.data(), key.size(), m_seed);
        const std::uint64_t h1 = h & 0xFFFFFFFFu;
        const std::uint64_t h2 = h >> 32;
        std::uint64_t i = 0;
        for (Probe &p : out) {
            const std::uint64_t combined = h1 + i * h2;
            p = {combined, combined % m, Reduction::Modulo};
            ++i;
        }
    }

private:
    std::uint64_t m_seed;
};

class ArticleHash final : public HashScheme {
public:
    HashKind kind() const noexcept override { return HashKind::Article; }

    void probe(std::string_view key, std::uint64_t m, std::span<Probe> out) const override
    {
        std::uint32_t i = 0;
        for (Probe &p : out) {
            const std::uint64_t h = articleHash(i++, key);
            p = {h, h % m, Reduction::Modulo};
        }
    }
};

class ScriptedHash final : public HashScheme {
public:
    ScriptedHash(PositionScript script, HashSchemePtr fallback)
        : m_positions {std::move(script), std::move(fallback)}
    { }
    HashKind kind() const noexcept override { return HashKind::Scripted; }
    std::uint64_t seed() const noexcept override { return m_positions.fallback->seed(); }
    const ScriptedPositions *scripted() const noexcept override { return &m_positions; }

    void probe(std::string_view key, std::uint64_t m, std::span<Probe> out) const override
    {
        const auto it = m_positions.script.find(key);
        const std::size_t given
            = it == m_positions.script.end() ? 0 : std::min(it->second.size(), out.size());
        for (std::size_t i = 0; i < given; ++i)
            out[i] = {it->second[i], it->second[i] % m, Reduction::Scripted};
        if (given < out.size()) {
            // The fallback's own sequence, so an unscripted key hashes as it would elsewhere.
            std::array<Probe, kMaxHashes> rest;
            const auto count = std::min(out.size(), rest.size());
            m_positions.fallback->probe(key, m, std::span(rest.data(), count));
            for (std::size_t i = given; i < count; ++i)
                out[i] = rest[i];
        }
    }

private:
    ScriptedPositions m_positions;
};

} // namespace

Result<HashSchemePtr> createHashScheme(HashKind kind, std::uint64_t seed)
{
    switch (kind) {
    case HashKind::Enhanced: return HashSchemePtr(std::make_shared<EnhancedHash<true>>(seed));
    case HashKind::EnhancedUnmixed: return HashSchemePtr(std::make_shared<EnhancedHash<false>>(seed));
    case HashKind::PlainDouble: return HashSchemePtr(std::make_shared<PlainDoubleHash>(seed));
    case HashKind::Article: return HashSchemePtr(std::make_shared<ArticleHash>());
    case HashKind::Scripted: break; // needs its script: makeScriptedHash()
    }
    // A null scheme here would quietly become the default one inside every filter.
    return Errc::UnknownHashScheme;
}

HashSchemePtr makeHashScheme(HashKind kind, std::uint64_t seed)
{
    return createHashScheme(kind, seed).value(); // value() throws InvalidArgument with the error
}

HashSchemePtr defaultHashScheme()
{
    static const HashSchemePtr scheme = makeHashScheme(HashKind::Enhanced, 0);
    return scheme;
}

HashSchemePtr makeScriptedHash(PositionScript script, HashSchemePtr fallback)
{
    if (!fallback)
        fallback = defaultHashScheme();
    return std::make_shared<ScriptedHash>(std::move(script), std::move(fallback));
}

std::uint64_t randomSeed()
{
    std::random_device device;
    static_assert(sizeof(std::random_device::result_type) >= 4);
    const auto high = static_cast<std::uint64_t>(device()) & 0xffff'ffffU;
    const auto low = static_cast<std::uint64_t>(device()) & 0xffff'ffffU;
    return (high << 32) | low;
}

} // namespace bloom
