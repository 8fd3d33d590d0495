// Starts the real bloomlab executable, the way a user or a script does.
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runBloomLab(const QStringList &arguments, const QString &settingsHome, bool display = true)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (display) {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    } else {
        // As on a server or in a terminal without X: the default platform finds no display.
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    }
    // Keep the user's real settings out of it.
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), settingsHome);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(BLOOMLAB_EXECUTABLE), arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromLocal8Bit(process.readAllStandardOutput()),
        QString::fromLocal8Bit(process.readAllStandardError())};
}
} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_home;

private slots:
    void helpListsTheOptions()
    {
        const Run run = runBloomLab({QStringLiteral("--help")}, m_home.path());
        QCOMPARE(run.exitCode, 0);
        for (const char *option : {"--page", "--lesson", "--step", "--lang", "--screenshot", "--version"})
            QVERIFY2(run.out.contains(QLatin1String(option)), option);
    }

    void versionPrintsTheVersion()
    {
        const Run run = runBloomLab({QStringLiteral("--version")}, m_home.path());
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("BloomLab")));
        QVERIFY(run.out.contains(QRegularExpression(QStringLiteral("\\d+\\.\\d+\\.\\d+"))));
    }

    void helpAndVersionNeedNoDisplay()
    {
        const Run help = runBloomLab({QStringLiteral("--help")}, m_home.path(), false);
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains(QLatin1String("--page")), qPrintable(help.err));
        const Run version = runBloomLab({QStringLiteral("--version")}, m_home.path(), false);
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.out.contains(QStringLiteral("BloomLab")), qPrintable(version.err));
        const Run urdu = runBloomLab(
            {QStringLiteral("--lang"), QStringLiteral("ur"), QStringLiteral("-h")}, m_home.path(), false);
        QCOMPARE(urdu.exitCode, 0);
    }

    void aScreenshotNeedsNoDisplay()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        const Run run = runBloomLab({QStringLiteral("--screenshot"), png}, m_home.path(), false);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(QImage(png).size(), QSize(1280, 800));
    }

    void screenshotOfEachPage_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("lang");
        for (const char *page : {"explore", "deletion", "scalable", "fpr", "lessons", "quiz", "systems"})
            QTest::addRow("%s", page) << QString::fromLatin1(page) << QStringLiteral("en");
        for (const char *lang : {"ur", "th", "bn", "uz"})
            QTest::addRow("explore-%s", lang) << QStringLiteral("explore") << QString::fromLatin1(lang);
    }

    void screenshotOfEachPage()
    {
        QFETCH(QString, page);
        QFETCH(QString, lang);
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        const Run run = runBloomLab({QStringLiteral("--page"), page, QStringLiteral("--lang"), lang,
                                        QStringLiteral("--screenshot"), png},
            m_home.path());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1280, 800));
        // A window, not a blank: more than one colour on screen.
        QVERIFY(image.pixel(5, 5) != image.pixel(640, 400) || image.pixel(5, 5) != image.pixel(100, 300));
    }

    void unknownPageIsRefused()
    {
        const Run run = runBloomLab({QStringLiteral("--page"), QStringLiteral("nowhere")}, m_home.path());
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("nowhere")));
        QVERIFY(run.err.contains(QStringLiteral("explore")));
    }

    // A link to a lesson's step opens it; a lesson or step that does not exist is refused by name.
    void aLessonStepCanBeLinked()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("lesson.png"));
        const Run run
            = runBloomLab({QStringLiteral("--lesson"), QStringLiteral("wedding"), QStringLiteral("--step"),
                              QStringLiteral("4"), QStringLiteral("--screenshot"), png},
                m_home.path());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(!QImage(png).isNull());
        const Run unknown
            = runBloomLab({QStringLiteral("--lesson"), QStringLiteral("nowhere")}, m_home.path());
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains(QStringLiteral("usernames")));
        const Run tooFar = runBloomLab({QStringLiteral("--lesson"), QStringLiteral("wedding"),
                                           QStringLiteral("--step"), QStringLiteral("99")},
            m_home.path());
        QCOMPARE(tooFar.exitCode, 2);
        QVERIFY(tooFar.err.contains(QStringLiteral("steps 1 to")));
        const Run stepAlone = runBloomLab({QStringLiteral("--step"), QStringLiteral("2")}, m_home.path());
        QCOMPARE(stepAlone.exitCode, 2);
    }

    void unknownLanguageIsRefused()
    {
        const Run run = runBloomLab({QStringLiteral("--lang"), QStringLiteral("xx")}, m_home.path());
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("xx")));
    }

    void opensAFileGivenOnTheCommandLine()
    {
        QTemporaryDir home;
        const QString session = home.filePath(QStringLiteral("given.bloomlab"));
        QFile file(session);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "bloomlab-session", "version": 1, "page": "scalable"})");
        file.close();
        const QString shot = home.filePath(QStringLiteral("shot.png"));
        const Run run = runBloomLab({session, QStringLiteral("--screenshot"), shot}, home.path());
        QCOMPARE(run.exitCode, 0);
        // Opening it put it at the top of Open Recent.
        QFile settings(home.filePath(QStringLiteral("BloomLab/BloomLab.conf")));
        QVERIFY(settings.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(settings.readAll()).contains(QStringLiteral("given.bloomlab")));
    }

    void twoFilesAreRefused()
    {
        const Run run = runBloomLab({QStringLiteral("a.bloom"), QStringLiteral("b.bloom")}, m_home.path());
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("one file")));
    }

    void unwritableScreenshotFails()
    {
        const Run run = runBloomLab(
            {QStringLiteral("--screenshot"), QStringLiteral("/nonexistent-dir/shot.png")}, m_home.path());
        QCOMPARE(run.exitCode, 1);
        QVERIFY(!run.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
