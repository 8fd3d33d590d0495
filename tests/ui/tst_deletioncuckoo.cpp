// The deletion demo's cuckoo filter: fed the same keys as the Bloom filters, it deletes without
// counters; its three hazards (a never-added key that shares a fingerprint and its buckets, one
// key added past 2b copies, a table filled until its relocations give up) end as the page says;
// the player plays a cuckoo trace frame by frame and the table shows each relocation; undo and a
// session bring the table back.
#include "deletion/deletioncontroller.h"
#include "deletion/deletionpage.h"
#include "deletion/deletionsection.h"
#include "deletionchecks.h"
#include "player/animationclock.h"
#include "player/cuckoonarration.h"
#include "player/traceplayer.h"
#include "script/scriptstep.h"
#include "session/sessionjson.h"
#include "session/sessionsections.h"
#include "views/cuckootable.h"
#include "views/cuckootableview.h"

#include "common/numberformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringListModel>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>

using Hazard = DeletionController::Hazard;
using Side = DeletionController::Side;

namespace {
using DeletionChecks::playToEnd;

int storedFingerprints(const CuckooTable &table)
{
    int stored = 0;
    for (const bloom::CuckooBucket &bucket : table.buckets)
        stored += static_cast<int>(
            std::count_if(bucket.begin(), bucket.end(), [](quint16 f) { return f != 0; }));
    return stored;
}

bool contains(const DeletionController &controller, const QString &key)
{
    return controller.model()->current().cuckoo.mightContain(key.toStdString());
}
} // namespace

