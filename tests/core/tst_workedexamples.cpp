// The articles' worked examples replay exactly what their readers saw: the same positions, the
// same early exits, the same false positives, and who set each bit of one.

#include "coretestsupport.h"

#include <QTest>

#include <algorithm>

using namespace bloom;

namespace {

struct Replay {
    const WorkedExample &example;
    BloomFilter filter;
    Provenance provenance;

    explicit Replay(WorkedExampleId id)
        : example(workedExample(id)), filter(example.bits, example.hashes, workedExampleHash(example))
    {
        for (const std::string &key : example.added) {
            const Trace trace = filter.addTraced(key);
            provenance.record(key, trace.positions());
        }
    }
};

QByteArray positionsOf(const BloomFilter &filter, std::string_view key)
{
    return coretest::joined(filter.positions(key));
}

} // namespace

class TestWorkedExamples : public QObject {
    Q_OBJECT

private slots:
    void everyExampleIsListedOnce();
    void usernamesGetTheArticlesPositions();
    void johnDoeStopsAtTheFirstHash();
    void tiwaCodesIsAFalsePositiveExplainedByTwoUsers();
    void fruitsGetTheArticlesPositions();
    void grapeIsDefinitelyAbsentAfterOneLook();
    void cowCollidesWithTiger();
    void unscriptedKeysStillWork();
};

void TestWorkedExamples::everyExampleIsListedOnce()
{
    QCOMPARE(workedExamples().size(), std::size_t {3});
    for (WorkedExampleId id :
        {WorkedExampleId::Usernames16, WorkedExampleId::Fruits8, WorkedExampleId::Animals10})
        QVERIFY(workedExample(id).id == id);
    QCOMPARE(workedExample(WorkedExampleId::Usernames16).bits, std::uint64_t {16});
    QCOMPARE(workedExample(WorkedExampleId::Usernames16).hashes, 3u);
    QCOMPARE(workedExample(WorkedExampleId::Fruits8).bits, std::uint64_t {8});
    QCOMPARE(workedExample(WorkedExampleId::Fruits8).hashes, 3u);
    QCOMPARE(workedExample(WorkedExampleId::Animals10).bits, std::uint64_t {10});
    QCOMPARE(workedExample(WorkedExampleId::Animals10).hashes, 1u);
}

void TestWorkedExamples::usernamesGetTheArticlesPositions()
{
    const Replay replay(WorkedExampleId::Usernames16);
    QCOMPARE(replay.example.added, (std::vector<std::string> {"seyi_codes", "aderonke"}));
    QCOMPARE(positionsOf(replay.filter, "seyi_codes"), QByteArray("3,7,11"));
    QCOMPARE(positionsOf(replay.filter, "aderonke"), QByteArray("1,7,13"));
    // Bit 7 is shared, so two keys set five bits.
    QCOMPARE(replay.filter.setBitCount(), std::uint64_t {5});
    for (std::uint64_t bit : {1, 3, 7, 11, 13})
        QVERIFY(replay.filter.bit(bit));
}

void TestWorkedExamples::johnDoeStopsAtTheFirstHash()
{
    const Replay replay(WorkedExampleId::Usernames16);
    const Trace trace = replay.filter.checkTraced("john_doe");
    QVERIFY(!trace.result);
    QCOMPARE(trace.steps.size(), std::size_t {1});
    QCOMPARE(trace.stoppedAt, std::optional<std::uint32_t>(0));
    QCOMPARE(trace.steps[0].probe.position, std::uint64_t {2});
    QCOMPARE(trace.steps[0].before, 0u);
    QVERIFY(!replay.filter.mightContain("john_doe"));
}

void TestWorkedExamples::tiwaCodesIsAFalsePositiveExplainedByTwoUsers()
{
    const Replay replay(WorkedExampleId::Usernames16);
    const std::vector<std::string> &added = replay.example.added;
    QVERIFY(std::find(added.begin(), added.end(), "tiwa_codes") == added.end());
    const Trace trace = replay.filter.checkTraced("tiwa_codes");
    QVERIFY(trace.result); // never added, yet "maybe present"
    QCOMPARE(coretest::joined(trace.positions()), QByteArray("3,7,13"));

    const auto why = replay.provenance.explain(trace.positions());
    QCOMPARE(why.size(), std::size_t {3});
    QCOMPARE(why[0].position, std::uint64_t {3});
    QCOMPARE(coretest::joined(why[0].keys), QByteArray("seyi_codes"));
    QCOMPARE(why[1].position, std::uint64_t {7});
    QCOMPARE(coretest::joined(why[1].keys), QByteArray("seyi_codes,aderonke"));
    QCOMPARE(why[2].position, std::uint64_t {13});
    QCOMPARE(coretest::joined(why[2].keys), QByteArray("aderonke"));
}

void TestWorkedExamples::fruitsGetTheArticlesPositions()
{
    const Replay replay(WorkedExampleId::Fruits8);
    QCOMPARE(positionsOf(replay.filter, "apple"), QByteArray("1,4,6"));
    QCOMPARE(positionsOf(replay.filter, "mango"), QByteArray("0,4,7"));
    QCOMPARE(replay.filter.setBitCount(), std::uint64_t {5});
    QVERIFY(replay.filter.mightContain("apple"));
    QVERIFY(replay.filter.mightContain("mango"));
}

void TestWorkedExamples::grapeIsDefinitelyAbsentAfterOneLook()
{
    const Replay replay(WorkedExampleId::Fruits8);
    const Trace trace = replay.filter.checkTraced("grape");
    QVERIFY(!trace.result);
    QCOMPARE(trace.steps.size(), std::size_t {1});
    QCOMPARE(trace.steps[0].probe.position, std::uint64_t {2});
    QCOMPARE(trace.stoppedAt, std::optional<std::uint32_t>(0));
    QCOMPARE(replay.example.checked.front(), std::string("grape"));
}

void TestWorkedExamples::cowCollidesWithTiger()
{
    const Replay replay(WorkedExampleId::Animals10);
    QCOMPARE(positionsOf(replay.filter, "tiger"), QByteArray("1"));
    QCOMPARE(positionsOf(replay.filter, "cow"), QByteArray("1"));
    QCOMPARE(replay.filter.setBitCount(), std::uint64_t {1});
    const Trace trace = replay.filter.checkTraced("cow");
    QVERIFY(trace.result); // a false positive: cow was never added
    QCOMPARE(coretest::joined(replay.provenance.explain(trace.positions())[0].keys), QByteArray("tiger"));
    QVERIFY(!replay.provenance.contains("cow"));
}

void TestWorkedExamples::unscriptedKeysStillWork()
{
    // A learner may type their own key into a lesson; it falls back to the default hashing.
    Replay replay(WorkedExampleId::Fruits8);
    std::vector<std::uint64_t> expected(3);
    defaultHashScheme()->positions("banana", 8, expected);
    QCOMPARE(positionsOf(replay.filter, "banana"), coretest::joined(expected));
    replay.filter.add("banana");
    QVERIFY(replay.filter.mightContain("banana"));
}

QTEST_APPLESS_MAIN(TestWorkedExamples)
#include "tst_workedexamples.moc"
