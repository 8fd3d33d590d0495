// Every page in every language, laid out at 1280 × 800 as a user first sees it: no two controls
// on screen share an Alt mnemonic, no text is clipped, and none is left in English.
#include "pages/demopage.h"
#include "quiz/quizpage.h"
#include "shell/languages.h"
#include "shell/mainwindow.h"
#include "shell/pagecatalog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTextLayout>

namespace {

// The letter after a single '&', lower-cased; none for "&&" or no '&'.
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

struct Labelled {
    QString text;
    QChar key;
};

// What a user can reach with Alt+letter on the page as shown: visible buttons, labels with a
// buddy, group box titles and tabs of visible tab bars, plus the menu bar's titles.
QList<Labelled> reachable(MainWindow &window, QWidget *page)
{
    QList<Labelled> out;
    const auto add = [&out](const QString &text) {
        if (const QChar key = mnemonic(text); !key.isNull())
            out.append({text, key});
    };
    for (QAction *menu : window.menuBar()->actions())
        add(menu->text());
    for (QAbstractButton *button : page->findChildren<QAbstractButton *>()) {
        if (button->isVisible())
            add(button->text());
    }
    for (QLabel *label : page->findChildren<QLabel *>()) {
        if (label->isVisible() && label->buddy())
            add(label->text());
    }
    for (QGroupBox *box : page->findChildren<QGroupBox *>()) {
        if (box->isVisible() && box->isCheckable())
            add(box->title());
    }
    for (QTabBar *tabs : page->findChildren<QTabBar *>()) {
        if (tabs->isVisible()) {
            for (int i = 0; i < tabs->count(); ++i)
                add(tabs->tabText(i));
        }
    }
    return out;
}

// A wrapped label can still overflow sideways: a word (or a Thai phrase with no break in it)
// longer than the label is wide.
bool widerThan(const QLabel *label)
{
    if (Qt::mightBeRichText(label->text()))
        return false;
    const int width = label->contentsRect().width() - 2 * label->margin() - label->indent();
    QTextLayout layout(label->text(), label->font());
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    bool wider = false;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        wider = wider || line.naturalTextWidth() > width + 1;
    }
    layout.endLayout();
    return wider;
}

// A visible control whose text does not fit the room it was given.
QString clipped(QWidget *page)
{
    QStringList out;
    for (QLabel *label : page->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty() || !label->pixmap().isNull())
            continue;
        const bool cut = label->wordWrap()
            ? label->heightForWidth(label->width()) > label->height() + 1 || widerThan(label)
            : label->minimumSizeHint().width() > label->width();
        if (cut)
            out << QStringLiteral("label \"%1\"").arg(label->text());
    }
    for (QAbstractButton *button : page->findChildren<QAbstractButton *>()) {
        if (button->isVisible() && !button->text().isEmpty()
            && button->sizeHint().width() > button->width() + 1)
            out << QStringLiteral("button \"%1\" (%2 of %3 px)")
                       .arg(button->text())
                       .arg(button->width())
                       .arg(button->sizeHint().width());
    }
    for (QGroupBox *box : page->findChildren<QGroupBox *>()) {
        if (box->isVisible() && box->fontMetrics().horizontalAdvance(box->title()) > box->width())
            out << QStringLiteral("group \"%1\"").arg(box->title());
    }
    // A table's columns fit its pane as first shown: a header or value scrolled out of sight is cut.
    for (QTableView *table : page->findChildren<QTableView *>()) {
        if (table->isVisible() && table->horizontalScrollBar()->isVisible())
            out << QStringLiteral("table \"%1\" scrolls sideways").arg(table->accessibleName());
    }
    return out.join(QStringLiteral("; "));
}

// Every visible text of the page, in a stable order, to compare a translation with English.
QStringList visibleTexts(QWidget *page)
{
    QStringList out;
    for (QLabel *label : page->findChildren<QLabel *>()) {
        if (label->isVisible())
            out << label->text();
    }
    for (QAbstractButton *button : page->findChildren<QAbstractButton *>()) {
        if (button->isVisible())
            out << button->text();
    }
    for (QGroupBox *box : page->findChildren<QGroupBox *>()) {
        if (box->isVisible())
            out << box->title();
    }
    return out;
}

QString lettersOf(const QString &text)
{
    QString letters;
    for (QChar c : text) {
        if (c.isLetter())
            letters += c;
    }
    return letters;
}

// English prose: two or more words of three letters or more. Names (XXH3, "tiwa_codes") and
// formulas ("k = 7") are not prose and are the same in every language.
bool looksEnglish(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("\\b[A-Za-z]{3,}\\b"));
    qsizetype words = 0;
    for (auto it = word.globalMatch(text); it.hasNext(); it.next())
        ++words;
    return words >= 2;
}

} // namespace

