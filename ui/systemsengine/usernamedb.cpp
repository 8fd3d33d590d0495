#include "usernamedb.h"

#include "systemsengine/usernames.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <atomic>

namespace systems {

struct UsernameDb::Queries {
    QSqlQuery find;
    QSqlQuery insert;
};

namespace {

constexpr qint64 kPollEvery = 4096;

QString nextConnectionName()
{
    static std::atomic<int> counter {0};
    return QStringLiteral("bloomlab-users-%1").arg(counter.fetch_add(1));
}

DbOutcome failure(DbError error, const QSqlError &sql)
{
    return {error, sql.text()};
}

// SQLite's primary result code: extended codes (2067, a unique constraint) keep it in the low byte.
int primaryCode(const QSqlError &error)
{
    return error.nativeErrorCode().toInt() & 0xff;
}

// SQLITE_BUSY (5) and SQLITE_LOCKED (6): another connection, maybe another program, holds a lock
// past the busy timeout.
bool isLockError(const QSqlError &error)
{
    const int code = primaryCode(error);
    return code == 5 || code == 6;
}

// SQLITE_NOTADB (26): the header looked right but the pages are not a database.
bool isNotDatabase(const QSqlError &error)
{
    return primaryCode(error) == 26;
}

DbOutcome checkFileBeforeOpening(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        const QFileInfo folder(info.absolutePath());
        if (!folder.isDir() || !folder.isWritable())
            return {DbError::CannotCreate, info.absolutePath()};
        return {};
    }
    if (!info.isFile())
        return {DbError::NotSqlite, path};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {DbError::ReadOnly, file.errorString()};
    const QByteArray header = file.read(16);
    // A zero-length file is an empty SQLite database (SQLite's own rule); anything else must
    // start with the format's magic string.
    if (!header.isEmpty() && header != QByteArray("SQLite format 3\0", 16))
        return {DbError::NotSqlite, path};
    // Writes need the file and, for the rollback journal beside it, its folder. Opening for
    // writing changes nothing and, unlike the permission bits, also tells root about a read-only
    // file system.
    file.close();
    if (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable()
        || !file.open(QIODevice::ReadWrite))
        return {DbError::ReadOnly, path};
    return {};
}

} // namespace

UsernameDb::UsernameDb(QString connection, QString path)
    : m_connection(std::move(connection)), m_path(std::move(path))
{ }

UsernameDb::~UsernameDb()
{
    m_queries.reset();
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen()) {
            db.rollback(); // an insert begun and never finished is not kept
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(m_connection);
}

std::unique_ptr<UsernameDb> UsernameDb::open(const QString &path, DbOutcome *outcome)
{
    DbOutcome result = checkFileBeforeOpening(path);
    if (result.ok()) {
        std::unique_ptr<UsernameDb> db(new UsernameDb(nextConnectionName(), path));
        QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), db->m_connection);
        sql.setDatabaseName(path);
        sql.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=300"));
        if (!sql.open())
            result = failure(DbError::Failed, sql.lastError());
        else
            result = db->prepareSchema();
        if (result.ok())
            result = db->readMeta();
        if (result.ok()) {
            // Write-ahead logging with NORMAL sync: a registration commits without waiting for the
            // disk each time, and a crash still leaves a consistent file (SQLite's documented pair).
            QSqlQuery pragma(sql);
            pragma.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
            pragma.exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
        }
        if (result.ok()) {
            db->m_queries = std::make_unique<Queries>(Queries {QSqlQuery(sql), QSqlQuery(sql)});
            db->m_queries->find.prepare(QStringLiteral("SELECT 1 FROM users WHERE name = ? LIMIT 1"));
            db->m_queries->insert.prepare(QStringLiteral("INSERT INTO users(name) VALUES (?)"));
            if (outcome)
                *outcome = result;
            return db;
        }
    }
    if (outcome)
        *outcome = result;
    return nullptr;
}

DbOutcome UsernameDb::prepareSchema()
{
    QSqlDatabase sql = QSqlDatabase::database(m_connection, false);
    QSqlQuery query(sql);
    // IMMEDIATE takes the write lock now: a file another program is writing is refused here,
    // before anything is read or written.
    if (!query.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        const QSqlError error = query.lastError();
        if (isLockError(error))
            return failure(DbError::Locked, error);
        if (isNotDatabase(error))
            return failure(DbError::NotSqlite, error);
        return failure(DbError::Failed, error);
    }
    const auto rollback = [&query](DbOutcome outcome) {
        query.exec(QStringLiteral("ROLLBACK"));
        return outcome;
    };
    if (!query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"))) {
        const QSqlError error = query.lastError();
        return rollback(failure(isNotDatabase(error) ? DbError::NotSqlite : DbError::Failed, error));
    }
    QStringList tables;
    while (query.next())
        tables << query.value(0).toString();
    if (tables.isEmpty()) {
        const QStringList schema = {
            QStringLiteral("CREATE TABLE schema_version(version INTEGER NOT NULL)"),
            QStringLiteral("INSERT INTO schema_version VALUES (%1)").arg(kSchemaVersion),
            QStringLiteral("CREATE TABLE generator(seed INTEGER NOT NULL, made INTEGER NOT NULL)"),
            QStringLiteral("INSERT INTO generator VALUES (%1, 0)")
                .arg(static_cast<qint64>(QRandomGenerator::global()->generate64() >> 1)),
            QStringLiteral("CREATE TABLE users(id INTEGER PRIMARY KEY, name TEXT NOT NULL "
                           "CHECK (length(name) BETWEEN 1 AND %1))")
                .arg(kMaxUsernameChars),
            QStringLiteral("CREATE UNIQUE INDEX users_by_name ON users(name)"),
        };
        for (const QString &statement : schema) {
            if (!query.exec(statement))
                return rollback(failure(DbError::Failed, query.lastError()));
        }
        if (!query.exec(QStringLiteral("COMMIT")))
            return rollback(failure(DbError::Failed, query.lastError()));
        return {};
    }
    if (!tables.contains(QLatin1String("schema_version")) || !tables.contains(QLatin1String("users"))
        || !tables.contains(QLatin1String("generator")))
        return rollback({DbError::ForeignDatabase, tables.join(QLatin1String(", "))});
    if (!query.exec(QStringLiteral("SELECT max(version) FROM schema_version")) || !query.next())
        return rollback(failure(DbError::Failed, query.lastError()));
    const int version = query.value(0).toInt();
    query.finish();
    if (version > kSchemaVersion)
        return rollback({DbError::NewerSchema, QString::number(version)});
    if (version < kSchemaVersion)
        return rollback({DbError::ForeignDatabase, QString::number(version)});
    query.exec(QStringLiteral("COMMIT"));
    return {};
}

