// The quiz's questions: generated drills against core's math over thousands of seeds, answers
// read in every language's digits and in the usual forms, and the bank's checker (every question
// loads, answers are consistent, links resolve, every language that has the bank has all of it).
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

class TestQuizBank : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    // Each drill's answer is core's, for thousands of random parameters.
    void drillsAgreeWithCore()
    {
        for (DrillKind kind : Drills::kinds()) {
            for (quint64 seed = 0; seed < 2000; ++seed) {
                const Drill drill = Drills::make(kind, seed);
                const DrillInputs &in = drill.inputs;
                QVERIFY(!drill.question.isEmpty() && !drill.working.isEmpty());
                QVERIFY(drill.answer > 0);
                switch (kind) {
                case DrillKind::SizingBits:
                    QCOMPARE(drill.answer, double(bloom::optimalBitCount(in.n, in.p)));
                    break;
                case DrillKind::SizingHashes:
                    QCOMPARE(drill.answer,
                        double(bloom::optimalHashCount(bloom::optimalBitCount(in.n, in.p), in.n)));
                    break;
                case DrillKind::SizingMegabytes:
                    QCOMPARE(drill.answer, double(bloom::optimalBitCount(in.n, in.p)) / 8e6);
                    break;
                case DrillKind::Rate:
                    QCOMPARE(drill.answer, bloom::falsePositiveRate(in.m, in.n, in.k));
                    break;
                case DrillKind::BitsPerKey: {
                    const std::uint64_t n = 1'000'000'000;
                    QVERIFY(std::abs(drill.answer - bloom::bitsPerKey(bloom::optimalBitCount(n, in.p), n))
                        < 1e-6);
                    break;
                }
                case DrillKind::CountingMemory: QCOMPARE(drill.answer, 4.0 * double(in.m)); break;
                case DrillKind::RateForSize: {
                    bloom::SizingInput input;
                    input.m = in.m;
                    input.n = in.n;
                    QCOMPARE(drill.answer, bloom::solveSizing(input).value().p);
                    break;
                }
                case DrillKind::KeysForSize: {
                    bloom::SizingInput input;
                    input.m = in.m;
                    input.p = in.p;
                    QCOMPARE(drill.answer, double(*bloom::solveSizing(input).value().n));
                    break;
                }
                case DrillKind::Capacity: {
                    const auto n = static_cast<std::uint64_t>(drill.answer);
                    QVERIFY(bloom::falsePositiveRate(in.m, n, in.k) <= in.p * (1 + 1e-9));
                    QVERIFY(bloom::falsePositiveRate(in.m, n + 2, in.k) > in.p);
                    break;
                }
                }
                if (seed == 0) {
                    const std::optional<Lesson> lesson
                        = LessonBook::lesson(drill.link.mid(7).section(u'/', 0, 0));
                    QVERIFY2(
                        lesson && lesson->indexOf(drill.link.section(u'/', 1)) >= 0, qPrintable(drill.link));
                }
                // The same seed, the same drill.
                QCOMPARE(Drills::make(kind, seed).question, drill.question);
            }
        }
    }

    // The usual ways of writing a number, in each language's digits and marks.
    void answersAreReadAsPeopleWriteThem_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("right");
        QTest::addColumn<bool>("read");
        // Seed 0 of each kind, whatever its numbers, is answered below through answerFor().
        QTest::newRow("bits grouped") << int(DrillKind::SizingBits) << "en_US"
                                      << "=grouped" << true << true;
        QTest::newRow("bits in Bengali digits") << int(DrillKind::SizingBits) << "bn_BD"
                                                << "=grouped" << true << true;
        QTest::newRow("bits as a size") << int(DrillKind::SizingBits) << "en_US"
                                        << "=megabytes" << true << true;
        QTest::newRow("bits far off") << int(DrillKind::SizingBits) << "en_US"
                                      << "=double" << false << true;
        QTest::newRow("bits not a number") << int(DrillKind::SizingBits) << "en_US"
                                           << "lots" << false << false;
        QTest::newRow("rate as a percent") << int(DrillKind::Rate) << "en_US"
                                           << "=percent" << true << true;
        QTest::newRow("rate as one in") << int(DrillKind::Rate) << "en_US"
                                        << "=one-in" << true << true;
        QTest::newRow("rate in Uzbek") << int(DrillKind::Rate) << "uz_Latn_UZ"
                                       << "=fraction" << true << true;
        QTest::newRow("hashes exact") << int(DrillKind::SizingHashes) << "en_US"
                                      << "=grouped" << true << true;
        QTest::newRow("hashes one off") << int(DrillKind::SizingHashes) << "en_US"
                                        << "=plus-one" << false << true;
        QTest::newRow("megabytes bare") << int(DrillKind::SizingMegabytes) << "en_US"
                                        << "=fraction" << true << true;
        QTest::newRow("keys in Bengali") << int(DrillKind::Capacity) << "bn_BD"
                                         << "=grouped" << true << true;
        QTest::newRow("keys said") << int(DrillKind::Capacity) << "en_US"
                                   << "=grouped keys" << true << true;
        QTest::newRow("bits per key said") << int(DrillKind::BitsPerKey) << "en_US"
                                           << "=fraction bits per key" << true << true;
    }

    void answersAreReadAsPeopleWriteThem()
    {
        QFETCH(int, kind);
        QFETCH(QString, locale);
        QFETCH(QString, typed);
        QFETCH(bool, right);
        QFETCH(bool, read);
        QLocale::setDefault(QLocale(locale));
        const Drill drill = Drills::make(static_cast<DrillKind>(kind), 0);
        const QLocale here;
        // "=form unit": the answer in that form, then the unit said in words.
        QString unitWord;
        if (typed.startsWith(u'=') && typed.contains(u' ')) {
            unitWord = typed.mid(typed.indexOf(u' '));
            typed = typed.left(typed.indexOf(u' '));
        }
        QString text = typed;
        if (typed == QLatin1String("=grouped"))
            text = here.toString(qint64(std::llround(drill.answer)));
        else if (typed == QLatin1String("=megabytes"))
            text = QStringLiteral("%1 MB").arg(drill.answer / 8e6, 0, 'f', 3);
        else if (typed == QLatin1String("=double"))
            text = here.toString(qint64(std::llround(drill.answer * 2)));
        else if (typed == QLatin1String("=percent"))
            text = here.toString(drill.answer * 100, 'g', 4) + QLatin1Char('%');
        else if (typed == QLatin1String("=one-in"))
            text = QStringLiteral("1 in %1").arg(std::llround(1 / drill.answer));
        else if (typed == QLatin1String("=fraction"))
            text = here.toString(drill.answer, 'g', 4);
        else if (typed == QLatin1String("=plus-one"))
            text = here.toString(qint64(std::llround(drill.answer)) + 1);
        text += unitWord;
        const DrillGrade grade = Drills::grade(drill, text);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY2(grade.read == read, qPrintable(text + QStringLiteral(": ") + grade.message));
        QVERIFY2(grade.right == right, qPrintable(text));
        if (!read)
            QVERIFY(!grade.message.isEmpty());
    }

    // The bank: every question reads, its answers are its own options, its link leads somewhere,
    // every topic is asked, and every language that has the bank has every question whole.
    void theBankIsComplete()
    {
        const QList<Question> &bank = QuizBank::questions();
        QVERIFY2(bank.size() >= 60, qPrintable(QString::number(bank.size())));
        QHash<QString, int> perTopic;
        for (const Question &q : bank) {
            ++perTopic[q.topic];
            if (q.link.startsWith(QLatin1String("lesson:"))) {
                const std::optional<Lesson> lesson = LessonBook::lesson(q.link.mid(7).section(u'/', 0, 0));
                QVERIFY2(lesson && lesson->indexOf(q.link.section(u'/', 1)) >= 0, qPrintable(q.link));
            } else {
                // "page:<name>" or "page:<name>/<place>": the page exists and has the place.
                const std::optional<PageId> id = PageCatalog::fromName(q.link.mid(5).section(u'/', 0, 0));
                QVERIFY2(id, qPrintable(q.link));
                const QString place = q.link.section(u'/', 1);
                if (!place.isEmpty()) {
                    const std::unique_ptr<DemoPage> page(PageCatalog::create(*id, nullptr));
                    QVERIFY2(page->showPlace(place), qPrintable(q.link));
                }
            }
        }
        for (const QString &topic : QuizBank::topics())
            QVERIFY2(perTopic.value(topic) >= 2, qPrintable(topic));
        // A live question asks a lesson's prediction step, which the lessons' checker proves.
        int live = 0;
        for (const Question &q : bank) {
            if (q.kind != Question::Kind::Live)
                continue;
            ++live;
            const std::optional<Lesson> lesson = LessonBook::lesson(q.step.section(u'/', 0, 0));
            QVERIFY2(lesson, qPrintable(q.step));
            const int index = lesson->indexOf(q.step.section(u'/', 1));
            QVERIFY2(
                index >= 0 && lesson->steps.at(index).kind == LessonStep::Kind::Predict, qPrintable(q.step));
        }
        QVERIFY(live >= 10);
        QDirIterator languages(QStringLiteral(":/bloomlab/quiz"), QDir::Dirs);
        int checked = 0;
        while (languages.hasNext()) {
            const QString language = QFileInfo(languages.next()).fileName();
            QFile file(QStringLiteral(":/bloomlab/quiz/%1/bank.md").arg(language));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QuizBank::TextRead read = QuizBank::readText(QString::fromUtf8(file.readAll()));
            QVERIFY2(read.error.isEmpty(), qPrintable(language + QStringLiteral(": ") + read.error));
            for (const Question &q : bank)
                QVERIFY2(QuizBank::problems(q, read.questions.value(q.id)).isEmpty(),
                    qPrintable(language + QStringLiteral(": ")
                        + QuizBank::problems(q, read.questions.value(q.id)).join(u'\n')));
            // No text without its question; a live question's words are its lesson step's.
            const auto written = std::count_if(
                bank.cbegin(), bank.cend(), [](const Question &q) { return q.kind != Question::Kind::Live; });
            QCOMPARE(read.questions.size(), written);
            ++checked;
        }
        QVERIFY(checked >= 1);
    }

    void brokenBanksAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("not json") << QByteArray("{");
        QTest::newRow("no questions") << QByteArray(R"({"questions": []})");
        QTest::newRow("bad topic") << QByteArray(
            R"({"questions": [{"id": "x", "topic": "nope", "difficulty": 1, "kind": "choice", "choices": ["a","b"], "answer": ["a"], "link": "page:fpr"}]})");
        QTest::newRow("answer not an option") << QByteArray(
            R"({"questions": [{"id": "x", "topic": "costs", "difficulty": 1, "kind": "choice", "choices": ["a","b"], "answer": ["c"], "link": "page:fpr"}]})");
        QTest::newRow("two answers to a single choice") << QByteArray(
            R"({"questions": [{"id": "x", "topic": "costs", "difficulty": 1, "kind": "choice", "choices": ["a","b"], "answer": ["a","b"], "link": "page:fpr"}]})");
        QTest::newRow("explain without points") << QByteArray(
            R"({"questions": [{"id": "x", "topic": "costs", "difficulty": 2, "kind": "explain", "link": "page:fpr"}]})");
        QTest::newRow("difficulty 4") << QByteArray(
            R"({"questions": [{"id": "x", "topic": "costs", "difficulty": 4, "kind": "choice", "choices": ["a","b"], "answer": ["a"], "link": "page:fpr"}]})");
    }

    void brokenBanksAreRefused()
    {
        QFETCH(QByteArray, json);
        const QuizBank::BankRead read = QuizBank::readBank(json);
        QVERIFY(read.questions.isEmpty());
        QVERIFY(!read.error.isEmpty());
    }
};

QTEST_MAIN(TestQuizBank)
#include "tst_quizbank.moc"
