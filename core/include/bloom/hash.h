#pragma once
// Hash schemes map a key to its k positions, in order. The filter asks the scheme; the scheme
// knows nothing about bits. Each probe also keeps the raw hash so the ui can show
// "hash_i(key) = value → reduced → position".

#include <bloom/result.h>

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace bloom {

// Most hashes a filter may use. k = 64 already reaches p ≈ 5e-20, far below any practical target,
// and the cap lets single-key operations keep their positions on the stack.
inline constexpr std::uint32_t kMaxHashes = 64;

// The values are the tags a .bloom file stores, so they never change meaning.
enum class HashKind : std::uint8_t {
    // XXH3-128, enhanced double hashing, multiply-shift straight from x_i. The default of BloomLab
    // 0.1: when b is small next to 2⁶⁴/m the k probes crowd into neighbouring cells (one key in
    // about m/2), so it is kept only for files written with it and for the scheme comparison.
    EnhancedUnmixed = 0,
    PlainDouble = 1, // XXH3-64 split into h1, h2; (h1 + i·h2) mod m, the classic weak variant
    Article = 2, // the article's h = h·31 + byte over "i:key", mod m
    Scripted = 3, // a lesson fixes the positions of the keys it names
    Enhanced = 4, // as EnhancedUnmixed, with each x_i remixed before the reduction (the default)
};

// Whether a file may name this scheme: every kind but Scripted, and no value outside the enum.
[[nodiscard]] constexpr bool isNameableHashKind(std::uint8_t tag) noexcept
{
    return tag <= static_cast<std::uint8_t>(HashKind::Article)
        || tag == static_cast<std::uint8_t>(HashKind::Enhanced);
}

// How a raw hash became a position, so the ui can show the right formula.
enum class Reduction : std::uint8_t {
    MultiplyShift, // ⌊hash · m / 2⁶⁴⌋
    Modulo, // hash mod m
    Scripted, // the position was given, not computed
};

struct Probe {
    std::uint64_t hash = 0; // before reduction
    std::uint64_t position = 0; // in [0, m)
    Reduction reduction = Reduction::MultiplyShift;
};

struct ScriptedPositions;

class HashScheme {
public:
    virtual ~HashScheme() = default;
    HashScheme() = default;
    HashScheme(const HashScheme &) = delete;
    HashScheme &operator=(const HashScheme &) = delete;

    [[nodiscard]] virtual HashKind kind() const noexcept = 0;
    [[nodiscard]] virtual std::uint64_t seed() const noexcept { return 0; }
    // A scripted scheme's positions and the scheme unscripted keys fall back to; others: null and
    // their own kind. Lets a session file store a lesson's filter and rebuild it exactly.
    [[nodiscard]] virtual const ScriptedPositions *scripted() const noexcept { return nullptr; }

    // Fills out[i] for i in [0, out.size()) for a range of m positions. Requires m ≥ 1.
    virtual void probe(std::string_view key, std::uint64_t m, std::span<Probe> out) const = 0;

    // Positions only, for the hot paths. The default goes through probe().
    virtual void positions(std::string_view key, std::uint64_t m, std::span<std::uint64_t> out) const;
};

using HashSchemePtr = std::shared_ptr<const HashScheme>;

// Schemes that a file can name: Enhanced, EnhancedUnmixed, PlainDouble and Article. A scripted scheme needs
// its script and is built with makeScriptedHash(); asking for HashKind::Scripted, or for a value outside the
// enum, is an error (Errc::UnknownHashScheme), never a silent fallback. makeHashScheme() throws
// InvalidArgument for it; code handling user input calls createHashScheme(), which reports it instead.
HashSchemePtr makeHashScheme(HashKind kind, std::uint64_t seed = 0);
[[nodiscard]] Result<HashSchemePtr> createHashScheme(HashKind kind, std::uint64_t seed = 0);
HashSchemePtr defaultHashScheme();

// Positions for named keys; every other key falls back to another scheme. A script may list fewer
// positions than k: the rest come from the fallback. A listed position p ≥ m is taken as p mod m.
using PositionScript = std::map<std::string, std::vector<std::uint64_t>, std::less<>>;
HashSchemePtr makeScriptedHash(PositionScript script, HashSchemePtr fallback = nullptr);

struct ScriptedPositions {
    PositionScript script;
    HashSchemePtr fallback;
};

// A secret seed from std::random_device, so nobody can precompute keys that all collide in a
// filter they cannot see. Files store the seed, so a saved filter keeps answering the same.
[[nodiscard]] std::uint64_t randomSeed();

__extension__ using Uint128 = unsigned __int128; // GCC and Clang on every 64-bit target

// Multiply-shift range reduction (Lemire's "fastrange"): no division, and nearly uniform for a
// uniform 64-bit x, though not exactly. Each position receives ⌊2⁶⁴/m⌋ or ⌈2⁶⁴/m⌉ of the 2⁶⁴
// inputs, so its probability is within 2⁻⁶⁴ of 1/m: a relative bias of at most m/2⁶⁴, about 1e-10
// even at m = 2³¹ bits, far below anything a false-positive measurement could see.
[[nodiscard]] inline std::uint64_t reduceToRange(std::uint64_t x, std::uint64_t m) noexcept
{
    return static_cast<std::uint64_t>((static_cast<Uint128>(x) * m) >> 64);
}

// The default scheme's remix of x_i before the reduction. Multiply-shift keeps only the top bits
// of x_i, and a + i·b + (i³ − i)/6 with a small b changes those bits slowly, so the probes crowd
// together. Folding the high half into the low one and multiplying by an odd constant spreads
// every bit of x_i over the top ones; both steps are bijections, so a uniform x_i stays uniform.
// One multiply per probe: at 2 million keys per (m, k) the count of distinct probes per key
// matched independent positions for m = 8 … 4,096 and k = 2 … 12 (chi-square), where two
// multiplies (murmur's finaliser) bought nothing more.
[[nodiscard]] inline std::uint64_t remixProbe(std::uint64_t x) noexcept
{
    x ^= x >> 32;
    return x * 0x9E3779B97F4A7C15ull; // the 64-bit golden ratio, odd
}

// The article's polynomial hash of one "i:key" text, as it computes it.
[[nodiscard]] std::uint32_t articleHash(std::uint32_t index, std::string_view key) noexcept;

} // namespace bloom