class TestDeletionCuckoo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        Session::Sections::add(deletionSectionFormat());
    }

    void aSessionKeepsTheTableExactly()
    {
        // After hazard 4 the table lost seyi_codes's fingerprint to kemi_229: no key list replays
        // that, so the file holds the table itself.
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        page.controller()->runHazard(Hazard::CuckooRemoveAbsent);
        playToEnd(*page.controller(), clock);
        Session::Data saved;
        saved.page = QStringLiteral("deletion");
        page.saveSession(saved);
        const Session::ReadResult read = Session::fromJson(Session::toJson(saved));
        QVERIFY(std::holds_alternative<Session::Data>(read));
        DeletionPage restored(nullptr, &clock);
        restored.restoreSession(std::get<Session::Data>(read));
        const DeletionModel *model = restored.controller()->model();
        QCOMPARE(model->cuckooFalseNegatives(), QStringList {QStringLiteral("seyi_codes")});
        QCOMPARE(CuckooTable::of(model->current().cuckoo),
            CuckooTable::of(page.controller()->model()->current().cuckoo));
        QCOMPARE(
            model->current().cuckoo.kickState(), page.controller()->model()->current().cuckoo.kickState());

        // A table whose count disagrees with its slots is refused whole, naming the field.
        DeletionSection section
            = *std::get<Session::Data>(read).section<DeletionSection>(QStringLiteral("deletion"));
        section.cuckoo->items += 1;
        Session::Data broken = saved;
        broken.setSection(QStringLiteral("deletion"), section);
        const Session::ReadResult refused = Session::fromJson(Session::toJson(broken));
        QVERIFY(std::holds_alternative<Session::Error>(refused));
        QCOMPARE(std::get<Session::Error>(refused).path, QStringLiteral("deletion.cuckoo"));
    }

    void theArticleKeysAreInTheCuckooFilterToo()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        QCOMPARE(controller.model()->cuckooKeys(), (QStringList {"seyi_codes", "aderonke"}));
        QCOMPARE(storedFingerprints(controller.cuckooShown().table), 2);
        QCOMPARE(controller.cuckooShown().table.buckets.size(), 4);
        controller.addKey(QStringLiteral("mango"));
        playToEnd(controller, clock);
        QVERIFY(contains(controller, QStringLiteral("mango")));
        QCOMPARE(storedFingerprints(controller.cuckooShown().table), 3);
        // The add was played on the table: its verdict marks the slot it took.
        QVERIFY(controller.cuckooShown().marks.contains(SlotMark::Placed));
    }

    void deletingTakesOnlyTheKeysOwnFingerprint()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        controller.deleteKey(QStringLiteral("seyi_codes"));
        playToEnd(controller, clock);
        QVERIFY(!contains(controller, QStringLiteral("seyi_codes")));
        QVERIFY(contains(controller, QStringLiteral("aderonke")));
        QVERIFY(controller.model()->cuckooFalseNegatives().isEmpty());
        QVERIFY(
            controller.result(Side::Cuckoo).contains(QStringLiteral("Removed one copy of fingerprint 76")));
        QVERIFY(
            controller.result(Side::Cuckoo).contains(QStringLiteral("every remaining key is still found")));
        QVERIFY(controller.cuckooShown().marks.contains(SlotMark::Removed));
        // The plain filter broke aderonke; the cuckoo filter did not.
        QVERIFY(!controller.model()->current().plain.mightContain("aderonke"));
        controller.undoStack()->undo();
        QVERIFY(contains(controller, QStringLiteral("seyi_codes")));
        QCOMPARE(storedFingerprints(controller.cuckooShown().table), 2);
    }

    void removingANeverAddedLookalikeLosesAnotherKey()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        controller.runHazard(Hazard::CuckooRemoveAbsent);
        playToEnd(controller, clock);
        QCOMPARE(controller.model()->cuckooFalseNegatives(), QStringList {QStringLiteral("seyi_codes")});
        const QString log = controller.events().join(QLatin1Char('\n'));
        QVERIFY2(
            log.contains(QStringLiteral("“kemi_229” was never added, yet fingerprint 76")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("Now lost: seyi_codes")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("“seyi_codes” is now reported absent by the cuckoo filter")),
            qPrintable(log));
        // The counting filter was not touched by the cuckoo hazard.
        QVERIFY(controller.model()->current().counting.mightContain("seyi_codes"));
    }

    void oneKeyTakesAtMostEightSlots()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        controller.runHazard(Hazard::CuckooDuplicates);
        playToEnd(controller, clock);
        const bloom::CuckooFilter &cuckoo = controller.model()->current().cuckoo;
        const bloom::CuckooKeyHash h = cuckoo.hashKey("aderonke");
        int copies = 0;
        for (const std::uint64_t b : {h.bucket1, h.bucket2}) {
            const bloom::CuckooBucket bucket = cuckoo.bucket(b);
            copies += static_cast<int>(std::count(bucket.begin(), bucket.end(), h.fingerprint));
        }
        QCOMPARE(copies, h.bucket1 == h.bucket2 ? 4 : 8);
        QVERIFY(controller.player()->isCuckoo());
        QCOMPARE(controller.player()->cuckooTrace().outcome, bloom::CuckooOutcome::DuplicateLimit);
        const QString log = controller.events().join(QLatin1Char('\n'));
        QVERIFY2(log.contains(QStringLiteral("added 7 more time")), qPrintable(log));
        // seyi_codes was moved out of the way, not lost.
        QVERIFY(contains(controller, QStringLiteral("seyi_codes")));
    }

    void aFullTableShowsTheChainThatGaveUp()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        controller.runScript(*DeletionController::readScript(
            R"({"fill": [{"do": "reset-article", "text": "deletion.reset.title"}, {"do": "fill"}]})",
            QStringLiteral("fill")));
        // Pause on the fill's first relocation frame and check the table shows the move.
        for (int guard = 0; guard < 100
             && !(controller.player()->isCuckoo() && controller.player()->frame().stage == PlayStage::Land
                 && controller.player()->frameIndex()
                     >= 3 + int(controller.player()->cuckooTrace().probes.size()));
             ++guard)
            clock.advance();
        const bloom::CuckooTrace trace = controller.player()->cuckooTrace();
        QCOMPARE(trace.outcome, bloom::CuckooOutcome::Victim);
        QCOMPARE(trace.kicks.size(), std::size_t {bloom::CuckooFilter::kMaxKicks});
        const bloom::CuckooKick &first = trace.kicks.front();
        const CuckooShown &shown = controller.cuckooShown();
        QCOMPARE(shown.table.buckets.at(qsizetype(first.bucket))[first.slot], first.incoming);
        QCOMPARE(shown.carried, std::optional<quint16>(first.evicted));
        QCOMPARE(shown.marks.at(qsizetype(first.bucket * 4 + first.slot)), SlotMark::Moved);
        QVERIFY(controller.cuckooCaption().contains(QStringLiteral("Both buckets are full")));
        // 500 relocations play as 12 frames and one jump to the end.
        QCOMPARE(TracePlayer::frameCountFor(trace),
            3 + int(trace.probes.size()) + TracePlayer::kMaxKickFrames + 1 + 1);
        playToEnd(controller, clock);
        QVERIFY(controller.model()->current().cuckoo.isFull());
        QVERIFY(controller.cuckooShown().victimMarked);
        QVERIFY(CuckooNarration::chain(trace).contains(QStringLiteral("…")));
        // One unbroken run, whose isolate cannot fall apart across lines in right-to-left text.
        QVERIFY(!CuckooNarration::chain(trace).contains(QLatin1Char(' ')));
    }

    void theFullHazardRefusesTheNextAdd()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        controller.runHazard(Hazard::CuckooFull);
        playToEnd(controller, clock);
        QCOMPARE(controller.player()->cuckooTrace().outcome, bloom::CuckooOutcome::Full);
        QVERIFY(controller.events()
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("Refused: the filter is full")));
        // Every key added before still answers: no false negatives, the victim included.
        QVERIFY(controller.model()->cuckooFalseNegatives().isEmpty());
        // One undo takes the whole hazard back to the article's table.
        QCOMPARE(controller.undoStack()->count(), 1);
        controller.undoStack()->undo();
        QVERIFY(!controller.model()->current().cuckoo.isFull());
        QCOMPARE(controller.model()->current().cuckoo.itemCount(), std::uint64_t {2});
    }

    void everyFrameBetweenBeforeAndAfter()
    {
        // A frame never shows a fingerprint that is in neither table nor carried, and the verdict
        // is exactly the table after.
        auto filter = bloom::CuckooFilter::createWithBuckets(4, 8).value();
        for (int i = 0; i < 15; ++i)
            QVERIFY(filter.add("k" + std::to_string(i)));
        const CuckooTable before = CuckooTable::of(filter);
        const bloom::CuckooTrace trace = filter.addTraced("one_more").value();
        const CuckooTable after = CuckooTable::of(filter);
        for (int i = 0; i < TracePlayer::frameCountFor(trace); ++i) {
            const PlayerFrame frame = TracePlayer::frameAt(trace, i);
            const CuckooShown shown = overlayCuckooTrace(before, after, trace, frame);
            QCOMPARE(shown.marks.size(), before.slotCount());
            QVERIFY(!CuckooNarration::callout(trace, frame).isEmpty());
            if (frame.isVerdict())
                QCOMPARE(shown.table, after);
        }
    }

    void scriptsNameOnlyTheCuckooFilter()
    {
        const auto read
            = [](const char *json) { return ScriptData::fromJson(QJsonDocument::fromJson(json).array()); };
        QVERIFY(read(R"([{"do": "remove", "key": "a", "filter": "cuckoo"}])").error.isEmpty());
        QVERIFY(!read(R"([{"do": "remove", "key": "a", "filter": "bloom"}])").error.isEmpty());
        QVERIFY(!read(R"([{"do": "naive-delete", "key": "a", "filter": "cuckoo"}])").error.isEmpty());
        const Script script
            = read(R"([{"do": "fill"}, {"do": "check", "key": "a", "filter": "cuckoo"}])").script;
        QCOMPARE(ScriptData::fromJson(ScriptData::toJson(script)).script, script);
    }

    void theViewDrawsEveryBucketAndTheVictim()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        CuckooTableView view;
        view.resize(600, 240);
        view.setShown(controller.cuckooShown());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (int slot = 0; slot < 16; ++slot)
            QVERIFY(view.rect().contains(view.slotRect(slot)));
        QVERIFY(view.rect().contains(view.victimRect()));
        QVERIFY(!view.slotRect(0).intersects(view.slotRect(1)));
        QVERIFY(view.accessibleDescription().contains(QStringLiteral("2 fingerprints stored")));
    }

    // Uzbek's longer words left the third column about 272 x 186 pixels for the table at 1,280 x
    // 800: the buckets went three and two a row in 14-pixel squares too small for their numbers.
    // (150 here: the test's type is smaller.)
    void aNarrowTableKeepsItsNumbersReadable()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        CuckooTableView view;
        view.setShown(controller.cuckooShown());
        const auto readable = [&view] {
            for (int slot = 0; slot < 16; ++slot) {
                if (view.slotRect(slot).width() < 20)
                    return false;
            }
            return true;
        };
        view.resize(272, 150);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(readable());
        // Short of room it asks for the height that shows every number, and then draws inside it.
        QVERIFY(view.minimumSizeHint().height() > 150);
        view.resize(272, view.minimumSizeHint().height());
        QVERIFY(readable());
        for (int slot = 0; slot < 16; ++slot)
            QVERIFY(view.rect().contains(view.slotRect(slot)));
        QVERIFY(view.rect().contains(view.victimRect()));
        // Narrow and tall: one bucket a row gives the largest slots.
        view.resize(140, 600);
        QVERIFY(readable());
        QVERIFY(view.slotRect(4).top() > view.slotRect(3).bottom());
        QCOMPARE(view.slotRect(4).left(), view.slotRect(0).left());
        // Wide and low: all in one row.
        view.resize(900, 200);
        QCOMPARE(view.slotRect(12).top(), view.slotRect(0).top());
        QVERIFY(view.rect().contains(view.victimRect()));
    }

    // One press of "Show the result" while a hazard plays shows the hazard's result: the fill and
    // the add after it, the counter on the last operation's last frame, and nothing more to come.
    void showTheResultFinishesTheWholeHazard()
    {
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        DeletionController &controller = *page.controller();
        controller.runHazard(Hazard::CuckooFull);
        clock.advance();
        QVERIFY(controller.player()->isCuckoo());
        QVERIFY(!controller.player()->atEnd());
        QToolButton *finish = nullptr;
        for (QToolButton *button : page.findChildren<QToolButton *>()) {
            if (button->accessibleName() == QStringLiteral("Show the result"))
                finish = button;
        }
        QVERIFY(finish);
        QVERIFY(finish->isEnabled());
        finish->click();
        QVERIFY(!controller.runner()->isRunning());
        QVERIFY(controller.player()->atEnd());
        QCOMPARE(controller.player()->cuckooTrace().key, std::string("late_signup"));
        QCOMPARE(controller.player()->cuckooTrace().outcome, bloom::CuckooOutcome::Full);
        QVERIFY(controller.events()
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("Refused: the filter is full")));
        QVERIFY(!finish->isEnabled());
        const int frame = controller.player()->frameIndex();
        const int frames = controller.player()->frameCount();
        QCOMPARE(frame, frames - 1);
        for (int tick = 0; tick < 20; ++tick)
            clock.advance();
        QCOMPARE(controller.player()->frameIndex(), frame);
        QCOMPARE(controller.player()->frameCount(), frames);
        QVERIFY(controller.player()->isIdleAtEnd()); // Play is offered again
    }

    // "What deleting costs" says how full the cuckoo table is as it is shown: the fill plays in
    // a table already nearly full, not in the article's 12.5%.
    void theCostsFollowTheTableAsShown()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        QVERIFY(controller.memoryText().contains(QStringLiteral("12.5% full")));
        controller.runHazard(Hazard::CuckooFull);
        clock.advance();
        QVERIFY(controller.player()->isCuckoo());
        QVERIFY(!controller.player()->atEnd());
        const CuckooTable &shown = controller.cuckooShown().table;
        const double load = static_cast<double>(storedFingerprints(shown)) / shown.slotCount();
        QVERIFY(load > 0.5);
        QVERIFY2(controller.memoryText().contains(NumberFormat::percent(load) + QStringLiteral(" full")),
            qPrintable(controller.memoryText()));
    }
};

QTEST_MAIN(TestDeletionCuckoo)
#include "tst_deletioncuckoo.moc"
