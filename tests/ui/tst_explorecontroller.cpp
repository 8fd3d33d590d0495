// Explore's controller alone, with no page: what a lesson step or a quiz question builds its
// stages around. Presets run as scripts, a held script waits for the learner, and the
// false-positive hunt runs off the window's thread and can be cancelled.
#include "explore/explorecontroller.h"
#include "explore/filtertext.h"
#include "explore/livestatspanel.h"
#include "explorechecks.h"
#include "player/animationclock.h"
#include "player/playerbar.h"
#include "player/traceplayer.h"
#include "script/scripttexts.h"
#include "views/bitcellmodel.h"

#include <QComboBox>
#include <QLabel>
#include <QStringListModel>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

Q_DECLARE_METATYPE(bloom::TextEncoding)

using ExploreChecks::setCells;

namespace {
std::vector<std::uint64_t> wordsOf(const ExploreController &controller)
{
    return ExploreChecks::wordsOf(controller.model()->filter());
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

    void stepBackCrossesIntoTheKeyBefore()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.loadPreset(bloom::WorkedExampleId::Fruits8); // adds apple, mango; checks grape, apple
        TracePlayer *player = controller.player();
        PlayerBar bar(player);
        QToolButton *stepBackButton = nullptr;
        for (QToolButton *button : bar.findChildren<QToolButton *>()) {
            if (button->accessibleName() == QStringLiteral("Step back"))
                stepBackButton = button;
        }
        QVERIFY(stepBackButton);
        // Play apple through; mango starts.
        for (int guard = 0; guard < 100 && controller.trace()->key != "mango"; ++guard) {
            if (player->isHoldingAtVerdict())
                player->play();
            clock.advance();
        }
        QCOMPARE(controller.trace()->key, std::string("mango"));
        // The step-back button is live at mango's first frame, before anything else happens.
        QVERIFY(stepBackButton->isEnabled());
        const int undoIndex = controller.undoStack()->index();
        player->rewind();
        QVERIFY(player->canStepBack());
        player->stepBack();
        // Back on apple's result, with mango taken out again.
        QCOMPARE(controller.trace()->key, std::string("apple"));
        QVERIFY(player->atEnd());
        QCOMPARE(controller.model()->keys(), QStringList {QStringLiteral("apple")});
        QCOMPARE(controller.undoStack()->index(), undoIndex - 1);
        // Forward again adds mango again, and the preset goes on to its end.
        player->stepForward();
        QCOMPARE(controller.trace()->key, std::string("mango"));
        playToEnd(controller, clock);
        QCOMPARE(
            controller.model()->keys(), (QStringList {QStringLiteral("apple"), QStringLiteral("mango")}));
        // An undo by hand ends what stepping back can take back.
        controller.undoStack()->undo();
        player->rewind();
        QVERIFY(!controller.runner()->canStepBack());
    }

    void playerBarReadsInTheTextDirection()
    {
        // Right to left, the speed's label stands to the right of its box, as Urdu reads, while the
        // media buttons still run rewind, back, play, forward, finish from left to right.
        ManualClock clock;
        ExploreController controller(&clock);
        PlayerBar bar(controller.player());
        bar.setLayoutDirection(Qt::RightToLeft);
        bar.resize(900, 40);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QHash<QString, int> buttonX;
        for (QToolButton *button : bar.findChildren<QToolButton *>())
            buttonX.insert(button->accessibleName(), button->mapTo(&bar, QPoint()).x());
        QVERIFY(buttonX.value(QStringLiteral("Back to the start"))
            < buttonX.value(QStringLiteral("Step forward")));
        auto *speed = bar.findChild<QComboBox *>();
        QLabel *speedLabel = nullptr;
        for (QLabel *label : bar.findChildren<QLabel *>()) {
            if (label->text() == QStringLiteral("Speed:"))
                speedLabel = label;
        }
        QVERIFY(speed && speedLabel);
        QVERIFY(speedLabel->x() > speed->x());
        // The buttons sit where the text starts: at the right edge.
        QVERIFY(buttonX.value(QStringLiteral("Show the result")) > speedLabel->x());
    }

    void playerBarKeepsItsWidthWhenAnAnimationStarts()
    {
        // The step counter appears when an animation starts; the bar's minimum must not grow with
        // it, or the splitter beside a lesson's demo moves.
        ManualClock clock;
        ExploreController controller(&clock);
        PlayerBar bar(controller.player());
        const int idle = bar.minimumSizeHint().width();
        controller.loadPreset(bloom::WorkedExampleId::Fruits8);
        clock.advance();
        QVERIFY(controller.player()->hasTrace());
        QCOMPARE(bar.minimumSizeHint().width(), idle);
        // Wide, the counter says it in words; at its narrowest, in numbers, with the words as a tip.
        QLabel *counter = nullptr;
        for (QLabel *label : bar.findChildren<QLabel *>()) {
            if (label->accessibleName() == QStringLiteral("Animation step"))
                counter = label;
        }
        QVERIFY(counter);
        bar.resize(idle + 300, 40);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QVERIFY2(counter->text().startsWith(QStringLiteral("Step ")), qPrintable(counter->text()));
        bar.resize(idle, 40);
        QCoreApplication::processEvents();
        QVERIFY2(counter->text().contains(QStringLiteral(" / ")), qPrintable(counter->text()));
        QVERIFY(counter->toolTip().startsWith(QStringLiteral("Step ")));
        QVERIFY(counter->fontMetrics().horizontalAdvance(counter->text()) <= counter->width());
    }

