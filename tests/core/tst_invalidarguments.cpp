// Bad input is refused with its own code, by the Result forms and the throwing forms alike, and
// unusual but valid keys (huge, any Unicode, embedded NULs) work everywhere.

#include "coretestsupport.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <set>

using namespace bloom;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

QByteArray name(Errc code)
{
    return errcName(code);
}

// The code of the InvalidArgument that `call` throws, by name, so a failure reads well.
template <typename Call> QByteArray thrownBy(Call call)
{
    try {
        call();
    } catch (const InvalidArgument &e) {
        return name(e.error().code);
    }
    return "nothing thrown";
}

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

} // namespace

class TestInvalidArguments : public QObject {
    Q_OBJECT

private slots:
    void badFilterShapesAreRefused_data();
    void badFilterShapesAreRefused();
    void tooManyHashesSaysTheLimit();
    void badCounterWidthIsRefused();
    void allocationBeyondAvailableMemoryIsRefused();
    void plainNumberFunctionsThrowTheirCode();
    void resultValueOfAnErrorThrows();
    void successfulStatusHoldsNoError();
    void failedStatusHoldsItsError_data();
    void failedStatusHoldsItsError();
    void everyErrorCodeHasItsOwnName();
    void emptyKeyIsInvalid();
    void oversizedKeyIsInvalid();
    void oneMebibyteKeyWorksEverywhere();
    void unusualKeysWorkEverywhere_data();
    void unusualKeysWorkEverywhere();
    void embeddedNulIsPartOfTheKey();
};

void TestInvalidArguments::badFilterShapesAreRefused_data()
{
    QTest::addColumn<quint64>("m");
    QTest::addColumn<quint32>("k");
    QTest::addColumn<Errc>("expected");
    QTest::addRow("m = 0") << quint64 {0} << quint32 {3} << Errc::ZeroBits;
    QTest::addRow("k = 0") << quint64 {8} << quint32 {0} << Errc::ZeroHashes;
    QTest::addRow("k = 65") << quint64 {8} << quint32 {65} << Errc::TooManyHashes;
    QTest::addRow("k = 2^32 - 1") << quint64 {8} << quint32 {4294967295u} << Errc::TooManyHashes;
    QTest::addRow("m = 0 and k = 0") << quint64 {0} << quint32 {0} << Errc::ZeroBits;
}

void TestInvalidArguments::badFilterShapesAreRefused()
{
    QFETCH(quint64, m);
    QFETCH(quint32, k);
    QFETCH(Errc, expected);
    const auto classic = BloomFilter::create(m, k);
    QVERIFY(!classic);
    QCOMPARE(classic.error().code, expected);
    QCOMPARE(thrownBy([&] { BloomFilter filter(m, k); }), name(expected));

    for (CounterWidth width : {CounterWidth::Four, CounterWidth::Eight}) {
        const auto counting = CountingBloomFilter::create(m, k, width);
        QVERIFY(!counting);
        QCOMPARE(counting.error().code, expected);
        QCOMPARE(thrownBy([&] { CountingBloomFilter filter(m, k, width); }), name(expected));
    }
    // The limits themselves are fine.
    QVERIFY(BloomFilter::create(1, 1));
    QVERIFY(BloomFilter::create(8, kMaxHashes));
    QVERIFY(CountingBloomFilter::create(1, kMaxHashes));
}

void TestInvalidArguments::tooManyHashesSaysTheLimit()
{
    const auto refused = BloomFilter::create(8, 65);
    QCOMPARE(refused.error().needed, std::uint64_t {65});
    QCOMPARE(refused.error().available, std::uint64_t {kMaxHashes});
    try {
        BloomFilter filter(8, 65);
        QFAIL("constructed with k = 65");
    } catch (const InvalidArgument &e) {
        QCOMPARE(e.error(), refused.error());
        QVERIFY(QByteArray(e.what()).contains("too-many-hashes"));
    }
}

