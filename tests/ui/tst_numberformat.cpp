// Numbers as people read them: "10 bits", "1 byte", "2 bytes", never "1 bytes" or "0 bytes" for
// 3 bits; in the locale's digits; a Latin unit isolated in right-to-left text.
#include "common/numberformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTest>
#include <QTranslator>

class TestNumberFormat : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        // English plural forms live in the English translation, as in the app.
        auto *english = new QTranslator(this);
        QVERIFY(english->load(QStringLiteral(":/i18n/bloomlab_en.qm")));
        QCoreApplication::installTranslator(english);
    }

    void smallSizesSayBitsAndBytes()
    {
        QCOMPARE(NumberFormat::bits(3), QStringLiteral("3 bits"));
        QCOMPARE(NumberFormat::bits(1), QStringLiteral("1 bit"));
        QCOMPARE(NumberFormat::bits(10), QStringLiteral("10 bits"));
        QCOMPARE(NumberFormat::bytes(1), QStringLiteral("1 byte"));
        QCOMPARE(NumberFormat::bytes(0), QStringLiteral("0 bytes"));
        QCOMPARE(NumberFormat::bytes(512), QStringLiteral("512 bytes"));
        QCOMPARE(NumberFormat::bits(8 * 1'200'000), QStringLiteral("1.2 MB"));
    }

    void everyNumberUsesTheLocalesDigits()
    {
        QLocale::setDefault(QLocale(QLocale::Bangla, QLocale::Bangladesh));
        QCOMPARE(NumberFormat::index(1024), QStringLiteral("১০২৪"));
        QCOMPARE(NumberFormat::integer(1024), QStringLiteral("১,০২৪"));
        QVERIFY(NumberFormat::scientific(1.2e-16).contains(QStringLiteral("১০")));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(NumberFormat::index(1024), QStringLiteral("1024"));
        QCOMPARE(NumberFormat::integer(1024), QStringLiteral("1,024"));
    }

    // What a person types: grouping marks are left out, the decimal mark becomes ".".
    // Counts in the interface language's words, written as the power of ten core reads; English
    // words go through as they are (core reads them), and another language's words are not guessed.
    void countsReadTheLanguagesScaleWords_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("readable");
        QTest::newRow("Thai billion") << "th_TH"
                                      << "1 พันล้าน"
                                      << "1e9";
        QTest::newRow("Thai million") << "th_TH"
                                      << "๑๐ ล้าน"
                                      << "10e6";
        QTest::newRow("Thai unspaced") << "th_TH"
                                       << "4.8พันล้าน"
                                       << "4.8e9";
        QTest::newRow("Thai thousand") << "th_TH"
                                       << "5 พัน"
                                       << "5e3";
        QTest::newRow("Thai English") << "th_TH"
                                      << "1 billion"
                                      << "1 billion";
        QTest::newRow("Uzbek milliard") << "uz_Latn_UZ"
                                        << "1 Milliard"
                                        << "1e9";
        QTest::newRow("Uzbek decimal comma") << "uz_Latn_UZ"
                                             << "9,6 mlrd."
                                             << "9.6e9";
        QTest::newRow("Uzbek exponent") << "uz_Latn_UZ"
                                        << "1,5e2 ming"
                                        << "1.5e5";
        QTest::newRow("Bengali crore") << "bn_BD"
                                       << "১০০ কোটি"
                                       << "100e7";
        QTest::newRow("Bengali lakh") << "bn_BD"
                                      << "১.৫ লক্ষ"
                                      << "1.5e5";
        QTest::newRow("Urdu arab") << "ur_PK"
                                   << "\u2066۱ ارب\u2069"
                                   << "1e9";
        QTest::newRow("Urdu lakh") << "ur_PK"
                                   << "10 لاکھ"
                                   << "10e5";
        QTest::newRow("a word alone") << "th_TH"
                                      << "ล้าน"
                                      << "ล้าน";
        QTest::newRow("another language's word") << "en_US"
                                                 << "1 milliard"
                                                 << "1 milliard";
    }

    void countsReadTheLanguagesScaleWords()
    {
        QFETCH(QString, locale);
        QFETCH(QString, typed);
        QFETCH(QString, readable);
        QLocale::setDefault(QLocale(locale));
        const QString read = NumberFormat::readableCount(typed);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(read, readable);
    }

    void typedNumbersAreReadWithTheirGrouping()
    {
        QCOMPARE(NumberFormat::readable(QStringLiteral("10,378")), QStringLiteral("10378"));
        QCOMPARE(NumberFormat::readable(QStringLiteral("1,234.5")), QStringLiteral("1234.5"));
        QCOMPARE(NumberFormat::readable(QStringLiteral("10 378")), QStringLiteral("10378"));
        QCOMPARE(NumberFormat::readable(QStringLiteral("1e6")), QStringLiteral("1e6"));
        QCOMPARE(NumberFormat::readable(QStringLiteral("1 in 100")), QStringLiteral("1 in 100"));
        QCOMPARE(NumberFormat::readable(QStringLiteral("12 MB")), QStringLiteral("12 MB"));
        QLocale::setDefault(QLocale(QLocale::Uzbek, QLocale::LatinScript, QLocale::Uzbekistan));
        QCOMPARE(NumberFormat::readable(QStringLiteral("10\u00A0378,5")), QStringLiteral("10378.5"));
        QCOMPARE(NumberFormat::readable(QStringLiteral("0,01")), QStringLiteral("0.01"));
        QLocale::setDefault(QLocale(QLocale::Bangla, QLocale::Bangladesh));
        QCOMPARE(NumberFormat::readable(QStringLiteral("১০,৩৭৮")), QStringLiteral("10378"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void hugeAndTinyNumbersStayReadable()
    {
        QCOMPARE(NumberFormat::scientific(9.9999e-6), QStringLiteral("\u20661\u00A0×\u00A010⁻⁵\u2069"));
        QCOMPARE(NumberFormat::scientific(1.234e-16), QStringLiteral("\u20661.23\u00A0×\u00A010⁻¹⁶\u2069"));
        QCOMPARE(NumberFormat::oneIn(1e-300), QStringLiteral("1 in \u20661\u00A0×\u00A010³⁰⁰\u2069"));
        QCOMPARE(NumberFormat::oneIn(0.01), QStringLiteral("1 in 100"));
        QVERIFY(NumberFormat::bytes(1e30).contains(QStringLiteral("10³⁰")));
    }

    void aLatinUnitKeepsItsPlaceInRightToLeftText()
    {
        QLocale::setDefault(QLocale(QLocale::Urdu, QLocale::Pakistan));
        const QString size = NumberFormat::bytes(1200);
        QVERIFY2(size.startsWith(QChar(0x2066)) && size.endsWith(QChar(0x2069)), qPrintable(size));
        const QString rate = NumberFormat::percent(0.000192);
        QVERIFY2(rate.startsWith(QChar(0x2066)) && rate.endsWith(QChar(0x2069)), qPrintable(rate));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(NumberFormat::bytes(1200), QStringLiteral("1.2 kB"));
    }

    // Regression: in Urdu the hash schemes' excess over theory read "7.36%+", its sign left
    // outside the number's left-to-right run.
    void aSignStaysWithItsNumberInRightToLeftText()
    {
        QCOMPARE(NumberFormat::signedPercent(0.0736), QStringLiteral("+7.36%"));
        QCOMPARE(NumberFormat::signedPercent(-0.00642), QStringLiteral("-0.642%"));
        QLocale::setDefault(QLocale(QLocale::Urdu, QLocale::Pakistan));
        const QString change = NumberFormat::signedPercent(0.0736);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY2(change.startsWith(QChar(0x2066)) && change.endsWith(QChar(0x2069)), qPrintable(change));
        const qsizetype sign = change.indexOf(QLatin1Char('+'));
        QVERIFY2(sign > 0 && sign < change.indexOf(QLatin1Char('7')), qPrintable(change));
    }
};

QTEST_GUILESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
