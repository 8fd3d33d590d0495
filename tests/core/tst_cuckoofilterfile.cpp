// Cuckoo filters in .bloom files: round trips that keep the victim and the relocation generator,
// the header laid out as serialize.h documents it, and every class of damaged file refused with
// its own code. Forged files carry a recomputed checksum, so each reaches the check it is aimed at.

#include "coretestsupport.h"

#include <QTest>

#include <xxhash.h>

#include <random>

using namespace bloom;

namespace {

using Bytes = std::vector<std::uint8_t>;

constexpr std::size_t kPayload = kFileHeaderBytes; // where the payload starts
constexpr std::size_t kTable = kPayload + kCuckooPayloadPrefixBytes;

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

void reseal(Bytes &bytes)
{
    const std::size_t checked = bytes.size() - kFileChecksumBytes;
    poke(bytes, checked, XXH3_64bits(bytes.data(), checked));
}

CuckooFilter withBuckets(std::uint64_t buckets, std::uint32_t fingerprintBits, std::uint64_t seed = 0)
{
    auto made = CuckooFilter::createWithBuckets(buckets, fingerprintBits, seed);
    return std::move(made).value();
}

void fill(CuckooFilter &filter, std::string_view prefix, std::uint64_t keys)
{
    for (std::uint64_t i = 0; i < keys && !filter.isFull(); ++i)
        (void)filter.add(coretest::numberedKey(prefix, i));
}

// 4 buckets of 5-bit fingerprints: 80 table bits in two words, so 48 bits of the second must be 0.
// The file is 96 bytes: header, 24 bytes of generator and victim, 16 of table, checksum at 88.
CuckooFilter sampleFilter()
{
    CuckooFilter filter = withBuckets(4, 5, 0x5EED);
    fill(filter, "s", 6);
    return filter;
}

// The same, filled until a fingerprint waits in the victim slot.
CuckooFilter fullSample()
{
    CuckooFilter filter = withBuckets(4, 5, 0x5EED);
    fill(filter, "s", 1000);
    return filter;
}

QByteArray stateOf(const CuckooFilter &filter)
{
    const auto victim = filter.victim();
    return coretest::joined(filter.tableWords()) + '|' + QByteArray::number(qulonglong(filter.itemCount()))
        + '|' + QByteArray::number(qulonglong(filter.kickState())) + '|'
        + (victim ? QByteArray::number(qulonglong(victim->bucket)) + ':'
                    + QByteArray::number(victim->fingerprint)
                  : QByteArray("none"));
}

} // namespace

class TestCuckooFilterFile : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void headerLayoutIsAsDocumented();
    void damagedFilesAreRefused_data();
    void damagedFilesAreRefused();
    void victimDamageIsRefused();
    void forgedEdgesThatAreValid();
    void hugeClaimedSizeIsRefusedBeforeAllocating();
    void kindsAreNotInterchangeable();
    void randomDamageNeverLoads();
    void resealedRandomDamageLoadsOnlyConsistentFilters();
};

void TestCuckooFilterFile::roundTrip_data()
{
    QTest::addColumn<quint64>("buckets");
    QTest::addColumn<quint32>("bits");
    QTest::addColumn<quint64>("keys");
    QTest::addRow("empty") << quint64 {8} << quint32 {8} << quint64 {0};
    QTest::addRow("f = 4, half full") << quint64 {64} << quint32 {4} << quint64 {128};
    QTest::addRow("f = 5, buckets straddle words") << quint64 {64} << quint32 {5} << quint64 {200};
    QTest::addRow("f = 7, one bucket") << quint64 {1} << quint32 {7} << quint64 {3};
    QTest::addRow("f = 12, full, with a victim") << quint64 {32} << quint32 {12} << quint64 {1000};
    QTest::addRow("f = 16, one word a bucket") << quint64 {256} << quint32 {16} << quint64 {900};
}

