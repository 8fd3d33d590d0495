#include "bit_math.h"

#include <bloom/text_encoding.h>

#include <algorithm>
#include <array>
#include <cctype>

namespace bloom {

namespace {

constexpr std::string_view kBase64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr std::string_view kHexDigits = "0123456789abcdef";

std::vector<std::uint8_t> bytesOf(const BloomFilter &filter)
{
    std::vector<std::uint8_t> out(static_cast<std::size_t>((filter.bitCount() + 7) / 8));
    const auto words = filter.words();
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = static_cast<std::uint8_t>(words[i / 8] >> (8 * (i % 8)));
    return out;
}

std::string withoutSpace(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (!std::isspace(static_cast<unsigned char>(c)))
            out.push_back(c);
    }
    return out;
}

std::string encodeBase64(const std::vector<std::uint8_t> &bytes)
{
    std::string out;
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const std::uint32_t chunk = (std::uint32_t {bytes[i]} << 16)
            | (i + 1 < bytes.size() ? std::uint32_t {bytes[i + 1]} << 8 : 0)
            | (i + 2 < bytes.size() ? std::uint32_t {bytes[i + 2]} : 0);
        out.push_back(kBase64[(chunk >> 18) & 63]);
        out.push_back(kBase64[(chunk >> 12) & 63]);
        out.push_back(i + 1 < bytes.size() ? kBase64[(chunk >> 6) & 63] : '=');
        out.push_back(i + 2 < bytes.size() ? kBase64[chunk & 63] : '=');
    }
    return out;
}

Result<std::vector<std::uint8_t>> decodeBase64(const std::string &text)
{
    if (text.size() % 4 != 0)
        return Errc::InvalidText;
    std::vector<std::uint8_t> out;
    for (std::size_t i = 0; i < text.size(); i += 4) {
        std::uint32_t chunk = 0;
        int padding = 0;
        for (std::size_t j = 0; j < 4; ++j) {
            const char c = text[i + j];
            std::uint32_t value = 0;
            if (c == '=') {
                // Padding only at the very end, and never more than two characters.
                if (i + 4 != text.size() || j < 2)
                    return Errc::InvalidText;
                ++padding;
            } else {
                if (padding != 0)
                    return Errc::InvalidText;
                const auto pos = kBase64.find(c);
                if (pos == std::string_view::npos)
                    return Errc::InvalidText;
                value = static_cast<std::uint32_t>(pos);
            }
            chunk = (chunk << 6) | value;
        }
        out.push_back(static_cast<std::uint8_t>(chunk >> 16));
        if (padding < 2)
            out.push_back(static_cast<std::uint8_t>(chunk >> 8));
        if (padding < 1)
            out.push_back(static_cast<std::uint8_t>(chunk));
    }
    return out;
}

// Decimal is schoolbook base conversion, quadratic in the number's length. It stays so on purpose:
// a subquadratic conversion (divide and conquer) only wins with subquadratic multiplication, far
// past the sizes here, and would be the most intricate code in core. What keeps it cheap instead:
// - The length is bounded. m is at most kMaxTextBits (Errc::TooLarge above), and a number with
//   more significant digits than 2^m has is refused after one linear scan, before any arithmetic,
//   however long the text; leading zeros and spaces cost a scan too.
// - It works nine digits at a time on 32-bit limbs (a limb times 10⁹ fits in 64 bits): a ninth
//   of the passes of digit-by-digit conversion, each the same length.
// The largest filter, 65,536 bits or 19,729 digits, is then about 2,200 passes over at most
// 2,048 limbs each way: a few milliseconds, where digit by digit took tens.
constexpr std::uint32_t kChunk = 1'000'000'000u; // 10⁹
constexpr std::size_t kChunkDigits = 9;

// At least the number of digits of any number below 2^bits (⌊bits·log₁₀2⌋ + 1, with log₁₀2 rounded
// up): a cheap bound, the conversion's own overflow check then decides exactly.
constexpr std::size_t maxDecimalDigits(std::size_t bits)
{
    return bits * 30'103 / 100'000 + 1;
}

