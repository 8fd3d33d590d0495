#include "signupcontroller.h"

#include "common/numberformat.h"
#include "systems/systemrun.h"
#include "systems/systemsmessages.h"
#include "systemsengine/privateredis.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>

using namespace systems;

SignupController::SignupController(QObject *parent) : SystemController(EdgeCount, NodeCount, parent)
{
    m_settings.databasePath = defaultDatabasePath();
    m_system = std::make_unique<SignupSystem>(m_settings.databasePath);
    describeNodes();
}

SignupController::~SignupController()
{
    // The worker uses the system and the server: it stops before they go.
    stopWorker();
}

QString SignupController::defaultDatabasePath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(folder).filePath(QStringLiteral("signup/users.db"));
}

void SignupController::setSettings(const Settings &settings)
{
    if (isBusy())
        return;
    const bool newFile = settings.databasePath != m_settings.databasePath;
    const bool newHome = settings.home != m_settings.home || settings.host != m_settings.host
        || settings.port != m_settings.port || settings.password != m_settings.password;
    m_settings = settings;
    if (newHome && m_settings.home != Home::PrivateRedis)
        m_server.reset(); // the private server stops when it is no longer where the filter lives
    if (newFile) {
        m_system = std::make_unique<SignupSystem>(m_settings.databasePath);
        m_shape.reset();
        m_counts = {}; // the old file's counts say nothing about the new one
        clearRun();
        describeNodes();
        openDatabase();
    }
    emit changed();
}

void SignupController::start(const QString &doing, Work work, std::function<void()> after)
{
    auto outcome = std::make_shared<SignupOutcome>();
    auto counts = std::make_shared<SignupCounts>();
    SignupSystem *system = m_system.get();
    const bool started = run()->start(
        [system, work = std::move(work), outcome, counts](RunControl &control) {
            *outcome = work(*system, control);
            // The counts after every action, so the page shows the table as it now is.
            if (!outcome->cancelled && outcome->db == DbError::None)
                system->counts(counts.get());
            system->closeConnection(); // it belongs to this thread, which ends now
        },
        [this, outcome, counts, after = std::move(after)] {
            if (counts->databaseRows >= 0)
                refreshCounts(*counts);
            m_shape = m_system->filterShape();
            finish(*outcome, after);
        });
    if (started)
        setStatus(doing, Tone::Secondary);
}

void SignupController::finish(const SignupOutcome &outcome, const std::function<void()> &after)
{
    m_offerInProcess = outcome.redis != RedisError::None && outcome.redis != RedisError::TooLarge;
    describeNodes();
    if (!outcome.ok()) {
        setStatus(SystemsMessages::forSignup(outcome, m_settings.databasePath),
            outcome.cancelled ? Tone::Secondary : Tone::Error);
        return;
    }
    setStatus({});
    if (after)
        after();
    emit changed();
}

void SignupController::refreshCounts(const SignupCounts &counts)
{
    m_counts = counts;
}

void SignupController::openDatabase()
{
    const QString folder = QFileInfo(m_settings.databasePath).absolutePath();
    // The default folder is BloomLab's own, made on first use; a folder the user chose must exist.
    if (m_settings.databasePath == defaultDatabasePath())
        QDir().mkpath(folder);
    start(
        tr("Opening the database…"),
        [](SignupSystem &system, RunControl &) {
            SignupCounts ignored;
            return system.open(&ignored);
        },
        [this] {
            setStatus(m_counts.databaseRows == 0
                    ? tr("The database is empty: create users to fill its users table.")
                    : tr("The database has %1 names.").arg(NumberFormat::integer(m_counts.databaseRows)));
        });
}

void SignupController::createUsers()
{
    const qint64 count = m_settings.usersToCreate;
    const bool hadFilter = m_shape.has_value();
    start(
        tr("Creating %1 users in one transaction…").arg(NumberFormat::integer(count)),
        [count](SignupSystem &system, RunControl &control) { return system.createUsers(count, control); },
        [this, count, hadFilter] {
            const QString added = NumberFormat::integer(count);
            const QString rows = NumberFormat::integer(m_counts.databaseRows);
            setStatus(hadFilter
                    ? tr("Added %1 names; the table now has %2. Build the filter again: it holds only "
                         "the names it was built from.")
                          .arg(added, rows)
                    : tr("Added %1 names; the table now has %2. Now build the filter from them.")
                          .arg(added, rows));
            clearRun();
        });
}

