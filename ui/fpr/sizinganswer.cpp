#include "sizinganswer.h"

#include "common/errormessages.h"
#include "common/numberformat.h"

#include <bloom/cuckoo_filter.h>
#include <bloom/hash.h>

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace {

constexpr double kLn2 = std::numbers::ln2;
// Core's limit for a count: the largest double below 2⁶⁴.
constexpr double kMaxCount = 18446744073709549568.0;
// Below this a double loses digits and then reaches 0: such rates are shown from their logarithm.
constexpr double kTinyRate = 1e-300;
// Past this, digits stop being readable (and a double stops being exact): powers of ten instead.
constexpr double kManyDigits = 1e15;

// A whole number in the locale's digits, with its group separators.
QString whole(double value)
{
    if (std::fabs(value) < kManyDigits)
        return QLocale().toString(value, 'f', 0);
    return NumberFormat::scientific(value, 4);
}

QString whole(std::uint64_t value)
{
    return QLocale().toString(static_cast<qulonglong>(value));
}

// About four significant digits, as a working shows its constants and quotients: 0.4805, 9.585.
QString approx(double value)
{
    const double size = std::fabs(value);
    if (size >= 1e4)
        return whole(value);
    if (size >= 1e-3 || size == 0.0)
        return QLocale().toString(value, 'g', 4);
    return NumberFormat::scientific(value, 4);
}

// "1.23 × 10⁻⁴⁵⁰" from log₁₀ of the value, for values no double holds.
QString powerOfTen(double log10Value)
{
    double exponent = std::floor(log10Value);
    double mantissa = std::pow(10.0, log10Value - exponent);
    if (mantissa >= 9.995) { // would round to "10 × 10ⁿ"
        mantissa /= 10.0;
        exponent += 1.0;
    }
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    auto rest = static_cast<qint64>(std::fabs(exponent));
    QString power;
    do {
        power.prepend(superscripts.at(static_cast<qsizetype>(rest % 10)));
        rest /= 10;
    } while (rest > 0);
    if (exponent < 0)
        power.prepend(QChar(0x207B)); // superscript minus
    const QLocale locale;
    return NumberFormat::leftToRight(
        QStringLiteral("%1 × %2%3").arg(locale.toString(mantissa, 'g', 3), locale.toString(10), power));
}

// A rate with its logarithm, which still holds where the rate itself has reached 0.
struct Rate {
    double value = 0.0;
    double log10 = 0.0;
};

Rate rateOf(std::uint64_t m, std::uint64_t n, std::uint32_t k)
{
    const double kn = double(k) * double(n);
    return {bloom::falsePositiveRate(m, n, k), double(k) * std::log10(-std::expm1(-kn / double(m)))};
}

Rate givenRate(double p)
{
    return {p, std::log10(p)};
}

QString percentText(const Rate &rate)
{
    if (rate.value >= kTinyRate)
        return NumberFormat::percent(rate.value);
    return NumberFormat::leftToRight(powerOfTen(rate.log10 + 2.0) + QLocale().percent());
}

QString oneInText(const Rate &rate)
{
    // NumberFormat::oneIn writes every digit: a rate of 10⁻³⁰⁰ came out as 301 of them.
    if (rate.value >= kTinyRate && 1.0 / rate.value < kManyDigits)
        return NumberFormat::oneIn(rate.value);
    const QString times
        = rate.value >= kTinyRate ? NumberFormat::scientific(1.0 / rate.value, 3) : powerOfTen(-rate.log10);
    return QCoreApplication::translate("NumberFormat", "1 in %1").arg(times);
}

// The bits per key at which k hashes reach p: p = (1 − e^(−k/b))^k gives b = −k / ln(1 − p^(1/k)).
double bitsPerKeyAt(double p, std::uint32_t k)
{
    return -double(k) / std::log1p(-std::pow(p, 1.0 / double(k)));
}

// A value in a formula, in brackets when it is a power of ten: ln(1 × 10⁻³⁰⁰), not ln 1 × 10⁻³⁰⁰.
QString operand(const QString &value)
{
    return value.contains(QChar(0x00D7)) ? QLatin1Char('(') + value + QLatin1Char(')') : value;
}

QString countLimit()
{
    return whole(std::numeric_limits<std::uint64_t>::max());
}

} // namespace

