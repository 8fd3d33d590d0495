#pragma once
// The names a sign-up system holds and is asked about. Generated names are a function of (seed,
// index), so a million of them need no storage and a test can name any one again; the index is
// part of the name, which makes the generator one-to-one: a "free" name from an index past the
// table's end is free until someone registers it.
#include <QString>

#include <cstdint>

namespace systems {

// The users table's limit, in characters (Instagram's is 30); the schema checks it too.
inline constexpr int kMaxUsernameChars = 30;

[[nodiscard]] QString generatedUsername(std::uint64_t seed, std::uint64_t index);

enum class NameRefusal {
    None,
    Empty, // nothing, or only spaces
    TooLong, // over kMaxUsernameChars
    NotUtf8, // bytes that are not UTF-8, or text with a lone surrogate
    ControlCharacter, // a tab, a newline or another invisible control
};

[[nodiscard]] NameRefusal checkUsername(const QString &name);
// For names that arrive as bytes (a file, a socket): decoding errors are refused, not replaced.
[[nodiscard]] NameRefusal checkUsernameBytes(const QByteArray &utf8, QString *decoded = nullptr);

} // namespace systems
