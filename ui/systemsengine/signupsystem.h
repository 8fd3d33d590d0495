#pragma once
// The sign-up system of the Urdu and Thai articles, end to end: a users table in SQLite, a filter
// in front of it (in process or in Redis) built by streaming every row once, and a full in-memory
// cache of names for comparison. Every call is synchronous and meant for one worker at a time;
// each opens its own database connection (Qt Sql ties one to its thread) and keeps the filter,
// the cache and the Redis connection between calls.
#include "systemsengine/namecache.h"
#include "systemsengine/runcontrol.h"
#include "systemsengine/signupfilter.h"
#include "systemsengine/usernamedb.h"
#include "systemsengine/usernames.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <thread>

namespace systems {

struct SignupOutcome {
    DbError db = DbError::None;
    RedisError redis = RedisError::None;
    NameRefusal name = NameRefusal::None;
    std::optional<bloom::Error> core; // the filter does not fit, or its size is out of range
    bool cancelled = false;
    bool noFilter = false; // a check or a workload before any filter was built
    QString detail; // SQLite's or Redis's own words, for the log
    [[nodiscard]] bool ok() const
    {
        return db == DbError::None && redis == RedisError::None && name == NameRefusal::None && !core
            && !cancelled && !noFilter;
    }
};

struct FilterShape {
    std::uint64_t names = 0; // rows streamed in
    std::uint64_t bits = 0;
    std::uint32_t hashes = 0;
    double targetRate = 0;
    FilterHome home = FilterHome::InProcess;
    bool cacheBuilt = false; // false when every name would not fit in memory
};

// One way of answering "is this name taken?", over a workload.
struct WayStats {
    std::uint64_t checks = 0;
    std::uint64_t databaseQueries = 0;
    std::uint64_t queriesAvoided = 0;
    std::uint64_t falsePositives = 0; // free names the filter called "maybe": a query for nothing
    std::uint64_t roundTrips = 0; // to Redis
    double meanMicros = 0;
    double p99Micros = 0;
};

struct WorkloadResult {
    std::uint64_t takenNames = 0;
    std::uint64_t freeNames = 0;
    WayStats databaseOnly;
    WayStats filterFirst;
    WayStats cache; // checks = 0 when the cache was not built
    std::uint64_t filterBytes = 0;
    std::uint64_t cacheBytes = 0;
    // Both must stay 0: a taken name the filter called absent, a cache that disagrees with the table.
    std::uint64_t filterFalseNegatives = 0;
    std::uint64_t cacheMismatches = 0;
};

// One name, checked the three ways; what each path did.
struct NameCheck {
    bool taken = false; // the database's answer, the truth
    bool filterSaidMaybe = false;
    bool askedDatabase = false; // filter first: only on "maybe"
    [[nodiscard]] bool falsePositive() const { return filterSaidMaybe && !taken; }
    double databaseMicros = 0;
    double filterFirstMicros = 0;
};

struct SignupCounts {
    std::int64_t databaseRows = -1;
    std::uint64_t filterNames = 0;
    std::uint64_t cacheNames = 0;
};

class SignupSystem {
public:
    static constexpr std::uint64_t kMinWorkload = 100;
    static constexpr std::uint64_t kMaxWorkload = 1'000'000;

    explicit SignupSystem(QString databasePath);
    ~SignupSystem();

    [[nodiscard]] const QString &databasePath() const { return m_path; }
    // Opens the file (creating it when new) and counts its rows: the checks of a foreign, newer,
    // read-only or locked file happen here, before anything is written.
    SignupOutcome open(SignupCounts *counts);
    SignupOutcome createUsers(std::int64_t count, RunControl &control);
    // Sizes the filter from the row count and p (core's optimal m and k), streams every row into
    // it and into the cache. With Redis, `connection` is where the bits go. The hash seed is
    // secret and random unless one is given (tests compare filters built with the same seed).
    SignupOutcome buildFilter(double targetRate, std::unique_ptr<RedisConnection> connection,
        RunControl &control, std::uint64_t seed = 0);
    [[nodiscard]] const std::optional<FilterShape> &filterShape() const { return m_shape; }
    // Drops the filter (the page's "use the in-process filter" after Redis failed, before a rebuild).
    void dropFilter();

    // `count` sign-ups, a share of them for names already taken, in a random order from `seed`.
    SignupOutcome runWorkload(std::uint64_t count, double takenShare, std::uint64_t seed, RunControl &control,
        WorkloadResult *result);
    SignupOutcome check(const QString &name, NameCheck *result);
    // Inserts into the database and the filter together: the row is committed only once the
    // filter has the name, so a Redis that fails in between leaves neither changed.
    SignupOutcome registerName(const QString &name);
    SignupOutcome counts(SignupCounts *counts);
    // Closes the database connection; a worker calls it before its thread ends.
    void closeConnection();

private:
    SignupOutcome openDb(UsernameDb **db);
    // A name's refusal, a missing filter or the database's, before a check or a registration.
    SignupOutcome prepareForName(const QString &name, UsernameDb **db);
    SignupOutcome check(const QString &name, NameCheck *result, UsernameDb *db, bool databaseFirst);

    QString m_path;
    std::unique_ptr<UsernameDb> m_db;
    std::thread::id m_dbThread;
    std::unique_ptr<SignupFilter> m_filter;
    std::unique_ptr<NameCache> m_cache;
    std::optional<FilterShape> m_shape;
    std::uint64_t m_nameSeed = 0;
    std::uint64_t m_generated = 0;
};

} // namespace systems