void SignupController::buildFilter()
{
    if (isBusy())
        return;
    const double rate = m_settings.targetRate;
    const Home home = m_settings.home;
    RedisEndpoint endpoint;
    if (home == Home::PrivateRedis) {
        // Started here, on the ui thread, which lives as long as BloomLab: the server is tied to it.
        if (!m_server || !m_server->isRunning()) {
            RedisOutcome launched;
            m_server = PrivateRedisServer::launch(&launched);
            if (!m_server) {
                SignupOutcome failed;
                failed.redis = launched.error;
                failed.detail = launched.detail;
                finish(failed, {});
                return;
            }
        }
    } else if (home == Home::RedisAt) {
        endpoint.host = m_settings.host;
        endpoint.port = m_settings.port;
        endpoint.password = m_settings.password;
    }
    PrivateRedisServer *server = m_server.get();
    // The old filter goes whatever happens: its results no longer describe what is built next.
    m_shape.reset();
    clearRun();
    start(
        tr("Building the filter: streaming every name once…"),
        [rate, home, endpoint, server](SignupSystem &system, RunControl &control) {
            std::unique_ptr<RedisConnection> connection;
            if (home != Home::InProcess) {
                RedisOutcome redis;
                if (server)
                    redis = server->waitUntilReady();
                if (redis.ok())
                    connection = RedisConnection::connect(server ? server->endpoint() : endpoint, &redis);
                if (!connection) {
                    system.dropFilter();
                    SignupOutcome failed;
                    failed.redis = redis.error;
                    failed.detail = redis.detail;
                    return failed;
                }
            }
            return system.buildFilter(rate, std::move(connection), control);
        },
        [this] {
            setStatus(tr("The filter holds all %1 names.").arg(NumberFormat::integer(m_counts.filterNames)));
            clearRun();
        });
}

void SignupController::useInProcessFilter()
{
    if (isBusy())
        return;
    m_settings.home = Home::InProcess;
    m_server.reset();
    m_offerInProcess = false;
    emit changed();
    buildFilter();
}

void SignupController::runWorkload()
{
    const quint64 count = static_cast<quint64>(m_settings.workload);
    const double share = m_settings.takenShare;
    const quint64 seed = QRandomGenerator::global()->generate64();
    auto result = std::make_shared<WorkloadResult>();
    start(
        tr("Checking %1 sign-ups three ways…").arg(NumberFormat::integer(static_cast<qint64>(count))),
        [count, share, seed, result](SignupSystem &system, RunControl &control) {
            return system.runWorkload(count, share, seed, control, result.get());
        },
        [this, result] { fillResults(*result); });
}

void SignupController::checkName(const QString &name)
{
    auto check = std::make_shared<NameCheck>();
    start(
        tr("Checking…"),
        [name, check](SignupSystem &system, RunControl &) { return system.check(name, check.get()); },
        [this, name, check] {
            clearEdgeLabels();
            const QString quoted = NumberFormat::leftToRight(name);
            const QString took = SystemsMessages::micros(check->filterFirstMicros);
            if (!check->filterSaidMaybe) {
                setLit({FormToFilter, FilterBackToForm});
                setStatus(
                    tr("“%1” is free. The filter said definitely not, so the database was not asked (%2).")
                        .arg(quoted, took));
            } else if (check->taken) {
                setLit({FormToFilter, FilterToDatabase});
                setStatus(tr("“%1” is taken. The filter said maybe and the database confirmed it (%2).")
                              .arg(quoted, took));
            } else {
                setLit({FormToFilter, FilterToDatabase});
                setStatus(tr("“%1” is free, but the filter said maybe: a false positive, which cost one "
                             "database query to find out (%2).")
                              .arg(quoted, took));
            }
        });
}

void SignupController::registerName(const QString &name)
{
    start(
        tr("Registering…"), [name](SignupSystem &system, RunControl &) { return system.registerName(name); },
        [this, name] {
            clearEdgeLabels();
            setLit({FormToFilter, FilterToDatabase});
            setStatus(
                tr("Registered “%1” in the database and the filter together. The table has %2 names, the "
                   "filter %3.")
                    .arg(NumberFormat::leftToRight(name), NumberFormat::integer(m_counts.databaseRows),
                        NumberFormat::integer(static_cast<qint64>(m_counts.filterNames))));
        });
}

void SignupController::describeNodes()
{
    setNodeDetail(FilterNode, filterDescription());
    setNodeDetail(DatabaseNode, databaseDescription());
}

QString SignupController::filterDescription() const
{
    if (!m_shape)
        return tr("not built");
    const QString where = m_shape->home == FilterHome::Redis ? tr("in Redis") : tr("in this process");
    return tr("%1 · %2, k = %3")
        .arg(where, NumberFormat::bytes(double(m_shape->bits) / 8), NumberFormat::integer(m_shape->hashes));
}

