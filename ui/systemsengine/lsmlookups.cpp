// Point lookups: one traced file by file, and timed batches compared with and without filters.
#include "systemsengine/lsmdetail.h"
#include "systemsengine/lsmstore.h"

#include <rocksdb/perf_context.h>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace systems {

int rocksDbProbes(double bitsPerKey) noexcept
{
    // The policy's own rounding (BloomLikeFilterPolicy), then FastLocalBloomImpl::ChooseNumProbes
    // from RocksDB's util/bloom_impl.h: thresholds measured on that implementation, lower than the
    // textbook k at high bits per key because all probes share one cache line.
    const int millibits = static_cast<int>(bitsPerKey * 1000.0 + 0.500001);
    if (millibits <= 2080)
        return 1;
    if (millibits <= 3580)
        return 2;
    if (millibits <= 5100)
        return 3;
    if (millibits <= 6640)
        return 4;
    if (millibits <= 8300)
        return 5;
    if (millibits <= 10070)
        return 6;
    if (millibits <= 11720)
        return 7;
    if (millibits <= 14001)
        return 8;
    if (millibits <= 16050)
        return 9;
    if (millibits <= 18300)
        return 10;
    if (millibits <= 22001)
        return 11;
    if (millibits <= 25501)
        return 12;
    if (millibits > 50000)
        return 24;
    return (millibits - 1) / 2000 - 1;
}

double rocksDbFilterFpr(std::uint64_t filterBytes, std::uint64_t entries, double bitsPerKey)
{
    // FastLocalBloom ends its filter with 5 bytes of metadata (marker, kind, probes); the rest is
    // whole 64-byte cache lines, each key's probes landing in one of them.
    constexpr std::uint64_t kMetadataBytes = 5;
    constexpr std::uint32_t kCacheLineBits = 512;
    if (entries == 0 || filterBytes <= kMetadataBytes)
        return 0.0;
    const auto bits = (filterBytes - kMetadataBytes) * 8;
    if (bits < kCacheLineBits)
        return 1.0;
    return bloom::blockedFalsePositiveRate(
        bits, entries, static_cast<std::uint32_t>(rocksDbProbes(bitsPerKey)), kCacheLineBits);
}

namespace detail {

PerfScope::PerfScope(rocksdb::PerfLevel level) : m_previous(rocksdb::GetPerfLevel())
{
    rocksdb::SetPerfLevel(level);
}

PerfScope::~PerfScope()
{
    rocksdb::SetPerfLevel(m_previous);
}

TickerSnapshot TickerSnapshot::of(const rocksdb::Statistics *stats)
{
    TickerSnapshot snapshot;
    if (!stats)
        return snapshot;
    const std::array<rocksdb::Tickers, 5> tickers {rocksdb::BLOOM_FILTER_USEFUL,
        rocksdb::BLOOM_FILTER_FULL_POSITIVE, rocksdb::BLOOM_FILTER_FULL_TRUE_POSITIVE,
        rocksdb::BLOOM_FILTER_PREFIX_CHECKED, rocksdb::BLOOM_FILTER_PREFIX_USEFUL};
    for (std::size_t i = 0; i < tickers.size(); ++i)
        snapshot.counts[i] = stats->getTickerCount(tickers[i]);
    return snapshot;
}

TickerSnapshot TickerSnapshot::since(const TickerSnapshot &earlier) const
{
    TickerSnapshot delta;
    for (std::size_t i = 0; i < counts.size(); ++i)
        delta.counts[i] = counts[i] - earlier.counts[i];
    return delta;
}

LsmResult<LookupCounts> measurePass(Database &db, const std::vector<KeySpace::Lookup> &keys, bool perfCounts,
    RunControl &control, double progressFrom, double progressTo, Answers *answers)
{
    PerfScope perf(perfCounts ? rocksdb::PerfLevel::kEnableCount : rocksdb::PerfLevel::kDisable);
    rocksdb::get_perf_context()->Reset();
    const auto tickersBefore = TickerSnapshot::of(db.stats.get());
    if (answers) {
        answers->clear();
        answers->reserve(keys.size());
    }
    LookupCounts counts;
    const rocksdb::ReadOptions read;
    std::string value;
    std::chrono::nanoseconds elapsed {0};
    auto start = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (i % 512 == 0) {
            // Time spent here is the page's, not RocksDB's.
            elapsed += std::chrono::steady_clock::now() - start;
            if (control.isCancelled())
                return LsmError::Cancelled;
            control.report(progressFrom
                + (progressTo - progressFrom) * static_cast<double>(i) / static_cast<double>(keys.size()));
            start = std::chrono::steady_clock::now();
        }
        const auto status = db.db->Get(read, keys[i].key, &value);
        if (status.ok()) {
            ++counts.found;
            if (answers)
                answers->emplace_back(value);
        } else if (status.IsNotFound()) {
            if (answers)
                answers->emplace_back(std::nullopt);
        } else {
            return failureFrom(status, LsmError::ReadFailed);
        }
    }
    elapsed += std::chrono::steady_clock::now() - start;
    if (perfCounts)
        counts.blockReads = rocksdb::get_perf_context()->block_read_count;
    const auto tickers = TickerSnapshot::of(db.stats.get()).since(tickersBefore);
    counts.filterUseful = tickers.useful();
    counts.filterFullPositive = tickers.fullPositive();
    counts.filterFullTruePositive = tickers.fullTruePositive();
    if (!keys.empty())
        counts.nanosecondsPerLookup = static_cast<double>(elapsed.count()) / static_cast<double>(keys.size());
    return counts;
}

