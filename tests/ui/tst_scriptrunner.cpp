// The one script runner: steps as data (read from JSON, refused whole when wrong), played in
// order against a target, held by animations, by WaitForUser and by Predict.
#include "player/animationclock.h"
#include "player/traceplayer.h"
#include "script/scriptrunner.h"
#include "script/scripttexts.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

namespace {
// Records what it is asked to do; Add and Check "animate" a one-hash trace on the player.
class RecordingTarget : public ScriptTarget {
public:
    explicit RecordingTarget(TracePlayer *player) : m_player(player) { }

    Outcome perform(const ScriptStep &step) override
    {
        done << ScriptData::actionName(step.action)
                + (step.key.isEmpty() ? QString() : QLatin1Char(':') + step.key);
        if (step.key == QLatin1String("refuse"))
            return Outcome::Refused;
        if (step.action != ScriptAction::Add && step.action != ScriptAction::Check)
            return Outcome::Done;
        bloom::Trace trace;
        trace.key = step.key.toStdString();
        trace.steps.push_back({});
        m_player->load(trace);
        return Outcome::Animating;
    }

    bool canRevisit(const ScriptStep &step) const override
    {
        return revisitable && step.action != ScriptAction::Remove;
    }
    void revert(const ScriptStep &step) override { done << QStringLiteral("revert:") + step.key; }
    void reshow(const ScriptStep &step) override
    {
        done << QStringLiteral("reshow:") + step.key;
        bloom::Trace trace;
        trace.key = step.key.toStdString();
        trace.steps.push_back({});
        m_player->load(trace);
        m_player->finish();
    }

    QStringList done;
    bool revisitable = true;

private:
    TracePlayer *m_player;
};

Script parse(const char *json)
{
    const ScriptData::ReadResult read = ScriptData::fromJson(QJsonDocument::fromJson(json).array());
    if (!read.error.isEmpty())
        qWarning("%s", qPrintable(read.error));
    return read.script;
}

void playOut(ManualClock &clock)
{
    for (int guard = 0; guard < 100 && clock.isRunning(); ++guard)
        clock.advance();
}
} // namespace

