// The lessons' checker: every lesson file loads; every step's set-up is one its stage can build;
// every language has every step, with its hint, why and choice labels; each prediction's answer is
// what core computes when the step's reveal is played; the worked examples the lessons name keep
// the articles' positions.
#include "deletion/deletioncontroller.h"
#include "explore/explorecontroller.h"
#include "lessons/lessonbook.h"
#include "lessons/lessondemos.h"
#include "lessons/lessontarget.h"
#include "player/animationclock.h"
#include "player/traceplayer.h"
#include "script/scriptrunner.h"

#include <bloom/text_encoding.h>

#include <QDir>
#include <QTest>

#include <cmath>

namespace {
const QStringList kLanguages {QStringLiteral("en"), QStringLiteral("ur"), QStringLiteral("th"),
    QStringLiteral("bn"), QStringLiteral("uz")};

// Plays `script` to its end on instant players.
void playToEnd(LessonTarget &target, ManualClock &clock, const Script &script)
{
    target.run(script);
    for (int guard = 0; guard < 5000 && target.runner()->isRunning(); ++guard)
        clock.advance();
}
} // namespace

class TestLessonBook : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void everyLessonLoads()
    {
        const QStringList ids = LessonBook::ids();
        QVERIFY(ids.size() >= 3);
        QCOMPARE(QDir(QStringLiteral(":/bloomlab/lessons")).entryList({QStringLiteral("*.json")}).size(),
            ids.size() + 1); // every lesson file is listed in index.json
        for (const QString &id : ids) {
            QFile file(QStringLiteral(":/bloomlab/lessons/%1.json").arg(id));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const LessonBook::LessonRead read = LessonBook::readLesson(file.readAll());
            QVERIFY2(read.lesson, qPrintable(id + QStringLiteral(": ") + read.error));
            QCOMPARE(read.lesson->id, id);
        }
    }

    void everyLanguageHasEveryStep_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : kLanguages)
            QTest::newRow(qPrintable(language)) << language;
    }

    void everyLanguageHasEveryStep()
    {
        QFETCH(QString, language);
        for (const QString &id : LessonBook::ids()) {
            const std::optional<Lesson> loaded = LessonBook::lesson(id);
            QVERIFY2(loaded, qPrintable(id + QStringLiteral(" does not load")));
            const Lesson &lesson = *loaded;
            QFile file(QStringLiteral(":/bloomlab/lessons/%1/%2.md").arg(language, id));
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
            const LessonBook::TextRead read = LessonBook::readText(QString::fromUtf8(file.readAll()));
            QVERIFY2(read.error.isEmpty(), qPrintable(file.fileName() + QStringLiteral(": ") + read.error));
            const QStringList problems = LessonBook::problems(lesson, read.text);
            QVERIFY2(problems.isEmpty(),
                qPrintable(file.fileName() + QStringLiteral(": ") + problems.join(QStringLiteral("; "))));
        }
    }

    // A language without a step's text shows the English one, and says so.
    void missingTextsFallBackToEnglish()
    {
        const LessonText text = LessonBook::text(LessonBook::ids().constFirst(), QStringLiteral("xx"));
        QVERIFY(!text.title.isEmpty());
        const Lesson lesson = *LessonBook::lesson(LessonBook::ids().constFirst());
        QVERIFY(LessonBook::problems(lesson, text).isEmpty());
        QVERIFY(text.steps.value(lesson.steps.constFirst().id).english);
        QVERIFY(!LessonBook::text(lesson.id, QStringLiteral("en"))
                     .steps.value(lesson.steps.constFirst().id)
                     .english);
    }

    // "k = 3" is not broken over two lines, in any language.
    // No-break spaces; in Urdu's isolated runs figure spaces, as a no-break space, a separator to
    // the bidi algorithm, turned the run round.
    void signsKeepTheirOperands()
    {
        const struct {
            const char *language;
            QChar space;
        } cases[] {{"en", QChar(0x00A0)}, {"ur", QChar(0x2007)}};
        for (const auto &[language, space] : cases) {
            const LessonText text = LessonBook::text(QStringLiteral("usernames"), QLatin1String(language));
            const QString body = text.steps.value(QStringLiteral("two-answers")).body;
            QVERIFY2(
                body.contains(QString(QLatin1Char('k') + space + u'=' + space + u'3')), qPrintable(body));
            QVERIFY2(!body.contains(QStringLiteral("k = 3")), qPrintable(body));
        }
    }

    // Urdu's keys, positions and formulas sit in bidi isolates, so "(3, 7, 11)" keeps its order;
    // list markers stay at the line's start, where Markdown looks for them.
    void rightToLeftTextsIsolateTheirLatinRuns()
    {
        const LessonText urdu = LessonBook::text(QStringLiteral("usernames"), QStringLiteral("ur"));
        const QString why = urdu.steps.value(QStringLiteral("predict-john")).why;
        QVERIFY2(why.contains(QStringLiteral("\u2066`seyi_codes` (3، 7، 11)\u2069")), qPrintable(why));
        for (const StepText &step : urdu.steps) {
            for (const QString &line : step.body.split(u'\n'))
                QVERIFY2(!line.startsWith(QChar(0x2066)) || !line.contains(QStringLiteral("\u2069. ")),
                    qPrintable(line));
            QCOMPARE(step.body.count(QChar(0x2066)), step.body.count(QChar(0x2069)));
        }
        // An Urdu list outside brackets reads from the right: each number is isolated on its own.
        const QString user1 = LessonBook::text(QStringLiteral("hashing"), QStringLiteral("ur"))
                                  .steps.value(QStringLiteral("predict-user2"))
                                  .why;
        QVERIFY2(user1.contains(QStringLiteral("29\u2069، \u206630\u2069 اور \u206631")), qPrintable(user1));
        // Left-to-right languages are left as written.
        QVERIFY(!LessonBook::text(QStringLiteral("usernames"), QStringLiteral("bn"))
                     .steps.value(QStringLiteral("predict-john"))
                     .why.contains(QChar(0x2066)));
    }

    void brokenLessonsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("not json") << QByteArray("{");
        QTest::newRow("no steps") << QByteArray(R"({"id": "x", "minutes": 1, "steps": []})");
        QTest::newRow("bad kind") << QByteArray(
            R"({"id": "x", "minutes": 1, "steps": [{"id": "a", "kind": "dance", "stage": "explore"}]})");
        QTest::newRow("bad stage") << QByteArray(
            R"({"id": "x", "minutes": 1, "steps": [{"id": "a", "kind": "read", "stage": "moon"}]})");
        QTest::newRow("answer not a choice") << QByteArray(
            R"({"id": "x", "minutes": 1, "steps": [{"id": "a", "kind": "predict", "stage": "explore",
                "predict": {"type": "choice", "choices": ["yes", "no"], "answer": "maybe"}}]})");
        QTest::newRow("do without expect") << QByteArray(
            R"({"id": "x", "minutes": 1, "steps": [{"id": "a", "kind": "do", "stage": "explore"}]})");
        QTest::newRow("twice the id") << QByteArray(
            R"({"id": "x", "minutes": 1, "steps": [{"id": "a", "kind": "read", "stage": "explore"},
                {"id": "a", "kind": "read", "stage": "explore"}]})");
        QTest::newRow("unknown action") << QByteArray(
            R"({"id": "x", "minutes": 1, "steps": [{"id": "a", "kind": "read", "stage": "explore",
                "setup": [{"do": "fly"}]}]})");
        QTest::newRow("number without measure") << QByteArray(
            R"({"id": "x", "minutes": 1, "steps": [{"id": "a", "kind": "predict", "stage": "explore",
                "predict": {"type": "number", "answer": 2}}]})");
        QTest::newRow("a measure the stage lacks") << QByteArray(
            R"({"id": "x", "minutes": 1, "steps": [{"id": "a", "kind": "predict", "stage": "fpr",
                "predict": {"type": "number", "answer": 2, "measure": "set-bits"}}]})");
        QTest::newRow("an action the stage cannot wait for") << QByteArray(
            R"({"id": "x", "minutes": 1, "steps": [{"id": "a", "kind": "do", "stage": "fpr",
                "expect": {"do": "add", "key": "apple"}}]})");
        QTest::newRow("a set without its value") << QByteArray(
            R"({"id": "x", "minutes": 1, "steps": [{"id": "a", "kind": "do", "stage": "fpr",
                "expect": {"do": "set", "input": "hashes"}}]})");
        QTest::newRow("controls outside the lab") << QByteArray(
            R"({"id": "x", "minutes": 1, "steps": [{"id": "a", "kind": "read", "stage": "explore",
                "controls": ["hashes"]}]})");
        QTest::newRow("an unknown chart") << QByteArray(
            R"({"id": "x", "minutes": 1, "steps": [{"id": "a", "kind": "read", "stage": "fpr",
                "view": "pie"}]})");
    }

    void brokenLessonsAreRefused()
    {
        QFETCH(QByteArray, json);
        const LessonBook::LessonRead read = LessonBook::readLesson(json);
        QVERIFY(!read.lesson);
        QVERIFY(!read.error.isEmpty());
    }

    void brokenTextsAreRefused()
    {
        QVERIFY(!LessonBook::readText(QStringLiteral("no title here")).error.isEmpty());
        QVERIFY(!LessonBook::readText(QStringLiteral("# T\n## a\ntext\n#### deep\n")).error.isEmpty());
        QVERIFY(!LessonBook::readText(QStringLiteral("# T\n## a\ntext\n### aside\nmore\n")).error.isEmpty());
        QVERIFY(LessonBook::readText(QStringLiteral("# T\n## a\ntext\n### hint\nhow\n")).error.isEmpty());
    }

    // Each step's set-up builds on its stage, and each prediction's answer is what core computes
    // once the reveal has played: a check's verdict, the cells an add sets, a count of bits or
    // slices, the rate at the new m, n and k (up or down from where the step began).
    void answersAreWhatCoreComputes()
    {
        ManualClock clock;
        LessonDemos demos(&clock);
        demos.explore()->player()->setSpeed(0.0);
        demos.deletion()->player()->setSpeed(0.0);
        int checked = 0;
        int unmeasured = 0;
        for (const QString &id : LessonBook::ids()) {
            const std::optional<Lesson> loaded = LessonBook::lesson(id);
            QVERIFY2(loaded, qPrintable(id + QStringLiteral(" does not load")));
            const Lesson &lesson = *loaded;
            for (const LessonStep &step : lesson.steps) {
                const QString where = id + QLatin1Char('/') + step.id;
                LessonTarget *target = demos.target(step.stage);
                QVERIFY2(target, qPrintable(where + QStringLiteral(": no such stage")));
                QVERIFY2(target->setUp(step.setup), qPrintable(where + QStringLiteral(": set-up refused")));
                const Prediction &prediction = step.prediction;
                if (step.kind != LessonStep::Kind::Predict)
                    continue;
                if (prediction.type == Prediction::Type::Cells) {
                    QVERIFY2(!step.reveal.isEmpty() && step.reveal.constLast().action == ScriptAction::Add,
                        qPrintable(where));
                    QCOMPARE(target->positionsOf(step.reveal.constLast().key), prediction.cells);
                }
                const std::optional<double> before = prediction.measure.isEmpty()
                    ? std::optional<double>(0.0)
                    : target->measure(prediction.measure, prediction.key);
                QVERIFY2(
                    before, qPrintable(where + QStringLiteral(": cannot measure ") + prediction.measure));
                playToEnd(*target, clock, step.reveal);
                QVERIFY2(
                    !target->runner()->isRunning(), qPrintable(where + QStringLiteral(": reveal stuck")));
                if (prediction.type == Prediction::Type::Cells) {
                    ++checked;
                    continue;
                }
                if (prediction.measure.isEmpty()) {
                    ++unmeasured; // a question on an idea (the article's quiz), not on this filter
                    continue;
                }
                const double after = *target->measure(prediction.measure, prediction.key);
                if (prediction.type == Prediction::Type::Number) {
                    QVERIFY2(std::fabs(after - prediction.number) <= prediction.tolerance,
                        qPrintable(QStringLiteral("%1: %2 is %3").arg(where, prediction.measure).arg(after)));
                } else {
                    const std::optional<QString> truth
                        = LessonBook::measuredChoice(prediction, *before, after);
                    QVERIFY2(truth, qPrintable(where + QStringLiteral(": choices no measure can decide")));
                    QVERIFY2(*truth == prediction.answer,
                        qPrintable(QStringLiteral("%1: %2 went %3 → %4, so the answer is %5")
                                       .arg(where, prediction.measure)
                                       .arg(*before)
                                       .arg(after)
                                       .arg(*truth)));
                }
                ++checked;
            }
        }
        QVERIFY(checked >= 20);
        QVERIFY2(unmeasured <= checked / 3, "most predictions are checked against core");
    }

    // The lessons' worked examples are the articles': username, fruit and animal positions.
    void workedExamplesKeepTheArticlesPositions()
    {
        const auto positions = [](bloom::WorkedExampleId id, const char *key) {
            const auto &script = bloom::workedExample(id).script;
            const auto it = script.find(key);
            return it == script.end() ? std::vector<std::uint64_t> {} : it->second;
        };
        using bloom::WorkedExampleId;
        QCOMPARE(
            positions(WorkedExampleId::Usernames16, "seyi_codes"), (std::vector<std::uint64_t> {3, 7, 11}));
        QCOMPARE(
            positions(WorkedExampleId::Usernames16, "aderonke"), (std::vector<std::uint64_t> {1, 7, 13}));
        QCOMPARE(
            positions(WorkedExampleId::Usernames16, "tiwa_codes"), (std::vector<std::uint64_t> {3, 7, 13}));
        QCOMPARE(positions(WorkedExampleId::Usernames16, "john_doe").front(), 2u);
        QCOMPARE(positions(WorkedExampleId::Fruits8, "apple"), (std::vector<std::uint64_t> {1, 4, 6}));
        QCOMPARE(positions(WorkedExampleId::Fruits8, "mango"), (std::vector<std::uint64_t> {0, 4, 7}));
        QCOMPARE(positions(WorkedExampleId::Animals10, "tiger"), (std::vector<std::uint64_t> {1}));
        QCOMPARE(positions(WorkedExampleId::Animals10, "cow"), (std::vector<std::uint64_t> {1}));
    }
};

QTEST_MAIN(TestLessonBook)
#include "tst_lessonbook.moc"
