// The lesson engine and page, offscreen, with a manual clock: a Do step waits for its action (and
// keeps waiting through other actions and undo), predictions of each kind are taken once and
// revealed, progress and the last place are kept in the settings and reset, links open a step,
// and the keys move through steps in the reading direction. Each lesson is also walked end to
// end by a simulated learner.
#include "deletion/deletioncontroller.h"
#include "explore/explorearraystage.h"
#include "explore/explorecontroller.h"
#include "explore/explorestages.h"
#include "fpr/fprchart.h"
#include "fpr/fprcontroller.h"
#include "fpr/fprstages.h"
#include "fpr/logslider.h"
#include "lessons/lessoncontents.h"
#include "lessons/lessondemos.h"
#include "lessons/lessonrunner.h"
#include "lessons/lessonspage.h"
#include "lessons/lessonstagehost.h"
#include "lessons/lessonsteppanel.h"
#include "lessons/lessontarget.h"
#include "player/animationclock.h"
#include "player/traceplayer.h"
#include "scalable/scalablecontroller.h"
#include "script/scriptrunner.h"
#include "views/bitarrayview.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QTest>
#include <QUndoStack>

namespace {
void settle(LessonsPage &page, ManualClock &clock)
{
    const LessonDemos *demos = page.demos();
    ScriptRunner *runner = page.runner()->target()->runner();
    for (int guard = 0; guard < 5000
         && (runner->isRunning() || !demos->explore()->player()->atEnd()
             || !demos->deletion()->player()->atEnd());
         ++guard) {
        if (runner->heldStep())
            break;
        clock.advance();
    }
}

// What a learner does for a Do step, with the step's own stage.
void doWhatTheStepAsks(LessonsPage &page, const ScriptStep &expect)
{
    const LessonDemos *demos = page.demos();
    const QString &action = expect.expect;
    if (action == QLatin1String("add") && page.runner()->step().stage == QLatin1String("deletion"))
        demos->deletion()->addKey(expect.key);
    else if (action == QLatin1String("add"))
        demos->explore()->addKey(expect.key);
    else if (action == QLatin1String("check"))
        demos->explore()->checkKey(expect.key);
    else if (action == QLatin1String("delete"))
        demos->deletion()->deleteKey(expect.key);
    else if (action == QLatin1String("feed"))
        demos->scalable()->feed(1000);
    else if (action == QLatin1String("run-schemes"))
        demos->fpr()->compareSchemes();
    else if (action.startsWith(QLatin1String("set-"))) {
        const QString input = action.mid(4);
        const FprController::Input which = input == QLatin1String("bits") ? FprController::Input::Bits
            : input == QLatin1String("keys")                              ? FprController::Input::Keys
                                                                          : FprController::Input::Hashes;
        // The step lets the learner move this slider, and only the ones it names.
        QVERIFY(page.stageHost()->fprInputs()->control(which)->isEnabled());
        demos->fpr()->setInput(which, expect.key.toDouble());
    } else {
        QFAIL(qPrintable(QStringLiteral("no learner action for ") + action));
    }
}

int stepIndex(const QString &lesson, const QString &step)
{
    return LessonBook::lesson(lesson)->indexOf(step);
}
} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCoreApplication::setOrganizationName(QStringLiteral("BloomLabTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_lessons"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
    }

    void init() { QSettings().clear(); }

    void startsAtTheFirstLesson()
    {
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        QCOMPARE(page.runner()->lesson().id, LessonBook::ids().constFirst());
        QCOMPARE(page.runner()->stepIndex(), 0);
        QVERIFY(!page.stepPanel()->bodyText().isEmpty());
        QVERIFY(!page.backButton()->isEnabled());
        QCOMPARE(page.contents()->topLevelItemCount(), LessonBook::ids().size());
    }

    void aDoStepWaitsForItsAction()
    {
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        QVERIFY(page.openStep(
            QStringLiteral("usernames"), stepIndex(QStringLiteral("usernames"), QStringLiteral("add-seyi"))));
        LessonRunner *runner = page.runner();
        ExploreController *controller = page.exploreController();
        QCOMPARE(runner->state(), LessonRunner::State::Waiting);
        QVERIFY(page.stepPanel()->statusText().contains(QStringLiteral("Your turn")));
        // Other actions are allowed, and undoable, and the step still waits.
        controller->addKey(QStringLiteral("someone_else"));
        settle(page, clock);
        QCOMPARE(runner->state(), LessonRunner::State::Waiting);
        controller->undoStack()->undo();
        QCoreApplication::processEvents();
        QCOMPARE(runner->state(), LessonRunner::State::Waiting);
        controller->checkKey(QStringLiteral("seyi_codes")); // a check is not the add it asks for
        settle(page, clock);
        QCOMPARE(runner->state(), LessonRunner::State::Waiting);
        controller->addKey(QStringLiteral("seyi_codes"));
        settle(page, clock);
        QCOMPARE(runner->state(), LessonRunner::State::Done);
        QVERIFY(runner->progress().isDone(QStringLiteral("usernames"), QStringLiteral("add-seyi")));
        QCOMPARE(controller->model()->keys(), QStringList {QStringLiteral("seyi_codes")});
    }

    void aChoiceIsRevealedWithTheLearnersAnswer()
    {
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        page.openStep(QStringLiteral("usernames"),
            stepIndex(QStringLiteral("usernames"), QStringLiteral("predict-john")));
        LessonRunner *runner = page.runner();
        QCOMPARE(runner->state(), LessonRunner::State::Answering);
        QCOMPARE(page.stepPanel()->choiceButtons().size(), 2);
        // Nothing is shown before the answer: no check has played, and none can be made.
        QVERIFY(!page.exploreController()->trace());
        QVERIFY(!page.stageHost()->keyEntry()->isEnabled());
        page.stepPanel()->choiceButtons().at(1)->click(); // "maybe"
        QCOMPARE(runner->state(), LessonRunner::State::Revealing);
        runner->answerChoice(QStringLiteral("absent")); // one answer per opening
        QCOMPARE(runner->choiceAnswer(), QStringLiteral("maybe"));
        settle(page, clock);
        QCOMPARE(runner->state(), LessonRunner::State::Answered);
        QVERIFY(page.stageHost()->keyEntry()->isEnabled());
        QVERIFY(!runner->answeredRight());
        QVERIFY(!page.exploreController()->trace()->result); // john_doe: definitely not
        QVERIFY2(page.stepPanel()->resultText().startsWith(QStringLiteral("Not quite.")),
            qPrintable(page.stepPanel()->resultText()));
        QVERIFY(page.stepPanel()->resultText().contains(QStringLiteral("Maybe present")));
        // The why is under the step's text, where it scrolls with it.
        QVERIFY(page.stepPanel()->bodyText().contains(QStringLiteral("Bit 2 is 0")));
    }

    // Space is the shown demo's player's, as on its page: the hold under the lesson's array says
    // "until Space". Before, the Lessons page had no Space key and it pressed the focused button.
    void spacePlaysTheShownDemo()
    {
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        page.show();
        page.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&page));
        page.openStep(
            QStringLiteral("usernames"), stepIndex(QStringLiteral("usernames"), QStringLiteral("add-seyi")));
        QLineEdit *edit = page.stageHost()->keyEntry()->keyEdit();
        edit->setText(QStringLiteral("seyi_codes"));
        QTest::keyClick(edit, Qt::Key_Return);
        clock.advance(2);
        TracePlayer *player = page.exploreController()->player();
        QVERIFY(player->isUnderWay());
        QCOMPARE(page.stageHost()->currentPlayer(), player);
        page.nextButton()->setFocus();
        const int step = page.runner()->stepIndex();
        QTest::keyClick(page.nextButton(), Qt::Key_Space);
        QVERIFY(!player->isPlaying());
        QCOMPARE(page.runner()->stepIndex(), step); // Next was not pressed
        QTest::keyClick(page.nextButton(), Qt::Key_Space);
        QVERIFY(player->isPlaying());
    }

    // A step that asks for a check makes Enter in the key box check, not add the key it asks about.
    void enterChecksWhereAStepAsksForACheck()
    {
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        page.openStep(QStringLiteral("crawlers"),
            stepIndex(QStringLiteral("crawlers"), QStringLiteral("do-first-request")));
        QLineEdit *edit = page.stageHost()->keyEntry()->keyEdit();
        const QStringList before = page.exploreController()->model()->keys();
        edit->setText(QStringLiteral("/music/7"));
        QTest::keyClick(edit, Qt::Key_Return);
        settle(page, clock);
        QCOMPARE(page.runner()->state(), LessonRunner::State::Done);
        QCOMPARE(page.exploreController()->model()->keys(), before);
        // Elsewhere Enter adds, as on the Explore page.
        page.openStep(
            QStringLiteral("usernames"), stepIndex(QStringLiteral("usernames"), QStringLiteral("add-seyi")));
        edit->setText(QStringLiteral("seyi_codes"));
        QTest::keyClick(edit, Qt::Key_Return);
        settle(page, clock);
        QCOMPARE(page.runner()->state(), LessonRunner::State::Done);
    }

    void cellsArePickedOnTheArray()
    {
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        page.resize(1280, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.openStep(
            QStringLiteral("wedding"), stepIndex(QStringLiteral("wedding"), QStringLiteral("predict-mango")));
        BitArrayView *view = page.stage()->view();
        page.stepPanel()->submitButton()->click(); // nothing picked yet: not an answer
        QCOMPARE(page.runner()->state(), LessonRunner::State::Answering);
        QVERIFY(page.stepPanel()->statusText().contains(QStringLiteral("at least one cell")));
        for (int cell : {7, 0, 4, 5})
            QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(cell).center());
        // The refusal goes once a cell is picked.
        QVERIFY(!page.stepPanel()->statusText().contains(QStringLiteral("at least one cell")));
        QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(5).center()); // picked again: unpicked
        QCOMPARE(view->pickedCells(), (QList<int> {0, 4, 7}));
        page.stepPanel()->submitButton()->click();
        settle(page, clock);
        QCOMPARE(page.runner()->state(), LessonRunner::State::Answered);
        QVERIFY(page.runner()->answeredRight());
        QVERIFY(page.stepPanel()->resultText().startsWith(QStringLiteral("Right.")));
    }

    void aNumberIsReadInTheLocale()
    {
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        page.openStep(QStringLiteral("usernames"),
            stepIndex(QStringLiteral("usernames"), QStringLiteral("predict-aderonke")));
        page.stepPanel()->numberEdit()->setText(QStringLiteral("five"));
        page.stepPanel()->submitButton()->click();
        QCOMPARE(page.runner()->state(), LessonRunner::State::Answering); // refused, with a message
        QVERIFY(page.stepPanel()->statusText().contains(QStringLiteral("Type your answer as a number")));
        page.stepPanel()->numberEdit()->setText(QStringLiteral("5"));
        page.stepPanel()->submitButton()->click();
        settle(page, clock);
        QCOMPARE(page.runner()->state(), LessonRunner::State::Answered);
        QVERIFY(page.runner()->answeredRight());
        QCOMPARE(page.exploreController()->model()->filter().setBitCount(), 5u);
    }

    // A rate asked for as a percentage reads with its sign too.
    void aPercentageMayComeWithItsSign()
    {
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        page.resize(1280, 800);
        page.show();
        page.openStep(
            QStringLiteral("sizing"), stepIndex(QStringLiteral("sizing"), QStringLiteral("predict-rate")));
        // The curve would show the rate asked for: it waits for the answer.
        auto *concealed = page.findChild<QLabel *>(QStringLiteral("chartConcealed"));
        QVERIFY(concealed && concealed->isVisible());
        QVERIFY(!page.stageHost()->visibleFprChart()->isVisible());
        page.stepPanel()->numberEdit()->setText(QStringLiteral("1.74%"));
        page.stepPanel()->submitButton()->click();
        settle(page, clock);
        QCOMPARE(page.runner()->state(), LessonRunner::State::Answered);
        QVERIFY(page.runner()->answeredRight());
        QVERIFY(!concealed->isVisible());
        QVERIFY(page.stageHost()->visibleFprChart()->isVisible());
    }

    void progressAndTheLastPlaceAreKept()
    {
        {
            ManualClock clock;
            LessonsPage page(nullptr, &clock);
            page.openStep(QStringLiteral("wedding"), 0);
            // Opening a Read step marks nothing; moving on from it marks it read.
            QVERIFY(
                !page.runner()->progress().isDone(QStringLiteral("wedding"), QStringLiteral("gatekeeper")));
            page.next();
            page.next();
        }
        ManualClock clock;
        LessonsPage again(nullptr, &clock);
        QCOMPARE(again.runner()->lesson().id, QStringLiteral("wedding"));
        QCOMPARE(again.runner()->stepIndex(), 2);
        QVERIFY(again.runner()->progress().isDone(QStringLiteral("wedding"), QStringLiteral("gatekeeper")));
        QVERIFY(again.runner()->progress().isDone(
            QStringLiteral("wedding"), QStringLiteral("gatekeeper-answers")));
        QVERIFY(!again.runner()->progress().isDone(QStringLiteral("wedding"), QStringLiteral("add-apple")));
        QVERIFY(again.runner()->progress().doneSteps(QStringLiteral("usernames")).isEmpty());
        again.runner()->progress().reset();
        QVERIFY(again.runner()->progress().doneSteps(QStringLiteral("wedding")).isEmpty());
        QVERIFY(!again.runner()->progress().lastPlace());
    }

    void linksOpenAStepOrNothing()
    {
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        QVERIFY(page.openStep(QStringLiteral("tiger-cow"), 2));
        QCOMPARE(page.runner()->stepIndex(), 2);
        QVERIFY(!page.openStep(QStringLiteral("no-such-lesson"), 0));
        QVERIFY(!page.openStep(QStringLiteral("tiger-cow"), 99));
        QCOMPARE(page.runner()->lesson().id, QStringLiteral("tiger-cow"));
        QCOMPARE(page.runner()->stepIndex(), 2);
    }

    void keysFollowTheReadingDirection_data()
    {
        QTest::addColumn<Qt::LayoutDirection>("direction");
        QTest::newRow("left to right") << Qt::LeftToRight;
        QTest::newRow("right to left") << Qt::RightToLeft;
    }

    void keysFollowTheReadingDirection()
    {
        QFETCH(Qt::LayoutDirection, direction);
        QGuiApplication::setLayoutDirection(direction);
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.openStep(QStringLiteral("usernames"), 1);
        page.nextButton()->setFocus();
        const Qt::Key forward = direction == Qt::RightToLeft ? Qt::Key_Left : Qt::Key_Right;
        const Qt::Key backward = direction == Qt::RightToLeft ? Qt::Key_Right : Qt::Key_Left;
        QTest::keyClick(page.nextButton(), forward);
        QCOMPARE(page.runner()->stepIndex(), 2);
        QTest::keyClick(page.nextButton(), backward);
        QCOMPARE(page.runner()->stepIndex(), 1);
        QTest::keyClick(page.nextButton(), Qt::Key_PageDown);
        QCOMPARE(page.runner()->stepIndex(), 2);
        QTest::keyClick(page.nextButton(), Qt::Key_End);
        QCOMPARE(page.runner()->stepIndex(), page.runner()->lesson().steps.size() - 1);
        QTest::keyClick(page.nextButton(), Qt::Key_Home);
        QCOMPARE(page.runner()->stepIndex(), 0);
        QGuiApplication::setLayoutDirection(Qt::LeftToRight);
    }

    // Reported: the arrow keys on a step's slider left the step (and its Do) behind. A slider
    // keeps its own keys; the step stays.
    void aSliderKeepsItsArrowKeys()
    {
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const int step = stepIndex(QStringLiteral("sizing"), QStringLiteral("move-k"));
        QVERIFY(page.openStep(QStringLiteral("sizing"), step));
        LogSlider *hashes = page.stageHost()->fprInputs()->control(FprController::Input::Hashes);
        auto *slider = hashes->findChild<QSlider *>();
        QVERIFY(slider);
        slider->setFocus();
        QVERIFY(QTest::qWaitFor([&] { return QApplication::focusWidget() == slider; }));
        QWidget *focus = slider;
        const int before = page.demos()->fpr()->state().hashes;
        QTest::keyClick(focus, Qt::Key_Left);
        QTest::keyClick(focus, Qt::Key_Home);
        QCOMPARE(page.runner()->stepIndex(), step);
        QVERIFY(page.demos()->fpr()->state().hashes != before);
    }

    void theLastStepLeadsToTheNextLesson()
    {
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        const Lesson first = *LessonBook::lesson(LessonBook::ids().at(0));
        page.openStep(first.id, static_cast<int>(first.steps.size()) - 1);
        QCOMPARE(page.nextButton()->text(), QStringLiteral("&Next lesson"));
        page.next();
        QCOMPARE(page.runner()->lesson().id, LessonBook::ids().at(1));
        QCOMPARE(page.runner()->stepIndex(), 0);
        // And back again, to the step it came from.
        QCOMPARE(page.backButton()->text(), QStringLiteral("&Previous lesson"));
        QVERIFY(page.backButton()->isEnabled());
        page.back();
        QCOMPARE(page.runner()->lesson().id, first.id);
        QCOMPARE(page.runner()->stepIndex(), static_cast<int>(first.steps.size()) - 1);
        QCOMPARE(page.backButton()->text(), QStringLiteral("&Back"));
        page.openStep(first.id, 0);
        QCOMPARE(page.backButton()->text(), QStringLiteral("&Previous lesson"));
        QVERIFY(!page.backButton()->isEnabled());
    }

    // A learner walks every lesson: does each Do step, answers each prediction right, and sees
    // the array as the step describes it after each reveal.
    void everyLessonWalkedToItsEnd()
    {
        ManualClock clock;
        LessonsPage page(nullptr, &clock);
        page.demos()->deletion()->player()->setSpeed(0.0);
        LessonRunner *runner = page.runner();
        ExploreController *controller = page.exploreController();
        int stagesSeen = 0;
        QSet<QString> stages;
        for (const QString &id : LessonBook::ids()) {
            QVERIFY(page.openStep(id, 0));
            const qsizetype stepCount = runner->lesson().steps.size();
            for (;;) {
                const LessonStep step = runner->step();
                const QString where = id + QLatin1Char('/') + step.id;
                settle(page, clock);
                QVERIFY2(page.stageHost()->currentWidget() == page.stageHost()->column(step.stage),
                    qPrintable(where));
                QCOMPARE(page.undoStack(), runner->target()->undoStack());
                if (step.stage == QLatin1String("fpr")) {
                    // The view the step names: the comparison in place of sliders and chart, or a chart.
                    const bool comparing = step.view == QLatin1String("schemes");
                    QVERIFY2(page.stageHost()->schemes()->isVisibleTo(page.stageHost()) == comparing,
                        qPrintable(where));
                    QVERIFY2(page.stageHost()->fprInputs()->isVisibleTo(page.stageHost()) != comparing,
                        qPrintable(where));
                }
                stages.insert(step.stage);
                if (step.kind == LessonStep::Kind::Do) {
                    QCOMPARE(runner->state(), LessonRunner::State::Waiting);
                    doWhatTheStepAsks(page, *step.expect);
                    settle(page, clock);
                    // The comparison runs on a worker thread; the step is done when it is.
                    if (step.expect->expect == QLatin1String("run-schemes"))
                        QTRY_VERIFY_WITH_TIMEOUT(runner->state() == LessonRunner::State::Done, 120000);
                    QVERIFY2(runner->state() == LessonRunner::State::Done, qPrintable(where));
                    if (step.expect->expect == QLatin1String("add") && step.stage == QLatin1String("explore"))
                        QVERIFY2(controller->model()->keys().contains(step.expect->key), qPrintable(where));
                } else if (step.kind == LessonStep::Kind::Predict) {
                    const Prediction &prediction = step.prediction;
                    switch (prediction.type) {
                    case Prediction::Type::Choice: runner->answerChoice(prediction.answer); break;
                    case Prediction::Type::Cells: runner->answerCells(prediction.cells); break;
                    case Prediction::Type::Number: runner->answerNumber(prediction.number); break;
                    case Prediction::Type::None: QFAIL(qPrintable(where));
                    }
                    settle(page, clock);
                    QVERIFY2(runner->state() == LessonRunner::State::Answered, qPrintable(where));
                    QVERIFY2(runner->answeredRight(), qPrintable(where));
                    for (const ScriptStep &revealed : step.reveal) {
                        if (revealed.action == ScriptAction::Add && step.stage == QLatin1String("explore"))
                            QVERIFY2(controller->model()->keys().contains(revealed.key), qPrintable(where));
                    }
                }
                if (step.kind != LessonStep::Kind::Read || !runner->canGoNext())
                    QVERIFY2(runner->progress().isDone(id, step.id), qPrintable(where));
                if (!runner->canGoNext()) {
                    page.next(); // on to the next lesson, the last step read
                    break;
                }
                runner->next();
                QVERIFY2(runner->progress().isDone(id, step.id), qPrintable(where));
            }
            QCOMPARE(runner->progress().doneSteps(id).size(), stepCount);
        }
        stagesSeen = static_cast<int>(stages.size());
        QCOMPARE(stagesSeen, static_cast<int>(LessonBook::stages().size()));
    }
};

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
