// The quiz on its card and page: grading of each kind on the question card, the mastery and
// spacing rules across sittings, the classroom's votes, a live question on the demo, the session,
// and the summary right to left. The drills and the bank are tst_quizbank's.
#include "lessons/lessonbook.h"
#include "lessons/lessonprogress.h"
#include "lessons/lessonrunner.h"
#include "pages/demopage.h"
#include "quiz/classroompanel.h"
#include "quiz/drills.h"
#include "quiz/livequestion.h"
#include "quiz/questioncard.h"
#include "quiz/quizbank.h"
#include "quiz/quizpage.h"
#include "quiz/quizpractice.h"
#include "quiz/quizsection.h"
#include "session/sessionfields.h"
#include "shell/languages.h"
#include "shell/pagecatalog.h"

#include <bloom/math.h>

#include <QAbstractButton>
#include <QComboBox>
#include <QDirIterator>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QTabWidget>
#include <QTest>

#include <cmath>

namespace {
Question question(const QString &id, const QString &topic)
{
    Question q;
    q.id = id;
    q.topic = topic;
    q.choices = {QStringLiteral("a"), QStringLiteral("b")};
    q.answer = {QStringLiteral("a")};
    q.link = QStringLiteral("page:explore");
    return q;
}

// As the page does: what the card grades goes into the practice's record.
void bind(QuestionCard &card, QuizPractice &practice)
{
    QObject::connect(&card, &QuestionCard::graded, &practice, qOverload<bool, bool>(&QuizPractice::record));
    QObject::connect(&card, &QuestionCard::selfGraded, &practice, &QuizPractice::recordSelfGraded);
}

const Question *firstOfKind(Question::Kind kind)
{
    for (const Question &q : QuizBank::questions()) {
        if (q.kind == kind)
            return &q;
    }
    return nullptr;
}
} // namespace

