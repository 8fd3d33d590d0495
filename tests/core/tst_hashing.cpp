// Hash schemes: every scheme keeps the no-false-negative promise at scale, and each computes the
// formula its documentation names (checked against an independent re-derivation, not the library).

#include "coretestsupport.h"

#include <QTest>

#include <xxhash.h>

#include <array>
#include <limits>

using namespace bloom;

namespace {

constexpr std::uint64_t kMillion = 1'000'000;

// The article's hash recomputed the slow, obvious way: over the literal text "i:key".
std::uint32_t articleHashByText(std::uint32_t index, std::string_view key)
{
    const std::string text = std::to_string(index) + ":" + std::string(key);
    std::uint32_t h = 0;
    for (char c : text)
        h = (h * 31u + static_cast<unsigned char>(c)) & 0x7FFFFFFFu;
    return h;
}

HashSchemePtr schemeFor(HashKind kind)
{
    if (kind != HashKind::Scripted)
        return makeHashScheme(kind, 7);
    // A few scripted keys; the million random ones all take the fallback path.
    return makeScriptedHash({{"alpha", {1, 2, 3}}, {"beta", {4}}, {"gamma", {5, 5, 5, 5, 5, 5, 5}}},
        makeHashScheme(HashKind::Enhanced, 7));
}

} // namespace

class TestHashing : public QObject {
    Q_OBJECT

private slots:
    void everyAddedKeyTestsPositive_data();
    void everyAddedKeyTestsPositive();
    void positionsAreDeterministicAndInRange_data();
    void positionsAreDeterministicAndInRange();
    void enhancedFollowsTheCubicSequence();
    void plainDoubleIsH1PlusIH2ModM();
    void articleHashHashesTheTextIndexColonKey_data();
    void articleHashHashesTheTextIndexColonKey();
    void articleSchemeReducesModuloM();
    void seedChangesEnhancedPositions();
    void scriptedPositionsWrapAndFallBackForTheRest();
    void schemesReportKindAndSeed();
    void namedKindsAreMadeByName_data();
    void namedKindsAreMadeByName();
    void scriptedKindCannotBeMadeByName_data();
    void scriptedKindCannotBeMadeByName();
    void reduceToRangeCoversZeroToMMinusOne();
};

void TestHashing::everyAddedKeyTestsPositive_data()
{
    QTest::addColumn<HashKind>("kind");
    QTest::addRow("enhanced") << HashKind::Enhanced;
    QTest::addRow("enhanced unmixed") << HashKind::EnhancedUnmixed;
    QTest::addRow("plain double") << HashKind::PlainDouble;
    QTest::addRow("article") << HashKind::Article;
    QTest::addRow("scripted with fallback") << HashKind::Scripted;
}

void TestHashing::everyAddedKeyTestsPositive()
{
    QFETCH(HashKind, kind);
    const std::uint64_t m = optimalBitCount(kMillion, 0.01);
    BloomFilter filter(m, optimalHashCount(m, kMillion), schemeFor(kind));
    QCOMPARE(filter.hashScheme().kind(), kind);

    coretest::RandomKeys adding(2024);
    for (std::uint64_t i = 0; i < kMillion; ++i)
        filter.add(adding.next());
    for (const char *scripted : {"alpha", "beta", "gamma"})
        filter.add(scripted);

    // Replaying the generator yields the same keys without holding a million strings.
    coretest::RandomKeys checking(2024);
    std::uint64_t falseNegatives = 0;
    for (std::uint64_t i = 0; i < kMillion; ++i)
        falseNegatives += filter.mightContain(checking.next()) ? 0 : 1;
    for (const char *scripted : {"alpha", "beta", "gamma"})
        falseNegatives += filter.mightContain(scripted) ? 0 : 1;
    QCOMPARE(falseNegatives, std::uint64_t {0});
    QCOMPARE(filter.itemCount(), kMillion + 3);
}

