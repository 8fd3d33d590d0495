// The sizing calculator as a user types into it: any two values solve the rest, and every bad
// input gets a message beside its own field.
#include "fpr/sizingcalculator.h"

#include <bloom/bloom.h>

#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>

using Field = SizingCalculator::Field;

class TestSizingCalculator : public QObject {
    Q_OBJECT

private:
    static void type(SizingCalculator &calculator, Field field, const QString &text)
    {
        QLineEdit *edit = calculator.edit(field);
        edit->clear();
        QTest::keyClicks(edit, text);
    }

    // A text without its left-to-right isolates, as a reader sees it.
    static QString plain(QString text)
    {
        return text.remove(QChar(0x2066)).remove(QChar(0x2069)).replace(QChar(0x00A0), QLatin1Char(' '));
    }

    // Where each field sits in the calculator.
    static QList<int> fieldTops(const SizingCalculator &calculator)
    {
        QList<int> tops;
        for (const Field field : SizingCalculator::allFields())
            tops << calculator.edit(field)->mapTo(&calculator, QPoint()).y();
        return tops;
    }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void usernamesAtOnePercent()
    {
        SizingCalculator calculator;
        type(calculator, Field::Keys, QStringLiteral("10M"));
        type(calculator, Field::Rate, QStringLiteral("1%"));
        QCOMPARE(calculator.result(QStringLiteral("m")), QStringLiteral("95,850,584 bits"));
        QCOMPARE(calculator.result(QStringLiteral("k")), QStringLiteral("7"));
        QCOMPARE(calculator.result(QStringLiteral("bitsPerKey")), QStringLiteral("9.59"));
    }

