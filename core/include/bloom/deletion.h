#pragma once
// Why a plain Bloom filter cannot delete. The only deletion it allows is clearing the key's bits,
// and any other key that shared one of those bits then tests absent: a false negative, the one
// error a Bloom filter promises never to make.

#include <bloom/bloom_filter.h>
#include <bloom/provenance.h>
#include <bloom/trace.h>

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace bloom {

// Clears every bit of `key`. The trace is an Operation::Remove with each bit's before and after.
Trace naiveRemove(BloomFilter &filter, std::string_view key);

struct FalseNegative {
    std::string key;
    std::vector<std::uint64_t> clearedPositions; // the key's bits that the removal cleared
};

// Among `keys` (all added, the removed one excluded by the caller or skipped here), those the
// filter now reports absent, with the cleared bits each one needed.
[[nodiscard]] std::vector<FalseNegative> findFalseNegatives(
    const BloomFilter &filter, std::span<const std::string> keys, const Trace &removal);

// The prediction from provenance alone: every other key that shares a position with the removed
// key breaks, and no other key does. In insertion order.
[[nodiscard]] std::vector<std::string> predictFalseNegatives(
    const Provenance &provenance, std::string_view removedKey);

} // namespace bloom
