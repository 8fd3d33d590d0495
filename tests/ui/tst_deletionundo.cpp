// Deletion's undo history: a hazard, however many steps its script takes, is one undo step named
// after it, and redo brings all of it back; "What happened" follows the history, so undoing a
// step takes out the lines it told and redo puts them back. An undo in the middle of an animation
// or after it leaves every stage (filters, key list, costs, cuckoo table, log, the words under
// the arrays) as it was.
#include "deletion/deletioncontroller.h"
#include "deletion/deletionkeysmodel.h"
#include "deletion/deletionpage.h"
#include "deletionchecks.h"
#include "player/animationclock.h"
#include "player/traceplayer.h"
#include "script/scripttexts.h"
#include "views/bitcellmodel.h"

#include <QAction>
#include <QListView>
#include <QStringListModel>
#include <QTest>
#include <QUndoStack>

using Hazard = DeletionController::Hazard;
using Side = DeletionController::Side;

namespace {
using DeletionChecks::playToEnd;

// Advances until a step's animation is on screen and not yet at its result.
bool advanceIntoAnAnimation(DeletionController &controller, ManualClock &clock)
{
    for (int guard = 0; guard < 4000 && controller.runner()->isRunning(); ++guard) {
        if (controller.player()->hasTrace() && !controller.player()->atEnd()
            && controller.player()->frameIndex() > 0)
            return true;
        clock.advance();
    }
    return false;
}

QList<int> values(const BitCellModel &cells)
{
    QList<int> out;
    for (int i = 0; i < cells.rowCount(); ++i)
        out << cells.value(i);
    return out;
}

QStringList rows(const QAbstractItemModel &model)
{
    QStringList out;
    for (int i = 0; i < model.rowCount(); ++i)
        out << model.index(i, 0).data().toString();
    return out;
}

// Everything the Deletion page shows, at rest.
struct Shown {
    QList<int> plain;
    QList<int> counting;
    QStringList keys;
    QString memory;
    QString overflow;
    CuckooTable cuckoo;
    QStringList events;
    QStringList results; // the words under the plain, counting and cuckoo arrays
    QList<int> falseNegatives; // the plain array's cells marked as breaking a key
    friend bool operator==(const Shown &, const Shown &) = default;
};

// What QCOMPARE prints when two differ.
char *toString(const Shown &shown)
{
    QStringList table;
    for (const bloom::CuckooBucket &bucket : shown.cuckoo.buckets)
        table << QStringLiteral("%1 %2 %3 %4").arg(bucket[0]).arg(bucket[1]).arg(bucket[2]).arg(bucket[3]);
    const auto numbers = [](const QList<int> &list) {
        QStringList out;
        for (int value : list)
            out << QString::number(value);
        return out.join(u' ');
    };
    const QStringList lines {QStringLiteral("plain: ") + numbers(shown.plain),
        QStringLiteral("counting: ") + numbers(shown.counting),
        QStringLiteral("keys: ") + shown.keys.join(u'|'),
        QStringLiteral("costs: ") + shown.memory + u'|' + shown.overflow,
        QStringLiteral("cuckoo: ") + table.join(u'|'), QStringLiteral("log: ") + shown.events.join(u'|'),
        QStringLiteral("results: ") + shown.results.join(u'|'),
        QStringLiteral("false negatives: ") + numbers(shown.falseNegatives)};
    return qstrdup(lines.join(u'\n').toUtf8().constData());
}

Shown shown(const DeletionController &controller)
{
    return {values(*controller.cells(Side::Plain)), values(*controller.cells(Side::Counting)),
        rows(*controller.keysModel()), controller.memoryText(), controller.overflowText(),
        controller.cuckooShown().table, controller.events(),
        {controller.result(Side::Plain), controller.result(Side::Counting), controller.result(Side::Cuckoo)},
        controller.cells(Side::Plain)->cellsMarked(CellMark::FalseNegative)};
}

// A history and a log of its own before any hazard runs: a key added and another deleted.
void actByHand(DeletionController &controller, ManualClock &clock)
{
    controller.addKey(QStringLiteral("tiwa_codes"));
    playToEnd(controller, clock);
    controller.deleteKey(QStringLiteral("seyi_codes"));
    playToEnd(controller, clock);
}

QString title(Hazard hazard)
{
    return ScriptTexts::text(DeletionController::hazardScript(hazard)->first().text);
}
} // namespace

