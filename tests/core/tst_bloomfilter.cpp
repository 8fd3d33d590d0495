// The classic filter: counts and estimates, set operations, odd sizes, deep copies.

#include "coretestsupport.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

using namespace bloom;

namespace {

// Fixed positions make every before/after bit predictable.
HashSchemePtr lessonScheme()
{
    return makeScriptedHash(
        {{"alpha", {1, 5, 9}}, {"beta", {5, 9, 12}}, {"gamma", {1, 6, 9}}, {"twice", {2, 2, 3}}});
}

std::uint64_t countSetBits(const BloomFilter &filter)
{
    std::uint64_t total = 0;
    for (std::uint64_t word : filter.words())
        total += static_cast<std::uint64_t>(std::popcount(word));
    return total;
}

QByteArray wordsOf(const BloomFilter &filter)
{
    return coretest::joined(filter.words());
}

} // namespace

class TestBloomFilter : public QObject {
    Q_OBJECT

private slots:
    void setBitCountAndFillRatioFollowTheBits();
    void estimatedItemCountIsCloseToTheTruth_data();
    void estimatedItemCountIsCloseToTheTruth();
    void estimatedItemCountIsInfiniteWhenFull();
    void clearForgetsEverything();
    void unionEqualsAFilterBuiltFromBothSets();
    void intersectionIsTheBitwiseAndAndKeepsCommonKeys();
    void incompatibleFiltersAreRefusedUnchanged_data();
    void incompatibleFiltersAreRefusedUnchanged();
    void sameScriptedSchemeIsCompatible();
    void bitsOutsideTheFilterReadFalseAndIgnoreWrites();
    void positionsHaveSizeKAndStayInRange_data();
    void positionsHaveSizeKAndStayInRange();
    void singleBitFilterWorks();
    void oddSizedFilterKeepsItsTailClear();
    void copiesAreDeep();
    void itemCountIncludesDuplicates();
    void assignWordsChecksSizeAndTail();
    void memoryIsWholeWords();
    void batchAnswersEqualSingleKeyAnswers_data();
    void batchAnswersEqualSingleKeyAnswers();
    void setBitCountStaysExactAcrossBatches();
    void batchWithMismatchedAnswersIsRefused();
};

void TestBloomFilter::setBitCountAndFillRatioFollowTheBits()
{
    BloomFilter filter(1000, 3);
    QCOMPARE(filter.setBitCount(), std::uint64_t {0});
    QCOMPARE(filter.fillRatio(), 0.0);
    for (std::uint64_t i = 0; i < 100; ++i)
        filter.add(coretest::numberedKey("k", i));
    std::uint64_t byBit = 0;
    for (std::uint64_t i = 0; i < 1000; ++i)
        byBit += filter.bit(i) ? 1 : 0;
    QCOMPARE(filter.setBitCount(), countSetBits(filter));
    QCOMPARE(filter.setBitCount(), byBit);
    QCOMPARE(filter.fillRatio(), static_cast<double>(byBit) / 1000.0);
    filter.setBit(999, !filter.bit(999));
    QCOMPARE(filter.setBitCount(), countSetBits(filter));
}