    void readsTheLocalesDigits()
    {
        QLocale::setDefault(QLocale(QLocale::Bangla, QLocale::Bangladesh));
        SizingCalculator bengali;
        // Typed with a Bengali keyboard (QTest types only ASCII).
        bengali.setFieldTexts(
            {{Field::Keys, QStringLiteral("১০০০০০০০")}, {Field::Rate, QStringLiteral("১%")}});
        QCOMPARE(bengali.result(QStringLiteral("k")), QStringLiteral("৭"));
        QLocale::setDefault(QLocale(QLocale::Uzbek, QLocale::LatinScript, QLocale::Uzbekistan));
        SizingCalculator uzbek;
        uzbek.setFieldTexts({{Field::Keys, QStringLiteral("10M")}, {Field::Rate, QStringLiteral("0,01")}});
        QCOMPARE(uzbek.result(QStringLiteral("k")), QStringLiteral("7"));
        // The examples in the boxes are written as the locale writes them, and read back as shown:
        // an Uzbek "1,000,000" would be one with a decimal comma.
        const QString million = QLocale().toString(1000000);
        const QString hundredth = QLocale().toString(0.01);
        QVERIFY(uzbek.edit(Field::Keys)->placeholderText().contains(million));
        QVERIFY(uzbek.edit(Field::Rate)->placeholderText().contains(hundredth));
        uzbek.setFieldTexts({{Field::Keys, million}, {Field::Rate, hundredth}});
        QCOMPARE(uzbek.result(QStringLiteral("k")), QStringLiteral("7"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void theUrlExample()
    {
        SizingCalculator calculator;
        calculator.show();
        QTest::mouseClick(calculator.findChildren<QPushButton *>().first(), Qt::LeftButton);
        // A billion URLs of 70 bytes: 70 GB of keys against a filter of about 1.2 GB.
        QCOMPARE(calculator.result(QStringLiteral("memory")), QStringLiteral("1.2 GB"));
        QVERIFY2(calculator.result(QStringLiteral("rawKeys")).startsWith(QStringLiteral("70 GB")),
            qPrintable(calculator.result(QStringLiteral("rawKeys"))));
        QVERIFY(calculator.result(QStringLiteral("ratio")).contains(QStringLiteral("58.4×")));
    }

    // Regression: in Urdu the keys' line was laid out left to right, "70 GB (1,000,000,000 (keys ×
    // 70 bytes" with its brackets apart; each value now opens in the reading direction.
    void valuesReadRightToLeftInUrdu()
    {
        QGuiApplication::setLayoutDirection(Qt::RightToLeft);
        auto restore = qScopeGuard([] { QGuiApplication::setLayoutDirection(Qt::LeftToRight); });
        SizingCalculator calculator;
        calculator.show();
        QTest::mouseClick(calculator.findChildren<QPushButton *>().first(), Qt::LeftButton);
        const auto *raw = calculator.findChild<QLabel *>(QStringLiteral("rawKeys"));
        QVERIFY(raw);
        QCOMPARE(raw->text().front(), QChar(0x200F));
        QVERIFY(raw->alignment() & Qt::AlignRight);
        // The mark is layout only: the value read back is the text.
        QVERIFY2(calculator.result(QStringLiteral("rawKeys")).startsWith(QStringLiteral("70 GB (")),
            qPrintable(calculator.result(QStringLiteral("rawKeys"))));
        // A working is a formula, left to right in every language: no mark.
        QVERIFY(
            !calculator.findChild<QLabel *>(QStringLiteral("mWorking"))->text().startsWith(QChar(0x200F)));
    }

    void anyTwoSolve_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<QString>("firstText");
        QTest::addColumn<int>("second");
        QTest::addColumn<QString>("secondText");
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("expected");
        QTest::addRow("n and m") << int(Field::Keys) << "100" << int(Field::Bits) << "1000"
                                 << "k"
                                 << "7";
        QTest::addRow("m in MB and p") << int(Field::Bits) << "120 MB" << int(Field::Rate) << "1 in 100"
                                       << "n"
                                       << "100,155,884";
        QTest::addRow("n and k") << int(Field::Keys) << "1000" << int(Field::Hashes) << "7"
                                 << "m"
                                 << "10,099 bits";
        QTest::addRow("p and k") << int(Field::Rate) << "0.01" << int(Field::Hashes) << "7"
                                 << "bitsPerKey"
                                 << "9.59";
    }

    void anyTwoSolve()
    {
        QFETCH(int, first);
        QFETCH(QString, firstText);
        QFETCH(int, second);
        QFETCH(QString, secondText);
        QFETCH(QString, row);
        QFETCH(QString, expected);
        SizingCalculator calculator;
        type(calculator, Field(first), firstText);
        type(calculator, Field(second), secondText);
        QCOMPARE(calculator.result(row), expected);
    }

    void badInputGetsAMessageBesideItsField_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<QString>("text");
        QTest::addRow("words for p") << int(Field::Rate) << "often";
        QTest::addRow("p of 1") << int(Field::Rate) << "1";
        QTest::addRow("p of 150 percent") << int(Field::Rate) << "150%";
        QTest::addRow("zero keys") << int(Field::Keys) << "0";
        QTest::addRow("negative size") << int(Field::Bits) << "-3 MB";
        QTest::addRow("unknown unit") << int(Field::Bits) << "3 furlongs";
        QTest::addRow("zero hashes") << int(Field::Hashes) << "0";
        QTest::addRow("too many hashes") << int(Field::Hashes) << "100";
        QTest::addRow("negative keys") << int(Field::Keys) << "-5";
    }

    void badInputGetsAMessageBesideItsField()
    {
        QFETCH(int, field);
        QFETCH(QString, text);
        SizingCalculator calculator;
        type(calculator, Field(field), text);
        QVERIFY(!calculator.fieldMessage(Field(field)).isEmpty());
        QCOMPARE(calculator.result(QStringLiteral("m")), QStringLiteral("—"));
        QCOMPARE(calculator.status(), QStringLiteral("Fix the field marked above."));
        // Never another page's words: "-5" once answered about "a valid encoding of this
        // filter's bits".
        QVERIFY2(!calculator.fieldMessage(Field(field)).contains(QStringLiteral("encoding")),
            qPrintable(calculator.fieldMessage(Field(field))));
        if (text.startsWith(QLatin1Char('-')))
            QCOMPARE(calculator.fieldMessage(Field(field)), QStringLiteral("This cannot be negative."));
    }

    // Clear empties the two-of-four fields in one go (one undo step in the FPR lab), and keeps the
    // key length, which is not one of them.
    void clearIsOneEditAndKeepsTheKeyLength()
    {
        SizingCalculator calculator;
        calculator.show();
        type(calculator, Field::Keys, QStringLiteral("100"));
        type(calculator, Field::Rate, QStringLiteral("1%"));
        QCOMPARE(calculator.status(), QStringLiteral("Solved."));
        QSignalSpy edited(&calculator, &SizingCalculator::edited);
        QPushButton *clear = nullptr;
        for (QPushButton *button : calculator.findChildren<QPushButton *>()) {
            if (button->text() == QStringLiteral("C&lear"))
                clear = button;
        }
        QVERIFY(clear);
        QTest::mouseClick(clear, Qt::LeftButton);
        QCOMPARE(edited.size(), 1);
        for (const Field field : {Field::Keys, Field::Rate, Field::Bits, Field::Hashes})
            QCOMPARE(calculator.edit(field)->text(), QString());
        QCOMPARE(calculator.edit(Field::KeyLength)->text(), QStringLiteral("16"));
        QCOMPARE(calculator.result(QStringLiteral("m")), QStringLiteral("—"));
    }

    // "1e300" once answered "This is too large for BloomLab to handle (0 where the limit is 0)."
    void hugeInputsSayWhatTheLimitIs_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<QString>("expected");
        const QString count
            = QStringLiteral("This is more than BloomLab can count (at most 18,446,744,073,709,551,615).");
        QTest::addRow("keys") << int(Field::Keys) << count;
        QTest::addRow("bits") << int(Field::Bits) << count;
        QTest::addRow("key length") << int(Field::KeyLength) << count;
        QTest::addRow("hashes") << int(Field::Hashes)
                                << QStringLiteral("At most 64 hash functions are supported.");
    }

