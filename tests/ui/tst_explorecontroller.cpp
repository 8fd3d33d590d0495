// Explore's controller alone, with no page: what a lesson step or a quiz question builds its
// stages around. Presets run as scripts, a held script waits for the learner, and the
// false-positive hunt runs off the window's thread and can be cancelled.
#include "explore/explorecontroller.h"
#include "player/animationclock.h"
#include "player/traceplayer.h"
#include "script/scripttexts.h"
#include "views/bitcellmodel.h"

#include <QTest>
#include <QTimer>
#include <QUndoStack>

namespace {
QList<int> setCells(const BitCellModel &cells)
{
    QList<int> out;
    for (int i = 0; i < cells.rowCount(); ++i) {
        if (cells.bit(i))
            out << i;
    }
    return out;
}

void playToEnd(ExploreController &controller, ManualClock &clock)
{
    controller.player()->play();
    for (int guard = 0; guard < 1000 && (controller.runner()->isRunning() || !controller.player()->atEnd());
         ++guard) {
        if (controller.player()->isHoldingAtVerdict())
            controller.player()->play(); // as a user presses Space at each conclusion
        clock.advance();
    }
}

// A filter where a false positive is rare (m = 4,096, k = 12, a few keys): the hunt tries
// millions of keys, seconds of work.
void makeHuntSlow(ExploreController &controller)
{
    ExploreSettings settings;
    settings.bits = 4096;
    settings.hashes = 12;
    controller.applySettings(settings, false);
    for (const char *key : {"a", "b", "c"})
        controller.addKey(QString::fromLatin1(key));
}
} // namespace

class TestExploreController : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void presetIsAScriptOfTheWorkedExample()
    {
        const Script script = ExploreController::presetScript(bloom::WorkedExampleId::Fruits8);
        QCOMPARE(script.size(), 6); // load, narrate, add apple and mango, check grape and apple
        QCOMPARE(script.first().action, ScriptAction::LoadExample);
        QCOMPARE(script.at(1).text, QStringLiteral("preset.fruits8.intro"));
        QVERIFY(ScriptTexts::contains(script.at(1).text));
        QCOMPARE(script.last().action, ScriptAction::Check);
        QCOMPARE(script.at(4).key, QStringLiteral("grape"));
    }

    void presetChosenWhilePausedStartsAtItsFirstKey()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.loadPreset(bloom::WorkedExampleId::Usernames16);
        playToEnd(controller, clock);
        controller.player()->stepBack();
        QVERIFY(!controller.player()->isPlaying());
        // Chosen again while paused: the first trace is seyi_codes, not aderonke.
        controller.loadPreset(bloom::WorkedExampleId::Usernames16);
        QVERIFY(controller.trace().has_value());
        QCOMPARE(controller.trace()->key, std::string("seyi_codes"));
        QCOMPARE(controller.model()->keys(), QStringList {QStringLiteral("seyi_codes")});
        controller.player()->finish();
        QCOMPARE(setCells(*controller.cells()), (QList<int> {3, 7, 11}));
    }

    void aHeldScriptWaitsForTheLearner()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.player()->setSpeed(0.0);
        Script script = ExploreController::presetScript(bloom::WorkedExampleId::Fruits8);
        script.insert(2,
            ScriptStep {ScriptAction::WaitForUser, QStringLiteral("apple"), {}, {}, QStringLiteral("add")});
        script.removeAt(3); // the script no longer adds apple itself: the learner does
        controller.runner()->start(script);
        QVERIFY(controller.runner()->heldStep().has_value());
        QVERIFY(controller.model()->keys().isEmpty());
        // Another action is allowed while the script waits, and does not release it.
        controller.checkKey(QStringLiteral("kiwi"));
        QVERIFY(controller.runner()->heldStep().has_value());
        controller.addKey(QStringLiteral("apple"));
        QVERIFY(!controller.runner()->isRunning());
        QCOMPARE(
            controller.model()->keys(), (QStringList {QStringLiteral("apple"), QStringLiteral("mango")}));
        QCOMPARE(controller.trace()->key, std::string("apple")); // the last check
    }

    void huntRunsOffTheWindowThreadAndCancels()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        makeHuntSlow(controller);
        const QStringList keys = controller.model()->keys();
        const int undoSteps = controller.undoStack()->count();
        controller.huntFalsePositive();
        QVERIFY(controller.isHunting());
        // The window's thread is free: a timer fires while the search runs.
        bool ticked = false;
        QTimer::singleShot(0, this, [&] { ticked = true; });
        QTRY_VERIFY(ticked);
        QVERIFY(controller.isHunting());
        controller.cancelHunt();
        QTRY_VERIFY(!controller.isHunting());
        QCOMPARE(controller.huntText(), QStringLiteral("The search was cancelled."));
        QCOMPARE(controller.model()->keys(), keys);
        QCOMPARE(controller.undoStack()->count(), undoSteps);
    }

    void huntReportsProgress()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        makeHuntSlow(controller);
        controller.huntFalsePositive();
        QTRY_VERIFY(controller.huntText().contains(QStringLiteral("candidates tried")));
        controller.cancelHunt();
        QTRY_VERIFY(!controller.isHunting());
    }

    void destroyingTheControllerDuringAHuntIsSafe()
    {
        ManualClock clock;
        auto controller = std::make_unique<ExploreController>(&clock);
        makeHuntSlow(*controller);
        controller->huntFalsePositive();
        controller.reset(); // stops and joins the worker, which must not post into the dead controller
        QCoreApplication::processEvents();
        QVERIFY(!controller);
    }
};

QTEST_MAIN(TestExploreController)
#include "tst_explorecontroller.moc"
