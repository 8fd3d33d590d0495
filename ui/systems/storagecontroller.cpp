#include "storagecontroller.h"

#include "common/numberformat.h"
#include "systems/systemrun.h"
#include "systems/systemsmessages.h"

using namespace systems;

StorageController::StorageController(QObject *parent) : SystemController(EdgeCount, NodeCount, parent)
{
    refreshFiles();
}

StorageController::~StorageController()
{
    stopWorker(); // the worker uses the store
}

void StorageController::setSettings(const Settings &settings)
{
    if (!isBusy())
        m_settings = settings;
}

void StorageController::failed(const LsmFailure &failure)
{
    setStatus(SystemsMessages::forStorage(failure),
        failure.code == LsmError::Cancelled ? Tone::Secondary : Tone::Error);
}

void StorageController::refreshFiles()
{
    m_files.clear();
    if (m_store) {
        if (auto files = m_store->files())
            m_files = files.value();
    }
    std::uint64_t filterBytes = 0;
    for (const SstFileInfo &file : m_files)
        filterBytes += file.filterBytes;
    setNodeDetail(FiltersNode,
        m_store ? tr("%n file(s) · %1 of filters", "", int(m_files.size()))
                      .arg(NumberFormat::bytes(double(filterBytes)))
                : tr("not built"));
    setNodeDetail(BlocksNode,
        m_store ? tr("%1 keys").arg(NumberFormat::integer(qint64(m_store->keyCount()))) : QString());
}

LsmSettings StorageController::lsmSettings() const
{
    LsmSettings settings;
    settings.files = m_settings.files;
    settings.keysPerFile = m_settings.keysPerFile;
    settings.bitsPerKey = m_settings.bitsPerKey;
    settings.prefixLength = m_settings.prefixLength;
    return settings;
}

void StorageController::build()
{
    if (isBusy())
        return;
    const LsmSettings settings = lsmSettings();
    // The old store's folder goes before the new one is written.
    m_store.reset();
    m_trace.reset();
    clearRun();
    start(
        tr("Writing %1 SST files of %2 keys each, with and without filters…")
            .arg(NumberFormat::integer(settings.files), NumberFormat::integer(settings.keysPerFile)),
        [settings](RunControl &control) { return LsmStore::build(settings, control); },
        [this](std::unique_ptr<LsmStore> &store) {
            m_store = std::move(store);
            refreshFiles();
            setStatus(
                tr("Built: %1 overlapping SST files, each with its own filter at %2 bits per key. Look up a "
                   "key or run a batch.")
                    .arg(NumberFormat::integer(qint64(m_files.size())),
                        NumberFormat::count(m_settings.bitsPerKey, 1)));
        });
    refreshFiles();
}

QString StorageController::presentKey() const
{
    return m_store ? QString::fromStdString(m_store->presentKey(m_example * 7919 + 17)) : QString();
}

QString StorageController::missingKey() const
{
    return m_store ? QString::fromStdString(m_store->missingKey(m_example * 104729 + 3)) : QString();
}

void StorageController::lookup(const QString &text)
{
    if (!m_store || isBusy())
        return;
    ++m_example;
    LsmStore *store = m_store.get();
    const std::string bytes = text.toStdString();
    start(
        tr("Looking up…"), [store, bytes](RunControl &) { return store->lookup(bytes); },
        [this](LookupTrace &trace) {
            m_trace = trace;
            clearEdgeLabels();
            int skipped = 0, maybes = 0, falsePositives = 0;
            for (const FileConsult &file : trace.files) {
                skipped += file.answer == FilterAnswer::DefinitelyNot ? 1 : 0;
                maybes += file.answer == FilterAnswer::Maybe ? 1 : 0;
                falsePositives += file.falsePositive ? 1 : 0;
            }
            showTrace(trace);
            setLit(maybes > 0 ? QList<int> {ReaderToFilters, FiltersToBlocks}
                              : QList<int> {ReaderToFilters, FiltersBackToReader});
            const QString found = trace.valueWithFilters ? tr("Found.") : tr("Not in the database.");
            // "The same answer: yes" after "Not in the database." read as if the key had been found.
            const QString agreement = trace.agree
                ? tr("The database without filters gives the same answer.")
                : tr("The database without filters gives a different answer: a filter said definitely not "
                     "to a key its file holds.");
            setStatus(tr("%1 %2 filters said definitely not (no read), %3 said maybe, %4 of them wrongly. "
                         "Blocks read: %5 with filters, %6 without. %7")
                          .arg(found, NumberFormat::integer(skipped), NumberFormat::integer(maybes),
                              NumberFormat::integer(falsePositives),
                              NumberFormat::integer(qint64(trace.blocksReadWithFilters)),
                              NumberFormat::integer(qint64(trace.blocksReadWithoutFilters)), agreement),
                trace.agree ? Tone::Secondary : Tone::Error);
        });
}

void StorageController::showTrace(const LookupTrace &trace)
{
    ResultSheet sheet;
    sheet.corner = tr("Lookup of %1").arg(NumberFormat::leftToRight(QString::fromStdString(trace.key)));
    sheet.columns = {tr("Filter's answer"), tr("Blocks read"), tr("Key found here")};
    for (const FileConsult &file : trace.files) {
        QString answer;
        switch (file.answer) {
        case FilterAnswer::OutOfRange: answer = tr("not asked: outside the file's key range"); break;
        case FilterAnswer::DefinitelyNot: answer = tr("definitely not"); break;
        case FilterAnswer::Maybe:
            answer = file.falsePositive ? tr("maybe (a false positive)") : tr("maybe");
            break;
        case FilterAnswer::NotReached: answer = tr("not reached"); break;
        }
        sheet.addRow(tr("File %1").arg(NumberFormat::index(qint64(file.fileNumber))),
            {answer, NumberFormat::integer(qint64(file.blocksRead)), file.foundHere ? tr("yes") : tr("no")},
            {std::nullopt, Sheet::raw(double(file.blocksRead)), Sheet::raw(file.foundHere ? 1 : 0)});
    }
    setResults(sheet);
}

