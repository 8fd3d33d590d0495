// File → Open / Save: sessions bring back every page, filters keep answering the same, and a bad
// file or a failed save changes nothing. Also Open Recent, drag and drop, and the hash seed.
#include "common/filestore.h"
#include "deletion/deletionmodel.h"
#include "deletion/deletionpage.h"
#include "explore/exploremodel.h"
#include "explore/explorepage.h"
#include "explore/exploresection.h"
#include "fpr/fprpage.h"
#include "fpr/sizingcalculator.h"
#include "scalable/scalablemodel.h"
#include "scalable/scalablepage.h"
#include "shell/documents.h"
#include "shell/mainwindow.h"
#include "shell/pagecatalog.h"

#include <bloom/serialize.h>
#include <session/sessionjson.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>

#include <unistd.h>

namespace {

// Every built page's state, as a session would save it.
Session::Data snapshot(MainWindow &window)
{
    Session::Data data;
    for (PageId id : PageCatalog::all()) {
        if (DemoPage *page = window.pageContent(id))
            page->saveSession(data);
    }
    return data;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray filterBytes(const bloom::BloomFilter &filter)
{
    const std::vector<std::uint8_t> bytes = bloom::serialize(filter);
    return QByteArray(reinterpret_cast<const char *>(bytes.data()), static_cast<qsizetype>(bytes.size()));
}

bool mount(const QStringList &arguments)
{
    return QProcess::execute(QStringLiteral("mount"), arguments) == 0;
}

// A window with something on every page that a session stores.
void fillPages(MainWindow &window)
{
    auto *explore = static_cast<ExplorePage *>(window.page(PageId::Explore));
    explore->findChild<QLineEdit *>(QStringLiteral("seedEdit"))->setText(QStringLiteral("12345"));
    emit explore->findChild<QLineEdit *>(QStringLiteral("seedEdit"))->editingFinished();
    for (const QString &key : {QStringLiteral("seyi_codes"), QStringLiteral("اردو"), QStringLiteral("🌸"),
             QStringLiteral("e\u0301"), QStringLiteral("ไทย")})
        explore->addKey(key);
    auto *deletion = static_cast<DeletionPage *>(window.page(PageId::Deletion));
    deletion->deleteKey(QStringLiteral("aderonke"));
    auto *scalable = static_cast<ScalablePage *>(window.page(PageId::Scalable));
    scalable->feed(2500);
    auto *fpr = static_cast<FprPage *>(window.page(PageId::Fpr));
    fpr->setParameters({95850584, 1e7, 7});
    fpr->calculator()->setFieldText(SizingCalculator::Field::Keys, QStringLiteral("1 billion"));
    fpr->calculator()->setFieldText(SizingCalculator::Field::Rate, QStringLiteral("1%"));
    window.showPage(PageId::Deletion);
}

} // namespace

class TestDocuments : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        PageCatalog::registerSessionSections();
        QCoreApplication::setOrganizationName(QStringLiteral("BloomLabTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_documents"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void cleanup() { FileStore::failWritesAfter(-1); }

    void sessionRestoresEveryPage()
    {
        const QString path = m_dir.filePath(QStringLiteral("all.bloomlab"));
        Session::Data saved;
        {
            MainWindow window;
            window.documents()->setShowMessages(false);
            fillPages(window);
            QVERIFY(window.documents()->hasUnsavedChanges());
            QVERIFY2(window.documents()->saveSession(path), qPrintable(window.documents()->lastError()));
            QVERIFY(!window.documents()->hasUnsavedChanges());
            saved = snapshot(window);
        }
        QCOMPARE(saved.sections.size(), std::size_t {4}); // explore, deletion, scalable, fpr
        const auto *savedExplore = saved.section<ExploreSection>(QStringLiteral("explore"));
        QVERIFY(savedExplore);
        QCOMPARE(savedExplore->hash.seed, 12345u);
        QCOMPARE(savedExplore->keys.size(), 5);

        MainWindow window;
        window.documents()->setShowMessages(false);
        QVERIFY2(window.documents()->open(path), qPrintable(window.documents()->lastError()));
        QCOMPARE(window.currentPage(), PageId::Deletion);
        QVERIFY(snapshot(window) == saved);
        auto *explore = static_cast<ExplorePage *>(window.pageContent(PageId::Explore));
        QCOMPARE(explore->model()->settings().seed, 12345u);
        QVERIFY(explore->model()->filter().mightContain("اردو"));
        auto *fpr = static_cast<FprPage *>(window.pageContent(PageId::Fpr));
        QCOMPARE(fpr->calculator()->edit(SizingCalculator::Field::Keys)->text(), QStringLiteral("1 billion"));
        QCOMPARE(fpr->calculator()->result(QStringLiteral("k")), QStringLiteral("7"));
        // Opening is one undoable step on each page.
        explore->undoStack()->undo();
        QVERIFY(explore->model()->keys().isEmpty());
    }

    void badFilesChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");

        ExploreSection explore;
        explore.keys = {QStringLiteral("placeholder")};
        Session::Data data;
        data.page = QStringLiteral("explore");
        data.setSection(QStringLiteral("explore"), explore);
        const QByteArray session = Session::toJson(data);
        bloom::BloomFilter small(64, 3);
        small.add("key");
        const QByteArray filter = filterBytes(small);
        QByteArray future = filter;
        future[4] = 9;
        QByteArray flipped = filter;
        flipped[50] = char(flipped[50] ^ 0x10);

        QTest::newRow("empty") << QByteArray() << QStringLiteral("is empty");
        QTest::newRow("not ours") << QByteArray("\x89PNG\r\n\x1a\n....")
                                  << QStringLiteral("neither a session");
        QTest::newRow("session cut short")
            << session.left(session.size() - 20) << QStringLiteral("cut short");
        QTest::newRow("foreign json")
            << QByteArray(R"({"name": "x", "version": "1.0"})") << QStringLiteral("not a BloomLab session");
        QTest::newRow("future session") << QByteArray(R"({"format": "bloomlab-session", "version": 7})")
                                        << QStringLiteral("format version 7");
        QTest::newRow("bad value") << QByteArray(session).replace("\"bits\": 16", "\"bits\": 0")
                                   << QStringLiteral("“explore.bits” is outside its range");
        QTest::newRow("empty key") << QByteArray(session).replace("\"placeholder\"", "\"\"")
                                   << QStringLiteral("is empty or longer");
        QTest::newRow("filter cut short") << filter.left(60) << QStringLiteral("cut short");
        QTest::newRow("filter from the future") << future << QStringLiteral("version 9");
        QTest::newRow("filter corrupt") << flipped << QStringLiteral("checksum");
    }

    void badFilesChangeNothing()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        const QString path = m_dir.filePath(QStringLiteral("bad-%1").arg(QTest::currentDataTag()));
        writeAll(path, bytes);

        MainWindow window;
        window.documents()->setShowMessages(false);
        fillPages(window);
        const Session::Data before = snapshot(window);
        const int undoSteps = window.pageContent(PageId::Explore)->undoStack()->count();
        QVERIFY(!window.documents()->open(path));
        QVERIFY2(window.documents()->lastError().contains(message, Qt::CaseInsensitive),
            qPrintable(window.documents()->lastError()));
        QVERIFY(snapshot(window) == before);
        QCOMPARE(window.pageContent(PageId::Explore)->undoStack()->count(), undoSteps);
        QCOMPARE(window.currentPage(), PageId::Deletion);
        QVERIFY(!window.documents()->recentFiles().contains(QFileInfo(path).absoluteFilePath()));
    }

