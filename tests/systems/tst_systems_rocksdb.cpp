// The RocksDB system on the real engine, at small sizes: filters never change an answer, skip
// most reads of missing keys at the rate the formula predicts, do nothing for a plain range scan,
// and are rebuilt by compaction; bad settings, a bad folder and Cancel end in typed errors.
#include "systemsengine/lsmstore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <thread>

using namespace systems;

namespace {

LsmSettings smallSettings()
{
    LsmSettings settings;
    settings.files = 8;
    settings.keysPerFile = 2000;
    settings.bitsPerKey = 10.0;
    settings.seed = 42;
    return settings;
}

bool folderIsEmpty(const QString &path)
{
    return QDir(path).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty();
}

} // namespace

class TestSystemsRocksDb : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void answersEqualWithAndWithoutFilters();
    void missingKeysSkipMostBlockReads();
    void measuredFprNearFormula();
    void presentKeyFoundInOneFile_data();
    void presentKeyFoundInOneFile();
    void missingKeyConsultsEveryFilter();
    void wholeKeyFilterDoesNotHelpRangeScan();
    void prefixFilterHelpsBoundedScanOfAbsentPrefix();
    void compactionRebuildsFilters();
    void sweepFollowsBitsPerKey();
    void throughputIsMeasured();
    void invalidSettingsRefused_data();
    void invalidSettingsRefused();
    void invalidRequestsRefused();
    void cancelledBuildLeavesNothing_data();
    void cancelledBuildLeavesNothing();
    void unwritableFolderIsTypedError();

private:
    QTemporaryDir m_parent;
    std::unique_ptr<LsmStore> m_store;
};

void TestSystemsRocksDb::initTestCase()
{
    QVERIFY(m_parent.isValid());
    RunControl control;
    auto built = LsmStore::build(smallSettings(), control, m_parent.path());
    QVERIFY2(built.has_value(), built.has_value() ? "" : built.error().detail.c_str());
    m_store = std::move(built).value();
    QCOMPARE(control.progress(), 1.0);
    auto files = m_store->files();
    QVERIFY(files.has_value());
    QCOMPARE(files.value().size(), std::size_t {8});
    for (const auto &file : files.value()) {
        QCOMPARE(file.level, 0);
        QCOMPARE(file.entries, std::uint64_t {2000});
        QVERIFY(file.filterBytes > 0);
        // Each flush spans the whole key range, so every L0 file overlaps every other.
        QCOMPARE(file.smallestKey.substr(0, 4), std::string("0000"));
        QCOMPARE(file.largestKey.substr(0, 4), std::string("9999"));
    }
    auto plain = m_store->files(LsmDb::Unfiltered);
    QVERIFY(plain.has_value());
    QCOMPARE(plain.value().front().filterBytes, std::uint64_t {0});
    QVERIFY(plain.value().front().filterPolicyName.empty());
}