void TestHashing::positionsAreDeterministicAndInRange_data()
{
    QTest::addColumn<HashKind>("kind");
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint32>("k");
    const std::pair<HashKind, const char *> kinds[] = {{HashKind::Enhanced, "enhanced"},
        {HashKind::EnhancedUnmixed, "enhanced unmixed"}, {HashKind::PlainDouble, "plain double"},
        {HashKind::Article, "article"}, {HashKind::Scripted, "scripted"}};
    for (const auto &[kind, name] : kinds) {
        QTest::addRow("%s, m = 1", name) << kind << quint64 {1} << quint32 {7};
        QTest::addRow("%s, m = 2", name) << kind << quint64 {2} << quint32 {64};
        QTest::addRow("%s, m = 65", name) << kind << quint64 {65} << quint32 {3};
        QTest::addRow("%s, m = 1000003", name) << kind << quint64 {1'000'003} << quint32 {7};
        QTest::addRow("%s, m = 2^40 + 1", name) << kind << quint64 {(1ull << 40) + 1} << quint32 {1};
        QTest::addRow("%s, m = 2^64 - 1", name)
            << kind << quint64 {std::numeric_limits<std::uint64_t>::max()} << quint32 {64};
    }
}

void TestHashing::positionsAreDeterministicAndInRange()
{
    QFETCH(HashKind, kind);
    QFETCH(quint64, m);
    QFETCH(quint32, k);
    const HashSchemePtr scheme = schemeFor(kind);
    const HashSchemePtr twin = schemeFor(kind);
    coretest::RandomKeys keys(m);
    std::vector<Probe> probes(k);
    std::vector<std::uint64_t> positions(k);
    std::vector<std::uint64_t> again(k);
    for (int i = 0; i < 2000; ++i) {
        const std::string key = keys.next();
        scheme->probe(key, m, probes);
        scheme->positions(key, m, positions);
        twin->positions(key, m, again);
        for (std::uint32_t j = 0; j < k; ++j) {
            QVERIFY(positions[j] < m);
            // The fast path and the traced path must name the same cells.
            QCOMPARE(probes[j].position, positions[j]);
        }
        QCOMPARE(coretest::joined(again), coretest::joined(positions));
    }
}

void TestHashing::enhancedFollowsTheCubicSequence()
{
    // x_i = a + i·b + (i³ − i)/6 (mod 2⁶⁴) from XXH3-128; the default scheme reduces
    // (x_i ⊕ x_i >> 32) · φ by multiply-shift, the unmixed one x_i itself.
    const std::uint64_t seed = 99;
    const std::uint64_t m = 1'000'003;
    const auto remixed = makeHashScheme(HashKind::Enhanced, seed);
    const auto unmixed = makeHashScheme(HashKind::EnhancedUnmixed, seed);
    for (const std::string &key : std::vector<std::string> {"seyi_codes", "a", std::string(300, 'z')}) {
        const XXH128_hash_t h = XXH3_128bits_withSeed(key.data(), key.size(), seed);
        std::array<Probe, 64> probes;
        std::array<Probe, 64> plain;
        remixed->probe(key, m, probes);
        unmixed->probe(key, m, plain);
        for (std::uint64_t i = 0; i < probes.size(); ++i) {
            const std::uint64_t x = h.low64 + i * h.high64 + (i * i * i - i) / 6;
            const std::uint64_t mixed = (x ^ (x >> 32)) * 0x9E3779B97F4A7C15ull;
            QCOMPARE(probes[i].hash, mixed);
            QCOMPARE(probes[i].position, reduceToRange(mixed, m));
            QCOMPARE(probes[i].reduction, Reduction::MultiplyShift);
            QCOMPARE(plain[i].hash, x);
            QCOMPARE(plain[i].position, reduceToRange(x, m));
        }
    }
}

