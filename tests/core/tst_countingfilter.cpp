// Counting filters: removal that never causes a false negative, even when counters saturate or a
// key lands on one counter twice.

#include "coretestsupport.h"

#include <QTest>

using namespace bloom;

namespace {

QByteArray storageOf(const CountingBloomFilter &filter)
{
    const auto bytes = filter.storage();
    return {reinterpret_cast<const char *>(bytes.data()), static_cast<qsizetype>(bytes.size())};
}

bool allCountersZero(const CountingBloomFilter &filter)
{
    for (std::uint64_t i = 0; i < filter.counterCount(); ++i) {
        if (filter.counter(i) != 0)
            return false;
    }
    return true;
}

} // namespace

class TestCountingFilter : public QObject {
    Q_OBJECT

private slots:
    void addThenRemoveLeavesEveryCounterZero_data();
    void addThenRemoveLeavesEveryCounterZero();
    void plainAndTracedPathsLeaveTheSameCounters_data();
    void plainAndTracedPathsLeaveTheSameCounters();
    void removingAnAbsentKeyIsRefusedAndChangesNothing();
    void countersCountUpAndDown();
    void counterSaturatesAndSticks_data();
    void counterSaturatesAndSticks();
    void remainingKeysStayPresentAfterRemovals();
    void aKeyOnOneCounterTwiceNeedsTwoToLeave();
    void checkTraceStopsAtTheFirstZeroCounter();
    void memoryIsWidthTimesCounters_data();
    void memoryIsWidthTimesCounters();
    void clearEmptiesEveryCounter();
    void assignStorageChecksSizeAndSpareNibble();
    void countersOutsideTheFilterReadZero();
};

void TestCountingFilter::addThenRemoveLeavesEveryCounterZero_data()
{
    QTest::addColumn<CounterWidth>("width");
    QTest::addColumn<bool>("traced");
    QTest::addRow("4-bit") << CounterWidth::Four << false;
    QTest::addRow("8-bit") << CounterWidth::Eight << false;
    QTest::addRow("4-bit, traced") << CounterWidth::Four << true;
    QTest::addRow("8-bit, traced") << CounterWidth::Eight << true;
}