SizingAnswer SizingAnswer::solve(
    const bloom::SizingInput &input, double keyLength, std::uint64_t availableBytes)
{
    SizingAnswer answer;
    const auto solved = bloom::solveSizing(input);
    if (!solved) {
        answer.m_status = failure(input, solved.error());
        return answer;
    }
    bloom::SizingSolution solution = *solved;
    const std::uint32_t optimal = solution.k;
    if (!input.k && solution.k > bloom::kMaxHashes) {
        // No filter here takes more hashes (the k box stops there too), so the answer is for the
        // most it takes. Where p was given, it still holds: m grows, or n shrinks, to keep it.
        solution.k = bloom::kMaxHashes;
        if (input.p) {
            const double perKey = bitsPerKeyAt(*input.p, solution.k);
            if (input.n) {
                const double m = std::ceil(double(*input.n) * perKey);
                if (!(m <= kMaxCount)) {
                    answer.m_status = tooManyBits(m);
                    return answer;
                }
                solution.m = static_cast<std::uint64_t>(m);
            } else {
                const double n = std::floor(double(*input.m) / perKey);
                if (n < 1.0) {
                    answer.m_status = failure(input, bloom::Error {bloom::Errc::ZeroItems});
                    return answer;
                }
                solution.n = static_cast<std::uint64_t>(n);
            }
        }
        solution.p = bloom::falsePositiveRate(*solution.m, *solution.n, solution.k);
        solution.bitsPerKey = bloom::bitsPerKey(*solution.m, *solution.n);
    }
    answer.m_solved = true;
    answer.m_status = tr("Solved.");
    answer.fill(input, solution, optimal, keyLength, availableBytes);
    return answer;
}

QString SizingAnswer::failure(const bloom::SizingInput &input, const bloom::Error &error)
{
    if (error.code == bloom::Errc::TooLarge) {
        // Core says only that the answer passed 2⁶⁴, with no figures: they are worked out again
        // here in doubles, which reach far beyond.
        if (input.n && input.p)
            return tooManyBits(-double(*input.n) * std::log(*input.p) / (kLn2 * kLn2));
        if (input.n && input.k)
            return tooManyBits(double(*input.k) * double(*input.n) / kLn2);
        if (input.m && input.p) {
            const double keys = double(*input.m) * kLn2 * kLn2 / -std::log(*input.p);
            return tr("At this rate, %1 bits would hold about %2 keys: more than BloomLab can count (at most "
                      "%3).")
                .arg(whole(*input.m), whole(keys), countLimit());
        }
        return tr("The answer is more than BloomLab can count (at most %1).").arg(countLimit());
    }
    if (error.code == bloom::Errc::ZeroItems && input.m && !input.n)
        return tr("%1 bits cannot hold even one key here: m must be larger.").arg(whole(*input.m));
    return ErrorMessages::forError(error);
}

QString SizingAnswer::tooManyBits(double bits)
{
    const double bytes = bits / 8.0;
    return tr("This filter would need %1 bits (%2 bytes): more than BloomLab can count, and more memory than "
              "any computer has.")
        .arg(whole(bits), whole(bytes));
}