void TestInvalidArguments::badCounterWidthIsRefused()
{
    const auto width = static_cast<CounterWidth>(5);
    QCOMPARE(CountingBloomFilter::create(16, 2, width).error().code, Errc::InconsistentSizes);
    // The throwing constructor must refuse it too: a 5-bit value in a nibble corrupts a neighbour.
    QCOMPARE(thrownBy([&] { CountingBloomFilter filter(16, 2, width); }), name(Errc::InconsistentSizes));
}

void TestInvalidArguments::allocationBeyondAvailableMemoryIsRefused()
{
    const coretest::MemoryOverride oneMebibyte(1u << 20);
    QCOMPARE(availableMemoryBytes(), std::uint64_t {1} << 20);
    const auto classic = BloomFilter::create(std::uint64_t {1} << 30, 3);
    QVERIFY(!classic);
    QCOMPARE(classic.error().code, Errc::OutOfMemory);
    QCOMPARE(classic.error().needed, std::uint64_t {1} << 27); // 2³⁰ bits in bytes
    QCOMPARE(classic.error().available, std::uint64_t {1} << 20);
    QCOMPARE(thrownBy([] { BloomFilter filter(std::uint64_t {1} << 30, 3); }), name(Errc::OutOfMemory));

    const auto counting = CountingBloomFilter::create(std::uint64_t {1} << 30, 3, CounterWidth::Four);
    QCOMPARE(counting.error().code, Errc::OutOfMemory);
    QCOMPARE(counting.error().needed, std::uint64_t {1} << 29); // two counters per byte
    QCOMPARE(checkMemory(1u << 20).has_value(), true);
    QCOMPARE(checkMemory((1u << 20) + 1).error().code, Errc::OutOfMemory);
    // Something that fits is still allowed.
    QVERIFY(BloomFilter::create(std::uint64_t {1} << 20, 3));
}

void TestInvalidArguments::plainNumberFunctionsThrowTheirCode()
{
    QCOMPARE(thrownBy([] { (void)falsePositiveRate(0, 10, 3); }), name(Errc::ZeroBits));
    QCOMPARE(thrownBy([] { (void)falsePositiveRate(100, 10, 0); }), name(Errc::ZeroHashes));
    QCOMPARE(thrownBy([] { (void)optimalBitCount(0, 0.01); }), name(Errc::ZeroItems));
    for (double p : {0.0, 1.0, -0.5, 1.5, kNaN, std::numeric_limits<double>::infinity()})
        QCOMPARE(thrownBy([p] { (void)optimalBitCount(100, p); }), name(Errc::ProbabilityOutOfRange));
    QCOMPARE(thrownBy([] { (void)optimalBitCount(~std::uint64_t {0}, 1e-300); }), name(Errc::TooLarge));
    QCOMPARE(thrownBy([] { (void)optimalHashCount(1000, 0); }), name(Errc::ZeroItems));
    QCOMPARE(thrownBy([] { (void)optimalHashCount(0, 10); }), name(Errc::ZeroBits));
    QCOMPARE(thrownBy([] { (void)bitsPerKey(1000, 0); }), name(Errc::ZeroItems));
    QCOMPARE(thrownBy([] { (void)expectedFillRatio(0, 1, 1); }), name(Errc::ZeroBits));
    QCOMPARE(thrownBy([] { (void)expectedFillRatio(1, 1, 0); }), name(Errc::ZeroHashes));
}

void TestInvalidArguments::resultValueOfAnErrorThrows()
{
    const Result<int> failed = Errc::NotPresent;
    QCOMPARE(thrownBy([&] { (void)failed.value(); }), name(Errc::NotPresent));
    const Result<int> fine = 4;
    QCOMPARE(*fine, 4);
}

