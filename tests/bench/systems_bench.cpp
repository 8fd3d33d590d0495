// bloomlab-systemsbench: the Systems page's figures on this machine, printed, never judged by
// time: sign-up checks per second at a million users through the in-process filter, through a
// filter in Redis (one pipelined round trip per check) and straight to SQLite; RocksDB lookups of
// missing keys per second with and without filters. Ratios compare runs made seconds apart in
// the same process, since these machines are noisy. It exits non-zero only on a wrong answer
// (a false negative, a cache or database that disagrees), so CTest runs it with --quick.
#include "systemsengine/lsmstore.h"
#include "systemsengine/privateredis.h"
#include "systemsengine/signupsystem.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <cstdio>
#include <cstring>

using namespace systems;

namespace {

double perSecond(double micros)
{
    return micros > 0 ? 1e6 / micros : 0.0;
}

bool signupFigures(bool quick)
{
    const std::int64_t users = quick ? 100'000 : 1'000'000;
    const std::uint64_t checks = quick ? 10'000 : 100'000;
    QTemporaryDir folder;
    SignupSystem local(folder.filePath(QStringLiteral("users.db")));
    RunControl control;
    if (!local.createUsers(users, control).ok() || !local.buildFilter(0.01, nullptr, control).ok()) {
        std::printf("signup: could not build the database\n");
        return false;
    }
    WorkloadResult inProcess;
    if (!local.runWorkload(checks, 0.5, 1, control, &inProcess).ok())
        return false;

    RedisOutcome outcome;
    auto server = PrivateRedisServer::launch(&outcome);
    if (server)
        outcome = server->waitUntilReady();
    WorkloadResult redis;
    bool redisRan = false;
    if (server && outcome.ok()) {
        SignupSystem remote(folder.filePath(QStringLiteral("users.db")));
        auto connection = RedisConnection::connect(server->endpoint(), &outcome);
        redisRan = connection && remote.buildFilter(0.01, std::move(connection), control).ok()
            && remote.runWorkload(checks, 0.5, 1, control, &redis).ok();
    }
    std::printf("\nsign-up checks at %lld users, %llu checks, half of them taken names (p = 1%%):\n",
        static_cast<long long>(users), static_cast<unsigned long long>(checks));
    std::printf("  straight to SQLite:       %10.0f checks/s (mean %.2f us, p99 %.2f us)\n",
        perSecond(inProcess.databaseOnly.meanMicros), inProcess.databaseOnly.meanMicros,
        inProcess.databaseOnly.p99Micros);
    std::printf(
        "  in-process filter first:  %10.0f checks/s (mean %.2f us, p99 %.2f us), %llu queries avoided\n",
        perSecond(inProcess.filterFirst.meanMicros), inProcess.filterFirst.meanMicros,
        inProcess.filterFirst.p99Micros,
        static_cast<unsigned long long>(inProcess.filterFirst.queriesAvoided));
    if (redisRan)
        std::printf(
            "  Redis filter first:       %10.0f checks/s (mean %.2f us, p99 %.2f us), %llu round trips\n",
            perSecond(redis.filterFirst.meanMicros), redis.filterFirst.meanMicros,
            redis.filterFirst.p99Micros, static_cast<unsigned long long>(redis.filterFirst.roundTrips));
    else
        std::printf("  Redis filter first:       n/a (no redis-server could be started)\n");
    std::printf("  filter %llu bytes, cache of every name %llu bytes (%.0fx)\n",
        static_cast<unsigned long long>(inProcess.filterBytes),
        static_cast<unsigned long long>(inProcess.cacheBytes),
        inProcess.filterBytes ? double(inProcess.cacheBytes) / double(inProcess.filterBytes) : 0.0);
    std::printf("systems signup_sqlite_per_s=%.0f signup_filter_per_s=%.0f signup_redis_per_s=%.0f "
                "filter_vs_sqlite=%.2f redis_vs_sqlite=%.2f\n",
        perSecond(inProcess.databaseOnly.meanMicros), perSecond(inProcess.filterFirst.meanMicros),
        redisRan ? perSecond(redis.filterFirst.meanMicros) : 0.0,
        inProcess.databaseOnly.meanMicros / inProcess.filterFirst.meanMicros,
        redisRan ? inProcess.databaseOnly.meanMicros / redis.filterFirst.meanMicros : 0.0);
    const bool right = inProcess.filterFalseNegatives == 0 && inProcess.cacheMismatches == 0
        && (!redisRan || redis.filterFalseNegatives == 0);
    if (!right)
        std::printf("WRONG: a false negative or a cache that disagrees with the database\n");
    return right;
}

bool rocksdbFigures(bool quick)
{
    LsmSettings settings;
    settings.keysPerFile = quick ? 2000 : 10'000;
    RunControl control;
    auto throughput = LsmStore::measureThroughput(settings, quick ? 10'000 : 100'000, control);
    if (!throughput) {
        std::printf("rocksdb: %s\n", throughput.error().detail.c_str());
        return false;
    }
    std::printf("\nRocksDB lookups of missing keys, %d overlapping SST files x %d keys, 10 bits per key, no "
                "block cache:\n",
        settings.files, settings.keysPerFile);
    std::printf("  with filters:    %10.0f lookups/s\n  without filters: %10.0f lookups/s\n",
        throughput.value().withFilters, throughput.value().withoutFilters);
    std::printf("systems rocksdb_with_filters_per_s=%.0f rocksdb_without_filters_per_s=%.0f ratio=%.1f\n",
        throughput.value().withFilters, throughput.value().withoutFilters,
        throughput.value().withoutFilters > 0
            ? throughput.value().withFilters / throughput.value().withoutFilters
            : 0.0);
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const bool signup = signupFigures(quick);
    const bool rocksdb = rocksdbFigures(quick);
    return signup && rocksdb ? 0 : 1;
}
