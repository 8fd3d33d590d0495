// Runs that build their own databases: the bits-per-key sweep and the benchmark's throughput.
#include "systemsengine/lsmdetail.h"
#include "systemsengine/lsmstore.h"

#include <filesystem>

namespace systems {

namespace {

constexpr std::uint64_t kBytesPerKeyOnDisk = 96; // as in lsmstore.cpp, for the free-space check
constexpr std::uint64_t kSweepSalt = 0x5eed'5eedULL;
constexpr std::uint64_t kThroughputSalt = 0x7407'7407ULL;

void closeAndRemove(detail::Database &db)
{
    db.db.reset();
    std::error_code ignored;
    std::filesystem::remove_all(db.path, ignored); // a sweep point's files are not needed again
}

// Missing-key false-positive rate from one pass's tickers: every filter check of a missing key is
// either useful (a "definitely not") or a false positive.
double passFpr(const LookupCounts &counts)
{
    const auto falsePositives
        = counts.filterFullPositive - std::min(counts.filterFullPositive, counts.filterFullTruePositive);
    const auto checks = counts.filterUseful + falsePositives;
    return checks > 0 ? static_cast<double>(falsePositives) / static_cast<double>(checks) : 0.0;
}

} // namespace

LsmResult<std::vector<SweepPoint>> LsmStore::sweep(const LsmSettings &settings, int fromBits, int toBits,
    int lookups, RunControl &control, const QString &parentFolder)
{
    if (const auto invalid = settings.validate())
        return *invalid;
    if (fromBits < LsmSettings::kMinBitsPerKey || toBits > LsmSettings::kMaxBitsPerKey || fromBits > toBits)
        return LsmError::SweepRangeOutOfRange;
    if (lookups < 1 || lookups > kMaxLookups)
        return LsmError::LookupsOutOfRange;
    auto folder = detail::makeFolder(parentFolder);
    if (!folder)
        return folder.error();
    const auto dir = std::move(folder).value();
    const detail::KeySpace keys(settings);
    // The baseline and one filtered database at a time.
    if (auto full = detail::checkDiskSpace(dir->path(), keys.count() * kBytesPerKeyOnDisk * 2))
        return *full;
    const auto missing = keys.lookups(lookups, 1.0, kSweepSalt);
    const int points = toBits - fromBits + 1;
    const double share = 1.0 / (points + 1); // of the progress: the baseline, then each point
    const double writing = 0.7; // of each share: the flushes, the rest the lookups

    auto opened = detail::openDatabase(
        detail::subPath(*dir, "unfiltered"), detail::DbKind::Unfiltered, 0.0, settings.prefixLength, true);
    if (!opened)
        return opened.error();
    auto baseline = std::move(opened).value();
    const std::array<detail::Database *, 1> baselineTargets {&baseline};
    if (auto failed
        = detail::fillDatabases(keys, settings.files, baselineTargets, {}, control, 0.0, share * writing))
        return *failed;
    auto without = detail::measurePass(baseline, missing, true, control, share * writing, share, nullptr);
    if (!without)
        return without.error();

    std::vector<SweepPoint> sweep;
    for (int bits = fromBits; bits <= toBits; ++bits) {
        const double at = share * (1 + bits - fromBits);
        const auto name = "bits-" + std::to_string(bits);
        auto filteredOpened = detail::openDatabase(
            detail::subPath(*dir, name.c_str()), detail::DbKind::Filtered, bits, settings.prefixLength, true);
        if (!filteredOpened)
            return filteredOpened.error();
        auto filtered = std::move(filteredOpened).value();
        const std::array<detail::Database *, 1> targets {&filtered};
        if (auto failed
            = detail::fillDatabases(keys, settings.files, targets, {}, control, at, at + share * writing))
            return *failed;
        auto files = detail::liveFiles(*filtered.db);
        if (!files)
            return files.error();
        auto with = detail::measurePass(
            filtered, missing, true, control, at + share * writing, at + share, nullptr);
        if (!with)
            return with.error();
        closeAndRemove(filtered);

        SweepPoint point;
        point.bitsPerKey = bits;
        point.probes = rocksDbProbes(bits);
        const auto formula = detail::formulaFor(files.value(), bits);
        point.filterBytes = formula.filterBytes;
        point.formulaFpr = formula.fpr;
        point.blockReadsWith = with.value().blockReads;
        point.blockReadsWithout = without.value().blockReads;
        if (point.blockReadsWithout > 0)
            point.blockReadsAvoided = 1.0
                - static_cast<double>(point.blockReadsWith) / static_cast<double>(point.blockReadsWithout);
        point.measuredFpr = passFpr(with.value());
        point.nanosecondsPerLookup = with.value().nanosecondsPerLookup;
        sweep.push_back(point);
    }
    closeAndRemove(baseline);
    control.report(1.0);
    return sweep;
}

LsmResult<Throughput> LsmStore::measureThroughput(
    const LsmSettings &settings, int lookups, RunControl &control, const QString &parentFolder)
{
    if (const auto invalid = settings.validate())
        return *invalid;
    if (lookups < 1 || lookups > kMaxLookups)
        return LsmError::LookupsOutOfRange;
    auto folder = detail::makeFolder(parentFolder);
    if (!folder)
        return folder.error();
    const auto dir = std::move(folder).value();
    const detail::KeySpace keys(settings);
    if (auto full = detail::checkDiskSpace(dir->path(), keys.count() * kBytesPerKeyOnDisk * 2))
        return *full;

    auto filteredOpened = detail::openDatabase(detail::subPath(*dir, "filtered"), detail::DbKind::Filtered,
        settings.bitsPerKey, settings.prefixLength, true);
    if (!filteredOpened)
        return filteredOpened.error();
    auto filtered = std::move(filteredOpened).value();
    auto unfilteredOpened = detail::openDatabase(
        detail::subPath(*dir, "unfiltered"), detail::DbKind::Unfiltered, 0.0, settings.prefixLength, true);
    if (!unfilteredOpened)
        return unfilteredOpened.error();
    auto unfiltered = std::move(unfilteredOpened).value();
    const std::array<detail::Database *, 2> targets {&filtered, &unfiltered};
    if (auto failed = detail::fillDatabases(keys, settings.files, targets, {}, control, 0.0, 0.6))
        return *failed;

    // PerfContext off: the figures are the engine's speed, not the counters'.
    const auto missing = keys.lookups(lookups, 1.0, kThroughputSalt);
    auto with = detail::measurePass(filtered, missing, false, control, 0.6, 0.8, nullptr);
    if (!with)
        return with.error();
    auto without = detail::measurePass(unfiltered, missing, false, control, 0.8, 1.0, nullptr);
    if (!without)
        return without.error();
    const auto perSecond = [](double nanoseconds) { return nanoseconds > 0 ? 1e9 / nanoseconds : 0.0; };
    control.report(1.0);
    return Throughput {
        perSecond(with.value().nanosecondsPerLookup), perSecond(without.value().nanosecondsPerLookup)};
}

} // namespace systems
