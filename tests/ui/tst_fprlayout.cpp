// The FPR lab's progress bars stay where they are while the words around them change: a bar that
// moves as a run reports is a target that moves under the pointer (its Cancel button with it).
#include "fpr/fprpage.h"

#include <bloom/bloom.h>

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

// A run of the article's filter as this machine reports one (seen: 9.89 s to insert, 0.36 s to probe).
bloom::ExperimentResult seedRun()
{
    bloom::ExperimentResult result;
    result.config.bits = FprController::seedScaleBits();
    result.config.hashes = 7;
    result.config.items = FprController::seedScaleKeys();
    result.config.probes = 10'000'000;
    result.measuredFpr = 0.010007;
    result.confidenceLow = 0.0099454;
    result.confidenceHigh = 0.0100691;
    result.theoreticalFpr = 0.0100318;
    result.memoryBytes = result.config.bits / 8;
    result.insertSeconds = 9.89;
    result.probeSeconds = 0.36;
    return result;
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

    void theSchemesBarStaysPutWhenTheSeedRunReports_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<Qt::LayoutDirection>("direction");
        QTest::addColumn<bool>("presenting");
        QTest::newRow("1280") << 1280 << Qt::LeftToRight << false;
        QTest::newRow("1000") << 1000 << Qt::LeftToRight << false;
        QTest::newRow("700") << 700 << Qt::LeftToRight << false;
        QTest::newRow("1000, right to left") << 1000 << Qt::RightToLeft << false;
        QTest::newRow("1000, presenting") << 1000 << Qt::LeftToRight << true;
    }

    // Regression: the article's filter at real scale reports in two lines where "Building the filter
    // and inserting 100 million keys…" took one, and its stage grew by that line: the scheme
    // comparison below, its run button and bar, moved down 17 px.
    void theSchemesBarStaysPutWhenTheSeedRunReports()
    {
        QFETCH(int, width);
        QFETCH(Qt::LayoutDirection, direction);
        QFETCH(bool, presenting);
        QGuiApplication::setLayoutDirection(direction);
        auto restore = qScopeGuard([] { QGuiApplication::setLayoutDirection(Qt::LeftToRight); });
        FprPage page;
        page.setPresenterMode(presenting);
        page.resize(width, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        // As in the app: the lab opens on its charts, and the tab is chosen later.
        QVERIFY(page.showPlace(QStringLiteral("experiments")));
        settle();
        auto *status = page.findChild<QLabel *>(QStringLiteral("seedStatus"));
        QVERIFY(status);
        const QRect before = barOnPage(page, QStringLiteral("schemesButton"));
        QVERIFY(before.isValid());
        // As the controller words a run starting and finishing (experimentChanged sets the text).
        for (const QString &text : {QStringLiteral("Building the filter and inserting 100 million keys…"),
                 FprController::seedScaleReport(seedRun())}) {
            status->setText(text);
            settle();
            QVERIFY2(status->height() >= status->heightForWidth(status->width()), "the report is cut");
            const QRect after = barOnPage(page, QStringLiteral("schemesButton"));
            QVERIFY2(after == before,
                qPrintable(describe(before) + QStringLiteral(" became ") + describe(after)
                    + QStringLiteral(" at ") + text.left(20)));
        }
    }
};

QTEST_MAIN(TestFprLayout)
#include "tst_fprlayout.moc"