void TestCountingFilter::addThenRemoveLeavesEveryCounterZero()
{
    QFETCH(CounterWidth, width);
    QFETCH(bool, traced);
    CountingBloomFilter filter(10'001, 4, width);
    for (std::uint64_t i = 0; i < 500; ++i) {
        if (traced)
            QCOMPARE(filter.addTraced(coretest::numberedKey("k", i)).operation, Operation::Add);
        else
            filter.add(coretest::numberedKey("k", i));
    }
    QVERIFY(filter.nonZeroCount() > 0);
    QCOMPARE(filter.saturatedCount(), std::uint64_t {0}); // else the round trip could not be exact
    for (std::uint64_t i = 0; i < 500; ++i) {
        if (!traced) {
            QVERIFY(filter.remove(coretest::numberedKey("k", i)));
            continue;
        }
        const auto removed = filter.removeTraced(coretest::numberedKey("k", i));
        QVERIFY(removed);
        QVERIFY(!removed->hitSaturated);
        QCOMPARE(removed->trace.operation, Operation::Remove);
    }
    QVERIFY(allCountersZero(filter));
    QCOMPARE(filter.nonZeroCount(), std::uint64_t {0});
    QCOMPARE(filter.itemCount(), std::uint64_t {0});
    QCOMPARE(storageOf(filter), QByteArray(static_cast<qsizetype>(filter.storage().size()), '\0'));
}

void TestCountingFilter::plainAndTracedPathsLeaveTheSameCounters_data()
{
    QTest::addColumn<CounterWidth>("width");
    QTest::addColumn<HashKind>("kind");
    QTest::addRow("4-bit, enhanced") << CounterWidth::Four << HashKind::Enhanced;
    QTest::addRow("8-bit, enhanced") << CounterWidth::Eight << HashKind::Enhanced;
    QTest::addRow("4-bit, plain double") << CounterWidth::Four << HashKind::PlainDouble;
    QTest::addRow("4-bit, article") << CounterWidth::Four << HashKind::Article;
    QTest::addRow("4-bit, scripted") << CounterWidth::Four << HashKind::Scripted;
}

// add() and remove() skip the trace for speed; they must still do exactly what the traced forms
// do, or the variants table would time a different filter from the one the ui shows.
void TestCountingFilter::plainAndTracedPathsLeaveTheSameCounters()
{
    QFETCH(CounterWidth, width);
    QFETCH(HashKind, kind);
    // The script puts "twice" on counter 5 twice, an edge case of both paths.
    const HashSchemePtr scheme
        = kind == HashKind::Scripted ? makeScriptedHash({{"twice", {5, 5, 9}}}) : makeHashScheme(kind, 3);
    CountingBloomFilter plain(997, 3, width, scheme);
    CountingBloomFilter traced(997, 3, width, scheme);
    std::vector<std::string> keys {"twice", "twice"};
    for (std::uint64_t i = 0; i < 300; ++i)
        keys.push_back(coretest::numberedKey("k", i));
    keys.insert(keys.end(), 300, "hot"); // past 255, so it sticks in either width
    for (const std::string &key : keys) {
        plain.add(key);
        (void)traced.addTraced(key);
    }
    QCOMPARE(storageOf(plain), storageOf(traced));
    QVERIFY(plain.saturatedCount() > 0);
    QCOMPARE(plain.saturatedCount(), traced.saturatedCount());
    QCOMPARE(plain.nonZeroCount(), traced.nonZeroCount());
    QCOMPARE(plain.itemCount(), traced.itemCount());

    for (std::uint64_t i = 0; i < 400; ++i) {
        const std::string key = coretest::numberedKey("q", i);
        QCOMPARE(plain.mightContain(key), traced.checkTraced(key).result);
    }

    // Remove every other key, then keys never added: the same accepted, the same refused.
    int refused = 0;
    for (std::size_t i = 0; i < keys.size(); i += 2) {
        const Status removed = plain.remove(keys[i]);
        QCOMPARE(removed.has_value(), traced.removeTraced(keys[i]).has_value());
    }
    for (std::uint64_t i = 0; i < 200; ++i) {
        const std::string key = coretest::numberedKey("never", i);
        const Status removed = plain.remove(key);
        const auto report = traced.removeTraced(key);
        QCOMPARE(removed.has_value(), report.has_value());
        if (!removed) {
            QCOMPARE(removed.error().code, Errc::NotPresent);
            QCOMPARE(report.error().code, Errc::NotPresent);
            ++refused;
        }
    }
    QVERIFY(refused > 0);
    QCOMPARE(storageOf(plain), storageOf(traced));
    QCOMPARE(plain.nonZeroCount(), traced.nonZeroCount());
    QCOMPARE(plain.itemCount(), traced.itemCount());
}

void TestCountingFilter::removingAnAbsentKeyIsRefusedAndChangesNothing()
{
    CountingBloomFilter filter(2000, 3);
    for (std::uint64_t i = 0; i < 100; ++i)
        filter.add(coretest::numberedKey("k", i));
    const QByteArray before = storageOf(filter);
    int refused = 0;
    for (std::uint64_t i = 0; i < 200; ++i) {
        const std::string key = coretest::numberedKey("never", i);
        if (filter.mightContain(key))
            continue; // a false positive may be removable; only definite absence is refused
        const auto removed = filter.remove(key);
        QVERIFY(!removed);
        QCOMPARE(removed.error().code, Errc::NotPresent);
        ++refused;
    }
    QVERIFY(refused > 150);
    QCOMPARE(storageOf(filter), before);
    QCOMPARE(filter.itemCount(), std::uint64_t {100});
}

void TestCountingFilter::countersCountUpAndDown()
{
    CountingBloomFilter filter(16, 1, CounterWidth::Four, makeScriptedHash({{"k", {6}}}));
    for (int i = 0; i < 14; ++i)
        filter.add("k");
    QCOMPARE(filter.counter(6), 14u);
    QVERIFY(!filter.isSaturated(6));
    const auto removed = filter.removeTraced("k");
    QVERIFY(removed);
    QCOMPARE(removed->trace.steps.at(0).before, 14u);
    QCOMPARE(removed->trace.steps.at(0).after, 13u);
    QCOMPARE(filter.counter(6), 13u);
    // Neighbours sharing the byte are untouched.
    QCOMPARE(filter.counter(7), 0u);
    QCOMPARE(filter.counter(5), 0u);
}

void TestCountingFilter::counterSaturatesAndSticks_data()
{
    QTest::addColumn<CounterWidth>("width");
    QTest::addColumn<quint32>("maximum");
    QTest::addRow("4-bit at 15") << CounterWidth::Four << quint32 {15};
    QTest::addRow("8-bit at 255") << CounterWidth::Eight << quint32 {255};
}

void TestCountingFilter::counterSaturatesAndSticks()
{
    QFETCH(CounterWidth, width);
    QFETCH(quint32, maximum);
    // Position 3 shares its byte with position 2 in the 4-bit layout, so a wrap would show there.
    CountingBloomFilter filter(8, 1, width, makeScriptedHash({{"k", {3}}, {"neighbour", {2}}}));
    filter.add("neighbour");
    QCOMPARE(filter.counterMax(), maximum);
    Trace last;
    for (std::uint32_t i = 0; i < maximum + 5; ++i)
        last = filter.addTraced("k");
    QCOMPARE(filter.counter(3), maximum);
    QVERIFY(filter.isSaturated(3));
    QCOMPARE(filter.saturatedCount(), std::uint64_t {1});
    QCOMPARE(last.steps.at(0).before, maximum);
    QCOMPARE(last.steps.at(0).after, maximum);
    QVERIFY(last.steps.at(0).saturated);

    // Nobody knows how many keys share a stuck counter, so removal leaves it alone, every time.
    for (int i = 0; i < 300; ++i) {
        const auto removed = filter.removeTraced("k");
        QVERIFY(removed);
        QVERIFY(removed->hitSaturated);
        QCOMPARE(removed->trace.steps.at(0).after, maximum);
    }
    QCOMPARE(filter.counter(3), maximum);
    QCOMPARE(filter.counter(2), 1u);
    QVERIFY(filter.mightContain("k"));
    QVERIFY(filter.checkTraced("k").steps.at(0).saturated);
}

void TestCountingFilter::remainingKeysStayPresentAfterRemovals()
{
    CountingBloomFilter filter(20'000, 5);
    for (std::uint64_t i = 0; i < 2000; ++i)
        filter.add(coretest::numberedKey("k", i));
    for (std::uint64_t i = 1; i < 2000; i += 2)
        QVERIFY(filter.remove(coretest::numberedKey("k", i)));
    for (std::uint64_t i = 0; i < 2000; i += 2)
        QVERIFY2(filter.mightContain(coretest::numberedKey("k", i)), "false negative after removal");
    QCOMPARE(filter.itemCount(), std::uint64_t {1000});
}

void TestCountingFilter::aKeyOnOneCounterTwiceNeedsTwoToLeave()
{
    CountingBloomFilter filter(
        16, 2, CounterWidth::Four, makeScriptedHash({{"twice", {5, 5}}, {"solo", {5, 6}}}));
    filter.add("solo");
    QCOMPARE(filter.counter(5), 1u);
    // twice tests positive (counter 5 is nonzero) yet cannot have been added: it needs 2.
    QVERIFY(filter.mightContain("twice"));
    const QByteArray before = storageOf(filter);
    const Status refused = filter.remove("twice");
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, Errc::NotPresent);
    const auto refusedTraced = filter.removeTraced("twice");
    QVERIFY(!refusedTraced);
    QCOMPARE(refusedTraced.error().code, Errc::NotPresent);
    QCOMPARE(storageOf(filter), before);

    const Trace added = filter.addTraced("twice");
    QCOMPARE(added.steps.at(0).before, 1u);
    QCOMPARE(added.steps.at(1).before, 2u);
    QCOMPARE(filter.counter(5), 3u);
    QVERIFY(filter.remove("twice"));
    QCOMPARE(filter.counter(5), 1u);
    QVERIFY(filter.mightContain("solo"));
    QVERIFY(filter.remove("solo"));
    QVERIFY(allCountersZero(filter));
}

void TestCountingFilter::checkTraceStopsAtTheFirstZeroCounter()
{
    CountingBloomFilter filter(
        16, 3, CounterWidth::Eight, makeScriptedHash({{"a", {1, 2, 3}}, {"b", {1, 9, 2}}}));
    filter.add("a");
    filter.add("a");
    const Trace present = filter.checkTraced("a");
    QVERIFY(present.result);
    QCOMPARE(present.steps.at(2).before, 2u);
    const Trace absent = filter.checkTraced("b");
    QVERIFY(!absent.result);
    QCOMPARE(absent.stoppedAt, std::optional<std::uint32_t>(1));
    QCOMPARE(absent.steps.size(), std::size_t {2});
    QVERIFY(!filter.mightContain("b"));
}

void TestCountingFilter::memoryIsWidthTimesCounters_data()
{
    QTest::addColumn<CounterWidth>("width");
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint64>("bytes");
    QTest::addRow("4-bit, even") << CounterWidth::Four << quint64 {1000} << quint64 {500};
    QTest::addRow("4-bit, odd") << CounterWidth::Four << quint64 {7} << quint64 {4};
    QTest::addRow("4-bit, one") << CounterWidth::Four << quint64 {1} << quint64 {1};
    QTest::addRow("8-bit") << CounterWidth::Eight << quint64 {1000} << quint64 {1000};
    QTest::addRow("8-bit, odd") << CounterWidth::Eight << quint64 {7} << quint64 {7};
}

void TestCountingFilter::memoryIsWidthTimesCounters()
{
    QFETCH(CounterWidth, width);
    QFETCH(quint64, m);
    QFETCH(quint64, bytes);
    CountingBloomFilter filter(m, 2, width);
    QCOMPARE(filter.memoryBytes(), bytes);
    QCOMPARE(std::uint64_t {filter.storage().size()}, bytes);
    QCOMPARE(countingStorageBytes(m, width), bytes);
    QCOMPARE(filter.counterCount(), m);
}

void TestCountingFilter::clearEmptiesEveryCounter()
{
    CountingBloomFilter filter(333, 4);
    for (std::uint64_t i = 0; i < 40; ++i)
        filter.add(coretest::numberedKey("c", i));
    filter.clear();
    QVERIFY(allCountersZero(filter));
    QCOMPARE(filter.nonZeroCount(), std::uint64_t {0});
    QCOMPARE(filter.itemCount(), std::uint64_t {0});
    QCOMPARE(filter.remove("c0").error().code, Errc::NotPresent);
}

void TestCountingFilter::assignStorageChecksSizeAndSpareNibble()
{
    CountingBloomFilter filter(5, 1, CounterWidth::Four); // 3 bytes, the last high nibble spare
    const std::vector<std::uint8_t> wrongSize {0, 0};
    QCOMPARE(filter.assignStorage(wrongSize, 0).error().code, Errc::InconsistentSizes);
    const std::vector<std::uint8_t> spareSet {0, 0, 0x10};
    QCOMPARE(filter.assignStorage(spareSet, 0).error().code, Errc::InconsistentSizes);
    const std::vector<std::uint8_t> valid {0x21, 0x0F, 0x03};
    QVERIFY(filter.assignStorage(valid, 9));
    QCOMPARE(filter.counter(0), 1u);
    QCOMPARE(filter.counter(1), 2u);
    QCOMPARE(filter.counter(2), 15u);
    QCOMPARE(filter.counter(3), 0u);
    QCOMPARE(filter.counter(4), 3u);
    QCOMPARE(filter.nonZeroCount(), std::uint64_t {4});
    QCOMPARE(filter.saturatedCount(), std::uint64_t {1});
    QCOMPARE(filter.itemCount(), std::uint64_t {9});
}

void TestCountingFilter::countersOutsideTheFilterReadZero()
{
    CountingBloomFilter filter(3, 1, CounterWidth::Four);
    filter.add("x");
    QCOMPARE(filter.counter(3), 0u);
    QCOMPARE(filter.counter(~std::uint64_t {0}), 0u);
    QVERIFY(!filter.isSaturated(3));
}

QTEST_APPLESS_MAIN(TestCountingFilter)
#include "tst_countingfilter.moc"