void TestCuckooFilterFile::roundTrip()
{
    QFETCH(quint64, buckets);
    QFETCH(quint32, bits);
    QFETCH(quint64, keys);
    CuckooFilter original = withBuckets(buckets, bits, 0xDEADBEEFCAFEull);
    fill(original, "in", keys);
    QCOMPARE(original.isFull(), keys == 1000);

    const Bytes file = serialize(original);
    const std::size_t words = (buckets * 4 * bits + 63) / 64;
    QCOMPARE(file.size(), kFileHeaderBytes + kCuckooPayloadPrefixBytes + words * 8 + kFileChecksumBytes);
    const auto header = readFileHeader(file);
    QVERIFY(header);
    QCOMPARE(header->kind, FilterKind::Cuckoo);
    QCOMPARE(header->version, std::uint16_t {2});
    QCOMPARE(header->bits, buckets * 4);
    QCOMPARE(header->hashes, bits);
    QCOMPARE(header->itemCount, original.itemCount());

    auto loaded = deserializeCuckoo(file);
    QVERIFY(loaded);
    QCOMPARE(loaded->bucketCount(), std::uint64_t {buckets});
    QCOMPARE(loaded->fingerprintBits(), bits);
    QCOMPARE(loaded->seed(), original.seed());
    QCOMPARE(stateOf(*loaded), stateOf(original));
    for (std::uint64_t i = 0; i < 2000; ++i) {
        const std::string key = coretest::numberedKey(i % 2 == 0 ? "in" : "out", i / 2);
        QCOMPARE(loaded->mightContain(key), original.mightContain(key));
    }
    QVERIFY(serialize(*loaded) == file);
    // The generator came back too, so both go on to make the same relocations.
    for (std::uint64_t i = 0; i < 300; ++i) {
        const std::string key = coretest::numberedKey("more", i);
        const bool removing = i % 3 == 2;
        QCOMPARE(bool(removing ? loaded->remove(key) : loaded->add(key)),
            bool(removing ? original.remove(key) : original.add(key)));
    }
    QCOMPARE(stateOf(*loaded), stateOf(original));
}

void TestCuckooFilterFile::headerLayoutIsAsDocumented()
{
    const CuckooFilter filter = fullSample();
    const Bytes file = serialize(filter);
    QCOMPARE(file.size(), std::size_t {96});
    QCOMPARE(QByteArray(reinterpret_cast<const char *>(file.data()), 4), QByteArray("BLMF"));
    QCOMPARE(file[4], std::uint8_t {2}); // the first version with the cuckoo kind
    QCOMPARE(file[5], std::uint8_t {0});
    QCOMPARE(file[6], std::uint8_t {2}); // cuckoo
    QCOMPARE(file[7], std::uint8_t {4}); // the default scheme's tag
    QCOMPARE(peek64(file, 8), std::uint64_t {16}); // m: the slots
    QCOMPARE(peek64(file, 16) & 0xFFFFFFFFu, std::uint64_t {5}); // k: the fingerprint bits
    QCOMPARE(file[20], std::uint8_t {4}); // slots per bucket
    QCOMPARE(peek64(file, 24), std::uint64_t {0x5EED});
    QCOMPARE(peek64(file, 32), filter.itemCount());
    QCOMPARE(peek64(file, 40), std::uint64_t {40});
    QCOMPARE(peek64(file, kPayload), filter.kickState());
    QCOMPARE(peek64(file, kPayload + 8), filter.victim()->bucket);
    QCOMPARE(peek64(file, kPayload + 16), std::uint64_t {filter.victim()->fingerprint});
    QCOMPARE(peek64(file, kTable), filter.tableWords()[0]);
    QCOMPARE(peek64(file, kTable + 8), filter.tableWords()[1]);
    QCOMPARE(peek64(file, 88), XXH3_64bits(file.data(), 88));
    // Slot s at bits [5s, 5s + 5): bucket 1, slot 2 is slot 6, bits 30 to 34.
    QCOMPARE(std::uint16_t((filter.tableWords()[0] >> 30) & 31), filter.fingerprint(1, 2));
    // Bucket 3, slot 0 is slot 12, bits 60 to 64: it straddles the two words.
    const std::uint64_t straddling = (filter.tableWords()[0] >> 60) | ((filter.tableWords()[1] & 1) << 4);
    QCOMPARE(std::uint16_t(straddling), filter.fingerprint(3, 0));
}

