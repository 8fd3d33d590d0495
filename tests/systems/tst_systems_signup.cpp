// The sign-up system on a real SQLite file: creating and reopening the users table, the filter
// built by streaming the rows, a workload checked three ways, registrations that keep every
// count in step, and each kind of bad file or name refused without touching anything.
#include "systemsengine/signupsystem.h"

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace systems;

namespace {

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// A second connection, as another program would hold one.
class RawConnection {
public:
    explicit RawConnection(const QString &path)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name());
        db.setDatabaseName(path);
        db.open();
    }
    ~RawConnection()
    {
        QSqlDatabase::database(name(), false).close();
        QSqlDatabase::removeDatabase(name());
    }
    bool exec(const QString &sql) { return QSqlQuery(QSqlDatabase::database(name(), false)).exec(sql); }

private:
    static QString name() { return QStringLiteral("raw"); }
};

} // namespace

class TestSystemsSignup : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_folder;
    QString path(const char *name) const { return m_folder.filePath(QString::fromLatin1(name)); }

private slots:
    void createsReopensAndContinues()
    {
        RunControl control;
        SignupCounts counts;
        {
            SignupSystem system(path("users.db"));
            QVERIFY(system.open(&counts).ok());
            QCOMPARE(counts.databaseRows, 0);
            QVERIFY(system.createUsers(10'000, control).ok());
            QVERIFY(system.counts(&counts).ok());
            QCOMPARE(counts.databaseRows, 10'000);
        }
        SignupSystem reopened(path("users.db"));
        QVERIFY(reopened.open(&counts).ok());
        QCOMPARE(counts.databaseRows, 10'000);
        // A second fill continues the generator: ten thousand more, none repeated.
        QVERIFY(reopened.createUsers(10'000, control).ok());
        QVERIFY(reopened.counts(&counts).ok());
        QCOMPARE(counts.databaseRows, 20'000);
        QCOMPARE(control.progress(), 1.0);
    }

    void createOutsideItsRangeIsRefused()
    {
        SignupSystem system(path("range.db"));
        RunControl control;
        QVERIFY(system.createUsers(10, control).core.has_value());
        QVERIFY(system.createUsers(UsernameDb::kMaxCreate + 1, control).core.has_value());
    }

    void cancelLeavesTheTableAsItWas()
    {
        SignupSystem system(path("cancel.db"));
        RunControl control;
        control.cancel();
        const SignupOutcome outcome = system.createUsers(50'000, control);
        QVERIFY(outcome.cancelled);
        SignupCounts counts;
        QVERIFY(system.counts(&counts).ok());
        QCOMPARE(counts.databaseRows, 0);
    }

    void workloadCheckedThreeWays()
    {
        SignupSystem system(path("workload.db"));
        RunControl control;
        QVERIFY(system.createUsers(20'000, control).ok());
        QVERIFY(system.check(QStringLiteral("anyone"), nullptr).noFilter);
        QVERIFY(system.buildFilter(0.01, nullptr, control).ok());
        QCOMPARE(system.filterShape()->names, 20'000u);
        QVERIFY(system.filterShape()->cacheBuilt);
        WorkloadResult result;
        QVERIFY(system.runWorkload(6000, 0.5, 7, control, &result).ok());
        QCOMPARE(result.takenNames + result.freeNames, 6000u);
        QVERIFY(result.takenNames > 2500 && result.freeNames > 2500);
        QCOMPARE(result.filterFalseNegatives, 0u);
        QCOMPARE(result.cacheMismatches, 0u);
        QCOMPARE(result.databaseOnly.databaseQueries, 6000u);
        // Filter first asks the database for every taken name and for each false positive only.
        QCOMPARE(result.filterFirst.databaseQueries, result.takenNames + result.filterFirst.falsePositives);
        QCOMPARE(result.filterFirst.queriesAvoided + result.filterFirst.databaseQueries, 6000u);
        const double rate = double(result.filterFirst.falsePositives) / double(result.freeNames);
        QVERIFY2(rate < 0.025, qPrintable(QString::number(rate)));
        QVERIFY(result.databaseOnly.meanMicros > 0
            && result.databaseOnly.p99Micros >= result.databaseOnly.meanMicros / 10);
        QVERIFY(result.filterBytes * 5 < result.cacheBytes);
        QCOMPARE(result.filterFirst.roundTrips, 0u);
    }

    void registrationsKeepEveryCountInStep()
    {
        SignupSystem system(path("register.db"));
        RunControl control;
        QVERIFY(system.createUsers(10'000, control).ok());
        QVERIFY(system.buildFilter(0.01, nullptr, control).ok());
        std::uint64_t registered = 0;
        for (int i = 0; i < 10'000; ++i) {
            const QString fresh = QStringLiteral("new_user_%1").arg(i / 3);
            switch (i % 3) {
            case 0: // a free name, registered
                QVERIFY(system.registerName(fresh).ok());
                ++registered;
                break;
            case 1: { // the same name again: taken, refused, nothing changes
                const SignupOutcome again = system.registerName(fresh);
                QCOMPARE(again.db, DbError::NameTaken);
                break;
            }
            default: { // and a check, which must now say taken, filter first included
                NameCheck check;
                QVERIFY(system.check(fresh, &check).ok());
                QVERIFY(check.taken && check.filterSaidMaybe && check.askedDatabase);
            }
            }
            if (i % 2500 == 0) {
                SignupCounts counts;
                QVERIFY(system.counts(&counts).ok());
                QCOMPARE(counts.databaseRows, std::int64_t(10'000 + registered));
                QCOMPARE(counts.filterNames, 10'000 + registered);
                QCOMPARE(counts.cacheNames, 10'000 + registered);
            }
        }
        SignupCounts counts;
        QVERIFY(system.counts(&counts).ok());
        QCOMPARE(counts.databaseRows, std::int64_t(10'000 + registered));
        QCOMPARE(counts.filterNames, 10'000 + registered);
        QCOMPARE(counts.cacheNames, 10'000 + registered);
    }

    void badNamesAreRefusedWithAReason()
    {
        QCOMPARE(checkUsername(QString()), NameRefusal::Empty);
        QCOMPARE(checkUsername(QStringLiteral("   ")), NameRefusal::Empty);
        QCOMPARE(checkUsername(QString(kMaxUsernameChars + 1, QLatin1Char('a'))), NameRefusal::TooLong);
        QCOMPARE(checkUsername(QString(kMaxUsernameChars, QLatin1Char('a'))), NameRefusal::None);
        // Thirty characters outside the BMP are sixty UTF-16 units and still thirty characters.
        QString emoji;
        for (int i = 0; i < kMaxUsernameChars; ++i)
            emoji += QString::fromUcs4(U"\U0001F600", 1);
        QCOMPARE(checkUsername(emoji), NameRefusal::None);
        QCOMPARE(checkUsername(QStringLiteral("ابن_سینا")), NameRefusal::None);
        QCOMPARE(checkUsername(QString(QChar(0xD800))), NameRefusal::NotUtf8);
        QCOMPARE(checkUsername(QStringLiteral("tab\there")), NameRefusal::ControlCharacter);
        QCOMPARE(checkUsernameBytes(QByteArray("\xff\xfe", 2)), NameRefusal::NotUtf8);
        QCOMPARE(checkUsernameBytes(QByteArray("caf\xc3\xa9")), NameRefusal::None);

        SignupSystem system(path("names.db"));
        RunControl control;
        QVERIFY(system.createUsers(10'000, control).ok());
        QVERIFY(system.buildFilter(0.01, nullptr, control).ok());
        QCOMPARE(system.registerName(QString()).name, NameRefusal::Empty);
        QCOMPARE(system.registerName(QString(40, QLatin1Char('x'))).name, NameRefusal::TooLong);
        SignupCounts counts;
        QVERIFY(system.counts(&counts).ok());
        QCOMPARE(counts.databaseRows, 10'000);
    }

    void aFileThatIsNotSqliteIsLeftAlone()
    {
        QFile file(path("notes.txt"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("my shopping list\n");
        file.close();
        const QByteArray before = fileHash(file.fileName());
        SignupCounts counts;
        QCOMPARE(SignupSystem(file.fileName()).open(&counts).db, DbError::NotSqlite);
        QCOMPARE(fileHash(file.fileName()), before);
    }

    void anotherProgramsDatabaseIsLeftAlone()
    {
        {
            RawConnection raw(path("songs.db"));
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE songs(title TEXT)")));
        }
        const QByteArray before = fileHash(path("songs.db"));
        SignupCounts counts;
        QCOMPARE(SignupSystem(path("songs.db")).open(&counts).db, DbError::ForeignDatabase);
        QCOMPARE(fileHash(path("songs.db")), before);
    }

    void aNewerSchemaIsLeftAlone()
    {
        SignupCounts counts;
        QVERIFY(SignupSystem(path("newer.db")).open(&counts).ok());
        {
            RawConnection raw(path("newer.db"));
            QVERIFY(raw.exec(QStringLiteral("UPDATE schema_version SET version = 99")));
        }
        const QByteArray before = fileHash(path("newer.db"));
        QCOMPARE(SignupSystem(path("newer.db")).open(&counts).db, DbError::NewerSchema);
        QCOMPARE(fileHash(path("newer.db")), before);
    }

    void aLockedDatabaseSaysSo()
    {
        SignupCounts counts;
        QVERIFY(SignupSystem(path("locked.db")).open(&counts).ok());
        RawConnection raw(path("locked.db"));
        QVERIFY(raw.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        QCOMPARE(SignupSystem(path("locked.db")).open(&counts).db, DbError::Locked);
        QVERIFY(raw.exec(QStringLiteral("ROLLBACK")));
        QVERIFY(SignupSystem(path("locked.db")).open(&counts).ok());
    }

    void aReadOnlyDatabaseSaysSo()
    {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("ro.db"));
        SignupCounts counts;
        QVERIFY(SignupSystem(file).open(&counts).ok());
        bool mounted = false;
        if (geteuid() == 0) {
            // Root ignores permission bits: a file system mounted read-only is what stops it.
            if (QProcess::execute(QStringLiteral("mount"),
                    {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                        QStringLiteral("size=1m"), QStringLiteral("tmpfs"), folder.path()})
                != 0)
                QSKIP("running as root without permission to mount: cannot make a read-only file");
            mounted = true;
            QVERIFY(SignupSystem(file).open(&counts).ok());
            QVERIFY(QProcess::execute(QStringLiteral("mount"),
                        {QStringLiteral("-o"), QStringLiteral("remount,ro"), folder.path()})
                == 0);
        } else {
            QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner));
        }
        const QByteArray before = fileHash(file);
        QCOMPARE(SignupSystem(file).open(&counts).db, DbError::ReadOnly);
        QCOMPARE(fileHash(file), before);
        if (mounted)
            QProcess::execute(QStringLiteral("umount"), {folder.path()});
    }

    void aMissingFolderCannotBeCreated()
    {
        SignupCounts counts;
        QCOMPARE(SignupSystem(path("no/such/folder/users.db")).open(&counts).db, DbError::CannotCreate);
    }
};

QTEST_GUILESS_MAIN(TestSystemsSignup)
#include "tst_systems_signup.moc"
