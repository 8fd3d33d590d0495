#pragma once
// A session: what the user built on every page, as plain data. The JSON reader validates all of
// it before anything is applied, so a bad file changes nothing; pages turn it into their models.

#include <bloom/counting_filter.h>
#include <bloom/hash.h>

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <span>
#include <vector>

namespace Session {

inline constexpr int kFormatVersion = 1;
inline constexpr char kFormatName[] = "bloomlab-session";
inline constexpr char kFileSuffix[] = "bloomlab";

// What a teaching page accepts. A session outside these is refused, not clamped.
inline constexpr quint64 kMinTeachingBits = 8;
inline constexpr quint64 kMaxTeachingBits = 4096;
inline constexpr quint32 kMaxTeachingHashes = 12;
inline constexpr qsizetype kMaxKeys = 100'000;
inline constexpr qint64 kMaxFileBytes = 256ll << 20;
inline constexpr quint64 kMinCapacity = 10;
inline constexpr quint64 kMaxCapacity = 10'000'000;
inline constexpr quint64 kMaxFeedFactor = 50;
inline constexpr double kMaxFprBits = 1e10;
inline constexpr double kMaxFprKeys = 1e9;

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

struct Explore {
    quint64 bits = 16;
    quint32 hashes = 3;
    HashSetting hash;
    QStringList keys;
    QByteArray loadedWords; // bits opened from a .bloom file (little-endian words), or empty
    quint64 loadedItems = 0;
    friend bool operator==(const Explore &, const Explore &) = default;
};

struct Deletion {
    quint64 bits = 16;
    quint32 hashes = 3;
    bloom::CounterWidth width = bloom::CounterWidth::Four;
    HashSetting hash;
    QStringList keys; // added to both filters, in order
    QStringList goneFromPlain; // then naively deleted from the plain filter, in order
    QStringList goneFromCounting; // and removed from the counting filter, in order
    // The filters' exact contents: a remove of a never-added key changes counters that no key
    // list can replay. Sizes match bits and width (checked when read).
    QByteArray plainWords; // little-endian 64-bit words
    QByteArray counters; // packed as CountingBloomFilter::storage()
    quint64 countingItems = 0;
    friend bool operator==(const Deletion &, const Deletion &) = default;
};

struct Scalable {
    quint64 initialCapacity = 1000;
    double targetFpr = 0.01;
    double growthFactor = 2.0;
    double tighteningRatio = 0.85;
    quint64 fed = 0; // generated keys fed so far
    friend bool operator==(const Scalable &, const Scalable &) = default;
};

struct Fpr {
    double bits = 1000;
    double keys = 100;
    int hashes = 3;
    QMap<QString, QString> calculator; // field name → the text as typed
    friend bool operator==(const Fpr &, const Fpr &) = default;
};

// Only the pages a user opened are saved; the others keep their defaults on load.
struct Data {
    QString page; // the page showing when saved, by its catalog name
    std::optional<Explore> explore;
    std::optional<Deletion> deletion;
    std::optional<Scalable> scalable;
    std::optional<Fpr> fpr;
    friend bool operator==(const Data &, const Data &) = default;
};

} // namespace Session
