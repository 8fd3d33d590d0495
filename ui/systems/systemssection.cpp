#include "systemssection.h"

#include "session/sessionfields.h"

namespace {
using namespace Session::Fields;

// The limits are the engines' (the settings' own ranges); a session outside them is refused
// whole, before any tab changes.
QString text(const QJsonObject &object, const QString &path, const QString &name, int maxLength)
{
    const QJsonValue value = require(object, path, name);
    if (!value.isString() || value.toString().size() > maxLength)
        fail(Session::Errc::WrongType, join(path, name));
    return value.toString();
}

qint64 whole(const QJsonObject &object, const QString &path, const char *name, double low, double high)
{
    return static_cast<qint64>(integer(object, path, QString::fromLatin1(name), low, high));
}

double real(const QJsonObject &object, const QString &path, const char *name, double low, double high)
{
    return number(object, path, QString::fromLatin1(name), low, high);
}

QJsonObject part(const QJsonObject &object, const QString &path, const char *name, QString *at)
{
    *at = join(path, QString::fromLatin1(name));
    return Session::Fields::object(require(object, path, QString::fromLatin1(name)), *at);
}

SystemsSection read(const QJsonObject &object, const QString &path)
{
    SystemsSection page;
    page.tab = static_cast<int>(whole(object, path, "tab", 0, 9));
    QString at;
    const QJsonObject signup = part(object, path, "signup", &at);
    page.signup.databasePath = text(signup, at, QStringLiteral("database"), 4096);
    page.signup.usersToCreate = whole(signup, at, "usersToCreate", 10'000, 10'000'000);
    page.signup.targetRate = real(signup, at, "targetRate", 0.00001, 0.5);
    page.signup.home = static_cast<int>(whole(signup, at, "home", 0, 2));
    page.signup.host = text(signup, at, QStringLiteral("host"), 255);
    page.signup.port = static_cast<int>(whole(signup, at, "port", 1, 65535));
    page.signup.workload = whole(signup, at, "workload", 100, 1'000'000);
    page.signup.takenShare = real(signup, at, "takenShare", 0, 1);

    const QJsonObject storage = part(object, path, "storage", &at);
    page.storage.files = static_cast<int>(whole(storage, at, "files", 2, 16));
    page.storage.keysPerFile = static_cast<int>(whole(storage, at, "keysPerFile", 100, 200'000));
    page.storage.bitsPerKey = real(storage, at, "bitsPerKey", 1, 20);
    page.storage.lookups = static_cast<int>(whole(storage, at, "lookups", 1000, 1'000'000));
    page.storage.missingShare = real(storage, at, "missingShare", 0, 1);
    page.storage.scanKeys = static_cast<int>(whole(storage, at, "scanKeys", 1, 10'000));

    const QJsonObject crawler = part(object, path, "crawler", &at);
    page.crawler.pages = whole(crawler, at, "pages", 10, 10'000'000);
    page.crawler.targetRate = real(crawler, at, "targetRate", 1e-6, 0.5);
    // Seeds travel as decimal text: a JSON number loses digits past 2^53.
    bool ok = false;
    page.crawler.seed = text(crawler, at, QStringLiteral("seed"), 20).toULongLong(&ok);
    if (!ok)
        fail(Session::Errc::WrongType, join(at, QStringLiteral("seed")));

    const QJsonObject safe = part(object, path, "safeBrowsing", &at);
    page.safeBrowsing.listSize = whole(safe, at, "listSize", 1, 5'000'000);
    page.safeBrowsing.checks = whole(safe, at, "checks", 1, 10'000'000);
    page.safeBrowsing.listedShare = real(safe, at, "listedShare", 0, 1);
    page.safeBrowsing.targetRate = real(safe, at, "targetRate", 1e-6, 0.5);
    page.safeBrowsing.client = static_cast<int>(whole(safe, at, "client", 0, 1));

    const QJsonObject cdn = part(object, path, "cdn", &at);
    page.cdn.requests = whole(cdn, at, "requests", 1, 20'000'000);
    page.cdn.catalogue = whole(cdn, at, "catalogue", 1, 10'000'000);
    page.cdn.zipfExponent = real(cdn, at, "zipfExponent", 0.5, 1.5);
    page.cdn.cacheCapacity = whole(cdn, at, "cacheCapacity", 1, 10'000'000);
    page.cdn.targetRate = real(cdn, at, "targetRate", 1e-6, 0.5);
    return page;
}

QJsonObject write(const SystemsSection &page)
{
    const auto &s = page.signup;
    const QJsonObject signup {{QStringLiteral("database"), s.databasePath},
        {QStringLiteral("usersToCreate"), double(s.usersToCreate)},
        {QStringLiteral("targetRate"), s.targetRate}, {QStringLiteral("home"), s.home},
        {QStringLiteral("host"), s.host}, {QStringLiteral("port"), s.port},
        {QStringLiteral("workload"), double(s.workload)}, {QStringLiteral("takenShare"), s.takenShare}};
    const auto &r = page.storage;
    const QJsonObject storage {{QStringLiteral("files"), r.files},
        {QStringLiteral("keysPerFile"), r.keysPerFile}, {QStringLiteral("bitsPerKey"), r.bitsPerKey},
        {QStringLiteral("lookups"), r.lookups}, {QStringLiteral("missingShare"), r.missingShare},
        {QStringLiteral("scanKeys"), r.scanKeys}};
    const QJsonObject crawler {{QStringLiteral("pages"), double(page.crawler.pages)},
        {QStringLiteral("targetRate"), page.crawler.targetRate},
        {QStringLiteral("seed"), QString::number(page.crawler.seed)}};
    const auto &b = page.safeBrowsing;
    const QJsonObject safe {{QStringLiteral("listSize"), double(b.listSize)},
        {QStringLiteral("checks"), double(b.checks)}, {QStringLiteral("listedShare"), b.listedShare},
        {QStringLiteral("targetRate"), b.targetRate}, {QStringLiteral("client"), b.client}};
    const auto &c = page.cdn;
    const QJsonObject cdn {{QStringLiteral("requests"), double(c.requests)},
        {QStringLiteral("catalogue"), double(c.catalogue)}, {QStringLiteral("zipfExponent"), c.zipfExponent},
        {QStringLiteral("cacheCapacity"), double(c.cacheCapacity)},
        {QStringLiteral("targetRate"), c.targetRate}};
    return {{QStringLiteral("tab"), page.tab}, {QStringLiteral("signup"), signup},
        {QStringLiteral("storage"), storage}, {QStringLiteral("crawler"), crawler},
        {QStringLiteral("safeBrowsing"), safe}, {QStringLiteral("cdn"), cdn}};
}
} // namespace

Session::SectionFormat systemsSectionFormat()
{
    return Session::makeSectionFormat<SystemsSection>(QStringLiteral("systems"), read, write);
}