// A row keeps the first `keep` bytes (growing with zeros), then writes `value` as `width`
// little-endian bytes at `at`, or XORs it into byte `at` when width is 0.
void TestCuckooFilterFile::damagedFilesAreRefused_data()
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
        QTest::newRow(name) << 96 << at << 0 << mask << false << expected;
    };
    const auto forge = [](const char *name, int at, int width, quint64 value, Errc expected) {
        QTest::newRow(name) << 96 << at << width << value << true << expected;
    };
    cut("empty input", 0, Errc::Truncated);
    cut("header only", 48, Errc::Truncated);
    cut("no table", 72, Errc::Truncated);
    cut("last byte missing", 95, Errc::Truncated);
    cut("extra byte", 97, Errc::InconsistentSizes);
    flip("flipped table byte", 75, 0x04, Errc::ChecksumMismatch);
    flip("flipped victim byte", 64, 0x01, Errc::ChecksumMismatch);
    forge("version 1 cannot hold the cuckoo kind", 4, 2, 1, Errc::UnknownKind);
    forge("version 3", 4, 2, 3, Errc::UnknownVersion);
    forge("kind 3", 6, 1, 3, Errc::UnknownKind);
    forge("scheme byte 0", 7, 1, 0, Errc::UnknownHashScheme);
    forge("scheme byte 1", 7, 1, 1, Errc::UnknownHashScheme);
    forge("scripted scheme byte", 7, 1, 3, Errc::UnknownHashScheme);
    forge("f = 3", 16, 4, 3, Errc::InconsistentSizes);
    forge("f = 17", 16, 4, 17, Errc::InconsistentSizes);
    forge("f = 64", 16, 4, 64, Errc::InconsistentSizes);
    forge("f = 9, table too short", 16, 4, 9, Errc::InconsistentSizes);
    forge("m = 0", 8, 8, 0, Errc::InconsistentSizes);
    forge("m = 2, less than a bucket", 8, 8, 2, Errc::InconsistentSizes);
    forge("m = 12, not a power of two", 8, 8, 12, Errc::InconsistentSizes);
    forge("m = 17, not whole buckets", 8, 8, 17, Errc::InconsistentSizes);
    forge("m = 32, table too short", 8, 8, 32, Errc::InconsistentSizes);
    forge("m = 2^50, at the bucket limit", 8, 8, 1ull << 50, Errc::InconsistentSizes);
    forge("m = 2^62, past it", 8, 8, 1ull << 62, Errc::InconsistentSizes);
    forge("slots per bucket 0", 20, 1, 0, Errc::InconsistentSizes);
    forge("slots per bucket 8", 20, 1, 8, Errc::InconsistentSizes);
    forge("reserved byte set", 23, 1, 1, Errc::InconsistentSizes);
    forge("one item too many", 32, 8, 7, Errc::InconsistentSizes);
    forge("no items", 32, 8, 0, Errc::InconsistentSizes);
    forge("a bit past the table", 87, 1, 0x80, Errc::InconsistentSizes);
    forge("the first bit past the table", 82, 1, 0x01, Errc::InconsistentSizes);
    forge("victim bucket without a fingerprint", 56, 8, 1, Errc::InconsistentSizes);
    forge("victim fingerprint wider than f", 64, 8, 32, Errc::InconsistentSizes);
    forge("victim fingerprint 2^63", 64, 8, 1ull << 63, Errc::InconsistentSizes);
    forge("a victim the item count leaves out", 64, 8, 3, Errc::InconsistentSizes);
}

