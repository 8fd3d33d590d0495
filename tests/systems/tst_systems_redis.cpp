// The filter in Redis, on a private redis-server this test starts on a Unix socket: the same
// answers as the in-process filter for the same seed, round trips counted, every way of failing
// named (not installed, unreachable, wrong password, killed mid-run), and nothing lost when the
// server dies: the database keeps its rows and a registration in flight is rolled back.
#include "systemsengine/privateredis.h"
#include "systemsengine/signupsystem.h"

#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace systems;

class TestSystemsRedis : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_folder;
    QString m_database;

    static std::unique_ptr<PrivateRedisServer> startServer()
    {
        RedisOutcome outcome;
        auto server = PrivateRedisServer::launch(&outcome);
        if (!server || !server->waitUntilReady().ok())
            return nullptr;
        return server;
    }

private slots:
    void initTestCase()
    {
        m_database = m_folder.filePath(QStringLiteral("users.db"));
        SignupSystem system(m_database);
        RunControl control;
        QVERIFY(system.createUsers(20'000, control).ok());
    }

    void privateServerIsReachableOnlyWithItsPassword()
    {
        const auto server = startServer();
        QVERIFY2(server, "redis-server must be installed (scripts/deps.sh test installs it)");
        RedisEndpoint endpoint = server->endpoint();
        QVERIFY(endpoint.socketPath.endsWith(QLatin1String("redis.sock")));
        RedisOutcome outcome;
        QVERIFY(RedisConnection::connect(endpoint, &outcome));
        endpoint.password = QStringLiteral("wrong");
        QVERIFY(!RedisConnection::connect(endpoint, &outcome));
        QCOMPARE(outcome.error, RedisError::AuthFailed);
        endpoint.password.clear();
        QVERIFY(!RedisConnection::connect(endpoint, &outcome));
        QCOMPARE(outcome.error, RedisError::AuthFailed);
    }

    void nothingListeningIsUnreachable()
    {
        RedisEndpoint endpoint;
        endpoint.socketPath = m_folder.filePath(QStringLiteral("nobody.sock"));
        RedisOutcome outcome;
        QVERIFY(!RedisConnection::connect(endpoint, &outcome));
        QCOMPARE(outcome.error, RedisError::Unreachable);
    }

    void aMissingRedisIsNamed()
    {
        const QByteArray path = qgetenv("PATH");
        QTemporaryDir empty;
        qputenv("PATH", empty.path().toLocal8Bit());
        RedisOutcome outcome;
        const auto server = PrivateRedisServer::launch(&outcome);
        qputenv("PATH", path);
        QVERIFY(!server);
        QCOMPARE(outcome.error, RedisError::NotInstalled);
    }

    void aFilterTooLargeForRedisIsRefused()
    {
        const auto server = startServer();
        QVERIFY(server);
        RedisOutcome outcome;
        auto connection = RedisConnection::connect(server->endpoint(), &outcome);
        QVERIFY(!SignupFilter::inRedis(kMaxRedisBits, 7, 1, std::move(connection), &outcome));
        QCOMPARE(outcome.error, RedisError::TooLarge);
    }

    void redisAndInProcessAnswerAlike()
    {
        const auto server = startServer();
        QVERIFY(server);
        RedisOutcome outcome;
        SignupSystem local(m_database);
        SignupSystem remote(m_database);
        RunControl control;
        QVERIFY(local.buildFilter(0.02, nullptr, control, 42).ok());
        QVERIFY(remote.buildFilter(0.02, RedisConnection::connect(server->endpoint(), &outcome), control, 42)
                    .ok());
        QCOMPARE(remote.filterShape()->home, FilterHome::Redis);
        QCOMPARE(remote.filterShape()->bits, local.filterShape()->bits);
        for (int i = 0; i < 2000; ++i) {
            const QString name
                = i % 2 ? generatedUsername(0, std::uint64_t(i)) : QStringLiteral("visitor_%1").arg(i);
            NameCheck a, b;
            QVERIFY(local.check(name, &a).ok());
            QVERIFY(remote.check(name, &b).ok());
            QCOMPARE(b.filterSaidMaybe, a.filterSaidMaybe);
            QCOMPARE(b.taken, a.taken);
        }
        WorkloadResult mine, theirs;
        QVERIFY(local.runWorkload(2000, 0.5, 3, control, &mine).ok());
        QVERIFY(remote.runWorkload(2000, 0.5, 3, control, &theirs).ok());
        QCOMPARE(theirs.filterFirst.falsePositives, mine.filterFirst.falsePositives);
        QCOMPARE(theirs.filterFirst.databaseQueries, mine.filterFirst.databaseQueries);
        QCOMPARE(theirs.filterFalseNegatives, 0u);
        // One pipelined round trip per check, plus the STRLEN that measures the string.
        QCOMPARE(theirs.filterFirst.roundTrips, 2000u);
        // Redis's string holds the bits: ⌈m/8⌉ bytes, at most, as the highest bit set decides.
        QVERIFY(theirs.filterBytes <= (remote.filterShape()->bits + 7) / 8);
        QVERIFY(theirs.filterBytes > (remote.filterShape()->bits + 7) / 8 - 64);
        QVERIFY(remote.registerName(QStringLiteral("redis_newcomer")).ok());
        NameCheck after;
        QVERIFY(remote.check(QStringLiteral("redis_newcomer"), &after).ok());
        QVERIFY(after.taken && after.filterSaidMaybe);
    }

    void killedMidRunLosesNothing()
    {
        auto server = startServer();
        QVERIFY(server);
        RedisOutcome outcome;
        SignupSystem system(m_database);
        RunControl control;
        QVERIFY(
            system.buildFilter(0.01, RedisConnection::connect(server->endpoint(), &outcome), control).ok());
        SignupCounts before;
        QVERIFY(system.counts(&before).ok());

        SignupOutcome run;
        WorkloadResult result;
        RunControl workload;
        std::thread worker(
            [&] { run = system.runWorkload(SignupSystem::kMaxWorkload, 0.5, 9, workload, &result); });
        QTRY_VERIFY(workload.progress() > 0.0005);
        server->kill();
        worker.join();
        QCOMPARE(run.redis, RedisError::ConnectionLost);

        // A registration now is refused as a whole: no row without its bits.
        QCOMPARE(system.registerName(QStringLiteral("after_the_crash")).redis, RedisError::ConnectionLost);
        SignupCounts after;
        QVERIFY(system.counts(&after).ok());
        QCOMPARE(after.databaseRows, before.databaseRows);

        // The page then offers the in-process filter; it works at once.
        QVERIFY(system.buildFilter(0.01, nullptr, control).ok());
        QVERIFY(system.registerName(QStringLiteral("after_the_crash")).ok());
        QVERIFY(system.counts(&after).ok());
        QCOMPARE(after.databaseRows, before.databaseRows + 1);
        QCOMPARE(after.filterNames, std::uint64_t(after.databaseRows));
    }
};

QTEST_GUILESS_MAIN(TestSystemsRedis)
#include "tst_systems_redis.moc"
