// Lesson and question texts in a right-to-left language: each formula one isolated left-to-right
// run, so "i = 0 … k − 1" is not read backwards around its ellipsis; signs kept on one line.
#include "script/textlayout.h"

#include <QTest>

class TestTextLayout : public QObject {
    Q_OBJECT

private slots:
    void aRangeWithAnEllipsisIsOneRun()
    {
        const QString prepared
            = TextLayout::prepare(QStringLiteral("کے لیے i = 0 … k − 1 کے لیے۔"), QStringLiteral("ur"));
        const QString lri(QChar(0x2066));
        const QString pdi(QChar(0x2069));
        QCOMPARE(prepared.count(lri), 1);
        const qsizetype start = prepared.indexOf(lri);
        const qsizetype end = prepared.indexOf(pdi);
        const QString run = prepared.mid(start + 1, end - start - 1);
        QVERIFY2(
            run.contains(QStringLiteral("…")) && run.startsWith(u'i') && run.endsWith(u'1'), qPrintable(run));
    }

    void leftToRightTextOnlyKeepsSignsJoined()
    {
        QCOMPARE(TextLayout::prepare(QStringLiteral("k = 3"), QStringLiteral("en")),
            QStringLiteral("k\u00A0=\u00A03"));
    }
};

QTEST_MAIN(TestTextLayout)
#include "tst_textlayout.moc"
