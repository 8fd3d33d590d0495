// Text forms of a filter's bits: exact round trips at awkward sizes, the documented bit order, and
// refusal of anything that does not describe an m-bit filter.

#include "coretestsupport.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <string>

using namespace bloom;

namespace {

enum class Fill { Empty, Random, Full };

BloomFilter filled(std::uint64_t m, Fill fill, std::uint64_t seed)
{
    BloomFilter filter(m, 3);
    std::mt19937_64 rng(seed);
    for (std::uint64_t i = 0; i < m; ++i) {
        const bool on = fill == Fill::Full || (fill == Fill::Random && (rng() & 1) != 0);
        filter.setBit(i, on);
    }
    return filter;
}

// The decimal text of one more than the number `digits` spells.
std::string plusOne(std::string digits)
{
    for (auto it = digits.rbegin(); it != digits.rend(); ++it) {
        if (*it != '9') {
            ++*it;
            return digits;
        }
        *it = '0';
    }
    return '1' + digits;
}

std::vector<bool> bitsOf(const BloomFilter &filter)
{
    std::vector<bool> out(static_cast<std::size_t>(filter.bitCount()));
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = filter.bit(i);
    return out;
}

BloomFilter sixteenBitsWithZeroAndOne()
{
    BloomFilter filter(16, 1);
    filter.setBit(0, true);
    filter.setBit(1, true);
    return filter;
}

} // namespace

Q_DECLARE_METATYPE(Fill)

class TestTextEncoding : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void knownValues_data();
    void knownValues();
    void hexIsCaseInsensitive();
    void whitespaceIsIgnored_data();
    void whitespaceIsIgnored();
    void malformedTextIsRefused_data();
    void malformedTextIsRefused();
    void largestFilterRoundTripsAndOneMoreBitIsTooLarge();
    void decimalAtTheEdgeOfItsFilter_data();
    void decimalAtTheEdgeOfItsFilter();
    void decimalRefusesAnOverlongNumberUnread();
    void decodedFilterAnswersLikeTheOriginal();
    void decodeFilterReportsShapeErrors();
};

void TestTextEncoding::roundTrip_data()
{
    QTest::addColumn<TextEncoding>("encoding");
    QTest::addColumn<quint64>("m");
    QTest::addColumn<Fill>("fill");
    const std::pair<TextEncoding, const char *> encodings[] = {{TextEncoding::Binary, "binary"},
        {TextEncoding::Hex, "hex"}, {TextEncoding::Base64, "base64"}, {TextEncoding::Decimal, "decimal"}};
    const std::pair<Fill, const char *> fills[]
        = {{Fill::Empty, "empty"}, {Fill::Random, "random"}, {Fill::Full, "full"}};
    for (const auto &[encoding, encodingName] : encodings) {
        for (quint64 m : {1, 7, 8, 9, 16, 63, 64, 65, 1000}) {
            for (const auto &[fill, fillName] : fills)
                QTest::addRow("%s, m %llu, %s", encodingName, m, fillName) << encoding << m << fill;
        }
    }
}

void TestTextEncoding::roundTrip()
{
    QFETCH(TextEncoding, encoding);
    QFETCH(quint64, m);
    QFETCH(Fill, fill);
    // Several random fillings per size, so both the first and the last byte vary.
    for (std::uint64_t seed = 0; seed < (fill == Fill::Random ? 20u : 1u); ++seed) {
        const BloomFilter original = filled(m, fill, seed * 1000 + m);
        const auto text = encodeBits(original, encoding);
        QVERIFY(text);
        const auto decoded = decodeBits(*text, encoding, m);
        QVERIFY2(decoded, text->c_str());
        QVERIFY(*decoded == bitsOf(original));
        const auto rebuilt = decodeFilter(*text, encoding, m, 3);
        QVERIFY(rebuilt);
        QCOMPARE(coretest::joined(rebuilt->words()), coretest::joined(original.words()));
        QCOMPARE(rebuilt->setBitCount(), original.setBitCount());
    }
}

