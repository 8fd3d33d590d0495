#pragma once
// A session: what the user built on every page, as plain data. The JSON reader validates all of
// it before anything is applied, so a bad file changes nothing; pages turn it into their models.
// Only the pages a user opened are saved; the others keep their defaults on load.

#include <bloom/counting_filter.h>
#include <bloom/hash.h>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <any>
#include <map>
#include <optional>
#include <span>
#include <vector>

namespace Session {

inline constexpr int kFormatVersion = 1;
inline constexpr char kFormatName[] = "bloomlab-session";
inline constexpr char kFileSuffix[] = "bloomlab";

// A teaching filter draws every bit: Explore and Deletion accept these m and k, and so do their
// sections of a session file (outside them a file is refused, not clamped).
inline constexpr quint64 kMinTeachingBits = 8;
inline constexpr quint64 kMaxTeachingBits = 4096;
inline constexpr quint32 kMaxTeachingHashes = 12;
[[nodiscard]] constexpr bool isTeachingSize(quint64 bits, quint32 hashes)
{
    return bits >= kMinTeachingBits && bits <= kMaxTeachingBits && hashes >= 1
        && hashes <= kMaxTeachingHashes;
}
inline constexpr qsizetype kMaxKeys = 100'000;
inline constexpr qint64 kMaxFileBytes = 256ll << 20;

// A hash scheme that can be rebuilt exactly: a kind and seed, optionally with scripted positions.
struct HashSetting {
    bloom::HashKind kind = bloom::HashKind::Enhanced; // never Scripted: that is `script`
    quint64 seed = 0;
    std::optional<bloom::PositionScript> script;
    friend bool operator==(const HashSetting &, const HashSetting &) = default;
};
[[nodiscard]] HashSetting describe(const bloom::HashSchemePtr &scheme);
[[nodiscard]] bloom::HashSchemePtr build(const HashSetting &setting);

// Little-endian 64-bit words to and from bytes, for a filter's stored bits.
[[nodiscard]] std::vector<std::uint64_t> wordsFromBytes(const QByteArray &bytes);
[[nodiscard]] QByteArray bytesFromWords(std::span<const std::uint64_t> words);

// A session: the page on screen and one section per page the user opened, keyed by the page's
// name. Each section is the page's own plain struct; the page registers how to read, write and
// compare it (sessionsections.h), so this file and the JSON reader know no page.
struct Data {
    QString page; // the page showing when saved, by its catalog name
    std::map<QString, std::any> sections;

    template <typename Section> [[nodiscard]] const Section *section(const QString &name) const
    {
        const auto it = sections.find(name);
        return it == sections.end() ? nullptr : std::any_cast<Section>(&it->second);
    }
    template <typename Section> void setSection(const QString &name, Section value)
    {
        sections[name] = std::move(value);
    }
    // Equal pages and sections, each compared as its registered format says.
    friend bool operator==(const Data &a, const Data &b);
};

} // namespace Session