// Little-endian 32-bit limbs, divided by 10⁹ once per nine digits of output.
std::string encodeDecimal(const std::vector<std::uint8_t> &bytes)
{
    std::vector<std::uint32_t> limbs((bytes.size() + 3) / 4, 0);
    for (std::size_t i = 0; i < bytes.size(); ++i)
        limbs[i / 4] |= std::uint32_t {bytes[i]} << (8 * (i % 4));
    while (!limbs.empty() && limbs.back() == 0)
        limbs.pop_back();
    if (limbs.empty())
        return "0";
    std::vector<std::uint32_t> groups; // base 10⁹, least significant first
    groups.reserve(maxDecimalDigits(limbs.size() * 32) / kChunkDigits + 1);
    while (!limbs.empty()) {
        std::uint64_t remainder = 0;
        for (std::size_t i = limbs.size(); i-- > 0;) {
            const std::uint64_t current = (remainder << 32) | limbs[i];
            limbs[i] = static_cast<std::uint32_t>(current / kChunk);
            remainder = current % kChunk;
        }
        groups.push_back(static_cast<std::uint32_t>(remainder));
        while (!limbs.empty() && limbs.back() == 0)
            limbs.pop_back();
    }
    std::string out = std::to_string(groups.back());
    out.reserve(out.size() + (groups.size() - 1) * kChunkDigits);
    for (std::size_t i = groups.size() - 1; i-- > 0;) {
        // Nine digits, leading zeros included, without a temporary string per group.
        std::array<char, kChunkDigits> part {};
        std::uint32_t group = groups[i];
        for (std::size_t j = kChunkDigits; j-- > 0; group /= 10)
            part[j] = static_cast<char>('0' + group % 10);
        out.append(part.data(), part.size());
    }
    return out;
}

