#include "session/sessionfields.h"

#include <bloom/bloom_filter.h>

#include <cmath>

namespace Session::Fields {
namespace {

QString hashName(bloom::HashKind kind)
{
    switch (kind) {
    case bloom::HashKind::PlainDouble: return QStringLiteral("double");
    case bloom::HashKind::Article: return QStringLiteral("article");
    // "enhanced" is what BloomLab 0.1 wrote for its default, whose stored bits need its positions.
    case bloom::HashKind::EnhancedUnmixed: return QStringLiteral("enhanced");
    case bloom::HashKind::Enhanced:
    case bloom::HashKind::Scripted: break;
    }
    return QStringLiteral("enhanced-remixed");
}

bloom::PositionScript script(const QJsonValue &value, const QString &where)
{
    const QJsonObject map = object(value, where);
    if (map.size() > kMaxKeys)
        fail(Errc::TooManyKeys, where, 0, kMaxKeys);
    bloom::PositionScript script;
    for (auto it = map.begin(); it != map.end(); ++it) {
        const QString at = join(where, it.key());
        const QByteArray key = it.key().toUtf8();
        if (!bloom::validateKey({key.constData(), static_cast<std::size_t>(key.size())}))
            fail(Errc::BadKey, at, 1, static_cast<double>(bloom::kMaxKeyBytes));
        if (!it.value().isArray())
            fail(Errc::WrongType, at);
        const QJsonArray array = it.value().toArray();
        if (array.size() > static_cast<qsizetype>(bloom::kMaxHashes))
            fail(Errc::OutOfRange, at, 0, bloom::kMaxHashes);
        std::vector<std::uint64_t> positions;
        for (const QJsonValue &position : array) {
            const double number = position.toDouble(-1);
            if (!position.isDouble() || number < 0 || number > kMaxExactInteger
                || number != std::floor(number))
                fail(Errc::OutOfRange, at, 0, kMaxExactInteger);
            positions.push_back(static_cast<std::uint64_t>(number));
        }
        script.emplace(key.toStdString(), std::move(positions));
    }
    return script;
}

} // namespace

void fail(Errc code, const QString &path, double low, double high)
{
    Error error;
    error.code = code;
    error.path = path;
    error.low = low;
    error.high = high;
    throw Invalid {error};
}

QString join(const QString &path, const QString &name)
{
    return path.isEmpty() ? name : path + QLatin1Char('.') + name;
}

QJsonValue require(const QJsonObject &object, const QString &path, const QString &name)
{
    const QJsonValue value = object.value(name);
    if (value.isUndefined())
        fail(Errc::Missing, join(path, name));
    return value;
}

QJsonObject object(const QJsonValue &value, const QString &path)
{
    if (!value.isObject())
        fail(Errc::WrongType, path);
    return value.toObject();
}

double number(const QJsonObject &object, const QString &path, const QString &name, double low, double high)
{
    const QJsonValue value = require(object, path, name);
    if (!value.isDouble())
        fail(Errc::WrongType, join(path, name));
    const double number = value.toDouble();
    if (!std::isfinite(number) || number < low || number > high)
        fail(Errc::OutOfRange, join(path, name), low, high);
    return number;
}

quint64 integer(const QJsonObject &object, const QString &path, const QString &name, double low, double high)
{
    const double value = number(object, path, name, low, high);
    if (value != std::floor(value))
        fail(Errc::WrongType, join(path, name));
    return static_cast<quint64>(value);
}

QStringList keys(const QJsonObject &object, const QString &path, const QString &name)
{
    const QString where = join(path, name);
    const QJsonValue value = require(object, path, name);
    if (!value.isArray())
        fail(Errc::WrongType, where);
    const QJsonArray array = value.toArray();
    if (array.size() > kMaxKeys)
        fail(Errc::TooManyKeys, where, 0, kMaxKeys);
    QStringList keys;
    keys.reserve(array.size());
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(where).arg(i);
        if (!array.at(i).isString())
            fail(Errc::WrongType, at);
        const QString key = array.at(i).toString();
        const QByteArray utf8 = key.toUtf8();
        if (!bloom::validateKey({utf8.constData(), static_cast<std::size_t>(utf8.size())}))
            fail(Errc::BadKey, at, 1, static_cast<double>(bloom::kMaxKeyBytes));
        keys.append(key);
    }
    return keys;
}

QByteArray bytes(const QJsonObject &object, const QString &path, const QString &name, quint64 size)
{
    const QJsonValue value = require(object, path, name);
    if (!value.isString())
        fail(Errc::WrongType, join(path, name));
    const auto decoded = QByteArray::fromBase64Encoding(
        value.toString().toLatin1(), QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        fail(Errc::WrongType, join(path, name));
    if (static_cast<quint64>(decoded.decoded.size()) != size)
        fail(Errc::OutOfRange, join(path, name), static_cast<double>(size), static_cast<double>(size));
    return decoded.decoded;
}

HashSetting hash(const QJsonObject &parent, const QString &path)
{
    const QString where = join(path, QStringLiteral("hash"));
    const QJsonObject map = object(require(parent, path, QStringLiteral("hash")), where);
    HashSetting setting;
    const QString kindName = require(map, where, QStringLiteral("kind")).toString();
    if (kindName == QLatin1String("enhanced-remixed"))
        setting.kind = bloom::HashKind::Enhanced;
    else if (kindName == QLatin1String("enhanced"))
        setting.kind = bloom::HashKind::EnhancedUnmixed;
    else if (kindName == QLatin1String("double"))
        setting.kind = bloom::HashKind::PlainDouble;
    else if (kindName == QLatin1String("article"))
        setting.kind = bloom::HashKind::Article;
    else
        fail(Errc::UnknownHash, join(where, QStringLiteral("kind")));

    const QJsonValue seed = require(map, where, QStringLiteral("seed"));
    bool ok = false;
    setting.seed = seed.toString().toULongLong(&ok);
    if (!seed.isString() || !ok)
        fail(Errc::WrongType, join(where, QStringLiteral("seed")));
    if (setting.kind == bloom::HashKind::Article)
        setting.seed = 0; // the article's hash takes no seed

    if (map.contains(QStringLiteral("script")))
        setting.script = script(map.value(QStringLiteral("script")), join(where, QStringLiteral("script")));
    return setting;
}

void teachingShape(const QJsonObject &object, const QString &path, quint64 &bits, quint32 &hashes)
{
    bits = integer(object, path, QStringLiteral("bits"), kMinTeachingBits, kMaxTeachingBits);
    hashes = static_cast<quint32>(integer(object, path, QStringLiteral("hashes"), 1, kMaxTeachingHashes));
}

QJsonObject toJson(const HashSetting &hash)
{
    QJsonObject object {
        {QStringLiteral("kind"), hashName(hash.kind)}, {QStringLiteral("seed"), QString::number(hash.seed)}};
    if (hash.script) {
        QJsonObject script;
        for (const auto &[key, positions] : *hash.script) {
            QJsonArray array;
            for (const std::uint64_t position : positions)
                array.append(static_cast<double>(position));
            script.insert(QString::fromStdString(key), array);
        }
        object.insert(QStringLiteral("script"), script);
    }
    return object;
}

QJsonArray toJson(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QString toBase64(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64());
}

} // namespace Session::Fields