    void hugeInputsSayWhatTheLimitIs()
    {
        QFETCH(int, field);
        QFETCH(QString, expected);
        SizingCalculator calculator;
        type(calculator, Field(field), QStringLiteral("1e300"));
        QCOMPARE(calculator.fieldMessage(Field(field)), expected);
        // Past what a double holds, "1e400" once read "not a number this box reads".
        type(calculator, Field(field), QStringLiteral("1e400"));
        QCOMPARE(calculator.fieldMessage(Field(field)), expected);
    }

    void ratesPastADoubleSayWhy()
    {
        SizingCalculator calculator;
        type(calculator, Field::Rate, QStringLiteral("1e400"));
        QCOMPARE(calculator.fieldMessage(Field::Rate),
            QStringLiteral("A probability must lie strictly between 0 and 1, such as 0.01 or 1%."));
        type(calculator, Field::Rate, QStringLiteral("1e-400"));
        QCOMPARE(plain(calculator.fieldMessage(Field::Rate)),
            QStringLiteral(
                "This rate is closer to 0 than BloomLab can compute with (the smallest is 2.23 × 10⁻³⁰⁸)."));
    }

    // Inputs that parse, with answers past 2⁶⁴: the figure, in words, never "0 where the limit is 0".
    void answersPastWhatBloomLabCountsAreSaidPlainly_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<QString>("firstText");
        QTest::addColumn<int>("second");
        QTest::addColumn<QString>("secondText");
        QTest::addColumn<QString>("expected");
        QTest::addRow("n and p")
            << int(Field::Keys) << "1e19" << int(Field::Rate) << "1%"
            << "This filter would need \u20669.585 × 10¹⁹\u2069 bits (\u20661.198 × "
               "10¹⁹\u2069 bytes): more than BloomLab can count, and more memory than any "
               "computer has.";
        QTest::addRow("m and p")
            << int(Field::Bits) << "1e19" << int(Field::Rate) << "0.99"
            << "At this rate, 10,000,000,000,000,000,000 bits would hold about \u20664.78 × "
               "10²⁰\u2069 keys: more than BloomLab can count (at most "
               "18,446,744,073,709,551,615).";
        QTest::addRow("m too small for one key") << int(Field::Bits) << "8" << int(Field::Rate) << "1e-9"
                                                 << "8 bits cannot hold even one key here: m must be larger.";
    }

    void answersPastWhatBloomLabCountsAreSaidPlainly()
    {
        QFETCH(int, first);
        QFETCH(QString, firstText);
        QFETCH(int, second);
        QFETCH(QString, secondText);
        QFETCH(QString, expected);
        SizingCalculator calculator;
        type(calculator, Field(first), firstText);
        type(calculator, Field(second), secondText);
        QCOMPARE(calculator.fieldMessage(Field(first)), QString());
        QCOMPARE(calculator.fieldMessage(Field(second)), QString());
        QCOMPARE(QString(calculator.status()).replace(QChar(0x00A0), QLatin1Char(' ')), expected);
        QCOMPARE(calculator.result(QStringLiteral("m")), QStringLiteral("—"));
    }

    void aFilterTooLargeForThisComputerIsSaidSo()
    {
        bloom::overrideAvailableMemoryForTesting(64ull << 20);
        SizingCalculator calculator;
        type(calculator, Field::Keys, QStringLiteral("1 billion"));
        type(calculator, Field::Rate, QStringLiteral("1%"));
        bloom::overrideAvailableMemoryForTesting(0);
        QCOMPARE(calculator.result(QStringLiteral("memory")), QStringLiteral("1.2 GB"));
        QCOMPARE(calculator.note(QStringLiteral("memory")),
            QStringLiteral(
                "More than the 67.1 MB this computer has free: a filter this size cannot be built here."));
        // A small one fits, and says nothing more.
        bloom::overrideAvailableMemoryForTesting(64ull << 20);
        type(calculator, Field::Keys, QStringLiteral("1000"));
        bloom::overrideAvailableMemoryForTesting(0);
        QCOMPARE(calculator.note(QStringLiteral("memory")), QString());
    }

    // p = 10⁻³⁰⁰ once printed "1 in " and 301 digits, and widened the window to 2,736 pixels.
    void tinyRatesReadAsPowersOfTen()
    {
        SizingCalculator calculator;
        type(calculator, Field::Keys, QStringLiteral("1,000"));
        type(calculator, Field::Rate, QStringLiteral("1e-300"));
        const QString rate = plain(calculator.result(QStringLiteral("p")));
        QVERIFY2(rate.contains(QStringLiteral("(1 in 1 × 10³⁰⁰)")), qPrintable(rate));
        QVERIFY2(!rate.contains(QRegularExpression(QStringLiteral("\\d{10}"))), qPrintable(rate));
    }

    // The optimal k for 10⁻³⁰⁰ is 997, and the k box takes at most 64: the answer is for 64, says
    // so, and keeps the rate by giving the filter more bits.
    void anOptimalKBeyondTheFiltersIsCapped_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<QString>("firstText");
        QTest::addColumn<int>("second");
        QTest::addColumn<QString>("secondText");
        QTest::addColumn<QString>("optimal");
        QTest::addRow("n and p") << int(Field::Keys) << "1000" << int(Field::Rate) << "1e-300"
                                 << "997";
        QTest::addRow("m and p") << int(Field::Bits) << "1e9" << int(Field::Rate) << "1e-300"
                                 << "997";
        QTest::addRow("n and m") << int(Field::Keys) << "1" << int(Field::Bits) << "1000"
                                 << "693";
    }

    void anOptimalKBeyondTheFiltersIsCapped()
    {
        QFETCH(int, first);
        QFETCH(QString, firstText);
        QFETCH(int, second);
        QFETCH(QString, secondText);
        QFETCH(QString, optimal);
        SizingCalculator calculator;
        type(calculator, Field(first), firstText);
        type(calculator, Field(second), secondText);
        QCOMPARE(calculator.status(), QStringLiteral("Solved."));
        QCOMPARE(calculator.result(QStringLiteral("k")), QStringLiteral("64"));
        QCOMPARE(calculator.note(QStringLiteral("k")),
            QStringLiteral(
                "The optimal k here, %1, is more than the 64 hash functions BloomLab's filters support, "
                "so the results are for k = 64.")
                .arg(optimal));
        // The k box takes the answer, and with the n or m given it gives the same filter back.
        const QString m = calculator.result(QStringLiteral("m")).remove(QStringLiteral(" bits"));
        const QString n = calculator.result(QStringLiteral("n"));
        type(calculator, Field::Hashes, calculator.result(QStringLiteral("k")));
        QCOMPARE(calculator.fieldMessage(Field::Hashes), QString());
        if (Field(first) != Field::Keys || Field(second) != Field::Bits) {
            // Where p was given, the rate still holds at k = 64.
            const auto bits = bloom::parseCount(m.toStdString());
            const auto keys = bloom::parseCount(n.toStdString());
            QVERIFY(bits && keys);
            QVERIFY(bloom::falsePositiveRate(*bits, *keys, 64) <= 1e-300);
        }
    }

    void aFilterLargerThanItsKeysSaysLarger_data()
    {
        QTest::addColumn<QString>("bits");
        QTest::addColumn<QString>("expected");
        QTest::addRow("10 times larger") << "80000"
                                         << "10× larger than the keys";
        QTest::addRow("as large") << "8000"
                                  << "about as large as the keys";
        QTest::addRow("smaller") << "800"
                                 << "10× smaller than the keys";
    }

    void aFilterLargerThanItsKeysSaysLarger()
    {
        QFETCH(QString, bits);
        QFETCH(QString, expected);
        SizingCalculator calculator;
        type(calculator, Field::KeyLength, QStringLiteral("1"));
        type(calculator, Field::Keys, QStringLiteral("1000"));
        type(calculator, Field::Bits, bits);
        QCOMPARE(calculator.result(QStringLiteral("ratio")), expected);
        // The working divides the larger by the smaller, as the sentence does.
        const QString working = plain(calculator.working(QStringLiteral("ratio")));
        if (expected.startsWith(QStringLiteral("10×")))
            QVERIFY2(working.endsWith(QStringLiteral(" = 10")), qPrintable(working));
    }

    // Each answer shows the formula with the numbers put in, in the locale's digits.
    void theWorkingIsShown()
    {
        SizingCalculator calculator;
        type(calculator, Field::Keys, QStringLiteral("1,000,000"));
        type(calculator, Field::Rate, QStringLiteral("0.01"));
        QCOMPARE(plain(calculator.working(QStringLiteral("m"))),
            QStringLiteral("m = −n·ln p / (ln 2)² = −1,000,000 × ln 0.01 / 0.4805 = 9,585,059 bits"));
        QCOMPARE(plain(calculator.working(QStringLiteral("k"))),
            QStringLiteral("k = (m/n)·ln 2 = (9,585,059 / 1,000,000) × 0.6931 = 6.644 → 7"));
        QCOMPARE(plain(calculator.working(QStringLiteral("memory"))),
            QStringLiteral("m / 8 = 9,585,059 / 8 = 1,198,133 bytes"));
        QVERIFY(plain(calculator.working(QStringLiteral("p")))
                    .startsWith(
                        QStringLiteral("p = (1 − e^(−kn/m))^k = (1 − e^(−7 × 1,000,000 / 9,585,059))^7 = ")));
        // n was given: nothing to work out.
        QCOMPARE(calculator.working(QStringLiteral("n")), QString());

        type(calculator, Field::Rate, QString());
        type(calculator, Field::Hashes, QStringLiteral("7"));
        QCOMPARE(plain(calculator.working(QStringLiteral("m"))),
            QStringLiteral("m = k·n / ln 2 = 7 × 1,000,000 / 0.6931 = 10,098,866 bits"));

        QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
        calculator.setFieldTexts(
            {{Field::Keys, QStringLiteral("1000000")}, {Field::Rate, QStringLiteral("0.01")}});
        const QString working = calculator.working(QStringLiteral("m"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY2(working.contains(QLocale(QLocale::Bengali).toString(9585059)), qPrintable(working));
        QVERIFY2(working.contains(QLocale(QLocale::Bengali).toString(1000000)), qPrintable(working));
        QVERIFY2(!working.contains(QStringLiteral("9,585,059")), qPrintable(working));
    }

    // Regression: at a rate of about 1 the working said f = ⌈log₂(8/1)⌉ = 3 beside a value of 4 bits.
    void aFingerprintRaisedToTheMinimumSaysSo()
    {
        SizingCalculator calculator;
        type(calculator, Field::Keys, QStringLiteral("18000000000000000000"));
        type(calculator, Field::Bits, QStringLiteral("120 MB"));
        QCOMPARE(calculator.result(QStringLiteral("cuckooBits")), QStringLiteral("4 bits"));
        // The rate is about 1 (just under, as core sizes for): the working says so, not a rate past 1.
        QCOMPARE(plain(calculator.working(QStringLiteral("cuckooBits"))),
            QStringLiteral("f = ⌈log₂(2 × 4 / p)⌉ = ⌈log₂(8 / 1)⌉ = 3\n"
                           "raised to 4 bits, the smallest fingerprint BloomLab's cuckoo filter takes"));
        QCOMPARE(calculator.result(QStringLiteral("p")), QStringLiteral("100% (1 in 1)"));
        // Where the formula gives 4 bits or more, the working ends at the value, with no such line.
        type(calculator, Field::Keys, QStringLiteral("1000000"));
        type(calculator, Field::Bits, QString());
        type(calculator, Field::Rate, QStringLiteral("1%"));
        QCOMPARE(calculator.result(QStringLiteral("cuckooBits")), QStringLiteral("10 bits"));
        QVERIFY(!calculator.working(QStringLiteral("cuckooBits")).contains(QStringLiteral("raised")));
    }

    // An error appearing while the user types takes room kept for it: nothing below moves.
    void errorsLeaveTheFieldsWhereTheyAre()
    {
        SizingCalculator calculator;
        calculator.resize(900, 900);
        calculator.show();
        QVERIFY(QTest::qWaitForWindowExposed(&calculator));
        const QList<int> before = fieldTops(calculator);
        type(calculator, Field::Keys, QStringLiteral("often"));
        QVERIFY(!calculator.fieldMessage(Field::Keys).isEmpty());
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCOMPARE(fieldTops(calculator), before);
        type(calculator, Field::Keys, QStringLiteral("10"));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCOMPARE(calculator.fieldMessage(Field::Keys), QString());
        QCOMPARE(fieldTops(calculator), before);
    }

    // Long results and messages wrap within the calculator: they never ask for a wider (or taller)
    // window than an empty calculator does.
    void longTextsNeverWidenTheCalculator()
    {
        SizingCalculator calculator;
        calculator.show();
        const QSize empty = calculator.minimumSizeHint();
        type(calculator, Field::Keys, QStringLiteral("1000"));
        type(calculator, Field::Rate, QStringLiteral("1e-300"));
        QCOMPARE(calculator.status(), QStringLiteral("Solved."));
        QVERIFY2(calculator.minimumSizeHint().width() <= empty.width(),
            qPrintable(QString::number(calculator.minimumSizeHint().width())));
        QVERIFY(calculator.minimumSizeHint().height() <= empty.height());
        type(calculator, Field::Bits, QString(200, QLatin1Char('x')));
        QVERIFY(!calculator.fieldMessage(Field::Bits).isEmpty());
        QVERIFY2(calculator.minimumSizeHint().width() <= empty.width(),
            qPrintable(QString::number(calculator.minimumSizeHint().width())));
    }

    void threeValuesAreTooMany()
    {
        SizingCalculator calculator;
        type(calculator, Field::Keys, QStringLiteral("100"));
        type(calculator, Field::Rate, QStringLiteral("1%"));
        type(calculator, Field::Hashes, QStringLiteral("7"));
        QVERIFY(calculator.status().contains(QStringLiteral("exactly two")));
    }
};

QTEST_MAIN(TestSizingCalculator)
#include "tst_sizingcalculator.moc"
