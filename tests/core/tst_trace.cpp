// Traces: what the ui replays step by step. Each add step shows the bit before and after; a
// check stops at the first 0 bit, and the hashes after it are not part of the trace.

#include "coretestsupport.h"

#include <QTest>

using namespace bloom;

namespace {

// Fixed positions make every before/after bit predictable.
HashSchemePtr lessonScheme()
{
    return makeScriptedHash(
        {{"alpha", {1, 5, 9}}, {"beta", {5, 9, 12}}, {"gamma", {1, 6, 9}}, {"twice", {2, 2, 3}}});
}

QByteArray wordsOf(const BloomFilter &filter)
{
    return coretest::joined(filter.words());
}

} // namespace

class TestTrace : public QObject {
    Q_OBJECT

private slots:
    void addTraceShowsEachBitBeforeAndAfter();
    void addTraceOfARepeatedPositionSetsItOnce();
    void checkTraceStopsAtTheFirstZeroBit();
    void checkTraceOfAPresentKeyEvaluatesEveryHash();
    void tracesAgreeWithThePlainOperations_data();
    void tracesAgreeWithThePlainOperations();
};

void TestTrace::addTraceShowsEachBitBeforeAndAfter()
{
    BloomFilter filter(16, 3, lessonScheme());
    filter.add("alpha");
    const Trace trace = filter.addTraced("beta");
    QCOMPARE(trace.operation, Operation::Add);
    QCOMPARE(coretest::bytes(trace.key), QByteArray("beta"));
    QCOMPARE(trace.bits, std::uint64_t {16});
    QCOMPARE(trace.hashCount, 3u);
    QCOMPARE(trace.steps.size(), std::size_t {3});
    QCOMPARE(coretest::joined(trace.positions()), QByteArray("5,9,12"));
    // Bits 5 and 9 were set by alpha; only 12 changes.
    const std::uint32_t before[] = {1, 1, 0};
    for (std::uint32_t i = 0; i < 3; ++i) {
        QCOMPARE(trace.steps[i].index, i);
        QCOMPARE(trace.steps[i].before, before[i]);
        QCOMPARE(trace.steps[i].after, 1u);
        QCOMPARE(trace.steps[i].probe.reduction, Reduction::Scripted);
    }
    QVERIFY(trace.result);
    QVERIFY(!trace.stoppedEarly());
    // Adding it again changes nothing, and the trace says so.
    QVERIFY(!filter.addTraced("beta").result);
    QCOMPARE(filter.setBitCount(), std::uint64_t {4});
}

void TestTrace::addTraceOfARepeatedPositionSetsItOnce()
{
    BloomFilter filter(16, 3, lessonScheme());
    const Trace trace = filter.addTraced("twice");
    QCOMPARE(trace.steps[0].before, 0u);
    QCOMPARE(trace.steps[1].before, 1u); // the first probe already set it
    QCOMPARE(filter.setBitCount(), std::uint64_t {2});
}

void TestTrace::checkTraceStopsAtTheFirstZeroBit()
{
    BloomFilter filter(16, 3, lessonScheme());
    filter.add("alpha");
    const Trace trace = filter.checkTraced("gamma"); // 1 is set, 6 is not, 9 is never looked at
    QCOMPARE(trace.operation, Operation::Check);
    QVERIFY(!trace.result);
    QVERIFY(trace.stoppedEarly());
    QCOMPARE(trace.stoppedAt, std::optional<std::uint32_t>(1));
    QCOMPARE(trace.steps.size(), std::size_t {2});
    QCOMPARE(coretest::joined(trace.positions()), QByteArray("1,6"));
    QCOMPARE(trace.steps[0].before, 1u);
    QCOMPARE(trace.steps[1].before, 0u);
    QCOMPARE(trace.hashCount, 3u);
}

void TestTrace::checkTraceOfAPresentKeyEvaluatesEveryHash()
{
    BloomFilter filter(16, 3, lessonScheme());
    filter.add("alpha");
    const Trace trace = filter.checkTraced("alpha");
    QVERIFY(trace.result);
    QVERIFY(!trace.stoppedEarly());
    QCOMPARE(coretest::joined(trace.positions()), QByteArray("1,5,9"));
    for (const TraceStep &step : trace.steps) {
        QCOMPARE(step.before, 1u);
        QCOMPARE(step.after, 1u);
    }
}

void TestTrace::tracesAgreeWithThePlainOperations_data()
{
    QTest::addColumn<HashKind>("kind");
    // Enhanced has its own fast path in add() and mightContain(); the others go through
    // positions().
    QTest::addRow("enhanced") << HashKind::Enhanced;
    QTest::addRow("plain double") << HashKind::PlainDouble;
    QTest::addRow("article") << HashKind::Article;
}

void TestTrace::tracesAgreeWithThePlainOperations()
{
    QFETCH(HashKind, kind);
    BloomFilter traced(5000, 4, makeHashScheme(kind, 9));
    BloomFilter plain(5000, 4, makeHashScheme(kind, 9));
    for (std::uint64_t i = 0; i < 500; ++i) {
        const std::string key = coretest::numberedKey("in", i);
        const Trace trace = traced.addTraced(key);
        plain.add(key);
        QCOMPARE(coretest::joined(trace.positions()), coretest::joined(plain.positions(key)));
    }
    QCOMPARE(wordsOf(traced), wordsOf(plain));
    QCOMPARE(traced.itemCount(), plain.itemCount());
    for (std::uint64_t i = 0; i < 2000; ++i) {
        const std::string key = coretest::numberedKey("probe", i);
        const Trace trace = plain.checkTraced(key);
        QCOMPARE(trace.result, plain.mightContain(key));
        QCOMPARE(trace.stoppedEarly(), !trace.result);
        if (trace.stoppedEarly())
            QCOMPARE(trace.steps.size(), std::size_t {*trace.stoppedAt} + 1);
    }
}

QTEST_APPLESS_MAIN(TestTrace)
#include "tst_trace.moc"
