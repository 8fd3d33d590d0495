#pragma once
// The sign-up system's database: a real SQLite file through Qt Sql, with a users table indexed on
// the name and a schema version. A connection belongs to the thread that opened it (Qt Sql's
// rule), so each run on a worker thread opens its own; SQLite's locking keeps them consistent.
// Opening never modifies a file it refuses: the checks run before the first write.
#include "systemsengine/runcontrol.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace systems {

enum class DbError {
    None,
    NotSqlite, // the file exists and is something else
    ForeignDatabase, // an SQLite file with tables that are not BloomLab's
    NewerSchema, // written by a newer BloomLab
    ReadOnly, // the file or its folder cannot be written
    Locked, // another program holds a lock on it
    CannotCreate, // the folder is missing or not writable
    NameTaken, // a registration of a name already there
    Failed, // SQLite said no for another reason (detail holds its words, for the log)
    Cancelled,
};

struct DbOutcome {
    DbError error = DbError::None;
    QString detail; // SQLite's own text, never shown alone
    [[nodiscard]] bool ok() const { return error == DbError::None; }
};

class UsernameDb {
public:
    static constexpr int kSchemaVersion = 1;
    static constexpr std::int64_t kMinCreate = 10'000;
    static constexpr std::int64_t kMaxCreate = 10'000'000;

    // Opens (or creates) the database at `path`. Null with the reason when it refuses.
    static std::unique_ptr<UsernameDb> open(const QString &path, DbOutcome *outcome);
    ~UsernameDb();
    UsernameDb(const UsernameDb &) = delete;
    UsernameDb &operator=(const UsernameDb &) = delete;

    [[nodiscard]] const QString &path() const { return m_path; }
    [[nodiscard]] std::int64_t count();
    // The seed of the generated names and how many the table has had made, so "Create users" on
    // a reopened file continues the same sequence instead of repeating names.
    [[nodiscard]] std::uint64_t seed() const { return m_seed; }
    [[nodiscard]] std::uint64_t generatedSoFar() const { return m_generated; }

    // Adds `count` generated names in one transaction: Cancel, a full disk or a lost lock leave
    // the table exactly as it was.
    DbOutcome createUsers(std::int64_t count, RunControl &control);
    // Streams every name once, in rowid order (the way the article's code builds its filter).
    DbOutcome forEachName(const std::function<bool(const QString &)> &visit, RunControl &control);
    // Taken or free; nullopt when the query failed (outcome says why).
    std::optional<bool> contains(const QString &name, DbOutcome *outcome = nullptr);

    // Registration in two halves, so a filter elsewhere is written inside the transaction:
    // beginInsert adds the row uncommitted; finishInsert commits it or rolls it back.
    DbOutcome beginInsert(const QString &name);
    DbOutcome finishInsert(bool commit);

private:
    UsernameDb(QString connection, QString path);
    DbOutcome prepareSchema();
    DbOutcome readMeta();

    struct Queries;
    QString m_connection;
    QString m_path;
    std::uint64_t m_seed = 0;
    std::uint64_t m_generated = 0;
    std::unique_ptr<Queries> m_queries;
};

} // namespace systems