void TestHashing::plainDoubleIsH1PlusIH2ModM()
{
    const std::uint64_t seed = 5;
    const std::uint64_t m = 1000;
    const auto scheme = makeHashScheme(HashKind::PlainDouble, seed);
    for (const std::string &key : std::vector<std::string> {"tiger", "cow", std::string("\0x", 2)}) {
        const std::uint64_t h = XXH3_64bits_withSeed(key.data(), key.size(), seed);
        std::array<Probe, 10> probes;
        scheme->probe(key, m, probes);
        for (std::uint64_t i = 0; i < probes.size(); ++i) {
            const std::uint64_t combined = (h & 0xFFFFFFFFu) + i * (h >> 32);
            QCOMPARE(probes[i].hash, combined);
            QCOMPARE(probes[i].position, combined % m);
            QCOMPARE(probes[i].reduction, Reduction::Modulo);
        }
    }
}

void TestHashing::articleHashHashesTheTextIndexColonKey_data()
{
    QTest::addColumn<quint32>("index");
    QTest::addColumn<QByteArray>("key");
    QTest::addRow("index 0") << quint32 {0} << QByteArray("seyi_codes");
    QTest::addRow("index 9") << quint32 {9} << QByteArray("aderonke");
    QTest::addRow("two-digit index") << quint32 {10} << QByteArray("aderonke");
    QTest::addRow("largest index") << quint32 {4294967295u} << QByteArray("x");
    QTest::addRow("utf-8 key") << quint32 {2} << QByteArray("ผลไม้");
    QTest::addRow("long key wraps") << quint32 {1} << QByteArray(5000, 'q');
}

void TestHashing::articleHashHashesTheTextIndexColonKey()
{
    QFETCH(quint32, index);
    QFETCH(QByteArray, key);
    const std::string_view view(key.constData(), static_cast<std::size_t>(key.size()));
    QCOMPARE(articleHash(index, view), articleHashByText(index, view));
    QVERIFY(articleHash(index, view) <= 0x7FFFFFFFu);
}

void TestHashing::articleSchemeReducesModuloM()
{
    const auto scheme = makeHashScheme(HashKind::Article);
    std::array<Probe, 5> probes;
    scheme->probe("grape", 8, probes);
    for (std::uint32_t i = 0; i < probes.size(); ++i) {
        QCOMPARE(probes[i].hash, std::uint64_t {articleHashByText(i, "grape")});
        QCOMPARE(probes[i].position, std::uint64_t {articleHashByText(i, "grape") % 8u});
        QCOMPARE(probes[i].reduction, Reduction::Modulo);
    }
}

void TestHashing::seedChangesEnhancedPositions()
{
    const auto seedZero = makeHashScheme(HashKind::Enhanced, 0);
    const auto seedOne = makeHashScheme(HashKind::Enhanced, 1);
    std::array<std::uint64_t, 7> a {};
    std::array<std::uint64_t, 7> b {};
    int identical = 0;
    for (int i = 0; i < 1000; ++i) {
        const std::string key = coretest::numberedKey("k", static_cast<std::uint64_t>(i));
        seedZero->positions(key, 1u << 20, a);
        seedOne->positions(key, 1u << 20, b);
        identical += a == b ? 1 : 0;
    }
    QCOMPARE(identical, 0);
    // The default scheme is Enhanced with seed 0.
    defaultHashScheme()->positions("key", 1000, a);
    seedZero->positions("key", 1000, b);
    QCOMPARE(coretest::joined(a), coretest::joined(b));
}

