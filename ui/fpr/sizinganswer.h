#pragma once
// The sizing calculator's answer in words, worked out apart from the widget: for each result row
// its value, the working that led to it (the formula with the numbers put in, in the locale's
// digits) and a note where the value alone would mislead. Huge and tiny inputs are answered here
// too: a filter past 2⁶⁴ bits, a rate below what a double holds or an optimal k beyond the filters'
// limit each get plain words, never a wall of digits or a k the k box refuses.
// Where n and p are known, the answer also sets the Bloom filter beside a cuckoo filter sized as core
// builds one for that rate, and beside the lower bound of log₂(1/p) bits per key.

#include <bloom/math.h>

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <cstdint>

class SizingAnswer {
    Q_DECLARE_TR_FUNCTIONS(SizingAnswer)

public:
    struct Row {
        QString value;
        QString working; // empty for a value the user gave
        QString note; // a warning beside the value; usually empty
    };

    // Solves from two of n, p, m and k, already parsed and checked. `keyLength` is in bytes (0: no
    // comparison with storing the keys); `availableBytes` is the memory a filter could have here
    // (0: unknown, no note).
    [[nodiscard]] static SizingAnswer solve(
        const bloom::SizingInput &input, double keyLength, std::uint64_t availableBytes);

    [[nodiscard]] bool isSolved() const { return m_solved; }
    // "Solved.", or why there is no answer.
    [[nodiscard]] QString status() const { return m_status; }
    // By name: n, p, m, k, bitsPerKey, memory, rawKeys, ratio, cuckooBits, cuckooBitsPerKey,
    // cuckooMemory, lowerBound, bitsCompared. Empty for a row with no answer.
    [[nodiscard]] Row row(const QString &name) const { return m_rows.value(name); }

private:
    [[nodiscard]] static QString failure(const bloom::SizingInput &input, const bloom::Error &error);
    [[nodiscard]] static QString tooManyBits(double bits);
    void fill(const bloom::SizingInput &input, const bloom::SizingSolution &solution,
        std::uint32_t optimalHashes, double keyLength, std::uint64_t availableBytes);
    // The cuckoo filter and the lower bound for n keys at rate p, whose log10Rate still holds where
    // p has reached 0 in a double, beside the Bloom filter's bits per key, after fill() put its row.
    void compare(std::uint64_t keys, double rate, double log10Rate, double bloomBitsPerKey,
        std::uint64_t availableBytes);

    bool m_solved = false;
    QString m_status;
    QHash<QString, Row> m_rows;
};