    void errorsAreShownToTheUser()
    {
        const QString path = m_dir.filePath(QStringLiteral("shown.bloomlab"));
        writeAll(path, "{ not json");
        MainWindow window;
        window.show();
        QVERIFY(!window.documents()->open(path));
        auto *box = window.findChild<QWidget *>(QStringLiteral("fileError"));
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        box->close();
    }

    void filterRoundTrip()
    {
        const QString path = m_dir.filePath(QStringLiteral("usernames.bloom"));
        bloom::BloomFilter expected(16, 3);
        {
            MainWindow window;
            window.documents()->setShowMessages(false);
            auto *explore = static_cast<ExplorePage *>(window.page(PageId::Explore));
            explore->addKey(QStringLiteral("seyi_codes"));
            explore->addKey(QStringLiteral("aderonke"));
            expected = explore->model()->filter();
            QVERIFY2(window.documents()->saveFilter(path), qPrintable(window.documents()->lastError()));
        }
        MainWindow window;
        window.documents()->setShowMessages(false);
        window.showPage(PageId::Fpr);
        QVERIFY(window.documents()->open(path));
        QCOMPARE(window.currentPage(), PageId::Explore);
        auto *explore = static_cast<ExplorePage *>(window.pageContent(PageId::Explore));
        const ExploreModel &model = *explore->model();
        QVERIFY(model.hasLoadedBits());
        QVERIFY(model.keys().isEmpty()); // a filter does not store its keys
        QCOMPARE(
            model.filter().hashScheme().seed(), expected.hashScheme().seed()); // the secret seed came along
        QVERIFY(std::ranges::equal(model.filter().words(), expected.words()));
        QVERIFY(model.filter().mightContain("seyi_codes"));
        // A "maybe" from a filter whose keys are unknown is not called a false positive.
        QVERIFY(!model.isFalsePositive(model.check(QStringLiteral("seyi_codes"))));
    }

