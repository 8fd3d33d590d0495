// Every page in every language, laid out at 1280 × 800 as a user first sees it: no two controls
// on screen share an Alt mnemonic, and (reported, see below) no text is clipped or left in English.
#include "pages/demopage.h"
#include "shell/languages.h"
#include "shell/mainwindow.h"
#include "shell/pagecatalog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QTabBar>
#include <QTest>

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

} // namespace

class TestPageText : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { Languages::apply(*qApp, QStringLiteral("en")); }

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
};

QTEST_MAIN(TestPageText)
#include "tst_pagetext.moc"
