// Explore's cuckoo view: the same keys in a cuckoo filter beside the bit array; with the view on,
// an add or a check plays the cuckoo trace on the one player, frame by frame, through its probes
// and relocations, while the Bloom filter's panels show their result at rest; a table too small
// for the keys says so; undo and switching back leave nothing inconsistent.
#include "explore/explorearraystage.h"
#include "explore/explorecontroller.h"
#include "explore/exploremodel.h"
#include "explore/explorepage.h"
#include "explore/livestatspanel.h"
#include "player/animationclock.h"
#include "player/playerbar.h"
#include "player/traceplayer.h"
#include "views/cuckootableview.h"

#include <QCheckBox>
#include <QLabel>
#include <QListView>
#include <QSplitter>
#include <QTabBar>
#include <QTest>
#include <QUndoStack>

namespace {
void playToEnd(ExploreController &controller, ManualClock &clock)
{
    for (int guard = 0; guard < 2000 && (controller.runner()->isRunning() || !controller.player()->atEnd());
         ++guard)
        clock.advance();
}

int stored(const CuckooTable &table)
{
    int count = 0;
    for (const bloom::CuckooBucket &bucket : table.buckets)
        count += static_cast<int>(
            std::count_if(bucket.begin(), bucket.end(), [](quint16 f) { return f != 0; }));
    return count;
}
} // namespace

