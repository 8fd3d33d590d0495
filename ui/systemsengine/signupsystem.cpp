#include "signupsystem.h"

#include <bloom/math.h>
#include <bloom/memory.h>

#include <algorithm>
#include <chrono>
#include <random>
#include <thread>
#include <vector>

namespace systems {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kPipelineNames = 1000; // names per Redis pipeline while building
// Free names come from indices far past any table this page makes, so they stay free unless
// someone registers exactly that name.
constexpr std::uint64_t kFreeIndexBase = 1'000'000'000'000ULL;
// What one cached name costs at most, to refuse a cache that would not fit before building it:
// a node, a bucket and a heap buffer for a long name.
constexpr std::uint64_t kCacheBytesPerName = 96;

double micros(Clock::duration d)
{
    return std::chrono::duration<double, std::micro>(d).count();
}

void summarise(std::vector<float> &times, WayStats &way)
{
    if (times.empty())
        return;
    double total = 0;
    for (const float t : times)
        total += t;
    way.meanMicros = total / static_cast<double>(times.size());
    const auto p99 = times.begin() + static_cast<std::ptrdiff_t>((times.size() - 1) * 99 / 100);
    std::nth_element(times.begin(), p99, times.end());
    way.p99Micros = *p99;
}

SignupOutcome fromDb(const DbOutcome &db)
{
    SignupOutcome outcome;
    outcome.db = db.error;
    outcome.cancelled = db.error == DbError::Cancelled;
    if (outcome.cancelled)
        outcome.db = DbError::None;
    outcome.detail = db.detail;
    return outcome;
}

SignupOutcome fromRedis(const RedisOutcome &redis)
{
    SignupOutcome outcome;
    outcome.redis = redis.error;
    outcome.detail = redis.detail;
    return outcome;
}

} // namespace

SignupSystem::SignupSystem(QString databasePath) : m_path(std::move(databasePath)) { }

SignupSystem::~SignupSystem() = default;

SignupOutcome SignupSystem::openDb(UsernameDb **db)
{
    // A connection serves the thread that opened it only (Qt Sql's rule): reused on that thread,
    // opened again on another.
    if (m_db && m_dbThread == std::this_thread::get_id()) {
        *db = m_db.get();
        return {};
    }
    DbOutcome outcome;
    m_db = UsernameDb::open(m_path, &outcome);
    m_dbThread = std::this_thread::get_id();
    *db = m_db.get();
    if (m_db) {
        m_nameSeed = m_db->seed();
        m_generated = m_db->generatedSoFar();
    }
    return fromDb(outcome);
}

void SignupSystem::closeConnection()
{
    m_db.reset();
}

SignupOutcome SignupSystem::open(SignupCounts *counts)
{
    return this->counts(counts);
}

SignupOutcome SignupSystem::counts(SignupCounts *counts)
{
    UsernameDb *db = nullptr;
    SignupOutcome outcome = openDb(&db);
    if (!outcome.ok())
        return outcome;
    counts->databaseRows = db->count();
    counts->filterNames = m_filter ? m_filter->itemCount() : 0;
    counts->cacheNames = m_cache ? m_cache->size() : 0;
    return outcome;
}

SignupOutcome SignupSystem::createUsers(std::int64_t count, RunControl &control)
{
    UsernameDb *db = nullptr;
    SignupOutcome outcome = openDb(&db);
    if (!outcome.ok())
        return outcome;
    if (count < UsernameDb::kMinCreate || count > UsernameDb::kMaxCreate) {
        outcome.core = bloom::Error {bloom::Errc::ParameterOutOfRange, static_cast<std::uint64_t>(count),
            static_cast<std::uint64_t>(UsernameDb::kMaxCreate)};
        return outcome;
    }
    outcome = fromDb(db->createUsers(count, control));
    if (outcome.ok()) {
        m_generated = db->generatedSoFar();
        // The filter no longer holds every row: a check would give false negatives.
        dropFilter();
    }
    return outcome;
}

void SignupSystem::dropFilter()
{
    m_filter.reset();
    m_cache.reset();
    m_shape.reset();
}