void TestTextEncoding::knownValues_data()
{
    QTest::addColumn<quint64>("m");
    QTest::addColumn<QList<quint64>>("set");
    QTest::addColumn<QByteArray>("binary");
    QTest::addColumn<QByteArray>("hex");
    QTest::addColumn<QByteArray>("base64");
    QTest::addColumn<QByteArray>("decimal");
    // Bit i is worth 2^i; hex and base64 carry the bytes least significant first.
    QTest::addRow("16 bits, 0 and 1")
        << quint64 {16} << QList<quint64> {0, 1} << QByteArray("1100000000000000") << QByteArray("0300")
        << QByteArray("AwA=") << QByteArray("3");
    QTest::addRow("8 bits, bit 7") << quint64 {8} << QList<quint64> {7} << QByteArray("00000001")
                                   << QByteArray("80") << QByteArray("gA==") << QByteArray("128");
    QTest::addRow("1 bit, set") << quint64 {1} << QList<quint64> {0} << QByteArray("1") << QByteArray("01")
                                << QByteArray("AQ==") << QByteArray("1");
    QTest::addRow("9 bits, empty") << quint64 {9} << QList<quint64> {} << QByteArray("000000000")
                                   << QByteArray("0000") << QByteArray("AAA=") << QByteArray("0");
    QTest::addRow("24 bits, bit 8 and 23")
        << quint64 {24} << QList<quint64> {8, 23} << QByteArray("000000001000000000000001")
        << QByteArray("000180") << QByteArray("AAGA") << QByteArray("8388864");
    // 2^64 needs a third 32-bit limb in the decimal conversion.
    QTest::addRow("65 bits, bit 64") << quint64 {65} << QList<quint64> {64} << QByteArray(64, '0') + "1"
                                     << QByteArray("000000000000000001") << QByteArray("AAAAAAAAAAAB")
                                     << QByteArray("18446744073709551616");
}

void TestTextEncoding::knownValues()
{
    QFETCH(quint64, m);
    QFETCH(QList<quint64>, set);
    QFETCH(QByteArray, binary);
    QFETCH(QByteArray, hex);
    QFETCH(QByteArray, base64);
    QFETCH(QByteArray, decimal);
    BloomFilter filter(m, 1);
    for (quint64 position : set)
        filter.setBit(position, true);
    const std::pair<TextEncoding, QByteArray> expectations[] = {{TextEncoding::Binary, binary},
        {TextEncoding::Hex, hex}, {TextEncoding::Base64, base64}, {TextEncoding::Decimal, decimal}};
    for (const auto &[encoding, expected] : expectations) {
        QCOMPARE(coretest::bytes(encodeBits(filter, encoding).value()), expected);
        const auto decoded = decodeBits(expected.toStdString(), encoding, m);
        QVERIFY(decoded);
        QVERIFY(*decoded == bitsOf(filter));
    }
}

void TestTextEncoding::hexIsCaseInsensitive()
{
    BloomFilter filter(16, 1);
    for (std::uint64_t position : {1, 3, 9, 11, 12, 13, 14, 15})
        filter.setBit(position, true);
    QCOMPARE(coretest::bytes(encodeBits(filter, TextEncoding::Hex).value()), QByteArray("0afa"));
    QVERIFY(decodeBits("0AFA", TextEncoding::Hex, 16).value() == bitsOf(filter));
    QVERIFY(decodeBits("0aFa", TextEncoding::Hex, 16).value() == bitsOf(filter));
}

void TestTextEncoding::whitespaceIsIgnored_data()
{
    QTest::addColumn<TextEncoding>("encoding");
    QTest::addColumn<QByteArray>("text");
    QTest::addRow("binary") << TextEncoding::Binary << QByteArray(" 1100 0000\n0000\t0000\r\n");
    QTest::addRow("hex") << TextEncoding::Hex << QByteArray("03 00\n");
    QTest::addRow("hex, spread out") << TextEncoding::Hex << QByteArray(" 0 3 0 0 ");
    QTest::addRow("base64") << TextEncoding::Base64 << QByteArray("Aw\nA=");
    QTest::addRow("decimal") << TextEncoding::Decimal << QByteArray("\t3 ");
    QTest::addRow("decimal, leading zeros") << TextEncoding::Decimal << QByteArray("000 3");
}

void TestTextEncoding::whitespaceIsIgnored()
{
    QFETCH(TextEncoding, encoding);
    QFETCH(QByteArray, text);
    const auto decoded = decodeBits(text.toStdString(), encoding, 16);
    QVERIFY(decoded);
    QVERIFY(*decoded == bitsOf(sixteenBitsWithZeroAndOne()));
}

