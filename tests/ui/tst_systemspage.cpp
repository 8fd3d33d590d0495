// The Systems page as a user drives it, through its controllers with the widgets on screen
// (offscreen): the sign-up system from an empty database to a registration, a Redis that cannot
// be reached named and replaced by the in-process filter, the storage engine's lookups, batch,
// scan and compaction, links to a tab, and the page's settings through a session. The crawler's
// memory figures agree with each other; a refused run leaves no old results. What shows at
// 1,280 x 800 and what the boxes read is tst_systemslayout's.
#include "systems/cdncontroller.h"
#include "systems/crawlercontroller.h"
#include "systems/resultstable.h"
#include "systems/safebrowsingcontroller.h"
#include "systems/signupcontroller.h"
#include "systems/simcharts.h"
#include "systems/sstfilesview.h"
#include "systems/storagecontroller.h"
#include "systems/systemdiagram.h"
#include "systems/systemrun.h"
#include "systems/systemspage.h"
#include "systems/systemssection.h"

#include "systemschecks.h"

#include "common/numberformat.h"
#include "session/sessionjson.h"
#include "shell/languages.h"
#include "shell/mainwindow.h"
#include "shell/pagecatalog.h"

#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using SystemsChecks::buttonNamed;
using SystemsChecks::finish;

