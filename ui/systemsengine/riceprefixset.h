#pragma once
// The prefix set Chrome moved to from its Bloom filter in 2011, in the form the Safe Browsing
// Update API v4 ships it: 32-bit hash prefixes, sorted, the first kept as it is and each next one
// as its difference from the one before, the differences Rice-Golomb coded.
//
// Rice coding with parameter k writes a difference d as q = d >> k in unary (q one-bits, then a
// zero-bit) followed by the k low bits of d, least significant first. Bits fill each byte from its
// least significant bit up, and the last byte's unused high bits are zero (v4's compression page).
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace systems {

// v4 documents the parameter as a number from 2 to 28.
inline constexpr std::uint32_t kMinRiceParameter = 2;
inline constexpr std::uint32_t kMaxRiceParameter = 28;

// v4's RiceDeltaEncoding message.
struct RiceDeltaEncoding {
    std::uint32_t firstValue = 0;
    std::uint32_t riceParameter = kMinRiceParameter;
    std::uint32_t entryCount = 0; // differences coded: one fewer than the values, as v4's num_entries
    std::vector<std::uint8_t> encodedData;

    // Bytes to ship: the coded differences and the three numbers as 4-byte fields. (v4 wraps them in
    // protobuf varints, a byte or two smaller; the difference is noise next to the data.)
    [[nodiscard]] std::uint64_t byteCount() const noexcept { return encodedData.size() + 12; }
    [[nodiscard]] std::uint64_t valueCount() const noexcept { return std::uint64_t {entryCount} + 1; }
};

// Bits the differences of `sortedDistinct` take at parameter k: Σ (dᵢ >> k) + 1 + k.
[[nodiscard]] std::uint64_t riceEncodedBits(std::span<const std::uint32_t> sortedDistinct, std::uint32_t k);

// The parameter in v4's range that makes the data shortest, found by trying each one. (v4 states the
// range but not how its server chooses; for n prefixes spread over 2³² the answer lands near
// log₂(ln 2 · 2³²/n), the Golomb optimum for geometric gaps.)
[[nodiscard]] std::uint32_t bestRiceParameter(std::span<const std::uint32_t> sortedDistinct);

// `sortedDistinct` must be strictly increasing and non-empty: like v4's message, an empty list
// could not be told from the list {0}.
[[nodiscard]] RiceDeltaEncoding riceEncode(std::span<const std::uint32_t> sortedDistinct, std::uint32_t k);
[[nodiscard]] RiceDeltaEncoding riceEncode(std::span<const std::uint32_t> sortedDistinct);

// The values back, or nothing when the data ends early, a value passes 2³² − 1 or the parameter is
// outside v4's range: a client must not trust what it was shipped.
[[nodiscard]] std::optional<std::vector<std::uint32_t>> riceDecode(const RiceDeltaEncoding &encoding);

} // namespace systems