void TestTextEncoding::malformedTextIsRefused_data()
{
    QTest::addColumn<TextEncoding>("encoding");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<quint64>("m");
    const auto B = TextEncoding::Binary;
    const auto H = TextEncoding::Hex;
    const auto S = TextEncoding::Base64;
    const auto D = TextEncoding::Decimal;
    QTest::addRow("binary digit 2") << B << QByteArray("1200000000000000") << quint64 {16};
    QTest::addRow("binary too short") << B << QByteArray("110000000000000") << quint64 {16};
    QTest::addRow("binary too long") << B << QByteArray("11000000000000000") << quint64 {16};
    QTest::addRow("binary empty") << B << QByteArray("") << quint64 {16};
    QTest::addRow("hex letter g") << H << QByteArray("0g00") << quint64 {16};
    QTest::addRow("hex prefix 0x") << H << QByteArray("0x03") << quint64 {16};
    QTest::addRow("hex odd digit count") << H << QByteArray("030") << quint64 {16};
    QTest::addRow("hex one byte short") << H << QByteArray("03") << quint64 {16};
    QTest::addRow("hex one byte long") << H << QByteArray("030000") << quint64 {16};
    QTest::addRow("hex empty") << H << QByteArray("") << quint64 {16};
    QTest::addRow("hex bit past m") << H << QByteArray("0002") << quint64 {9};
    QTest::addRow("decimal minus") << D << QByteArray("-3") << quint64 {16};
    QTest::addRow("decimal plus") << D << QByteArray("+3") << quint64 {16};
    QTest::addRow("decimal letters") << D << QByteArray("3a") << quint64 {16};
    QTest::addRow("decimal point") << D << QByteArray("3.0") << quint64 {16};
    QTest::addRow("decimal empty") << D << QByteArray("  ") << quint64 {16};
    QTest::addRow("decimal 2^16 for 16 bits") << D << QByteArray("65536") << quint64 {16};
    QTest::addRow("decimal 4 for 2 bits") << D << QByteArray("4") << quint64 {2};
    QTest::addRow("decimal 2 for 1 bit") << D << QByteArray("2") << quint64 {1};
    QTest::addRow("decimal 2^64 for 64 bits") << D << QByteArray("18446744073709551616") << quint64 {64};
    QTest::addRow("decimal far too long") << D << QByteArray(200, '9') << quint64 {16};
    QTest::addRow("base64 three padding") << S << QByteArray("A===") << quint64 {8};
    QTest::addRow("base64 padding first") << S << QByteArray("=AAA") << quint64 {16};
    QTest::addRow("base64 data after padding") << S << QByteArray("AA=A") << quint64 {8};
    QTest::addRow("base64 padding mid-text") << S << QByteArray("AwA=AwA=") << quint64 {32};
    QTest::addRow("base64 missing padding") << S << QByteArray("AwA") << quint64 {16};
    QTest::addRow("base64 bad character") << S << QByteArray("Aw*=") << quint64 {16};
    QTest::addRow("base64 url alphabet") << S << QByteArray("_-A=") << quint64 {16};
    QTest::addRow("base64 wrong byte count") << S << QByteArray("AwAA") << quint64 {16};
    QTest::addRow("base64 bit past m") << S << QByteArray("AAI=") << quint64 {9};
}

void TestTextEncoding::malformedTextIsRefused()
{
    QFETCH(TextEncoding, encoding);
    QFETCH(QByteArray, text);
    QFETCH(quint64, m);
    const auto decoded = decodeBits(text.toStdString(), encoding, m);
    QVERIFY(!decoded);
    QCOMPARE(decoded.error().code, Errc::InvalidText);
    QCOMPARE(decodeFilter(text.toStdString(), encoding, m, 2).error().code, Errc::InvalidText);
}

void TestTextEncoding::largestFilterRoundTripsAndOneMoreBitIsTooLarge()
{
    // Decimal is quadratic in m (see text_encoding.cpp): this is the slowest case the ui can ask for.
    const BloomFilter largest = filled(kMaxTextBits, Fill::Random, 1);
    for (TextEncoding encoding :
        {TextEncoding::Binary, TextEncoding::Hex, TextEncoding::Base64, TextEncoding::Decimal}) {
        const auto text = encodeBits(largest, encoding);
        QVERIFY(text);
        const auto decoded = decodeBits(*text, encoding, kMaxTextBits);
        QVERIFY(decoded);
        QVERIFY(*decoded == bitsOf(largest));

        const BloomFilter tooLarge(kMaxTextBits + 1, 1);
        const auto refused = encodeBits(tooLarge, encoding);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, Errc::TooLarge);
        QCOMPARE(refused.error().needed, kMaxTextBits + 1);
        QCOMPARE(refused.error().available, kMaxTextBits);
        QCOMPARE(decodeBits("0", encoding, kMaxTextBits + 1).error().code, Errc::TooLarge);
        QCOMPARE(decodeBits("0", encoding, 0).error().code, Errc::ZeroBits);
    }
}

