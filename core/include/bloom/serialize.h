#pragma once
// The .bloom file format, all integers little-endian:
//
//   0  "BLMF"        4  version (u16)   6  kind (u8)   7  hash scheme (u8)
//   8  m (u64)      16  k (u32)        20  counter width (u8), 3 reserved zero bytes
//  24  seed (u64)   32  item count (u64)  40  payload length (u64)
//  48  payload      then XXH3-64 of every byte before it (u64)
//
// Versions: 1 knows the classic and counting kinds; 2 adds the cuckoo kind and nothing else. A
// file carries the lowest version that holds it, so classic and counting files stay version 1 and
// BloomLab 0.1 keeps reading them, while it refuses a cuckoo file as too new (UnknownVersion) in
// place of misreading it. A version 1 file that names kind 2 is refused (UnknownKind).
//
// A cuckoo file fills the header so: m = the slot count, bucket count × 4 (a power of two);
// k = the fingerprint bits f, 4 … 16; the counter width byte = the slots per bucket, 4; the hash
// scheme byte = 4 (the default's tag; the cuckoo filter has one hashing, XXH3-64 with the seed,
// and any other value is UnknownHashScheme); the item count includes the victim. Its payload:
//  +0  the relocation generator's state (u64)
//  +8  victim bucket (u64), 0 when there is no victim
// +16  victim fingerprint (u64), 0 when there is no victim
// +24  ⌈m·f/64⌉ words (u64) of packed fingerprints, slot s at bits [s·f, (s+1)·f) of the stream,
//      slot s being slot s mod 4 of bucket ⌊s/4⌋; the bits past m·f are 0.
//
// Loading checks everything against the bytes it was given before allocating, so a header that
// claims a terabyte filter costs nothing: the payload must be present, and it must match m.

#include <bloom/bloom_filter.h>
#include <bloom/counting_filter.h>
#include <bloom/cuckoo_filter.h>
#include <bloom/result.h>

#include <cstdint>
#include <span>
#include <vector>

namespace bloom {

inline constexpr std::uint16_t kFormatVersion = 2; // the newest this build reads
inline constexpr std::size_t kFileHeaderBytes = 48;
inline constexpr std::size_t kFileChecksumBytes = 8;

enum class FilterKind : std::uint8_t { Classic = 0, Counting = 1, Cuckoo = 2 };

// The first version that knows the kind, which a file of that kind carries.
[[nodiscard]] constexpr std::uint16_t formatVersionFor(FilterKind kind) noexcept
{
    return kind == FilterKind::Cuckoo ? 2 : 1;
}

inline constexpr std::size_t kCuckooPayloadPrefixBytes = 24; // generator state, victim bucket, victim

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
[[nodiscard]] std::vector<std::uint8_t> serialize(const CuckooFilter &filter);

// Validates the whole file (magic, version, kind, sizes, checksum) and returns its header.
[[nodiscard]] Result<FileHeader> readFileHeader(std::span<const std::uint8_t> bytes);

[[nodiscard]] Result<BloomFilter> deserialize(std::span<const std::uint8_t> bytes);
[[nodiscard]] Result<CountingBloomFilter> deserializeCounting(std::span<const std::uint8_t> bytes);
// Beyond the header: the victim and item count must agree with the table (see
// CuckooFilter::assignState), else InconsistentSizes.
[[nodiscard]] Result<CuckooFilter> deserializeCuckoo(std::span<const std::uint8_t> bytes);

} // namespace bloom