DbOutcome UsernameDb::readMeta()
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.exec(QStringLiteral("SELECT seed, made FROM generator")) || !query.next())
        return failure(DbError::ForeignDatabase, query.lastError());
    m_seed = static_cast<std::uint64_t>(query.value(0).toLongLong());
    m_generated = static_cast<std::uint64_t>(query.value(1).toLongLong());
    return {};
}

std::int64_t UsernameDb::count()
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!query.exec(QStringLiteral("SELECT count(*) FROM users")) || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

DbOutcome UsernameDb::createUsers(std::int64_t count, RunControl &control)
{
    QSqlDatabase sql = QSqlDatabase::database(m_connection, false);
    if (!sql.transaction())
        return failure(isLockError(sql.lastError()) ? DbError::Locked : DbError::Failed, sql.lastError());
    QSqlQuery insert(sql);
    // OR IGNORE: a name someone registered by hand may equal a generated one; it is kept once.
    insert.prepare(QStringLiteral("INSERT OR IGNORE INTO users(name) VALUES (?)"));
    const auto abandon = [&sql](DbOutcome outcome) {
        sql.rollback();
        return outcome;
    };
    for (std::int64_t i = 0; i < count; ++i) {
        if (i % kPollEvery == 0) {
            if (control.isCancelled())
                return abandon({DbError::Cancelled, {}});
            control.report(static_cast<double>(i) / static_cast<double>(count));
        }
        insert.bindValue(0, generatedUsername(m_seed, m_generated + static_cast<std::uint64_t>(i)));
        if (!insert.exec())
            return abandon(failure(DbError::Failed, insert.lastError()));
    }
    QSqlQuery made(sql);
    made.prepare(QStringLiteral("UPDATE generator SET made = ?"));
    made.bindValue(0, static_cast<qint64>(m_generated + static_cast<std::uint64_t>(count)));
    if (!made.exec())
        return abandon(failure(DbError::Failed, made.lastError()));
    if (!sql.commit())
        return abandon(
            failure(isLockError(sql.lastError()) ? DbError::Locked : DbError::Failed, sql.lastError()));
    m_generated += static_cast<std::uint64_t>(count);
    control.report(1.0);
    return {};
}

DbOutcome UsernameDb::forEachName(const std::function<bool(const QString &)> &visit, RunControl &control)
{
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT name FROM users ORDER BY id")))
        return failure(DbError::Failed, query.lastError());
    for (qint64 row = 0; query.next(); ++row) {
        if (row % kPollEvery == 0 && control.isCancelled())
            return {DbError::Cancelled, {}};
        if (!visit(query.value(0).toString()))
            return {DbError::Cancelled, {}};
    }
    if (query.lastError().isValid())
        return failure(DbError::Failed, query.lastError());
    return {};
}

std::optional<bool> UsernameDb::contains(const QString &name, DbOutcome *outcome)
{
    QSqlQuery &find = m_queries->find;
    find.bindValue(0, name);
    if (!find.exec()) {
        if (outcome)
            *outcome = failure(
                isLockError(find.lastError()) ? DbError::Locked : DbError::Failed, find.lastError());
        return std::nullopt;
    }
    const bool taken = find.next();
    find.finish();
    return taken;
}

DbOutcome UsernameDb::beginInsert(const QString &name)
{
    QSqlDatabase sql = QSqlDatabase::database(m_connection, false);
    if (!sql.transaction())
        return failure(isLockError(sql.lastError()) ? DbError::Locked : DbError::Failed, sql.lastError());
    QSqlQuery &insert = m_queries->insert;
    insert.bindValue(0, name);
    if (!insert.exec()) {
        const QSqlError error = insert.lastError();
        sql.rollback();
        // SQLITE_CONSTRAINT (19): the unique index already has the name.
        return failure(primaryCode(error) == 19 ? DbError::NameTaken : DbError::Failed, error);
    }
    return {};
}

DbOutcome UsernameDb::finishInsert(bool commit)
{
    QSqlDatabase sql = QSqlDatabase::database(m_connection, false);
    if (!commit) {
        sql.rollback();
        return {};
    }
    if (!sql.commit()) {
        const QSqlError error = sql.lastError();
        sql.rollback();
        return failure(isLockError(error) ? DbError::Locked : DbError::Failed, error);
    }
    return {};
}

} // namespace systems