void TestInvalidArguments::successfulStatusHoldsNoError()
{
    // No error code stands for "nothing went wrong": a success has no error to give, and asking
    // for one is refused rather than answered with a real code such as Cancelled.
    const Status byDefault;
    const Status returned = []() -> Status { return {}; }();
    for (const Status &fine : {byDefault, returned}) {
        QVERIFY(fine);
        QVERIFY(fine.has_value());
        QVERIFY_THROWS_EXCEPTION(std::bad_optional_access, (void)fine.error());
    }
}

void TestInvalidArguments::failedStatusHoldsItsError_data()
{
    QTest::addColumn<Errc>("code");
    QTest::addColumn<quint64>("needed");
    // ZeroBits is the code a value-initialised Error would hold, Cancelled the old bogus default.
    QTest::addRow("zero bits") << Errc::ZeroBits << quint64 {0};
    QTest::addRow("cancelled") << Errc::Cancelled << quint64 {0};
    QTest::addRow("out of memory, with sizes") << Errc::OutOfMemory << quint64 {4096};
}

void TestInvalidArguments::failedStatusHoldsItsError()
{
    QFETCH(Errc, code);
    QFETCH(quint64, needed);
    const Status fromCode = code;
    const Status fromError = Error {code, needed, 7};
    QVERIFY(!fromCode);
    QVERIFY(!fromCode.has_value());
    QVERIFY(fromCode.error() == Error {code});
    QVERIFY(!fromError);
    QCOMPARE(fromError.error().code, code);
    QCOMPARE(fromError.error().needed, std::uint64_t {needed});
    QCOMPARE(fromError.error().available, std::uint64_t {7});
}

void TestInvalidArguments::everyErrorCodeHasItsOwnName()
{
    std::set<std::string> names;
    for (int code = 0; code <= static_cast<int>(Errc::Cancelled); ++code) {
        const std::string name = errcName(static_cast<Errc>(code));
        QVERIFY2(name != "unknown", qPrintable(QString::number(code)));
        names.insert(name);
    }
    QCOMPARE(names.size(), std::size_t {static_cast<std::size_t>(Errc::Cancelled) + 1});
}

void TestInvalidArguments::emptyKeyIsInvalid()
{
    QCOMPARE(validateKey("").error().code, Errc::EmptyKey);
    QCOMPARE(validateKey(std::string_view()).error().code, Errc::EmptyKey);
    QVERIFY(validateKey("a"));
    QVERIFY(validateKey(std::string_view("\0", 1))); // one NUL byte is a key
}

void TestInvalidArguments::oversizedKeyIsInvalid()
{
    const std::string limit(kMaxKeyBytes, 'x');
    QVERIFY(validateKey(limit));
    const std::string over(kMaxKeyBytes + 1, 'x');
    const Status refused = validateKey(over);
    QCOMPARE(refused.error().code, Errc::KeyTooLarge);
    QCOMPARE(refused.error().needed, kMaxKeyBytes + 1);
    QCOMPARE(refused.error().available, kMaxKeyBytes);
}

void TestInvalidArguments::oneMebibyteKeyWorksEverywhere()
{
    std::string key(1u << 20, '\0');
    for (std::size_t i = 0; i < key.size(); ++i)
        key[i] = static_cast<char>(i * 7919 % 251);
    QVERIFY(validateKey(key));
    std::string sibling = key;
    sibling.back() ^= 1; // differs in the last byte only: the whole key must be hashed

    for (HashKind kind : {HashKind::Enhanced, HashKind::PlainDouble, HashKind::Article}) {
        BloomFilter filter(1u << 16, 7, makeHashScheme(kind));
        filter.add(key);
        QVERIFY(filter.mightContain(key));
        QVERIFY(filter.positions(key) != filter.positions(sibling));
    }
    CountingBloomFilter counting(1u << 16, 7);
    counting.add(key);
    QVERIFY(counting.mightContain(key));
    QVERIFY(counting.remove(key));
    QVERIFY(!counting.mightContain(key));
    ScalableBloomFilter scalable({10, 0.01, 2.0, 0.85});
    QVERIFY(scalable.add(key).value());
    QVERIFY(scalable.mightContain(key));
}

