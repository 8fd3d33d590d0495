// The .bloom loader on cuckoo files: deserializeCuckoo must never crash, whatever loads must keep
// the filter's invariants and survive serialize → deserialize unchanged, and a loaded filter must
// go on working: every key it then stores answers, and removing it again succeeds.
//
// As in fuzz_filter_loader, each input is also tried with its checksum recomputed, so the fuzzer
// reaches the header, victim and table checks behind it.

#include "fuzz_check.h"
#include "fuzz_file.h"

#include <bloom/serialize.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace {

std::uint64_t occupiedSlots(const bloom::CuckooFilter &filter)
{
    std::uint64_t occupied = 0;
    for (std::uint64_t b = 0; b < filter.bucketCount(); ++b)
        for (const std::uint16_t value : filter.bucket(b))
            occupied += value != 0 ? 1u : 0u;
    return occupied;
}

void checkInvariants(const bloom::CuckooFilter &filter)
{
    FUZZ_CHECK(occupiedSlots(filter) + (filter.isFull() ? 1u : 0u) == filter.itemCount());
    if (const auto victim = filter.victim()) {
        FUZZ_CHECK(victim->fingerprint != 0 && victim->bucket < filter.bucketCount());
        const std::uint64_t other = filter.alternateBucket(victim->bucket, victim->fingerprint);
        for (const std::uint64_t b : {victim->bucket, other})
            for (const std::uint16_t value : filter.bucket(b))
                FUZZ_CHECK(value != 0);
    }
}

void roundTrip(const bloom::CuckooFilter &loaded)
{
    const std::vector<std::uint8_t> bytes = bloom::serialize(loaded);
    auto header = bloom::readFileHeader(bytes);
    FUZZ_CHECK(header.has_value());
    FUZZ_CHECK(header->kind == bloom::FilterKind::Cuckoo);
    FUZZ_CHECK(header->bits == loaded.slotCount() && header->hashes == loaded.fingerprintBits());
    auto again = bloom::deserializeCuckoo(bytes);
    FUZZ_CHECK(again.has_value());
    FUZZ_CHECK(again->itemCount() == loaded.itemCount());
    FUZZ_CHECK(again->kickState() == loaded.kickState());
    FUZZ_CHECK(again->victim() == loaded.victim());
    FUZZ_CHECK(std::ranges::equal(again->tableWords(), loaded.tableWords()));
    FUZZ_CHECK(bloom::serialize(*again) == bytes);
    FUZZ_CHECK(bloom::deserialize(bytes).error().code == bloom::Errc::WrongKind);
    FUZZ_CHECK(bloom::deserializeCounting(bytes).error().code == bloom::Errc::WrongKind);
}

// A few operations on whatever state the file described, full or not, with its generator.
void exercise(bloom::CuckooFilter filter)
{
    for (int i = 0; i < 4; ++i) {
        const std::string key = "fuzz" + std::to_string(i);
        const bloom::Status added = filter.add(key);
        if (added) {
            FUZZ_CHECK(filter.mightContain(key));
            FUZZ_CHECK(filter.remove(key).has_value());
        } else {
            FUZZ_CHECK(
                added.error().code == bloom::Errc::Full || added.error().code == bloom::Errc::DuplicateLimit);
        }
        checkInvariants(filter);
    }
}

void loadAll(std::span<const std::uint8_t> bytes)
{
    const auto header = bloom::readFileHeader(bytes);
    auto cuckoo = bloom::deserializeCuckoo(bytes);
    if (!cuckoo)
        return;
    FUZZ_CHECK(header.has_value() && header->kind == bloom::FilterKind::Cuckoo);
    FUZZ_CHECK(header->bits == cuckoo->slotCount() && header->itemCount == cuckoo->itemCount());
    checkInvariants(*cuckoo);
    roundTrip(*cuckoo);
    // Bounded, so one input never costs more than a few chains.
    if (cuckoo->bucketCount() <= 4096)
        exercise(*cuckoo);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    loadAsGivenAndRepaired(std::span<const std::uint8_t>(data, size),
        [](std::span<const std::uint8_t> bytes) { loadAll(bytes); });
    return 0;
}