void SizingAnswer::fill(const bloom::SizingInput &input, const bloom::SizingSolution &s,
    std::uint32_t optimalHashes, double keyLength, std::uint64_t availableBytes)
{
    const QLocale locale;
    const QString k = locale.toString(s.k);
    const QString n = s.n ? whole(*s.n) : QString();
    const QString m = s.m ? whole(*s.m) : QString();
    const bool capped = s.k != optimalHashes;
    const QString p = input.p ? operand(approx(*input.p)) : QString();

    if (s.n) {
        Row &row = m_rows[QStringLiteral("n")];
        row.value = n;
        if (!input.n && input.k)
            row.working = tr("n = m·ln 2 / k = %1 × %2 / %3 = %4").arg(m, approx(kLn2), k, n);
        else if (!input.n && capped)
            row.working
                = tr("n = −m·ln(1 − p^(1/k)) / k = −%1 × ln(1 − %2^(1/%3)) / %3 = %4").arg(m, p, k, n);
        else if (!input.n)
            row.working
                = tr("n = −m·(ln 2)² / ln p = −%1 × %2 / ln %3 = %4").arg(m, approx(kLn2 * kLn2), p, n);
    }

    Row &rate = m_rows[QStringLiteral("p")];
    if (s.n && s.m) {
        // Worked out again from the whole-number m, n and k, so it is the rate of the filter shown.
        const Rate shown = rateOf(*s.m, *s.n, s.k);
        rate.value = tr("%1 (%2)").arg(percentText(shown), oneInText(shown));
        rate.working
            = tr("p = (1 − e^(−kn/m))^k = (1 − e^(−%1 × %2 / %3))^%1 = %4").arg(k, n, m, percentText(shown));
    } else {
        rate.value = tr("%1 (%2)").arg(percentText(givenRate(s.p)), oneInText(givenRate(s.p)));
    }

    if (s.m) {
        Row &row = m_rows[QStringLiteral("m")];
        row.value = tr("%1 bits").arg(m);
        if (!input.m && input.k)
            row.working = tr("m = k·n / ln 2 = %1 × %2 / %3 = %4 bits").arg(k, n, approx(kLn2), m);
        else if (!input.m && capped)
            row.working
                = tr("m = −k·n / ln(1 − p^(1/k)) = −%1 × %2 / ln(1 − %3^(1/%1)) = %4 bits").arg(k, n, p, m);
        else if (!input.m)
            row.working
                = tr("m = −n·ln p / (ln 2)² = −%1 × ln %2 / %3 = %4 bits").arg(n, p, approx(kLn2 * kLn2), m);

        const double bytes = std::ceil(double(*s.m) / 8.0);
        Row &memory = m_rows[QStringLiteral("memory")];
        memory.value = NumberFormat::bytes(double(*s.m) / 8.0);
        memory.working
            = tr("m / 8 = %1 / 8 = %2")
                  .arg(m, bytes < 1000.0 ? NumberFormat::bytes(bytes) : tr("%1 bytes").arg(whole(bytes)));
        if (availableBytes > 0 && bytes > double(availableBytes))
            memory.note
                = tr("More than the %1 this computer has free: a filter this size cannot be built here.")
                      .arg(NumberFormat::bytes(double(availableBytes)));
    }

    Row &hashes = m_rows[QStringLiteral("k")];
    hashes.value = k;
    if (!input.k) {
        const QString optimal = locale.toString(optimalHashes);
        if (capped && input.p)
            hashes.working = tr("k = −ln p / ln 2 = −ln %1 / %2 = %3 → %4")
                                 .arg(p, approx(kLn2), approx(-std::log(*input.p) / kLn2), optimal);
        else
            hashes.working
                = tr("k = (m/n)·ln 2 = (%1 / %2) × %3 = %4 → %5")
                      .arg(m, n, approx(kLn2), approx(double(*s.m) / double(*s.n) * kLn2), optimal);
        if (capped)
            hashes.note = tr("The optimal k here, %1, is more than the %2 hash functions BloomLab's filters "
                             "support, so the results are for k = %2.")
                              .arg(optimal, k);
    }

    Row &perKey = m_rows[QStringLiteral("bitsPerKey")];
    perKey.value = s.bitsPerKey < 1e6 ? locale.toString(s.bitsPerKey, 'f', 2) : whole(s.bitsPerKey);
    if (s.m && s.n)
        perKey.working = tr("m/n = %1 / %2 = %3").arg(m, n, perKey.value);
    else
        perKey.working
            = tr("m/n = −k / ln(1 − p^(1/k)) = −%1 / ln(1 − %2^(1/%1)) = %3").arg(k, p, perKey.value);

    if (s.n && keyLength > 0) {
        const double raw = bloom::rawKeyBytes(*s.n, keyLength);
        // NumberFormat::bytes counts in a 64-bit integer, which a billion billion keys overflow.
        const QString rawText = raw < 9e18 ? NumberFormat::bytes(raw) : tr("%1 bytes").arg(whole(raw));
        m_rows[QStringLiteral("rawKeys")].value
            = tr("%1 (%2 keys × %3 bytes)").arg(rawText, n, whole(keyLength));
        if (s.m) {
            // How many times the keys' bits the filter's are, said the right way round: a filter
            // larger than its keys is never "0.1× smaller".
            const double ratio = raw * 8.0 / double(*s.m);
            const auto times
                = [&locale](double x) { return x < 100.0 ? locale.toString(x, 'g', 3) : whole(x); };
            Row &row = m_rows[QStringLiteral("ratio")];
            if (ratio >= 1.05)
                row.value = tr("%1× smaller than the keys").arg(times(ratio));
            else if (ratio <= 1.0 / 1.05)
                row.value = tr("%1× larger than the keys").arg(times(1.0 / ratio));
            else
                row.value = tr("about as large as the keys");
            // The working divides the same way round as the sentence: the larger by the smaller.
            row.working = ratio >= 1.0
                ? tr("n × length × 8 / m = %1 × %2 × 8 / %3 = %4").arg(n, whole(keyLength), m, approx(ratio))
                : tr("m / (n × length × 8) = %1 / (%2 × %3 × 8) = %4")
                      .arg(m, n, whole(keyLength), approx(1.0 / ratio));
        }
    }

    // The rate the comparison matches: the one asked for, or else the one this filter has.
    if (s.n && input.p)
        compare(*s.n, *input.p, std::log10(*input.p), s.bitsPerKey, availableBytes);
    else if (s.n && s.m) {
        const Rate shown = rateOf(*s.m, *s.n, s.k);
        compare(*s.n, shown.value, shown.log10, s.bitsPerKey, availableBytes);
    }

    for (Row &row : m_rows) {
        if (!row.working.isEmpty())
            row.working = NumberFormat::leftToRight(row.working);
    }
}

