// A filter's bits as text, as the Explore page's "As text" tab shows and loads them: every form
// round-trips, a wrong text is refused with words that name the problem, never half-loaded, and
// the tab follows the filter, copies and loads as a user clicks it.
#include "common/numberformat.h"
#include "explore/explorepage.h"
#include "explore/filtertext.h"
#include "explore/filtertextpanel.h"
#include "explore/livestatspanel.h"
#include "explorechecks.h"
#include "player/animationclock.h"
#include "player/traceplayer.h"
#include "views/bitcellmodel.h"

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

Q_DECLARE_METATYPE(bloom::TextEncoding)

using ExploreChecks::setCells;
using ExploreChecks::snap;
using ExploreChecks::wordsOf;

namespace {
// A filter of m bits with a few keys in, so its bits are a mixed pattern ending in either value.
bloom::BloomFilter filterOf(quint64 bits, int keys)
{
    bloom::BloomFilter filter(bits, 3);
    for (int i = 0; i < keys; ++i)
        filter.add(QStringLiteral("key_%1").arg(i).toStdString());
    return filter;
}

// The side panel's "As text" tab, brought to the front as a click on its tab would.
FilterTextPanel *showTextTab(ExplorePage &page)
{
    auto *tabs = page.findChild<QTabWidget *>(QStringLiteral("sideTabs"));
    auto *panel = page.findChild<FilterTextPanel *>();
    if (!tabs || !panel)
        return nullptr;
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(1).center());
    return panel->isVisible() ? panel : nullptr;
}

} // namespace