void TestInvalidArguments::unusualKeysWorkEverywhere_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addRow("Urdu, right to left") << QByteArray("پاکستان زندہ باد");
    QTest::addRow("Hebrew with a Latin run") << QByteArray("שלום abc עולם");
    QTest::addRow("emoji family (ZWJ)") << QByteArray("👩‍👩‍👧‍👦");
    QTest::addRow("flag") << QByteArray("🇳🇬");
    QTest::addRow("combining acute") << QByteArray("e\u0301");
    QTest::addRow("precomposed acute") << QByteArray("\u00e9");
    QTest::addRow("stacked combining marks") << QByteArray("Z\u0351\u036b\u0343\u036a\u0302");
    QTest::addRow("Thai") << QByteArray("ผลไม้");
    QTest::addRow("embedded NULs") << QByteArray("a\0b\0", 4);
    QTest::addRow("only a NUL") << QByteArray("\0", 1);
    QTest::addRow("invalid UTF-8") << QByteArray("\xff\xfe\xc3");
    QTest::addRow("BOM") << QByteArray("\xef\xbb\xbfkey");
}

void TestInvalidArguments::unusualKeysWorkEverywhere()
{
    QFETCH(QByteArray, key);
    const std::string_view k = view(key);
    QVERIFY(validateKey(k));
    for (HashKind kind : {HashKind::Enhanced, HashKind::PlainDouble, HashKind::Article}) {
        BloomFilter filter(4096, 5, makeHashScheme(kind, 3));
        const Trace trace = filter.addTraced(k);
        QCOMPARE(coretest::bytes(trace.key), key);
        QVERIFY(filter.mightContain(k));
        for (std::uint64_t p : filter.positions(k))
            QVERIFY(p < 4096);
        const auto loaded = deserialize(serialize(filter));
        QVERIFY(loaded && loaded->mightContain(k));
        const auto text = encodeBits(filter, TextEncoding::Base64);
        QVERIFY(decodeFilter(*text, TextEncoding::Base64, 4096, 5, makeHashScheme(kind, 3))->mightContain(k));
    }
    CountingBloomFilter counting(4096, 5, CounterWidth::Eight);
    counting.add(k);
    QVERIFY(counting.mightContain(k));
    QVERIFY(counting.remove(k));
    ScalableBloomFilter scalable({4, 0.01, 2.0, 0.85});
    QVERIFY(scalable.add(k).value());
    QVERIFY(scalable.mightContain(k));
    Provenance provenance;
    QVERIFY(provenance.record(k, std::vector<std::uint64_t> {1, 2}));
    QCOMPARE(coretest::bytes(provenance.keysAt(1).at(0)), key);
    // Scripts can name such keys too.
    BloomFilter scripted(16, 2, makeScriptedHash({{std::string(k), {4, 9}}}));
    QCOMPARE(coretest::joined(scripted.positions(k)), QByteArray("4,9"));
}

void TestInvalidArguments::embeddedNulIsPartOfTheKey()
{
    // Nothing may stop at the first NUL: "a\0b", "a\0c" and "a" are three different keys.
    BloomFilter filter(1u << 20, 7);
    const std::string_view withB("a\0b", 3);
    const std::string_view withC("a\0c", 3);
    QVERIFY(filter.positions(withB) != filter.positions("a"));
    QVERIFY(filter.positions(withB) != filter.positions(withC));
    QVERIFY(articleHash(0, withB) != articleHash(0, "a"));
    filter.add(withB);
    QVERIFY(filter.mightContain(withB));
    QVERIFY(!filter.mightContain("a"));
    QVERIFY(!filter.mightContain(withC));
}

QTEST_APPLESS_MAIN(TestInvalidArguments)
#include "tst_invalidarguments.moc"
