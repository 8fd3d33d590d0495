// The player turns a trace into frames and moves through them only when its clock ticks.
#include "player/animationclock.h"
#include "player/narration.h"
#include "player/traceplayer.h"

#include <bloom/bloom.h>

#include <QSignalSpy>
#include <QTest>

namespace {
bloom::Trace addTrace()
{
    bloom::BloomFilter filter(16, 3);
    return filter.addTraced("seyi_codes");
}

bloom::Trace earlyExitTrace()
{
    // Scripted so the first position is a 0 bit: the check stops after one hash.
    const auto &example = bloom::workedExample(bloom::WorkedExampleId::Usernames16);
    bloom::BloomFilter filter(example.bits, example.hashes, bloom::workedExampleHash(example));
    filter.add("seyi_codes");
    filter.add("aderonke");
    return filter.checkTraced("john_doe");
}
} // namespace

class TestTracePlayer : public QObject {
    Q_OBJECT

private slots:
    void sharedCellsAreNamed()
    {
        // "bob" is scripted onto bits 2, 7, 2: its third hash repeats its first.
        bloom::BloomFilter filter(32, 3, bloom::makeScriptedHash({{"bob", {2, 7, 2}}}));
        const bloom::Trace add = filter.addTraced("bob");
        QCOMPARE(Narration::earlierProbeOnSameBit(add, 0), -1);
        QCOMPARE(Narration::earlierProbeOnSameBit(add, 1), -1);
        QCOMPARE(Narration::earlierProbeOnSameBit(add, 2), 0);
        const QString caption = Narration::caption(add, TracePlayer::frameAt(add, 9), false, {});
        QVERIFY2(caption.contains(QStringLiteral("Hashes 1 and 3 both chose bit 2")), qPrintable(caption));
        const bloom::Trace check = filter.checkTraced("bob");
        QVERIFY(Narration::caption(check, TracePlayer::frameAt(check, 9), false, {})
                    .contains(QStringLiteral("Hashes 1 and 3 both chose bit 2")));
        QVERIFY(!Narration::caption(check, TracePlayer::frameAt(check, 6), false, {})
                     .contains(QStringLiteral("both")));
    }

    // Keys in captions are quoted, shortened and kept apart from the sentence: a 440-character
    // key once widened the window to 3,582 pixels, and an Urdu key reordered an English sentence.
    void keysInCaptionsAreShortenedAndIsolated()
    {
        const QString longKey = QStringLiteral("verylongkey").repeated(40);
        bloom::BloomFilter filter(
            32, 3, bloom::makeScriptedHash({{"first", {2, 3, 4}}, {"bob", {2, 7, 11}}}));
        filter.add("first"); // bit 2 is set before bob lands on it
        const bloom::Trace add = filter.addTraced("bob");
        QString caption;
        for (int i = 0; i < 40 && caption.isEmpty(); ++i) {
            const PlayerFrame frame = TracePlayer::frameAt(add, i);
            if (frame.stage == PlayStage::Land && frame.hashIndex == 0)
                caption = Narration::caption(add, frame, false, {longKey});
        }
        QVERIFY2(caption.contains(QStringLiteral("set by ")
                     + QLocale().quoteString(QStringLiteral("verylongkey")).left(12)),
            qPrintable(caption));
        QVERIFY2(caption.size() < 140, qPrintable(caption));
        QVERIFY(caption.contains(QChar(0x2026)));

        const QString urdu = QStringLiteral("سلام دنیا");
        QCOMPARE(Narration::quoted(urdu), QLocale().quoteString(QStringLiteral("\u2068سلام دنیا\u2069")));
        QCOMPARE(Narration::quoted(QStringLiteral("bob")), QLocale().quoteString(QStringLiteral("bob")));
        QCOMPARE(Narration::forensicsLine({3, {urdu, QStringLiteral("bob")}}),
            QStringLiteral("bit 3: ")
                + QLocale().createSeparatedList(
                    {QStringLiteral("\u2068سلام دنیا\u2069"), QStringLiteral("bob")}));
    }

