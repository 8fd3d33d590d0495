#pragma once
// Deterministic stand-ins for the web: every URL and every random choice is a pure function of a
// seed and an index, so a run of ten million pages stores no graph and a seed replays it exactly.
#include <cstdint>
#include <string>

namespace systems {

// SplitMix64's finaliser (Steele, Lea & Flood 2014): consecutive indices give unrelated words,
// which is what lets page i's content be drawn without drawing pages 0 … i − 1 first.
[[nodiscard]] constexpr std::uint64_t mix64(std::uint64_t z) noexcept
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) noexcept : m_state(seed) { }

    std::uint64_t next() noexcept
    {
        m_state += 0x9e3779b97f4a7c15ULL;
        return mix64(m_state);
    }
    // In [0, 1), 53 random bits.
    double unit() noexcept { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    // In [0, n) for 1 ≤ n ≤ 2^53; the clamp covers the product rounding up to n.
    std::uint64_t below(std::uint64_t n) noexcept
    {
        const auto value = static_cast<std::uint64_t>(unit() * static_cast<double>(n));
        return value < n ? value : n - 1;
    }

private:
    std::uint64_t m_state;
};

// Pages are grouped into sites of this many consecutive indices, each with its own host name.
inline constexpr std::uint32_t kPagesPerSite = 100;

// The URL of page `index` of a web: https, a host of its site, a path of words and a slug ending
// in the index in base 36, so no two pages share a URL. About 70 bytes on average, the length the
// Bengali article assumes.
void appendPageUrl(std::string &out, std::uint64_t seed, std::uint64_t index);

// A URL on a malicious list. Its top-level domains are ones appendPageUrl never uses, so a benign
// page can never be on the list by accident; the index in base 36 keeps entries distinct.
void appendMaliciousUrl(std::string &out, std::uint64_t seed, std::uint64_t index);

} // namespace systems
