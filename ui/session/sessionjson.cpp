#include "session/sessionjson.h"

#include "session/sessionfields.h"
#include "session/sessionsections.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <cmath>
#include <limits>

namespace Session {
namespace {

std::map<QString, SectionFormat> &formats()
{
    static std::map<QString, SectionFormat> registered;
    return registered;
}

QStringList &pageNames()
{
    static QStringList names;
    return names;
}

Data readSections(const QJsonObject &root)
{
    Data data;
    const QJsonValue page = root.value(QStringLiteral("page"));
    if (!page.isUndefined()) {
        if (!Sections::isPageName(page.toString()))
            Fields::fail(Errc::UnknownPage, QStringLiteral("page"));
        data.page = page.toString();
    }
    // Sections no page registered are left alone: a newer build's page, or one this build lacks.
    for (const auto &[name, format] : formats()) {
        if (root.contains(name))
            data.sections[name] = format.read(Fields::object(root.value(name), name), name);
    }
    return data;
}

} // namespace

namespace Sections {

void add(const SectionFormat &format)
{
    formats()[format.name] = format;
    addPageName(format.name);
}

const SectionFormat *find(const QString &name)
{
    const auto it = formats().find(name);
    return it == formats().end() ? nullptr : &it->second;
}

QStringList names()
{
    QStringList all;
    for (const auto &entry : formats())
        all << entry.first;
    return all;
}

void addPageName(const QString &name)
{
    if (!pageNames().contains(name))
        pageNames() << name;
}

bool isPageName(const QString &name)
{
    return pageNames().contains(name);
}

} // namespace Sections

bool operator==(const Data &a, const Data &b)
{
    if (a.page != b.page || a.sections.size() != b.sections.size())
        return false;
    for (const auto &[name, section] : a.sections) {
        const auto other = b.sections.find(name);
        const SectionFormat *format = Sections::find(name);
        if (other == b.sections.end() || !format || !format->equal(section, other->second))
            return false;
    }
    return true;
}

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
    for (const auto &[name, section] : data.sections) {
        if (const SectionFormat *format = Sections::find(name))
            root.insert(name, format->write(section));
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
        return readSections(root);
    } catch (const Fields::Invalid &invalid) {
        return invalid.error;
    }
}

} // namespace Session