class TestQuiz : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCoreApplication::setOrganizationName(QStringLiteral("BloomLabTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_quiz"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
    }

    void init() { QSettings().clear(); }

    // One question, its options graded with feedback under every one of them.
    void aChoiceIsGradedWithFeedbackForEveryOption()
    {
        const Question *choice = firstOfKind(Question::Kind::Choice);
        QVERIFY(choice);
        QuizPractice practice({*choice});
        practice.setTopic(choice->topic); // no drills in the way
        practice.next();
        QCOMPARE(practice.current().key(), choice->id);
        QuestionCard card;
        bind(card, practice);
        card.showItem(practice.current());
        card.check(); // nothing picked: not an answer
        QVERIFY(!card.isChecked());
        QVERIFY(card.verdictText().contains(QStringLiteral("Pick")));
        const int wrong = choice->choices.indexOf(choice->answer.constFirst()) == 0 ? 1 : 0;
        card.optionButtons().at(wrong)->click();
        card.check();
        QVERIFY(card.isChecked());
        QVERIFY(card.verdictText().startsWith(QStringLiteral("Not quite")));
        QCOMPARE(practice.record(choice->topic).answered, 1);
        QCOMPARE(practice.record(choice->topic).right, 0);
        for (QAbstractButton *button : card.optionButtons())
            QVERIFY(!button->isEnabled());
        QVERIFY(card.findChildren<QLabel *>().size() >= 2 * choice->choices.size());
    }

    void severalAnswersMustAllBePicked()
    {
        const Question *multi = firstOfKind(Question::Kind::Multi);
        QVERIFY(multi);
        QuizPractice practice({*multi});
        practice.setTopic(multi->topic); // no drills in the way
        practice.next();
        QCOMPARE(practice.current().key(), multi->id);
        QuestionCard card;
        bind(card, practice);
        card.showItem(practice.current());
        for (qsizetype i = 0; i < multi->choices.size(); ++i) {
            if (multi->answer.contains(multi->choices.at(i)))
                card.optionButtons().at(i)->click();
        }
        card.check();
        QVERIFY2(card.verdictText().startsWith(QStringLiteral("Right")), qPrintable(card.verdictText()));
        QCOMPARE(practice.record(multi->topic).right, 1);
    }

    void aDrillIsReadAndExplained()
    {
        QuizPractice practice({});
        practice.setTopic(QStringLiteral("bits-per-key"));
        practice.next();
        QVERIFY(practice.current().drill);
        QuestionCard card;
        bind(card, practice);
        card.showItem(practice.current());
        card.answerEdit()->setText(QStringLiteral("about ten"));
        card.check();
        QVERIFY(!card.isChecked()); // refused, with what to type
        QVERIFY(!card.verdictText().isEmpty());
        card.answerEdit()->setText(QLocale().toString(practice.current().drill->answer, 'f', 2));
        card.check();
        QVERIFY2(card.verdictText().startsWith(QStringLiteral("Right")), qPrintable(card.verdictText()));
        QVERIFY(card.explanationText().contains(QStringLiteral("ln 2")));
    }

    // An explain question: the model answer, then the key points ticked, counted apart.
    void anExplainAnswerIsSelfGraded()
    {
        const Question *explain = firstOfKind(Question::Kind::Explain);
        QVERIFY(explain);
        QuizPractice practice({*explain});
        practice.setTopic(explain->topic); // no drills in the way
        practice.next();
        QCOMPARE(practice.current().key(), explain->id);
        QuestionCard card;
        bind(card, practice);
        card.showItem(practice.current());
        card.explainEdit()->setPlainText(QStringLiteral("A set stores the keys themselves."));
        card.check();
        QCOMPARE(card.pointBoxes().size(), explain->points.size());
        card.pointBoxes().at(0)->click();
        card.recordButton()->click();
        QCOMPARE(practice.selfGraded(), qMakePair(1, int(explain->points.size())));
        QCOMPARE(practice.record(explain->topic).answered, 0); // not mixed with auto-graded ones
    }

    // Three right in a row without a hint: practised; right again in a mixed review of a later
    // sitting: mastered. A hint breaks the streak.
    void masteryNeedsAStreakAndALaterReview()
    {
        const QList<Question> bank {question(QStringLiteral("q1"), QStringLiteral("costs")),
            question(QStringLiteral("q2"), QStringLiteral("costs")),
            question(QStringLiteral("q3"), QStringLiteral("costs")),
            question(QStringLiteral("q4"), QStringLiteral("costs"))};
        {
            QuizPractice first(bank);
            first.setTopic(QStringLiteral("costs"));
            QCOMPARE(first.mastery(QStringLiteral("costs")), QuizPractice::Mastery::New);
            first.next();
            first.record(true, false);
            first.next();
            first.record(true, true); // with a hint
            QCOMPARE(first.mastery(QStringLiteral("costs")), QuizPractice::Mastery::Practising);
            for (int i = 0; i < 3; ++i) {
                first.next();
                first.record(true, false);
            }
            QCOMPARE(first.mastery(QStringLiteral("costs")), QuizPractice::Mastery::Practised);
            first.setTopic(QString());
            first.next();
            first.record(true, false); // the same sitting: not yet mastered
            QCOMPARE(first.mastery(QStringLiteral("costs")), QuizPractice::Mastery::Practised);
        }
        QuizPractice later(bank);
        later.setTopic(QString());
        // A mixed review asks drills too: on to one of this topic's questions.
        for (int guard = 0; guard < 100 && later.next().topic() != QLatin1String("costs"); ++guard) { }
        later.record(true, false);
        QCOMPARE(later.mastery(QStringLiteral("costs")), QuizPractice::Mastery::Mastered);
        const QByteArray csv = later.toCsv();
        QVERIFY(csv.startsWith("topic,answered,right,streak,mastery\n"));
        QVERIFY2(csv.contains("\ncosts,"), csv.constData());
        QVERIFY(csv.contains(",mastered\n"));
        later.reset();
        QCOMPARE(later.mastery(QStringLiteral("costs")), QuizPractice::Mastery::New);
    }

    // A missed question is not asked again in its sitting; it comes first in the next one.
    void aMissedQuestionComesBackLater()
    {
        const QList<Question> bank {question(QStringLiteral("q1"), QStringLiteral("costs")),
            question(QStringLiteral("q2"), QStringLiteral("costs"))};
        QString missed;
        {
            QuizPractice first(bank);
            first.setSeed(7);
            first.setTopic(QStringLiteral("costs"));
            missed = first.next().key();
            first.record(false, false);
            QVERIFY(first.missedDue().isEmpty());
            QVERIFY(first.next().key() != missed);
        }
        QuizPractice second(bank);
        second.setSeed(1);
        second.setTopic(QStringLiteral("costs"));
        QCOMPARE(second.missedDue(), QStringList {missed});
        QCOMPARE(second.next().key(), missed);
        second.record(true, false);
        QVERIFY(second.missedDue().isEmpty());
    }

    // For a projector: votes counted per option with A to D, Space reveals, nothing recorded.
    void theClassroomCountsVotesAndReveals()
    {
        ClassroomPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QString topic = QStringLiteral("guarantee"); // written questions only, no drills
        panel.topics()->setCurrentIndex(panel.topics()->findData(topic));
        const QuizItem item = panel.card()->item();
        QVERIFY(item.question && item.question->topic == topic);
        panel.card()->setFocus();
        if (!item.isExplain()) {
            QTest::keyClick(&panel, Qt::Key_A);
            QTest::keyClick(&panel, Qt::Key_A);
            QTest::keyClick(&panel, Qt::Key_B);
            QCOMPARE(panel.card()->votes(0), 2);
            QCOMPARE(panel.card()->votes(1), 1);
        }
        QTest::keyClick(&panel, Qt::Key_Space);
        QVERIFY(panel.card()->isChecked());
        if (!item.isExplain()) {
            QVERIFY2(panel.card()->verdictText().startsWith(QStringLiteral("The answer: ")),
                qPrintable(panel.card()->verdictText()));
            QTest::keyClick(&panel, Qt::Key_A); // no votes after the reveal
            QCOMPARE(panel.card()->votes(0), 2);
        }
        QCOMPARE(QuizPractice({}).record(topic).answered, 0);
        QTest::keyClick(&panel, Qt::Key_N);
        QVERIFY(!panel.card()->isChecked());
        QVERIFY(panel.card()->item().key() != item.key());
    }

    // On a live demo: the lesson step's own set-up, answer buttons and reveal, graded into the
    // practice; the lessons' progress is left alone.
    void aLiveQuestionIsPlayedOnTheDemo()
    {
        Question live;
        for (const Question &q : QuizBank::questions()) {
            if (q.id == QLatin1String("live-usernames-predict-john"))
                live = q;
        }
        QCOMPARE(live.kind, Question::Kind::Live);
        QuizPractice practice({live});
        practice.setTopic(live.topic);
        practice.next();
        QuestionCard card;
        bind(card, practice);
        card.showItem(practice.current());
        QVERIFY(card.live());
        LessonRunner *runner = card.live()->runner();
        QCOMPARE(runner->state(), LessonRunner::State::Answering);
        QCOMPARE(runner->step().id, QStringLiteral("predict-john"));
        runner->answerChoice(QStringLiteral("absent"));
        for (int guard = 0; guard < 500 && runner->state() != LessonRunner::State::Answered; ++guard)
            QTest::qWait(20);
        QCOMPARE(runner->state(), LessonRunner::State::Answered);
        QVERIFY(card.isChecked());
        QCOMPARE(practice.record(live.topic).right, 1);
        QVERIFY(!LessonProgress().lastPlace());
        QVERIFY(!LessonProgress().isDone(QStringLiteral("usernames"), QStringLiteral("predict-john")));
    }

    // The mode and topic go into a session file and come back; an unknown topic reads as a
    // mixed review, a malformed one is refused.
    void theSessionKeepsTheModeAndTopic()
    {
        Session::Sections::add(quizSectionFormat());
        QuizPage page;
        page.modes()->setCurrentIndex(2);
        page.topicList()->setCurrentRow(1 + QuizBank::topics().indexOf(QStringLiteral("sizing")));
        Session::Data data;
        page.saveSession(data);
        const QuizSection *saved = data.section<QuizSection>(QStringLiteral("quiz"));
        QVERIFY(saved);
        QCOMPARE(saved->mode, 2);
        QCOMPARE(saved->topic, QStringLiteral("sizing"));
        QuizPage other;
        other.restoreSession(data);
        QCOMPARE(other.modes()->currentIndex(), 2);
        QCOMPARE(other.practice()->topic(), QStringLiteral("sizing"));

        const Session::SectionFormat format = quizSectionFormat();
        const auto readBack = [&format](const char *json) {
            try {
                format.read(QJsonDocument::fromJson(json).object(), QStringLiteral("quiz"));
                return true;
            } catch (const Session::Fields::Invalid &) {
                return false;
            }
        };
        QVERIFY(readBack(R"({"mode": 0, "topic": "no-such-topic"})"));
        QVERIFY(!readBack(R"({"mode": 3, "topic": ""})"));
        QVERIFY(!readBack(R"({"mode": 0, "topic": "Not A Topic!"})"));
        QVERIFY(!readBack(R"({"mode": 0})"));
    }

    void thePageAsksAndMovesOn()
    {
        QuizPage page;
        QVERIFY(!page.card()->bodyText().isEmpty());
        QCOMPARE(page.topicList()->count(), QuizBank::topics().size() + 1);
        page.topicList()->setCurrentRow(1 + QuizBank::topics().indexOf(QStringLiteral("sizing")));
        QCOMPARE(page.practice()->topic(), QStringLiteral("sizing"));
        QCOMPARE(page.practice()->current().topic(), QStringLiteral("sizing"));
        const QString before = page.card()->bodyText();
        page.card()->nextButton()->click();
        QVERIFY(!page.card()->bodyText().isEmpty());
        Q_UNUSED(before);
    }

    // Regression: in Urdu the self-graded summary beside the topics, "… 5 میں سے 2 …", lost half
    // its "2" to the label's left edge: Qt drew the plain right-to-left line wider than it measured
    // it. A glyph cut by the edge leaves solid ink in the label's first two columns.
    void theSummaryIsWholeRightToLeft()
    {
        QVERIFY(Languages::apply(*qApp, QStringLiteral("ur")));
        const auto english = qScopeGuard([] { Languages::apply(*qApp, QStringLiteral("en")); });
        QSettings().setValue(QStringLiteral("quiz/selfGraded/covered"), 2);
        QSettings().setValue(QStringLiteral("quiz/selfGraded/total"), 5);
        QuizPage page;
        page.resize(1076, 756); // its size in a 1,280 × 800 window
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCoreApplication::sendPostedEvents();
        auto *summary = page.findChild<QLabel *>(QStringLiteral("summary"));
        QVERIFY(summary && summary->isVisible());
        QVERIFY(summary->text().contains(QLocale().toString(2)));
        QVERIFY(summary->height() >= summary->heightForWidth(summary->width()));
        const QImage image = summary->grab().toImage();
        const auto darkest = [&image](int x) {
            int gray = 255;
            for (int y = 0; y < image.height(); ++y)
                gray = std::min(gray, qGray(image.pixel(x, y)));
            return gray;
        };
        QVERIFY2(darkest(0) > 100 || darkest(1) > 100,
            qPrintable(QStringLiteral("ink %1 and %2 at the edge").arg(darkest(0)).arg(darkest(1))));
    }
};

QTEST_MAIN(TestQuiz)
#include "tst_quiz.moc"
