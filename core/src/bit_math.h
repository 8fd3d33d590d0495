#pragma once

#include <cstdint>

namespace bloom::detail {

// ⌈bits/64⌉ without the overflow of (bits + 63) / 64 near 2⁶⁴.
[[nodiscard]] constexpr std::uint64_t wordsForBits(std::uint64_t bits) noexcept
{
    return bits / 64 + (bits % 64 != 0 ? 1 : 0);
}

// The bits of the last word that lie past m, which must stay 0.
[[nodiscard]] constexpr std::uint64_t tailMask(std::uint64_t bits) noexcept
{
    const std::uint64_t used = bits % 64;
    return used == 0 ? 0 : ~((std::uint64_t {1} << used) - 1);
}

} // namespace bloom::detail