class TestSystemsPage : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_folder;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Session::Sections::add(systemsSectionFormat());
    }

    void cleanup() { Languages::apply(*qApp, QStringLiteral("en")); }

    void linksOpenATab()
    {
        SystemsPage page;
        QVERIFY(page.tabs()->count() >= 2);
        QVERIFY(page.showPlace(QStringLiteral("storage")));
        QCOMPARE(page.tabs()->currentIndex(), 1);
        QVERIFY(page.showPlace(QStringLiteral("signup")));
        QCOMPARE(page.tabs()->currentIndex(), 0);
        QVERIFY(!page.showPlace(QStringLiteral("nowhere")));
        QVERIFY(page.currentDiagram());
    }

    void signupFromAnEmptyDatabaseToARegistration()
    {
        SystemsPage page;
        page.show();
        SignupController *signup = page.signup();
        finish(signup);
        SignupController::Settings settings = signup->settings();
        settings.databasePath = m_folder.filePath(QStringLiteral("page.db"));
        settings.usersToCreate = 10'000;
        settings.workload = 2000;
        signup->setSettings(settings);
        finish(signup);
        QCOMPARE(signup->counts().databaseRows, 0);
        signup->createUsers();
        finish(signup);
        QCOMPARE(signup->counts().databaseRows, 10'000);
        // The controls below the filter's description stay put when it grows to name the filter.
        QPushButton *build = buttonNamed(page, QStringLiteral("Build the filter"));
        QVERIFY(build);
        QCoreApplication::processEvents();
        const int buildTop = build->mapTo(&page, QPoint()).y();
        signup->buildFilter();
        finish(signup);
        QVERIFY(signup->shape().has_value());
        QCoreApplication::processEvents();
        QCOMPARE(build->mapTo(&page, QPoint()).y(), buildTop);
        QCOMPARE(signup->counts().filterNames, 10'000u);
        signup->runWorkload();
        finish(signup);
        QVERIFY(!signup->results().isEmpty());
        QCOMPARE(signup->results().columns.size(), 3);
        QVERIFY(signup->results().toCsv().startsWith("Measured on this computer,Database only"));
        QVERIFY(!signup->edgeLabels().at(SignupController::FormToFilter).isEmpty());

        signup->checkName(QStringLiteral("nobody_has_this_name"));
        finish(signup);
        QVERIFY(signup->litEdges().contains(SignupController::FormToFilter));
        signup->registerName(QStringLiteral("nobody_has_this_name"));
        finish(signup);
        QCOMPARE(signup->counts().databaseRows, 10'001);
        QCOMPARE(signup->counts().filterNames, 10'001u);
        QCOMPARE(signup->statusTone(), Tone::Secondary);

        signup->registerName(QStringLiteral("nobody_has_this_name"));
        finish(signup);
        QCOMPARE(signup->statusTone(), Tone::Error);
        QVERIFY(signup->status().contains(QLatin1String("taken")));
        signup->registerName(QString(40, QLatin1Char('x')));
        finish(signup);
        QVERIFY(signup->status().contains(QLatin1String("30")));
    }

    void anUnreachableRedisIsNamedAndTheInProcessFilterOffered()
    {
        SignupController signup;
        finish(&signup);
        SignupController::Settings settings = signup.settings();
        settings.databasePath = m_folder.filePath(QStringLiteral("redis.db"));
        settings.usersToCreate = 10'000;
        settings.home = SignupController::Home::RedisAt;
        settings.host = QStringLiteral("127.0.0.1");
        settings.port = 1; // nothing listens there
        signup.setSettings(settings);
        finish(&signup);
        signup.createUsers();
        finish(&signup);
        signup.buildFilter();
        finish(&signup);
        QCOMPARE(signup.statusTone(), Tone::Error);
        QVERIFY2(
            signup.status().contains(QLatin1String("No Redis server answered")), qPrintable(signup.status()));
        QVERIFY(signup.offersInProcess());
        QVERIFY(!signup.shape());
        signup.useInProcessFilter();
        finish(&signup);
        QVERIFY(signup.shape().has_value());
        QCOMPARE(signup.shape()->home, systems::FilterHome::InProcess);
        QVERIFY(!signup.offersInProcess());
    }

    void aPrivateRedisIsStartedAndStopped()
    {
        SignupController signup;
        finish(&signup);
        SignupController::Settings settings = signup.settings();
        settings.databasePath = m_folder.filePath(QStringLiteral("private.db"));
        settings.usersToCreate = 10'000;
        settings.home = SignupController::Home::PrivateRedis;
        settings.workload = 500;
        signup.setSettings(settings);
        finish(&signup);
        signup.createUsers();
        finish(&signup);
        signup.buildFilter();
        finish(&signup);
        QVERIFY2(signup.shape().has_value(), qPrintable(signup.status()));
        QCOMPARE(signup.shape()->home, systems::FilterHome::Redis);
        signup.runWorkload();
        finish(&signup);
        QVERIFY(!signup.results().isEmpty());
        // A row for the round trips appears only when the filter is in Redis.
        bool roundTrips = false;
        for (const ResultSheet::Row &row : signup.results().rows)
            roundTrips = roundTrips || row.label.contains(QLatin1String("Redis"));
        QVERIFY(roundTrips);
    }

    void storageLookupsBatchScanAndCompaction()
    {
        SystemsPage page;
        page.show();
        StorageController *storage = page.storage();
        StorageController::Settings settings = storage->settings();
        settings.files = 4;
        settings.keysPerFile = 1000;
        settings.lookups = 5000;
        storage->setSettings(settings);
        storage->build();
        finish(storage);
        QVERIFY2(storage->isBuilt(), qPrintable(storage->status()));
        QCOMPARE(int(storage->files().size()), 4);
        storage->lookup(storage->missingKey());
        finish(storage);
        QVERIFY(storage->trace().has_value());
        QVERIFY(!storage->trace()->valueWithFilters.has_value());
        QCOMPARE(storage->results().rows.size(), 4);
        storage->lookup(storage->presentKey());
        finish(storage);
        QVERIFY(storage->trace()->valueWithFilters.has_value());
        storage->runBatch();
        finish(storage);
        QVERIFY(storage->status().contains(QLatin1String("0 answers differ")));
        storage->scan(storage->presentKey());
        finish(storage);
        QCOMPARE(storage->results().rows.size(), 6);
        storage->compact(5.0);
        finish(storage);
        QCOMPARE(int(storage->files().size()), 1);
        QCOMPARE(storage->settings().bitsPerKey, 5.0);
    }

    void theCrawlerListsWhatItNeverCrawled()
    {
        CrawlerController crawler;
        CrawlerController::Settings settings = crawler.settings();
        settings.pages = 50'000;
        settings.seed = 7;
        crawler.setSettings(settings);
        crawler.crawl();
        finish(&crawler);
        QVERIFY2(crawler.result().has_value(), qPrintable(crawler.status()));
        const systems::CrawlerResult &result = *crawler.result();
        QVERIFY(result.pagesNeverCrawled > 0);
        QCOMPARE(result.firstMissed.size(), std::min<std::size_t>(result.pagesNeverCrawled, 1000));
        QVERIFY(!crawler.results().isEmpty());
        QVERIFY(!crawler.edgeLabels().at(CrawlerController::SeenBackToFrontier).isEmpty());
        settings.pages = 5; // below the engine's least
        crawler.setSettings(settings);
        crawler.crawl();
        finish(&crawler);
        QCOMPARE(crawler.statusTone(), Tone::Error);
        // The last crawl's figures were of another web: they go with the refusal.
        QVERIFY(!crawler.result());
        QVERIFY(crawler.results().isEmpty());
        QVERIFY(crawler.edgeLabels()
                    .at(CrawlerController::SeenBackToFrontier)
                    .startsWith(QLatin1String("looks")));
    }

    void crawlerMemoryFiguresAgree_data()
    {
        QTest::addColumn<int>("pages");
        QTest::newRow("10 pages, the filter two 64-bit words") << 10;
        QTest::newRow("50,000 pages") << 50'000;
    }

    // The filter's memory holds its bits (96 bits take 16 bytes), its memory per page crawled times a
    // billion is the billion-URL row "at this run's memory per page crawled", and the filter sized for
    // a billion URLs stands in a row of its own: a 10-page run showed 1.60 bytes a page and 1.2 GB
    // under that label, and "96 bits" beside 16 bytes.
    void crawlerMemoryFiguresAgree()
    {
        QFETCH(int, pages);
        CrawlerController crawler;
        CrawlerController::Settings settings = crawler.settings();
        settings.pages = pages;
        settings.seed = 7;
        crawler.setSettings(settings);
        crawler.crawl();
        finish(&crawler);
        QVERIFY2(crawler.result().has_value(), qPrintable(crawler.status()));
        const systems::CrawlerResult &r = *crawler.result();
        const auto row = [&crawler](const char *words) -> ResultSheet::Row {
            for (const ResultSheet::Row &each : crawler.results().rows)
                if (each.label.contains(QLatin1String(words)))
                    return each;
            return {};
        };
        const ResultSheet::Row memory = row("Memory of the seen set at the end");
        const ResultSheet::Row perPage = row("per page crawled");
        const ResultSheet::Row bits = row("Filter bits");
        const ResultSheet::Row atRunCost = row("at this run's memory per page crawled");
        const ResultSheet::Row sized = row("in a filter sized for them");
        for (const ResultSheet::Row *each : {&memory, &perPage, &bits, &atRunCost, &sized})
            QVERIFY(each->values.size() == 2);
        const double filterBytes = *memory.values[1];
        QVERIFY(double(r.filterBits) <= filterBytes * 8 && filterBytes * 8 < double(r.filterBits) + 64);
        QVERIFY2(bits.shown[1].contains(Sheet::count(r.filterBits))
                && bits.shown[1].contains(Sheet::count(std::uint64_t(filterBytes) * 8)),
            qPrintable(bits.shown[1]));
        QCOMPARE(*perPage.values[1], filterBytes / double(r.filterPagesCrawled));
        for (int column : {0, 1})
            QVERIFY(qAbs(*atRunCost.values[column] - *perPage.values[column] * 1e9) <= 1);
        QCOMPARE(atRunCost.shown[1], NumberFormat::bytes(*perPage.values[1] * 1e9));
        QVERIFY(!sized.values[0]);
        QCOMPARE(*sized.values[1], double((r.scale.filterBits + 63) / 64 * 8));
        QVERIFY(sized.shown[1].contains(NumberFormat::count(double(r.scale.filterBits) / 1e9, 2)));
    }

    void safeBrowsingShipsAListAndChecksAUrl()
    {
        SafeBrowsingController safe;
        SafeBrowsingController::Settings settings = safe.settings();
        settings.listSize = 5000;
        settings.checks = 5000;
        safe.setSettings(settings);
        safe.runBrowsing();
        finish(&safe);
        QVERIFY2(safe.hasSystem(), qPrintable(safe.status()));
        QVERIFY(!safe.results().isEmpty());
        safe.check(safe.listedExample());
        finish(&safe);
        QVERIFY(safe.litEdges().contains(SafeBrowsingController::ListToServer));
        safe.check(QString());
        finish(&safe);
        QCOMPARE(safe.statusTone(), Tone::Error);
        // A refused run leaves no list of other settings to check against, nor its figures.
        settings.listSize = 0;
        safe.setSettings(settings);
        safe.runBrowsing();
        finish(&safe);
        QCOMPARE(safe.statusTone(), Tone::Error);
        QVERIFY(!safe.hasSystem());
        QVERIFY(safe.results().isEmpty());
    }

    void theCdnComparesThreePolicies()
    {
        SystemsPage page;
        page.show();
        QVERIFY(page.showPlace(QStringLiteral("cdn")));
        CdnController &cdn = *page.cdn();
        CdnController::Settings settings = cdn.settings();
        settings.requests = 100'000;
        settings.catalogue = 50'000;
        settings.cacheCapacity = 1000;
        cdn.setSettings(settings);
        cdn.runTrace();
        finish(&cdn);
        QVERIFY2(cdn.result().has_value(), qPrintable(cdn.status()));
        const auto &policies = cdn.result()->policies;
        // Admitting on the second request writes fewer objects to disk than admitting all.
        QVERIFY(policies[1].diskWrites < policies[0].diskWrites);
        QCOMPARE(cdn.results().columns.size(), 3);

        // A cache larger than the catalogue is refused, and the last run's table, chart and
        // arrows, for a cache of 1,000, no longer stand beside the refusal as if they were its own.
        settings.cacheCapacity = 60'000;
        cdn.setSettings(settings);
        cdn.runTrace();
        finish(&cdn);
        QCOMPARE(cdn.statusTone(), Tone::Error);
        QCoreApplication::processEvents();
        QVERIFY(!cdn.result());
        QCOMPARE(page.findChild<ResultsTable *>()->rowCount(), 0);
        QVERIFY(!page.findChild<CdnWritesChart *>()->isVisible());
        QCOMPARE(cdn.edgeLabels().at(CdnController::CacheToFilter), QStringLiteral("miss"));
        QVERIFY(cdn.nodeDetails().at(CdnController::CacheNode).contains(QLatin1String("60,000")));
    }

    void settingsTravelInASession()
    {
        SystemsPage page;
        SignupController::Settings settings = page.signup()->settings();
        settings.databasePath = m_folder.filePath(QStringLiteral("session.db"));
        settings.targetRate = 0.005;
        settings.home = SignupController::Home::RedisAt;
        settings.host = QStringLiteral("cache.local");
        settings.port = 6380;
        settings.password = QStringLiteral("secret");
        settings.workload = 12'345;
        settings.takenShare = 0.25;
        page.signup()->setSettings(settings);
        finish(page.signup());
        page.showPlace(QStringLiteral("storage"));
        StorageController::Settings storage = page.storage()->settings();
        storage.files = 5;
        storage.bitsPerKey = 7;
        page.storage()->setSettings(storage);
        CrawlerController::Settings crawler = page.crawler()->settings();
        crawler.seed = 18'446'744'073'709'551'557ULL; // past 2^53: kept as text
        page.crawler()->setSettings(crawler);
        SafeBrowsingController::Settings safe = page.safeBrowsing()->settings();
        safe.client = SafeBrowsingController::Client::PrefixSet;
        page.safeBrowsing()->setSettings(safe);
        CdnController::Settings cdn = page.cdn()->settings();
        cdn.zipfExponent = 1.1;
        page.cdn()->setSettings(cdn);
        Session::Data session;
        page.saveSession(session);
        const QByteArray json = Session::toJson(session);
        QVERIFY(!json.contains("secret")); // a password is never written
        const Session::ReadResult result = Session::fromJson(json);
        QVERIFY(std::holds_alternative<Session::Data>(result));

        SystemsPage restored;
        restored.restoreSession(std::get<Session::Data>(result));
        finish(restored.signup());
        QCOMPARE(restored.tabs()->currentIndex(), 1);
        SignupController::Settings back = restored.signup()->settings();
        QCOMPARE(back.databasePath, settings.databasePath);
        QCOMPARE(back.targetRate, 0.005);
        QCOMPARE(back.home, SignupController::Home::RedisAt);
        QCOMPARE(back.host, QStringLiteral("cache.local"));
        QCOMPARE(back.port, 6380);
        QCOMPARE(back.workload, 12'345);
        QCOMPARE(back.takenShare, 0.25);
        QVERIFY(back.password.isEmpty());
        QVERIFY(restored.storage()->settings() == storage);
        QVERIFY(restored.crawler()->settings() == crawler);
        QVERIFY(restored.safeBrowsing()->settings() == safe);
        QVERIFY(restored.cdn()->settings() == cdn);
    }
};

QTEST_MAIN(TestSystemsPage)
#include "tst_systemspage.moc"