class TestDeletionUndo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void hazards_data()
    {
        QTest::addColumn<Hazard>("hazard");
        QTest::addRow("remove a false positive") << Hazard::RemoveFalsePositive;
        QTest::addRow("remove a key never added") << Hazard::RemoveAbsent;
        QTest::addRow("saturate") << Hazard::Saturate;
        QTest::addRow("cuckoo: remove a key never added") << Hazard::CuckooRemoveAbsent;
        QTest::addRow("cuckoo: duplicates") << Hazard::CuckooDuplicates;
        QTest::addRow("cuckoo: full") << Hazard::CuckooFull;
    }

    void aHazardIsOneUndoStep_data() { hazards_data(); }

    void aHazardIsOneUndoStep()
    {
        QFETCH(Hazard, hazard);
        ManualClock clock;
        DeletionController controller(&clock);
        actByHand(controller, clock);
        const int steps = controller.undoStack()->count();
        const Shown before = shown(controller);

        controller.runHazard(hazard);
        playToEnd(controller, clock);
        QVERIFY(!controller.runner()->isRunning());
        const Shown after = shown(controller);
        QVERIFY(after != before);
        QCOMPARE(controller.undoStack()->count(), steps + 1);
        QCOMPARE(controller.undoStack()->undoText(), title(hazard));

        // One undo: back where the user was, with the log they had.
        controller.undoStack()->undo();
        QCOMPARE(shown(controller), before);
        QCOMPARE(controller.undoStack()->undoText(), QStringLiteral("Delete “seyi_codes”"));
        QVERIFY(!controller.player()->hasTrace());
        // The words of the delete before the hazard are back under the arrays.
        QVERIFY(controller.resultsVisible());
        QVERIFY(!controller.result(Side::Plain).isEmpty());

        // One redo: all of it, at rest, its lines included.
        controller.undoStack()->redo();
        QCOMPARE(shown(controller), after);
        QVERIFY(!controller.player()->hasTrace());
        QVERIFY(!controller.undoStack()->canRedo());
        clock.advance(200);
        QCOMPARE(shown(controller), after);
    }

    // An instant player runs the whole script inside runHazard(): still one step.
    void anInstantHazardIsOneUndoStep_data() { hazards_data(); }

    void anInstantHazardIsOneUndoStep()
    {
        QFETCH(Hazard, hazard);
        ManualClock clock;
        DeletionController controller(&clock);
        controller.player()->setSpeed(0.0);
        const Shown before = shown(controller);
        controller.runHazard(hazard);
        QVERIFY(!controller.runner()->isRunning());
        const Shown after = shown(controller);
        QCOMPARE(controller.undoStack()->count(), 1);
        QCOMPARE(controller.undoStack()->text(0), title(hazard));
        controller.undoStack()->undo();
        QCOMPARE(shown(controller), before);
        controller.undoStack()->redo();
        QCOMPARE(shown(controller), after);
    }

    void undoDuringAHazardsAnimation_data() { hazards_data(); }

    void undoDuringAHazardsAnimation()
    {
        QFETCH(Hazard, hazard);
        ManualClock clock;
        DeletionController controller(&clock);
        actByHand(controller, clock);
        const int steps = controller.undoStack()->count();
        const Shown before = shown(controller);

        controller.runHazard(hazard);
        QVERIFY(advanceIntoAnAnimation(controller, clock));
        // The hazard has told at least its intro already.
        QVERIFY(controller.events() != before.events);
        QCOMPARE(controller.undoStack()->count(), steps + 1);
        controller.undoStack()->undo();
        QVERIFY(!controller.runner()->isRunning());
        QVERIFY(!controller.player()->hasTrace());
        QCOMPARE(shown(controller), before);
        QCOMPARE(controller.cuckooShown(), restingCuckoo(before.cuckoo));
        // The rest of the script never comes, nor what the cut animation would have told.
        clock.advance(400);
        QCOMPARE(shown(controller), before);

        // Redo brings back what the hazard had done and told when it was undone, at rest.
        controller.undoStack()->redo();
        const Shown redone = shown(controller);
        QVERIFY(!controller.player()->hasTrace());
        // Its reset started the log afresh with the hazard's intro.
        const QString intro = ScriptTexts::text(DeletionController::hazardScript(hazard)->at(1).text);
        QVERIFY(!redone.events.isEmpty());
        QCOMPARE(redone.events.constFirst(), QStringLiteral("1. ") + intro);
        QCOMPARE(controller.undoStack()->undoText(), title(hazard));
        clock.advance(400);
        QCOMPARE(shown(controller), redone);
        QCOMPARE(controller.undoStack()->count(), steps + 1);
        controller.undoStack()->undo();
        QCOMPARE(shown(controller), before);
    }

    // Lines reach the log once the animation has shown them; undo takes them out again, and redo,
    // which shows the result at rest, puts them back.
    void undoTakesOutTheLinesItsStepTold()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        controller.addKey(QStringLiteral("tiwa_codes"));
        playToEnd(controller, clock);
        const QStringList before = controller.events();

        controller.deleteKey(QStringLiteral("aderonke"));
        QCOMPARE(controller.events(), before); // told once the animation has shown it
        playToEnd(controller, clock);
        const QStringList after = controller.events();
        QCOMPARE(after.size(), before.size() + 1);
        QVERIFY(after.constLast().contains(QStringLiteral("Deleted “aderonke”")));

        controller.undoStack()->undo();
        QCOMPARE(controller.events(), before);
        controller.undoStack()->redo();
        QCOMPARE(controller.events(), after);

        // Undone in the middle of its animation: the line never arrives; redo tells it at rest.
        controller.undoStack()->undo();
        controller.deleteKey(QStringLiteral("aderonke"));
        clock.advance(2);
        QVERIFY(!controller.player()->atEnd());
        controller.undoStack()->undo();
        playToEnd(controller, clock);
        QCOMPARE(controller.events(), before);
        controller.undoStack()->redo();
        QCOMPARE(controller.events(), after);
    }

    // A run of undos and redos across hazards and hand-made steps: each log is the one that
    // went with its place in the history.
    void theLogFollowsTheHistory()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        QList<QStringList> logs {controller.events()};
        controller.runHazard(Hazard::RemoveFalsePositive);
        playToEnd(controller, clock);
        logs << controller.events();
        controller.deleteKey(QStringLiteral("seyi_codes"));
        playToEnd(controller, clock);
        logs << controller.events();
        controller.runHazard(Hazard::CuckooRemoveAbsent);
        playToEnd(controller, clock);
        logs << controller.events();
        controller.resetToArticle();
        logs << controller.events();
        QCOMPARE(controller.undoStack()->count(), 4);
        for (qsizetype i = 0; i + 1 < logs.size(); ++i)
            QVERIFY(logs.at(i) != logs.at(i + 1));

        for (qsizetype i = logs.size() - 2; i >= 0; --i) {
            controller.undoStack()->undo();
            QCOMPARE(controller.events(), logs.at(i));
        }
        for (qsizetype i = 1; i < logs.size(); ++i) {
            controller.undoStack()->redo();
            QCOMPARE(controller.events(), logs.at(i));
        }
    }

    // What the user does by hand while a script waits for them is their own undo step.
    void aLearnersActionIsAStepOfItsOwn()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        const Script script {{ScriptAction::ResetArticle, {}, QStringLiteral("deletion.reset.title"), {}, {}},
            {ScriptAction::Narrate, {}, QStringLiteral("deletion.reset.intro"), {}, {}},
            {ScriptAction::WaitForUser, QStringLiteral("seyi_codes"), {}, {}, QStringLiteral("delete")},
            {ScriptAction::Remove, QStringLiteral("aderonke"), {}, {}, {}},
            {ScriptAction::Check, QStringLiteral("aderonke"), {}, {}, {}}};
        controller.runScript(script);
        QVERIFY(controller.runner()->heldStep().has_value());
        controller.deleteKey(QStringLiteral("seyi_codes"));
        playToEnd(controller, clock);
        QVERIFY(!controller.runner()->isRunning());
        QCOMPARE(controller.undoStack()->count(), 3);
        QCOMPARE(controller.undoStack()->text(0), QStringLiteral("Reset to the article"));
        QCOMPARE(controller.undoStack()->text(1), QStringLiteral("Delete “seyi_codes”"));
        QCOMPARE(controller.undoStack()->text(2), QStringLiteral("Remove “aderonke”"));
    }

    // On the page, as a user sees it: the undo action stays available while a hazard animates,
    // and "What happened" shows the log back as it was.
    void thePageShowsTheLogBack()
    {
        ManualClock clock;
        DeletionPage page(nullptr, &clock);
        page.resize(1200, 800);
        page.show();
        auto *list = page.findChild<QListView *>(QStringLiteral("events"));
        QVERIFY(list);
        QAction *undo = page.undoStack()->createUndoAction(&page);
        QAction *redo = page.undoStack()->createRedoAction(&page);
        page.deleteKey(QStringLiteral("seyi_codes"));
        for (int guard = 0; guard < 4000 && !page.player()->atEnd(); ++guard)
            clock.advance();
        const QStringList before = rows(*list->model());
        QCOMPARE(before.size(), 1);

        page.runHazard(DeletionPage::Hazard::RemoveFalsePositive);
        for (int guard = 0; guard < 4000 && !(page.player()->hasTrace() && !page.player()->atEnd()); ++guard)
            clock.advance();
        QVERIFY(page.pendingSteps() > 0);
        QVERIFY(rows(*list->model()) != before);
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), QStringLiteral("Undo Hazard: remove a false positive"));
        undo->trigger();
        QCOMPARE(rows(*list->model()), before);
        QCOMPARE(page.pendingSteps(), 0);

        page.runHazard(DeletionPage::Hazard::RemoveFalsePositive);
        for (int guard = 0; guard < 4000 && (page.pendingSteps() > 0 || !page.player()->atEnd()); ++guard)
            clock.advance();
        const QStringList after = rows(*list->model());
        QCOMPARE(after.size(), 5);
        undo->trigger();
        QCOMPARE(rows(*list->model()), before);
        QCOMPARE(undo->text(), QStringLiteral("Undo Delete “seyi_codes”"));
        redo->trigger();
        QCOMPARE(rows(*list->model()), after);
    }
};

QTEST_MAIN(TestDeletionUndo)
#include "tst_deletionundo.moc"
