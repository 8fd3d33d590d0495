// Compaction: the overlapping files merged into one, and their filters built again on the way.
#include "systemsengine/lsmdetail.h"
#include "systemsengine/lsmstore.h"

#include <rocksdb/options.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <thread>

namespace systems {

namespace {

// A merged file is written beside the files it replaces before they go.
constexpr std::uint64_t kCompactionBytesPerKey = 96 * 3;

// Merges everything, down to the bottommost level. kForce: without it CompactRange leaves
// bottommost files as they are, filters and all.
std::optional<LsmFailure> compactAll(detail::Database &db, RunControl &control)
{
    std::atomic<bool> cancelled {false};
    rocksdb::CompactRangeOptions options;
    options.bottommost_level_compaction = rocksdb::BottommostLevelCompaction::kForce;
    options.canceled = &cancelled;
    // CompactRange blocks this thread; the watcher carries the page's Cancel into RocksDB's flag.
    std::jthread watcher([&control, &cancelled](const std::stop_token &stop) {
        while (!stop.stop_requested()) {
            if (control.isCancelled()) {
                cancelled.store(true);
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    });
    const auto status = db.db->CompactRange(options, nullptr, nullptr);
    watcher.request_stop();
    watcher.join();
    if (status.ok())
        return std::nullopt;
    if (control.isCancelled())
        return LsmFailure {LsmError::Cancelled, status.ToString(), 0, 0};
    return detail::failureFrom(status, LsmError::CompactionFailed);
}

// Closes the database and opens it again with a Bloom policy of bitsPerKey: RocksDB keeps a
// filter inside its file, so only files written after this carry filters of the new size.
std::optional<LsmFailure> reopen(
    detail::Database &db, detail::DbKind kind, double bitsPerKey, int prefixLength)
{
    const auto path = db.path;
    db.db.reset();
    auto opened = detail::openDatabase(path, kind, bitsPerKey, prefixLength, false);
    if (!opened)
        return opened.error();
    db = std::move(opened).value();
    return std::nullopt;
}

} // namespace

LsmResult<CompactionResult> LsmStore::compact(
    std::optional<double> newBitsPerKey, RunControl &control, int measureLookups)
{
    if (newBitsPerKey
        && !(*newBitsPerKey >= LsmSettings::kMinBitsPerKey && *newBitsPerKey <= LsmSettings::kMaxBitsPerKey))
        return LsmError::BitsPerKeyOutOfRange;
    if (measureLookups < 1 || measureLookups > kMaxLookups)
        return LsmError::LookupsOutOfRange;
    auto &state = *m_state;
    if (auto closed = detail::ensureOpen(state))
        return *closed;
    if (control.isCancelled())
        return LsmError::Cancelled;
    if (auto full = detail::checkDiskSpace(state.dir->path(), state.keys.count() * kCompactionBytesPerKey))
        return *full;

    CompactionResult result;
    auto before = detail::liveFiles(*state.filtered.db);
    if (!before)
        return before.error();
    result.before = std::move(before).value();
    result.bitsPerKeyBefore = state.settings.bitsPerKey;
    const double oldBits = state.settings.bitsPerKey;
    const double newBits = newBitsPerKey.value_or(oldBits);
    result.filtersRebuiltWithNewBits = newBits != oldBits;
    const int prefixLength = state.settings.prefixLength;

    if (result.filtersRebuiltWithNewBits) {
        if (auto failed = reopen(state.filtered, detail::DbKind::Filtered, newBits, prefixLength))
            return *failed;
    }
    control.report(0.05);
    if (auto failed = compactAll(state.filtered, control)) {
        // The files kept their old filters, so the policy goes back to match them.
        if (result.filtersRebuiltWithNewBits)
            static_cast<void>(reopen(state.filtered, detail::DbKind::Filtered, oldBits, prefixLength));
        return *failed;
    }
    state.settings.bitsPerKey = newBits;
    // One file now: a Get on the whole database is that file's answer, and the copies of the
    // flushed files answer for files that are gone.
    for (auto &copy : state.copies) {
        const auto path = copy.path;
        copy.db.reset();
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
    }
    state.copies.clear();
    control.report(0.4);

    // The baseline and the prefix database take the same shape, so comparisons stay like for like.
    if (auto failed = compactAll(state.unfiltered, control))
        return *failed;
    control.report(0.6);
    if (result.filtersRebuiltWithNewBits) {
        if (auto failed = reopen(state.prefix, detail::DbKind::Prefix, newBits, prefixLength))
            return *failed;
    }
    if (auto failed = compactAll(state.prefix, control))
        return *failed;
    control.report(0.8);

    auto after = detail::liveFiles(*state.filtered.db);
    if (!after)
        return after.error();
    result.after = std::move(after).value();
    result.bitsPerKeyAfter = newBits;
    const auto keys = state.keys.lookups(measureLookups, 1.0, static_cast<std::uint64_t>(++state.batchesRun));
    auto measured = detail::measureBatch(state.filtered, state.unfiltered, keys, newBits, control, 0.8, 1.0);
    if (!measured)
        return measured.error();
    result.measured = std::move(measured).value();
    control.report(1.0);
    return result;
}

} // namespace systems
