#include "systemssection.h"

#include "session/sessionfields.h"

namespace {
using namespace Session::Fields;

QString text(const QJsonObject &object, const QString &path, const QString &name, int maxLength)
{
    const QJsonValue value = require(object, path, name);
    if (!value.isString() || value.toString().size() > maxLength)
        fail(Session::Errc::WrongType, join(path, name));
    return value.toString();
}

SystemsSection read(const QJsonObject &object, const QString &path)
{
    SystemsSection page;
    page.tab = static_cast<int>(integer(object, path, QStringLiteral("tab"), 0, 9));
    const QJsonObject signup = Session::Fields::object(require(object, path, QStringLiteral("signup")),
        join(path, QStringLiteral("signup")));
    const QString at = join(path, QStringLiteral("signup"));
    page.databasePath = text(signup, at, QStringLiteral("database"), 4096);
    page.usersToCreate = static_cast<qint64>(integer(signup, at, QStringLiteral("usersToCreate"), 10'000, 10'000'000));
    page.targetRate = number(signup, at, QStringLiteral("targetRate"), 0.00001, 0.5);
    page.home = static_cast<int>(integer(signup, at, QStringLiteral("home"), 0, 2));
    page.host = text(signup, at, QStringLiteral("host"), 255);
    page.port = static_cast<int>(integer(signup, at, QStringLiteral("port"), 1, 65535));
    page.workload = static_cast<qint64>(integer(signup, at, QStringLiteral("workload"), 100, 1'000'000));
    page.takenShare = number(signup, at, QStringLiteral("takenShare"), 0, 1);
    return page;
}

QJsonObject write(const SystemsSection &page)
{
    const QJsonObject signup {{QStringLiteral("database"), page.databasePath},
        {QStringLiteral("usersToCreate"), double(page.usersToCreate)}, {QStringLiteral("targetRate"), page.targetRate},
        {QStringLiteral("home"), page.home}, {QStringLiteral("host"), page.host}, {QStringLiteral("port"), page.port},
        {QStringLiteral("workload"), double(page.workload)}, {QStringLiteral("takenShare"), page.takenShare}};
    return {{QStringLiteral("tab"), page.tab}, {QStringLiteral("signup"), signup}};
}
} // namespace

Session::SectionFormat systemsSectionFormat()
{
    return Session::makeSectionFormat<SystemsSection>(QStringLiteral("systems"), read, write);
}