FormulaFigures formulaFor(const std::vector<SstFileInfo> &files, double bitsPerKey)
{
    // Each missing key meets every file's filter once, so the files' rates count equally.
    FormulaFigures figures;
    std::uint64_t filterBits = 0;
    std::uint64_t entries = 0;
    int filtered = 0;
    for (const auto &file : files) {
        if (file.filterBytes == 0)
            continue;
        const auto keys = file.filterEntries > 0 ? file.filterEntries : file.entries;
        figures.fpr += rocksDbFilterFpr(file.filterBytes, keys, bitsPerKey);
        figures.filterBytes += file.filterBytes;
        filterBits += (file.filterBytes - std::min<std::uint64_t>(file.filterBytes, 5)) * 8;
        entries += keys;
        ++filtered;
    }
    if (filtered > 0)
        figures.fpr /= filtered;
    if (entries > 0)
        figures.effectiveBitsPerKey = static_cast<double>(filterBits) / static_cast<double>(entries);
    return figures;
}

LsmResult<BatchResult> measureBatch(Database &filtered, Database &unfiltered,
    const std::vector<KeySpace::Lookup> &keys, double bitsPerKey, RunControl &control, double progressFrom,
    double progressTo)
{
    const double middle = (progressFrom + progressTo) / 2;
    Answers withAnswers;
    Answers withoutAnswers;
    auto with = measurePass(filtered, keys, true, control, progressFrom, middle, &withAnswers);
    if (!with)
        return with.error();
    auto without = measurePass(unfiltered, keys, true, control, middle, progressTo, &withoutAnswers);
    if (!without)
        return without.error();
    auto files = liveFiles(*filtered.db);
    if (!files)
        return files.error();

    BatchResult result;
    result.lookups = static_cast<int>(keys.size());
    result.missingLookups
        = static_cast<int>(std::count_if(keys.begin(), keys.end(), [](const auto &k) { return !k.present; }));
    result.bitsPerKey = bitsPerKey;
    result.probes = rocksDbProbes(bitsPerKey);
    result.withFilters = with.value();
    result.withoutFilters = without.value();
    if (result.withoutFilters.blockReads > 0)
        result.blockReadsAvoided = 1.0
            - static_cast<double>(result.withFilters.blockReads)
                / static_cast<double>(result.withoutFilters.blockReads);
    const auto &w = result.withFilters;
    result.falsePositives = w.filterFullPositive - std::min(w.filterFullPositive, w.filterFullTruePositive);
    result.absentChecks = w.filterUseful + result.falsePositives;
    if (result.absentChecks > 0)
        result.measuredFpr
            = static_cast<double>(result.falsePositives) / static_cast<double>(result.absentChecks);
    result.measuredFprInterval = bloom::wilsonInterval(result.falsePositives, result.absentChecks);
    const auto formula = formulaFor(files.value(), bitsPerKey);
    result.formulaFpr = formula.fpr;
    result.effectiveBitsPerKey = formula.effectiveBitsPerKey;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (withAnswers[i] != withoutAnswers[i])
            ++result.mismatches;
        if (keys[i].present && !withAnswers[i])
            ++result.falseNegatives;
    }
    return result;
}

} // namespace detail

namespace {

struct CountedGet {
    std::optional<std::string> value;
    std::uint64_t misses = 0;
    std::uint64_t hits = 0;
    std::uint64_t blocks = 0;
};

// One Get, with the calling thread's PerfContext (level set by the caller) read around it.
LsmResult<CountedGet> countedGet(rocksdb::DB &db, std::string_view key)
{
    auto *perf = rocksdb::get_perf_context();
    perf->Reset();
    std::string value;
    const auto status = db.Get(rocksdb::ReadOptions(), rocksdb::Slice(key.data(), key.size()), &value);
    CountedGet got;
    got.misses = perf->bloom_sst_miss_count;
    got.hits = perf->bloom_sst_hit_count;
    got.blocks = perf->block_read_count;
    if (status.ok())
        got.value = std::move(value);
    else if (!status.IsNotFound())
        return detail::failureFrom(status, LsmError::ReadFailed);
    return got;
}

FileConsult consultFrom(const SstFileInfo &file, const CountedGet &got)
{
    FileConsult consult;
    consult.fileNumber = file.number;
    consult.level = file.level;
    consult.answer = got.misses > 0 ? FilterAnswer::DefinitelyNot : FilterAnswer::Maybe;
    consult.blocksRead = got.blocks;
    consult.foundHere = got.value.has_value();
    consult.falsePositive = consult.answer == FilterAnswer::Maybe && !consult.foundHere;
    return consult;
}

} // namespace

