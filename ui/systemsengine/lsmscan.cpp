// Range scans: what whole-key filters cannot do, and what a prefix filter does for a scan that
// stays inside one prefix.
#include "systemsengine/lsmdetail.h"
#include "systemsengine/lsmstore.h"

#include <rocksdb/iterator.h>
#include <rocksdb/perf_context.h>

namespace systems {

namespace {

// Seeks to start and reads up to `keys` entries. stopOutside, when not empty, ends the scan at
// the first key without that prefix, as an application does when RocksDB does not bound it.
LsmResult<ScanCounts> countScan(detail::Database &db, const rocksdb::ReadOptions &read,
    std::string_view start, int keys, std::string_view stopOutside)
{
    auto *perf = rocksdb::get_perf_context();
    perf->Reset();
    const auto before = detail::TickerSnapshot::of(db.stats.get());
    ScanCounts counts;
    {
        const std::unique_ptr<rocksdb::Iterator> it(db.db->NewIterator(read));
        for (it->Seek(rocksdb::Slice(start.data(), start.size()));
             it->Valid() && counts.keysReturned < static_cast<std::uint64_t>(keys); it->Next()) {
            if (!stopOutside.empty()
                && !it->key().starts_with(rocksdb::Slice(stopOutside.data(), stopOutside.size())))
                break;
            ++counts.keysReturned;
        }
        if (!it->status().ok())
            return detail::failureFrom(it->status(), LsmError::ReadFailed);
    }
    counts.blockReads = perf->block_read_count;
    const auto tickers = detail::TickerSnapshot::of(db.stats.get()).since(before);
    counts.prefixChecked = tickers.prefixChecked();
    counts.prefixUseful = tickers.prefixUseful();
    return counts;
}

} // namespace

LsmResult<ScanResult> LsmStore::scan(std::string_view startKey, int keys)
{
    if (startKey.empty())
        return LsmError::EmptyKey;
    if (startKey.size() > kMaxKeyBytes)
        return LsmError::KeyTooLong;
    if (keys < 1 || keys > kMaxScanKeys)
        return LsmError::ScanLengthOutOfRange;
    if (auto closed = detail::ensureOpen(*m_state))
        return *closed;
    auto &state = *m_state;
    detail::PerfScope perf(rocksdb::PerfLevel::kEnableCount);

    ScanResult result;
    result.startKey = std::string(startKey);
    result.requestedKeys = keys;
    result.absentPrefix = state.keys.absentPrefix();
    result.presentPrefix = state.keys.presentPrefix();

    // A plain range scan seeks in every file and merges them: no key to test a filter with.
    const rocksdb::ReadOptions plain;
    auto filtered = countScan(state.filtered, plain, startKey, keys, {});
    if (!filtered)
        return filtered.error();
    result.wholeKeyFiltered = filtered.value();
    auto unfiltered = countScan(state.unfiltered, plain, startKey, keys, {});
    if (!unfiltered)
        return unfiltered.error();
    result.unfiltered = unfiltered.value();

    // Bounded: RocksDB knows the scan stays in the seek key's prefix, so each file's prefix
    // filter may rule the file out before any data block is read.
    rocksdb::ReadOptions bounded;
    bounded.prefix_same_as_start = true;
    // Unbounded: total order, as any scan that may run past the prefix must be; no filter applies.
    rocksdb::ReadOptions unbounded;
    unbounded.total_order_seek = true;

    const auto measure = [&](const std::string &prefix, ScanCounts &boundedOut,
                             ScanCounts &unboundedOut) -> std::optional<LsmFailure> {
        auto b = countScan(state.prefix, bounded, prefix, keys, {});
        if (!b)
            return b.error();
        boundedOut = b.value();
        auto u = countScan(state.prefix, unbounded, prefix, keys, prefix);
        if (!u)
            return u.error();
        unboundedOut = u.value();
        return std::nullopt;
    };
    if (auto failed = measure(result.absentPrefix, result.absentBounded, result.absentUnbounded))
        return *failed;
    if (auto failed = measure(result.presentPrefix, result.presentBounded, result.presentUnbounded))
        return *failed;
    return result;
}

} // namespace systems
