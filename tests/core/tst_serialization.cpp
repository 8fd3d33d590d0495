// The .bloom format: round trips for every serializable scheme, and every class of damaged file
// refused with its own code. Forged files carry a recomputed checksum, so each test reaches the
// check it is aimed at instead of stopping at the checksum.

#include "coretestsupport.h"

#include <QTest>

#include <xxhash.h>

#include <random>

using namespace bloom;

namespace {

using Bytes = std::vector<std::uint8_t>;

template <typename T> void poke(Bytes &bytes, std::size_t offset, T value)
{
    for (std::size_t i = 0; i < sizeof(T); ++i)
        bytes[offset + i] = static_cast<std::uint8_t>(static_cast<std::uint64_t>(value) >> (8 * i));
}

std::uint64_t peek64(const Bytes &bytes, std::size_t offset)
{
    std::uint64_t value = 0;
    for (std::size_t i = 0; i < 8; ++i)
        value |= std::uint64_t {bytes[offset + i]} << (8 * i);
    return value;
}

// Rewrites the trailing XXH3-64 so the file passes the checksum again.
void reseal(Bytes &bytes)
{
    const std::size_t checked = bytes.size() - kFileChecksumBytes;
    poke(bytes, checked, XXH3_64bits(bytes.data(), checked));
}

// m = 100: two payload words, 28 unused tail bits in the second.
BloomFilter sampleFilter()
{
    BloomFilter filter(100, 3);
    for (std::uint64_t i = 0; i < 20; ++i)
        filter.add(coretest::numberedKey("s", i));
    return filter;
}

} // namespace

class TestSerialization : public QObject {
    Q_OBJECT

private slots:
    void classicRoundTrip_data();
    void classicRoundTrip();
    void countingRoundTrip_data();
    void countingRoundTrip();
    void headerLayoutIsAsDocumented();
    void damagedFilesAreRefused_data();
    void damagedFilesAreRefused();
    void hugeClaimedSizeIsRefusedBeforeAllocating();
    void forgedHeaderEdgesThatAreValid();
    void countingSpecificDamageIsRefused();
    void kindsAreNotInterchangeable();
    void scriptedHashingIsUnserializable();
    void filesOfBloomLab01KeepTheirPositions();
    void randomDamageNeverLoads();
    void resealedRandomDamageNeverCrashes();
};

