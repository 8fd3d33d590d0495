// StorageController's longer runs: a range scan, a compaction, a bits-per-key sweep.
#include "storagecontroller.h"

#include "common/numberformat.h"
#include "systems/systemsmessages.h"

using namespace systems;

void StorageController::scan(const QString &startKey)
{
    if (!m_store || isBusy())
        return;
    LsmStore *store = m_store.get();
    const std::string start = startKey.toStdString();
    const int keys = m_settings.scanKeys;
    this->start(
        tr("Scanning…"), [store, start, keys](RunControl &) { return store->scan(start, keys); },
        [this](ScanResult &scan) {
            m_trace.reset();
            clearEdgeLabels();
            showScan(scan);
        });
}

void StorageController::showScan(const ScanResult &scan)
{
    ResultSheet sheet;
    sheet.corner = tr("Range scans");
    sheet.columns = {tr("Data blocks read"), tr("Keys returned"), tr("Prefix filter checks"),
        tr("Files skipped by the prefix filter")};
    const QString none = tr("—");
    const auto row = [&](const QString &label, const ScanCounts &counts, bool prefix) {
        sheet.addRow(label,
            {Sheet::count(counts.blockReads), Sheet::count(counts.keysReturned),
                prefix ? Sheet::count(counts.prefixChecked) : none,
                prefix ? Sheet::count(counts.prefixUseful) : none},
            {Sheet::raw(double(counts.blockReads)), Sheet::raw(double(counts.keysReturned)),
                prefix ? Sheet::raw(double(counts.prefixChecked)) : std::nullopt,
                prefix ? Sheet::raw(double(counts.prefixUseful)) : std::nullopt});
    };
    const QString from = NumberFormat::leftToRight(QString::fromStdString(scan.startKey));
    row(tr("%1 keys from %2, whole-key filters").arg(Sheet::count(std::uint64_t(scan.requestedKeys)), from),
        scan.wholeKeyFiltered, false);
    row(tr("%1 keys from %2, no filters").arg(Sheet::count(std::uint64_t(scan.requestedKeys)), from),
        scan.unfiltered, false);
    const QString absent = NumberFormat::leftToRight(QString::fromStdString(scan.absentPrefix));
    const QString present = NumberFormat::leftToRight(QString::fromStdString(scan.presentPrefix));
    row(tr("Prefix %1 (no key has it), scan bounded to the prefix").arg(absent), scan.absentBounded, true);
    row(tr("Prefix %1 (no key has it), scan not bounded").arg(absent), scan.absentUnbounded, true);
    row(tr("Prefix %1 (keys have it), scan bounded to the prefix").arg(present), scan.presentBounded, true);
    row(tr("Prefix %1 (keys have it), scan not bounded").arg(present), scan.presentUnbounded, true);
    setResults(sheet);
    setLit({ReaderToFilters, FiltersToBlocks});
    setStatus(
        tr("A range scan reads the same %1 blocks with whole-key filters as without: a filter answers "
           "“is this key here?”, and a scan asks for every key in a range. A prefix filter can skip a file "
           "only when the scan stays inside one prefix.")
            .arg(Sheet::count(scan.wholeKeyFiltered.blockReads)));
}

void StorageController::compact(std::optional<double> newBitsPerKey)
{
    if (!m_store || isBusy())
        return;
    LsmStore *store = m_store.get();
    start(
        tr("Compacting every file into one…"),
        [store, newBitsPerKey](RunControl &control) { return store->compact(newBitsPerKey, control); },
        [this](CompactionResult &result) {
            m_trace.reset();
            clearRun(); // the counts on the arrows were the files' before the merge
            refreshFiles();
            if (result.filtersRebuiltWithNewBits)
                m_settings.bitsPerKey = result.bitsPerKeyAfter;
            showCompaction(result);
        });
}

