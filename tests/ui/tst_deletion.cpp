// The deletion page driven by clicks and keys: the naive delete's false negatives, the counting
// filter keeping every key, and the counting filter's own hazards.
#include "deletion/deletionmodel.h"
#include "deletion/deletionpage.h"
#include "player/animationclock.h"
#include "player/traceplayer.h"
#include "views/bitarrayview.h"
#include "views/bitcellmodel.h"

#include <QComboBox>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

namespace {
void playToEnd(DeletionPage &page, ManualClock &clock)
{
    page.player()->play();
    for (int guard = 0; guard < 2000 && (page.pendingSteps() > 0 || !page.player()->atEnd()); ++guard)
        clock.advance();
}

bool anyContains(const QStringList &lines, const QString &text)
{
    return std::any_of(
        lines.begin(), lines.end(), [&text](const QString &line) { return line.contains(text); });
}
} // namespace

class TestDeletion : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void naiveDeleteBreaksTheKeySharingBit7()
    {
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        page.resize(1200, 800);
        page.show();
        // Select seyi_codes in the list and press Delete, as a user would.
        auto *list = page.findChild<QListView *>(QStringLiteral("keyList"));
        QVERIFY(list);
        QCOMPARE(list->model()->index(0, 0).data(Qt::UserRole).toString(), QStringLiteral("seyi_codes"));
        QTest::mouseClick(
            list->viewport(), Qt::LeftButton, {}, list->visualRect(list->model()->index(0, 0)).center());
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("deleteButton")), Qt::LeftButton);
        playToEnd(page, clock);

        const auto &state = page.model()->current();
        QVERIFY(!state.plain.mightContain("aderonke")); // the false negative
        QVERIFY(state.counting.mightContain("aderonke")); // the counting filter keeps it
        QCOMPARE(page.plainCells()->cellsMarked(CellMark::FalseNegative), QList<int> {7});
        QVERIFY(page.plainResult().contains(QStringLiteral("aderonke")));
        QVERIFY(page.plainResult().contains(QStringLiteral("7")));
        QVERIFY(page.countingResult().contains(QStringLiteral("Every remaining key is still found")));
        // The counters went down, not to zero where aderonke still counts.
        QCOMPARE(page.countingCells()->value(7), 1);
        QCOMPARE(page.countingCells()->value(3), 0);
        QVERIFY(anyContains(page.events(), QStringLiteral("predicted")));
    }

    void deletingDuringAnimationShowsTheStepsOnBothArrays()
    {
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        page.deleteKey(QStringLiteral("seyi_codes"));
        clock.advance(3); // the first cell is reached
        QCOMPARE(page.plainCells()->markedCount(CellMark::Decremented), 1);
        QCOMPARE(page.countingCells()->markedCount(CellMark::Decremented), 1);
        // Results wait for the verdict, and so does the log of what happened.
        QVERIFY(page.plainCells()->cellsMarked(CellMark::FalseNegative).isEmpty());
        QVERIFY(!anyContains(page.events(), QStringLiteral("Deleted")));
        clock.advance(20);
        QVERIFY(anyContains(page.events(), QStringLiteral("Deleted")));
    }

    // Regression: the page had no Space key of its own, so Space, which the hold names ("until
    // Space"), went to the focused button: pressed after clicking Delete selected key, it deleted
    // again (the next key, or an error for the key just deleted). While the animation is under way
    // Space is the player's; at rest it is the button's, as anywhere.
    void spaceIsThePlayersWhileAnAnimationIsUnderWay()
    {
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        page.resize(1200, 800);
        page.show();
        page.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&page));
        auto *list = page.findChild<QListView *>(QStringLiteral("keyList"));
        auto *remove = page.findChild<QPushButton *>(QStringLiteral("deleteButton"));
        QTest::mouseClick(
            list->viewport(), Qt::LeftButton, {}, list->visualRect(list->model()->index(0, 0)).center());
        remove->setFocus();
        QTest::mouseClick(remove, Qt::LeftButton);
        clock.advance(3);
        QVERIFY(page.player()->isUnderWay());
        QTest::keyClick(remove, Qt::Key_Space);
        QVERIFY(!page.player()->isPlaying());
        QTest::keyClick(remove, Qt::Key_Space);
        QVERIFY(page.player()->isPlaying());
        playToEnd(page, clock);
        QCOMPARE(page.model()->current().goneFromPlain, QStringList {QStringLiteral("seyi_codes")});

        // At rest, Space presses the focused button as in any application.
        QTest::mouseClick(
            list->viewport(), Qt::LeftButton, {}, list->visualRect(list->model()->index(1, 0)).center());
        remove->setFocus();
        clock.advance(5); // the verdict shown, the player comes to rest
        QVERIFY(!page.player()->isUnderWay());
        QTest::keyClick(remove, Qt::Key_Space);
        playToEnd(page, clock);
        QVERIFY(page.model()->current().goneFromPlain.contains(QStringLiteral("aderonke")));
    }

    // The result under each array appears at the verdict; its room is kept from the start, so
    // the arrays keep their rows (they re-wrapped from 8 × 2 to 4 × 4 mid-animation).
    void theArraysKeepTheirRowsThroughAnAnimation()
    {
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        page.resize(1060, 740);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QList<BitArrayView *> views = page.findChildren<BitArrayView *>();
        QCOMPARE(views.size(), 2);
        QList<QRect> before;
        for (const BitArrayView *view : views)
            before << view->cellRect(15);
        page.deleteKey(QStringLiteral("seyi_codes"));
        for (int tick = 0; tick < 20; ++tick) {
            clock.advance();
            QCoreApplication::processEvents();
            for (qsizetype i = 0; i < views.size(); ++i)
                QCOMPARE(views[i]->cellRect(15), before[i]);
        }
        const auto results = page.findChildren<QLabel *>(QStringLiteral("plainResult"));
        QCOMPARE(results.size(), 1);
        QVERIFY(results.first()->isVisible());
    }

    void undoBringsTheBitsBack()
    {
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        page.deleteKey(QStringLiteral("seyi_codes"));
        QVERIFY(!page.model()->current().plain.mightContain("aderonke"));
        page.undoStack()->undo();
        QVERIFY(page.model()->current().plain.mightContain("aderonke"));
        QVERIFY(page.model()->current().plain.mightContain("seyi_codes"));
    }

    void deletingAKeyNotInTheListIsRefused()
    {
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        page.deleteKey(QStringLiteral("nobody"));
        QVERIFY(!page.messageText().isEmpty());
        QCOMPARE(page.undoStack()->count(), 0);
    }

    void hazardRemovingAFalsePositiveCausesFalseNegatives()
    {
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        page.runHazard(DeletionPage::Hazard::RemoveFalsePositive);
        playToEnd(page, clock);
        const QStringList events = page.events();
        QVERIFY(anyContains(events, QStringLiteral("false positive")));
        QVERIFY(anyContains(events, QStringLiteral("accepted")));
        QVERIFY(anyContains(events, QStringLiteral("“seyi_codes” is now reported absent")));
        QCOMPARE(page.model()->countingFalseNegatives(),
            (QStringList {QStringLiteral("seyi_codes"), QStringLiteral("aderonke")}));
    }

    void hazardRemovingAnAbsentKeyIsRefused()
    {
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        const auto before = page.model()->countingCells();
        page.runHazard(DeletionPage::Hazard::RemoveAbsent);
        playToEnd(page, clock);
        QVERIFY(anyContains(page.events(), QStringLiteral("definitely not in the filter")));
        QVERIFY(anyContains(page.events(), QStringLiteral("Nothing changed")));
        QCOMPARE(page.model()->countingCells(), before);
    }

    void hazardSaturationSticksAndNeverWraps_data()
    {
        QTest::addColumn<int>("widthIndex");
        QTest::addColumn<int>("maximum");
        QTest::addRow("4-bit") << 0 << 15;
        QTest::addRow("8-bit") << 1 << 255;
    }

    void hazardSaturationSticksAndNeverWraps()
    {
        QFETCH(int, widthIndex);
        QFETCH(int, maximum);
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        page.show();
        auto *widths = page.findChild<QComboBox *>(QStringLiteral("counterWidth"));
        widths->setCurrentIndex(widthIndex);
        emit widths->activated(widthIndex);
        page.runHazard(DeletionPage::Hazard::Saturate);
        playToEnd(page, clock);
        QCOMPARE(page.countingCells()->value(1), maximum);
        QVERIFY(page.countingCells()->saturated(1));
        QVERIFY(page.model()->current().counting.mightContain("tiger"));
        QVERIFY(anyContains(page.events(), QStringLiteral("stuck")));
        QVERIFY2(anyContains(page.events(), QStringLiteral("still reported present")),
            qPrintable(page.events().join(QLatin1Char('\n'))));
    }

    void hazardLogsUseTheLocalesDigits()
    {
        QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        page.show();
        page.runHazard(DeletionPage::Hazard::Saturate);
        playToEnd(page, clock);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const QString log = page.events().join(QLatin1Char('\n'));
        // 16 adds and removes; counter 15 stuck. The text itself says "0" where it means a value.
        QVERIFY2(log.contains(QStringLiteral("১৬")) && log.contains(QStringLiteral("১৫")), qPrintable(log));
        QVERIFY2(!log.contains(QStringLiteral("16")) && !log.contains(QStringLiteral("15")), qPrintable(log));
    }

    void layoutMirrorsRightToLeft()
    {
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        page.setLayoutDirection(Qt::RightToLeft);
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const auto left = [&page](const char *name) {
            const auto *widget = page.findChild<QWidget *>(QString::fromLatin1(name));
            return widget ? widget->mapTo(&page, QPoint(0, 0)).x() : -1;
        };
        // The key box starts the row on the right; the plain filter's column comes first, on the right.
        QVERIFY(left("keyEdit") > left("deleteButton"));
        QVERIFY(left("deleteButton") > left("hazards"));
        QVERIFY(left("plainResult") > left("countingResult"));
        QVERIFY(left("keyList") > left("events"));
    }

    void memoryAndOverflowFollowTheCounterWidth()
    {
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        QVERIFY(page.memoryText().contains(QStringLiteral("64 bits, 4×")));
        auto *widths = page.findChild<QComboBox *>(QStringLiteral("counterWidth"));
        widths->setCurrentIndex(1);
        emit widths->activated(1);
        QVERIFY(page.memoryText().contains(QStringLiteral("128 bits, 8×")));
        QVERIFY(page.overflowText().contains(QStringLiteral("Fan")));
    }
};

QTEST_MAIN(TestDeletion)
#include "tst_deletion.moc"
