#pragma once
// xxHash compiled into the caller instead of called through the shared library: for the short keys
// filters see, the call and its dispatch cost about as much as the hash itself. The results are
// the library's, bit for bit.

#ifndef XXH_INLINE_ALL
#define XXH_INLINE_ALL
#endif
#include <xxhash.h>

#include <cstdint>
#include <string_view>

namespace bloom::detail {

// XXH3 of a key, the library's value bit for bit. Keys of up to 16 bytes go straight to XXH3's
// short-input functions, which then inline into the caller's loop: GCC keeps the full entry points
// out of line, and their call and length dispatch were a fifth to a quarter of an add's
// instructions (callgrind, 16-byte keys). Those functions are xxHash's internal names, so any
// other version than 0.8 takes the public entry points.
[[gnu::always_inline]] inline std::uint64_t xxh3Hash64(std::string_view key, std::uint64_t seed) noexcept
{
#if XXH_VERSION_MAJOR == 0 && XXH_VERSION_MINOR == 8
    if (key.size() <= 16) [[likely]]
        return XXH3_len_0to16_64b(
            reinterpret_cast<const xxh_u8 *>(key.data()), key.size(), XXH3_kSecret, seed);
#endif
    return XXH3_64bits_withSeed(key.data(), key.size(), seed);
}

[[gnu::always_inline]] inline XXH128_hash_t xxh3Hash128(std::string_view key, std::uint64_t seed) noexcept
{
#if XXH_VERSION_MAJOR == 0 && XXH_VERSION_MINOR == 8
    if (key.size() <= 16) [[likely]]
        return XXH3_len_0to16_128b(
            reinterpret_cast<const xxh_u8 *>(key.data()), key.size(), XXH3_kSecret, seed);
#endif
    return XXH3_128bits_withSeed(key.data(), key.size(), seed);
}

} // namespace bloom::detail
