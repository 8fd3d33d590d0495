#include "drills.h"

#include "common/numberformat.h"

#include <bloom/math.h>
#include <bloom/parse.h>

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <array>
#include <cmath>
#include <random>

namespace {

// The drills' words, translated in the context "Drills".
struct Words {
    Q_DECLARE_TR_FUNCTIONS(Drills)
};

template <typename T, std::size_t N> T pick(std::mt19937_64 &random, const std::array<T, N> &values)
{
    return values[std::uniform_int_distribution<std::size_t>(0, N - 1)(random)];
}

constexpr std::array<quint64, 8> kKeyCounts {
    10'000, 50'000, 100'000, 1'000'000, 2'000'000, 10'000'000, 100'000'000, 500'000'000};
constexpr std::array<double, 6> kRates {0.1, 0.05, 0.02, 0.01, 0.001, 0.0001};

Drill sizing(DrillKind kind, std::mt19937_64 &random)
{
    // Megabytes for a filter of a million keys or more: a few kilobytes are no question of MB.
    quint64 n = pick(random, kKeyCounts);
    while (kind == DrillKind::SizingMegabytes && n < 1'000'000)
        n = pick(random, kKeyCounts);
    const double p = pick(random, kRates);
    bloom::SizingInput input;
    input.n = n;
    input.p = p;
    const bloom::SizingSolution solved = bloom::solveSizing(input).value();
    const double m = static_cast<double>(*solved.m);
    Drill drill;
    drill.kind = kind;
    drill.inputs.n = n;
    drill.inputs.p = p;
    drill.topic = QStringLiteral("sizing");
    const QString keys = NumberFormat::integer(static_cast<qint64>(n));
    const QString rate = NumberFormat::percent(p);
    const QString bitsWorking = Words::tr("m = −n · ln p / (ln 2)² = −%1 · ln %2 / 0.4805 ≈ %3 bits.")
                                    .arg(keys, QLocale().toString(p), NumberFormat::integer(*solved.m));
    switch (kind) {
    case DrillKind::SizingHashes:
        drill.topic = QStringLiteral("optimal-k");
        drill.question
            = Words::tr("A filter must hold %1 keys with a false-positive rate of %2. How many hash "
                        "functions give the lowest rate for the bits that takes?")
                  .arg(keys, rate);
        drill.answer = solved.k;
        drill.working = bitsWorking + QLatin1Char(' ')
            + Words::tr("k = (m/n) · ln 2 = %1 · 0.693, rounded: %2.")
                  .arg(QLocale().toString(m / double(n), 'f', 2), NumberFormat::integer(solved.k));
        break;
    case DrillKind::SizingMegabytes:
        drill.question
            = Words::tr("A filter must hold %1 keys with a false-positive rate of %2, with the best k. "
                        "How many megabytes (1 MB = 1,000,000 bytes) does it take?")
                  .arg(keys, rate);
        drill.answer = m / 8e6;
        drill.tolerance = 0.03;
        drill.unit = AnswerUnit::Megabytes;
        drill.working = bitsWorking + QLatin1Char(' ')
            + Words::tr("Divided by 8 bits per byte and 1,000,000 bytes per MB: about %1 MB.")
                  .arg(QLocale().toString(drill.answer, 'g', 3));
        break;
    default:
        drill.question
            = Words::tr("A filter must hold %1 keys with a false-positive rate of %2, with the best k. "
                        "How many bits does it need?")
                  .arg(keys, rate);
        drill.answer = m;
        drill.tolerance = 0.01;
        drill.unit = AnswerUnit::Bits;
        drill.working = bitsWorking;
        break;
    }
    return drill;
}

Drill rate(std::mt19937_64 &random)
{
    const quint64 n = pick(random, std::array<quint64, 4> {100, 1'000, 10'000, 100'000});
    const quint64 bitsPerKey = std::uniform_int_distribution<quint64>(4, 16)(random);
    const quint32 k = std::uniform_int_distribution<quint32>(2, 10)(random);
    const quint64 m = n * bitsPerKey;
    Drill drill;
    drill.kind = DrillKind::Rate;
    drill.inputs = {n, m, k, 0.0};
    drill.topic = QStringLiteral("false-positives");
    drill.question = Words::tr("A filter of m = %1 bits with k = %2 hashes holds n = %3 keys. What is its "
                               "false-positive rate, by the formula (1 − e^(−kn/m))^k?")
                         .arg(NumberFormat::integer(static_cast<qint64>(m)), NumberFormat::integer(k),
                             NumberFormat::integer(static_cast<qint64>(n)));
    drill.answer = bloom::falsePositiveRate(m, n, k);
    drill.tolerance = 0.05;
    drill.unit = AnswerUnit::Probability;
    drill.working = Words::tr("kn/m = %1, e^(−%1) = %2, 1 − %2 = %3, and %3 to the power %4 ≈ %5.")
                        .arg(QLocale().toString(double(k) * double(n) / double(m), 'f', 4),
                            QLocale().toString(std::exp(-double(k) * double(n) / double(m)), 'f', 4),
                            QLocale().toString(1.0 - std::exp(-double(k) * double(n) / double(m)), 'f', 4),
                            NumberFormat::integer(k), NumberFormat::percent(drill.answer));
    return drill;
}

Drill bitsPerKey(std::mt19937_64 &random)
{
    const double p = pick(random, kRates);
    Drill drill;
    drill.kind = DrillKind::BitsPerKey;
    drill.inputs.p = p;
    drill.topic = QStringLiteral("bits-per-key");
    drill.question = Words::tr(
        "About how many bits per key does a filter need for a false-positive rate of %1, with the best k?")
                         .arg(NumberFormat::percent(p));
    drill.answer = -std::log(p) / (std::log(2.0) * std::log(2.0));
    drill.tolerance = 0.05; // "about": 14 for 14.38 is right
    drill.working
        = Words::tr("m/n = −ln p / (ln 2)² = %1 / 0.4805 ≈ %2 bits per key.")
              .arg(QLocale().toString(-std::log(p), 'g', 4), QLocale().toString(drill.answer, 'f', 2));
    return drill;
}

Drill countingMemory(std::mt19937_64 &random)
{
    const quint64 m = pick(random, std::array<quint64, 5> {1'000, 9'586, 100'000, 8'000'000, 95'850'584});
    Drill drill;
    drill.kind = DrillKind::CountingMemory;
    drill.inputs.m = m;
    drill.topic = QStringLiteral("counting");
    drill.question
        = Words::tr("A plain filter of %1 bits becomes a counting filter with a 4-bit counter in place "
                    "of each bit. How much memory does the counting filter take?")
              .arg(NumberFormat::integer(static_cast<qint64>(m)));
    drill.answer = 4.0 * double(m);
    drill.tolerance = 0.01;
    drill.unit = AnswerUnit::Bits;
    drill.working = Words::tr("4 bits per position instead of 1: %1 bits, that is %2.")
                        .arg(NumberFormat::integer(static_cast<qint64>(4 * m)), NumberFormat::bits(4 * m));
    return drill;
}

Drill capacity(std::mt19937_64 &random)
{
    const quint64 m = pick(random, std::array<quint64, 4> {10'000, 100'000, 1'000'000, 8'000'000});
    const quint32 k = std::uniform_int_distribution<quint32>(3, 10)(random);
    const double p = pick(random, std::array<double, 3> {0.05, 0.01, 0.001});
    Drill drill;
    drill.kind = DrillKind::Capacity;
    drill.inputs = {0, m, k, p};
    drill.topic = QStringLiteral("overfilling");
    drill.question
        = Words::tr("A filter has m = %1 bits and k = %2 hashes. How many keys can it take before its "
                    "false-positive rate passes %3?")
              .arg(NumberFormat::integer(static_cast<qint64>(m)), NumberFormat::integer(k),
                  NumberFormat::percent(p));
    // (1 − e^(−kn/m))^k = p, solved for n.
    drill.answer = -(double(m) / k) * std::log(1.0 - std::pow(p, 1.0 / k));
    drill.tolerance = 0.02;
    drill.unit = AnswerUnit::Count;
    drill.working = Words::tr("Solve (1 − e^(−kn/m))^k = p for n: n = −(m/k) · ln(1 − p^(1/k)) ≈ %1 keys.")
                        .arg(NumberFormat::integer(static_cast<qint64>(drill.answer)));
    return drill;
}

// Any two of n, p, m and k fix the rest (core's solveSizing): here m with n, or m with p.
Drill sizedFromBits(DrillKind kind, std::mt19937_64 &random)
{
    const quint64 m
        = pick(random, std::array<quint64, 5> {10'000, 100'000, 1'000'000, 9'585'059, 95'850'584});
    Drill drill;
    drill.kind = kind;
    drill.topic = QStringLiteral("sizing");
    drill.inputs.m = m;
    bloom::SizingInput input;
    input.m = m;
    const QString bits = NumberFormat::integer(static_cast<qint64>(m));
    if (kind == DrillKind::RateForSize) {
        const quint64 n = m / std::uniform_int_distribution<quint64>(4, 16)(random);
        input.n = n;
        drill.inputs.n = n;
        const bloom::SizingSolution solved = bloom::solveSizing(input).value();
        drill.question = Words::tr("A filter of m = %1 bits holds n = %2 keys, with the best k. What is its "
                                   "false-positive rate?")
                             .arg(bits, NumberFormat::integer(static_cast<qint64>(n)));
        drill.answer = solved.p;
        drill.tolerance = 0.05;
        drill.unit = AnswerUnit::Probability;
        drill.working = Words::tr("k = (m/n) · ln 2, rounded: %1; then (1 − e^(−kn/m))^k ≈ %2.")
                            .arg(NumberFormat::integer(solved.k), NumberFormat::percent(solved.p));
        return drill;
    }
    const double p = pick(random, kRates);
    input.p = p;
    drill.inputs.p = p;
    const bloom::SizingSolution solved = bloom::solveSizing(input).value();
    drill.question
        = Words::tr("A filter of m = %1 bits must keep its false-positive rate at %2, with the best "
                    "k. How many keys can it hold?")
              .arg(bits, NumberFormat::percent(p));
    drill.answer = static_cast<double>(*solved.n);
    drill.tolerance = 0.02;
    drill.unit = AnswerUnit::Count;
    drill.working
        = Words::tr("n = −m · (ln 2)² / ln p ≈ %1 keys, with k = %2.")
              .arg(NumberFormat::integer(static_cast<qint64>(*solved.n)), NumberFormat::integer(solved.k));
    return drill;
}

// "1,351 keys" and "9.6 bits per key" are numbers with their unit said: the word goes.
QString withoutUnitWord(const QString &text)
{
    static const QRegularExpression unit(
        QStringLiteral("\\s*(bits? per key|bits?|keys?|hash(es)?|hash functions?)\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    return QString(text).remove(unit);
}

std::optional<double> readAs(AnswerUnit unit, const QString &typed, QString &message)
{
    QString readableText = NumberFormat::readable(typed.trimmed());
    if (unit == AnswerUnit::Number)
        readableText = withoutUnitWord(readableText);
    // A count may say its scale in the language's own word too ("৯৬০ কোটি"), as the sizing calculator reads
    // it.
    if (unit == AnswerUnit::Count)
        readableText = NumberFormat::readableCount(withoutUnitWord(typed.trimmed()));
    const std::string text = readableText.toStdString();
    switch (unit) {
    case AnswerUnit::Bits:
        if (auto bits = bloom::parseBitSize(text))
            return static_cast<double>(*bits);
        // Formats, not example values: "95,850,584" and "11.98 MB" were the answers to two questions.
        message = Words::tr("Type a size in bits, or with a unit: kB, MB, GB, KiB, MiB or GiB.");
        return std::nullopt;
    case AnswerUnit::Count:
        if (auto count = bloom::parseCount(text))
            return static_cast<double>(*count);
        message = Words::tr("Type a number of keys, in digits, or with a word: thousand, million, billion.");
        return std::nullopt;
    case AnswerUnit::Probability:
        if (auto p = bloom::parseProbability(text))
            return *p;
        message = Words::tr("Type a rate as a percentage, a fraction, or “1 in” a number.");
        return std::nullopt;
    case AnswerUnit::Megabytes: {
        // With a unit, any size ("11.98 MB", "95850584 bits"); a bare number is megabytes.
        const bool hasUnit
            = std::any_of(text.begin(), text.end(), [](char c) { return std::isalpha(c) && c != 'e'; });
        if (hasUnit) {
            if (auto bits = bloom::parseBitSize(text))
                return static_cast<double>(*bits) / 8e6;
        } else {
            bool ok = false;
            const double value = QString::fromStdString(text).toDouble(&ok);
            if (ok && value >= 0)
                return value;
        }
        message = Words::tr("Type a number of megabytes, or a size with its unit.");
        return std::nullopt;
    }
    case AnswerUnit::Number: {
        bool ok = false;
        const double value = QString::fromStdString(text).toDouble(&ok);
        if (ok)
            return value;
        // No example number: an example can be the very answer asked for.
        message = Words::tr("Type your answer as a number, in digits.");
        return std::nullopt;
    }
    }
    return std::nullopt;
}

} // namespace

namespace Drills {

QList<DrillKind> kinds()
{
    return {DrillKind::SizingBits, DrillKind::SizingHashes, DrillKind::SizingMegabytes, DrillKind::Rate,
        DrillKind::BitsPerKey, DrillKind::CountingMemory, DrillKind::Capacity, DrillKind::RateForSize,
        DrillKind::KeysForSize};
}

QString topicOf(DrillKind kind)
{
    return make(kind, 0).topic;
}

Drill make(DrillKind kind, quint64 seed)
{
    std::mt19937_64 random(seed);
    Drill drill;
    switch (kind) {
    case DrillKind::SizingBits:
    case DrillKind::SizingHashes:
    case DrillKind::SizingMegabytes: drill = sizing(kind, random); break;
    case DrillKind::Rate: drill = rate(random); break;
    case DrillKind::BitsPerKey: drill = bitsPerKey(random); break;
    case DrillKind::CountingMemory: drill = countingMemory(random); break;
    case DrillKind::Capacity: drill = capacity(random); break;
    case DrillKind::RateForSize:
    case DrillKind::KeysForSize: drill = sizedFromBits(kind, random); break;
    }
    drill.seed = seed;
    switch (kind) {
    case DrillKind::SizingBits:
    case DrillKind::SizingMegabytes: drill.link = QStringLiteral("lesson:sizing/ten-million"); break;
    case DrillKind::SizingHashes:
    case DrillKind::BitsPerKey: drill.link = QStringLiteral("lesson:sizing/optimal-k"); break;
    case DrillKind::Rate: drill.link = QStringLiteral("lesson:sizing/formula"); break;
    case DrillKind::CountingMemory: drill.link = QStringLiteral("lesson:deletion/predict-memory"); break;
    case DrillKind::Capacity: drill.link = QStringLiteral("lesson:overfilling/move-n"); break;
    case DrillKind::RateForSize:
    case DrillKind::KeysForSize: drill.link = QStringLiteral("lesson:sizing/formula"); break;
    }
    return drill;
}

DrillGrade grade(const Drill &drill, const QString &typed)
{
    DrillGrade grade;
    const std::optional<double> value = readAs(drill.unit, typed, grade.message);
    if (!value)
        return grade;
    grade.read = true;
    grade.value = *value;
    grade.right = drill.tolerance == 0.0 ? std::abs(*value - drill.answer) < 1e-9
                                         : std::abs(*value - drill.answer) <= drill.tolerance * drill.answer;
    return grade;
}

QString answerText(const Drill &drill)
{
    switch (drill.unit) {
    case AnswerUnit::Bits:
        return Words::tr("%1 bits (%2)")
            .arg(NumberFormat::integer(static_cast<qint64>(drill.answer)),
                NumberFormat::bits(static_cast<quint64>(drill.answer)));
    case AnswerUnit::Count: return NumberFormat::integer(static_cast<qint64>(drill.answer));
    case AnswerUnit::Probability: return NumberFormat::percent(drill.answer);
    case AnswerUnit::Megabytes: return Words::tr("%1 MB").arg(QLocale().toString(drill.answer, 'g', 4));
    case AnswerUnit::Number:
        return drill.tolerance == 0.0 ? NumberFormat::integer(static_cast<qint64>(drill.answer))
                                      : QLocale().toString(drill.answer, 'f', 2);
    }
    return {};
}

} // namespace Drills