void TestCuckooFilterFile::damagedFilesAreRefused()
{
    QFETCH(int, keep);
    QFETCH(int, at);
    QFETCH(int, width);
    QFETCH(quint64, value);
    QFETCH(bool, seal);
    QFETCH(Errc, expected);
    const CuckooFilter sample = sampleFilter();
    QCOMPARE(sample.itemCount(), std::uint64_t {6});
    QVERIFY(!sample.isFull());
    Bytes file = serialize(sample);
    QCOMPARE(file.size(), std::size_t {96});
    file.resize(static_cast<std::size_t>(keep));
    if (at >= 0 && width == 0)
        file[static_cast<std::size_t>(at)] ^= static_cast<std::uint8_t>(value);
    for (int i = 0; i < width; ++i)
        file[static_cast<std::size_t>(at + i)] = static_cast<std::uint8_t>(value >> (8 * i));
    if (seal)
        reseal(file);
    const auto loaded = deserializeCuckoo(file);
    QVERIFY(!loaded);
    QCOMPARE(loaded.error().code, expected);
    if (expected == Errc::UnknownVersion) {
        QCOMPARE(loaded.error().needed, std::uint64_t {3});
        QCOMPARE(loaded.error().available, std::uint64_t {kFormatVersion});
    }
}

void TestCuckooFilterFile::victimDamageIsRefused()
{
    const CuckooFilter full = fullSample();
    const CuckooVictim victim = full.victim().value();
    const Bytes good = serialize(full);
    QVERIFY(deserializeCuckoo(good));

    Bytes outOfRange = good;
    poke(outOfRange, kPayload + 8, std::uint64_t {4}); // 4 buckets: 0 to 3
    reseal(outOfRange);
    QCOMPARE(deserializeCuckoo(outOfRange).error().code, Errc::InconsistentSizes);

    // Emptying a slot of the victim's bucket (and counting one item less) leaves a victim that
    // could have been placed: no insert leaves that.
    Bytes roomy = good;
    const std::uint64_t slot = victim.bucket * 4;
    std::uint64_t word = peek64(roomy, kTable + slot * 5 / 64 * 8);
    word &= ~(std::uint64_t {31} << (slot * 5 % 64));
    poke(roomy, kTable + slot * 5 / 64 * 8, word);
    poke(roomy, 32, full.itemCount() - 1);
    reseal(roomy);
    QCOMPARE(deserializeCuckoo(roomy).error().code, Errc::InconsistentSizes);

    // Without the victim (and one item less) the same table is a valid filter.
    Bytes noVictim = good;
    poke(noVictim, kPayload + 8, std::uint64_t {0});
    poke(noVictim, kPayload + 16, std::uint64_t {0});
    poke(noVictim, 32, full.itemCount() - 1);
    reseal(noVictim);
    const auto loaded = deserializeCuckoo(noVictim);
    QVERIFY(loaded);
    QVERIFY(!loaded->isFull());
    QCOMPARE(coretest::joined(loaded->tableWords()), coretest::joined(full.tableWords()));
}

void TestCuckooFilterFile::forgedEdgesThatAreValid()
{
    // Any generator state is a valid one, and any seed.
    Bytes file = serialize(sampleFilter());
    poke(file, kPayload, ~std::uint64_t {0});
    poke(file, 24, std::uint64_t {0});
    reseal(file);
    const auto loaded = deserializeCuckoo(file);
    QVERIFY(loaded);
    QCOMPARE(loaded->kickState(), ~std::uint64_t {0});
    QCOMPARE(loaded->seed(), std::uint64_t {0});
}

