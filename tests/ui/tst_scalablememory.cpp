// The Scalable page's worst case for memory: the largest capacity at the tightest rate, fed until
// its slices reach the page's budget, started over and fed again, then every step undone and
// redone. The filters stop at their budget, the undo history keeps whole states only within its
// own, older steps rebuild from their recipe to the same filters, and the process's peak resident
// size stays under 1 GB.
#include "player/animationclock.h"
#include "scalable/scalablecontroller.h"

#include <QFile>
#include <QTest>
#include <QUndoStack>

namespace {
// The process's peak resident size so far (VmHWM), in bytes; 0 where /proc does not say.
quint64 peakResidentBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toULongLong() * 1024;
    }
    return 0;
}

constexpr bool kSanitized =
#if defined(__SANITIZE_ADDRESS__)
    true; // ASan's shadow memory and quarantine are not the app's
#else
    false;
#endif
} // namespace

class TestScalableMemory : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void theWorstCaseStaysUnderOneGigabyte()
    {
        ManualClock clock;
        ScalableController controller(&clock);
        ScalableModel *model = controller.model();
        bloom::ScalableParameters parameters;
        parameters.initialCapacity = ScalableLimits::kMaxCapacity;
        parameters.targetFpr = ScalableLimits::kMinTargetFpr;
        parameters.growthFactor = ScalableLimits::kMaxGrowth; // the largest next slice
        parameters.tighteningRatio = 0.5;
        // Each state holds a whole 30 MB slice and a 30 MB fixed filter: six rounds of two steps
        // are more than the history keeps, so the first round's states are rebuilt on undo.
        constexpr int kRounds = 6;
        QList<quint64> fedAfterStep;
        QList<quint64> itemsAfterStep;
        for (int round = 0; round < kRounds; ++round) {
            parameters.tighteningRatio = 0.5 + 0.01 * round; // each round its own start
            QVERIFY(controller.restart(parameters));
            fedAfterStep << model->current().fed;
            itemsAfterStep << model->scalable().itemCount();
            // Fed in large helpings until the budget stops it (the first round); the others hold
            // a few keys, but their filters are allocated whole, so each state is as large.
            const quint64 goal
                = round == 0 ? ScalableLimits::kMaxCapacity * ScalableLimits::kMaxFeedFactor : 100'000;
            while (model->current().fed < goal && model->canFeed())
                controller.feed(ScalableLimits::kMaxCapacity / 4);
            fedAfterStep << model->current().fed;
            itemsAfterStep << model->scalable().itemCount();
            if (round == 0) {
                QVERIFY(model->atMemoryLimit());
                controller.feed(1);
                QVERIFY(controller.message().contains(QStringLiteral("the most this page holds")));
            }
            QVERIFY(model->scalable().memoryBytes() + model->fixed().memoryBytes()
                <= ScalableModel::kMemoryBudget);
            QVERIFY(model->keptBytes() <= ScalableModel::kHistoryBudget + ScalableModel::kMemoryBudget);
        }
        // The first round ran into the budget, and said so.
        // (Its first slice full: a few keys more were fed, those that already tested positive.)
        QVERIFY(fedAfterStep.at(1) >= ScalableLimits::kMaxCapacity);
        QVERIFY(fedAfterStep.at(1) < ScalableLimits::kMaxCapacity + 1000);

        // Back through every step: each state comes back as it was, kept or rebuilt.
        const int steps = controller.undoStack()->count();
        QCOMPARE(steps, 2 * kRounds);
        controller.undoStack()->setIndex(steps);
        for (int index = steps; index > 0; --index) {
            controller.undoStack()->setIndex(index);
            QCOMPARE(model->current().fed, fedAfterStep.at(index - 1));
            QCOMPARE(model->scalable().itemCount(), itemsAfterStep.at(index - 1));
            QVERIFY(model->keptBytes() <= ScalableModel::kHistoryBudget + ScalableModel::kMemoryBudget);
        }

        const quint64 peak = peakResidentBytes();
        qInfo("peak resident size %.0f MB; history keeps %.0f MB", double(peak) / 1e6,
            double(model->keptBytes()) / 1e6);
        if (!kSanitized && peak > 0)
            QVERIFY2(peak < (quint64(1) << 30), "the Scalable page went past 1 GB resident");
    }
};

QTEST_MAIN(TestScalableMemory)
#include "tst_scalablememory.moc"