class TestExploreCuckoo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void anAddPlaysThroughTheBuckets()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.setCuckooView(true);
        controller.addKey(QStringLiteral("apple"));
        QVERIFY(controller.player()->isCuckoo());
        QCOMPARE(controller.player()->frameIndex(), 0);
        QCOMPARE(stored(controller.cuckooShown().table), 0); // the table before the add
        clock.advance();
        QVERIFY2(
            controller.caption().contains(QStringLiteral("fingerprint")), qPrintable(controller.caption()));
        QVERIFY(controller.cuckooCallout().startsWith(QStringLiteral("fingerprint(\"apple\")")));
        QCOMPARE(controller.cuckooShown().primary, qint64(controller.player()->cuckooTrace().bucket1));
        // The Bloom filter's panels show their add at rest meanwhile.
        QVERIFY(controller.bloomFrame().isVerdict());
        playToEnd(controller, clock);
        QVERIFY(controller.cuckooShown().marks.contains(SlotMark::Placed));
        QCOMPARE(stored(controller.cuckooShown().table), 1);
        QVERIFY(controller.model()->cuckoo().mightContain("apple"));
        QCOMPARE(controller.verdict(), QStringLiteral("“apple” is added."));
        QVERIFY(controller.caption().contains(QStringLiteral("bucket")));
    }

    // The bold line names the key, as the bit array's does; the caption above it gives the reason.
    // The numbers beside the table are the table's.
    void theVerdictNamesTheKeyAndTheNumbersAreTheTables()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        LiveStatsPanel stats(&controller);
        connect(&controller, &ExploreController::frameShown, &stats, &LiveStatsPanel::refresh);
        stats.show();
        QVERIFY(stats.findChild<QLabel *>(QStringLiteral("n"))->isVisible());
        QVERIFY(!stats.findChild<QLabel *>(QStringLiteral("cuckooLoad"))->isVisible());
        controller.setCuckooView(true);
        QVERIFY(!stats.findChild<QLabel *>(QStringLiteral("n"))->isVisible());
        QVERIFY(stats.findChild<QLabel *>(QStringLiteral("cuckooLoad"))->isVisible());
        controller.addKey(QStringLiteral("apple"));
        // The filter at rest, as the summary under the table says it while the add plays.
        QCOMPARE(stats.value(QStringLiteral("cuckooKeys")), QStringLiteral("1"));
        playToEnd(controller, clock);
        QCOMPARE(stats.value(QStringLiteral("cuckooKeys")), QStringLiteral("1"));
        const bloom::CuckooFilter &cuckoo = controller.model()->cuckoo();
        QCOMPARE(stats.value(QStringLiteral("cuckooLoad")),
            QStringLiteral("1 of %1 (%2%)")
                .arg(cuckoo.slotCount())
                .arg(100.0 / double(cuckoo.slotCount()), 0, 'g', 3));
        QCOMPARE(stats.value(QStringLiteral("cuckooFingerprint")), QString::number(cuckoo.fingerprintBits()));
        QVERIFY(stats.value(QStringLiteral("cuckooFull")).startsWith(QStringLiteral("3.13%"))); // 8/2^8
        controller.checkKey(QStringLiteral("zebra"));
        playToEnd(controller, clock);
        if (controller.player()->cuckooTrace().outcome == bloom::CuckooOutcome::Absent)
            QCOMPARE(controller.verdict(), QStringLiteral("“zebra” is definitely not present."));
        else
            QVERIFY(controller.verdict().startsWith(QStringLiteral("False positive: “zebra”")));
        controller.checkKey(QStringLiteral("apple"));
        playToEnd(controller, clock);
        QCOMPARE(controller.verdict(), QStringLiteral("“apple” is maybe present, and it was indeed added."));
        controller.setCuckooView(false);
        QVERIFY(stats.findChild<QLabel *>(QStringLiteral("n"))->isVisible());
        QVERIFY(!stats.findChild<QLabel *>(QStringLiteral("cuckooLoad"))->isVisible());
    }

    void aCheckPlaysOnTheTableAndOffItTheBitArray()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.addKey(QStringLiteral("apple"));
        playToEnd(controller, clock);
        QVERIFY(!controller.player()->isCuckoo()); // the view is off: the bit array plays
        controller.setCuckooView(true);
        controller.checkKey(QStringLiteral("apple"));
        QVERIFY(controller.player()->isCuckoo());
        playToEnd(controller, clock);
        QCOMPARE(controller.player()->cuckooTrace().outcome, bloom::CuckooOutcome::Found);
        QVERIFY(controller.cuckooShown().marks.contains(SlotMark::Match));
        controller.setCuckooView(false);
        controller.checkKey(QStringLiteral("apple"));
        QVERIFY(!controller.player()->isCuckoo());
    }

    // "Who set its bits" explains the bit array's false positive, not the cuckoo filter's verdict.
    void theBitArraysForensicsStayOffTheCuckooView()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.addRandomKeys(10);
        playToEnd(controller, clock);
        controller.huntFalsePositive(); // on a worker thread; the result comes back here
        QTRY_VERIFY(controller.isFalsePositive());
        playToEnd(controller, clock);
        QVERIFY(!controller.forensicsText().isEmpty());
        controller.setCuckooView(true);
        playToEnd(controller, clock);
        QVERIFY(controller.player()->isCuckoo());
        QVERIFY2(controller.forensicsText().isEmpty(), qPrintable(controller.forensicsText()));
        controller.setCuckooView(false);
        playToEnd(controller, clock);
    }

    void aSmallTableFillsAndSaysSo()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.setCuckooView(true);
        controller.player()->setSpeed(0.0);
        // m = 16 gives 4 buckets, 16 slots: 40 keys overflow it.
        for (int i = 0; i < 40; ++i)
            controller.addKey(QStringLiteral("user_%1").arg(i));
        playToEnd(controller, clock);
        QVERIFY(controller.model()->cuckoo().isFull());
        QVERIFY(!controller.model()->refusedByCuckoo().isEmpty());
        QVERIFY(controller.cuckooSummary().contains(QStringLiteral("It is full")));
        // The victim counts as a key stored, not as a slot filled: a full table read "17 of 16".
        LiveStatsPanel stats(&controller);
        QCOMPARE(stats.value(QStringLiteral("cuckooKeys")), QStringLiteral("17"));
        QCOMPARE(stats.value(QStringLiteral("cuckooLoad")), QStringLiteral("16 of 16 (100%)"));
        // The bit array took every key.
        QCOMPARE(controller.model()->keys().size(), 40);
        // Undo rebuilds the table from the keys left.
        for (int i = 0; i < 30; ++i)
            controller.undoStack()->undo();
        QVERIFY(!controller.model()->cuckoo().isFull());
        QCOMPARE(controller.model()->cuckoo().itemCount(), quint64(10));
    }

    void relocationsPlayOneFrameEach()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.setCuckooView(true);
        controller.player()->setSpeed(0.0);
        int i = 0;
        for (; i < 40; ++i) {
            controller.addKey(QStringLiteral("member_%1").arg(i));
            if (!controller.player()->cuckooTrace().kicks.empty())
                break;
        }
        QVERIFY2(i < 40, "no add needed a relocation");
        const bloom::CuckooTrace trace = controller.player()->cuckooTrace();
        controller.player()->setSpeed(1.0);
        controller.player()->rewind();
        const int firstKick = 3 + static_cast<int>(trace.probes.size());
        for (int frame = 0; frame < firstKick; ++frame)
            controller.player()->stepForward();
        QCOMPARE(controller.player()->frameIndex(), firstKick);
        const bloom::CuckooKick &kick = trace.kicks.front();
        QCOMPARE(controller.cuckooShown().table.buckets.at(qsizetype(kick.bucket))[kick.slot], kick.incoming);
        QCOMPARE(controller.cuckooShown().carried, std::optional<quint16>(kick.evicted));
        QVERIFY(controller.caption().contains(QStringLiteral("Both buckets are full")));
    }

    void theStageSwitchesViews()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        ExploreArrayStage stage(&controller);
        stage.resize(900, 600);
        stage.show();
        QVERIFY(QTest::qWaitForWindowExposed(&stage));
        QVERIFY(!stage.cuckooView()->isVisible());
        stage.filterTabs()->setCurrentIndex(1);
        QVERIFY(controller.cuckooView());
        QVERIFY(stage.cuckooView()->isVisible());
        QVERIFY(!stage.details()->isVisible());
        controller.addKey(QStringLiteral("apple"));
        for (int frame = 0; frame < 12; ++frame) {
            clock.advance(); // the code panel reads the Bloom frame, never the cuckoo one
            QVERIFY(stage.cuckooView()->shown() == controller.cuckooShown());
        }
        QVERIFY(stage.findChild<QLabel *>(QStringLiteral("cuckooSummary"))
                    ->text()
                    .contains(QStringLiteral("4 buckets")));
        stage.filterTabs()->setCurrentIndex(0);
        QVERIFY(!controller.cuckooView());
        QVERIFY(stage.details()->isVisible());
    }

    // A key selected in the list shows where it went in either view: its bits in the array, its
    // two buckets outlined and its fingerprint's slot marked in the table.
    void aSelectedKeyIsShownInTheTable()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.setCuckooView(true);
        for (const QString &key : {QStringLiteral("apple"), QStringLiteral("pear"), QStringLiteral("plum")})
            controller.addKey(key);
        playToEnd(controller, clock);
        controller.selectKey(1);
        const QByteArray pear("pear");
        const bloom::CuckooKeyHash hash = controller.model()->cuckoo().hashKey({pear.constData(), 4});
        const CuckooShown &shown = controller.cuckooShown();
        QCOMPARE(shown.primary, qint64(hash.bucket1));
        QCOMPARE(shown.alternate, qint64(hash.bucket2));
        QVERIFY(shown.marks.contains(SlotMark::Selected));
        for (qsizetype slot = 0; slot < shown.marks.size(); ++slot) {
            if (shown.marks[slot] != SlotMark::Selected)
                continue;
            const auto bucket = static_cast<quint64>(slot / 4);
            QVERIFY(bucket == hash.bucket1 || bucket == hash.bucket2);
            QCOMPARE(shown.table.fingerprint(static_cast<int>(slot)), hash.fingerprint);
        }
        // While a new add plays, its own buckets are outlined, not the selected key's.
        controller.addKey(QStringLiteral("fig"));
        clock.advance();
        clock.advance();
        QCOMPARE(controller.cuckooShown().primary, qint64(controller.player()->cuckooTrace().bucket1));
        QVERIFY(!controller.cuckooShown().marks.contains(SlotMark::Selected));
        controller.selectKey(-1);
        playToEnd(controller, clock);
        QVERIFY(!controller.cuckooShown().marks.contains(SlotMark::Selected));
    }

    // "Who set its bits" appearing under a false positive pushed the player bar and the steps
    // down, and the cuckoo tab, without the steps, dropped the bar to the bottom of the page; a
    // full table's taller summary moved it too.
    void theControlsStayPutThroughAFalsePositiveAndTheCuckooTab()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.resize(1070, 690);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.player()->setSpeed(0.0);
        page.addRandomKeys(10);
        // A full cuckoo table too: its summary grows a sentence, and its table a victim.
        for (int i = 0; i < 12; ++i)
            page.controller()->addKey(QStringLiteral("fill_%1").arg(i));
        const auto settle = [] {
            for (int i = 0; i < 3; ++i)
                QCoreApplication::processEvents();
        };
        const auto top = [&page](QWidget *widget) { return widget->mapTo(&page, QPoint(0, 0)).y(); };
        auto *keyList = page.findChild<QListView *>();
        QVERIFY(keyList);
        settle();
        const int bar = top(page.stage()->playerBar());
        const int listHeight = keyList->height();
        page.huntFalsePositive();
        QTRY_VERIFY(page.verdictText().contains(QStringLiteral("False positive")));
        QVERIFY(!page.forensicsLines().isEmpty());
        settle();
        QCOMPARE(top(page.stage()->playerBar()), bar);
        QCOMPARE(keyList->height(), listHeight);
        page.stage()->filterTabs()->setCurrentIndex(1);
        settle();
        QCOMPARE(top(page.stage()->playerBar()), bar);
        // The numbers panel holds fewer rows in the cuckoo view; the list above it stays put.
        QCOMPARE(keyList->height(), listHeight);
        // The bit array's colouring and hover hint do not speak for the table.
        auto *collisions = page.findChild<QCheckBox *>();
        auto *cellInfo = page.findChild<QLabel *>(QStringLiteral("cellInfo"));
        QVERIFY(!collisions->isEnabled());
        QVERIFY2(cellInfo->text().contains(QStringLiteral("slot")), qPrintable(cellInfo->text()));
        page.stage()->filterTabs()->setCurrentIndex(0);
        settle();
        QCOMPARE(top(page.stage()->playerBar()), bar);
        // The numbers panel's rows came back from the cuckoo view at no height.
        for (const QString &row : {QStringLiteral("n"), QStringLiteral("fill"), QStringLiteral("memory")}) {
            const auto *value = page.findChild<QLabel *>(row);
            QVERIFY2(value->isVisible() && value->height() > 0, qPrintable(row));
        }
        QVERIFY(!page.findChild<QLabel *>(QStringLiteral("cuckooLoad"))->isVisible());
        QVERIFY(collisions->isEnabled());
        QVERIFY2(cellInfo->text().contains(QStringLiteral("cell")), qPrintable(cellInfo->text()));
    }
};

QTEST_MAIN(TestExploreCuckoo)
#include "tst_explorecuckoo.moc"
