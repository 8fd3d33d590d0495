#pragma once
// The body of the four text-encoding targets. The first two bytes choose m (1..4096, held to what
// the text's length can fill); the rest is the text. Whatever decodes must build a filter with the
// same bits, and that filter's text, in every encoding, must decode back to the same bits.

#include "fuzz_check.h"

#include <bloom/text_encoding.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace bloomfuzz {

inline constexpr std::uint64_t kMaxFuzzBits = 4096;

inline int decodeAndRoundTrip(const std::uint8_t *data, std::size_t size, bloom::TextEncoding encoding)
{
    if (size < 2)
        return 0;
    const std::string_view text(reinterpret_cast<const char *>(data + 2), size - 2);
    // No encoding carries more than 6 bits a character (Base64; decimal 3.32, hex 4, binary 1), so a
    // text fits an m of at most 6 per character: m is held to that plus 64, which keeps every input
    // that can decode, and a short number in a far larger filter. Past it, only decimal decodes,
    // down the same paths, and each round trip would cost thousands of per-bit steps for nothing:
    // "7" at m = 4,096 made decimal the slowest target by eight times.
    const std::uint64_t roomForText = 6 * std::uint64_t {text.size()} + 64;
    const std::uint64_t bits = std::min(
        roomForText, 1 + ((std::uint64_t {data[0]} | std::uint64_t {data[1]} << 8) % kMaxFuzzBits));

    const auto decoded = bloom::decodeBits(text, encoding, bits);
    if (!decoded) {
        FUZZ_CHECK(decoded.error().code == bloom::Errc::InvalidText);
        FUZZ_CHECK(!bloom::decodeFilter(text, encoding, bits, 3).has_value());
        return 0;
    }
    FUZZ_CHECK(decoded->size() == bits);

    auto filter = bloom::decodeFilter(text, encoding, bits, 3);
    FUZZ_CHECK(filter.has_value());
    FUZZ_CHECK(filter->bitCount() == bits && filter->hashCount() == 3);
    for (std::uint64_t i = 0; i < bits; ++i)
        FUZZ_CHECK(filter->bit(i) == (*decoded)[static_cast<std::size_t>(i)]);

    for (const auto other : {bloom::TextEncoding::Binary, bloom::TextEncoding::Hex,
             bloom::TextEncoding::Base64, bloom::TextEncoding::Decimal}) {
        const auto encoded = bloom::encodeBits(*filter, other);
        FUZZ_CHECK(encoded.has_value());
        const auto again = bloom::decodeBits(*encoded, other, bits);
        FUZZ_CHECK(again.has_value());
        FUZZ_CHECK(*again == *decoded);
    }
    return 0;
}

} // namespace bloomfuzz