    void largeFilterIsDescribed()
    {
        const QString path = m_dir.filePath(QStringLiteral("large.bloom"));
        bloom::BloomFilter large(1'000'000, 7);
        large.add("one");
        writeAll(path, filterBytes(large));
        MainWindow window;
        window.documents()->setShowMessages(false);
        const Session::Data before = snapshot(window);
        QVERIFY(window.documents()->open(path));
        QVERIFY(snapshot(window) == before);
        QVERIFY(window.documents()->recentFiles().contains(QFileInfo(path).absoluteFilePath()));
    }

    void scriptedFilterIsNotSavedAsFilter()
    {
        MainWindow window;
        window.documents()->setShowMessages(false);
        auto *explore = static_cast<ExplorePage *>(window.page(PageId::Explore));
        explore->loadPreset(bloom::WorkedExampleId::Usernames16);
        const QString path = m_dir.filePath(QStringLiteral("scripted.bloom"));
        QVERIFY(!window.documents()->saveFilter(path));
        QVERIFY(window.documents()->lastError().contains(QStringLiteral("script")));
        QVERIFY(!QFile::exists(path));
    }

    void failedSaveKeepsThePreviousFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("keep.bloomlab"));
        MainWindow window;
        window.documents()->setShowMessages(false);
        QVERIFY(window.documents()->saveSession(path));
        const QByteArray previous = readAll(path);
        fillPages(window);
        FileStore::failWritesAfter(100); // the disk fills up 100 bytes in
        QVERIFY(!window.documents()->saveSession(path));
        QVERIFY(window.documents()->lastError().contains(QStringLiteral("previous file is unchanged")));
        QCOMPARE(readAll(path), previous);
        QVERIFY(window.documents()->hasUnsavedChanges());
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("keep*")}, QDir::Files).size(), 1);
    }

    void saveOntoAFullDisk()
    {
        // A real full disk: a 64 KiB tmpfs. Mounting needs root (as in CI).
        QTemporaryDir mountPoint;
        if (geteuid() != 0
            || !mount({QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                QStringLiteral("size=64k"), QStringLiteral("tmpfs"), mountPoint.path()}))
            QSKIP("needs root to mount a tiny tmpfs; the injected write error above covers the logic");
        const QString path = mountPoint.filePath(QStringLiteral("full.bloomlab"));
        MainWindow window;
        window.documents()->setShowMessages(false);
        QVERIFY(window.documents()->saveSession(path));
        const QByteArray previous = readAll(path);
        auto *explore = static_cast<ExplorePage *>(window.page(PageId::Explore));
        explore->addKey(QString(100'000, QLatin1Char('k'))); // a session of ~100 kB cannot fit
        const bool saved = window.documents()->saveSession(path);
        const QString error = window.documents()->lastError();
        const QByteArray after = readAll(path);
        QProcess::execute(QStringLiteral("umount"), {mountPoint.path()});
        QVERIFY(!saved);
        QVERIFY2(error.contains(QStringLiteral("previous file is unchanged")), qPrintable(error));
        QCOMPARE(after, previous);
    }

    void saveIntoAReadOnlyFolder()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("locked.bloomlab"));
        MainWindow window;
        window.documents()->setShowMessages(false);
        bool mounted = false;
        if (geteuid() == 0) {
            // Root ignores permission bits, so make the folder a file system mounted read-only.
            if (!mount({QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                    QStringLiteral("size=1m"), QStringLiteral("tmpfs"), folder.path()}))
                QSKIP("running as root without permission to mount: cannot make a read-only folder");
            mounted = true;
        }
        QVERIFY(window.documents()->saveSession(path));
        const QByteArray previous = readAll(path);
        if (mounted)
            QVERIFY(mount({QStringLiteral("-o"), QStringLiteral("remount,ro"), folder.path()}));
        else
            QVERIFY(QFile::setPermissions(folder.path(), QFile::ReadOwner | QFile::ExeOwner));
        fillPages(window);
        const bool saved = window.documents()->saveSession(path);
        const QString error = window.documents()->lastError();
        const QByteArray after = readAll(path);
        if (mounted)
            QProcess::execute(QStringLiteral("umount"), {folder.path()});
        else
            QFile::setPermissions(folder.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY(!saved);
        QVERIFY2(error.contains(QStringLiteral("Could not save")), qPrintable(error));
        QCOMPARE(after, previous);
    }

    void openRecent()
    {
        QSettings().remove(QStringLiteral("files/recent"));
        MainWindow window;
        window.documents()->setShowMessages(false);
        const QString first = m_dir.filePath(QStringLiteral("first.bloomlab"));
        const QString second = m_dir.filePath(QStringLiteral("second.bloomlab"));
        QVERIFY(window.documents()->saveSession(first));
        static_cast<ExplorePage *>(window.page(PageId::Explore))->addKey(QStringLiteral("only in second"));
        QVERIFY(window.documents()->saveSession(second));
        QCOMPARE(window.documents()->recentFiles(), (QStringList {second, first}));

        // The menu lists both, newest first; choosing one opens it.
        QMenu *menu = window.documents()->recentMenu();
        QList<QAction *> entries;
        for (QAction *action : menu->actions()) {
            if (action->toolTip() == first || action->toolTip() == second)
                entries << action;
        }
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries[0]->toolTip(), second);
        entries[1]->trigger();
        QCOMPARE(window.documents()->sessionPath(), first);
        QVERIFY(static_cast<ExplorePage *>(window.page(PageId::Explore))->model()->keys().isEmpty());
        QCOMPARE(window.documents()->recentFiles().constFirst(), first);

        // A file that has gone is reported and dropped from the list.
        QFile::remove(second);
        QVERIFY(!window.documents()->open(second));
        QVERIFY(window.documents()->lastError().contains(QStringLiteral("does not exist")));
        QCOMPARE(window.documents()->recentFiles(), QStringList {first});

        window.documents()->clearRecentFiles();
        QVERIFY(window.documents()->recentFiles().isEmpty());
    }

    void dropAFileOnTheWindow()
    {
        const QString path = m_dir.filePath(QStringLiteral("dropped.bloomlab"));
        {
            MainWindow window;
            window.documents()->setShowMessages(false);
            static_cast<ExplorePage *>(window.page(PageId::Explore))->addKey(QStringLiteral("dropped key"));
            QVERIFY(window.documents()->saveSession(path));
        }
        MainWindow window;
        window.documents()->setShowMessages(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy opened(window.documents(), &Documents::opened);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        const QPointF centre = window.rect().center();
        QDragEnterEvent enter(centre.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(centre, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(static_cast<ExplorePage *>(window.page(PageId::Explore))->model()->keys(),
            QStringList {QStringLiteral("dropped key")});

        // Text is not a file: refused at the door.
        QMimeData text;
        text.setText(QStringLiteral("hello"));
        QDragEnterEvent refused(centre.toPoint(), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        refused.setAccepted(false);
        QApplication::sendEvent(&window, &refused);
        QVERIFY(!refused.isAccepted());
    }

    void closingAsksAboutUnsavedChanges()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.close()); // nothing changed yet: no question
        window.show();
        static_cast<ExplorePage *>(window.page(PageId::Explore))->addKey(QStringLiteral("unsaved"));
        QVERIFY(window.documents()->hasUnsavedChanges());

        // Answers the question when it appears, as a user would.
        const auto answer = [](QMessageBox::StandardButton button) {
            auto *timer = new QTimer;
            timer->setInterval(10);
            QObject::connect(timer, &QTimer::timeout, timer, [timer, button] {
                if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                    box->button(button)->click();
                    timer->deleteLater();
                }
            });
            timer->start();
        };
        answer(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        answer(QMessageBox::Discard);
        QVERIFY(window.close());
    }

    // Reported: with no Documents folder, or the last folder gone, the Open dialog started in its
    // parent with the folder's name typed in as the file name.
    void dialogsStartInAFolderThatExists()
    {
        QTemporaryDir dir;
        const QString gone = dir.path() + QStringLiteral("/gone");
        QVERIFY(QDir().mkpath(gone));
        QSettings().setValue(QStringLiteral("files/folder"), gone);
        QCOMPARE(Documents::startFolder(), gone);
        QVERIFY(QDir(gone).removeRecursively());
        QVERIFY(QFileInfo(Documents::startFolder()).isDir());
        QVERIFY(Documents::startFolder() != gone);
    }

    void seedIsSecretShownAndFixable()
    {
        MainWindow one;
        MainWindow two;
        auto *first = static_cast<ExplorePage *>(one.page(PageId::Explore));
        auto *second = static_cast<ExplorePage *>(two.page(PageId::Explore));
        // Drawn from std::random_device: two windows (almost surely) differ.
        QVERIFY(first->model()->settings().seed != second->model()->settings().seed);
        auto *seed = first->findChild<QLineEdit *>(QStringLiteral("seedEdit"));
        QCOMPARE(seed->text(), QString::number(first->model()->settings().seed));

        seed->setText(QStringLiteral("7"));
        emit seed->editingFinished();
        QCOMPARE(first->model()->settings().seed, 7u);
        seed->setText(QStringLiteral("99999999999999999999")); // above 2^64 - 1
        emit seed->editingFinished();
        QCOMPARE(first->model()->settings().seed, 7u);
        QCOMPARE(seed->text(), QStringLiteral("7"));

        first->findChild<QToolButton *>(QStringLiteral("newSeed"))->click();
        QVERIFY(first->model()->settings().seed != 7u);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestDocuments)
#include "tst_documents.moc"
