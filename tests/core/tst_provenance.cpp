// Provenance: who set each bit, in the order they did, within a fixed bound on memory.

#include "coretestsupport.h"

#include <QTest>

using namespace bloom;

namespace {

using Positions = std::vector<std::uint64_t>;

} // namespace

class TestProvenance : public QObject {
    Q_OBJECT

private slots:
    void keysAtListsTheFirstAdderFirst();
    void aKeyRecordedTwiceCountsOnce();
    void aPositionRepeatedByOneKeyCountsOnce();
    void stopsRecordingAtTheKeyLimit();
    void forgetRemovesAKeyEverywhere();
    void forgottenKeysFreeTheirPlaceInTheLimit();
    void explainNamesWhoSetEachPositionOnce();
    void clearStartsOver();
    void unknownPositionsAndKeysAreEmpty();
};

void TestProvenance::keysAtListsTheFirstAdderFirst()
{
    Provenance provenance;
    QVERIFY(provenance.record("zulu", Positions {2, 8}));
    QVERIFY(provenance.record("alpha", Positions {8, 3}));
    QVERIFY(provenance.record("mike", Positions {8}));
    // Insertion order, not alphabetical: zulu set bit 8.
    QCOMPARE(coretest::joined(provenance.keysAt(8)), QByteArray("zulu,alpha,mike"));
    QCOMPARE(provenance.keyCountAt(8), std::size_t {3});
    QCOMPARE(coretest::joined(provenance.keysAt(2)), QByteArray("zulu"));
    QCOMPARE(coretest::joined(provenance.positionsOf("alpha")), QByteArray("8,3"));
    QCOMPARE(provenance.keyCount(), std::size_t {3});
}

void TestProvenance::aKeyRecordedTwiceCountsOnce()
{
    Provenance provenance;
    QVERIFY(provenance.record("dup", Positions {1, 2}));
    QVERIFY(provenance.record("other", Positions {1}));
    // Re-adding a key neither moves it behind others nor changes its positions.
    QVERIFY(provenance.record("dup", Positions {1, 2}));
    QVERIFY(provenance.record("dup", Positions {5}));
    QCOMPARE(provenance.keyCount(), std::size_t {2});
    QCOMPARE(coretest::joined(provenance.keysAt(1)), QByteArray("dup,other"));
    QCOMPARE(coretest::joined(provenance.positionsOf("dup")), QByteArray("1,2"));
    QCOMPARE(provenance.keyCountAt(5), std::size_t {0});
}

void TestProvenance::aPositionRepeatedByOneKeyCountsOnce()
{
    Provenance provenance;
    QVERIFY(provenance.record("twice", Positions {4, 4, 9, 4}));
    QCOMPARE(coretest::joined(provenance.positionsOf("twice")), QByteArray("4,9"));
    QCOMPARE(provenance.keyCountAt(4), std::size_t {1});
    QCOMPARE(coretest::joined(provenance.keysAt(4)), QByteArray("twice"));
}

void TestProvenance::stopsRecordingAtTheKeyLimit()
{
    Provenance provenance(3);
    QCOMPARE(provenance.maxKeys(), std::size_t {3});
    for (const char *key : {"a", "b", "c"})
        QVERIFY(provenance.record(key, Positions {0}));
    QVERIFY(provenance.isComplete());
    QVERIFY(!provenance.record("d", Positions {0, 1}));
    QVERIFY(!provenance.isComplete());
    QVERIFY(!provenance.contains("d"));
    QCOMPARE(provenance.keyCount(), std::size_t {3});
    QCOMPARE(coretest::joined(provenance.keysAt(0)), QByteArray("a,b,c"));
    QCOMPARE(provenance.keyCountAt(1), std::size_t {0});
    // Keys already known are still acknowledged; new ones keep being refused.
    QVERIFY(provenance.record("a", Positions {0}));
    QVERIFY(!provenance.record("e", Positions {7}));

    Provenance none(0);
    QVERIFY(!none.record("x", Positions {1}));
    QVERIFY(!none.isComplete());
}