void TestHashing::scriptedPositionsWrapAndFallBackForTheRest()
{
    const auto fallback = makeHashScheme(HashKind::Enhanced, 3);
    const auto scheme = makeScriptedHash({{"short", {3, 17}}}, fallback);
    std::array<Probe, 4> probes;
    scheme->probe("short", 10, probes);
    QCOMPARE(probes[0].position, std::uint64_t {3});
    QCOMPARE(probes[1].position, std::uint64_t {7}); // 17 mod 10
    QCOMPARE(probes[1].hash, std::uint64_t {17});
    QCOMPARE(probes[0].reduction, Reduction::Scripted);
    // Past the script the fallback's own probes 2 and 3 continue the sequence.
    std::array<Probe, 4> expected;
    fallback->probe("short", 10, expected);
    for (std::size_t i = 2; i < 4; ++i) {
        QCOMPARE(probes[i].position, expected[i].position);
        QCOMPARE(probes[i].reduction, Reduction::MultiplyShift);
    }
    // A script longer than k is cut to k.
    std::array<Probe, 1> one;
    scheme->probe("short", 10, one);
    QCOMPARE(one[0].position, std::uint64_t {3});
    // Unscripted keys hash exactly as the fallback does.
    std::array<std::uint64_t, 4> got {};
    std::array<std::uint64_t, 4> want {};
    scheme->positions("other", 10, got);
    fallback->positions("other", 10, want);
    QCOMPARE(coretest::joined(got), coretest::joined(want));
}

void TestHashing::schemesReportKindAndSeed()
{
    QCOMPARE(makeHashScheme(HashKind::Enhanced, 11)->seed(), std::uint64_t {11});
    QCOMPARE(makeHashScheme(HashKind::PlainDouble, 12)->seed(), std::uint64_t {12});
    // The article's hash has no seed to honour.
    QCOMPARE(makeHashScheme(HashKind::Article, 13)->seed(), std::uint64_t {0});
    QCOMPARE(makeHashScheme(HashKind::Article, 13)->kind(), HashKind::Article);
    const auto scripted = makeScriptedHash({}, makeHashScheme(HashKind::PlainDouble, 14));
    QCOMPARE(scripted->kind(), HashKind::Scripted);
    QCOMPARE(scripted->seed(), std::uint64_t {14});
    QCOMPARE(makeScriptedHash({})->seed(), std::uint64_t {0});
}

void TestHashing::namedKindsAreMadeByName_data()
{
    QTest::addColumn<HashKind>("kind");
    QTest::addRow("enhanced") << HashKind::Enhanced;
    QTest::addRow("enhanced unmixed") << HashKind::EnhancedUnmixed;
    QTest::addRow("plain double") << HashKind::PlainDouble;
    QTest::addRow("article") << HashKind::Article;
}

void TestHashing::namedKindsAreMadeByName()
{
    QFETCH(HashKind, kind);
    const auto created = createHashScheme(kind, 5);
    QVERIFY(created);
    QVERIFY(*created != nullptr);
    QCOMPARE((*created)->kind(), kind);
    QCOMPARE(makeHashScheme(kind, 5)->kind(), kind);
}

void TestHashing::scriptedKindCannotBeMadeByName_data()
{
    QTest::addColumn<HashKind>("kind");
    QTest::addRow("scripted") << HashKind::Scripted;
    QTest::addRow("past the enum") << static_cast<HashKind>(200);
}

void TestHashing::scriptedKindCannotBeMadeByName()
{
    // A scripted scheme needs its script. Asking by kind alone is a typed error: a null scheme
    // would have become the default one inside the filter, a guess nobody asked for.
    QFETCH(HashKind, kind);
    const auto created = createHashScheme(kind, 5);
    QVERIFY(!created);
    QCOMPARE(created.error().code, Errc::UnknownHashScheme);
    try {
        (void)makeHashScheme(kind, 5);
        QFAIL("makeHashScheme made a scheme it cannot name");
    } catch (const InvalidArgument &e) {
        QCOMPARE(e.error().code, Errc::UnknownHashScheme);
    }
}

void TestHashing::reduceToRangeCoversZeroToMMinusOne()
{
    constexpr std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
    QCOMPARE(reduceToRange(0, 1000), std::uint64_t {0});
    QCOMPARE(reduceToRange(top, 1000), std::uint64_t {999});
    QCOMPARE(reduceToRange(top, 1), std::uint64_t {0});
    QCOMPARE(reduceToRange(top, top), top - 1);
    QCOMPARE(reduceToRange(std::uint64_t {1} << 63, 10), std::uint64_t {5});
}

QTEST_APPLESS_MAIN(TestHashing)
#include "tst_hashing.moc"
