// Experiments: the measured rate at a million keys matches theory, progress is reported in order,
// cancellation is prompt, and the generated key sets never overlap.

#include "coretestsupport.h"

#include <QTest>

#include <cmath>
#include <unordered_set>

using namespace bloom;

namespace {

constexpr std::uint64_t kMillion = 1'000'000;

std::string generated(std::uint64_t salt, bool probe, std::uint64_t index)
{
    char buffer[kMaxGeneratedKeyBytes];
    return {buffer, generatedKey(buffer, salt, probe, index)};
}

} // namespace

class TestExperiment : public QObject {
    Q_OBJECT

private slots:
    void measuredRateMatchesTheoryAtOneMillion();
    void directLoopMatchesTheoryAtOneMillion();
    void resultFieldsAreConsistent();
    void runsAreReproducible();
    void batchedRunEqualsAKeyByKeyLoop_data();
    void batchedRunEqualsAKeyByKeyLoop();
    void progressAdvancesThroughThePhases();
    void stopRequestedBeforehandCancelsAtOnce();
    void stopRequestedWhileInsertingCancelsPromptly();
    void stopRequestedWhileProbingCancelsPromptly();
    void generatedKeysHaveTheDocumentedForm();
    void insertedAndProbedKeysAreDisjoint_data();
    void insertedAndProbedKeysAreDisjoint();
    void invalidConfigurationsGiveTypedErrors_data();
    void invalidConfigurationsGiveTypedErrors();
};

void TestExperiment::measuredRateMatchesTheoryAtOneMillion()
{
    const std::uint64_t m = optimalBitCount(kMillion, 0.01);
    const std::uint32_t k = optimalHashCount(m, kMillion);
    const auto result = runExperiment({m, k, kMillion, kMillion, HashKind::Enhanced, 0, 0});
    QVERIFY(result);
    // About 10,000 false positives expected: ±10% is ten standard deviations.
    QVERIFY2(std::abs(result->measuredFpr / result->theoreticalFpr - 1.0) < 0.10,
        qPrintable(QStringLiteral("%1 vs %2").arg(result->measuredFpr).arg(result->theoreticalFpr)));
    QVERIFY(std::abs(result->theoreticalFpr - 0.01) < 0.0005);
}

void TestExperiment::directLoopMatchesTheoryAtOneMillion()
{
    const std::uint64_t m = optimalBitCount(kMillion, 0.01);
    const std::uint32_t k = optimalHashCount(m, kMillion);
    BloomFilter filter(m, k);
    // Random bytes alone repeat (there are only 256 one-byte keys), and repeats would lower the
    // rate; the index makes every key distinct and the first byte keeps the two sets apart.
    coretest::RandomKeys keys(77);
    for (std::uint64_t i = 0; i < kMillion; ++i)
        filter.add(coretest::numberedKey("+", i) + ":" + keys.next());
    std::uint64_t positives = 0;
    constexpr std::uint64_t probes = 1'200'000;
    for (std::uint64_t i = 0; i < probes; ++i)
        positives += filter.mightContain(coretest::numberedKey("-", i) + ":" + keys.next()) ? 1 : 0;
    const double measured = static_cast<double>(positives) / static_cast<double>(probes);
    const double theory = falsePositiveRate(m, kMillion, k);
    QVERIFY2(std::abs(measured / theory - 1.0) < 0.10,
        qPrintable(QStringLiteral("%1 vs %2").arg(measured).arg(theory)));
    // The fill matches its expectation as well, which the rate depends on.
    QVERIFY(std::abs(filter.fillRatio() - expectedFillRatio(m, kMillion, k)) < 0.002);
}

