// The question card's options as they are drawn: each option's words at least as large as its
// letter whatever font the platform gives buttons, and right to left the letter at the right with
// its words beside it.
#include "quiz/cardtext.h"
#include "quiz/questioncard.h"
#include "quiz/quizbank.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFontInfo>
#include <QLabel>
#include <QTest>

namespace {

const Question *firstOfKind(Question::Kind kind)
{
    for (const Question &q : QuizBank::questions()) {
        if (q.kind == kind)
            return &q;
    }
    return nullptr;
}

// The words beside each letter: the first label of the letter's row.
QLabel *wordsOf(const QAbstractButton *letter)
{
    return letter->parentWidget()->findChild<QLabel *>(QString(), Qt::FindDirectChildrenOnly);
}

// Each option whose words are drawn smaller than its letter; empty when none is.
QString smallerWords(const QuestionCard &card)
{
    QStringList out;
    for (const QAbstractButton *letter : card.optionButtons()) {
        const QLabel *words = wordsOf(letter);
        const int letterSize = QFontInfo(letter->font()).pixelSize();
        const int wordsSize = words ? QFontInfo(words->font()).pixelSize() : 0;
        if (wordsSize < letterSize)
            out << QStringLiteral("%1: words %2 px, letter %3 px")
                       .arg(letter->text())
                       .arg(wordsSize)
                       .arg(letterSize);
    }
    return out.join(QStringLiteral("; "));
}

} // namespace

class TestQuestionCard : public QObject {
    Q_OBJECT

private slots:
    // As a platform theme may: radio buttons and check boxes get a class font of their own,
    // here larger than the labels'.
    void init()
    {
        QFont larger = QApplication::font();
        larger.setPointSizeF(larger.pointSizeF() * 1.5);
        QApplication::setFont(larger, "QRadioButton");
        QApplication::setFont(larger, "QCheckBox");
    }

    // One font for every class again (the hash of class fonts is cleared).
    void cleanup()
    {
        QApplication::setFont(QApplication::font());
        QGuiApplication::setLayoutDirection(Qt::LeftToRight);
    }

    void theWordsAreAsLargeAsTheirLetter_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addRow("one answer") << int(Question::Kind::Choice);
        QTest::addRow("several answers") << int(Question::Kind::Multi);
    }

    void theWordsAreAsLargeAsTheirLetter()
    {
        QFETCH(int, kind);
        const Question *question = firstOfKind(Question::Kind(kind));
        QVERIFY(question);
        QuestionCard card;
        card.show();
        card.showItem({*question, std::nullopt});
        QCOMPARE(card.optionButtons().size(), question->choices.size());
        QCOMPARE(smallerWords(card), QString());
        // The classroom's and presenter mode's larger font: the letters follow the words.
        QFont large = card.font();
        large.setPointSizeF(large.pointSizeF() * 1.4);
        card.setFont(large);
        QCOMPARE(smallerWords(card), QString());
        // And back, as presenter mode ends.
        card.setFont(QFont());
        QCOMPARE(smallerWords(card), QString());
    }

    // Right to left, as in Urdu, each letter stands at the right with its words to its left,
    // aligned towards it, not clipped, and as large.
    void rightToLeftTheLetterLeadsItsWords()
    {
        QGuiApplication::setLayoutDirection(Qt::RightToLeft);
        const Question *question = firstOfKind(Question::Kind::Choice);
        QVERIFY(question);
        QuestionCard card;
        card.resize(700, 500);
        card.show();
        QVERIFY(QTest::qWaitForWindowExposed(&card));
        card.showItem({*question, std::nullopt});
        QApplication::processEvents();
        QCOMPARE(smallerWords(card), QString());
        for (const QAbstractButton *letter : card.optionButtons()) {
            const QLabel *words = wordsOf(letter);
            QVERIFY(words->isVisible());
            QVERIFY2(words->geometry().right() < letter->geometry().left(), qPrintable(letter->text()));
            QCOMPARE(words->alignment() & (Qt::AlignRight | Qt::AlignAbsolute),
                Qt::AlignRight | Qt::AlignAbsolute);
            QVERIFY(words->height() >= words->heightForWidth(words->width()));
        }
    }

    void theReadingDirectionMarksEveryBlock_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("marked");
        const QString mark(QChar(0x200F));
        QTest::addRow("a formula") << QStringLiteral("m/n = 8.14 bits\n\nper key")
                                   << mark + QStringLiteral("m/n = 8.14 bits\n\n") + mark
                + QStringLiteral("per key");
        QTest::addRow("a paragraph's second line") << QStringLiteral("a\nb") << mark + QStringLiteral("a\nb");
        QTest::addRow("bold") << QStringLiteral("**Right.** 7") << mark + QStringLiteral("**Right.** 7");
        QTest::addRow("a number, not a list")
            << QStringLiteral("0.5% of keys") << mark + QStringLiteral("0.5% of keys");
        // After the marker: before it, "### " and "- " were words, not a heading and a list.
        QTest::addRow("a heading") << QStringLiteral("### 1. Sizing · 0:12")
                                   << QStringLiteral("### ") + mark + QStringLiteral("1. Sizing · 0:12");
        QTest::addRow("a list, item by item") << QStringLiteral("Key points:\n\n- m = 9.6n\n- k = 7")
                                              << mark + QStringLiteral("Key points:\n\n- ") + mark
                + QStringLiteral("m = 9.6n\n- ") + mark + QStringLiteral("k = 7");
        QTest::addRow("a numbered list")
            << QStringLiteral("1. m\n2. k")
            << QStringLiteral("1. ") + mark + QStringLiteral("m\n2. ") + mark + QStringLiteral("k");
    }

    // Right to left each block of a card's or the review's Markdown opens with a right-to-left
    // mark, and stays the block it was; left to right the text is left as it is.
    void theReadingDirectionMarksEveryBlock()
    {
        QFETCH(QString, markdown);
        QFETCH(QString, marked);
        QCOMPARE(CardText::inReadingDirection(markdown, Qt::RightToLeft), marked);
        QCOMPARE(CardText::inReadingDirection(markdown, Qt::LeftToRight), markdown);
    }
};

QTEST_MAIN(TestQuestionCard)
#include "tst_questioncard.moc"
