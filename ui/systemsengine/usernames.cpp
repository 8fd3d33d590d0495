#include "usernames.h"

#include <QList>
#include <QStringDecoder>

#include <array>

namespace systems {
namespace {

// splitmix64: a well-mixed stream from a counter, so neighbouring indices read differently.
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

constexpr std::array<const char *, 24> kSyllables = {"ade", "bo", "chi", "da", "e", "fo", "gu", "ha", "ia",
    "jo", "ka", "lu", "mi", "na", "o", "pe", "ro", "sa", "ti", "u", "va", "wo", "ye", "zu"};
constexpr std::array<const char *, 8> kSuffixes = {"_codes", "_dev", "", ".x", "_io", "", "_art", "_"};

QString base36(std::uint64_t value)
{
    return QString::number(value, 36);
}

} // namespace

QString generatedUsername(std::uint64_t seed, std::uint64_t index)
{
    std::uint64_t bits = mix(seed ^ mix(index));
    QString name;
    const int syllables = 2 + static_cast<int>(bits % 3);
    bits /= 3;
    for (int i = 0; i < syllables; ++i) {
        name += QLatin1String(kSyllables[bits % kSyllables.size()]);
        bits /= kSyllables.size();
    }
    name += QLatin1String(kSuffixes[bits % kSuffixes.size()]);
    // The index, in base 36 and last, keeps every name distinct: at most 12 + 6 + 5 characters
    // for the 10 million names the page can build ("5yc1s" is ten million).
    name += base36(index);
    return name.left(kMaxUsernameChars);
}

NameRefusal checkUsername(const QString &name)
{
    if (name.trimmed().isEmpty())
        return NameRefusal::Empty;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        if (c.isHighSurrogate() && i + 1 < name.size() && name.at(i + 1).isLowSurrogate()) {
            ++i;
            continue;
        }
        if (c.isSurrogate())
            return NameRefusal::NotUtf8;
        if (c.category() == QChar::Other_Control)
            return NameRefusal::ControlCharacter;
    }
    // Characters as people count them, and as SQLite's length() counts a TEXT value: code points.
    if (name.toUcs4().size() > kMaxUsernameChars)
        return NameRefusal::TooLong;
    return NameRefusal::None;
}

NameRefusal checkUsernameBytes(const QByteArray &utf8, QString *decoded)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(utf8);
    if (decoder.hasError())
        return NameRefusal::NotUtf8;
    if (decoded)
        *decoded = text;
    return checkUsername(text);
}

} // namespace systems
