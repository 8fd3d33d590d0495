#pragma once
// Shared by the .bloom loader targets: each input is loaded as given, and again with its checksum
// made right, so the fuzzer reaches the checks behind the checksum instead of stopping at it.

#include <bloom/serialize.h>

#include <xxhash.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

template <typename Load> void loadAsGivenAndRepaired(std::span<const std::uint8_t> input, Load &&load)
{
    load(input);
    if (input.size() < bloom::kFileHeaderBytes + bloom::kFileChecksumBytes)
        return;
    std::vector<std::uint8_t> fixed(input.begin(), input.end());
    const std::size_t checked = fixed.size() - bloom::kFileChecksumBytes;
    const XXH64_hash_t sum = XXH3_64bits(fixed.data(), checked);
    for (std::size_t i = 0; i < 8; ++i)
        fixed[checked + i] = static_cast<std::uint8_t>(sum >> (8 * i));
    load(std::span<const std::uint8_t>(fixed));
}
