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

enum class HashKind : std::uint8_t {
    Enhanced = 0, // XXH3-128, enhanced double hashing, multiply-shift reduction (the default)
    PlainDouble = 1, // XXH3-64 split into h1, h2; (h1 + i·h2) mod m, the classic weak variant
    Article = 2, // the article's h = h·31 + byte over "i:key", mod m
    Scripted = 3, // a lesson fixes the positions of the keys it names
};

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

// Schemes that a file can name: Enhanced, PlainDouble and Article. A scripted scheme needs its
// script and is built with makeScriptedHash(); asking for HashKind::Scripted, or for a value
// outside the enum, is an error (Errc::UnknownHashScheme), never a silent fallback.
// makeHashScheme() throws InvalidArgument for it; code handling user input calls
// createHashScheme(), which reports it instead.
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

// The article's polynomial hash of one "i:key" text, as it computes it.
[[nodiscard]] std::uint32_t articleHash(std::uint32_t index, std::string_view key) noexcept;

} // namespace bloom
