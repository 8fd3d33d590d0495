// Each language sets its own layout direction and number formats, and loads its translation.
#include "shell/languages.h"

#include <QApplication>
#include <QTest>

class TestLanguages : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { Languages::apply(*qApp, QStringLiteral("en")); }

    void directionFollowsLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<Qt::LayoutDirection>("direction");
        QTest::addRow("en") << QStringLiteral("en") << Qt::LeftToRight;
        QTest::addRow("ur") << QStringLiteral("ur") << Qt::RightToLeft;
        QTest::addRow("th") << QStringLiteral("th") << Qt::LeftToRight;
        QTest::addRow("bn") << QStringLiteral("bn") << Qt::LeftToRight;
        QTest::addRow("uz") << QStringLiteral("uz") << Qt::LeftToRight;
    }

    void directionFollowsLanguage()
    {
        QFETCH(QString, code);
        QFETCH(Qt::LayoutDirection, direction);
        QVERIFY(Languages::apply(*qApp, code));
        QCOMPARE(QApplication::layoutDirection(), direction);
        QCOMPARE(Languages::current(), code);
        QCOMPARE(QLocale().language(), Languages::find(code)->locale.language());
    }

    void translationsAreLoaded()
    {
        // The page names are translated in every shipped language.
        for (const char *code : {"ur", "th", "bn", "uz"}) {
            QVERIFY(Languages::apply(*qApp, QString::fromLatin1(code)));
            QVERIFY2(
                QCoreApplication::translate("PageCatalog", "Explore") != QStringLiteral("Explore"), code);
            Languages::apply(*qApp, QStringLiteral("en"));
        }
    }

    void unknownLanguageIsRefused()
    {
        QVERIFY(!Languages::find(QStringLiteral("xx")));
        QVERIFY(!Languages::apply(*qApp, QStringLiteral("xx")));
        QCOMPARE(QApplication::layoutDirection(), Qt::LeftToRight);
    }
};

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