    void theNumbersFollowTheFrameOnScreen()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.addKey(QStringLiteral("alice"));
        controller.player()->finish();
        const quint64 before = controller.shown().setBits;
        QCOMPARE(controller.shown().keys, 1u);
        controller.addKey(QStringLiteral("bob"));
        // At the first frame nothing of bob has landed: the numbers are still alice's alone.
        QCOMPARE(controller.player()->frameIndex(), 0);
        QCOMPARE(controller.shown().keys, 1u);
        QCOMPARE(controller.shown().setBits, before);
        QCOMPARE(controller.keyList()->stringList(), QStringList {QStringLiteral("alice")});
        controller.player()->finish();
        QCOMPARE(controller.shown().keys, 2u);
        QCOMPARE(controller.keyList()->stringList(),
            (QStringList {QStringLiteral("alice"), QStringLiteral("bob")}));
        QCOMPARE(controller.shown().setBits, controller.model()->filter().setBitCount());
    }

    // The key counts from its first bit on: counted only at the verdict, "Keys added 0" and "FPR,
    // formula 0% (never)" stood beside its bits already set and "FPR, this array 0.0244%".
    void theKeyCountsOnceItsBitsShow()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        LiveStatsPanel stats(&controller);
        connect(&controller, &ExploreController::frameShown, &stats, &LiveStatsPanel::refresh);
        controller.addKey(QStringLiteral("alice"));
        QCOMPARE(controller.player()->frameIndex(), 0);
        QCOMPARE(stats.value(QStringLiteral("n")), QStringLiteral("0"));
        bool landed = false;
        while (!controller.player()->atEnd()) {
            controller.player()->stepForward();
            const PlayerFrame frame = controller.player()->frame();
            const QString where = QStringLiteral("frame %1").arg(controller.player()->frameIndex());
            landed = landed || frame.landedSteps > 0;
            QCOMPARE(controller.shown().keys, landed ? 1u : 0u);
            QCOMPARE(controller.keyList()->rowCount(), landed ? 1 : 0);
            QVERIFY2(landed == (controller.shown().setBits > 0), qPrintable(where));
            QVERIFY2(landed != stats.value(QStringLiteral("fpr")).contains(QStringLiteral("never")),
                qPrintable(where + QStringLiteral(": ") + stats.value(QStringLiteral("fpr"))));
            QCOMPARE(stats.value(QStringLiteral("n")), landed ? QStringLiteral("1") : QStringLiteral("0"));
        }
        QVERIFY(landed);
    }

    void undoSaysWhatItUndid()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.addKey(QStringLiteral("alice"));
        controller.player()->finish();
        QVERIFY(controller.caption().contains(QStringLiteral("Check a key")));
        controller.undoStack()->undo();
        QCOMPARE(controller.caption(), QStringLiteral("Undone: Add “alice”."));
        controller.undoStack()->redo();
        QCOMPARE(controller.caption(), QStringLiteral("Redone: Add “alice”."));
    }

    void aChangedFilterClearsTheHuntsAnswer()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.huntFalsePositive(); // nothing set yet: says so at once
        QVERIFY(!controller.huntText().isEmpty());
        ExploreSettings settings = controller.model()->settings();
        settings.bits = 32;
        controller.checkKey(QStringLiteral("kiwi"));
        controller.player()->finish();
        QVERIFY(!controller.caption().isEmpty());
        controller.applySettings(settings, false);
        QVERIFY(controller.huntText().isEmpty());
        QVERIFY2(controller.caption().isEmpty(), qPrintable(controller.caption())); // it spoke of kiwi
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

    void changingTheFilterStopsASearch()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        makeHuntSlow(controller);
        controller.huntFalsePositive();
        QVERIFY(controller.isHunting());
        controller.addKey(QStringLiteral("d"));
        QTRY_VERIFY(!controller.isHunting());
        QCOMPARE(controller.huntText(), QStringLiteral("The search was cancelled."));
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

    void bitsLoadFromTextAsOneUndoStep()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.player()->setSpeed(0.0);
        controller.addKey(QStringLiteral("alpha"));
        controller.addKey(QStringLiteral("beta"));
        const std::vector<std::uint64_t> before = wordsOf(controller);
        const int steps = controller.undoStack()->count();

        // The article's kind of number: 5 is bits 0 and 2.
        QCOMPARE(controller.loadBits(QStringLiteral("5"), bloom::TextEncoding::Decimal), QString());
        QCOMPARE(setCells(*controller.cells()), (QList<int> {0, 2}));
        QCOMPARE(controller.bitsText(bloom::TextEncoding::Binary), QStringLiteral("1010000000000000"));
        QVERIFY(controller.model()->keys().isEmpty()); // nothing says which keys set these bits
        QCOMPARE(controller.model()->settings().bits, 16u); // m, k and the hashing stay
        QCOMPARE(controller.undoStack()->count(), steps + 1);
        QVERIFY(controller.caption().contains(QStringLiteral("Loaded")));

        controller.undoStack()->undo();
        QCOMPARE(wordsOf(controller), before);
        QCOMPARE(controller.model()->keys(), (QStringList {QStringLiteral("alpha"), QStringLiteral("beta")}));
        controller.undoStack()->redo();
        QCOMPARE(setCells(*controller.cells()), (QList<int> {0, 2}));
    }

    void everyFormLoadsBackWhatItShows_data()
    {
        QTest::addColumn<bloom::TextEncoding>("encoding");
        for (const bloom::TextEncoding encoding : FilterText::encodings())
            QTest::addRow("%s", qPrintable(FilterText::name(encoding))) << encoding;
    }

    void everyFormLoadsBackWhatItShows()
    {
        QFETCH(bloom::TextEncoding, encoding);
        ManualClock clock;
        ExploreController controller(&clock);
        controller.player()->setSpeed(0.0);
        ExploreSettings settings = controller.model()->settings();
        settings.bits = 100; // not a whole number of bytes
        controller.applySettings(settings, false);
        controller.addRandomKeys(10);
        const QString text = controller.bitsText(encoding);
        const std::vector<std::uint64_t> shown = wordsOf(controller);
        controller.undoStack()->undo(); // the keys gone: the text alone must bring the bits back
        QVERIFY(wordsOf(controller) != shown);
        QCOMPARE(controller.loadBits(text, encoding), QString());
        QCOMPARE(wordsOf(controller), shown);
        QCOMPARE(controller.bitsText(encoding), text);
    }

    void wrongTextChangesNothing_data()
    {
        QTest::addColumn<bloom::TextEncoding>("encoding");
        QTest::addColumn<QString>("text");
        using E = bloom::TextEncoding;
        QTest::addRow("bad binary digit") << E::Binary << QStringLiteral("1010000000000002");
        QTest::addRow("bad hex digit") << E::Hex << QStringLiteral("05z0");
        QTest::addRow("bad base64 character") << E::Base64 << QStringLiteral("B!A=");
        QTest::addRow("bad decimal digit") << E::Decimal << QStringLiteral("5e3");
        QTest::addRow("binary too short") << E::Binary << QStringLiteral("101");
        QTest::addRow("hex too long") << E::Hex << QStringLiteral("050000");
        QTest::addRow("base64 too short") << E::Base64 << QStringLiteral("BQ");
        QTest::addRow("decimal too large") << E::Decimal << QStringLiteral("65536");
        for (const E encoding : FilterText::encodings())
            QTest::addRow("%s empty", qPrintable(FilterText::name(encoding))) << encoding << QString();
    }

    void wrongTextChangesNothing()
    {
        QFETCH(bloom::TextEncoding, encoding);
        QFETCH(QString, text);
        ManualClock clock;
        ExploreController controller(&clock);
        controller.player()->setSpeed(0.0);
        controller.addKey(QStringLiteral("alpha"));
        const std::vector<std::uint64_t> before = wordsOf(controller);
        const int steps = controller.undoStack()->count();
        const QString refusal = controller.loadBits(text, encoding);
        QVERIFY(!refusal.isEmpty());
        QCOMPARE(wordsOf(controller), before);
        QCOMPARE(controller.model()->keys(), QStringList {QStringLiteral("alpha")});
        QCOMPARE(controller.undoStack()->count(), steps);
        QCOMPARE(controller.message(), QString()); // the text stage shows it, not the key box
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

    // "Show the result" in a preset shows this step's conclusion and keeps its hold: the class
    // reads each one, where a Deletion hazard plays through to its end.
    void showTheResultKeepsAPresetsHold()
    {
        ManualClock clock;
        ExploreController controller(&clock);
        controller.loadPreset(bloom::WorkedExampleId::Animals10);
        clock.advance();
        QVERIFY(!controller.player()->atEnd());
        const QString key = QString::fromStdString(controller.trace()->key);
        controller.player()->showResult();
        QVERIFY(controller.player()->atEnd());
        QCOMPARE(QString::fromStdString(controller.trace()->key), key);
        clock.advance();
        QVERIFY(controller.player()->isHoldingAtVerdict());
        QCOMPARE(QString::fromStdString(controller.trace()->key), key);
    }
};

QTEST_MAIN(TestExploreController)
#include "tst_explorecontroller.moc"
