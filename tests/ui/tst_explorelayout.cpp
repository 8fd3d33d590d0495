// The Explore page in the window at the sizes the app allows, in every language and in presenter
// mode: the numbers panel's values read whole (each label at least as tall as its text needs at
// its width, never narrower than its longest word), the seed shows all its digits, the settings
// keep their full widths, and the key list keeps its height whatever the actions around it show.
#include "explore/explorecontroller.h"
#include "explore/explorepage.h"
#include "explore/livestatspanel.h"
#include "player/traceplayer.h"
#include "shell/languages.h"
#include "shell/mainwindow.h"
#include "shell/pagecatalog.h"
#include "views/tracestepsmodel.h"
#include "views/tracestepsview.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>

namespace {

ExplorePage *showExplore(MainWindow &window, QSize size)
{
    window.resize(size);
    window.show();
    window.showPage(PageId::Explore);
    if (!QTest::qWaitForWindowExposed(&window))
        return nullptr;
    auto *page = qobject_cast<ExplorePage *>(window.pageContent(PageId::Explore));
    if (page)
        page->player()->setSpeed(0.0);
    return page;
}

void settle()
{
    // The layouts' requests run level by level, each posting the next.
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
}

// What a user would see cut on the page: a value label shorter than its text at its width, or
// narrower than its longest word; the seed or the hash scheme narrower than its text; the steps
// table's status column past the table's edge.
QString cut(const ExplorePage &page)
{
    settle();
    QStringList out;
    const auto *stats = page.findChild<LiveStatsPanel *>();
    for (const QLabel *label : stats->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(stats) || label->text().isEmpty())
            continue;
        const QString what = QStringLiteral("\"%1\"").arg(label->text());
        if (label->wordWrap()) {
            if (label->height() < label->heightForWidth(label->width()))
                out << what
                        + QStringLiteral(" cut to %1 of %2 px high")
                              .arg(label->height())
                              .arg(label->heightForWidth(label->width()));
            if (label->width() < label->minimumSizeHint().width())
                out << what + QStringLiteral(" narrower than its longest word");
        } else if (label->width() < label->sizeHint().width()) {
            out << what
                    + QStringLiteral(" cut to %1 of %2 px wide")
                          .arg(label->width())
                          .arg(label->sizeHint().width());
        }
    }
    const auto *seed = page.findChild<QLineEdit *>(QStringLiteral("seedEdit"));
    // The frame and the text margins take about 8 pixels beside the text.
    if (seed->fontMetrics().horizontalAdvance(seed->text()) + 8 > seed->width())
        out << QStringLiteral("the seed %1 in %2 px").arg(seed->text()).arg(seed->width());
    // The steps table's last column, the status, inside the table rather than behind a scroll bar.
    const auto *steps = page.findChild<TraceStepsView *>();
    const int status = TraceStepsModel::StatusColumn;
    if (steps->horizontalScrollBar()->isVisible()
        || steps->columnViewportPosition(status) + steps->columnWidth(status) > steps->viewport()->width())
        out << QStringLiteral("the steps' status column runs out of the table");
    const auto *scheme = page.findChild<QComboBox *>(QStringLiteral("schemeBox"));
    if (scheme->width() < scheme->sizeHint().width())
        out << QStringLiteral("the hash scheme in %1 of %2 px")
                   .arg(scheme->width())
                   .arg(scheme->sizeHint().width());
    return out.join(QStringLiteral("; "));
}

} // namespace

class TestExploreLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup() { Languages::apply(*qApp, QStringLiteral("en")); }

    void nothingIsCut_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("presenting");
        for (const char *language : {"en", "th", "uz", "ur", "bn"}) {
            for (const QSize size : {QSize(1024, 700), QSize(1280, 800)}) {
                QTest::addRow("%s %dx%d", language, size.width(), size.height())
                    << QString::fromLatin1(language) << size << false;
            }
            QTest::addRow("%s presenting", language)
                << QString::fromLatin1(language) << QSize(1280, 800) << true;
        }
    }

    void nothingIsCut()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(bool, presenting);
        QVERIFY(Languages::apply(*qApp, language));
        MainWindow window;
        ExplorePage *page = showExplore(window, size);
        QVERIFY(page);
        QCOMPARE(window.size(), size); // the window allows this size
        if (presenting)
            page->setPresenterMode(true); // the page's part, without the full screen
        QString problems = cut(*page);
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("empty: ") + problems));
        // Long values: rates of 1 in thousands, and keys of many bytes.
        for (int i = 0; i < 16; ++i)
            page->addKey(QStringLiteral("a-rather-long-user-name-%1@example.org").arg(i));
        problems = cut(*page);
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("16 keys: ") + problems));
        QCOMPARE(
            page->controller()->loadBits(QStringLiteral("1010101010101010"), bloom::TextEncoding::Binary),
            QString());
        problems = cut(*page);
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("bits from text: ") + problems));
    }

    // The key list's height moved with what was shown below it: a search's three-line result, a
    // value wrapping onto a second line. It stays put now, the room left over going under it all.
    void theKeyListKeepsItsHeight_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "th", "uz"})
            QTest::addRow("%s", language) << QString::fromLatin1(language);
    }

    void theKeyListKeepsItsHeight()
    {
        QFETCH(QString, language);
        QVERIFY(Languages::apply(*qApp, language));
        MainWindow window;
        ExplorePage *page = showExplore(window, QSize(1280, 800));
        QVERIFY(page);
        ExploreSettings settings;
        settings.bits = 200;
        settings.hashes = 5;
        page->controller()->applySettings(settings, false);
        settle();
        const auto *list = page->findChild<QListView *>();
        QVERIFY(list);
        const QRect before = list->geometry();
        const auto steady = [&](const QString &after) {
            settle();
            return list->geometry() == before ? QString()
                                              : QStringLiteral("after %1: %2 px high, was %3")
                                                    .arg(after)
                                                    .arg(list->height())
                                                    .arg(before.height());
        };
        for (const char *key : {"apple", "banana", "cherry", "date", "elder", "fig"})
            page->addKey(QString::fromLatin1(key));
        QCOMPARE(steady(QStringLiteral("six keys")), QString());
        page->controller()->huntFalsePositive();
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isHunting(), 30'000);
        QCOMPARE(steady(QStringLiteral("the search")), QString());
        page->controller()->checkKey(QStringLiteral("mango"));
        QCOMPARE(steady(QStringLiteral("a check")), QString());
        page->controller()->addRandomKeys(10);
        page->player()->finish();
        QCOMPARE(steady(QStringLiteral("10 random keys")), QString());
    }
};

QTEST_MAIN(TestExploreLayout)
#include "tst_explorelayout.moc"