    void framesPerTrace()
    {
        QCOMPARE(TracePlayer::frameCountFor(addTrace()), 1 + 3 * 3 + 1);
        QCOMPARE(TracePlayer::frameCountFor(earlyExitTrace()), 1 + 3 * 1 + 1);
    }

    void frameStagesInOrder()
    {
        const bloom::Trace trace = addTrace();
        QCOMPARE(TracePlayer::frameAt(trace, 0).stage, PlayStage::Start);
        QCOMPARE(TracePlayer::frameAt(trace, 1).stage, PlayStage::Hash);
        QCOMPARE(TracePlayer::frameAt(trace, 2).stage, PlayStage::Reduce);
        QCOMPARE(TracePlayer::frameAt(trace, 3).stage, PlayStage::Land);
        QCOMPARE(TracePlayer::frameAt(trace, 3).landedSteps, 1);
        QCOMPARE(TracePlayer::frameAt(trace, 4).hashIndex, 1);
        QCOMPARE(TracePlayer::frameAt(trace, 4).landedSteps, 1);
        QCOMPARE(TracePlayer::frameAt(trace, 10).stage, PlayStage::Verdict);
        QCOMPARE(TracePlayer::frameAt(trace, 10).landedSteps, 3);
    }

    void clockDrivesPlayback()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        QSignalSpy next(&player, &TracePlayer::wantsNext);
        player.load(addTrace());
        QCOMPARE(player.frameIndex(), 0);
        QVERIFY(clock.isRunning());
        QCOMPARE(clock.interval(), TracePlayer::kBaseIntervalMs);
        clock.advance(4);
        QCOMPARE(player.frameIndex(), 4);
        clock.advance(100);
        QVERIFY(player.atEnd());
        QCOMPARE(next.count(), 1);
        QVERIFY(!clock.isRunning());
    }

    // With nothing queued after it, a finished trace leaves the player idle: the bar offers Play
    // again (it used to show Pause for ever), and Play replays the trace from its first frame.
    void endOfLastTraceOffersPlayAgain()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        player.load(addTrace());
        QVERIFY(!player.isIdleAtEnd());
        clock.advance(100);
        QVERIFY(player.atEnd());
        QVERIFY(player.isIdleAtEnd());
        player.togglePlay();
        QVERIFY(!player.isIdleAtEnd());
        QVERIFY(player.isPlaying());
        QCOMPARE(player.frameIndex(), 0);
        QVERIFY(clock.isRunning());
        clock.advance(3);
        QCOMPARE(player.frameIndex(), 3);

        // Paused at the end, Play also replays.
        player.finish();
        player.pause();
        player.play();
        QCOMPARE(player.frameIndex(), 0);
        QVERIFY(player.isPlaying() && !player.isIdleAtEnd());

        // When the end hands over to a queued operation, the player is never idle.
        QObject::connect(
            &player, &TracePlayer::wantsNext, &player, [&player] { player.load(addTrace()); },
            Qt::SingleShotConnection);
        clock.advance(player.frameCount() - 1); // to the verdict
        QVERIFY(player.atEnd() && !player.isIdleAtEnd());
        clock.advance(1); // the verdict's interval: the queued trace starts
        QCOMPARE(player.frameIndex(), 0);
        QVERIFY(player.isPlaying() && !player.isIdleAtEnd());
    }

    // Step forward with nothing to step changes nothing: the next trace still plays.
    void stepForwardWithNothingNextKeepsPlaying()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        player.stepForward(); // no trace yet
        QVERIFY(player.isPlaying());
        player.load(addTrace());
        clock.advance(100);
        QVERIFY(player.isIdleAtEnd());
        player.stepForward(); // past the end, with nothing queued
        QVERIFY(player.isPlaying());
        player.load(addTrace());
        QVERIFY(clock.isRunning());
    }

    void pauseAndStep()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        QSignalSpy playing(&player, &TracePlayer::playingChanged);
        player.load(addTrace());
        player.togglePlay();
        QVERIFY(!player.isPlaying());
        QCOMPARE(playing.count(), 1);
        clock.advance(5);
        QCOMPARE(player.frameIndex(), 0);
        player.stepForward();
        player.stepForward();
        QCOMPARE(player.frameIndex(), 2);
        player.stepBack();
        QCOMPARE(player.frameIndex(), 1);
        player.stepBack();
        player.stepBack();
        QCOMPARE(player.frameIndex(), 0); // never before the start
        player.finish();
        QVERIFY(player.atEnd());
        QSignalSpy next(&player, &TracePlayer::wantsNext);
        player.stepForward(); // past the end asks for the next operation
        QCOMPARE(next.count(), 1);
        player.rewind();
        QCOMPARE(player.frameIndex(), 0);
    }

    void speedSetsTheInterval_data()
    {
        QTest::addColumn<double>("speed");
        QTest::addColumn<int>("interval");
        QTest::addRow("quarter") << 0.25 << TracePlayer::kBaseIntervalMs * 4;
        QTest::addRow("half") << 0.5 << TracePlayer::kBaseIntervalMs * 2;
        QTest::addRow("double") << 2.0 << TracePlayer::kBaseIntervalMs / 2;
        QTest::addRow("quadruple") << 4.0 << TracePlayer::kBaseIntervalMs / 4;
    }

    void speedSetsTheInterval()
    {
        QFETCH(double, speed);
        QFETCH(int, interval);
        ManualClock clock;
        TracePlayer player(&clock);
        player.setSpeed(speed);
        player.load(addTrace());
        QCOMPARE(clock.interval(), interval);
    }

    void instantJumpsToTheVerdict()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        player.setSpeed(0.0);
        QVERIFY(player.isInstant());
        player.load(addTrace());
        QVERIFY(player.atEnd());
        QVERIFY(player.frame().isVerdict());
    }

    void fasterAndSlowerStayInRange()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        for (int i = 0; i < 10; ++i)
            player.slower();
        QCOMPARE(player.speed(), 0.25);
        for (int i = 0; i < 10; ++i)
            player.faster();
        QVERIFY(player.isInstant());
        player.setSpeed(3.0); // not offered: ignored
        QVERIFY(player.isInstant());
    }

    void aTimedPauseHoldsTheVerdictThenGoesOn()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        player.setHoldAtVerdict([] { return true; });
        player.setVerdictPause(5000);
        QSignalSpy next(&player, &TracePlayer::wantsNext);
        player.load(addTrace());
        clock.advance(player.frameCount() - 1);
        QVERIFY(player.atEnd());
        clock.advance(); // the verdict's own interval ends: the user's pause starts
        QCOMPARE(next.count(), 0);
        QVERIFY(clock.isRunning());
        QCOMPARE(clock.interval(), 5000);
        QVERIFY(!player.isHoldingAtVerdict());
        clock.advance();
        QCOMPARE(next.count(), 1);
    }

    void holdingUntilPlayIsTheDefault()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        QCOMPARE(player.verdictPause(), TracePlayer::kHoldUntilPlay);
        player.setHoldAtVerdict([] { return true; });
        QSignalSpy next(&player, &TracePlayer::wantsNext);
        player.load(addTrace());
        clock.advance(player.frameCount());
        QVERIFY(player.isHoldingAtVerdict());
        QVERIFY(!clock.isRunning());
        QCOMPARE(next.count(), 0);
        player.play();
        QCOMPARE(next.count(), 1);
    }

    void stepBackAtTheStartAsksForTheOperationBefore()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        QSignalSpy previous(&player, &TracePlayer::wantsPrevious);
        player.load(addTrace());
        player.stepBack(); // nothing before it: stays, says nothing
        QCOMPARE(previous.count(), 0);
        QVERIFY(!player.canStepBack());
        bool available = true;
        player.setPreviousAvailable([&available] { return available; });
        QVERIFY(player.canStepBack());
        player.stepBack();
        QCOMPARE(previous.count(), 1);
        QCOMPARE(player.frameIndex(), 0);
    }
};

QTEST_GUILESS_MAIN(TestTracePlayer)
#include "tst_traceplayer.moc"