Result<std::vector<std::uint8_t>> decodeDecimal(const std::string &text, std::size_t maxBytes)
{
    if (text.empty() || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return Errc::InvalidText;
    const std::string_view digits
        = std::string_view(text).substr(std::min(text.find_first_not_of('0'), text.size()));
    if (digits.size() > maxDecimalDigits(maxBytes * 8))
        return Errc::InvalidText; // at least 2^(8·maxBytes): more bits than the filter has
    const std::size_t maxLimbs = maxBytes / 4 + 1;
    std::vector<std::uint32_t> limbs;
    limbs.reserve(maxLimbs);
    // The first chunk takes the odd digits, so every later one is exactly nine.
    std::size_t take = digits.size() % kChunkDigits == 0 ? kChunkDigits : digits.size() % kChunkDigits;
    for (std::size_t pos = 0; pos < digits.size(); pos += take, take = kChunkDigits) {
        std::uint32_t chunk = 0;
        std::uint32_t scale = 1;
        for (const char c : digits.substr(pos, take)) {
            chunk = chunk * 10 + static_cast<std::uint32_t>(c - '0');
            scale *= 10;
        }
        // limb·10⁹ + carry < 2⁶⁴, and the carry out stays below 2³², one limb.
        std::uint64_t carry = chunk;
        for (std::uint32_t &limb : limbs) {
            const std::uint64_t value = std::uint64_t {limb} * scale + carry;
            limb = static_cast<std::uint32_t>(value);
            carry = value >> 32;
        }
        if (carry != 0) {
            if (limbs.size() >= maxLimbs)
                return Errc::InvalidText; // more bits than the filter has
            limbs.push_back(static_cast<std::uint32_t>(carry));
        }
    }
    std::vector<std::uint8_t> out(limbs.size() * 4);
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = static_cast<std::uint8_t>(limbs[i / 4] >> (8 * (i % 4)));
    return out;
}

int hexValue(char c)
{
    const auto pos = kHexDigits.find(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

} // namespace

Result<std::string> encodeBits(const BloomFilter &filter, TextEncoding encoding)
{
    if (filter.bitCount() > kMaxTextBits)
        return Error {Errc::TooLarge, filter.bitCount(), kMaxTextBits};
    const auto bytes = bytesOf(filter);
    switch (encoding) {
    case TextEncoding::Binary: {
        std::string out;
        out.reserve(static_cast<std::size_t>(filter.bitCount()));
        for (std::uint64_t i = 0; i < filter.bitCount(); ++i)
            out.push_back(filter.bit(i) ? '1' : '0');
        return out;
    }
    case TextEncoding::Hex: {
        std::string out;
        for (std::uint8_t b : bytes) {
            out.push_back(kHexDigits[b >> 4]);
            out.push_back(kHexDigits[b & 15]);
        }
        return out;
    }
    case TextEncoding::Base64: return encodeBase64(bytes);
    case TextEncoding::Decimal: return encodeDecimal(bytes);
    }
    return Errc::InvalidText;
}

Result<std::vector<bool>> decodeBits(std::string_view rawText, TextEncoding encoding, std::uint64_t bits)
{
    if (bits == 0)
        return Errc::ZeroBits;
    if (bits > kMaxTextBits)
        return Error {Errc::TooLarge, bits, kMaxTextBits};
    const std::string text = withoutSpace(rawText);
    const std::size_t byteCount = static_cast<std::size_t>((bits + 7) / 8);
    std::vector<std::uint8_t> bytes;
    switch (encoding) {
    case TextEncoding::Binary: {
        if (text.size() != bits)
            return Errc::InvalidText;
        std::vector<bool> out(static_cast<std::size_t>(bits));
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] != '0' && text[i] != '1')
                return Errc::InvalidText;
            out[i] = text[i] == '1';
        }
        return out;
    }
    case TextEncoding::Hex: {
        if (text.size() % 2 != 0)
            return Errc::InvalidText;
        for (std::size_t i = 0; i < text.size(); i += 2) {
            const int hi = hexValue(text[i]);
            const int lo = hexValue(text[i + 1]);
            if (hi < 0 || lo < 0)
                return Errc::InvalidText;
            bytes.push_back(static_cast<std::uint8_t>(hi * 16 + lo));
        }
        break;
    }
    case TextEncoding::Base64: {
        auto decoded = decodeBase64(text);
        if (!decoded)
            return decoded.error();
        bytes = std::move(decoded).value();
        break;
    }
    case TextEncoding::Decimal: {
        auto decoded = decodeDecimal(text, byteCount);
        if (!decoded)
            return decoded.error();
        bytes = std::move(decoded).value();
        break;
    }
    }
    // Hex and Base64 carry exactly the filter's bytes; Decimal drops leading zero bytes.
    if (encoding != TextEncoding::Decimal && bytes.size() != byteCount)
        return Errc::InvalidText;
    std::vector<bool> out(static_cast<std::size_t>(bits));
    for (std::size_t i = 0; i < bytes.size() * 8; ++i) {
        if (((bytes[i / 8] >> (i % 8)) & 1) == 0)
            continue;
        if (i >= bits)
            return Errc::InvalidText; // a bit past m
        out[i] = true;
    }
    return out;
}

Result<BloomFilter> decodeFilter(std::string_view text, TextEncoding encoding, std::uint64_t bits,
    std::uint32_t hashes, HashSchemePtr scheme)
{
    auto decoded = decodeBits(text, encoding, bits);
    if (!decoded)
        return decoded.error();
    auto filter = BloomFilter::create(bits, hashes, std::move(scheme));
    if (!filter)
        return filter.error();
    std::vector<std::uint64_t> words(static_cast<std::size_t>(detail::wordsForBits(bits)), 0);
    for (std::size_t i = 0; i < decoded->size(); ++i) {
        if ((*decoded)[i])
            words[i / 64] |= std::uint64_t {1} << (i % 64);
    }
    if (const Status ok = filter->assignWords(words, 0); !ok)
        return ok.error();
    return filter;
}

} // namespace bloom