LsmResult<LookupTrace> LsmStore::lookup(std::string_view key)
{
    if (key.empty())
        return LsmError::EmptyKey;
    if (key.size() > kMaxKeyBytes)
        return LsmError::KeyTooLong;
    if (auto closed = detail::ensureOpen(*m_state))
        return *closed;
    auto &state = *m_state;
    detail::PerfScope perf(rocksdb::PerfLevel::kEnableCount);

    auto whole = countedGet(*state.filtered.db, key);
    if (!whole)
        return whole.error();
    auto plain = countedGet(*state.unfiltered.db, key);
    if (!plain)
        return plain.error();
    auto listed = detail::liveFiles(*state.filtered.db);
    if (!listed)
        return listed.error();
    const auto &files = listed.value();

    LookupTrace trace;
    trace.key = std::string(key);
    trace.valueWithFilters = whole.value().value;
    trace.valueWithoutFilters = plain.value().value;
    trace.agree = trace.valueWithFilters == trace.valueWithoutFilters;
    trace.filterMisses = whole.value().misses;
    trace.filterHits = whole.value().hits;
    trace.blocksReadWithFilters = whole.value().blocks;
    trace.blocksReadWithoutFilters = plain.value().blocks;

    const auto inRange
        = [&](const SstFileInfo &file) { return file.smallestKey <= key && key <= file.largestKey; };
    if (files.size() == 1) {
        // A one-file database: its Get is that file's answer.
        if (inRange(files[0]))
            trace.files.push_back(consultFrom(files[0], whole.value()));
        else
            trace.files.push_back(
                {files[0].number, files[0].level, FilterAnswer::OutOfRange, 0, false, false});
        trace.perFileAvailable = true;
    } else if (state.copies.size() == files.size()) {
        // Copy i holds flush i: the files by sequence number, oldest first.
        auto flushOrder = files;
        std::sort(flushOrder.begin(), flushOrder.end(),
            [](const SstFileInfo &a, const SstFileInfo &b) { return a.largestSeqno < b.largestSeqno; });
        bool stopped = false;
        for (const auto &file : files) {
            if (stopped) {
                trace.files.push_back({file.number, file.level, FilterAnswer::NotReached, 0, false, false});
                continue;
            }
            if (!inRange(file)) {
                trace.files.push_back({file.number, file.level, FilterAnswer::OutOfRange, 0, false, false});
                continue;
            }
            const auto flush
                = static_cast<std::size_t>(std::find_if(flushOrder.begin(), flushOrder.end(),
                                               [&](const SstFileInfo &f) { return f.number == file.number; })
                    - flushOrder.begin());
            auto got = countedGet(*state.copies[flush].db, key);
            if (!got)
                return got.error();
            trace.files.push_back(consultFrom(file, got.value()));
            stopped = got.value().value.has_value(); // RocksDB stops at the newest file holding it
        }
        trace.perFileAvailable = true;
    }

    if (trace.perFileAvailable) {
        std::uint64_t misses = 0;
        std::uint64_t hits = 0;
        std::uint64_t blocks = 0;
        bool found = false;
        for (const auto &consult : trace.files) {
            misses += consult.answer == FilterAnswer::DefinitelyNot ? 1 : 0;
            hits += consult.answer == FilterAnswer::Maybe ? 1 : 0;
            blocks += consult.blocksRead;
            found = found || consult.foundHere;
        }
        trace.perFileMatchesWhole = misses == trace.filterMisses && hits == trace.filterHits
            && blocks == trace.blocksReadWithFilters && found == trace.valueWithFilters.has_value();
    }
    return trace;
}

LsmResult<BatchResult> LsmStore::runBatch(int lookups, double missingShare, RunControl &control)
{
    if (lookups < 1 || lookups > kMaxLookups)
        return LsmError::LookupsOutOfRange;
    if (!(missingShare >= 0.0 && missingShare <= 1.0))
        return LsmError::ShareOutOfRange;
    if (auto closed = detail::ensureOpen(*m_state))
        return *closed;
    auto &state = *m_state;
    const auto keys
        = state.keys.lookups(lookups, missingShare, static_cast<std::uint64_t>(++state.batchesRun));
    auto result = detail::measureBatch(
        state.filtered, state.unfiltered, keys, state.settings.bitsPerKey, control, 0.0, 1.0);
    if (result)
        control.report(1.0);
    return result;
}

} // namespace systems