void TestProvenance::forgetRemovesAKeyEverywhere()
{
    Provenance provenance;
    QVERIFY(provenance.record("a", Positions {1, 2}));
    QVERIFY(provenance.record("b", Positions {2, 3}));
    QVERIFY(provenance.record("c", Positions {2}));
    provenance.forget("b");
    QVERIFY(!provenance.contains("b"));
    QVERIFY(provenance.positionsOf("b").empty());
    QCOMPARE(coretest::joined(provenance.keysAt(2)), QByteArray("a,c"));
    QCOMPARE(provenance.keyCountAt(3), std::size_t {0});
    QCOMPARE(provenance.keyCount(), std::size_t {2});
    provenance.forget("never recorded");
    provenance.forget("b");
    QCOMPARE(provenance.keyCount(), std::size_t {2});
    // Recorded again, the key is now the latest adder.
    QVERIFY(provenance.record("b", Positions {2}));
    QCOMPARE(coretest::joined(provenance.keysAt(2)), QByteArray("a,c,b"));
    QCOMPARE(coretest::joined(provenance.positionsOf("b")), QByteArray("2"));
}

void TestProvenance::forgottenKeysFreeTheirPlaceInTheLimit()
{
    Provenance provenance(2);
    QVERIFY(provenance.record("a", Positions {1}));
    QVERIFY(provenance.record("b", Positions {1}));
    provenance.forget("a");
    QVERIFY(provenance.record("c", Positions {1}));
    QVERIFY(provenance.isComplete());
    QCOMPARE(coretest::joined(provenance.keysAt(1)), QByteArray("b,c"));
    // Forget/record cycles, as undo and counting removal make, keep working within the limit.
    provenance.forget("c");
    for (std::uint64_t i = 0; i < 1000; ++i) {
        const std::string key = coretest::numberedKey("cycle", i);
        QVERIFY(provenance.record(key, Positions {i % 5}));
        provenance.forget(key);
    }
    QVERIFY(provenance.isComplete());
    QCOMPARE(provenance.keyCount(), std::size_t {1});
    QCOMPARE(coretest::joined(provenance.keysAt(1)), QByteArray("b"));
}

void TestProvenance::explainNamesWhoSetEachPositionOnce()
{
    Provenance provenance;
    QVERIFY(provenance.record("seyi_codes", Positions {3, 7, 11}));
    QVERIFY(provenance.record("aderonke", Positions {1, 7, 13}));
    // A probe sequence may repeat a position; the explanation lists it once, in probe order.
    const auto why = provenance.explain(Positions {13, 7, 13, 5});
    QCOMPARE(why.size(), std::size_t {3});
    QCOMPARE(why[0].position, std::uint64_t {13});
    QCOMPARE(coretest::joined(why[0].keys), QByteArray("aderonke"));
    QCOMPARE(why[1].position, std::uint64_t {7});
    QCOMPARE(coretest::joined(why[1].keys), QByteArray("seyi_codes,aderonke"));
    QCOMPARE(why[2].position, std::uint64_t {5});
    QVERIFY(why[2].keys.empty()); // set by nobody recorded
}

void TestProvenance::clearStartsOver()
{
    Provenance provenance(1);
    QVERIFY(provenance.record("a", Positions {1}));
    QVERIFY(!provenance.record("b", Positions {1}));
    provenance.clear();
    QVERIFY(provenance.isComplete());
    QCOMPARE(provenance.keyCount(), std::size_t {0});
    QVERIFY(provenance.keysAt(1).empty());
    QVERIFY(provenance.record("b", Positions {1}));
    QCOMPARE(coretest::joined(provenance.keysAt(1)), QByteArray("b"));
}

void TestProvenance::unknownPositionsAndKeysAreEmpty()
{
    const Provenance provenance;
    QVERIFY(provenance.keysAt(0).empty());
    QCOMPARE(provenance.keyCountAt(~std::uint64_t {0}), std::size_t {0});
    QVERIFY(provenance.positionsOf("nobody").empty());
    QVERIFY(!provenance.contains("nobody"));
    QVERIFY(provenance.explain({}).empty());
    QCOMPARE(provenance.maxKeys(), std::size_t {4096});
}

QTEST_APPLESS_MAIN(TestProvenance)
#include "tst_provenance.moc"
