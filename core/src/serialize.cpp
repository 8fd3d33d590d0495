#include "bit_math.h"

#include <bloom/memory.h>
#include <bloom/serialize.h>

#include <xxhash.h>

#include <array>
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
    h.kind = kind;
    h.hash = scheme.kind();
    h.bits = bits;
    h.hashes = hashes;
    h.seed = scheme.seed();
    h.itemCount = items;
    return h;
}

std::uint64_t expectedPayload(const FileHeader &h)
{
    if (h.kind == FilterKind::Classic)
        return detail::wordsForBits(h.bits) * 8;
    return countingStorageBytes(h.bits, static_cast<CounterWidth>(h.counterWidth));
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
    if (kind > static_cast<std::uint8_t>(FilterKind::Counting))
        return Errc::UnknownKind;
    h.kind = static_cast<FilterKind>(kind);
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
    const bool widthOk
        = h.kind == FilterKind::Classic ? h.counterWidth == 0 : (h.counterWidth == 4 || h.counterWidth == 8);
    if (h.bits == 0 || h.hashes == 0 || h.hashes > kMaxHashes || !reservedClear || !widthOk)
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

} // namespace bloom
