// The sizing calculator as a user types into it: any two values solve the rest, and every bad
// input gets a message beside its own field.
#include "fpr/sizingcalculator.h"

#include <QLineEdit>
#include <QPushButton>
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
