// The FPR lab's progress bars stay where they are while the words around them change: a bar that
// moves as a run reports is a target that moves under the pointer (its Cancel button with it).
#include "fpr/fprpage.h"

#include <QGuiApplication>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QTest>

namespace {

// The progress bar in the row of the run button named `button`, where the page shows it.
QRect barOnPage(const FprPage &page, const QString &button)
{
    const auto *run = page.findChild<QPushButton *>(button);
    const auto *bar = run ? run->parentWidget()->findChild<QProgressBar *>() : nullptr;
    return bar ? QRect(bar->mapTo(&page, QPoint(0, 0)), bar->size()) : QRect();
}

QString describe(const QRect &rect)
{
    return QStringLiteral("%1×%2 at (%3, %4)")
        .arg(rect.width())
        .arg(rect.height())
        .arg(rect.x())
        .arg(rect.y());
}

// Every posted layout request and resize handled, as before the next frame is painted.
void settle()
{
    for (int round = 0; round < 3; ++round) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

} // namespace

class TestFprLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void theMeasureBarStaysPutAsTheChartTimingGrows_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<Qt::LayoutDirection>("direction");
        QTest::newRow("1280") << 1280 << Qt::LeftToRight;
        QTest::newRow("900") << 900 << Qt::LeftToRight;
        QTest::newRow("1280, right to left") << 1280 << Qt::RightToLeft;
    }

    // Regression: "Charts updated in 8.3 ms" gaining "· exact curve shown for m ≤ 10,000" (m above
    // 10,000) narrowed Measure's bar from 910 to 709 px on a 1,280-px page and from 537 to 329 px on
    // a 900-px one; each update's own time ("8.3 ms", "13.4 ms") nudged its end and the Cancel button.
    void theMeasureBarStaysPutAsTheChartTimingGrows()
    {
        QFETCH(int, width);
        QFETCH(Qt::LayoutDirection, direction);
        QGuiApplication::setLayoutDirection(direction);
        auto restore = qScopeGuard([] { QGuiApplication::setLayoutDirection(Qt::LeftToRight); });
        FprPage page;
        page.resize(width, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.controller()->updateCurves(false);
        settle();
        const QRect before = barOnPage(page, QStringLiteral("measureButton"));
        QVERIFY(before.isValid());
        page.setParameters({2'000'000, 100, 3});
        page.controller()->updateCurves(false);
        settle();
        const auto *timing = page.findChild<QLabel *>(QStringLiteral("timing"));
        QVERIFY(timing);
        QVERIFY2(timing->text().contains(QStringLiteral("exact curve")), qPrintable(timing->text()));
        const QRect after = barOnPage(page, QStringLiteral("measureButton"));
        QVERIFY2(
            after == before, qPrintable(describe(before) + QStringLiteral(" became ") + describe(after)));
    }
};

QTEST_MAIN(TestFprLayout)
#include "tst_fprlayout.moc"