void TestExperiment::resultFieldsAreConsistent()
{
    const auto small = runExperiment({5000, 4, 600, 20'000, HashKind::PlainDouble, 3, 9});
    QVERIFY(small);
    QCOMPARE(small->config.bits, std::uint64_t {5000});
    QCOMPARE(small->measuredFpr, static_cast<double>(small->falsePositives) / static_cast<double>(20'000));
    QVERIFY(small->confidenceLow <= small->measuredFpr);
    QVERIFY(small->measuredFpr <= small->confidenceHigh);
    QVERIFY(qFuzzyCompare(small->theoreticalFpr, falsePositiveRate(5000, 600, 4)));
    QVERIFY(small->exactFpr.has_value()); // m within kExactFprMaxBits
    QVERIFY(qFuzzyCompare(*small->exactFpr, exactFalsePositiveRate(5000, 600, 4).value()));
    QCOMPARE(small->memoryBytes, BloomFilter(5000, 4).memoryBytes());
    QVERIFY(small->setBits > 0 && small->setBits <= 600 * 4);
    // The error bars the FPR lab draws are the Wilson interval of exactly these counts. (How long
    // the phases took is a figure of bloomlab-bench, not a test: timing is noise here.)
    QVERIFY(small->falsePositives > 0 && small->falsePositives < 20'000);
    const Interval interval = wilsonInterval(small->falsePositives, 20'000);
    QCOMPARE(small->confidenceLow, interval.low);
    QCOMPARE(small->confidenceHigh, interval.high);

    const auto large = runExperiment({kExactFprMaxBits + 1, 3, 100, 100});
    QVERIFY(large);
    QVERIFY(!large->exactFpr.has_value());

    // With no probes the rate is 0 rather than 0/0.
    const auto noProbes = runExperiment({1000, 3, 10, 0});
    QVERIFY(noProbes);
    QCOMPARE(noProbes->measuredFpr, 0.0);
}

void TestExperiment::runsAreReproducible()
{
    const ExperimentConfig config {20'000, 5, 3000, 50'000, HashKind::Article, 0, 123};
    const auto first = runExperiment(config);
    const auto second = runExperiment(config);
    QVERIFY(first && second);
    QCOMPARE(first->falsePositives, second->falsePositives);
    QCOMPARE(first->setBits, second->setBits);
    // Another salt gives other keys, hence another filter.
    ExperimentConfig salted = config;
    salted.keySalt = 124;
    QVERIFY(runExperiment(salted)->setBits != first->setBits);
}

void TestExperiment::batchedRunEqualsAKeyByKeyLoop_data()
{
    QTest::addColumn<HashKind>("kind");
    QTest::addColumn<quint64>("salt");
    // 25,000 keys cross the 10 → 100 → 1000 → 10,000 → 20,000 digit and chunk boundaries.
    QTest::addRow("default hashing") << HashKind::Enhanced << quint64 {0};
    QTest::addRow("default hashing, salted") << HashKind::Enhanced << quint64 {18'446'744'073'709'551'615ull};
    QTest::addRow("plain double hashing") << HashKind::PlainDouble << quint64 {7};
}

void TestExperiment::batchedRunEqualsAKeyByKeyLoop()
{
    // runExperiment generates keys a chunk at a time and checks them in batches; its filter and
    // its count of false positives must be those of the documented keys, added and checked one by
    // one.
    QFETCH(HashKind, kind);
    QFETCH(quint64, salt);
    constexpr std::uint64_t items = 25'000;
    constexpr std::uint64_t probes = 31'000;
    const ExperimentConfig config {150'001, 5, items, probes, kind, 3, salt};
    const auto result = runExperiment(config);
    QVERIFY(result);
    BloomFilter filter(config.bits, config.hashes, makeHashScheme(kind, config.seed));
    for (std::uint64_t i = 0; i < items; ++i)
        filter.add(generated(salt, false, i));
    std::uint64_t positives = 0;
    for (std::uint64_t i = 0; i < probes; ++i)
        positives += filter.mightContain(generated(salt, true, i)) ? 1 : 0;
    QCOMPARE(result->setBits, filter.setBitCount());
    QCOMPARE(result->falsePositives, positives);
    QVERIFY(positives > 0); // enough to notice a different key set
}

void TestExperiment::progressAdvancesThroughThePhases()
{
    std::vector<ExperimentProgress> seen;
    const auto result = runExperiment(
        {100'000, 3, 100'000, 70'000}, [&seen](const ExperimentProgress &p) { seen.push_back(p); });
    QVERIFY(result);
    QVERIFY(seen.size() >= 4);
    QCOMPARE(seen.front().phase, ExperimentPhase::Allocating);
    QCOMPARE(seen.back().phase, ExperimentPhase::Done);
    QCOMPARE(seen.back().done, seen.back().total);
    int inserting = 0;
    int probing = 0;
    for (std::size_t i = 1; i < seen.size(); ++i) {
        const ExperimentProgress &before = seen[i - 1];
        const ExperimentProgress &now = seen[i];
        QVERIFY(now.phase >= before.phase);
        if (now.phase == before.phase)
            QVERIFY(now.done > before.done);
        QVERIFY(now.done <= now.total);
        if (now.phase == ExperimentPhase::Inserting) {
            QCOMPARE(now.total, std::uint64_t {100'000});
            ++inserting;
        }
        if (now.phase == ExperimentPhase::Probing) {
            QCOMPARE(now.total, std::uint64_t {70'000});
            ++probing;
        }
    }
    // "At most every few thousand keys", and often enough to move a progress bar.
    QVERIFY(inserting >= 3 && inserting <= 100);
    QVERIFY(probing >= 3 && probing <= 70);
}

void TestExperiment::stopRequestedBeforehandCancelsAtOnce()
{
    std::stop_source stop;
    stop.request_stop();
    int calls = 0;
    const auto result = runExperiment(
        {1'000'000, 3, 1'000'000, 1'000'000}, [&calls](const ExperimentProgress &) { ++calls; },
        stop.get_token());
    QVERIFY(!result);
    QCOMPARE(result.error().code, Errc::Cancelled);
    QVERIFY(calls <= 1); // at most the Allocating report
}

void TestExperiment::stopRequestedWhileInsertingCancelsPromptly()
{
    // Unstopped, 10¹² inserts would run for hours: returning at all shows the stop was obeyed.
    std::stop_source stop;
    int callsAfterStop = 0;
    std::uint64_t doneAtStop = 0;
    const auto result = runExperiment(
        {1'000'000, 3, 1'000'000'000'000, 1000},
        [&](const ExperimentProgress &p) {
            if (stop.stop_requested()) {
                ++callsAfterStop;
                return;
            }
            if (p.phase == ExperimentPhase::Inserting && p.done >= 50'000) {
                doneAtStop = p.done;
                stop.request_stop();
            }
        },
        stop.get_token());
    QVERIFY(!result);
    QCOMPARE(result.error().code, Errc::Cancelled);
    QVERIFY(doneAtStop >= 50'000);
    QVERIFY(callsAfterStop <= 1);
}

void TestExperiment::stopRequestedWhileProbingCancelsPromptly()
{
    std::stop_source stop;
    int callsAfterStop = 0;
    bool probed = false;
    const auto result = runExperiment(
        {1'000'000, 3, 10'000, 1'000'000'000'000},
        [&](const ExperimentProgress &p) {
            if (stop.stop_requested()) {
                ++callsAfterStop;
                return;
            }
            if (p.phase == ExperimentPhase::Probing && p.done > 0) {
                probed = true;
                stop.request_stop();
            }
        },
        stop.get_token());
    QVERIFY(!result);
    QCOMPARE(result.error().code, Errc::Cancelled);
    QVERIFY(probed);
    QVERIFY(callsAfterStop <= 1);
}

void TestExperiment::generatedKeysHaveTheDocumentedForm()
{
    QCOMPARE(coretest::bytes(generated(0, false, 42)), QByteArray("i42"));
    QCOMPARE(coretest::bytes(generated(0, true, 0)), QByteArray("p0"));
    QCOMPARE(coretest::bytes(generated(7, true, 3)), QByteArray("7:p3"));
    // The longest key fits the documented buffer.
    constexpr std::uint64_t top = ~std::uint64_t {0};
    const std::string longest = generated(top, true, top);
    QCOMPARE(coretest::bytes(longest), QByteArray("18446744073709551615:p18446744073709551615"));
    QVERIFY(longest.size() <= kMaxGeneratedKeyBytes);
}

void TestExperiment::insertedAndProbedKeysAreDisjoint_data()
{
    QTest::addColumn<quint64>("salt");
    QTest::addRow("no salt") << quint64 {0};
    QTest::addRow("salt 1") << quint64 {1};
    QTest::addRow("large salt") << quint64 {9'876'543'210};
}

void TestExperiment::insertedAndProbedKeysAreDisjoint()
{
    QFETCH(quint64, salt);
    constexpr std::uint64_t count = 200'000;
    std::unordered_set<std::string> inserted;
    inserted.reserve(count);
    for (std::uint64_t i = 0; i < count; ++i)
        inserted.insert(generated(salt, false, i));
    QCOMPARE(inserted.size(), std::size_t {count}); // distinct among themselves, too
    for (std::uint64_t i = 0; i < count; ++i)
        QVERIFY(!inserted.contains(generated(salt, true, i)));
}

void TestExperiment::invalidConfigurationsGiveTypedErrors_data()
{
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint32>("k");
    QTest::addColumn<quint64>("n");
    QTest::addColumn<quint64>("probes");
    QTest::addColumn<HashKind>("hash");
    QTest::addColumn<Errc>("expected");
    QTest::addRow("m = 0") << quint64 {0} << quint32 {3} << quint64 {10} << quint64 {10} << HashKind::Enhanced
                           << Errc::ZeroBits;
    QTest::addRow("k = 0") << quint64 {100} << quint32 {0} << quint64 {10} << quint64 {10}
                           << HashKind::Enhanced << Errc::ZeroHashes;
    QTest::addRow("k = 65") << quint64 {100} << quint32 {65} << quint64 {10} << quint64 {10}
                            << HashKind::Enhanced << Errc::TooManyHashes;
    QTest::addRow("nothing to do") << quint64 {100} << quint32 {3} << quint64 {0} << quint64 {0}
                                   << HashKind::Enhanced << Errc::ZeroItems;
    // A script cannot be named by kind; the run used to fall back to the default hash unseen.
    QTest::addRow("scripted hash") << quint64 {100} << quint32 {3} << quint64 {10} << quint64 {10}
                                   << HashKind::Scripted << Errc::UnknownHashScheme;
}

void TestExperiment::invalidConfigurationsGiveTypedErrors()
{
    QFETCH(quint64, m);
    QFETCH(quint32, k);
    QFETCH(quint64, n);
    QFETCH(quint64, probes);
    QFETCH(HashKind, hash);
    QFETCH(Errc, expected);
    const auto result = runExperiment({m, k, n, probes, hash});
    QVERIFY(!result);
    QCOMPARE(result.error().code, expected);
}

QTEST_APPLESS_MAIN(TestExperiment)
#include "tst_experiment.moc"
