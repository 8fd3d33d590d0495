// The window opens, every page can be reached from the sidebar, the menu and by name, and the
// window remembers where it was.
#include "deletion/deletionmodel.h"
#include "deletion/deletionpage.h"
#include "explore/exploremodel.h"
#include "explore/explorepage.h"
#include "fpr/fprpage.h"
#include "lessons/lessondemos.h"
#include "lessons/lessonrunner.h"
#include "lessons/lessonspage.h"
#include "pages/demopage.h"
#include "player/traceplayer.h"
#include "quiz/questioncard.h"
#include "quiz/quizpage.h"
#include "shell/mainwindow.h"
#include "shell/pagecatalog.h"
#include "systems/systemspage.h"

#include <QAction>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("BloomLabTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings().clear();
    }

    void opensOnExploreByDefault()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.currentPage(), PageId::Explore);
        QVERIFY(window.pageContent(PageId::Explore) != nullptr);
        // Lazy: nothing else is built until asked for.
        QCOMPARE(window.pageContent(PageId::Quiz), nullptr);
    }

    void sidebarOpensEachPage_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("name");
        const auto pages = PageCatalog::all();
        for (int row = 0; row < pages.size(); ++row)
            QTest::addRow("%s", qPrintable(PageCatalog::name(pages[row])))
                << row << PageCatalog::name(pages[row]);
    }

    void sidebarOpensEachPage()
    {
        QFETCH(int, row);
        QFETCH(QString, name);
        MainWindow window;
        window.show();
        auto *navigation = window.findChild<QListWidget *>(QStringLiteral("pageNavigation"));
        QVERIFY(navigation);
        const QRect itemRect = navigation->visualItemRect(navigation->item(row));
        QTest::mouseClick(navigation->viewport(), Qt::LeftButton, {}, itemRect.center());
        const PageId expected = *PageCatalog::fromName(name);
        QCOMPARE(window.currentPage(), expected);
        QWidget *content = window.pageContent(expected);
        QVERIFY(content);
        QVERIFY(content->isVisible());
        QVERIFY(window.windowTitle().contains(PageCatalog::title(expected)));
    }

    void viewMenuShortcutsOpenPages()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier);
        QCOMPARE(window.currentPage(), PageId::Fpr);
        QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(window.currentPage(), PageId::Explore);
    }

    void menusAreComplete()
    {
        MainWindow window;
        QStringList titles;
        for (QAction *action : window.menuBar()->actions())
            titles << action->text();
        QCOMPARE(titles, (QStringList {tr("&File"), tr("&Edit"), tr("&View"), tr("&Help")}));
    }

    void remembersPageAndGeometry()
    {
        QSettings().clear();
        {
            MainWindow window;
            window.show();
            window.showPage(PageId::Scalable);
            window.resize(1010, 700);
            window.close();
        }
        MainWindow again;
        QCOMPARE(again.currentPage(), PageId::Scalable);
        QCOMPARE(again.size(), QSize(1010, 700));
    }

    void presenterModeHidesEverythingButThePage()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.showPage(PageId::Explore);
        QWidget *sidebar = window.findChild<QWidget *>(QStringLiteral("sidebar"));
        QVERIFY(sidebar->isVisible());
        QTest::keyClick(&window, Qt::Key_F5);
        QVERIFY(window.isPresenterMode());
        QVERIFY(!sidebar->isVisible());
        QVERIFY(!window.menuBar()->isVisible());
        // With the sidebar and menus gone, the keyboard still switches pages.
        QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(window.currentPage(), PageId::Scalable);
        QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(window.currentPage(), PageId::Explore);
        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!window.isPresenterMode());
        QVERIFY(sidebar->isVisible());
    }

    void presenterModeEnlargesEveryPage_data()
    {
        QTest::addColumn<PageId>("id");
        for (PageId id : {PageId::Explore, PageId::Deletion, PageId::Scalable, PageId::Fpr})
            QTest::addRow("%s", qPrintable(PageCatalog::name(id))) << id;
    }

    void presenterModeEnlargesEveryPage()
    {
        // Once greyed out on Deletion and a no-op on the FPR lab; on Explore it grew only the
        // toolbar. Every text of the page follows now, explicit fonts (code, tables) included.
        QFETCH(PageId, id);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.showPage(id);
        DemoPage *page = window.pageContent(id);
        QVERIFY(page->supportsPresenterMode());
        QHash<QWidget *, double> before;
        const QList<QWidget *> widgets = page->findChildren<QWidget *>();
        for (QWidget *widget : widgets)
            before.insert(widget, widget->font().pointSizeF());
        QTest::keyClick(&window, Qt::Key_F5);
        QVERIFY(window.isPresenterMode());
        QVERIFY(page->isPresenting());
        int grown = 0;
        for (QWidget *widget : widgets) {
            if (widget->font().pointSizeF() >= before.value(widget) * 1.4)
                ++grown;
            else
                QVERIFY2(false, widget->metaObject()->className());
        }
        QVERIFY(grown > 10);
        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!page->isPresenting());
        for (QWidget *widget : widgets)
            QCOMPARE(widget->font().pointSizeF(), before.value(widget));
    }

    void undoShortcutsReachThePage()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.showPage(PageId::Explore);
        auto *page = qobject_cast<ExplorePage *>(window.pageContent(PageId::Explore));
        QVERIFY(page);
        page->player()->setSpeed(0.0);
        auto *edit = page->findChild<QLineEdit *>(QStringLiteral("keyEdit"));
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("alpha"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(page->model()->keys().size(), 1);
        // The key box is empty, so Ctrl+Z undoes the add rather than the typing.
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(page->model()->keys().size(), 0);
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(page->model()->keys().size(), 1);
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(edit, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(page->model()->keys().size(), 1);

        // From anywhere in the window, not only the key box; each redo key bound once.
        auto *redo = window.findChild<QAction *>(QStringLiteral("redoAction"));
        auto *undo = window.findChild<QAction *>(QStringLiteral("undoAction"));
        QVERIFY(redo && undo);
        QVERIFY(undo->text().contains(QStringLiteral("alpha")));
        const QList<QKeySequence> keys = redo->shortcuts();
        QVERIFY(keys.contains(QKeySequence(QStringLiteral("Ctrl+Shift+Z"))));
        QVERIFY(keys.contains(QKeySequence(QStringLiteral("Ctrl+Y"))));
        QCOMPARE(QSet<QKeySequence>(keys.begin(), keys.end()).size(), keys.size());
        window.setFocus();
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(page->model()->keys().size(), 0);
        QVERIFY(!undo->isEnabled());
        QTest::keyClick(&window, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(page->model()->keys().size(), 1);
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(page->model()->keys().size(), 1);

        // Deletion's key box hands the keys on too; it once swallowed Ctrl+Z after an add.
        window.showPage(PageId::Deletion);
        auto *deletion = qobject_cast<DeletionPage *>(window.pageContent(PageId::Deletion));
        QVERIFY(deletion);
        auto *deletionEdit = deletion->findChild<QLineEdit *>(QStringLiteral("keyEdit"));
        deletionEdit->setFocus();
        const int steps = deletion->undoStack()->index();
        QTest::keyClicks(deletionEdit, QStringLiteral("zed"));
        QTest::keyClick(deletionEdit, Qt::Key_Return);
        QCOMPARE(deletion->undoStack()->index(), steps + 1);
        QTest::keyClick(deletionEdit, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(deletion->undoStack()->index(), steps);
        QTest::keyClick(deletionEdit, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(deletion->undoStack()->index(), steps + 1);
    }

    // A lesson step continues on the Explore page from its exact filter: the same m, k, keys and
    // scripted positions, as one undo step there.
    void aLessonOpensInExplore()
    {
        MainWindow window;
        QVERIFY(window.openLesson(QStringLiteral("usernames"), 6));
        auto *lessons = qobject_cast<LessonsPage *>(window.pageContent(PageId::Lessons));
        QVERIFY(lessons);
        const QStringList keys = lessons->exploreController()->model()->keys();
        QVERIFY(!keys.isEmpty());
        lessons->openInPage();
        auto *explore = qobject_cast<ExplorePage *>(window.pageContent(PageId::Explore));
        QVERIFY(explore);
        QCOMPARE(window.pageContent(window.currentPage()), explore);
        QCOMPARE(explore->model()->keys(), keys);
        QCOMPARE(explore->model()->filter().bitCount(), 16u);
        QVERIFY(explore->model()->isScripted());
        QCOMPARE(explore->model()->filter().positions("seyi_codes"), (std::vector<std::uint64_t> {3, 7, 11}));
    }

    // A step on the FPR lab continues there with its m, n and k; one on the two deletion filters
    // continues on the Deletion page with both. Edit ▸ Undo follows the step's own demo.
    void aLessonStepOpensOnItsOwnPage()
    {
        MainWindow window;
        QVERIFY(window.openLesson(QStringLiteral("sizing"), 0));
        auto *lessons = qobject_cast<LessonsPage *>(window.pageContent(PageId::Lessons));
        QVERIFY(lessons);
        QCOMPARE(lessons->undoStack(), lessons->demos()->fpr()->undoStack());
        lessons->demos()->fpr()->setInput(FprController::Input::Hashes, 5);
        QVERIFY(window.findChild<QAction *>(QStringLiteral("undoAction"))->isEnabled());
        lessons->openInPage();
        auto *fpr = qobject_cast<FprPage *>(window.pageContent(PageId::Fpr));
        QVERIFY(fpr);
        QCOMPARE(window.pageContent(window.currentPage()), fpr);
        QCOMPARE(fpr->controller()->state().bits, 1000.0);
        QCOMPARE(fpr->controller()->state().keys, 100.0);
        QCOMPARE(fpr->controller()->state().hashes, 5);

        QVERIFY(window.openLesson(QStringLiteral("deletion"), 0));
        QCOMPARE(lessons->undoStack(), lessons->demos()->deletion()->undoStack());
        lessons->openInPage();
        auto *deletion = qobject_cast<DeletionPage *>(window.pageContent(PageId::Deletion));
        QVERIFY(deletion);
        QCOMPARE(window.pageContent(window.currentPage()), deletion);
        QCOMPARE(deletion->model()->current().keys,
            (QStringList {QStringLiteral("seyi_codes"), QStringLiteral("aderonke")}));
    }

    // A quiz question's Show me: a lesson step or a page, through the window.
    void linksOpenWhatTeachesIt()
    {
        MainWindow window;
        QVERIFY(window.followLink(QStringLiteral("lesson:deletion/predict-naive")));
        QCOMPARE(window.currentPage(), PageId::Lessons);
        auto *lessons = qobject_cast<LessonsPage *>(window.pageContent(PageId::Lessons));
        QCOMPARE(lessons->runner()->lesson().id, QStringLiteral("deletion"));
        QCOMPARE(lessons->runner()->stepIndex(), 1);
        QVERIFY(window.followLink(QStringLiteral("page:fpr")));
        QCOMPARE(window.currentPage(), PageId::Fpr);
        QVERIFY(window.followLink(QStringLiteral("page:fpr/variants")));
        auto *fprTabs = window.pageContent(PageId::Fpr)->findChild<QTabWidget *>();
        QCOMPARE(fprTabs->currentIndex(), 3);
        QVERIFY(!window.followLink(QStringLiteral("page:fpr/nowhere")));
        QVERIFY(!window.followLink(QStringLiteral("lesson:deletion/no-such-step")));
        QVERIFY(!window.followLink(QStringLiteral("page:nowhere")));
        QCOMPARE(window.currentPage(), PageId::Fpr);

        window.showPage(PageId::Quiz);
        auto *quiz = qobject_cast<QuizPage *>(window.pageContent(PageId::Quiz));
        QVERIFY(quiz);
        QVERIFY(!quiz->card()->bodyText().isEmpty());
        quiz->card()->showMeButton()->click();
        QVERIFY(window.currentPage() != PageId::Quiz);

        // A lesson about a system runs it for real: its button opens that system's tab.
        QVERIFY(window.followLink(QStringLiteral("lesson:crawlers/seen-urls")));
        auto *runIt = window.findChild<QPushButton *>(QStringLiteral("openSystem"));
        QVERIFY(runIt && !runIt->isHidden());
        runIt->click();
        QCOMPARE(window.currentPage(), PageId::Systems);
        auto *systems = qobject_cast<SystemsPage *>(window.pageContent(PageId::Systems));
        QCOMPARE(systems->tabs()->currentIndex(), 2);
        QVERIFY(window.followLink(QStringLiteral("page:systems/storage")));
        QCOMPARE(systems->tabs()->currentIndex(), 1);
        QVERIFY(!window.followLink(QStringLiteral("page:systems/nowhere")));
        // A lesson about the filter alone has no system to open.
        QVERIFY(window.followLink(QStringLiteral("lesson:deletion/predict-naive")));
        QVERIFY(runIt->isHidden());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
