#pragma once
// What a page's session section reads and writes with: each reader checks one value (its type,
// its range, a key's validity) and, at the first invalid one, throws Invalid with the path to it
// ("explore.keys[3]"). Session::fromJson catches it, so a section's reader just reads.

#include "session/sessionjson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

namespace Session::Fields {

// Integers above 2^53 do not survive a JSON number, so seeds travel as decimal strings.
inline constexpr double kMaxExactInteger = 9007199254740992.0;

struct Invalid {
    Error error;
};

[[noreturn]] void fail(Errc code, const QString &path, double low = 0, double high = 0);
[[nodiscard]] QString join(const QString &path, const QString &name);
[[nodiscard]] QJsonValue require(const QJsonObject &object, const QString &path, const QString &name);
[[nodiscard]] QJsonObject object(const QJsonValue &value, const QString &path);
[[nodiscard]] double number(
    const QJsonObject &object, const QString &path, const QString &name, double low, double high);
[[nodiscard]] quint64 integer(
    const QJsonObject &object, const QString &path, const QString &name, double low, double high);
// A list of keys, each one core accepts, at most kMaxKeys of them.
[[nodiscard]] QStringList keys(const QJsonObject &object, const QString &path, const QString &name);
// Base64 of exactly `size` bytes.
[[nodiscard]] QByteArray bytes(
    const QJsonObject &object, const QString &path, const QString &name, quint64 size);
// The "hash" object: kind, seed as text, optional scripted positions.
[[nodiscard]] HashSetting hash(const QJsonObject &parent, const QString &path);
// m and k of a teaching filter, within the teaching limits.
void teachingShape(const QJsonObject &object, const QString &path, quint64 &bits, quint32 &hashes);

[[nodiscard]] QJsonObject toJson(const HashSetting &hash);
[[nodiscard]] QJsonArray toJson(const QStringList &list);
[[nodiscard]] QString toBase64(const QByteArray &bytes);

} // namespace Session::Fields
