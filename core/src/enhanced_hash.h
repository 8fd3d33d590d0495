#pragma once
// Enhanced double hashing (Kirsch–Mitzenmacher with Dillinger's cubic term): one XXH3-128 per key,
// then x_i = a + i·b + (i³ − i)/6. The cubic term breaks the cycles that plain a + i·b falls into
// when b shares factors with m, at the cost of two additions per probe. The default scheme then
// remixes each x_i (remixProbe) before reducing it; the unmixed one reduces x_i as it is.

#include "inline_xxhash.h"

#include <bloom/hash.h>

#include <cstdint>
#include <string_view>

namespace bloom::detail {

class EnhancedProbeSequence {
public:
    EnhancedProbeSequence(std::string_view key, std::uint64_t seed) noexcept
    {
        const XXH128_hash_t h = XXH3_128bits_withSeed(key.data(), key.size(), seed);
        m_x = h.low64;
        m_y = h.high64;
    }

    // Resumes a sequence where another one stood (its x, y and probe index).
    EnhancedProbeSequence(std::uint64_t x, std::uint64_t y, std::uint64_t i) noexcept : m_x(x), m_y(y), m_i(i)
    { }
    [[nodiscard]] std::uint64_t step() const noexcept { return m_y; }
    [[nodiscard]] std::uint64_t index() const noexcept { return m_i; }

    // The raw hash of the current probe; advance() moves to the next.
    [[nodiscard]] std::uint64_t current() const noexcept { return m_x; }

    void advance() noexcept
    {
        m_x += m_y;
        ++m_i;
        m_y += m_i; // differences grow by the triangular numbers: that is the cubic term
    }

private:
    std::uint64_t m_x = 0;
    std::uint64_t m_y = 0;
    std::uint64_t m_i = 0;
};

} // namespace bloom::detail