void TestBloomFilter::estimatedItemCountIsCloseToTheTruth_data()
{
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint32>("k");
    QTest::addColumn<quint64>("n");
    QTest::addRow("quarter full") << quint64 {100'000} << quint32 {5} << quint64 {5'000};
    QTest::addRow("half full, odd m") << quint64 {1'000'003} << quint32 {7} << quint64 {100'000};
    QTest::addRow("small") << quint64 {1000} << quint32 {3} << quint64 {100};
}

void TestBloomFilter::estimatedItemCountIsCloseToTheTruth()
{
    QFETCH(quint64, m);
    QFETCH(quint32, k);
    QFETCH(quint64, n);
    BloomFilter filter(m, k);
    QCOMPARE(filter.estimatedItemCount(), 0.0);
    for (std::uint64_t i = 0; i < n; ++i)
        filter.add(coretest::numberedKey("e", i));
    const double md = static_cast<double>(m);
    const double x = static_cast<double>(filter.setBitCount());
    QVERIFY(qFuzzyCompare(filter.estimatedItemCount(), -(md / k) * std::log(1.0 - x / md)));
    const double relative
        = std::abs(filter.estimatedItemCount() - static_cast<double>(n)) / static_cast<double>(n);
    QVERIFY2(relative < 0.05, qPrintable(QString::number(filter.estimatedItemCount())));
}

void TestBloomFilter::estimatedItemCountIsInfiniteWhenFull()
{
    BloomFilter filter(130, 2);
    for (std::uint64_t i = 0; i < 129; ++i)
        filter.setBit(i, true);
    QVERIFY(std::isfinite(filter.estimatedItemCount()));
    filter.setBit(129, true);
    QCOMPARE(filter.setBitCount(), std::uint64_t {130});
    QCOMPARE(filter.estimatedItemCount(), std::numeric_limits<double>::infinity());
    QVERIFY(filter.mightContain("anything at all"));
}

void TestBloomFilter::clearForgetsEverything()
{
    BloomFilter filter(777, 5);
    for (std::uint64_t i = 0; i < 50; ++i)
        filter.add(coretest::numberedKey("c", i));
    filter.clear();
    QCOMPARE(filter.setBitCount(), std::uint64_t {0});
    QCOMPARE(filter.itemCount(), std::uint64_t {0});
    QCOMPARE(countSetBits(filter), std::uint64_t {0});
    for (std::uint64_t i = 0; i < 50; ++i)
        QVERIFY(!filter.mightContain(coretest::numberedKey("c", i)));
    QCOMPARE(filter.bitCount(), std::uint64_t {777});
    QCOMPARE(filter.hashCount(), 5u);
}

void TestBloomFilter::unionEqualsAFilterBuiltFromBothSets()
{
    BloomFilter left(10'007, 4);
    BloomFilter right(10'007, 4);
    BloomFilter both(10'007, 4);
    for (std::uint64_t i = 0; i < 800; ++i) {
        left.add(coretest::numberedKey("l", i));
        right.add(coretest::numberedKey("r", i));
        both.add(coretest::numberedKey("l", i));
        both.add(coretest::numberedKey("r", i));
    }
    QVERIFY(left.unionWith(right));
    QCOMPARE(wordsOf(left), wordsOf(both));
    QCOMPARE(left.setBitCount(), both.setBitCount());
    for (std::uint64_t i = 0; i < 800; ++i)
        QVERIFY(left.mightContain(coretest::numberedKey("r", i)));
    // The item count becomes the estimate: the exact count is not knowable from bits.
    QVERIFY(std::abs(static_cast<double>(left.itemCount()) - 1600.0) < 80.0);
}

void TestBloomFilter::intersectionIsTheBitwiseAndAndKeepsCommonKeys()
{
    BloomFilter left(4096, 3);
    BloomFilter right(4096, 3);
    for (std::uint64_t i = 0; i < 200; ++i) {
        left.add(coretest::numberedKey("common", i));
        right.add(coretest::numberedKey("common", i));
        left.add(coretest::numberedKey("l", i));
        right.add(coretest::numberedKey("r", i));
    }
    std::vector<std::uint64_t> expected(left.words().begin(), left.words().end());
    for (std::size_t i = 0; i < expected.size(); ++i)
        expected[i] &= right.words()[i];
    QVERIFY(left.intersectWith(right));
    QCOMPARE(wordsOf(left), coretest::joined(expected));
    QCOMPARE(left.setBitCount(), countSetBits(left));
    for (std::uint64_t i = 0; i < 200; ++i)
        QVERIFY(left.mightContain(coretest::numberedKey("common", i)));
}

void TestBloomFilter::incompatibleFiltersAreRefusedUnchanged_data()
{
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint32>("k");
    QTest::addColumn<HashKind>("kind");
    QTest::addColumn<quint64>("seed");
    QTest::addRow("other m") << quint64 {1001} << quint32 {4} << HashKind::Enhanced << quint64 {0};
    QTest::addRow("other k") << quint64 {1000} << quint32 {5} << HashKind::Enhanced << quint64 {0};
    QTest::addRow("other seed") << quint64 {1000} << quint32 {4} << HashKind::Enhanced << quint64 {1};
    QTest::addRow("other scheme") << quint64 {1000} << quint32 {4} << HashKind::PlainDouble << quint64 {0};
    QTest::addRow("article") << quint64 {1000} << quint32 {4} << HashKind::Article << quint64 {0};
    QTest::addRow("another script") << quint64 {1000} << quint32 {4} << HashKind::Scripted << quint64 {0};
}

void TestBloomFilter::incompatibleFiltersAreRefusedUnchanged()
{
    QFETCH(quint64, m);
    QFETCH(quint32, k);
    QFETCH(HashKind, kind);
    QFETCH(quint64, seed);
    BloomFilter base(1000, 4);
    for (std::uint64_t i = 0; i < 100; ++i)
        base.add(coretest::numberedKey("b", i));
    const HashSchemePtr scheme
        = kind == HashKind::Scripted ? makeScriptedHash({}) : makeHashScheme(kind, seed);
    BloomFilter other(m, k, scheme);
    for (std::uint64_t i = 0; i < 100; ++i)
        other.add(coretest::numberedKey("o", i));
    const QByteArray before = wordsOf(base);

    QVERIFY(!base.isCompatibleWith(other));
    const Status united = base.unionWith(other);
    QVERIFY(!united);
    QCOMPARE(united.error().code, Errc::Incompatible);
    const Status intersected = base.intersectWith(other);
    QVERIFY(!intersected);
    QCOMPARE(intersected.error().code, Errc::Incompatible);
    QCOMPARE(wordsOf(base), before);
    QCOMPARE(base.itemCount(), std::uint64_t {100});
    QCOMPARE(base.setBitCount(), countSetBits(base));
    // Refused in the other direction as well.
    QCOMPARE(other.unionWith(base).error().code, Errc::Incompatible);
}

void TestBloomFilter::sameScriptedSchemeIsCompatible()
{
    const HashSchemePtr scheme = lessonScheme();
    BloomFilter left(16, 3, scheme);
    BloomFilter right(16, 3, scheme);
    left.add("alpha");
    right.add("beta");
    QVERIFY(left.unionWith(right));
    QCOMPARE(left.setBitCount(), std::uint64_t {4}); // 1, 5, 9, 12
    // Scripted schemes match by identity only: a lookalike script is another scheme.
    BloomFilter lookalike(16, 3, lessonScheme());
    QVERIFY(!left.isCompatibleWith(lookalike));
}

void TestBloomFilter::bitsOutsideTheFilterReadFalseAndIgnoreWrites()
{
    BloomFilter filter(100, 2);
    for (std::uint64_t i = 0; i < 100; ++i)
        filter.setBit(i, true);
    QVERIFY(!filter.bit(100));
    QVERIFY(!filter.bit(127)); // same word, past m
    QVERIFY(!filter.bit(std::numeric_limits<std::uint64_t>::max()));
    filter.setBit(100, true);
    filter.setBit(std::numeric_limits<std::uint64_t>::max(), true);
    QCOMPARE(filter.setBitCount(), std::uint64_t {100});
    QCOMPARE(filter.words()[1] >> 36, std::uint64_t {0});
}

void TestBloomFilter::positionsHaveSizeKAndStayInRange_data()
{
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint32>("k");
    QTest::addRow("m 1, k 1") << quint64 {1} << quint32 {1};
    QTest::addRow("m 2, k 64") << quint64 {2} << quint32 {64};
    QTest::addRow("m 63, k 7") << quint64 {63} << quint32 {7};
    QTest::addRow("m 64, k 7") << quint64 {64} << quint32 {7};
    QTest::addRow("m 65, k 7") << quint64 {65} << quint32 {7};
    QTest::addRow("m 1000003, k 10") << quint64 {1'000'003} << quint32 {10};
}

void TestBloomFilter::positionsHaveSizeKAndStayInRange()
{
    QFETCH(quint64, m);
    QFETCH(quint32, k);
    BloomFilter filter(m, k);
    for (std::uint64_t i = 0; i < 1000; ++i) {
        const auto positions = filter.positions(coretest::numberedKey("p", i));
        QCOMPARE(positions.size(), std::size_t {k});
        for (std::uint64_t p : positions)
            QVERIFY(p < m);
    }
}

void TestBloomFilter::singleBitFilterWorks()
{
    BloomFilter filter(1, 3);
    QVERIFY(!filter.mightContain("x"));
    QCOMPARE(filter.estimatedItemCount(), 0.0);
    filter.add("x");
    QCOMPARE(filter.setBitCount(), std::uint64_t {1});
    QCOMPARE(filter.words()[0], std::uint64_t {1});
    // With one bit, every key is (maybe) present once anything was added.
    QVERIFY(filter.mightContain("y"));
    QCOMPARE(filter.estimatedItemCount(), std::numeric_limits<double>::infinity());
}

void TestBloomFilter::oddSizedFilterKeepsItsTailClear()
{
    const std::uint64_t m = 1'000'003; // 15625 words, 3 bits used in the last
    BloomFilter filter(m, 7);
    QCOMPARE(filter.words().size(), std::size_t {15'626});
    for (std::uint64_t i = 0; i < 100'000; ++i)
        filter.add(coretest::numberedKey("odd", i));
    for (std::uint64_t i = 0; i < 100'000; ++i)
        QVERIFY(filter.mightContain(coretest::numberedKey("odd", i)));
    QCOMPARE(filter.words().back() >> 3, std::uint64_t {0});
    QCOMPARE(filter.setBitCount(), countSetBits(filter));
    // The last three positions are reachable.
    for (std::uint64_t p = m - 3; p < m; ++p) {
        filter.setBit(p, true);
        QVERIFY(filter.bit(p));
    }
    QCOMPARE(filter.words().back(), std::uint64_t {7});
}

void TestBloomFilter::copiesAreDeep()
{
    BloomFilter original(500, 3);
    original.add("kept");
    BloomFilter copy = original;
    copy.add("only in the copy");
    QVERIFY(copy.mightContain("only in the copy"));
    QVERIFY(original.itemCount() == 1);
    QVERIFY(copy.words().data() != original.words().data());
    QCOMPARE(original.setBitCount(), countSetBits(original));

    BloomFilter assigned(7, 1);
    assigned = original;
    original.clear();
    QVERIFY(assigned.mightContain("kept"));
    QCOMPARE(assigned.bitCount(), std::uint64_t {500});
    QCOMPARE(assigned.itemCount(), std::uint64_t {1});
}

void TestBloomFilter::itemCountIncludesDuplicates()
{
    BloomFilter filter(100, 2);
    filter.add("same");
    filter.add("same");
    (void)filter.addTraced("same");
    QCOMPARE(filter.itemCount(), std::uint64_t {3});
}

void TestBloomFilter::assignWordsChecksSizeAndTail()
{
    BloomFilter filter(70, 2);
    filter.add("before");
    const std::vector<std::uint64_t> tooShort {1};
    QCOMPARE(filter.assignWords(tooShort, 5).error().code, Errc::InconsistentSizes);
    const std::vector<std::uint64_t> bitPastM {0, std::uint64_t {1} << 6}; // bit 70
    QCOMPARE(filter.assignWords(bitPastM, 5).error().code, Errc::InconsistentSizes);
    QVERIFY(filter.mightContain("before"));
    QCOMPARE(filter.itemCount(), std::uint64_t {1});

    const std::vector<std::uint64_t> valid {0xFF, std::uint64_t {1} << 5}; // bits 0..7 and 69
    QVERIFY(filter.assignWords(valid, 42));
    QCOMPARE(filter.setBitCount(), std::uint64_t {9});
    QCOMPARE(filter.itemCount(), std::uint64_t {42});
    QVERIFY(filter.bit(69));
}

void TestBloomFilter::memoryIsWholeWords()
{
    QCOMPARE(BloomFilter(1, 1).memoryBytes(), std::uint64_t {8});
    QCOMPARE(BloomFilter(64, 1).memoryBytes(), std::uint64_t {8});
    QCOMPARE(BloomFilter(65, 1).memoryBytes(), std::uint64_t {16});
}

void TestBloomFilter::batchAnswersEqualSingleKeyAnswers_data()
{
    QTest::addColumn<HashKind>("kind");
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint32>("k");
    QTest::addColumn<int>("count");
    QTest::addRow("no keys") << HashKind::Enhanced << quint64 {10'000} << quint32 {7} << 0;
    QTest::addRow("one key") << HashKind::Enhanced << quint64 {10'000} << quint32 {7} << 1;
    QTest::addRow("one group") << HashKind::Enhanced << quint64 {10'000} << quint32 {7} << 8;
    QTest::addRow("one group and one") << HashKind::Enhanced << quint64 {10'000} << quint32 {7} << 9;
    QTest::addRow("many groups, half full") << HashKind::Enhanced << quint64 {20'011} << quint32 {7} << 2000;
    QTest::addRow("k = 1") << HashKind::Enhanced << quint64 {5000} << quint32 {1} << 3000;
    QTest::addRow("k = 64, m = 1") << HashKind::Enhanced << quint64 {1} << quint32 {64} << 40;
    QTest::addRow("k = 64") << HashKind::Enhanced << quint64 {100'000} << quint32 {64} << 500;
    QTest::addRow("plain double hashing") << HashKind::PlainDouble << quint64 {9973} << quint32 {5} << 700;
    QTest::addRow("the article's hash") << HashKind::Article << quint64 {4096} << quint32 {3} << 300;
    QTest::addRow("scripted") << HashKind::Scripted << quint64 {16} << quint32 {3} << 4;
}

void TestBloomFilter::batchAnswersEqualSingleKeyAnswers()
{
    QFETCH(HashKind, kind);
    QFETCH(quint64, m);
    QFETCH(quint32, k);
    QFETCH(int, count);
    const HashSchemePtr scheme = kind == HashKind::Scripted ? lessonScheme() : makeHashScheme(kind, 5);
    // Arbitrary bytes and lengths, the lesson's scripted names among them; half are never added.
    std::vector<std::string> keys {"alpha", "beta", "gamma", "twice"};
    coretest::RandomKeys random(31);
    while (keys.size() < static_cast<std::size_t>(2 * count))
        keys.push_back(std::to_string(keys.size()) + random.next());
    const std::vector<std::string_view> views(keys.begin(), keys.end());
    const auto added = std::span(views).first(static_cast<std::size_t>(count));

    BloomFilter single(m, k, scheme);
    BloomFilter batched(m, k, scheme);
    for (std::string_view key : added)
        single.add(key);
    // Uneven slices, so group boundaries fall everywhere.
    for (std::size_t first = 0, size = 1; first < added.size(); first += size, size = size * 3 % 37 + 1)
        batched.addBatch(added.subspan(first, std::min(size, added.size() - first)));
    QCOMPARE(wordsOf(batched), wordsOf(single));
    QCOMPARE(batched.itemCount(), single.itemCount());
    QCOMPARE(batched.setBitCount(), countSetBits(batched));

    std::vector<std::uint8_t> answers(views.size(), 7);
    batched.mightContainBatch(views, answers);
    for (std::size_t i = 0; i < views.size(); ++i)
        QCOMPARE(answers[i], std::uint8_t {single.mightContain(views[i])});
    for (std::string_view key : added)
        QVERIFY(batched.mightContain(key));
}

void TestBloomFilter::setBitCountStaysExactAcrossBatches()
{
    BloomFilter filter(3001, 4);
    std::vector<std::string> keys;
    for (std::uint64_t i = 0; i < 400; ++i)
        keys.push_back(coretest::numberedKey("x", i));
    const std::vector<std::string_view> views(keys.begin(), keys.end());

    filter.addBatch(std::span(views).first(200));
    QCOMPARE(filter.setBitCount(), countSetBits(filter));
    const std::uint64_t set = filter.positions(views[0])[0];
    filter.setBit(set, false); // after a recount, setBit keeps the count itself
    QCOMPARE(filter.setBitCount(), countSetBits(filter));
    filter.add(views[200]);
    filter.setBit(set, true); // on a stale count
    QCOMPARE(filter.setBitCount(), countSetBits(filter));
    filter.addBatch(std::span(views).subspan(201));
    const BloomFilter copy = filter; // copied while stale
    QCOMPARE(copy.setBitCount(), countSetBits(copy));
    QCOMPARE(filter.setBitCount(), countSetBits(filter));
    QCOMPARE(filter.fillRatio(), static_cast<double>(countSetBits(filter)) / 3001.0);
    QCOMPARE(filter.itemCount(), std::uint64_t {400});
    filter.clear();
    QCOMPARE(filter.setBitCount(), std::uint64_t {0});
}

void TestBloomFilter::batchWithMismatchedAnswersIsRefused()
{
    const BloomFilter filter(1000, 3);
    const std::vector<std::string_view> keys {"a", "b"};
    std::vector<std::uint8_t> answers(3);
    try {
        filter.mightContainBatch(keys, answers);
        QFAIL("an answer buffer of another length was accepted");
    } catch (const InvalidArgument &e) {
        QCOMPARE(e.error().code, Errc::InconsistentSizes);
    }
}

QTEST_APPLESS_MAIN(TestBloomFilter)
#include "tst_bloomfilter.moc"
