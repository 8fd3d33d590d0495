// Messages and notes read at 4.5:1 or better (WCAG AA) on light and dark palettes, on every page:
// the empty-key message and the calculator's errors were once white on light grey.
#include "common/accentcolors.h"
#include "common/messagelabel.h"
#include "fpr/fprpage.h"
#include "fpr/sizingcalculator.h"
#include "shell/mainwindow.h"
#include "shell/pagecatalog.h"

#include <QApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QTest>

namespace {

QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2B, 0x2B, 0x2B));
    dark.setColor(QPalette::WindowText, QColor(0xEE, 0xEE, 0xEE));
    dark.setColor(QPalette::Base, QColor(0x1E, 0x1E, 0x1E));
    dark.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x33));
    dark.setColor(QPalette::Text, QColor(0xEE, 0xEE, 0xEE));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xEE, 0xEE, 0xEE));
    dark.setColor(QPalette::PlaceholderText, QColor(0x80, 0x80, 0x80));
    return dark;
}

void verifyReadable(const MessageLabel *label, const char *where)
{
    const QPalette pal = label->palette();
    const QColor ink = pal.color(QPalette::WindowText);
    const double onWindow = contrastRatio(ink, pal.color(QPalette::Window));
    QVERIFY2(onWindow >= 4.5,
        qPrintable(QStringLiteral("%1: %2 on %3 is %4:1")
                       .arg(QLatin1String(where), ink.name(), pal.color(QPalette::Window).name())
                       .arg(onWindow)));
}

} // namespace

class TestReadability : public QObject {
    Q_OBJECT

private slots:
    void init() { QApplication::setPalette(QApplication::style()->standardPalette()); }
    void cleanup() { QApplication::setPalette(QApplication::style()->standardPalette()); }

    void tonesMeetAaOnBothThemes_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addRow("light") << false;
        QTest::addRow("dark") << true;
    }

    void tonesMeetAaOnBothThemes()
    {
        QFETCH(bool, dark);
        const QPalette pal = dark ? darkPalette() : QApplication::style()->standardPalette();
        for (Tone tone : {Tone::Error, Tone::Warning, Tone::Secondary}) {
            const QColor ink = toneColor(tone, pal);
            QVERIFY(contrastRatio(ink, pal.color(QPalette::Window)) >= 4.5);
            QVERIFY(contrastRatio(ink, pal.color(QPalette::Base)) >= 4.5);
        }
        // The palette roles these labels used before fail it: that is the bug.
        if (!dark)
            QVERIFY(contrastRatio(pal.color(QPalette::BrightText), pal.color(QPalette::Window)) < 4.5);
    }

    void everyMessageOnEveryPageIsReadable_data() { tonesMeetAaOnBothThemes_data(); }

    void everyMessageOnEveryPageIsReadable()
    {
        QFETCH(bool, dark);
        if (dark)
            QApplication::setPalette(darkPalette());
        MainWindow window;
        window.resize(1280, 800);
        window.show();

        window.showPage(PageId::Explore);
        auto *key = window.pageContent(PageId::Explore)->findChild<QLineEdit *>(QStringLiteral("keyEdit"));
        QVERIFY(key);
        key->clear();
        QTest::keyClick(key, Qt::Key_Return); // an empty key: the message shows
        auto *message
            = window.pageContent(PageId::Explore)->findChild<MessageLabel *>(QStringLiteral("message"));
        QVERIFY(message);
        QVERIFY(message->isVisible());
        QVERIFY(!message->text().isEmpty());
        verifyReadable(message, "empty-key message");

        window.showPage(PageId::Fpr);
        auto *fpr = qobject_cast<FprPage *>(window.pageContent(PageId::Fpr));
        QVERIFY(fpr);
        fpr->calculator()->edit(SizingCalculator::Field::Keys)->setText(QStringLiteral("-5"));
        int errors = 0;
        for (const MessageLabel *label : fpr->calculator()->findChildren<MessageLabel *>()) {
            if (!label->text().isEmpty()) {
                ++errors;
                verifyReadable(label, "calculator error");
            }
        }
        QVERIFY(errors >= 1);

        for (PageId id : PageCatalog::all()) {
            window.showPage(id);
            for (const MessageLabel *label : window.pageContent(id)->findChildren<MessageLabel *>())
                verifyReadable(label, qPrintable(PageCatalog::name(id)));
        }
    }
};

QTEST_MAIN(TestReadability)
#include "tst_readability.moc"