class TestFilterText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void everyFormRoundTrips_data()
    {
        QTest::addColumn<bloom::TextEncoding>("encoding");
        QTest::addColumn<quint64>("bits");
        QTest::addColumn<int>("keys");
        for (const bloom::TextEncoding encoding : FilterText::encodings()) {
            // Whole bytes, a byte and a bit over, the page's default, a word and a half, the largest.
            for (const quint64 bits : {8, 13, 16, 100, 4096}) {
                for (const int keys : {0, 3, 40}) {
                    QTest::addRow("%s, m=%llu, %d keys", qPrintable(FilterText::name(encoding)),
                        static_cast<unsigned long long>(bits), keys)
                        << encoding << bits << keys;
                }
            }
        }
    }

    void everyFormRoundTrips()
    {
        QFETCH(bloom::TextEncoding, encoding);
        QFETCH(quint64, bits);
        QFETCH(int, keys);
        const bloom::BloomFilter filter = filterOf(bits, keys);
        const QString text = FilterText::encode(filter, encoding);
        QVERIFY(!text.isEmpty());
        const FilterText::Parsed parsed = FilterText::parse(text, encoding, bits);
        QCOMPARE(parsed.refusal, QString());
        QCOMPARE(parsed.words, wordsOf(filter));
        // Pasted text often comes wrapped or indented: whitespace does not count.
        QString wrapped = text;
        for (qsizetype at = wrapped.size() - 1; at > 0; at -= 7)
            wrapped.insert(at, at % 2 ? QStringLiteral("\n") : QStringLiteral(" "));
        QCOMPARE(
            FilterText::parse(QStringLiteral("  ") + wrapped + QStringLiteral("\n"), encoding, bits).words,
            wordsOf(filter));
    }

    void formsAreTheArticlesNumber()
    {
        // Bits 0 and 2 set: the number 1 + 4 = 5, least significant byte first.
        bloom::BloomFilter filter(16, 1);
        QVERIFY(filter.assignWords(std::vector<std::uint64_t> {5}, 0));
        QCOMPARE(FilterText::encode(filter, bloom::TextEncoding::Binary), QStringLiteral("1010000000000000"));
        QCOMPARE(FilterText::encode(filter, bloom::TextEncoding::Hex), QStringLiteral("0500"));
        QCOMPARE(FilterText::encode(filter, bloom::TextEncoding::Base64), QStringLiteral("BQA="));
        QCOMPARE(FilterText::encode(filter, bloom::TextEncoding::Decimal), QStringLiteral("5"));
    }

    void localeDigitsReadAsDigits()
    {
        // Typed on an Urdu or Bengali keyboard, a number keeps its value.
        const auto five = FilterText::parse(QStringLiteral("۵"), bloom::TextEncoding::Decimal, 16);
        QCOMPARE(five.refusal, QString());
        QCOMPARE(five.words, std::vector<std::uint64_t> {5});
        const auto bengali = FilterText::parse(QStringLiteral("১০১০০০০০"), bloom::TextEncoding::Binary, 8);
        QCOMPARE(bengali.words, std::vector<std::uint64_t> {5});
        QVERIFY(!FilterText::parse(QStringLiteral("১২"), bloom::TextEncoding::Binary, 2).ok());
    }

    void wrongTextIsRefusedWithWhy_data()
    {
        QTest::addColumn<bloom::TextEncoding>("encoding");
        QTest::addColumn<quint64>("bits");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("says");
        using E = bloom::TextEncoding;
        const QStringList empty {QStringLiteral("empty")};
        for (const E encoding : FilterText::encodings()) {
            const QString name = FilterText::name(encoding);
            QTest::addRow("%s: empty", qPrintable(name)) << encoding << quint64 {16} << QString() << empty;
            QTest::addRow("%s: only spaces", qPrintable(name))
                << encoding << quint64 {16} << QStringLiteral(" \n\t ") << empty;
        }
        QTest::addRow("binary: a 2") << E::Binary << quint64 {8} << QStringLiteral("01201010")
                                     << QStringList {QStringLiteral("Character 3"), QStringLiteral("“2”")};
        QTest::addRow("binary: counted past spaces")
            << E::Binary << quint64 {8} << QStringLiteral("0101 01x0")
            << QStringList {QStringLiteral("Character 8"), QStringLiteral("“x”")};
        QTest::addRow("hex: a g") << E::Hex << quint64 {16} << QStringLiteral("0g00")
                                  << QStringList {
                                         QStringLiteral("Character 2"), QStringLiteral("hexadecimal")};
        QTest::addRow("hex: 0x is not part of it")
            << E::Hex << quint64 {16} << QStringLiteral("0x05") << QStringList {QStringLiteral("“x”")};
        QTest::addRow("base64: a *") << E::Base64 << quint64 {16} << QStringLiteral("BQ*=")
                                     << QStringList {QStringLiteral("Character 3"), QStringLiteral("Base64")};
        QTest::addRow("decimal: a minus")
            << E::Decimal << quint64 {16} << QStringLiteral("-5")
            << QStringList {QStringLiteral("Character 1"), QStringLiteral("“-”")};
        QTest::addRow("decimal: a comma") << E::Decimal << quint64 {16} << QStringLiteral("1,024")
                                          << QStringList {QStringLiteral("Character 2")};
        QTest::addRow("binary: too short")
            << E::Binary << quint64 {16} << QStringLiteral("1010")
            << QStringList {QStringLiteral("exactly 16 digit"), QStringLiteral("has 4")};
        QTest::addRow("binary: too long")
            << E::Binary << quint64 {8} << QStringLiteral("101000001")
            << QStringList {QStringLiteral("exactly 8 digit"), QStringLiteral("has 9")};
        QTest::addRow("hex: a byte short")
            << E::Hex << quint64 {24} << QStringLiteral("0500")
            << QStringList {QStringLiteral("exactly 6 digit"), QStringLiteral("has 4")};
        QTest::addRow("hex: odd") << E::Hex << quint64 {16} << QStringLiteral("050")
                                  << QStringList {QStringLiteral("exactly 4 digit"), QStringLiteral("has 3")};
        QTest::addRow("base64: too long")
            << E::Base64 << quint64 {16} << QStringLiteral("BQAABQAA")
            << QStringList {QStringLiteral("exactly 4 character"), QStringLiteral("has 8")};
        QTest::addRow("base64: padding wrong") << E::Base64 << quint64 {16} << QStringLiteral("BQ==")
                                               << QStringList {QStringLiteral("exactly 1 = sign")};
        QTest::addRow("base64: padding inside")
            << E::Base64 << quint64 {24} << QStringLiteral("B=AA") << QStringList {QStringLiteral("no =")};
        QTest::addRow("hex: a bit past m")
            << E::Hex << quint64 {13} << QStringLiteral("0020")
            << QStringList {QStringLiteral("position 13"), QStringLiteral("0 to 12")};
        QTest::addRow("base64: a bit past m") << E::Base64 << quint64 {12} << QStringLiteral("APA=")
                                              << QStringList {QStringLiteral("position 12")};
        QTest::addRow("decimal: 2^m") << E::Decimal << quint64 {8} << QStringLiteral("256")
                                      << QStringList {QStringLiteral("too large"), QStringLiteral("power 8")};
        QTest::addRow("decimal: far too large")
            << E::Decimal << quint64 {16} << QString(200, QLatin1Char('9'))
            << QStringList {QStringLiteral("too large")};
        QTest::addRow("decimal: 2^13 in 13 bits") << E::Decimal << quint64 {13} << QStringLiteral("8192")
                                                  << QStringList {QStringLiteral("power 13")};
    }

    void wrongTextIsRefusedWithWhy()
    {
        QFETCH(bloom::TextEncoding, encoding);
        QFETCH(quint64, bits);
        QFETCH(QString, text);
        QFETCH(QStringList, says);
        const FilterText::Parsed parsed = FilterText::parse(text, encoding, bits);
        QVERIFY(!parsed.ok());
        QVERIFY(parsed.words.empty());
        for (const QString &part : says)
            QVERIFY2(parsed.refusal.contains(part), qPrintable(parsed.refusal));
    }

    void theLargestValuesAreTaken()
    {
        // Just inside each limit: every bit set, leading zeros, upper-case hex.
        QCOMPARE(FilterText::parse(QStringLiteral("255"), bloom::TextEncoding::Decimal, 8).words,
            std::vector<std::uint64_t> {255});
        QCOMPARE(FilterText::parse(QStringLiteral("0008191"), bloom::TextEncoding::Decimal, 13).words,
            std::vector<std::uint64_t> {8191});
        QCOMPARE(FilterText::parse(QStringLiteral("FF1F"), bloom::TextEncoding::Hex, 13).words,
            std::vector<std::uint64_t> {8191});
    }

    void textTabShowsTheBitsLiveAndCopies()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.resize(1280, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.player()->setSpeed(0.0);
        FilterTextPanel *panel = showTextTab(page);
        QVERIFY(panel);
        QCOMPARE(panel->shownText(bloom::TextEncoding::Binary), QString(16, QLatin1Char('0')));
        QCOMPARE(panel->shownText(bloom::TextEncoding::Decimal), QStringLiteral("0"));
        page.addKey(QStringLiteral("alpha"));
        snap(page, QStringLiteral("explore-as-text"));
        for (const bloom::TextEncoding encoding : FilterText::encodings())
            QCOMPARE(panel->shownText(encoding), page.controller()->bitsText(encoding));
        QVERIFY(panel->shownText(bloom::TextEncoding::Binary).contains(QLatin1Char('1')));
        QVERIFY(panel->shownText(bloom::TextEncoding::Decimal) != QStringLiteral("0"));
        QTest::mouseClick(panel->copyButton(bloom::TextEncoding::Decimal), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), panel->shownText(bloom::TextEncoding::Decimal));
        QTest::mouseClick(panel->copyButton(bloom::TextEncoding::Base64), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), panel->shownText(bloom::TextEncoding::Base64));
        // An undo shows at once as well.
        page.undoStack()->undo();
        QCOMPARE(panel->shownText(bloom::TextEncoding::Decimal), QStringLiteral("0"));
    }

    void textTabRefusesThenLoads()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.resize(1280, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.player()->setSpeed(0.0);
        page.addKey(QStringLiteral("alpha"));
        FilterTextPanel *panel = showTextTab(page);
        QVERIFY(panel);
        const QString before = panel->shownText(bloom::TextEncoding::Hex);
        const int steps = page.undoStack()->count();
        panel->loadForm()->setCurrentIndex(panel->loadForm()->findText(QStringLiteral("Hexadecimal")));
        panel->loadEdit()->setFocus();
        QTest::keyClicks(panel->loadEdit(), QStringLiteral("05"));
        QTest::mouseClick(panel->loadButton(), Qt::LeftButton);
        QVERIFY(panel->messageText().contains(QStringLiteral("exactly 4 digit")));
        QVERIFY(page.findChild<QLabel *>(QStringLiteral("textMessage"))->isVisible());
        QCOMPARE(panel->shownText(bloom::TextEncoding::Hex), before);
        QCOMPARE(page.undoStack()->count(), steps);

        QTest::keyClicks(panel->loadEdit(), QStringLiteral("g0"));
        QVERIFY(panel->messageText().isEmpty()); // typing clears the old refusal
        QTest::mouseClick(panel->loadButton(), Qt::LeftButton);
        QVERIFY(panel->messageText().contains(QStringLiteral("Character 3")));

        panel->loadEdit()->setPlainText(QStringLiteral("05 00"));
        QTest::mouseClick(panel->loadButton(), Qt::LeftButton);
        QCOMPARE(panel->messageText(), QString());
        QCOMPARE(setCells(*page.cells()), (QList<int> {0, 2}));
        QCOMPARE(panel->shownText(bloom::TextEncoding::Hex), QStringLiteral("0500"));
        QVERIFY(panel->loadEdit()->toPlainText().isEmpty());
        snap(page, QStringLiteral("explore-loaded-from-text"));
        page.undoStack()->undo();
        QCOMPARE(panel->shownText(bloom::TextEncoding::Hex), before);
        QCOMPARE(page.model()->keys(), QStringList {QStringLiteral("alpha")});
    }

    // Bits from text come without their keys: "FPR, formula: 0% (never)" stood beside "FPR, this
    // array: 12.5%" with 8 of 16 bits set. The rows that need n say so instead, keys added on top
    // or not; a .bloom file's count of keys stands in for n.
    void loadedBitsClaimNoN()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.player()->setSpeed(0.0);
        LiveStatsPanel stats(page.controller());
        connect(page.controller(), &ExploreController::frameShown, &stats, &LiveStatsPanel::refresh);
        QCOMPARE(page.controller()->loadBits(QStringLiteral("1010101010101010"), bloom::TextEncoding::Binary),
            QString());
        QCOMPARE(stats.value(QStringLiteral("fill")), QStringLiteral("8 of 16 (50%)"));
        QCOMPARE(stats.value(QStringLiteral("chance")), QStringLiteral("12.5% (1 in 8)"));
        const auto needsN = [&stats] {
            const QString n = stats.value(QStringLiteral("n"));
            if (!n.contains(QStringLiteral("unknown")) && !n.contains(QStringLiteral("not known")))
                return QStringLiteral("n: ") + n;
            const QString fpr = stats.value(QStringLiteral("fpr"));
            if (!fpr.startsWith(QStringLiteral("needs n")) || fpr.contains(QStringLiteral("never")))
                return QStringLiteral("fpr: ") + fpr;
            const QString best = stats.value(QStringLiteral("optimalK"));
            return best == QStringLiteral("needs n") ? QString() : QStringLiteral("optimalK: ") + best;
        };
        QCOMPARE(needsN(), QString());
        page.addKey(QStringLiteral("alpha"));
        QCOMPARE(needsN(), QString());
        QVERIFY(stats.value(QStringLiteral("n")).startsWith(QStringLiteral("1 added here")));

        ExploreState counted = page.model()->state();
        counted.keys.clear();
        counted.loadedItems = 3;
        page.controller()->replaceState(counted, QStringLiteral("Open"), QString());
        QCOMPARE(stats.value(QStringLiteral("n")), QStringLiteral("3"));
        const double fpr = bloom::falsePositiveRate(16, 3, 3);
        QVERIFY2(stats.value(QStringLiteral("fpr")).startsWith(NumberFormat::percent(fpr)),
            qPrintable(stats.value(QStringLiteral("fpr"))));
        QCOMPARE(stats.value(QStringLiteral("optimalK")), QString::number(bloom::optimalHashCount(16, 3)));
    }
};

QTEST_MAIN(TestFilterText)
#include "tst_filtertext.moc"