// The largest number an m-bit filter holds is 2^m − 1, every bit set. Decimal reads nine digits at
// a time and refuses a number with more digits than 2^m has before reading it: 2^m − 1 at lengths
// on both sides of a nine-digit chunk (9, 10, 18, 19, 20 digits, …) decodes to every bit, behind
// any number of leading zeros; 2^m and 10^digits are one too many.
void TestTextEncoding::decimalAtTheEdgeOfItsFilter_data()
{
    QTest::addColumn<quint64>("m");
    QTest::addColumn<int>("digits");
    for (const auto &[m, digits] : {std::pair {29, 9}, {30, 10}, {59, 18}, {63, 19}, {64, 20}, {65, 20},
             {89, 27}, {90, 28}, {1000, 302}, {4096, 1234}, {int(kMaxTextBits), 19729}})
        QTest::addRow("m %d, %d digits", m, digits) << quint64(m) << digits;
}

void TestTextEncoding::decimalAtTheEdgeOfItsFilter()
{
    QFETCH(quint64, m);
    QFETCH(int, digits);
    const BloomFilter full = filled(m, Fill::Full, 0);
    const std::string largest = encodeBits(full, TextEncoding::Decimal).value();
    QCOMPARE(largest.size(), std::size_t(digits));
    QVERIFY(decodeBits(largest, TextEncoding::Decimal, m).value() == bitsOf(full));
    QVERIFY(
        decodeBits(std::string(100'000, '0') + largest, TextEncoding::Decimal, m).value() == bitsOf(full));
    for (const std::string &tooLarge : {plusOne(largest), '1' + std::string(largest.size(), '0')}) {
        const auto refused = decodeBits(tooLarge, TextEncoding::Decimal, m);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, Errc::InvalidText);
    }
}

// Digit by digit, a million-digit number cost a million passes over up to 2,048 limbs before its
// refusal; now its length alone refuses it. Its leading zeros are read once, whatever their count.
void TestTextEncoding::decimalRefusesAnOverlongNumberUnread()
{
    const std::string nines(1'000'000, '9');
    const auto refused = decodeBits(nines, TextEncoding::Decimal, kMaxTextBits);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, Errc::InvalidText);
    const auto one = decodeBits(std::string(1'000'000, '0') + '1', TextEncoding::Decimal, kMaxTextBits);
    QVERIFY(one);
    QCOMPARE(std::count(one->begin(), one->end(), true), 1);
    QVERIFY(one->front());
}

void TestTextEncoding::decodedFilterAnswersLikeTheOriginal()
{
    const HashSchemePtr scheme = makeHashScheme(HashKind::Article);
    BloomFilter original(1000, 3, scheme);
    for (std::uint64_t i = 0; i < 80; ++i)
        original.add(coretest::numberedKey("t", i));
    const std::string text = encodeBits(original, TextEncoding::Decimal).value();
    const auto rebuilt = decodeFilter(text, TextEncoding::Decimal, 1000, 3, scheme);
    QVERIFY(rebuilt);
    QCOMPARE(rebuilt->hashScheme().kind(), HashKind::Article);
    // Text carries bits only; the item count is not known.
    QCOMPARE(rebuilt->itemCount(), std::uint64_t {0});
    for (std::uint64_t i = 0; i < 1000; ++i) {
        const std::string key = coretest::numberedKey("t", i);
        QCOMPARE(rebuilt->mightContain(key), original.mightContain(key));
    }
}

void TestTextEncoding::decodeFilterReportsShapeErrors()
{
    QCOMPARE(decodeFilter("0300", TextEncoding::Hex, 16, 0).error().code, Errc::ZeroHashes);
    QCOMPARE(decodeFilter("0300", TextEncoding::Hex, 16, 65).error().code, Errc::TooManyHashes);
    QCOMPARE(decodeFilter("0", TextEncoding::Decimal, 0, 3).error().code, Errc::ZeroBits);
}

QTEST_APPLESS_MAIN(TestTextEncoding)
#include "tst_textencoding.moc"
