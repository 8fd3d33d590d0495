#include "session/sessionjson.h"

#include <bloom/bloom_filter.h>
#include <bloom/counting_filter.h>
#include <bloom/scalable_filter.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <cmath>
#include <limits>

namespace Session {
namespace {

// Integers above 2^53 do not survive a JSON number, so seeds travel as decimal strings.
constexpr double kMaxExactInteger = 9007199254740992.0;

QString hashName(bloom::HashKind kind)
{
    switch (kind) {
    case bloom::HashKind::PlainDouble: return QStringLiteral("double");
    case bloom::HashKind::Article: return QStringLiteral("article");
    case bloom::HashKind::Enhanced:
    case bloom::HashKind::Scripted: break;
    }
    return QStringLiteral("enhanced");
}

QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
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

// Walks the document with the path of where it is, and stops at the first invalid value.
class Reader {
public:
    struct Invalid {
        Error error;
    };

    [[noreturn]] static void fail(Errc code, const QString &path, double low = 0, double high = 0)
    {
        Error error;
        error.code = code;
        error.path = path;
        error.low = low;
        error.high = high;
        throw Invalid {error};
    }

    static QJsonValue require(const QJsonObject &object, const QString &path, const QString &name)
    {
        const QJsonValue value = object.value(name);
        if (value.isUndefined())
            fail(Errc::Missing, join(path, name));
        return value;
    }

    static QString join(const QString &path, const QString &name)
    {
        return path.isEmpty() ? name : path + QLatin1Char('.') + name;
    }

    static QJsonObject object(const QJsonValue &value, const QString &path)
    {
        if (!value.isObject())
            fail(Errc::WrongType, path);
        return value.toObject();
    }

    static double number(
        const QJsonObject &object, const QString &path, const QString &name, double low, double high)
    {
        const QJsonValue value = require(object, path, name);
        if (!value.isDouble())
            fail(Errc::WrongType, join(path, name));
        const double number = value.toDouble();
        if (!std::isfinite(number) || number < low || number > high)
            fail(Errc::OutOfRange, join(path, name), low, high);
        return number;
    }

    static quint64 integer(
        const QJsonObject &object, const QString &path, const QString &name, double low, double high)
    {
        const double value = number(object, path, name, low, high);
        if (value != std::floor(value))
            fail(Errc::WrongType, join(path, name));
        return static_cast<quint64>(value);
    }

    static QStringList keys(const QJsonObject &object, const QString &path, const QString &name)
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