void SizingAnswer::compare(
    std::uint64_t keys, double rate, double log10Rate, double bloomBitsPerKey, std::uint64_t availableBytes)
{
    using bloom::CuckooFilter;
    const QLocale locale;
    const QString n = whole(keys);
    // A rate of 1 (a filter full to the brim) is no probability core sizes for; the cuckoo
    // filter's smallest fingerprint already does better, so it is asked about the rate just below.
    const double p = std::min(rate, std::nextafter(1.0, 0.0));
    const double log10p = p < rate ? std::log10(p) : log10Rate;
    const QString pText = operand(p >= kTinyRate ? approx(p) : powerOfTen(log10p));
    const double log2p = log10p / std::log10(2.0);

    Row &bound = m_rows[QStringLiteral("lowerBound")];
    const double boundBits = -log2p;
    bound.value = locale.toString(boundBits, 'f', 2);
    bound.working = tr("log₂(1/p) = log₂(1 / %1) = %2").arg(pText, bound.value);

    // f = ⌈log₂(2·4/p)⌉: a full table's eight candidate slots stay under p together.
    const double needed = std::ceil(3.0 - log2p);
    const auto fingerprint = p > 0.0 ? CuckooFilter::fingerprintBitsFor(p)
                                     : bloom::Result<std::uint32_t>(bloom::Errc::ParameterOutOfRange);
    Row &bits = m_rows[QStringLiteral("cuckooBits")];
    bits.working = tr("f = ⌈log₂(2 × 4 / p)⌉ = ⌈log₂(8 / %1)⌉ = %2").arg(pText, approx(needed));
    const QString perKeyBloom = m_rows.value(QStringLiteral("bitsPerKey")).value;
    Row &compared = m_rows[QStringLiteral("bitsCompared")];
    if (!fingerprint) {
        bits.value = tr("%1 bits: more than a cuckoo filter's %2")
                         .arg(approx(needed), locale.toString(CuckooFilter::kMaxFingerprintBits));
        bits.note = tr("A cuckoo filter's fingerprints have at most %1 bits, which reach rates down to %2; "
                       "no cuckoo filter here reaches this one.")
                        .arg(locale.toString(CuckooFilter::kMaxFingerprintBits),
                            NumberFormat::percent(
                                bloom::cuckooFalsePositiveBound(CuckooFilter::kMaxFingerprintBits)));
        compared.value = tr("Bloom %1, lower bound %2").arg(perKeyBloom, bound.value);
        return;
    }
    const std::uint32_t f = *fingerprint;
    bits.value = tr("%1 bits").arg(locale.toString(f));
    // At a rate of about 1, 8/p is 2³ and the formula gives 3 bits; the filter takes no fingerprint
    // under 4, and the working must end at the value beside it. A line of its own, as the words read
    // in the language's direction and the formula left to right.
    if (double(f) > needed)
        bits.working += QLatin1Char('\n')
            + tr("raised to %1 bits, the smallest fingerprint BloomLab's cuckoo filter takes")
                  .arg(locale.toString(f));

    Row &perKey = m_rows[QStringLiteral("cuckooBitsPerKey")];
    const auto buckets = CuckooFilter::bucketsFor(keys);
    if (!buckets) {
        perKey.note = tr("More keys than a cuckoo filter here holds: at most %1.")
                          .arg(whole(buckets.error().available));
        compared.value = tr("Bloom %1, lower bound %2").arg(perKeyBloom, bound.value);
        return;
    }
    // Worked out, not built: core's table for n keys has B buckets of 4 slots of f bits, B the
    // power of two at or above ⌈n / (4 × 0.95)⌉ (CuckooFilter::bucketsFor).
    const double tableBits = double(*buckets) * CuckooFilter::kSlotsPerBucket * f;
    const double minimum
        = std::ceil(double(keys) / (CuckooFilter::kSlotsPerBucket * CuckooFilter::kDesignLoad));
    const QString B = whole(*buckets);
    const QString fText = locale.toString(f);
    perKey.value = locale.toString(tableBits / double(keys), 'f', 2);
    // Two lines: the formula reads left to right in every language, the words about B in the
    // language's own direction; one line would put Urdu's "where" before the formula it explains.
    perKey.working = tr("4·f·B / n = 4 × %1 × %2 / %3 = %4").arg(fText, B, n, perKey.value)
        + QLatin1Char('\n')
        + tr("where B = %1 buckets, the power of two at or above ⌈n / (4 × %2)⌉ = %3")
              .arg(B, locale.toString(CuckooFilter::kDesignLoad), whole(minimum));
    const double load = double(keys) / (double(*buckets) * CuckooFilter::kSlotsPerBucket);
    if (load < 0.8 * CuckooFilter::kDesignLoad)
        perKey.note
            = tr("Bucket counts are powers of two, so %1 keys fill only %2 of the slots; filled to the "
                 "%3 it is built for, the table would take %4 bits per key.")
                  .arg(n, NumberFormat::percent(load), NumberFormat::percent(CuckooFilter::kDesignLoad),
                      NumberFormat::leftToRight(
                          QStringLiteral("f / %1 = %2")
                              .arg(locale.toString(CuckooFilter::kDesignLoad),
                                  approx(bloom::cuckooBitsPerItem(f, CuckooFilter::kDesignLoad)))));

    Row &memory = m_rows[QStringLiteral("cuckooMemory")];
    const double bytes = tableBits / 8.0;
    memory.value = NumberFormat::bytes(bytes);
    memory.working = tr("4·f·B / 8 = 4 × %1 × %2 / 8 = %3").arg(fText, B, tr("%1 bytes").arg(whole(bytes)));
    if (availableBytes > 0 && bytes > double(availableBytes))
        memory.note = tr("More than the %1 this computer has free: a filter this size cannot be built here.")
                          .arg(NumberFormat::bytes(double(availableBytes)));

    compared.value = tr("Bloom %1, cuckoo %2, lower bound %3").arg(perKeyBloom, perKey.value, bound.value);
    if (boundBits > 0.0)
        compared.working = tr("Bloom %1× the lower bound, cuckoo %2×")
                               .arg(locale.toString(bloomBitsPerKey / boundBits, 'f', 2),
                                   locale.toString(tableBits / double(keys) / boundBits, 'f', 2));
}