void StorageController::runBatch()
{
    if (!m_store || isBusy())
        return;
    LsmStore *store = m_store.get();
    const int lookups = m_settings.lookups;
    const double share = m_settings.missingShare;
    start(
        tr("Looking up %1 keys in both databases…").arg(NumberFormat::integer(lookups)),
        [store, lookups, share](RunControl &control) { return store->runBatch(lookups, share, control); },
        [this](BatchResult &batch) {
            m_trace.reset(); // the files show one lookup's answers; a batch has thousands
            showBatch(batch, tr("Batch of lookups"));
        });
}

void StorageController::showBatch(const BatchResult &batch, const QString &heading)
{
    const QString none = tr("—");
    ResultSheet sheet;
    sheet.corner = heading;
    sheet.columns = {tr("With filters"), tr("Without filters")};
    sheet.addRow(tr("Lookups (in brackets: of keys not in the database)"),
        {tr("%1 (%2)").arg(Sheet::count(batch.lookups), Sheet::count(batch.missingLookups)),
            tr("%1 (%2)").arg(Sheet::count(batch.lookups), Sheet::count(batch.missingLookups))},
        {Sheet::raw(batch.lookups), Sheet::raw(batch.lookups)});
    sheet.addRow(tr("Data blocks read"),
        {Sheet::count(batch.withFilters.blockReads), Sheet::count(batch.withoutFilters.blockReads)},
        {Sheet::raw(double(batch.withFilters.blockReads)),
            Sheet::raw(double(batch.withoutFilters.blockReads))});
    sheet.addRow(tr("Block reads avoided"), {SystemsMessages::percent(batch.blockReadsAvoided), none},
        {Sheet::raw(batch.blockReadsAvoided), std::nullopt});
    sheet.addRow(tr("Files skipped by a filter (BLOOM_FILTER_USEFUL)"),
        {Sheet::count(batch.withFilters.filterUseful), none},
        {Sheet::raw(double(batch.withFilters.filterUseful)), std::nullopt});
    sheet.addRow(tr("Filter said maybe (BLOOM_FILTER_FULL_POSITIVE)"),
        {Sheet::count(batch.withFilters.filterFullPositive), none},
        {Sheet::raw(double(batch.withFilters.filterFullPositive)), std::nullopt});
    sheet.addRow(tr("… and the key was there (BLOOM_FILTER_FULL_TRUE_POSITIVE)"),
        {Sheet::count(batch.withFilters.filterFullTruePositive), none},
        {Sheet::raw(double(batch.withFilters.filterFullTruePositive)), std::nullopt});
    sheet.addRow(tr("False positives, measured"),
        {tr("%1 (%2 to %3)")
                .arg(SystemsMessages::percent(batch.measuredFpr),
                    SystemsMessages::percent(batch.measuredFprInterval.low),
                    SystemsMessages::percent(batch.measuredFprInterval.high)),
            none},
        {Sheet::raw(batch.measuredFpr), std::nullopt});
    sheet.addRow(
        // RocksDB keeps each key's probes in one 64-byte line, so the blocked formula applies, not
        // the textbook one (0.83% at 10 bits per key, against this 0.94%).
        tr("False positives, formula for one cache line per key (k = %1, %2 bits per key)")
            .arg(NumberFormat::integer(batch.probes), NumberFormat::count(batch.effectiveBitsPerKey, 2)),
        {SystemsMessages::percent(batch.formulaFpr), none}, {Sheet::raw(batch.formulaFpr), std::nullopt});
    sheet.addRow(tr("Time per lookup"),
        {SystemsMessages::micros(batch.withFilters.nanosecondsPerLookup / 1000),
            SystemsMessages::micros(batch.withoutFilters.nanosecondsPerLookup / 1000)},
        {Sheet::raw(batch.withFilters.nanosecondsPerLookup / 1000),
            Sheet::raw(batch.withoutFilters.nanosecondsPerLookup / 1000)});
    sheet.addRow(tr("Answers that differ from the database without filters"),
        {Sheet::count(batch.mismatches), none}, {Sheet::raw(double(batch.mismatches)), std::nullopt});
    sheet.addRow(tr("False negatives"), {Sheet::count(batch.falseNegatives), none},
        {Sheet::raw(double(batch.falseNegatives)), std::nullopt});
    setResults(sheet);
    setEdgeLabel(ReaderToFilters, tr("%1 lookups").arg(Sheet::count(batch.lookups)));
    setEdgeLabel(FiltersToBlocks, tr("%1 block reads").arg(Sheet::count(batch.withFilters.blockReads)));
    setEdgeLabel(
        FiltersBackToReader, tr("%1 files skipped").arg(Sheet::count(batch.withFilters.filterUseful)));
    setLit({});
    setStatus(
        tr("The filters saved %1 of the block reads. A false positive cost one read more, never a wrong "
           "answer: %2 answers differ from the database without filters.")
            .arg(SystemsMessages::percent(batch.blockReadsAvoided), Sheet::count(batch.mismatches)));
}