    static QByteArray bytes(const QJsonObject &object, const QString &path, const QString &name, quint64 size)
    {
        const QJsonValue value = require(object, path, name);
        if (!value.isString())
            fail(Errc::WrongType, join(path, name));
        const auto decoded = QByteArray::fromBase64Encoding(value.toString().toLatin1(),
            QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            fail(Errc::WrongType, join(path, name));
        if (static_cast<quint64>(decoded.decoded.size()) != size)
            fail(Errc::OutOfRange, join(path, name), static_cast<double>(size), static_cast<double>(size));
        return decoded.decoded;
    }

    static HashSetting hash(const QJsonObject &parent, const QString &path)
    {
        const QString where = join(path, QStringLiteral("hash"));
        const QJsonObject object = Reader::object(require(parent, path, QStringLiteral("hash")), where);
        HashSetting setting;
        const QJsonValue kind = require(object, where, QStringLiteral("kind"));
        const QString kindName = kind.toString();
        if (kindName == QLatin1String("enhanced"))
            setting.kind = bloom::HashKind::Enhanced;
        else if (kindName == QLatin1String("double"))
            setting.kind = bloom::HashKind::PlainDouble;
        else if (kindName == QLatin1String("article"))
            setting.kind = bloom::HashKind::Article;
        else
            fail(Errc::UnknownHash, join(where, QStringLiteral("kind")));

        const QJsonValue seed = require(object, where, QStringLiteral("seed"));
        bool ok = false;
        setting.seed = seed.toString().toULongLong(&ok);
        if (!seed.isString() || !ok)
            fail(Errc::WrongType, join(where, QStringLiteral("seed")));
        if (setting.kind == bloom::HashKind::Article)
            setting.seed = 0; // the article's hash takes no seed

        if (object.contains(QStringLiteral("script")))
            setting.script
                = script(object.value(QStringLiteral("script")), join(where, QStringLiteral("script")));
        return setting;
    }

    static bloom::PositionScript script(const QJsonValue &value, const QString &where)
    {
        const QJsonObject object = Reader::object(value, where);
        if (object.size() > kMaxKeys)
            fail(Errc::TooManyKeys, where, 0, kMaxKeys);
        bloom::PositionScript script;
        for (auto it = object.begin(); it != object.end(); ++it) {
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

    // m and k of a teaching page's filter, which draws every bit.
    static void teachingShape(const QJsonObject &object, const QString &path, quint64 &bits, quint32 &hashes)
    {
        bits = integer(object, path, QStringLiteral("bits"), kMinTeachingBits, kMaxTeachingBits);
        hashes = static_cast<quint32>(integer(object, path, QStringLiteral("hashes"), 1, kMaxTeachingHashes));
    }

    static Explore explore(const QJsonObject &object, const QString &path)
    {
        Explore page;
        teachingShape(object, path, page.bits, page.hashes);
        page.hash = hash(object, path);
        page.keys = keys(object, path, QStringLiteral("keys"));
        if (object.contains(QStringLiteral("loadedWords"))) {
            page.loadedWords = bytes(object, path, QStringLiteral("loadedWords"), (page.bits + 63) / 64 * 8);
            page.loadedItems = integer(object, path, QStringLiteral("loadedItems"), 0, kMaxExactInteger);
            bloom::BloomFilter filter(page.bits, page.hashes);
            if (!filter.assignWords(wordsFromBytes(page.loadedWords), 0))
                fail(Errc::Inconsistent, join(path, QStringLiteral("loadedWords")));
        }
        return page;
    }

    static Deletion deletion(const QJsonObject &object, const QString &path)
    {
        Deletion page;
        teachingShape(object, path, page.bits, page.hashes);
        const quint64 width = integer(object, path, QStringLiteral("counterBits"), 4, 8);
        if (width != 4 && width != 8)
            fail(Errc::OutOfRange, join(path, QStringLiteral("counterBits")), 4, 8);
        page.width = width == 4 ? bloom::CounterWidth::Four : bloom::CounterWidth::Eight;
        page.hash = hash(object, path);
        page.keys = keys(object, path, QStringLiteral("keys"));
        page.goneFromPlain = keys(object, path, QStringLiteral("deletedFromPlain"));
        page.goneFromCounting = keys(object, path, QStringLiteral("removedFromCounting"));
        const quint64 words = (page.bits + 63) / 64;
        page.plainWords = bytes(object, path, QStringLiteral("plainWords"), words * 8);
        page.counters = bytes(
            object, path, QStringLiteral("counters"), bloom::countingStorageBytes(page.bits, page.width));
        page.countingItems = integer(object, path, QStringLiteral("countingItems"), 0, kMaxExactInteger);
        // The page assigns these to its filters; check now that it will be able to.
        bloom::BloomFilter plain(page.bits, page.hashes);
        if (!plain.assignWords(wordsFromBytes(page.plainWords), 0))
            fail(Errc::Inconsistent, join(path, QStringLiteral("plainWords")));
        bloom::CountingBloomFilter counting(page.bits, page.hashes, page.width);
        const auto *counters = reinterpret_cast<const std::uint8_t *>(page.counters.constData());
        if (!counting.assignStorage({counters, static_cast<std::size_t>(page.counters.size())}, 0))
            fail(Errc::Inconsistent, join(path, QStringLiteral("counters")));
        return page;
    }

    static Scalable scalable(const QJsonObject &object, const QString &path)
    {
        Scalable page;
        page.initialCapacity
            = integer(object, path, QStringLiteral("initialCapacity"), kMinCapacity, kMaxCapacity);
        page.targetFpr = number(object, path, QStringLiteral("targetFpr"), 0.00001, 0.5);
        page.growthFactor = number(object, path, QStringLiteral("growthFactor"), 1.0, 8.0);
        page.tighteningRatio = number(object, path, QStringLiteral("tighteningRatio"), 0.05, 0.99);
        page.fed = integer(object, path, QStringLiteral("fed"), 0,
            static_cast<double>(page.initialCapacity * kMaxFeedFactor));
        bloom::ScalableParameters parameters;
        parameters.initialCapacity = page.initialCapacity;
        parameters.targetFpr = page.targetFpr;
        parameters.growthFactor = page.growthFactor;
        parameters.tighteningRatio = page.tighteningRatio;
        if (!bloom::ScalableBloomFilter::validate(parameters))
            fail(Errc::Inconsistent, path);
        return page;
    }

    static Fpr fpr(const QJsonObject &object, const QString &path)
    {
        Fpr page;
        page.bits = number(object, path, QStringLiteral("bits"), 8, kMaxFprBits);
        page.keys = number(object, path, QStringLiteral("keys"), 1, kMaxFprKeys);
        page.hashes = static_cast<int>(integer(object, path, QStringLiteral("hashes"), 1, bloom::kMaxHashes));
        if (object.contains(QStringLiteral("calculator"))) {
            const QString where = join(path, QStringLiteral("calculator"));
            const QJsonObject fields = Reader::object(object.value(QStringLiteral("calculator")), where);
            if (fields.size() > 16)
                fail(Errc::OutOfRange, where, 0, 16);
            for (auto it = fields.begin(); it != fields.end(); ++it) {
                if (!it.value().isString())
                    fail(Errc::WrongType, join(where, it.key()));
                if (it.value().toString().size() > 200)
                    fail(Errc::OutOfRange, join(where, it.key()), 0, 200);
                page.calculator.insert(it.key(), it.value().toString());
            }
        }
        return page;
    }

    static Data data(const QJsonObject &root)
    {
        Data data;
        const QJsonValue page = root.value(QStringLiteral("page"));
        if (!page.isUndefined()) {
            static const QStringList known {QStringLiteral("explore"), QStringLiteral("deletion"),
                QStringLiteral("scalable"), QStringLiteral("fpr"), QStringLiteral("lessons"),
                QStringLiteral("quiz")};
            if (!known.contains(page.toString()))
                fail(Errc::UnknownPage, QStringLiteral("page"));
            data.page = page.toString();
        }
        const auto section = [&root](const QString &name) -> std::optional<QJsonObject> {
            if (!root.contains(name))
                return std::nullopt;
            return object(root.value(name), name);
        };
        if (const auto explore = section(QStringLiteral("explore")))
            data.explore = Reader::explore(*explore, QStringLiteral("explore"));
        if (const auto deletion = section(QStringLiteral("deletion")))
            data.deletion = Reader::deletion(*deletion, QStringLiteral("deletion"));
        if (const auto scalable = section(QStringLiteral("scalable")))
            data.scalable = Reader::scalable(*scalable, QStringLiteral("scalable"));
        if (const auto fpr = section(QStringLiteral("fpr")))
            data.fpr = Reader::fpr(*fpr, QStringLiteral("fpr"));
        return data;
    }
};

} // namespace

HashSetting describe(const bloom::HashSchemePtr &scheme)
{
    HashSetting setting;
    if (!scheme)
        return setting;
    const bloom::HashScheme *base = scheme.get();
    if (const bloom::ScriptedPositions *scripted = scheme->scripted()) {
        setting.script = scripted->script;
        base = scripted->fallback.get();
    }
    setting.kind = base->kind() == bloom::HashKind::Scripted ? bloom::HashKind::Enhanced : base->kind();
    setting.seed = base->seed();
    return setting;
}

bloom::HashSchemePtr build(const HashSetting &setting)
{
    bloom::HashSchemePtr base = bloom::makeHashScheme(setting.kind, setting.seed);
    if (setting.script)
        return bloom::makeScriptedHash(*setting.script, std::move(base));
    return base;
}

std::vector<std::uint64_t> wordsFromBytes(const QByteArray &bytes)
{
    std::vector<std::uint64_t> words(static_cast<std::size_t>(bytes.size()) / 8);
    for (std::size_t i = 0; i < words.size(); ++i)
        words[i] = qFromLittleEndian<quint64>(bytes.constData() + i * 8);
    return words;
}

QByteArray bytesFromWords(std::span<const std::uint64_t> words)
{
    QByteArray bytes(static_cast<qsizetype>(words.size() * 8), Qt::Uninitialized);
    for (std::size_t i = 0; i < words.size(); ++i)
        qToLittleEndian<quint64>(words[i], bytes.data() + i * 8);
    return bytes;
}

QByteArray toJson(const Data &data)
{
    QJsonObject root {
        {QStringLiteral("format"), QLatin1String(kFormatName)}, {QStringLiteral("version"), kFormatVersion}};
    if (!data.page.isEmpty())
        root.insert(QStringLiteral("page"), data.page);
    if (data.explore) {
        const Explore &page = *data.explore;
        QJsonObject explore {{QStringLiteral("bits"), static_cast<double>(page.bits)},
            {QStringLiteral("hashes"), static_cast<int>(page.hashes)},
            {QStringLiteral("hash"), toJson(page.hash)}, {QStringLiteral("keys"), toArray(page.keys)}};
        if (!page.loadedWords.isEmpty()) {
            explore.insert(QStringLiteral("loadedWords"), QString::fromLatin1(page.loadedWords.toBase64()));
            explore.insert(QStringLiteral("loadedItems"), static_cast<double>(page.loadedItems));
        }
        root.insert(QStringLiteral("explore"), explore);
    }
    if (data.deletion) {
        const Deletion &page = *data.deletion;
        root.insert(QStringLiteral("deletion"),
            QJsonObject {{QStringLiteral("bits"), static_cast<double>(page.bits)},
                {QStringLiteral("hashes"), static_cast<int>(page.hashes)},
                {QStringLiteral("counterBits"), static_cast<int>(page.width)},
                {QStringLiteral("hash"), toJson(page.hash)}, {QStringLiteral("keys"), toArray(page.keys)},
                {QStringLiteral("deletedFromPlain"), toArray(page.goneFromPlain)},
                {QStringLiteral("removedFromCounting"), toArray(page.goneFromCounting)},
                {QStringLiteral("plainWords"), QString::fromLatin1(page.plainWords.toBase64())},
                {QStringLiteral("counters"), QString::fromLatin1(page.counters.toBase64())},
                {QStringLiteral("countingItems"), static_cast<double>(page.countingItems)}});
    }
    if (data.scalable) {
        const Scalable &page = *data.scalable;
        root.insert(QStringLiteral("scalable"),
            QJsonObject {{QStringLiteral("initialCapacity"), static_cast<double>(page.initialCapacity)},
                {QStringLiteral("targetFpr"), page.targetFpr},
                {QStringLiteral("growthFactor"), page.growthFactor},
                {QStringLiteral("tighteningRatio"), page.tighteningRatio},
                {QStringLiteral("fed"), static_cast<double>(page.fed)}});
    }
    if (data.fpr) {
        const Fpr &page = *data.fpr;
        QJsonObject calculator;
        for (auto it = page.calculator.begin(); it != page.calculator.end(); ++it)
            calculator.insert(it.key(), it.value());
        root.insert(QStringLiteral("fpr"),
            QJsonObject {{QStringLiteral("bits"), page.bits}, {QStringLiteral("keys"), page.keys},
                {QStringLiteral("hashes"), page.hashes}, {QStringLiteral("calculator"), calculator}});
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

ReadResult fromJson(QByteArrayView bytes)
{
    if (bytes.size() > kMaxFileBytes) {
        Error error;
        error.code = Errc::TooLarge;
        error.high = static_cast<double>(kMaxFileBytes);
        return error;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        Error error;
        error.code = Errc::NotJson;
        error.detail = parseError.errorString();
        error.offset = parseError.offset;
        return error;
    }
    const QJsonObject root = document.object();
    if (!document.isObject()
        || root.value(QStringLiteral("format")).toString() != QLatin1String(kFormatName)) {
        Error error;
        error.code = Errc::Foreign;
        return error;
    }
    const QJsonValue version = root.value(QStringLiteral("version"));
    const double number = version.toDouble(0);
    if (!version.isDouble() || number < 1 || number != std::floor(number)) {
        Error error;
        error.code = Errc::WrongType;
        error.path = QStringLiteral("version");
        return error;
    }
    if (number > kFormatVersion) {
        Error error;
        error.code = Errc::FutureVersion;
        error.version = number > std::numeric_limits<int>::max() ? std::numeric_limits<int>::max()
                                                                 : static_cast<int>(number);
        return error;
    }
    try {
        return Reader::data(root);
    } catch (const Reader::Invalid &invalid) {
        return invalid.error;
    }
}

} // namespace Session