class TestPageText : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { Languages::apply(*qApp, QStringLiteral("en")); }
    // The quiz's first question is random: the same one every run, so a pass stays a pass.
    void initTestCase() { QuizPage::seedForTesting(1); }

    void noMnemonicIsUsedTwice_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<PageId>("id");
        for (const char *code : {"en", "ur", "th", "bn", "uz"}) {
            for (PageId id : PageCatalog::all())
                QTest::addRow("%s, %s", code, qPrintable(PageCatalog::name(id)))
                    << QString::fromLatin1(code) << id;
        }
    }

    void noMnemonicIsUsedTwice()
    {
        QFETCH(QString, code);
        QFETCH(PageId, id);
        QVERIFY(Languages::apply(*qApp, code));
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        window.showPage(id);
        QWidget *page = window.pageContent(id);
        QVERIFY(page);
        const auto tabBars = page->findChildren<QTabBar *>();
        // Each tab of a tabbed page is its own screen: check each.
        QList<QTabBar *> visibleBars;
        for (QTabBar *bar : tabBars) {
            if (bar->isVisible())
                visibleBars << bar;
        }
        const int screens = visibleBars.isEmpty() ? 1 : visibleBars.first()->count();
        for (int screen = 0; screen < screens; ++screen) {
            if (!visibleBars.isEmpty())
                visibleBars.first()->setCurrentIndex(screen);
            QHash<QChar, QString> seen;
            for (const Labelled &item : reachable(window, page)) {
                QVERIFY2(!seen.contains(item.key),
                    qPrintable(QStringLiteral("Alt+%1: \"%2\" and \"%3\"")
                                   .arg(item.key, seen.value(item.key), item.text)));
                seen.insert(item.key, item.text);
            }
        }
    }

    void nothingIsClippedOrLeftInEnglish_data() { noMnemonicIsUsedTwice_data(); }

    void nothingIsClippedOrLeftInEnglish()
    {
        QFETCH(QString, code);
        QFETCH(PageId, id);
        const QList<QStringList> english = screenTexts(QStringLiteral("en"), id, nullptr);
        QStringList problems;
        const QList<QStringList> translated = screenTexts(code, id, &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        if (code == QStringLiteral("en"))
            return;
        if (QLocale().zeroDigit() != QLatin1Char('0')) {
            // Every number on screen in the locale's digits (names such as XXH3 and Base64 aside,
            // and code: `NewBloomFilterPolicy(10)` is what a program says, in any language).
            static const QRegularExpression asciiNumber(
                QStringLiteral("(?<![A-Za-z0-9])[0-9]+(?![A-Za-z0-9])"));
            static const QRegularExpression codeSpan(QStringLiteral("`[^`]*`|<code>.*?</code>"));
            for (const QStringList &texts : translated) {
                for (const QString &text : texts)
                    QVERIFY2(!asciiNumber.match(QString(text).remove(codeSpan)).hasMatch(),
                        qPrintable(QStringLiteral("ASCII digits: \"%1\"").arg(text)));
            }
        }
        QCOMPARE(translated.size(), english.size());
        for (qsizetype screen = 0; screen < english.size(); ++screen) {
            // Letters only: an English sentence with the locale's digits in it is still English.
            QStringList englishWords;
            for (const QString &text : english[screen])
                englishWords << lettersOf(text);
            for (const QString &text : translated[screen]) {
                QVERIFY2(!(englishWords.contains(lettersOf(text)) && looksEnglish(text)),
                    qPrintable(QStringLiteral("left in English: \"%1\"").arg(text)));
            }
        }
    }

private:
    // Shows each screen (tab) of the page at 1280 × 800 in `code`; returns its texts, and where
    // `problems` is given, appends each clipped text.
    static QList<QStringList> screenTexts(const QString &code, PageId id, QStringList *problems)
    {
        Languages::apply(*qApp, code);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        window.showPage(id);
        QWidget *page = window.pageContent(id);
        if (!page || !QTest::qWaitForWindowExposed(&window))
            return {};
        if (id == PageId::Fpr)
            QTest::qWait(150); // the FPR lab fits its tables' columns 100 ms after the numbers settle
        QList<QTabBar *> bars;
        for (QTabBar *bar : page->findChildren<QTabBar *>()) {
            if (bar->isVisible())
                bars << bar;
        }
        const int screens = bars.isEmpty() ? 1 : bars.first()->count();
        QList<QStringList> out;
        for (int screen = 0; screen < screens; ++screen) {
            if (!bars.isEmpty())
                bars.first()->setCurrentIndex(screen);
            QCoreApplication::processEvents();
            out << visibleTexts(page);
            if (problems) {
                if (const QString cut = clipped(page); !cut.isEmpty())
                    *problems << QStringLiteral("screen %1: %2").arg(screen).arg(cut);
            }
        }
        return out;
    }
};

QTEST_MAIN(TestPageText)
#include "tst_pagetext.moc"
