#pragma once
// Shared by the core suites: readable QCOMPARE failures for core types, and reproducible keys.

#include <bloom/bloom.h>

#include <QByteArray>
#include <QMetaType>

#include <cstdint>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace bloom {
// QTest finds these by argument-dependent lookup, so a failed comparison names the code.
inline char *toString(Errc code)
{
    return qstrdup(errcName(code));
}
inline char *toString(HashKind kind)
{
    return qstrdup(QByteArray::number(static_cast<int>(kind)).prepend("HashKind ").constData());
}
} // namespace bloom

Q_DECLARE_METATYPE(bloom::Errc)
Q_DECLARE_METATYPE(bloom::HashKind)
Q_DECLARE_METATYPE(bloom::CounterWidth)
Q_DECLARE_METATYPE(bloom::TextEncoding)

namespace coretest {

inline QByteArray bytes(std::string_view text)
{
    return {text.data(), static_cast<qsizetype>(text.size())};
}

// "3,7,11": positions compared as text so a failure shows both sequences.
inline QByteArray joined(std::span<const std::uint64_t> values)
{
    QByteArray out;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i != 0)
            out += ',';
        out += QByteArray::number(static_cast<qulonglong>(values[i]));
    }
    return out;
}
inline QByteArray joined(const std::vector<std::uint64_t> &values)
{
    return joined(std::span<const std::uint64_t>(values));
}

inline QByteArray joined(const std::vector<std::string_view> &keys)
{
    QByteArray out;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (i != 0)
            out += ',';
        out += bytes(keys[i]);
    }
    return out;
}

// Arbitrary keys: 1 to 40 bytes of any value (NUL and invalid UTF-8 included), reproducible from
// the seed so a failure can be replayed.
class RandomKeys {
public:
    explicit RandomKeys(std::uint64_t seed) : m_rng(seed) { }

    const std::string &next()
    {
        const auto length = 1 + m_rng() % 40;
        m_key.resize(length);
        for (char &c : m_key)
            c = static_cast<char>(m_rng() & 0xFF);
        return m_key;
    }

private:
    std::mt19937_64 m_rng;
    std::string m_key;
};

// Pretends only `bytes` of memory are available, restoring the real figure however the test
// leaves (a failed QVERIFY returns early).
class MemoryOverride {
public:
    explicit MemoryOverride(std::uint64_t bytes) { bloom::overrideAvailableMemoryForTesting(bytes); }
    ~MemoryOverride() { bloom::overrideAvailableMemoryForTesting(0); }
    MemoryOverride(const MemoryOverride &) = delete;
    MemoryOverride &operator=(const MemoryOverride &) = delete;
};

// Distinct by construction: a prefix per set and a counter, so "added" and "never added" keys
// cannot collide whatever the hash.
inline std::string numberedKey(std::string_view prefix, std::uint64_t index)
{
    std::string key(prefix);
    key += std::to_string(index);
    return key;
}

} // namespace coretest
