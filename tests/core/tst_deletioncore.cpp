// The naive delete's damage is exactly what the shared bits predict, and the overflow bound behaves.
#include <bloom/bloom.h>

#include <QTest>

#include <algorithm>
#include <random>

class TestDeletionCore : public QObject {
    Q_OBJECT

private slots:
    void falseNegativesAreExactlyThePredictedOnes_data()
    {
        QTest::addColumn<quint64>("bits");
        QTest::addColumn<quint32>("hashes");
        QTest::addColumn<int>("keys");
        QTest::addRow("tiny and crowded") << quint64(16) << quint32(3) << 8;
        QTest::addRow("teaching size") << quint64(64) << quint32(3) << 12;
        QTest::addRow("roomy") << quint64(1024) << quint32(5) << 40;
    }

    void falseNegativesAreExactlyThePredictedOnes()
    {
        QFETCH(quint64, bits);
        QFETCH(quint32, hashes);
        QFETCH(int, keys);
        for (int trial = 0; trial < 30; ++trial) {
            bloom::BloomFilter filter(
                bits, hashes, bloom::makeHashScheme(bloom::HashKind::Enhanced, quint64(trial)));
            bloom::Provenance provenance;
            std::vector<std::string> added;
            for (int i = 0; i < keys; ++i) {
                const std::string key = "key-" + std::to_string(i);
                filter.add(key);
                provenance.record(key, filter.positions(key));
                added.push_back(key);
            }
            const std::string victim = added[static_cast<std::size_t>(trial % keys)];
            const bloom::Trace removal = bloom::naiveRemove(filter, victim);
            QVERIFY(!filter.mightContain(victim));
            std::vector<std::string> actual;
            for (const bloom::FalseNegative &broken : bloom::findFalseNegatives(filter, added, removal))
                actual.push_back(broken.key);
            std::vector<std::string> predicted = bloom::predictFalseNegatives(provenance, victim);
            std::sort(actual.begin(), actual.end());
            std::sort(predicted.begin(), predicted.end());
            QCOMPARE(actual, predicted);
        }
    }

    void theArticleCase()
    {
        const auto &example = bloom::workedExample(bloom::WorkedExampleId::Usernames16);
        bloom::BloomFilter filter(example.bits, example.hashes, bloom::workedExampleHash(example));
        filter.add("seyi_codes");
        filter.add("aderonke");
        const bloom::Trace removal = bloom::naiveRemove(filter, "seyi_codes");
        QCOMPARE(removal.operation, bloom::Operation::Remove);
        QCOMPARE(removal.positions(), (std::vector<std::uint64_t> {3, 7, 11}));
        const std::vector<std::string> keys {"seyi_codes", "aderonke"};
        const auto broken = bloom::findFalseNegatives(filter, keys, removal);
        QCOMPARE(broken.size(), std::size_t(1));
        QCOMPARE(broken[0].key, std::string("aderonke"));
        QCOMPARE(broken[0].clearedPositions, std::vector<std::uint64_t> {7});
    }

    void overflowBoundBehaves()
    {
        // Fan et al.: near the optimal k, 4-bit counters overflow with chance about 1.37e-15·m.
        const double bound = bloom::counterOverflowBound(1'000'000, 100'000, 7, 4);
        QVERIFY(bound > 1.0e-15 * 1'000'000);
        QVERIFY(bound < 2.0e-15 * 1'000'000);
        QVERIFY(bloom::counterOverflowBound(1'000'000, 100'000, 7, 8) < bound);
        QVERIFY(bloom::counterOverflowBound(1'000, 10'000, 7, 4) == 1.0); // overfilled: certain
        QCOMPARE(bloom::counterOverflowBound(1'000, 0, 7, 4), 0.0);
        QVERIFY_THROWS_EXCEPTION(bloom::InvalidArgument, (void)bloom::counterOverflowBound(0, 1, 1, 4));
    }
};

QTEST_APPLESS_MAIN(TestDeletionCore)
#include "tst_deletioncore.moc"
