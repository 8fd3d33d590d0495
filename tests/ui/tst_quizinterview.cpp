// The mock interview: the timed set and its mix (drills, explain questions, live demos, choices),
// the clock, the review and its CSV, and a whole interview driven offscreen, with its live
// questions taken without their answer and played out from the review.
#include "lessons/lessonprogress.h"
#include "lessons/lessonrunner.h"
#include "player/animationclock.h"
#include "player/traceplayer.h"
#include "quiz/drills.h"
#include "quiz/interviewpanel.h"
#include "quiz/livequestion.h"
#include "quiz/questioncard.h"
#include "quiz/quizbank.h"
#include "quiz/quizinterview.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextList>

namespace {
// The right answer to a live question's open step, given on its demo.
void answerRight(LessonRunner *runner)
{
    const Prediction &prediction = runner->step().prediction;
    switch (prediction.type) {
    case Prediction::Type::Choice: runner->answerChoice(prediction.answer); break;
    case Prediction::Type::Cells: runner->answerCells(prediction.cells); break;
    case Prediction::Type::Number: runner->answerNumber(prediction.number); break;
    case Prediction::Type::None: break;
    }
}
} // namespace

class TestQuizInterview : public QObject {
    Q_OBJECT

private slots:

    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCoreApplication::setOrganizationName(QStringLiteral("BloomLabTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_quizinterview"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
    }

    void init() { QSettings().clear(); }

    // A timed set: a third drills, a third explain questions, one in six live; answered on the injected
    // clock, scored per topic (explain answers apart), each answer's time kept, the rest not reached.
    void aMockInterviewIsTimedAndReviewed()
    {
        QuizInterview interview(QuizBank::questions(), 42);
        interview.start(20, 1'000);
        QCOMPARE(interview.count(), 13);
        int drills = 0;
        int explains = 0;
        int lives = 0;
        for (const QuizInterview::Answer &answer : interview.answers()) {
            drills += answer.item.drill ? 1 : 0;
            explains += answer.item.isExplain() ? 1 : 0;
            lives += answer.item.isLive() ? 1 : 0;
        }
        QCOMPARE(drills, 4);
        QCOMPARE(explains, 4);
        QCOMPARE(lives, 2);
        qint64 now = 1'000;
        for (int i = 0; i < 5; ++i) {
            now += 30'000;
            const QuizItem item = interview.current();
            // Right where the answer is known: the drill's own number, the right options.
            const QString typed = item.drill ? QLocale().toString(item.drill->answer, 'f', 6) : QString();
            if (item.isLive())
                interview.answerLive(QStringLiteral("choice:a"), QStringLiteral("a"), true, now);
            else
                interview.answer(item.question ? item.question->answer : QStringList(), typed, now);
        }
        QCOMPARE(interview.index(), 5);
        QCOMPARE(interview.answers().at(0).milliseconds, 30'000);
        QVERIFY(interview.isRunning(now));
        now += 20 * 60'000; // the time runs out
        QVERIFY(!interview.isRunning(now));
        interview.answer({}, {}, now); // too late: not taken
        QCOMPARE(interview.index(), 5);
        int right = 0;
        int graded = 0;
        for (const QuizInterview::TopicScore &score : interview.scores()) {
            right += score.right;
            graded += score.graded;
        }
        // Only what was reached is scored; explain answers apart.
        int reachedGraded = 0;
        for (int i = 0; i < 5; ++i)
            reachedGraded += interview.answers().at(i).item.isExplain() ? 0 : 1;
        QCOMPARE(graded, reachedGraded);
        QCOMPARE(right, reachedGraded);
        QVERIFY(!interview.answers().at(5).reached);
        const auto words = [](const QuizItem &item) { return item.key(); };
        const QList<QByteArray> rows = interview.toCsv(words, words).split('\n');
        QCOMPARE(rows.first(),
            QByteArray("number,topic,question_id,question,kind,seconds,result,answer,right_answer"));
        QCOMPARE(rows.size(), 1 + 13 + 1); // the header, a row per question, the final newline
        QVERIFY(rows.at(1).contains(",30.0,"));
        QVERIFY(rows.at(13).contains(",not reached,"));
    }

    void theInterviewPanelRunsToItsReview()
    {
        qint64 now = 0;
        InterviewPanel panel;
        panel.setClock([&now] { return now; });
        panel.start(10);
        QCOMPARE(panel.interview()->count(), 6);
        QVERIFY(panel.clockText().startsWith(QStringLiteral("10:00")));
        QVERIFY(!panel.card()->showMeButton()->isVisible() || !panel.isVisible());
        now += 61'000;
        panel.tick();
        QVERIFY(panel.clockText().startsWith(QStringLiteral("8:59")));
        for (int i = 0; i < 6; ++i) {
            // Each handed on unanswered: the first press says nothing is given, the second goes on.
            // A live question's button says Skip, and skips.
            if (!panel.interview()->current().isLive()) {
                panel.card()->check();
                QCOMPARE(panel.interview()->index(), i);
            }
            panel.card()->check();
        }
        QVERIFY(panel.isReviewing());
        QVERIFY(panel.reviewText().contains(QStringLiteral("Score by topic")));
        QVERIFY(panel.reviewText().contains(QStringLiteral("Your answer: none")));
        QVERIFY(panel.reviewText().contains(QStringLiteral("Model answer")));
        // A drill's answer ends its line; the working follows as a paragraph of its own.
        const QStringList lines = panel.reviewText().split(QLatin1Char('\n'));
        for (const QuizInterview::Answer &answer : panel.interview()->answers()) {
            if (answer.item.drill) {
                QVERIFY(lines.contains(QStringLiteral("Not quite. The answer: %1.")
                                           .arg(Drills::answerText(*answer.item.drill))));
            }
        }
        // Time up ends a second interview at once; what stands in the open question counts.
        panel.start(10);
        QLineEdit *typed = panel.card()->answerEdit();
        const bool drillFirst = panel.interview()->current().drill.has_value();
        if (drillFirst)
            typed->setText(QStringLiteral("12"));
        now += 11 * 60'000;
        panel.tick();
        QVERIFY(panel.isReviewing());
        QVERIFY(panel.reviewText().contains(QStringLiteral("not reached")));
        QCOMPARE(panel.interview()->answers().at(0).reached, drillFirst);
    }

    // Every live question of an interview is answered on its demo, which shows nothing: the
    // answer is held, graded, and played out from the review in a window of its own.
    void liveQuestionsRevealOnlyInTheReview()
    {
        qint64 now = 0;
        ManualClock clock;
        InterviewPanel panel;
        panel.setClock([&now] { return now; });
        panel.setReplayClock(&clock);
        panel.start(30);
        QuizInterview *interview = panel.interview();
        QList<int> live;
        for (int i = 0; i < interview->count(); ++i) {
            if (interview->answers().at(i).item.isLive())
                live << i;
        }
        QCOMPARE(live.size(), 3); // 20 questions, one in six on a demo
        bool wrongGiven = false;
        while (!panel.isReviewing()) {
            now += 20'000;
            const int index = interview->index();
            if (!interview->current().isLive()) {
                panel.card()->check(); // nothing given, said once; pressed again, it goes on
                panel.card()->check();
                continue;
            }
            LessonRunner *runner = panel.card()->live()->runner();
            QCOMPARE(runner->state(), LessonRunner::State::Answering);
            QList<LessonRunner::State> states;
            const QMetaObject::Connection watch = connect(
                runner, &LessonRunner::stateChanged, this, [&states, runner] { states << runner->state(); });
            QVERIFY(!panel.card()->checkButton()->isHidden()); // Skip this question
            const Prediction &prediction = runner->step().prediction;
            if (!wrongGiven && prediction.type == Prediction::Type::Choice) {
                QString wrong;
                for (const QString &choice : prediction.choices) {
                    if (choice != prediction.answer)
                        wrong = choice;
                }
                runner->answerChoice(wrong); // one wrong, to see it graded so
                wrongGiven = true;
            } else {
                answerRight(runner);
            }
            // Taken, not revealed: held, and the interview moves on (to another step, perhaps on
            // the same demo) without the demo playing the answer.
            QCOMPARE(runner->state(), LessonRunner::State::Held);
            QTRY_COMPARE(interview->index(), index + 1);
            disconnect(watch);
            QVERIFY(!states.isEmpty());
            QCOMPARE(states.first(), LessonRunner::State::Held);
            QVERIFY(!states.contains(LessonRunner::State::Revealing));
            QVERIFY(!states.contains(LessonRunner::State::Answered));
        }
        int rightLive = 0;
        for (int i : std::as_const(live)) {
            const QuizInterview::Answer &answer = interview->answers().at(i);
            QVERIFY(answer.reached);
            QVERIFY(!answer.replay.isEmpty());
            QVERIFY(!answer.typed.isEmpty());
            rightLive += answer.right ? 1 : 0;
        }
        QCOMPARE(rightLive, wrongGiven ? 2 : 3);
        QCOMPARE(panel.reviewText().count(QStringLiteral("Watch the answer on the demo")), 3);
        QVERIFY(!LessonProgress().lastPlace()); // the lessons' own progress is left alone

        panel.replay(live.first());
        LiveQuestion *replay = panel.lastReplay();
        QVERIFY(replay);
        LessonRunner *runner = replay->runner();
        QVERIFY(runner->state() == LessonRunner::State::Revealing
            || runner->state() == LessonRunner::State::Answered);
        // Only Explore's player runs on the replay clock (one clock drives one player); the
        // deletion and scalable demos keep their timers, so their reveals play instantly here.
        for (TracePlayer *player : replay->findChildren<TracePlayer *>())
            player->setSpeed(0.0);
        for (int guard = 0; guard < 2000 && runner->state() != LessonRunner::State::Answered; ++guard) {
            clock.advance();
            QCoreApplication::processEvents();
        }
        QVERIFY2(runner->state() == LessonRunner::State::Answered,
            qPrintable(interview->answers().at(live.first()).item.key()));
        QCOMPARE(replay->givenAnswer(), interview->answers().at(live.first()).replay);

        // The CSV names the kind and gives both answers in words.
        const auto words = [](const QuizItem &item) { return item.key(); };
        const QByteArray csv = interview->toCsv(words, words);
        QCOMPARE(csv.count(",live,"), 3);
    }

    // A live question skipped with the card's button is recorded as skipped, its answer named.
    void aSkippedLiveQuestionCountsAsWrong()
    {
        Question live;
        for (const Question &q : QuizBank::questions()) {
            if (q.kind == Question::Kind::Live)
                live = q;
        }
        QuizInterview interview({live}, 7);
        interview.start(10, 0);
        QCOMPARE(interview.count(), 3); // two drills and the one live question
        int liveIndex = -1;
        for (int i = 0; i < interview.count(); ++i) {
            if (interview.current().isLive()) {
                liveIndex = i;
                interview.answerLive({}, {}, true, 5'000 * (i + 1)); // skipped: "right" cannot stand
            } else {
                interview.answer({}, {}, 5'000 * (i + 1));
            }
        }
        QVERIFY(liveIndex >= 0);
        QVERIFY(interview.answers().at(liveIndex).reached);
        QVERIFY(!interview.answers().at(liveIndex).right);
        QVERIFY(!LiveQuestion::answerText(live.step).isEmpty());
        QVERIFY(!LiveQuestion::questionText(live.step).isEmpty());
        const QByteArray csv = interview.toCsv(
            [](const QuizItem &) { return QString(); }, [](const QuizItem &) { return QString(); });
        QVERIFY(csv.contains(",skipped,"));
    }

    // "Answer and go on" with nothing given says so in the card and stays; pressed again it goes on
    // unanswered. An answer given after all withdraws the notice. Time running out still ends
    // the interview without asking.
    void anEmptyAnswerIsQueriedOnce()
    {
        qint64 now = 0;
        InterviewPanel panel;
        panel.setClock([&now] { return now; });
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.start(30);
        QuizInterview *interview = panel.interview();
        QuestionCard *card = panel.card();
        while (interview->current().isLive())
            card->check(); // its button says Skip, and skips
        const int index = interview->index();
        QVERIFY(card->verdictText().isEmpty());
        card->check();
        QCOMPARE(interview->index(), index);
        QVERIFY2(
            card->verdictText().contains(QStringLiteral("not answered")), qPrintable(card->verdictText()));
        const QuizItem item = interview->current();
        if (item.drill || item.isExplain()) {
            // Typed after all, the notice goes; taken back, the empty answer is queried again.
            QWidget *box = item.drill ? static_cast<QWidget *>(card->answerEdit()) : card->explainEdit();
            QTest::keyClicks(box, QStringLiteral("12"));
            QVERIFY(card->verdictText().isEmpty());
            item.drill ? card->answerEdit()->clear() : card->explainEdit()->clear();
            card->check();
            QCOMPARE(interview->index(), index);
            QVERIFY(!card->verdictText().isEmpty());
            card->check();
            QCOMPARE(interview->index(), index + 1);
            QVERIFY(interview->answers().at(index).typed.isEmpty());
        } else {
            card->optionButtons().constFirst()->click();
            QVERIFY(card->verdictText().isEmpty());
            card->check();
            QCOMPARE(interview->index(), index + 1);
            QCOMPARE(
                interview->answers().at(index).picked, QStringList {item.question->choices.constFirst()});
        }

        // An explain question's box says where the model answer is: in the review, at the end.
        QVERIFY(card->explainEdit()->placeholderText().contains(QStringLiteral("review")));

        // Told that nothing is given, and the time runs out: the interview ends, unanswered.
        while (interview->current().isLive())
            card->check();
        const int open = interview->index();
        card->check();
        QVERIFY(!card->verdictText().isEmpty());
        now += 31 * 60'000;
        panel.tick();
        QVERIFY(panel.isReviewing());
        QVERIFY(!interview->answers().at(open).reached); // nothing stood in it: not reached
        QVERIFY(panel.reviewText().contains(QStringLiteral("not reached")));
    }

    // Right to left, as in Urdu, every paragraph of the review reads from the right: one that opened
    // with a formula ("m/n = −ln p / (ln 2)² = …") was set left to right. Its headings stay
    // headings and its lists lists.
    void theReviewReadsInTheLayoutDirection()
    {
        QGuiApplication::setLayoutDirection(Qt::RightToLeft);
        const auto leftToRight = qScopeGuard([] { QGuiApplication::setLayoutDirection(Qt::LeftToRight); });
        qint64 now = 0;
        InterviewPanel panel;
        panel.setClock([&now] { return now; });
        panel.start(10);
        now += 60'000;
        panel.tick(); // time runs out: every question at once, drills with their working among them
        now += 10 * 60'000;
        panel.tick();
        QVERIFY(panel.isReviewing());
        // The review's own browser, not the one of a live question's lesson step.
        const QTextDocument *review = nullptr;
        for (const QTextBrowser *browser : panel.findChildren<QTextBrowser *>()) {
            if (browser->accessibleName() == QLatin1String("The interview's review"))
                review = browser->document();
        }
        QVERIFY(review);
        int headings = 0;
        int items = 0;
        QStringList setLeftToRight;
        for (QTextBlock block = review->begin(); block.isValid(); block = block.next()) {
            if (block.text().trimmed().isEmpty())
                continue;
            headings += block.blockFormat().headingLevel() == 3 ? 1 : 0;
            items += block.textList() ? 1 : 0;
            if (block.textDirection() != Qt::RightToLeft)
                setLeftToRight << block.text();
        }
        QVERIFY2(setLeftToRight.isEmpty(), qPrintable(setLeftToRight.join(QLatin1Char('\n'))));
        QVERIFY2(headings == panel.interview()->count(),
            qPrintable(panel.findChild<QTextBrowser *>()->toMarkdown()));
        QVERIFY(items >= panel.interview()->scores().size());
    }
};

QTEST_MAIN(TestQuizInterview)
#include "tst_quizinterview.moc"
