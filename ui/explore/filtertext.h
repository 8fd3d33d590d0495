#pragma once
// A filter's bits as text (binary, hexadecimal, Base64, one decimal number) in words a person
// reads. Core encodes and decodes (bloom/text_encoding.h) but only answers "invalid text"; before
// anything changes, this says which character is wrong or how long the text should be.

#include <bloom/text_encoding.h>

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>
#include <vector>

class FilterText {
    Q_DECLARE_TR_FUNCTIONS(FilterText)

public:
    // In the order the stage lists them: bit by bit first, the article's number last.
    static QList<bloom::TextEncoding> encodings();
    static QString name(bloom::TextEncoding encoding);
    // Core's text, kept ASCII even where the locale has its own digits: it is data to paste into
    // code, a URL or a server's reply, not a number to read. Empty only beyond core's size limit.
    static QString encode(const bloom::BloomFilter &filter, bloom::TextEncoding encoding);

    struct Parsed {
        std::vector<std::uint64_t> words; // the bits, 64 to a word, as BloomFilter::words()
        QString refusal; // why the text was refused; empty when it was taken
        [[nodiscard]] bool ok() const { return refusal.isEmpty(); }
    };
    // The bits of an m-bit filter from `text`. Whitespace is ignored (pasted text wraps), and in
    // binary and decimal the locale's own digits are read as 0–9.
    static Parsed parse(const QString &text, bloom::TextEncoding encoding, quint64 bits);
};
