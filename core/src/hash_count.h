#pragma once
// Turns a runtime hash count into a compile-time one for the hot loops.

#include <cstdint>
#include <type_traits>
#include <utility>

namespace bloom::detail {

// Calls body(k) with k as a std::integral_constant when k ≤ 16, where nearly every filter is, and
// as a plain number otherwise. Loops over `i < k` then unroll and the per-probe constants become
// immediates: 5-10% of a single add and of a blocked insert, measured at k = 6 and 7. Dispatch
// once per call or per batch, not per probe.
template <typename Body, std::uint32_t... Fixed>
[[gnu::always_inline]] inline void withHashCount(
    std::uint32_t k, Body &&body, std::integer_sequence<std::uint32_t, Fixed...>)
{
    const bool fixed
        = ((k == Fixed + 1 && (body(std::integral_constant<std::uint32_t, Fixed + 1> {}), true)) || ...);
    if (!fixed)
        body(k);
}

template <typename Body> [[gnu::always_inline]] inline void withHashCount(std::uint32_t k, Body &&body)
{
    withHashCount(k, std::forward<Body>(body), std::make_integer_sequence<std::uint32_t, 16> {});
}

} // namespace bloom::detail
