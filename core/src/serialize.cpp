#include "bit_math.h"

#include <bloom/memory.h>
#include <bloom/serialize.h>

#include <xxhash.h>

#include <array>
#include <bit>
#include <cstring>

namespace bloom {

namespace {

constexpr std::array<std::uint8_t, 4> kMagic {'B', 'L', 'M', 'F'};

template <typename T> void put(std::vector<std::uint8_t> &out, T value)
{
    for (std::size_t i = 0; i < sizeof(T); ++i)
        out.push_back(static_cast<std::uint8_t>(static_cast<std::uint64_t>(value) >> (8 * i)));
}

template <typename T> T get(std::span<const std::uint8_t> bytes, std::size_t offset)
{
    std::uint64_t value = 0;
    for (std::size_t i = 0; i < sizeof(T); ++i)
        value |= static_cast<std::uint64_t>(bytes[offset + i]) << (8 * i);
    return static_cast<T>(value);
}

std::vector<std::uint8_t> writeFile(const FileHeader &h, std::span<const std::uint8_t> payload)
{
    std::vector<std::uint8_t> out;
    out.reserve(kFileHeaderBytes + payload.size() + kFileChecksumBytes);
    for (std::uint8_t b : kMagic)
        out.push_back(b);
    put(out, h.version);
    put(out, static_cast<std::uint8_t>(h.kind));
    put(out, static_cast<std::uint8_t>(h.hash));
    put(out, h.bits);
    put(out, h.hashes);
    put(out, h.counterWidth);
    put(out, std::uint8_t {0});
    put(out, std::uint16_t {0});
    put(out, h.seed);
    put(out, h.itemCount);
    put(out, static_cast<std::uint64_t>(payload.size()));
    const std::size_t at = out.size();
    out.resize(at + payload.size());
    if (!payload.empty())
        std::memcpy(out.data() + at, payload.data(), payload.size());
    put(out, XXH3_64bits(out.data(), out.size()));
    return out;
}

FileHeader headerFor(
    const HashScheme &scheme, FilterKind kind, std::uint64_t bits, std::uint32_t hashes, std::uint64_t items)
{
    if (!isSerializable(scheme))
        throw InvalidArgument(Error {Errc::Unserializable});
    FileHeader h;
    h.version = formatVersionFor(kind);
    h.kind = kind;
    h.hash = scheme.kind();
    h.bits = bits;
    h.hashes = hashes;
    h.seed = scheme.seed();
    h.itemCount = items;
    return h;
}

// Whether m and k can describe a cuckoo table at all, checked before m·f is computed so that
// the product cannot overflow.
bool isCuckooShape(const FileHeader &h)
{
    return h.bits >= CuckooFilter::kSlotsPerBucket && std::has_single_bit(h.bits)
        && h.bits / CuckooFilter::kSlotsPerBucket <= CuckooFilter::kMaxBuckets
        && h.hashes >= CuckooFilter::kMinFingerprintBits && h.hashes <= CuckooFilter::kMaxFingerprintBits;
}

std::uint64_t expectedPayload(const FileHeader &h)
{
    switch (h.kind) {
    case FilterKind::Classic: return detail::wordsForBits(h.bits) * 8;
    case FilterKind::Counting: return countingStorageBytes(h.bits, static_cast<CounterWidth>(h.counterWidth));
    case FilterKind::Cuckoo: return kCuckooPayloadPrefixBytes + detail::wordsForBits(h.bits * h.hashes) * 8;
    }
    return 0;
}

bool widthFits(const FileHeader &h)
{
    switch (h.kind) {
    case FilterKind::Classic: return h.counterWidth == 0;
    case FilterKind::Counting: return h.counterWidth == 4 || h.counterWidth == 8;
    case FilterKind::Cuckoo: return h.counterWidth == CuckooFilter::kSlotsPerBucket;
    }
    return false;
}

} // namespace

bool isSerializable(const HashScheme &scheme) noexcept
{
    return scheme.kind() != HashKind::Scripted;
}

std::vector<std::uint8_t> serialize(const BloomFilter &filter)
{
    const FileHeader h = headerFor(
        filter.hashScheme(), FilterKind::Classic, filter.bitCount(), filter.hashCount(), filter.itemCount());
    std::vector<std::uint8_t> payload;
    payload.reserve(filter.words().size() * 8);
    for (std::uint64_t word : filter.words())
        put(payload, word);
    return writeFile(h, payload);
}

std::vector<std::uint8_t> serialize(const CountingBloomFilter &filter)
{
    FileHeader h = headerFor(filter.hashScheme(), FilterKind::Counting, filter.counterCount(),
        filter.hashCount(), filter.itemCount());
    h.counterWidth = static_cast<std::uint8_t>(filter.width());
    return writeFile(h, filter.storage());
}

std::vector<std::uint8_t> serialize(const CuckooFilter &filter)
{
    FileHeader h;
    h.version = formatVersionFor(FilterKind::Cuckoo);
    h.kind = FilterKind::Cuckoo;
    h.hash = HashKind::Enhanced;
    h.bits = filter.slotCount();
    h.hashes = filter.fingerprintBits();
    h.counterWidth = static_cast<std::uint8_t>(CuckooFilter::kSlotsPerBucket);
    h.seed = filter.seed();
    h.itemCount = filter.itemCount();
    const std::optional<CuckooVictim> victim = filter.victim();
    std::vector<std::uint8_t> payload;
    payload.reserve(kCuckooPayloadPrefixBytes + filter.tableWords().size() * 8);
    put(payload, filter.kickState());
    put(payload, victim ? victim->bucket : std::uint64_t {0});
    put(payload, victim ? std::uint64_t {victim->fingerprint} : std::uint64_t {0});
    for (std::uint64_t word : filter.tableWords())
        put(payload, word);
    return writeFile(h, payload);
}

Result<FileHeader> readFileHeader(std::span<const std::uint8_t> bytes)
{
    if (bytes.size() >= kMagic.size() && !std::equal(kMagic.begin(), kMagic.end(), bytes.begin()))
        return Errc::BadMagic;
    if (bytes.size() < kFileHeaderBytes + kFileChecksumBytes)
        return Errc::Truncated;
    FileHeader h;
    h.version = get<std::uint16_t>(bytes, 4);
    if (h.version == 0 || h.version > kFormatVersion)
        return Error {Errc::UnknownVersion, h.version, kFormatVersion};
    const auto kind = get<std::uint8_t>(bytes, 6);
    if (kind > static_cast<std::uint8_t>(FilterKind::Cuckoo))
        return Errc::UnknownKind;
    h.kind = static_cast<FilterKind>(kind);
    // A version that predates the kind cannot have written it.
    if (h.version < formatVersionFor(h.kind))
        return Errc::UnknownKind;
    h.payloadBytes = get<std::uint64_t>(bytes, 40);
    const std::uint64_t available = bytes.size() - kFileHeaderBytes - kFileChecksumBytes;
    if (h.payloadBytes > available)
        return Errc::Truncated;
    if (h.payloadBytes < available)
        return Errc::InconsistentSizes;
    const std::size_t checked = bytes.size() - kFileChecksumBytes;
    if (XXH3_64bits(bytes.data(), checked) != get<std::uint64_t>(bytes, checked))
        return Errc::ChecksumMismatch;

    const auto hash = get<std::uint8_t>(bytes, 7);
    if (!isNameableHashKind(hash))
        return Errc::UnknownHashScheme;
    h.hash = static_cast<HashKind>(hash);
    h.bits = get<std::uint64_t>(bytes, 8);
    h.hashes = get<std::uint32_t>(bytes, 16);
    h.counterWidth = get<std::uint8_t>(bytes, 20);
    h.seed = get<std::uint64_t>(bytes, 24);
    h.itemCount = get<std::uint64_t>(bytes, 32);
    const bool reservedClear = bytes[21] == 0 && bytes[22] == 0 && bytes[23] == 0;
    if (h.kind == FilterKind::Cuckoo && h.hash != HashKind::Enhanced)
        return Errc::UnknownHashScheme;
    if (h.bits == 0 || h.hashes == 0 || h.hashes > kMaxHashes || !reservedClear || !widthFits(h))
        return Errc::InconsistentSizes;
    if (h.kind == FilterKind::Cuckoo && !isCuckooShape(h))
        return Errc::InconsistentSizes;
    if (expectedPayload(h) != h.payloadBytes)
        return Errc::InconsistentSizes;
    return h;
}

Result<BloomFilter> deserialize(std::span<const std::uint8_t> bytes)
{
    auto header = readFileHeader(bytes);
    if (!header)
        return header.error();
    if (header->kind != FilterKind::Classic)
        return Errc::WrongKind;
    auto scheme = createHashScheme(header->hash, header->seed);
    if (!scheme)
        return scheme.error();
    auto filter = BloomFilter::create(header->bits, header->hashes, std::move(scheme).value());
    if (!filter)
        return filter.error();
    std::vector<std::uint64_t> words(static_cast<std::size_t>(header->payloadBytes / 8));
    for (std::size_t i = 0; i < words.size(); ++i)
        words[i] = get<std::uint64_t>(bytes, kFileHeaderBytes + i * 8);
    if (const Status ok = filter->assignWords(words, header->itemCount); !ok)
        return ok.error();
    return filter;
}

Result<CountingBloomFilter> deserializeCounting(std::span<const std::uint8_t> bytes)
{
    auto header = readFileHeader(bytes);
    if (!header)
        return header.error();
    if (header->kind != FilterKind::Counting)
        return Errc::WrongKind;
    auto scheme = createHashScheme(header->hash, header->seed);
    if (!scheme)
        return scheme.error();
    auto filter = CountingBloomFilter::create(header->bits, header->hashes,
        static_cast<CounterWidth>(header->counterWidth), std::move(scheme).value());
    if (!filter)
        return filter.error();
    const auto payload = bytes.subspan(kFileHeaderBytes, static_cast<std::size_t>(header->payloadBytes));
    if (const Status ok = filter->assignStorage(payload, header->itemCount); !ok)
        return ok.error();
    return filter;
}

Result<CuckooFilter> deserializeCuckoo(std::span<const std::uint8_t> bytes)
{
    auto header = readFileHeader(bytes);
    if (!header)
        return header.error();
    if (header->kind != FilterKind::Cuckoo)
        return Errc::WrongKind;
    const auto payload = bytes.subspan(kFileHeaderBytes, static_cast<std::size_t>(header->payloadBytes));
    const auto kickState = get<std::uint64_t>(payload, 0);
    const auto victimBucket = get<std::uint64_t>(payload, 8);
    const auto victimFingerprint = get<std::uint64_t>(payload, 16);
    // No victim is all zeros; a victim has a fingerprint, which assignState() checks further.
    if (victimFingerprint == 0 && victimBucket != 0)
        return Errc::InconsistentSizes;
    if (victimFingerprint >> header->hashes != 0)
        return Errc::InconsistentSizes;
    std::optional<CuckooVictim> victim;
    if (victimFingerprint != 0)
        victim = CuckooVictim {victimBucket, static_cast<std::uint16_t>(victimFingerprint)};
    // The header has matched m·f against the payload, so the table is no larger than the bytes.
    auto filter = CuckooFilter::createWithBuckets(
        header->bits / CuckooFilter::kSlotsPerBucket, header->hashes, header->seed);
    if (!filter)
        return filter.error();
    std::vector<std::uint64_t> words((payload.size() - kCuckooPayloadPrefixBytes) / 8);
    for (std::size_t i = 0; i < words.size(); ++i)
        words[i] = get<std::uint64_t>(payload, kCuckooPayloadPrefixBytes + i * 8);
    if (const Status ok = filter->assignState(words, victim, kickState, header->itemCount); !ok)
        return ok.error();
    return filter;
}

} // namespace bloom