class TestScriptRunner : public QObject {
    Q_OBJECT

private slots:
    void readsAndWritesJson()
    {
        const Script script
            = parse(R"([{"do": "load-example", "example": "usernames16", "text": "preset.usernames16.title"},
            {"do": "narrate", "text": "preset.usernames16.intro"}, {"do": "add", "key": "seyi_codes"},
            {"do": "wait-for-user", "expect": "check", "key": "john_doe"}, {"do": "predict", "text": "preset.fruits8.intro"},
            {"do": "configure", "bits": 64, "hashes": 3}])");
        QCOMPARE(script.size(), 6);
        QCOMPARE(script.at(5).bits, 64u);
        QCOMPARE(script.at(5).hashes, 3u);
        QCOMPARE(script.at(0).action, ScriptAction::LoadExample);
        QCOMPARE(script.at(2).key, QStringLiteral("seyi_codes"));
        QCOMPARE(script.at(3).expect, QStringLiteral("check"));
        QCOMPARE(ScriptData::fromJson(ScriptData::toJson(script)).script, script);
    }

    void refusesABadScriptWhole_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::addRow("unknown action") << QByteArray(R"([{"do": "add", "key": "a"}, {"do": "fly"}])")
                                        << QStringLiteral("step 2: unknown action \"fly\"");
        QTest::addRow("no key") << QByteArray(R"([{"do": "check"}])")
                                << QStringLiteral("step 1: \"key\" is missing");
        QTest::addRow("unknown text") << QByteArray(R"([{"do": "narrate", "text": "nope"}])")
                                      << QStringLiteral("step 1: unknown text id \"nope\"");
        QTest::addRow("unknown example") << QByteArray(R"([{"do": "load-example", "example": "x"}])")
                                         << QStringLiteral("step 1: unknown example \"x\"");
        QTest::addRow("wait for nothing")
            << QByteArray(R"([{"do": "wait-for-user"}])") << QStringLiteral("step 1: \"expect\" is missing");
        QTest::addRow("not an object") << QByteArray(R"([3])") << QStringLiteral("step 1: not an object");
        QTest::addRow("configure without bits")
            << QByteArray(R"([{"do": "configure", "hashes": 3}])")
            << QStringLiteral("step 1: \"bits\" must be a whole number from 1");
        QTest::addRow("configure, half a hash")
            << QByteArray(R"([{"do": "configure", "bits": 64, "hashes": 2.5}])")
            << QStringLiteral("step 1: \"hashes\" must be a whole number from 1 to 64");
    }

    void refusesABadScriptWhole()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const ScriptData::ReadResult read = ScriptData::fromJson(QJsonDocument::fromJson(json).array());
        QCOMPARE(read.error, error);
        QVERIFY(read.script.isEmpty());
    }

    void everyTextIdIsTranslatable()
    {
        for (const QString &id : ScriptTexts::ids()) {
            QVERIFY(ScriptTexts::contains(id));
            QVERIFY2(ScriptTexts::text(id) != id, qPrintable(id));
        }
        for (const auto &example : bloom::workedExamples())
            QCOMPARE(ScriptTexts::exampleFromName(ScriptTexts::exampleName(example.id)), example.id);
    }

    void animationsHoldTheScript()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        RecordingTarget target(&player);
        ScriptRunner runner(&target, &player);
        QSignalSpy finished(&runner, &ScriptRunner::finished);
        runner.start(
            parse(R"([{"do": "narrate", "text": "preset.fruits8.intro"}, {"do": "add", "key": "apple"},
            {"do": "check", "key": "grape"}])"));
        // Narrate runs at once; the add animates, so the check waits for it.
        QCOMPARE(target.done, (QStringList {QStringLiteral("narrate"), QStringLiteral("add:apple")}));
        QCOMPARE(runner.pendingSteps(), 1);
        playOut(clock);
        QCOMPARE(target.done.last(), QStringLiteral("check:grape"));
        playOut(clock);
        QCOMPARE(finished.count(), 1);
        QVERIFY(!runner.isRunning());
    }

    void stepBackCrossesIntoTheKeyBefore()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        RecordingTarget target(&player);
        ScriptRunner runner(&target, &player);
        runner.start(parse(R"([{"do": "add", "key": "a"}, {"do": "narrate", "text": "preset.fruits8.intro"},
            {"do": "add", "key": "b"}, {"do": "check", "key": "c"}])"));
        QVERIFY(!runner.canStepBack()); // the first key has none before it
        clock.advance(TracePlayer::frameCountFor(player.trace())); // a plays out; narrate and b start
        QCOMPARE(target.done.last(), QStringLiteral("add:b"));
        player.rewind();
        QVERIFY(player.canStepBack());
        target.done.clear();
        player.stepBack(); // at b's first frame: back into a
        QCOMPARE(target.done,
            (QStringList {
                QStringLiteral("revert:b"), QStringLiteral("revert:"), QStringLiteral("reshow:a")}));
        QCOMPARE(QString::fromStdString(player.trace().key), QStringLiteral("a"));
        QVERIFY(player.atEnd());
        QVERIFY(!player.isPlaying());
        QCOMPARE(runner.pendingSteps(), 3);
        // Forward again performs what was taken back.
        target.done.clear();
        player.stepForward();
        QCOMPARE(target.done, (QStringList {QStringLiteral("narrate"), QStringLiteral("add:b")}));
    }

    void stepBackStopsWhereTheTargetCannotGo()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        RecordingTarget target(&player);
        target.revisitable = false;
        ScriptRunner runner(&target, &player);
        runner.start(parse(R"([{"do": "add", "key": "a"}, {"do": "add", "key": "b"}])"));
        clock.advance(TracePlayer::frameCountFor(player.trace()));
        player.rewind();
        QVERIFY(!runner.canStepBack());
        QVERIFY(!player.canStepBack());
    }

    void anInstantPlayerRunsStraightThrough()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        player.setSpeed(0.0);
        RecordingTarget target(&player);
        ScriptRunner runner(&target, &player);
        runner.start(
            parse(R"([{"do": "add", "key": "a"}, {"do": "add", "key": "b"}, {"do": "check", "key": "c"}])"));
        QCOMPARE(target.done,
            (QStringList {QStringLiteral("add:a"), QStringLiteral("add:b"), QStringLiteral("check:c")}));
        QVERIFY(!runner.isRunning());
    }

    void waitForUserHoldsUntilTheUserDoesIt()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        player.setSpeed(0.0);
        RecordingTarget target(&player);
        ScriptRunner runner(&target, &player);
        QSignalSpy held(&runner, &ScriptRunner::held);
        runner.start(parse(
            R"([{"do": "wait-for-user", "expect": "add", "key": "apple"}, {"do": "check", "key": "grape"}])"));
        QCOMPARE(held.count(), 1);
        QVERIFY(runner.heldStep().has_value());
        // Another action, or the right action with another key, does not release it.
        QVERIFY(!runner.userDid(QStringLiteral("check"), QStringLiteral("apple")));
        QVERIFY(!runner.userDid(QStringLiteral("add"), QStringLiteral("mango")));
        QVERIFY(runner.isRunning());
        QVERIFY(runner.userDid(QStringLiteral("add"), QStringLiteral("apple")));
        QCOMPARE(target.done.last(), QStringLiteral("check:grape"));
        QVERIFY(!runner.isRunning());
    }

    void predictHoldsUntilAnswered()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        player.setSpeed(0.0);
        RecordingTarget target(&player);
        ScriptRunner runner(&target, &player);
        runner.start(parse(
            R"([{"do": "predict", "text": "preset.usernames16.intro"}, {"do": "check", "key": "john_doe"}])"));
        QCOMPARE(runner.pendingSteps(), 2);
        QCOMPARE(target.done, QStringList {QStringLiteral("predict")});
        runner.answer(QStringLiteral("definitely not"));
        QCOMPARE(runner.lastAnswer(), QStringLiteral("definitely not"));
        QCOMPARE(target.done.last(), QStringLiteral("check:john_doe"));
    }

    void aRefusedStepStopsTheScript()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        RecordingTarget target(&player);
        ScriptRunner runner(&target, &player);
        runner.start(parse(R"([{"do": "remove", "key": "refuse"}, {"do": "add", "key": "never"}])"));
        QCOMPARE(target.done, QStringList {QStringLiteral("remove:refuse")});
        QVERIFY(!runner.isRunning());
    }

    void stopDropsWhatIsLeft()
    {
        ManualClock clock;
        TracePlayer player(&clock);
        RecordingTarget target(&player);
        ScriptRunner runner(&target, &player);
        QSignalSpy stopped(&runner, &ScriptRunner::stopped);
        runner.start(parse(R"([{"do": "add", "key": "a"}, {"do": "add", "key": "b"}])"));
        runner.stop();
        QCOMPARE(stopped.size(), 1); // a lesson learns that its script was cut short
        runner.stop();
        QCOMPARE(stopped.size(), 1); // nothing was left to stop
        playOut(clock);
        QCOMPARE(target.done, QStringList {QStringLiteral("add:a")});
    }
};

QTEST_GUILESS_MAIN(TestScriptRunner)
#include "tst_scriptrunner.moc"