void TestSystemsRocksDb::answersEqualWithAndWithoutFilters()
{
    RunControl control;
    auto batch = m_store->runBatch(20'000, 0.5, control);
    QVERIFY(batch.has_value());
    const auto &b = batch.value();
    QCOMPARE(b.mismatches, std::uint64_t {0});
    QCOMPARE(b.falseNegatives, std::uint64_t {0});
    QCOMPARE(b.withFilters.found, b.withoutFilters.found);
    QCOMPARE(b.withFilters.found, static_cast<std::uint64_t>(b.lookups - b.missingLookups));
    QVERIFY(b.missingLookups > 9000 && b.missingLookups < 11000);
    // Every present key was found by a filter that said "maybe" in its own file.
    QCOMPARE(b.withFilters.filterFullTruePositive, b.withFilters.found);
}

void TestSystemsRocksDb::missingKeysSkipMostBlockReads()
{
    RunControl control;
    auto batch = m_store->runBatch(20'000, 1.0, control);
    QVERIFY(batch.has_value());
    const auto &b = batch.value();
    qInfo("missing keys, 8 files x 2000, 10 bits/key: %llu block reads with filters, %llu without "
          "(%.1f%% avoided), %.0f ns vs %.0f ns per lookup",
        static_cast<unsigned long long>(b.withFilters.blockReads),
        static_cast<unsigned long long>(b.withoutFilters.blockReads), 100.0 * b.blockReadsAvoided,
        b.withFilters.nanosecondsPerLookup, b.withoutFilters.nanosecondsPerLookup);
    // Without filters each missing key costs a data block in each of the 8 files.
    QVERIFY(b.withoutFilters.blockReads >= 8u * 20'000u);
    QVERIFY2(b.blockReadsAvoided >= 0.8, qPrintable(QString::number(b.blockReadsAvoided)));
    QCOMPARE(b.withFilters.found, std::uint64_t {0});
    QCOMPARE(b.mismatches, std::uint64_t {0});
    // The filters skipped what they did not let through.
    QCOMPARE(b.withFilters.filterUseful + b.withFilters.filterFullPositive, std::uint64_t {8u * 20'000u});
}

void TestSystemsRocksDb::measuredFprNearFormula()
{
    RunControl control;
    auto batch = m_store->runBatch(30'000, 1.0, control);
    QVERIFY(batch.has_value());
    const auto &b = batch.value();
    qInfo("FPR at 10 bits/key (k = %d, %.2f effective bits/key): measured %.4f%% [%.4f%%, %.4f%%] "
          "over %llu checks, formula %.4f%%",
        b.probes, b.effectiveBitsPerKey, 100 * b.measuredFpr, 100 * b.measuredFprInterval.low,
        100 * b.measuredFprInterval.high, static_cast<unsigned long long>(b.absentChecks),
        100 * b.formulaFpr);
    QCOMPARE(b.probes, 6);
    QCOMPARE(b.absentChecks, std::uint64_t {8u * 30'000u});
    QVERIFY(b.formulaFpr > 0.005 && b.formulaFpr < 0.015);
    QVERIFY2(b.measuredFpr > 0.6 * b.formulaFpr && b.measuredFpr < 1.5 * b.formulaFpr,
        qPrintable(QStringLiteral("%1 vs %2").arg(b.measuredFpr).arg(b.formulaFpr)));
    // Each false positive costs a data block; now and then two, when the key falls between a
    // block's last key and the index's separator after it, and RocksDB reads on to the next block.
    QVERIFY(b.withFilters.blockReads >= b.falsePositives);
    QVERIFY(b.withFilters.blockReads <= b.falsePositives + b.falsePositives / 50 + 10);
}

void TestSystemsRocksDb::presentKeyFoundInOneFile_data()
{
    QTest::addColumn<quint64>("index");
    QTest::addColumn<bool>("edgeOfFile");
    // A flush's first and last keys are its file's smallest and largest, so some other files'
    // ranges leave them out: those files are skipped by the range check, before any filter.
    for (const quint64 index : {0ull, 1999ull, 2000ull, 15'999ull})
        QTest::addRow("edge key %llu", index) << index << true;
    for (const quint64 index : {1ull, 2345ull, 7777ull, 12'001ull})
        QTest::addRow("key %llu", index) << index << false;
}

void TestSystemsRocksDb::presentKeyFoundInOneFile()
{
    QFETCH(quint64, index);
    QFETCH(bool, edgeOfFile);
    const auto key = m_store->presentKey(index);
    auto traced = m_store->lookup(key);
    QVERIFY(traced.has_value());
    const auto &trace = traced.value();
    QVERIFY(trace.perFileAvailable);
    QVERIFY(trace.perFileMatchesWhole);
    QVERIFY(trace.agree);
    QVERIFY(trace.valueWithFilters.has_value());
    QCOMPARE(trace.files.size(), std::size_t {8});
    const auto holders = std::count_if(
        trace.files.begin(), trace.files.end(), [](const FileConsult &c) { return c.foundHere; });
    QCOMPARE(holders, 1);
    // The key was flushed in batch index / 2000; files are listed newest first.
    const auto holder = std::find_if(
        trace.files.begin(), trace.files.end(), [](const FileConsult &c) { return c.foundHere; });
    QCOMPARE(holder - trace.files.begin(), static_cast<std::ptrdiff_t>(7 - index / 2000));
    QCOMPARE(holder->answer, FilterAnswer::Maybe);
    QVERIFY(!holder->falsePositive);
    for (auto it = holder + 1; it != trace.files.end(); ++it)
        QCOMPARE(it->answer, FilterAnswer::NotReached);
    for (auto it = trace.files.begin(); it != holder; ++it) {
        QVERIFY(it->answer == FilterAnswer::DefinitelyNot || it->falsePositive
            || (edgeOfFile && it->answer == FilterAnswer::OutOfRange));
        QCOMPARE(it->blocksRead > 0, it->falsePositive);
    }
}

void TestSystemsRocksDb::missingKeyConsultsEveryFilter()
{
    std::uint64_t maybes = 0;
    for (std::uint64_t i = 0; i < 200; ++i) {
        auto traced = m_store->lookup(m_store->missingKey(i));
        QVERIFY(traced.has_value());
        const auto &trace = traced.value();
        QVERIFY(trace.perFileMatchesWhole);
        QVERIFY(trace.agree);
        QVERIFY(!trace.valueWithFilters.has_value());
        // A data block in each file; rarely two (see measuredFprNearFormula).
        QVERIFY(trace.blocksReadWithoutFilters >= 8 && trace.blocksReadWithoutFilters <= 16);
        QCOMPARE(trace.filterMisses + trace.filterHits, std::uint64_t {8});
        for (const auto &consult : trace.files) {
            // Inside every file's range: the filter, not the range check, decides.
            QVERIFY(consult.answer == FilterAnswer::DefinitelyNot || consult.answer == FilterAnswer::Maybe);
            QCOMPARE(consult.falsePositive, consult.answer == FilterAnswer::Maybe);
            QCOMPARE(consult.blocksRead > 0, consult.answer == FilterAnswer::Maybe);
            maybes += consult.answer == FilterAnswer::Maybe ? 1 : 0;
        }
    }
    QVERIFY(maybes < 80); // about 1% of 1,600 checks
}

void TestSystemsRocksDb::wholeKeyFilterDoesNotHelpRangeScan()
{
    auto scanned = m_store->scan(m_store->missingKey(3), 50);
    QVERIFY(scanned.has_value());
    const auto &s = scanned.value();
    qInfo("50-key range scan: %llu block reads with whole-key filters, %llu without",
        static_cast<unsigned long long>(s.wholeKeyFiltered.blockReads),
        static_cast<unsigned long long>(s.unfiltered.blockReads));
    QCOMPARE(s.wholeKeyFiltered.keysReturned, std::uint64_t {50});
    QCOMPARE(s.unfiltered.keysReturned, std::uint64_t {50});
    QVERIFY(s.unfiltered.blockReads >= 8);
    QCOMPARE(s.wholeKeyFiltered.blockReads, s.unfiltered.blockReads);
}

void TestSystemsRocksDb::prefixFilterHelpsBoundedScanOfAbsentPrefix()
{
    auto scanned = m_store->scan(m_store->missingKey(3), 50);
    QVERIFY(scanned.has_value());
    const auto &s = scanned.value();
    qInfo("prefix '%s' (absent): %llu block reads bounded, %llu unbounded; '%s' (present): %llu vs %llu",
        s.absentPrefix.c_str(), static_cast<unsigned long long>(s.absentBounded.blockReads),
        static_cast<unsigned long long>(s.absentUnbounded.blockReads), s.presentPrefix.c_str(),
        static_cast<unsigned long long>(s.presentBounded.blockReads),
        static_cast<unsigned long long>(s.presentUnbounded.blockReads));
    QCOMPARE(s.absentBounded.keysReturned, std::uint64_t {0});
    QCOMPARE(s.absentUnbounded.keysReturned, std::uint64_t {0});
    QVERIFY(s.absentBounded.blockReads < s.absentUnbounded.blockReads);
    QVERIFY(s.absentBounded.prefixUseful > 0);
    QCOMPARE(s.absentUnbounded.prefixChecked, std::uint64_t {0});
    QVERIFY(s.presentBounded.keysReturned > 0);
    QCOMPARE(s.presentBounded.keysReturned, s.presentUnbounded.keysReturned);
}

void TestSystemsRocksDb::compactionRebuildsFilters()
{
    // A store of its own: compaction changes the shape the other tests rely on.
    LsmSettings settings = smallSettings();
    settings.files = 4;
    settings.keysPerFile = 1000;
    RunControl control;
    auto built = LsmStore::build(settings, control, m_parent.path());
    QVERIFY(built.has_value());
    auto store = std::move(built).value();

    auto same = store->compact(std::nullopt, control, 5000);
    QVERIFY2(same.has_value(), same.has_value() ? "" : same.error().detail.c_str());
    const auto &first = same.value();
    QCOMPARE(first.before.size(), std::size_t {4});
    QCOMPARE(first.after.size(), std::size_t {1});
    QVERIFY(!first.filtersRebuiltWithNewBits);
    const auto &merged = first.after.front();
    QCOMPARE(merged.entries, std::uint64_t {4000});
    QVERIFY(merged.filterBytes > 0);
    // RocksDB 7.8 records its built-in Bloom policy as "bloomfilter".
    QVERIFY2(QString::fromStdString(merged.filterPolicyName)
                 .contains(QStringLiteral("bloom"), Qt::CaseInsensitive),
        merged.filterPolicyName.c_str());
    QCOMPARE(first.measured.mismatches, std::uint64_t {0});

    auto fewer = store->compact(5.0, control, 5000);
    QVERIFY(fewer.has_value());
    const auto &second = fewer.value();
    QVERIFY(second.filtersRebuiltWithNewBits);
    QCOMPARE(second.after.size(), std::size_t {1});
    qInfo(
        "compacted filter: %llu bytes at 10 bits/key, %llu at 5 (%s); FPR %.3f%% -> %.3f%% (formula %.3f%%)",
        static_cast<unsigned long long>(merged.filterBytes),
        static_cast<unsigned long long>(second.after.front().filterBytes),
        second.after.front().filterPolicyName.c_str(), 100 * first.measured.measuredFpr,
        100 * second.measured.measuredFpr, 100 * second.measured.formulaFpr);
    QVERIFY(second.after.front().filterBytes < merged.filterBytes);
    QVERIFY(second.measured.measuredFpr > first.measured.measuredFpr);
    QCOMPARE(second.measured.mismatches, std::uint64_t {0});
    QCOMPARE(store->settings().bitsPerKey, 5.0);

    auto traced = store->lookup(store->presentKey(123));
    QVERIFY(traced.has_value());
    QCOMPARE(traced.value().files.size(), std::size_t {1});
    QVERIFY(traced.value().files.front().foundHere);
    QVERIFY(traced.value().perFileMatchesWhole);
}

void TestSystemsRocksDb::sweepFollowsBitsPerKey()
{
    LsmSettings settings = smallSettings();
    settings.files = 4;
    settings.keysPerFile = 1000;
    RunControl control;
    auto swept = LsmStore::sweep(settings, 2, 12, 5000, control, m_parent.path());
    QVERIFY(swept.has_value());
    const auto &points = swept.value();
    QCOMPARE(points.size(), std::size_t {11});
    for (std::size_t i = 1; i < points.size(); ++i) {
        QVERIFY(points[i].formulaFpr < points[i - 1].formulaFpr);
        QVERIFY(points[i].filterBytes > points[i - 1].filterBytes);
    }
    QVERIFY(points.back().measuredFpr < points.front().measuredFpr);
    QVERIFY(points.back().blockReadsAvoided > points.front().blockReadsAvoided);
    QVERIFY(points.back().blockReadsAvoided > 0.9);
    // The sweep's databases are gone: only the shared store's folder is left.
    QCOMPARE(QDir(m_parent.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).size(), 1);
}

void TestSystemsRocksDb::throughputIsMeasured()
{
    RunControl control;
    auto measured = LsmStore::measureThroughput(smallSettings(), 20'000, control, m_parent.path());
    QVERIFY(measured.has_value());
    qInfo("missing-key lookups per second: %.0f with filters, %.0f without", measured.value().withFilters,
        measured.value().withoutFilters);
    QVERIFY(measured.value().withFilters > 0);
    QVERIFY(measured.value().withoutFilters > 0);
}

void TestSystemsRocksDb::invalidSettingsRefused_data()
{
    QTest::addColumn<int>("files");
    QTest::addColumn<int>("keysPerFile");
    QTest::addColumn<double>("bits");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<LsmError>("error");
    QTest::addRow("one file") << 1 << 1000 << 10.0 << 4 << LsmError::FilesOutOfRange;
    QTest::addRow("17 files") << 17 << 1000 << 10.0 << 4 << LsmError::FilesOutOfRange;
    QTest::addRow("99 keys") << 8 << 99 << 10.0 << 4 << LsmError::KeysPerFileOutOfRange;
    QTest::addRow("200001 keys") << 8 << 200'001 << 10.0 << 4 << LsmError::KeysPerFileOutOfRange;
    QTest::addRow("0.5 bits") << 8 << 1000 << 0.5 << 4 << LsmError::BitsPerKeyOutOfRange;
    QTest::addRow("21 bits") << 8 << 1000 << 21.0 << 4 << LsmError::BitsPerKeyOutOfRange;
    QTest::addRow("NaN bits") << 8 << 1000 << std::numeric_limits<double>::quiet_NaN() << 4
                              << LsmError::BitsPerKeyOutOfRange;
    QTest::addRow("prefix 0") << 8 << 1000 << 10.0 << 0 << LsmError::PrefixLengthOutOfRange;
    QTest::addRow("prefix 5") << 8 << 1000 << 10.0 << 5 << LsmError::PrefixLengthOutOfRange;
}

void TestSystemsRocksDb::invalidSettingsRefused()
{
    QFETCH(int, files);
    QFETCH(int, keysPerFile);
    QFETCH(double, bits);
    QFETCH(int, prefix);
    QFETCH(LsmError, error);
    LsmSettings settings;
    settings.files = files;
    settings.keysPerFile = keysPerFile;
    settings.bitsPerKey = bits;
    settings.prefixLength = prefix;
    QCOMPARE(settings.validate(), std::optional<LsmError>(error));
    RunControl control;
    auto built = LsmStore::build(settings, control, m_parent.path());
    QVERIFY(!built.has_value());
    QCOMPARE(built.error().code, error);
}

void TestSystemsRocksDb::invalidRequestsRefused()
{
    RunControl control;
    QCOMPARE(m_store->runBatch(0, 0.5, control).error().code, LsmError::LookupsOutOfRange);
    QCOMPARE(m_store->runBatch(100, 1.5, control).error().code, LsmError::ShareOutOfRange);
    QCOMPARE(m_store->lookup({}).error().code, LsmError::EmptyKey);
    QCOMPARE(m_store->lookup(std::string(300, 'k')).error().code, LsmError::KeyTooLong);
    QCOMPARE(m_store->scan("1234", 0).error().code, LsmError::ScanLengthOutOfRange);
    QCOMPARE(
        LsmStore::sweep(smallSettings(), 12, 2, 100, control).error().code, LsmError::SweepRangeOutOfRange);
    // A key the store never made is simply not found, in both databases alike.
    auto odd = m_store->lookup("not a key of this store");
    QVERIFY(odd.has_value());
    QVERIFY(odd.value().agree);
    QVERIFY(!odd.value().valueWithFilters.has_value());
}

void TestSystemsRocksDb::cancelledBuildLeavesNothing_data()
{
    QTest::addColumn<bool>("beforeStart");
    QTest::addRow("before the first flush") << true;
    QTest::addRow("part way") << false;
}

void TestSystemsRocksDb::cancelledBuildLeavesNothing()
{
    QFETCH(bool, beforeStart);
    QTemporaryDir parent;
    QVERIFY(parent.isValid());
    LsmSettings settings = smallSettings();
    settings.files = 16;
    settings.keysPerFile = 5000;
    RunControl control;
    std::atomic<bool> done {false};
    std::jthread canceller;
    if (beforeStart) {
        control.cancel();
    } else {
        canceller = std::jthread([&control, &done] {
            while (!done.load() && control.progress() < 0.2)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            control.cancel();
        });
    }
    auto built = LsmStore::build(settings, control, parent.path());
    done.store(true);
    QVERIFY(!built.has_value());
    QCOMPARE(built.error().code, LsmError::Cancelled);
    if (!beforeStart)
        QVERIFY(control.progress() >= 0.2 && control.progress() < 1.0);
    // Every database closed and the store's folder removed.
    QVERIFY(folderIsEmpty(parent.path()));
}

void TestSystemsRocksDb::unwritableFolderIsTypedError()
{
    // A path under a regular file cannot be made into a folder, not even by root.
    QTemporaryDir parent;
    QFile blocker(parent.filePath(QStringLiteral("a-file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    RunControl control;
    auto built = LsmStore::build(smallSettings(), control, blocker.fileName() + QStringLiteral("/inside"));
    QVERIFY(!built.has_value());
    QCOMPARE(built.error().code, LsmError::FolderUnwritable);
    auto swept = LsmStore::sweep(smallSettings(), 4, 6, 100, control, blocker.fileName());
    QVERIFY(!swept.has_value());
    QCOMPARE(swept.error().code, LsmError::FolderUnwritable);
}

QTEST_GUILESS_MAIN(TestSystemsRocksDb)
#include "tst_systems_rocksdb.moc"