void StorageController::showCompaction(const CompactionResult &result)
{
    const auto total = [](const std::vector<SstFileInfo> &files) {
        std::uint64_t bytes = 0;
        for (const SstFileInfo &file : files)
            bytes += file.filterBytes;
        return bytes;
    };
    const auto policy = [](const std::vector<SstFileInfo> &files) {
        return files.empty() ? QString() : QString::fromStdString(files.front().filterPolicyName);
    };
    ResultSheet sheet;
    sheet.corner = tr("Compaction");
    sheet.columns = {tr("Before"), tr("After")};
    sheet.addRow(tr("SST files"), {Sheet::count(result.before.size()), Sheet::count(result.after.size())},
        {Sheet::raw(double(result.before.size())), Sheet::raw(double(result.after.size()))});
    sheet.addRow(tr("Filter bytes (filter_size, summed)"),
        {Sheet::count(total(result.before)), Sheet::count(total(result.after))},
        {Sheet::raw(double(total(result.before))), Sheet::raw(double(total(result.after)))});
    sheet.addRow(tr("Filter policy (filter_policy_name)"), {policy(result.before), policy(result.after)},
        {std::nullopt, std::nullopt});
    sheet.addRow(tr("Bits per key"),
        {NumberFormat::count(result.bitsPerKeyBefore, 1), NumberFormat::count(result.bitsPerKeyAfter, 1)},
        {Sheet::raw(result.bitsPerKeyBefore), Sheet::raw(result.bitsPerKeyAfter)});
    sheet.addRow(tr("False positives after, measured"),
        {tr("—"), SystemsMessages::percent(result.measured.measuredFpr)},
        {std::nullopt, Sheet::raw(result.measured.measuredFpr)});
    sheet.addRow(tr("False positives after, formula"),
        {tr("—"), SystemsMessages::percent(result.measured.formulaFpr)},
        {std::nullopt, Sheet::raw(result.measured.formulaFpr)});
    setResults(sheet);
    setStatus(result.filtersRebuiltWithNewBits
            ? tr("Compaction merged %1 files into %2 and wrote a new filter into it at %3 bits per key: the "
                 "filter "
                 "lives inside its SST file, so it is rebuilt whenever the file is.")
                  .arg(Sheet::count(result.before.size()), Sheet::count(result.after.size()),
                      NumberFormat::count(result.bitsPerKeyAfter, 1))
            : tr("Compaction merged %1 files into %2 and wrote a new filter for the merged keys: the filter "
                 "lives "
                 "inside its SST file, so it is rebuilt whenever the file is.")
                  .arg(Sheet::count(result.before.size()), Sheet::count(result.after.size())));
}

void StorageController::sweep(int fromBits, int toBits)
{
    if (isBusy())
        return;
    const LsmSettings settings = lsmSettings();
    const int lookups = std::min(m_settings.lookups, 50'000);
    start(
        tr("Building and measuring a database for each bits per key from %1 to %2…")
            .arg(NumberFormat::integer(fromBits), NumberFormat::integer(toBits)),
        [settings, fromBits, toBits, lookups](
            RunControl &control) { return LsmStore::sweep(settings, fromBits, toBits, lookups, control); },
        [this](std::vector<SweepPoint> &points) {
            m_sweep = points;
            showSweep();
        });
}

void StorageController::showSweep()
{
    ResultSheet sheet;
    sheet.corner = tr("Bits per key");
    sheet.columns = {tr("k"), tr("Filter bytes"), tr("Block reads avoided"), tr("False positives, measured"),
        tr("False positives, cache-line formula"), tr("Time per lookup")};
    for (const SweepPoint &point : m_sweep) {
        sheet.addRow(NumberFormat::count(point.bitsPerKey, 0),
            {NumberFormat::integer(point.probes), Sheet::count(point.filterBytes),
                SystemsMessages::percent(point.blockReadsAvoided),
                SystemsMessages::percent(point.measuredFpr), SystemsMessages::percent(point.formulaFpr),
                SystemsMessages::micros(point.nanosecondsPerLookup / 1000)},
            {Sheet::raw(point.probes), Sheet::raw(double(point.filterBytes)),
                Sheet::raw(point.blockReadsAvoided), Sheet::raw(point.measuredFpr),
                Sheet::raw(point.formulaFpr), Sheet::raw(point.nanosecondsPerLookup / 1000)});
    }
    setResults(sheet);
    setStatus(
        tr("Each added bit per key cuts the false positives by more than a third, and the block reads they "
           "cost with them; the filter grows by one bit per key."));
}