QString SignupController::databaseDescription() const
{
    if (m_counts.databaseRows < 0)
        return tr("SQLite");
    return tr("SQLite · %1 names").arg(NumberFormat::integer(m_counts.databaseRows));
}

void SignupController::fillResults(const WorkloadResult &result)
{
    const bool cached = result.cache.checks > 0;
    const bool redis = m_shape && m_shape->home == FilterHome::Redis;
    const QString none = tr("—");
    ResultSheet sheet;
    sheet.corner = tr("Measured on this computer");
    sheet.columns = {tr("Database only"), tr("Filter first"), tr("Cache of every name")};
    const WayStats &db = result.databaseOnly;
    const WayStats &filter = result.filterFirst;
    const WayStats &cache = result.cache;
    sheet.addRow(tr("Sign-up checks"),
        {Sheet::count(db.checks), Sheet::count(filter.checks), cached ? Sheet::count(cache.checks) : none},
        {Sheet::raw(db.checks), Sheet::raw(filter.checks), cached ? Sheet::raw(cache.checks) : std::nullopt});
    sheet.addRow(tr("Queries sent to the database"),
        {Sheet::count(db.databaseQueries), Sheet::count(filter.databaseQueries), Sheet::count(0)},
        {Sheet::raw(db.databaseQueries), Sheet::raw(filter.databaseQueries), Sheet::raw(0)});
    sheet.addRow(tr("Queries avoided"),
        {Sheet::count(0), Sheet::count(filter.queriesAvoided),
            cached ? Sheet::count(cache.queriesAvoided) : none},
        {Sheet::raw(0), Sheet::raw(filter.queriesAvoided),
            cached ? Sheet::raw(cache.queriesAvoided) : std::nullopt});
    sheet.addRow(tr("False positives (a query for a free name)"),
        {none, Sheet::count(filter.falsePositives), none},
        {std::nullopt, Sheet::raw(filter.falsePositives), std::nullopt});
    if (redis)
        sheet.addRow(tr("Round trips to Redis"), {none, Sheet::count(filter.roundTrips), none},
            {std::nullopt, Sheet::raw(filter.roundTrips), std::nullopt});
    sheet.addRow(tr("Mean time per check"),
        {SystemsMessages::micros(db.meanMicros), SystemsMessages::micros(filter.meanMicros),
            cached ? SystemsMessages::micros(cache.meanMicros) : none},
        {db.meanMicros, filter.meanMicros, cached ? std::optional<double>(cache.meanMicros) : std::nullopt});
    sheet.addRow(tr("99th percentile time"),
        {SystemsMessages::micros(db.p99Micros), SystemsMessages::micros(filter.p99Micros),
            cached ? SystemsMessages::micros(cache.p99Micros) : none},
        {db.p99Micros, filter.p99Micros, cached ? std::optional<double>(cache.p99Micros) : std::nullopt});
    sheet.addRow(tr("Memory in front of the database"),
        {none, NumberFormat::bytes(double(result.filterBytes)),
            cached ? NumberFormat::bytes(double(result.cacheBytes)) : tr("would not fit")},
        {std::nullopt, Sheet::raw(result.filterBytes),
            cached ? Sheet::raw(result.cacheBytes) : std::nullopt});
    setResults(sheet);

    setEdgeLabel(FormToFilter, tr("%1 checks").arg(Sheet::count(filter.checks)));
    setEdgeLabel(FilterToDatabase, tr("%1 maybe").arg(Sheet::count(filter.databaseQueries)));
    setEdgeLabel(FilterBackToForm, tr("%1 definitely not").arg(Sheet::count(filter.queriesAvoided)));
    setLit({});
    const double rate = result.freeNames ? double(filter.falsePositives) / double(result.freeNames) : 0.0;
    QString summary = tr("%1 taken and %2 free names. The filter sent %3 of the free names to the database "
                         "anyway: %4, against the %5 it was built for.")
                          .arg(Sheet::count(result.takenNames), Sheet::count(result.freeNames),
                              Sheet::count(filter.falsePositives), SystemsMessages::percent(rate),
                              SystemsMessages::percent(m_settings.targetRate));
    if (filter.meanMicros > db.meanMicros) {
        summary += QLatin1Char(' ')
            + (redis ? tr("Filter first was slower here: this SQLite runs inside BloomLab with its pages in "
                          "memory, so a query costs less than a round trip to Redis. A database across a "
                          "network costs a round trip per query too, and that is what the filter saves.")
                     : tr("Filter first was slower here: this SQLite runs inside BloomLab with its pages in "
                          "memory, so a query costs microseconds. A database across a network costs a round "
                          "trip per query, and that is what the filter saves."));
    }
    setStatus(summary);
}
