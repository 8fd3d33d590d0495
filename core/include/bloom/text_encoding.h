#pragma once
// Text forms of a small filter's bits, for copying into a lesson, a chat or a URL. The Thai article
// stores the filter as one big number and sends it to the client: that is Decimal.
//
// Bit i of the filter is bit i of the number Σ bit_i·2^i. Binary lists bits in position order
// (position 0 first, as the array is drawn). Hex and Base64 encode the bytes of that number
// least-significant byte first, each byte as the usual two hex digits.

#include <bloom/bloom_filter.h>
#include <bloom/result.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bloom {

enum class TextEncoding : std::uint8_t { Binary, Hex, Base64, Decimal };

// Beyond this the text is no longer something a person copies (Errc::TooLarge, needed m, available
// this). It also bounds Decimal's cost, which is quadratic in m: a few milliseconds at this m, and a
// number with more digits than an m-bit one can have is refused without converting it.
inline constexpr std::uint64_t kMaxTextBits = 1u << 16;

[[nodiscard]] Result<std::string> encodeBits(const BloomFilter &filter, TextEncoding encoding);

// The bits of an m-bit filter from their text; whitespace is ignored. Errc::InvalidText when the
// text does not parse or sets a bit at or past m.
[[nodiscard]] Result<std::vector<bool>> decodeBits(
    std::string_view text, TextEncoding encoding, std::uint64_t bits);

// A filter with those bits, for the given k and hashing.
[[nodiscard]] Result<BloomFilter> decodeFilter(std::string_view text, TextEncoding encoding,
    std::uint64_t bits, std::uint32_t hashes, HashSchemePtr scheme = nullptr);

} // namespace bloom
