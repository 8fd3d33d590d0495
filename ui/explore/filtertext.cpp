#include "filtertext.h"

#include "common/errormessages.h"

#include <QLocale>

#include <algorithm>
#include <string>
#include <string_view>

namespace {

using bloom::TextEncoding;

constexpr std::string_view kBase64Alphabet
    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

bool accepts(TextEncoding encoding, char c)
{
    switch (encoding) {
    case TextEncoding::Binary: return c == '0' || c == '1';
    case TextEncoding::Hex: return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    case TextEncoding::Base64: return kBase64Alphabet.find(c) != std::string_view::npos;
    case TextEncoding::Decimal: return c >= '0' && c <= '9';
    }
    return false;
}

// The ASCII character `c` stands for, or 0 when the form has no such character. A locale's own
// digits (Urdu's ۱, Thai's ๑) count as 0–9 where the form is made of digits alone, so a number
// typed on such a keyboard is not refused for its script.
char asciiFor(TextEncoding encoding, char32_t c)
{
    if (c < 128)
        return accepts(encoding, static_cast<char>(c)) ? static_cast<char>(c) : '\0';
    if (encoding != TextEncoding::Binary && encoding != TextEncoding::Decimal)
        return '\0';
    if (QChar::category(c) != QChar::Number_DecimalDigit)
        return '\0';
    const char ascii = static_cast<char>('0' + QChar::digitValue(c));
    return accepts(encoding, ascii) ? ascii : '\0';
}

} // namespace

QList<TextEncoding> FilterText::encodings()
{
    return {TextEncoding::Binary, TextEncoding::Hex, TextEncoding::Base64, TextEncoding::Decimal};
}

QString FilterText::name(TextEncoding encoding)
{
    switch (encoding) {
    case TextEncoding::Binary: return tr("Binary");
    case TextEncoding::Hex: return tr("Hexadecimal");
    case TextEncoding::Base64: return tr("Base64");
    case TextEncoding::Decimal: return tr("Decimal number");
    }
    return {};
}

QString FilterText::encode(const bloom::BloomFilter &filter, TextEncoding encoding)
{
    const bloom::Result<std::string> text = bloom::encodeBits(filter, encoding);
    return text ? QString::fromLatin1(text->data(), static_cast<qsizetype>(text->size())) : QString();
}

