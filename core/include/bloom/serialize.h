#pragma once
// The .bloom file format, version 1, all integers little-endian:
//
//   0  "BLMF"        4  version (u16)   6  kind (u8)   7  hash scheme (u8)
//   8  m (u64)      16  k (u32)        20  counter width (u8), 3 reserved zero bytes
//  24  seed (u64)   32  item count (u64)  40  payload length (u64)
//  48  payload      then XXH3-64 of every byte before it (u64)
//
// Loading checks everything against the bytes it was given before allocating, so a header that
// claims a terabyte filter costs nothing: the payload must be present, and it must match m.

#include <bloom/bloom_filter.h>
#include <bloom/counting_filter.h>
#include <bloom/result.h>

#include <cstdint>
#include <span>
#include <vector>

namespace bloom {

inline constexpr std::uint16_t kFormatVersion = 1;
inline constexpr std::size_t kFileHeaderBytes = 48;
inline constexpr std::size_t kFileChecksumBytes = 8;

enum class FilterKind : std::uint8_t { Classic = 0, Counting = 1 };

struct FileHeader {
    std::uint16_t version = kFormatVersion;
    FilterKind kind = FilterKind::Classic;
    HashKind hash = HashKind::Enhanced;
    std::uint64_t bits = 0;
    std::uint32_t hashes = 0;
    std::uint8_t counterWidth = 0;
    std::uint64_t seed = 0;
    std::uint64_t itemCount = 0;
    std::uint64_t payloadBytes = 0;
};

// Scripted hashing lives in a lesson, not in a file.
[[nodiscard]] bool isSerializable(const HashScheme &scheme) noexcept;

// Throw InvalidArgument(Errc::Unserializable) for a filter with scripted hashing.
[[nodiscard]] std::vector<std::uint8_t> serialize(const BloomFilter &filter);
[[nodiscard]] std::vector<std::uint8_t> serialize(const CountingBloomFilter &filter);

// Validates the whole file (magic, version, kind, sizes, checksum) and returns its header.
[[nodiscard]] Result<FileHeader> readFileHeader(std::span<const std::uint8_t> bytes);

[[nodiscard]] Result<BloomFilter> deserialize(std::span<const std::uint8_t> bytes);
[[nodiscard]] Result<CountingBloomFilter> deserializeCounting(std::span<const std::uint8_t> bytes);

} // namespace bloom
