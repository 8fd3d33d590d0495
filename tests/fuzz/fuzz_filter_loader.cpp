// The .bloom loader on arbitrary bytes: readFileHeader, deserialize and deserializeCounting must
// never crash, and whatever loads must survive serialize → deserialize unchanged.
//
// A random input almost never carries a valid XXH3 checksum, so each input is also tried with its
// last 8 bytes replaced by the right checksum; that lets the fuzzer reach the header and payload
// checks behind it.

#include "fuzz_check.h"
#include "fuzz_file.h"

#include <bloom/serialize.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace {

void checkClassic(const bloom::BloomFilter &loaded)
{
    const std::vector<std::uint8_t> bytes = bloom::serialize(loaded);
    auto header = bloom::readFileHeader(bytes);
    FUZZ_CHECK(header.has_value());
    FUZZ_CHECK(header->kind == bloom::FilterKind::Classic);
    FUZZ_CHECK(header->bits == loaded.bitCount());
    auto again = bloom::deserialize(bytes);
    FUZZ_CHECK(again.has_value());
    FUZZ_CHECK(again->bitCount() == loaded.bitCount());
    FUZZ_CHECK(again->hashCount() == loaded.hashCount());
    FUZZ_CHECK(again->itemCount() == loaded.itemCount());
    FUZZ_CHECK(std::ranges::equal(again->words(), loaded.words()));
    FUZZ_CHECK(bloom::serialize(*again) == bytes);
    FUZZ_CHECK(bloom::deserializeCounting(bytes).error().code == bloom::Errc::WrongKind);
}

void checkCounting(const bloom::CountingBloomFilter &loaded)
{
    const std::vector<std::uint8_t> bytes = bloom::serialize(loaded);
    auto header = bloom::readFileHeader(bytes);
    FUZZ_CHECK(header.has_value());
    FUZZ_CHECK(header->kind == bloom::FilterKind::Counting);
    auto again = bloom::deserializeCounting(bytes);
    FUZZ_CHECK(again.has_value());
    FUZZ_CHECK(again->counterCount() == loaded.counterCount());
    FUZZ_CHECK(again->hashCount() == loaded.hashCount());
    FUZZ_CHECK(again->width() == loaded.width());
    FUZZ_CHECK(again->itemCount() == loaded.itemCount());
    FUZZ_CHECK(again->nonZeroCount() == loaded.nonZeroCount());
    FUZZ_CHECK(std::ranges::equal(again->storage(), loaded.storage()));
    FUZZ_CHECK(bloom::serialize(*again) == bytes);
    FUZZ_CHECK(bloom::deserialize(bytes).error().code == bloom::Errc::WrongKind);
}

void loadAll(std::span<const std::uint8_t> bytes)
{
    const auto header = bloom::readFileHeader(bytes);
    const auto classic = bloom::deserialize(bytes);
    const auto counting = bloom::deserializeCounting(bytes);
    // A file is one kind or the other, never both, and only a valid header loads.
    FUZZ_CHECK(!(classic.has_value() && counting.has_value()));
    if (classic.has_value() || counting.has_value())
        FUZZ_CHECK(header.has_value());
    if (classic) {
        FUZZ_CHECK(header->bits == classic->bitCount() && header->hashes == classic->hashCount());
        checkClassic(*classic);
    }
    if (counting) {
        FUZZ_CHECK(header->bits == counting->counterCount() && header->hashes == counting->hashCount());
        checkCounting(*counting);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    loadAsGivenAndRepaired(std::span<const std::uint8_t>(data, size),
        [](std::span<const std::uint8_t> bytes) { loadAll(bytes); });
    return 0;
}
