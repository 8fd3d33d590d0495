// Numbers typed back as the app prints them, in every language: the spin boxes of every page
// (NumberSpinBox, NumberDoubleSpinBox), the sizing calculator and the Explore seed read Bengali,
// Urdu (Extended Arabic-Indic and Arabic-Indic), Thai and ASCII digits, the locale's decimal mark
// and grouping, and counts in words ("1 billion").
#include "common/numberspinbox.h"
#include "fpr/sizingcalculator.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QTest>
#include <QToolTip>

class TestNativeDigits : public QObject {
    Q_OBJECT

    // Types `text` into the box as a person would, and leaves it with Enter.
    template <typename Box> static void type(Box &box, const QString &text)
    {
        QLineEdit *line = box.template findChild<QLineEdit *>();
        line->selectAll();
        // One key event per character, as a keyboard of that script sends (keyClicks is ASCII only).
        for (QChar c : text) {
            QKeyEvent press(QEvent::KeyPress, 0, Qt::NoModifier, QString(c));
            QCoreApplication::sendEvent(line, &press);
        }
        QTest::keyClick(line, Qt::Key_Return);
    }

private slots:
    void cleanup() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void spinBoxesReadEveryScriptsDigits_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("value");
        QTest::newRow("English") << "en_US"
                                 << "12,345" << 12345;
        QTest::newRow("English words") << "en_US"
                                       << "1.5 million" << 1'500'000;
        QTest::newRow("English k") << "en_US"
                                   << "10k" << 10'000;
        QTest::newRow("Bengali") << "bn_BD"
                                 << "১২৩৪৫" << 12345;
        QTest::newRow("Bengali grouped") << "bn_BD"
                                         << "১২,৩৪৫" << 12345;
        QTest::newRow("Urdu extended") << "ur_PK"
                                       << "۱۲۳۴۵" << 12345;
        QTest::newRow("Arabic-Indic") << "ur_PK"
                                      << "١٢٣٤٥" << 12345;
        QTest::newRow("Thai") << "th_TH"
                              << "๑๒๓๔๕" << 12345;
        QTest::newRow("Uzbek grouped") << "uz_Latn_UZ"
                                       << "12 345" << 12345;
        // Each language's own words for a scale, as its lessons write counts.
        QTest::newRow("Thai word") << "th_TH"
                                   << "๒ ล้าน" << 2'000'000;
        QTest::newRow("Bengali lakh") << "bn_BD"
                                      << "৬০ লাখ" << 6'000'000;
        QTest::newRow("Urdu million") << "ur_PK"
                                      << "1.5 ملین" << 1'500'000;
        QTest::newRow("Uzbek mln") << "uz_Latn_UZ"
                                   << "2,5 mln" << 2'500'000;
    }

    void spinBoxesReadEveryScriptsDigits()
    {
        QFETCH(QString, locale);
        QFETCH(QString, typed);
        QFETCH(int, value);
        QLocale::setDefault(QLocale(locale));
        NumberSpinBox box;
        box.setRange(0, 10'000'000);
        box.show();
        type(box, typed);
        QCOMPARE(box.value(), value);
        // What the box prints reads back the same.
        const QString shown = box.text();
        box.setValue(0);
        type(box, shown);
        QCOMPARE(box.value(), value);
    }

    void decimalBoxesReadTheLocalesMarkAndSuffix_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("value");
        QTest::newRow("English") << "en_US"
                                 << "2.5 %" << 2.5;
        QTest::newRow("Bengali") << "bn_BD"
                                 << "২.৫" << 2.5;
        QTest::newRow("Urdu") << "ur_PK"
                              << "۲.۵ %" << 2.5;
        QTest::newRow("Thai") << "th_TH"
                              << "๒.๕" << 2.5;
        QTest::newRow("Uzbek comma") << "uz_Latn_UZ"
                                     << "2,5" << 2.5;
    }

    void decimalBoxesReadTheLocalesMarkAndSuffix()
    {
        QFETCH(QString, locale);
        QFETCH(QString, typed);
        QFETCH(double, value);
        QLocale::setDefault(QLocale(locale));
        NumberDoubleSpinBox box;
        box.setLocale(QLocale(locale));
        box.setRange(0.0, 100.0);
        box.setDecimals(2);
        box.setSuffix(QStringLiteral(" %"));
        box.show();
        type(box, typed);
        QCOMPARE(box.value(), value);
    }

    // "1 billion" in a box whose range holds it; out of range or unreadable, the box keeps its value.
    void wordsAndBadTextInALargeBox()
    {
        NumberDoubleSpinBox box;
        box.setRange(1.0, 1e10);
        box.setDecimals(0);
        box.setValue(5.0);
        box.setKeyboardTracking(false); // the value is taken at Enter, as the FPR lab's boxes do
        box.show();
        type(box, QStringLiteral("1 billion"));
        QCOMPARE(box.value(), 1e9);
        type(box, QStringLiteral("20 billion"));
        QCOMPARE(box.value(), 1e9);
        // Each revert says why, where the box is.
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().startsWith(QStringLiteral("This box takes 1 to 10000000000")),
            qPrintable(QToolTip::text()));
        type(box, QStringLiteral("lots"));
        QCOMPARE(box.value(), 1e9);
        QTRY_VERIFY(QToolTip::text().contains(QStringLiteral("is not a number")));
        QCOMPARE(
            SpinText::read(QStringLiteral("١٠٠ %"), {}, QStringLiteral(" %")), std::optional<double>(100.0));
        QVERIFY(!SpinText::read(QStringLiteral("%"), {}, QStringLiteral("%")));
    }

    void theCalculatorReadsEveryScriptsDigits_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("keys");
        QTest::addColumn<QString>("rate");
        QTest::newRow("English") << "en_US"
                                 << "1 billion"
                                 << "1%";
        QTest::newRow("Bengali") << "bn_BD"
                                 << "১০০০০০০০০০"
                                 << "০.০১";
        QTest::newRow("Urdu") << "ur_PK"
                              << "۱۰۰۰۰۰۰۰۰۰"
                              << "۱%";
        QTest::newRow("Thai") << "th_TH"
                              << "๑,๐๐๐,๐๐๐,๐๐๐"
                              << "๑ in ๑๐๐";
        QTest::newRow("Uzbek") << "uz_Latn_UZ"
                               << "1 000 000 000"
                               << "0,01";
    }

    void theCalculatorReadsEveryScriptsDigits()
    {
        QFETCH(QString, locale);
        QFETCH(QString, keys);
        QFETCH(QString, rate);
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        SizingCalculator english;
        english.setFieldText(SizingCalculator::Field::Keys, QStringLiteral("1000000000"));
        english.setFieldText(SizingCalculator::Field::Rate, QStringLiteral("0.01"));
        const QString bits = english.result(QStringLiteral("m"));
        QVERIFY(!bits.isEmpty());
        QLocale::setDefault(QLocale(locale));
        SizingCalculator calculator;
        calculator.setFieldText(SizingCalculator::Field::Keys, keys);
        calculator.setFieldText(SizingCalculator::Field::Rate, rate);
        QVERIFY2(calculator.fieldMessage(SizingCalculator::Field::Keys).isEmpty(),
            qPrintable(calculator.fieldMessage(SizingCalculator::Field::Keys)));
        QVERIFY2(calculator.fieldMessage(SizingCalculator::Field::Rate).isEmpty(),
            qPrintable(calculator.fieldMessage(SizingCalculator::Field::Rate)));
        // The same number of bits as English gives, printed in this locale's digits.
        QString digits;
        for (QChar c : calculator.result(QStringLiteral("m"))) {
            if (c.isDigit())
                digits += QChar(u'0' + c.digitValue());
        }
        QString englishDigits;
        for (QChar c : bits) {
            if (c.isDigit())
                englishDigits += c;
        }
        QCOMPARE(digits, englishDigits);
    }
};

QTEST_MAIN(TestNativeDigits)
#include "tst_nativedigits.moc"