void TestCuckooFilterFile::hugeClaimedSizeIsRefusedBeforeAllocating()
{
    // 2^48 buckets is the largest table the format allows. Building it would report OutOfMemory
    // under a 1 MiB limit; InconsistentSizes shows the claim was judged against the bytes alone.
    Bytes file = serialize(sampleFilter());
    poke(file, 8, std::uint64_t {1} << 50);
    poke(file, 16, std::uint32_t {16});
    reseal(file);
    const coretest::MemoryOverride oneMebibyte(1u << 20);
    QCOMPARE(readFileHeader(file).error().code, Errc::InconsistentSizes);
    QCOMPARE(deserializeCuckoo(file).error().code, Errc::InconsistentSizes);
}

void TestCuckooFilterFile::kindsAreNotInterchangeable()
{
    const Bytes cuckoo = serialize(sampleFilter());
    const Bytes classic = serialize(BloomFilter(64, 3));
    const Bytes counting = serialize(CountingBloomFilter(64, 3));
    QCOMPARE(readFileHeader(cuckoo)->kind, FilterKind::Cuckoo);
    QCOMPARE(deserialize(cuckoo).error().code, Errc::WrongKind);
    QCOMPARE(deserializeCounting(cuckoo).error().code, Errc::WrongKind);
    QCOMPARE(deserializeCuckoo(classic).error().code, Errc::WrongKind);
    QCOMPARE(deserializeCuckoo(counting).error().code, Errc::WrongKind);
    // Classic and counting files stay version 1, which BloomLab 0.1 reads.
    QCOMPARE(classic[4], std::uint8_t {1});
    QCOMPARE(counting[4], std::uint8_t {1});
}

void TestCuckooFilterFile::randomDamageNeverLoads()
{
    const Bytes good = serialize(fullSample());
    std::mt19937_64 rng(1605);
    for (int round = 0; round < 3000; ++round) {
        Bytes file = good;
        if (round % 2 == 0) {
            file.resize(rng() % good.size());
        } else {
            const int flips = 1 + static_cast<int>(rng() % 3);
            for (int f = 0; f < flips; ++f)
                file[rng() % file.size()] ^= static_cast<std::uint8_t>(1u << (rng() % 8));
            if (file == good)
                continue;
        }
        QVERIFY2(!deserializeCuckoo(file), qPrintable(QStringLiteral("round %1").arg(round)));
    }
}

void TestCuckooFilterFile::resealedRandomDamageLoadsOnlyConsistentFilters()
{
    // Past the checksum, each check must hold on its own. Whatever loads describes exactly the
    // bytes given, keeps its own invariants, and goes on working.
    const Bytes good = serialize(fullSample());
    std::mt19937_64 rng(2014);
    int accepted = 0;
    int refused = 0;
    for (int round = 0; round < 3000; ++round) {
        Bytes file = good;
        const std::size_t at = rng() % (file.size() - kFileChecksumBytes);
        file[at] ^= static_cast<std::uint8_t>(1u + rng() % 255);
        reseal(file);
        auto loaded = deserializeCuckoo(file);
        if (!loaded) {
            ++refused;
            continue;
        }
        ++accepted;
        QVERIFY(serialize(*loaded) == file);
        std::uint64_t occupied = 0;
        for (std::uint64_t b = 0; b < loaded->bucketCount(); ++b)
            for (std::uint16_t value : loaded->bucket(b))
                occupied += value != 0 ? 1 : 0;
        QCOMPARE(occupied + (loaded->isFull() ? 1 : 0), loaded->itemCount());
        for (std::uint64_t i = 0; i < 8; ++i) {
            const std::string key = coretest::numberedKey("after", i);
            if (loaded->add(key))
                QVERIFY(loaded->mightContain(key));
        }
    }
    // Both outcomes occur: the seed, the generator and the table's fingerprints can change.
    QVERIFY(accepted > 100);
    QVERIFY(refused > 100);
}

QTEST_APPLESS_MAIN(TestCuckooFilterFile)
#include "tst_cuckoofilterfile.moc"
