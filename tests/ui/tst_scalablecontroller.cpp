// The Scalable demo's controller alone, with no page: what a lesson step builds its stages around.
#include "player/animationclock.h"
#include "scalable/scalablecontroller.h"

#include <QTest>
#include <QUndoStack>

class TestScalableController : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void feedingPastCapacityOpensSlicesAndMergesIntoOneStep()
    {
        ManualClock clock;
        ScalableController controller(&clock);
        controller.feed(600);
        controller.feed(600);
        QCOMPARE(controller.model()->current().fed, 1200u);
        QVERIFY(controller.model()->latest().slices >= 2); // capacity 1,000 by default
        QCOMPARE(controller.undoStack()->count(), 1);
        controller.undoStack()->undo();
        QCOMPARE(controller.model()->current().fed, 0u);
    }

    void badParametersAreRefusedWithAReason()
    {
        ManualClock clock;
        ScalableController controller(&clock);
        bloom::ScalableParameters parameters;
        parameters.targetFpr = 1.5;
        QVERIFY(!controller.restart(parameters));
        QVERIFY(!controller.message().isEmpty());
        QCOMPARE(controller.undoStack()->count(), 0);
    }

    void continuousFeedingStopsAtTheLimit()
    {
        ManualClock clock;
        ScalableController controller(&clock);
        bloom::ScalableParameters parameters;
        parameters.initialCapacity = 10;
        QVERIFY(controller.restart(parameters));
        controller.setContinuous(true);
        QVERIFY(controller.isContinuous());
        for (int i = 0; i < 1000 && controller.isContinuous(); ++i)
            clock.advance();
        QVERIFY(!controller.isContinuous());
        QCOMPARE(controller.model()->current().fed, 10 * ScalableLimits::kMaxFeedFactor);
        QVERIFY(controller.message().contains(QStringLiteral("stops at 500 keys")));
    }

    // The feed that reaches the limit says so at once; an undo below it takes the message back.
    void theLimitIsSaidWhenReachedAndTakenBackByUndo()
    {
        ManualClock clock;
        ScalableController controller(&clock);
        bloom::ScalableParameters parameters;
        parameters.initialCapacity = 10;
        QVERIFY(controller.restart(parameters));
        controller.feed(499);
        QVERIFY(controller.message().isEmpty());
        controller.feed(1);
        QCOMPARE(controller.model()->current().fed, 10 * ScalableLimits::kMaxFeedFactor);
        QVERIFY(!controller.model()->canFeed());
        QVERIFY(controller.message().contains(QStringLiteral("stops at 500 keys")));
        controller.undoStack()->undo();
        QVERIFY(controller.model()->canFeed());
        QVERIFY(controller.message().isEmpty());
    }

    void aSectionRestoresTheSameFiltersAsOneStep()
    {
        ManualClock clock;
        ScalableController first(&clock);
        first.feed(2500);
        const ScalableSection saved = first.section();
        ScalableController second(&clock);
        second.restore(saved);
        QCOMPARE(second.section(), saved);
        QCOMPARE(second.model()->latest().slices, first.model()->latest().slices);
        QCOMPARE(second.undoStack()->count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestScalableController)
#include "tst_scalablecontroller.moc"
