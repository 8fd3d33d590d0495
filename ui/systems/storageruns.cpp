// StorageController's longer runs: a range scan, a compaction, a bits-per-key sweep.
#include "storagecontroller.h"

#include "common/numberformat.h"
#include "systems/systemsmessages.h"

using namespace systems;

namespace {

std::optional<double> value(double x)
{
    return x;
}

QString n(std::uint64_t v)
{
    return NumberFormat::integer(qint64(v));
}

} // namespace

void StorageController::scan(const QString &startKey)
{
    if (!m_store || isBusy())
        return;
    LsmStore *store = m_store.get();
    const std::string start = startKey.toStdString();
    const int keys = m_settings.scanKeys;
    this->start<ScanResult>(tr("Scanning…"), [store, start, keys](RunControl &) { return store->scan(start, keys); },
        [this](ScanResult &scan) { showScan(scan); });
}

void StorageController::showScan(const ScanResult &scan)
{
    ResultSheet sheet;
    sheet.corner = tr("Range scans");
    sheet.columns = {tr("Data blocks read"), tr("Keys returned"), tr("Prefix filter checks"), tr("Files skipped by the prefix filter")};
    const QString none = tr("—");
    const auto row = [&](const QString &label, const ScanCounts &counts, bool prefix) {
        sheet.addRow(label,
            {n(counts.blockReads), n(counts.keysReturned), prefix ? n(counts.prefixChecked) : none,
                prefix ? n(counts.prefixUseful) : none},
            {value(double(counts.blockReads)), value(double(counts.keysReturned)),
                prefix ? value(double(counts.prefixChecked)) : std::nullopt,
                prefix ? value(double(counts.prefixUseful)) : std::nullopt});
    };
    const QString from = NumberFormat::leftToRight(QString::fromStdString(scan.startKey));
    row(tr("%1 keys from %2, whole-key filters").arg(n(std::uint64_t(scan.requestedKeys)), from), scan.wholeKeyFiltered, false);
    row(tr("%1 keys from %2, no filters").arg(n(std::uint64_t(scan.requestedKeys)), from), scan.unfiltered, false);
    const QString absent = NumberFormat::leftToRight(QString::fromStdString(scan.absentPrefix));
    const QString present = NumberFormat::leftToRight(QString::fromStdString(scan.presentPrefix));
    row(tr("Prefix %1 (no key has it), scan bounded to the prefix").arg(absent), scan.absentBounded, true);
    row(tr("Prefix %1 (no key has it), scan not bounded").arg(absent), scan.absentUnbounded, true);
    row(tr("Prefix %1 (keys have it), scan bounded to the prefix").arg(present), scan.presentBounded, true);
    row(tr("Prefix %1 (keys have it), scan not bounded").arg(present), scan.presentUnbounded, true);
    setResults(sheet);
    setLit({ReaderToFilters, FiltersToBlocks});
    setStatus(tr("A range scan reads the same %1 blocks with whole-key filters as without: a filter answers "
                 "“is this key here?”, and a scan asks for every key in a range. A prefix filter can skip a file "
                 "only when the scan stays inside one prefix.")
                  .arg(n(scan.wholeKeyFiltered.blockReads)));
}

void StorageController::compact(std::optional<double> newBitsPerKey)
{
    if (!m_store || isBusy())
        return;
    LsmStore *store = m_store.get();
    start<CompactionResult>(tr("Compacting every file into one…"),
        [store, newBitsPerKey](RunControl &control) { return store->compact(newBitsPerKey, control); },
        [this](CompactionResult &result) {
            m_trace.reset();
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
    sheet.addRow(tr("SST files"), {n(result.before.size()), n(result.after.size())},
        {value(double(result.before.size())), value(double(result.after.size()))});
    sheet.addRow(tr("Filter bytes (filter_size, summed)"), {n(total(result.before)), n(total(result.after))},
        {value(double(total(result.before))), value(double(total(result.after)))});
    sheet.addRow(tr("Filter policy (filter_policy_name)"), {policy(result.before), policy(result.after)}, {std::nullopt, std::nullopt});
    sheet.addRow(tr("Bits per key"),
        {NumberFormat::count(result.bitsPerKeyBefore, 1), NumberFormat::count(result.bitsPerKeyAfter, 1)},
        {value(result.bitsPerKeyBefore), value(result.bitsPerKeyAfter)});
    sheet.addRow(tr("False positives after, measured"), {tr("—"), NumberFormat::percent(result.measured.measuredFpr)},
        {std::nullopt, value(result.measured.measuredFpr)});
    sheet.addRow(tr("False positives after, formula"), {tr("—"), NumberFormat::percent(result.measured.formulaFpr)},
        {std::nullopt, value(result.measured.formulaFpr)});
    setResults(sheet);
    setStatus(result.filtersRebuiltWithNewBits
            ? tr("Compaction merged %1 files into %2 and wrote a new filter into it at %3 bits per key: the filter "
                 "lives inside its SST file, so it is rebuilt whenever the file is.")
                  .arg(n(result.before.size()), n(result.after.size()), NumberFormat::count(result.bitsPerKeyAfter, 1))
            : tr("Compaction merged %1 files into %2 and wrote a new filter for the merged keys: the filter lives "
                 "inside its SST file, so it is rebuilt whenever the file is.")
                  .arg(n(result.before.size()), n(result.after.size())));
}

void StorageController::sweep(int fromBits, int toBits)
{
    if (isBusy())
        return;
    LsmSettings settings;
    settings.files = m_settings.files;
    settings.keysPerFile = m_settings.keysPerFile;
    settings.bitsPerKey = m_settings.bitsPerKey;
    settings.prefixLength = m_settings.prefixLength;
    const int lookups = std::min(m_settings.lookups, 50'000);
    start<std::vector<SweepPoint>>(tr("Building and measuring a database for each bits per key from %1 to %2…")
                                       .arg(NumberFormat::integer(fromBits), NumberFormat::integer(toBits)),
        [settings, fromBits, toBits, lookups](RunControl &control) {
            return LsmStore::sweep(settings, fromBits, toBits, lookups, control);
        },
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
        tr("False positives, formula"), tr("Time per lookup")};
    for (const SweepPoint &point : m_sweep) {
        sheet.addRow(NumberFormat::count(point.bitsPerKey, 0),
            {NumberFormat::integer(point.probes), n(point.filterBytes), NumberFormat::percent(point.blockReadsAvoided),
                NumberFormat::percent(point.measuredFpr), NumberFormat::percent(point.formulaFpr),
                SystemsMessages::micros(point.nanosecondsPerLookup / 1000)},
            {value(point.probes), value(double(point.filterBytes)), value(point.blockReadsAvoided),
                value(point.measuredFpr), value(point.formulaFpr), value(point.nanosecondsPerLookup / 1000)});
    }
    setResults(sheet);
    setStatus(tr("Each added bit per key cuts the false positives by about a third, and the block reads they "
                 "cost with them; the filter grows by one bit per key."));
}