FilterText::Parsed FilterText::parse(const QString &text, TextEncoding encoding, quint64 bits)
{
    const QLocale locale;
    Parsed out;
    if (bits == 0) {
        out.refusal = ErrorMessages::forError({bloom::Errc::ZeroBits});
        return out;
    }
    if (bits > bloom::kMaxTextBits) {
        out.refusal = ErrorMessages::forError({bloom::Errc::TooLarge, bits, bloom::kMaxTextBits});
        return out;
    }

    // Characters are counted as a person counts them (code points, spaces included), so
    // "character 7" is the seventh one on screen.
    std::string digits;
    const QList<uint> points = text.toUcs4();
    for (qsizetype i = 0; i < points.size(); ++i) {
        const char32_t c = points.at(i);
        if (QChar::isSpace(c))
            continue;
        const char ascii = asciiFor(encoding, c);
        if (ascii != '\0') {
            digits.push_back(ascii);
            continue;
        }
        const QString where = locale.toString(i + 1);
        const QString what = locale.quoteString(QString::fromUcs4(&c, 1));
        switch (encoding) {
        case TextEncoding::Binary:
            out.refusal = tr("Character %1, %2, is not a binary digit: binary uses only 0 and 1.");
            break;
        case TextEncoding::Hex:
            out.refusal = tr("Character %1, %2, is not a hexadecimal digit: hexadecimal uses only 0–9 "
                             "and a–f (or A–F).");
            break;
        case TextEncoding::Base64:
            out.refusal = tr("Character %1, %2, is not used in Base64, which has only A–Z, a–z, 0–9, + "
                             "and /, with = as padding at the end.");
            break;
        case TextEncoding::Decimal:
            out.refusal = tr("Character %1, %2, is not a digit: a decimal number uses only 0–9.");
            break;
        }
        out.refusal = out.refusal.arg(where, what);
        return out;
    }
    if (digits.empty()) {
        out.refusal = tr("The box is empty: paste or type the filter's bits as text first.");
        return out;
    }

    const quint64 bytes = (bits + 7) / 8;
    const auto have = static_cast<quint64>(digits.size());
    const QString haveText = locale.toString(have);
    switch (encoding) {
    case TextEncoding::Binary:
        if (have != bits) {
            out.refusal = tr("The binary form of this filter has exactly %Ln digit(s), one for each bit; "
                             "this text has %1.",
                nullptr, static_cast<int>(bits))
                              .arg(haveText);
            return out;
        }
        break;
    case TextEncoding::Hex:
        if (have != 2 * bytes) {
            out.refusal = tr("The hexadecimal form of this filter has exactly %Ln digit(s), two for each "
                             "of its bytes; this text has %1.",
                nullptr, static_cast<int>(2 * bytes))
                              .arg(haveText);
            return out;
        }
        break;
    case TextEncoding::Base64: {
        const quint64 expected = 4 * ((bytes + 2) / 3);
        if (have != expected) {
            out.refusal = tr("The Base64 form of this filter has exactly %Ln character(s), four for "
                             "every three of its bytes; this text has %1.",
                nullptr, static_cast<int>(expected))
                              .arg(haveText);
            return out;
        }
        // The last group of three bytes may be short; = fills it out, and only there.
        const auto padding = static_cast<std::size_t>((3 - bytes % 3) % 3);
        const auto padded = static_cast<std::size_t>(std::count(digits.begin(), digits.end(), '='));
        if (padded != padding || (padding > 0 && digits.find('=') != digits.size() - padding)) {
            out.refusal = padding == 0
                ? tr("The Base64 form of this filter has no = padding: its bytes fill whole groups of "
                     "three.")
                : tr("The Base64 form of this filter ends in exactly %Ln = sign(s) of padding, and has "
                     "no = anywhere else.",
                    nullptr, static_cast<int>(padding));
            return out;
        }
        break;
    }
    case TextEncoding::Decimal: break; // any count of digits, leading zeros too; the value decides
    }

    // Hex, Base64 and decimal carry whole bytes: decode all of them, then name a bit past m.
    const quint64 decodedBits = encoding == TextEncoding::Binary ? bits : bytes * 8;
    const auto tooLarge = [&] {
        return tr("This number is too large for a filter of %Ln bit(s): it must be less than 2 to the "
                  "power %1.",
            nullptr, static_cast<int>(bits))
            .arg(locale.toString(bits));
    };
    const bloom::Result<std::vector<bool>> decoded = bloom::decodeBits(digits, encoding, decodedBits);
    if (!decoded) {
        // The checks above leave only a number past the last byte; core's words for anything else.
        out.refusal
            = encoding == TextEncoding::Decimal ? tooLarge() : ErrorMessages::forError(decoded.error());
        return out;
    }
    for (quint64 i = bits; i < decoded->size(); ++i) {
        if (!(*decoded)[i])
            continue;
        out.refusal = encoding == TextEncoding::Decimal
            ? tooLarge()
            : tr("The text sets the bit at position %1, but this filter's %Ln bit(s) are at positions 0 "
                 "to %2.",
                nullptr, static_cast<int>(bits))
                  .arg(locale.toString(i), locale.toString(bits - 1));
        return out;
    }

    out.words.assign(static_cast<std::size_t>((bits + 63) / 64), 0);
    for (quint64 i = 0; i < bits; ++i) {
        if ((*decoded)[i])
            out.words[i / 64] |= std::uint64_t {1} << (i % 64);
    }
    return out;
}
