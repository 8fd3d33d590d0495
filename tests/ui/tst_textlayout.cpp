// Lesson and question texts in a right-to-left language: each formula one isolated left-to-right
// run, so "i = 0 … k − 1" is not read backwards around its ellipsis; signs kept on one line.
#include "script/textlayout.h"

#include <QFontMetrics>
#include <QGlyphRun>
#include <QTest>
#include <QTextLayout>

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

    // In Urdu, "(k = 1)" keeps k on the left inside its brackets, and never breaks around its sign.
    void aBracketedFormulaKeepsItsOrderInUrdu()
    {
        const QString prepared
            = TextLayout::prepare(QStringLiteral("اس فلٹر میں ایک ہیش (k = 1) ہے۔"), QStringLiteral("ur"));
        QTextLayout layout(prepared, QFont());
        QTextOption option;
        option.setTextDirection(Qt::RightToLeft);
        layout.setTextOption(option);
        layout.beginLayout();
        layout.createLine().setLineWidth(2000);
        layout.endLayout();
        const auto glyphX = [&layout, &prepared](QChar c) {
            const QList<QGlyphRun> runs = layout.glyphRuns(int(prepared.indexOf(c)), 1);
            return runs.isEmpty() || runs.first().positions().isEmpty()
                ? -1.0
                : runs.first().positions().first().x();
        };
        QVERIFY(glyphX(u'k') >= 0.0);
        QVERIFY(glyphX(u'k') < glyphX(u'1'));
        // Squeezed until it wraps, "k = 1" stays on one line.
        QTextLayout narrow(prepared, QFont());
        narrow.setTextOption(option);
        narrow.beginLayout();
        for (QTextLine piece = narrow.createLine(); piece.isValid(); piece = narrow.createLine()) {
            piece.setLineWidth(QFontMetrics(QFont()).horizontalAdvance(QStringLiteral("(k = ")));
            const QString text = prepared.mid(piece.textStart(), piece.textLength());
            QVERIFY2(text.contains(u'k') == text.contains(u'1'), qPrintable(text));
        }
        narrow.endLayout();
    }

    void leftToRightTextOnlyKeepsSignsJoined()
    {
        QCOMPARE(TextLayout::prepare(QStringLiteral("k = 3"), QStringLiteral("en")),
            QStringLiteral("k\u00A0=\u00A03"));
    }
};

QTEST_MAIN(TestTextLayout)
#include "tst_textlayout.moc"