void TestSerialization::classicRoundTrip_data()
{
    QTest::addColumn<HashKind>("kind");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint32>("k");
    QTest::addRow("enhanced") << HashKind::Enhanced << quint64 {0} << quint64 {10'000} << quint32 {5};
    QTest::addRow("enhanced, seeded")
        << HashKind::Enhanced << quint64 {0xDEADBEEFCAFEull} << quint64 {10'007} << quint32 {7};
    QTest::addRow("plain double") << HashKind::PlainDouble << quint64 {0} << quint64 {8192} << quint32 {4};
    QTest::addRow("plain double, seeded")
        << HashKind::PlainDouble << quint64 {~0ull} << quint64 {9000} << quint32 {3};
    QTest::addRow("article") << HashKind::Article << quint64 {0} << quint64 {5000} << quint32 {3};
    QTest::addRow("one bit") << HashKind::Enhanced << quint64 {1} << quint64 {1} << quint32 {1};
    QTest::addRow("64 bits") << HashKind::Enhanced << quint64 {2} << quint64 {64} << quint32 {64};
    QTest::addRow("65 bits") << HashKind::Enhanced << quint64 {3} << quint64 {65} << quint32 {2};
}

void TestSerialization::classicRoundTrip()
{
    QFETCH(HashKind, kind);
    QFETCH(quint64, seed);
    QFETCH(quint64, m);
    QFETCH(quint32, k);
    BloomFilter original(m, k, makeHashScheme(kind, seed));
    for (std::uint64_t i = 0; i < 1000; ++i)
        original.add(coretest::numberedKey("in", i));
    original.add("in0"); // the item count keeps duplicates

    const Bytes file = serialize(original);
    QCOMPARE(file.size(), kFileHeaderBytes + original.words().size() * 8 + kFileChecksumBytes);
    const auto loaded = deserialize(file);
    QVERIFY(loaded);
    QCOMPARE(loaded->bitCount(), m);
    QCOMPARE(loaded->hashCount(), k);
    QCOMPARE(loaded->itemCount(), std::uint64_t {1001});
    QCOMPARE(loaded->setBitCount(), original.setBitCount());
    QCOMPARE(loaded->hashScheme().kind(), kind);
    QCOMPARE(loaded->hashScheme().seed(), original.hashScheme().seed());
    QVERIFY(loaded->isCompatibleWith(original));
    QCOMPARE(coretest::joined(loaded->words()), coretest::joined(original.words()));
    for (std::uint64_t i = 0; i < 10'000; ++i) {
        const std::string key = coretest::numberedKey(i % 2 == 0 ? "in" : "out", i / 2);
        QCOMPARE(loaded->mightContain(key), original.mightContain(key));
    }
    // Saving the loaded filter gives the same bytes.
    QVERIFY(serialize(*loaded) == file);
}

void TestSerialization::countingRoundTrip_data()
{
    QTest::addColumn<CounterWidth>("width");
    QTest::addColumn<quint64>("m");
    QTest::addRow("4-bit, odd m") << CounterWidth::Four << quint64 {1001};
    QTest::addRow("4-bit, even m") << CounterWidth::Four << quint64 {1000};
    QTest::addRow("8-bit") << CounterWidth::Eight << quint64 {999};
}

void TestSerialization::countingRoundTrip()
{
    QFETCH(CounterWidth, width);
    QFETCH(quint64, m);
    CountingBloomFilter original(m, 4, width, makeHashScheme(HashKind::PlainDouble, 77));
    for (std::uint64_t i = 0; i < 150; ++i)
        original.add(coretest::numberedKey("c", i));
    for (int i = 0; i < 300; ++i)
        original.add("hot"); // saturates its counters in both widths

    const Bytes file = serialize(original);
    const auto header = readFileHeader(file);
    QVERIFY(header);
    QCOMPARE(header->kind, FilterKind::Counting);
    QCOMPARE(header->counterWidth, static_cast<std::uint8_t>(width));
    const auto loaded = deserializeCounting(file);
    QVERIFY(loaded);
    QCOMPARE(loaded->width(), width);
    QCOMPARE(loaded->counterCount(), m);
    QCOMPARE(loaded->hashCount(), 4u);
    QCOMPARE(loaded->itemCount(), original.itemCount());
    QCOMPARE(loaded->nonZeroCount(), original.nonZeroCount());
    QCOMPARE(loaded->saturatedCount(), original.saturatedCount());
    QVERIFY(loaded->saturatedCount() > 0);
    for (std::uint64_t i = 0; i < m; ++i)
        QCOMPARE(loaded->counter(i), original.counter(i));
    CountingBloomFilter copy = *loaded;
    // Removal still works after loading: the counters, not just the bits, came back.
    for (std::uint64_t i = 0; i < 150; ++i)
        QVERIFY(copy.remove(coretest::numberedKey("c", i)));
    QVERIFY(copy.mightContain("hot"));
}

void TestSerialization::headerLayoutIsAsDocumented()
{
    BloomFilter filter(100, 3, makeHashScheme(HashKind::PlainDouble, 0x0102030405060708ull));
    filter.add("a");
    filter.add("b");
    const Bytes file = serialize(filter);
    QCOMPARE(file.size(), std::size_t {48 + 16 + 8});
    QCOMPARE(QByteArray(reinterpret_cast<const char *>(file.data()), 4), QByteArray("BLMF"));
    QCOMPARE(file[4], std::uint8_t {1});
    QCOMPARE(file[5], std::uint8_t {0});
    QCOMPARE(file[6], std::uint8_t {0}); // classic
    QCOMPARE(file[7], std::uint8_t {1}); // plain double
    QCOMPARE(peek64(file, 8), std::uint64_t {100});
    QCOMPARE(peek64(file, 16) & 0xFFFFFFFFu, std::uint64_t {3});
    QCOMPARE(file[20], std::uint8_t {0});
    QCOMPARE(peek64(file, 24), std::uint64_t {0x0102030405060708ull});
    QCOMPARE(file[24], std::uint8_t {0x08}); // little-endian
    QCOMPARE(peek64(file, 32), std::uint64_t {2});
    QCOMPARE(peek64(file, 40), std::uint64_t {16});
    QCOMPARE(peek64(file, 48), filter.words()[0]);
    QCOMPARE(peek64(file, 64), XXH3_64bits(file.data(), 64));
}

// The sample file is 72 bytes: the 48-byte header, 16 payload bytes (m = 100), the checksum at 64.
// A row keeps the first `keep` bytes (growing with zeros past the end), then writes `value` as
// `width` little-endian bytes at `at`, or XORs it into byte `at` when width is 0.
void TestSerialization::damagedFilesAreRefused_data()
{
    QTest::addColumn<int>("keep");
    QTest::addColumn<int>("at");
    QTest::addColumn<int>("width");
    QTest::addColumn<quint64>("value");
    QTest::addColumn<bool>("seal");
    QTest::addColumn<Errc>("expected");
    const auto cut = [](const char *name, int keep, Errc expected) {
        QTest::newRow(name) << keep << -1 << 0 << quint64 {0} << false << expected;
    };
    const auto flip = [](const char *name, int at, quint64 mask, Errc expected) {
        QTest::newRow(name) << 72 << at << 0 << mask << false << expected;
    };
    // Resealed, so the checksum passes and the check under test is the one that answers.
    const auto forge = [](const char *name, int at, int width, quint64 value, Errc expected) {
        QTest::newRow(name) << 72 << at << width << value << true << expected;
    };
    cut("empty input", 0, Errc::Truncated);
    cut("three bytes", 3, Errc::Truncated);
    cut("magic only", 4, Errc::Truncated);
    cut("header only", 48, Errc::Truncated);
    cut("last byte missing", 71, Errc::Truncated);
    cut("extra byte", 73, Errc::InconsistentSizes);
    forge("wrong magic", 3, 1, 'X', Errc::BadMagic);
    forge("lowercase magic", 0, 1, 'b', Errc::BadMagic);
    forge("version 0", 4, 2, 0, Errc::UnknownVersion);
    forge("version 3", 4, 2, 3, Errc::UnknownVersion);
    forge("kind 2 in a version 1 file", 6, 1, 2, Errc::UnknownKind);
    forge("kind 3", 6, 1, 3, Errc::UnknownKind);
    forge("kind 255", 6, 1, 255, Errc::UnknownKind);
    forge("payload length past the data", 40, 8, 24, Errc::Truncated);
    forge("payload length short of the data", 40, 8, 8, Errc::InconsistentSizes);
    forge("payload length 2^63", 40, 8, 1ull << 63, Errc::Truncated);
    flip("flipped payload byte", 52, 0x10, Errc::ChecksumMismatch);
    flip("flipped checksum byte", 71, 0x01, Errc::ChecksumMismatch);
    flip("changed m, old checksum", 8, 0x01, Errc::ChecksumMismatch);
    forge("m = 2^60", 8, 8, 1ull << 60, Errc::InconsistentSizes);
    forge("m = 2^64 - 1", 8, 8, ~0ull, Errc::InconsistentSizes);
    forge("m = 0", 8, 8, 0, Errc::InconsistentSizes);
    forge("m needs a third word", 8, 8, 129, Errc::InconsistentSizes);
    forge("k = 0", 16, 4, 0, Errc::InconsistentSizes);
    forge("k = 65", 16, 4, 65, Errc::InconsistentSizes);
    forge("scripted scheme byte", 7, 1, 3, Errc::UnknownHashScheme);
    forge("scheme byte 200", 7, 1, 200, Errc::UnknownHashScheme);
    forge("scheme byte 5", 7, 1, 5, Errc::UnknownHashScheme);
    forge("reserved byte set", 22, 1, 1, Errc::InconsistentSizes);
    forge("counter width on a classic file", 20, 1, 4, Errc::InconsistentSizes);
    forge("bit 127 set, past m = 100", 63, 1, 0x80, Errc::InconsistentSizes);
}

void TestSerialization::damagedFilesAreRefused()
{
    QFETCH(int, keep);
    QFETCH(int, at);
    QFETCH(int, width);
    QFETCH(quint64, value);
    QFETCH(bool, seal);
    QFETCH(Errc, expected);
    Bytes file = serialize(sampleFilter());
    QCOMPARE(file.size(), std::size_t {72});
    file.resize(static_cast<std::size_t>(keep));
    if (at >= 0 && width == 0)
        file[static_cast<std::size_t>(at)] ^= static_cast<std::uint8_t>(value);
    for (int i = 0; i < width; ++i)
        file[static_cast<std::size_t>(at + i)] = static_cast<std::uint8_t>(value >> (8 * i));
    if (seal)
        reseal(file);
    const auto loaded = deserialize(file);
    QVERIFY(!loaded);
    QCOMPARE(loaded.error().code, expected);
    if (expected == Errc::UnknownVersion && value == 3) {
        QCOMPARE(loaded.error().needed, std::uint64_t {3});
        QCOMPARE(loaded.error().available, std::uint64_t {kFormatVersion});
    }
}

void TestSerialization::hugeClaimedSizeIsRefusedBeforeAllocating()
{
    // With only 1 MiB "available", any attempt to build the claimed filter would report
    // OutOfMemory; InconsistentSizes proves the header was judged against the bytes alone.
    Bytes file = serialize(sampleFilter());
    poke(file, 8, std::uint64_t {1} << 60);
    reseal(file);
    const coretest::MemoryOverride oneMebibyte(1u << 20);
    const auto loaded = deserialize(file);
    const auto header = readFileHeader(file);
    QCOMPARE(loaded.error().code, Errc::InconsistentSizes);
    QCOMPARE(header.error().code, Errc::InconsistentSizes);
}

void TestSerialization::forgedHeaderEdgesThatAreValid()
{
    // m = 101 still fits the two words, and k = 64 is the maximum: both load.
    Bytes file = serialize(sampleFilter());
    poke(file, 8, std::uint64_t {101});
    poke(file, 16, std::uint32_t {64});
    reseal(file);
    const auto loaded = deserialize(file);
    QVERIFY(loaded);
    QCOMPARE(loaded->bitCount(), std::uint64_t {101});
    QCOMPARE(loaded->hashCount(), 64u);
    QCOMPARE(loaded->setBitCount(), sampleFilter().setBitCount());

    // Version 2 only adds the cuckoo kind, so a classic file marked version 2 reads the same.
    Bytes newer = serialize(sampleFilter());
    QCOMPARE(newer[4], std::uint8_t {1});
    poke(newer, 4, std::uint16_t {2});
    reseal(newer);
    const auto read = deserialize(newer);
    QVERIFY(read);
    QCOMPARE(coretest::joined(read->words()), coretest::joined(sampleFilter().words()));
}

void TestSerialization::countingSpecificDamageIsRefused()
{
    CountingBloomFilter filter(5, 2, CounterWidth::Four); // 3 bytes, a spare high nibble
    filter.add("x");
    const Bytes good = serialize(filter);
    QVERIFY(deserializeCounting(good));
    for (std::uint8_t width : {std::uint8_t {0}, std::uint8_t {3}, std::uint8_t {16}}) {
        Bytes file = good;
        file[20] = width;
        reseal(file);
        QCOMPARE(deserializeCounting(file).error().code, Errc::InconsistentSizes);
    }
    Bytes spare = good;
    spare[kFileHeaderBytes + 2] |= 0x10;
    reseal(spare);
    QCOMPARE(deserializeCounting(spare).error().code, Errc::InconsistentSizes);
    // Claiming 8-bit counters needs 5 payload bytes, not 3.
    Bytes wider = good;
    wider[20] = 8;
    reseal(wider);
    QCOMPARE(deserializeCounting(wider).error().code, Errc::InconsistentSizes);
}

void TestSerialization::kindsAreNotInterchangeable()
{
    const Bytes counting = serialize(CountingBloomFilter(64, 3));
    QCOMPARE(deserialize(counting).error().code, Errc::WrongKind);
    const Bytes classic = serialize(BloomFilter(64, 3));
    QCOMPARE(deserializeCounting(classic).error().code, Errc::WrongKind);
    QCOMPARE(readFileHeader(counting)->kind, FilterKind::Counting);
    // tst_cuckoofilterfile covers the cuckoo kind in depth; here, only that the loaders tell it apart.
    const Bytes cuckoo = serialize(CuckooFilter(100, 8));
    QCOMPARE(deserialize(cuckoo).error().code, Errc::WrongKind);
    QCOMPARE(deserializeCounting(cuckoo).error().code, Errc::WrongKind);
    QCOMPARE(deserializeCuckoo(classic).error().code, Errc::WrongKind);
    QCOMPARE(deserializeCuckoo(counting).error().code, Errc::WrongKind);
}

void TestSerialization::scriptedHashingIsUnserializable()
{
    const HashSchemePtr scripted = makeScriptedHash({{"a", {1}}});
    QVERIFY(!isSerializable(*scripted));
    QVERIFY(isSerializable(*defaultHashScheme()));
    try {
        (void)serialize(BloomFilter(16, 2, scripted));
        QFAIL("a scripted classic filter was serialized");
    } catch (const InvalidArgument &e) {
        QCOMPARE(e.error().code, Errc::Unserializable);
    }
    try {
        (void)serialize(CountingBloomFilter(16, 2, CounterWidth::Four, scripted));
        QFAIL("a scripted counting filter was serialized");
    } catch (const InvalidArgument &e) {
        QCOMPARE(e.error().code, Errc::Unserializable);
    }
}

void TestSerialization::filesOfBloomLab01KeepTheirPositions()
{
    // BloomLab 0.1 tagged its default scheme 0 and reduced x_i unmixed. Such a file must load with
    // those positions, or keys it holds would turn into false negatives.
    const std::uint64_t seed = 42;
    BloomFilter old(32, 3, makeHashScheme(HashKind::EnhancedUnmixed, seed));
    old.add("bob");
    const Bytes file = serialize(old);
    QCOMPARE(file[7], std::uint8_t {0});

    const auto loaded = deserialize(file);
    QVERIFY(loaded.has_value());
    QCOMPARE(loaded->hashScheme().kind(), HashKind::EnhancedUnmixed);
    QVERIFY(loaded->mightContain("bob"));
    const XXH128_hash_t h = XXH3_128bits_withSeed("bob", 3, seed);
    std::uint64_t expectedBits = 0;
    for (std::uint64_t i = 0; i < 3; ++i)
        expectedBits |= std::uint64_t {1} << reduceToRange(h.low64 + i * h.high64 + (i * i * i - i) / 6, 32);
    std::uint64_t loadedBits = 0;
    for (std::uint64_t position = 0; position < 32; ++position)
        loadedBits |= std::uint64_t {loaded->bit(position)} << position;
    QCOMPARE(loadedBits, expectedBits);

    // The default scheme writes its own tag, so 0.1 refuses the file instead of misreading it.
    QCOMPARE(serialize(BloomFilter(32, 3))[7], std::uint8_t {static_cast<std::uint8_t>(HashKind::Enhanced)});
}

void TestSerialization::randomDamageNeverLoads()
{
    const BloomFilter original = sampleFilter();
    const Bytes good = serialize(original);
    const Bytes goodCounting = serialize(CountingBloomFilter(33, 3, CounterWidth::Eight));
    std::mt19937_64 rng(31337);
    for (int round = 0; round < 3000; ++round) {
        const Bytes &source = round % 3 == 0 ? goodCounting : good;
        Bytes file = source;
        if (round % 2 == 0) {
            file.resize(rng() % source.size()); // every proper prefix is a truncation
        } else {
            const int flips = 1 + static_cast<int>(rng() % 3);
            for (int f = 0; f < flips; ++f)
                file[rng() % file.size()] ^= static_cast<std::uint8_t>(1u << (rng() % 8));
            if (file == source)
                continue; // two flips of one bit cancelled out
        }
        QVERIFY2(!deserialize(file), qPrintable(QStringLiteral("round %1").arg(round)));
        QVERIFY2(!deserializeCounting(file), qPrintable(QStringLiteral("round %1").arg(round)));
    }
}

void TestSerialization::resealedRandomDamageNeverCrashes()
{
    // Past the checksum, each header and payload check must still hold on its own. Whatever loads
    // must be a well-formed filter that describes exactly the bytes given.
    const Bytes good = serialize(sampleFilter());
    std::mt19937_64 rng(4242);
    int accepted = 0;
    int refused = 0;
    for (int round = 0; round < 3000; ++round) {
        Bytes file = good;
        const std::size_t at = rng() % (file.size() - kFileChecksumBytes);
        file[at] ^= static_cast<std::uint8_t>(1u + rng() % 255);
        reseal(file);
        const auto loaded = deserialize(file);
        if (!loaded) {
            ++refused;
            continue;
        }
        ++accepted;
        QCOMPARE(loaded->bitCount(), peek64(file, 8));
        QCOMPARE(std::uint64_t {loaded->hashCount()}, peek64(file, 16) & 0xFFFFFFFFu);
        QCOMPARE(loaded->itemCount(), peek64(file, 32));
        QCOMPARE(loaded->words().size(), std::size_t {2});
        QCOMPARE(loaded->words()[0], peek64(file, 48));
        QCOMPARE(loaded->words()[1], peek64(file, 56));
        // A classic file marked version 2 loads too, and is saved back as version 1.
        Bytes expected = file;
        poke(expected, 4, std::uint16_t {1});
        reseal(expected);
        QVERIFY(serialize(*loaded) == expected);
    }
    // Both outcomes occur (payload and seed bytes load, most header bytes do not).
    QVERIFY(accepted > 100);
    QVERIFY(refused > 100);
}

QTEST_APPLESS_MAIN(TestSerialization)
#include "tst_serialization.moc"