SignupOutcome SignupSystem::buildFilter(
    double targetRate, std::unique_ptr<RedisConnection> connection, RunControl &control, std::uint64_t seed)
{
    dropFilter();
    SignupOutcome outcome;
    if (!(targetRate > 0 && targetRate < 1)) {
        outcome.core = bloom::Error {bloom::Errc::ProbabilityOutOfRange};
        return outcome;
    }
    UsernameDb *db = nullptr;
    outcome = openDb(&db);
    if (!outcome.ok())
        return outcome;
    const auto rows = static_cast<std::uint64_t>(std::max<std::int64_t>(db->count(), 0));
    FilterShape shape;
    shape.names = rows;
    shape.targetRate = targetRate;
    shape.bits = bloom::optimalBitCount(std::max<std::uint64_t>(rows, 1), targetRate);
    shape.hashes = bloom::optimalHashCount(shape.bits, std::max<std::uint64_t>(rows, 1));
    if (seed == 0)
        seed = bloom::randomSeed();
    std::unique_ptr<SignupFilter> filter;
    if (connection) {
        shape.home = FilterHome::Redis;
        RedisOutcome redis;
        filter = SignupFilter::inRedis(shape.bits, shape.hashes, seed, std::move(connection), &redis);
        if (!filter)
            return fromRedis(redis);
    } else {
        filter = SignupFilter::inProcess(shape.bits, shape.hashes, seed, &outcome.core);
        if (!filter)
            return outcome;
    }
    std::unique_ptr<NameCache> cache;
    if (bloom::checkMemory(rows * kCacheBytesPerName))
        cache = std::make_unique<NameCache>();
    shape.cacheBuilt = cache != nullptr;

    std::vector<QByteArray> batch;
    batch.reserve(kPipelineNames);
    RedisOutcome redis;
    std::uint64_t streamed = 0;
    const auto flush = [&] {
        redis = filter->add(batch);
        batch.clear();
        return redis.ok();
    };
    const DbOutcome read = db->forEachName(
        [&](const QString &name) {
            batch.push_back(name.toUtf8());
            if (cache)
                cache->add(std::string_view(
                    batch.back().constData(), static_cast<std::size_t>(batch.back().size())));
            if (++streamed % kPipelineNames == 0) {
                control.report(
                    static_cast<double>(streamed) / static_cast<double>(std::max<std::uint64_t>(rows, 1)));
                return flush();
            }
            return true;
        },
        control);
    if (!redis.ok())
        return fromRedis(redis);
    if (!read.ok())
        return fromDb(read);
    if (!batch.empty() && !flush())
        return fromRedis(redis);
    m_filter = std::move(filter);
    m_cache = std::move(cache);
    m_shape = shape;
    control.report(1.0);
    return {};
}

SignupOutcome SignupSystem::runWorkload(
    std::uint64_t count, double takenShare, std::uint64_t seed, RunControl &control, WorkloadResult *result)
{
    SignupOutcome outcome;
    if (!m_filter) {
        outcome.noFilter = true;
        return outcome;
    }
    if (count < kMinWorkload || count > kMaxWorkload || !(takenShare >= 0 && takenShare <= 1)) {
        outcome.core = bloom::Error {bloom::Errc::ParameterOutOfRange};
        return outcome;
    }
    UsernameDb *db = nullptr;
    outcome = openDb(&db);
    if (!outcome.ok())
        return outcome;
    *result = {};
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> coin(0.0, 1.0);
    std::vector<float> databaseTimes, filterTimes, cacheTimes;
    databaseTimes.reserve(count);
    filterTimes.reserve(count);
    cacheTimes.reserve(m_cache ? count : 0);
    const std::uint64_t roundTripsBefore = m_filter->roundTrips();
    for (std::uint64_t i = 0; i < count; ++i) {
        if (i % 256 == 0) {
            if (control.isCancelled()) {
                outcome.cancelled = true;
                return outcome;
            }
            control.report(static_cast<double>(i) / static_cast<double>(count));
        }
        const bool pickTaken = m_generated > 0 && coin(random) < takenShare;
        const QString name = pickTaken
            ? generatedUsername(m_nameSeed, random() % m_generated)
            : generatedUsername(m_nameSeed, kFreeIndexBase + random() % kFreeIndexBase);
        NameCheck check;
        // Alternate which way goes first, so neither always finds SQLite's pages warm.
        SignupOutcome checked = this->check(name, &check, db, i % 2 == 0);
        if (!checked.ok())
            return checked;
        (check.taken ? result->takenNames : result->freeNames) += 1;
        databaseTimes.push_back(static_cast<float>(check.databaseMicros));
        filterTimes.push_back(static_cast<float>(check.filterFirstMicros));
        if (!check.filterSaidMaybe && check.taken)
            ++result->filterFalseNegatives;
        result->filterFirst.falsePositives += check.falsePositive() ? 1 : 0;
        result->filterFirst.databaseQueries += check.askedDatabase ? 1 : 0;
        if (m_cache) {
            const QByteArray bytes = name.toUtf8();
            const auto start = Clock::now();
            const bool cached = m_cache->contains(
                std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
            cacheTimes.push_back(static_cast<float>(micros(Clock::now() - start)));
            result->cacheMismatches += cached != check.taken ? 1 : 0;
        }
    }
    result->databaseOnly.checks = count;
    result->databaseOnly.databaseQueries = count;
    result->filterFirst.checks = count;
    result->filterFirst.queriesAvoided = count - result->filterFirst.databaseQueries;
    result->filterFirst.roundTrips = m_filter->roundTrips() - roundTripsBefore;
    result->cache.checks = m_cache ? count : 0;
    result->cache.queriesAvoided = result->cache.checks;
    summarise(databaseTimes, result->databaseOnly);
    summarise(filterTimes, result->filterFirst);
    summarise(cacheTimes, result->cache);
    const RedisOutcome memory = m_filter->memoryBytes(&result->filterBytes);
    if (!memory.ok())
        return fromRedis(memory);
    result->cacheBytes = m_cache ? m_cache->memoryBytes() : 0;
    control.report(1.0);
    return {};
}

SignupOutcome SignupSystem::prepareForName(const QString &name, UsernameDb **db)
{
    SignupOutcome outcome;
    outcome.name = checkUsername(name);
    if (!outcome.ok())
        return outcome;
    if (!m_filter) {
        outcome.noFilter = true;
        return outcome;
    }
    return openDb(db);
}

SignupOutcome SignupSystem::check(const QString &name, NameCheck *result)
{
    UsernameDb *db = nullptr;
    const SignupOutcome outcome = prepareForName(name, &db);
    if (!outcome.ok())
        return outcome;
    return check(name, result, db, true);
}

SignupOutcome SignupSystem::check(const QString &name, NameCheck *result, UsernameDb *db, bool databaseFirst)
{
    const QByteArray bytes = name.toUtf8();
    DbOutcome dbOutcome;
    const auto askDatabase = [&]() -> bool {
        const auto start = Clock::now();
        const std::optional<bool> taken = db->contains(name, &dbOutcome);
        result->databaseMicros = micros(Clock::now() - start);
        result->taken = taken.value_or(false);
        return taken.has_value();
    };
    const auto askFilterFirst = [&]() -> RedisOutcome {
        const auto start = Clock::now();
        const RedisOutcome redis = m_filter->mightContain(bytes, &result->filterSaidMaybe);
        if (redis.ok() && result->filterSaidMaybe) {
            result->askedDatabase = true;
            db->contains(name, &dbOutcome);
        }
        result->filterFirstMicros = micros(Clock::now() - start);
        return redis;
    };
    RedisOutcome redis;
    if (databaseFirst) {
        if (!askDatabase())
            return fromDb(dbOutcome);
        redis = askFilterFirst();
    } else {
        redis = askFilterFirst();
        if (redis.ok() && !askDatabase())
            return fromDb(dbOutcome);
    }
    if (!redis.ok())
        return fromRedis(redis);
    return fromDb(dbOutcome);
}

SignupOutcome SignupSystem::registerName(const QString &name)
{
    UsernameDb *db = nullptr;
    SignupOutcome outcome = prepareForName(name, &db);
    if (!outcome.ok())
        return outcome;
    outcome = fromDb(db->beginInsert(name));
    if (!outcome.ok())
        return outcome;
    const QByteArray bytes = name.toUtf8();
    const RedisOutcome redis = m_filter->add(std::span(&bytes, 1));
    if (!redis.ok()) {
        db->finishInsert(false);
        return fromRedis(redis);
    }
    // Should the commit fail now, the filter holds one name too many: a false positive at worst,
    // never a false negative.
    outcome = fromDb(db->finishInsert(true));
    if (outcome.ok() && m_cache)
        m_cache->add(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    return outcome;
}

} // namespace systems
