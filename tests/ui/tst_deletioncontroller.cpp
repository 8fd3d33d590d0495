// Deletion's controller alone, with no page: the hazards are scripts read from the compiled-in
// resources/scripts/hazards.json and played by the script runner to the same end as the demo
// always reached; a broken script is refused, not run; the keys model keeps a view's selection
// when only statuses change; an undo in the middle of a hazard stops it; and a delete's marks never
// outlive the filter they were on.
#include "deletion/deletioncontroller.h"
#include "deletion/deletionkeysmodel.h"
#include "deletionchecks.h"
#include "player/animationclock.h"
#include "player/traceplayer.h"
#include "script/scripttexts.h"
#include "views/bitcellmodel.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStringListModel>
#include <QTest>
#include <QUndoStack>

using Hazard = DeletionController::Hazard;
using Side = DeletionController::Side;

namespace {
using DeletionChecks::playToEnd;

QStringList undoTexts(const QUndoStack &stack)
{
    QStringList out;
    for (int i = 0; i < stack.count(); ++i)
        out << stack.text(i);
    return out;
}

QList<int> counters(const BitCellModel &cells)
{
    QList<int> out;
    for (int i = 0; i < cells.rowCount(); ++i)
        out << cells.value(i);
    return out;
}

const QList<int> kArticleCounters {0, 1, 0, 1, 0, 0, 0, 2, 0, 0, 0, 1, 0, 1, 0, 0};
} // namespace

class TestDeletionController : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void scriptsLoadFromTheResource_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("start");
        QTest::addColumn<QString>("title");
        QTest::addRow("remove a false positive")
            << QStringLiteral("remove-false-positive") << 6 << int(ScriptAction::ResetArticle)
            << QStringLiteral("Hazard: remove a false positive");
        QTest::addRow("remove an absent key")
            << QStringLiteral("remove-absent") << 3 << int(ScriptAction::ResetArticle)
            << QStringLiteral("Hazard: remove a key never added");
        QTest::addRow("saturate") << QStringLiteral("saturate") << 5 << int(ScriptAction::LoadExample)
                                  << QStringLiteral("Hazard: saturate a counter");
        QTest::addRow("reset") << QStringLiteral("reset") << 2 << int(ScriptAction::ResetArticle)
                               << QStringLiteral("Reset to the article");
    }

    void scriptsLoadFromTheResource()
    {
        QFETCH(QString, name);
        QFETCH(int, steps);
        QFETCH(int, start);
        QFETCH(QString, title);
        const std::optional<Script> script = DeletionController::script(name);
        QVERIFY(script);
        QCOMPARE(script->size(), steps);
        // Each starts over, and its title is the undo step's label.
        QCOMPARE(int(script->first().action), start);
        QCOMPARE(ScriptTexts::text(script->first().text), title);
        QCOMPARE(script->at(1).action, ScriptAction::Narrate);
    }

    void hazardRunsToItsEndState_data()
    {
        QTest::addColumn<Hazard>("hazard");
        QTest::addColumn<bloom::CounterWidth>("width");
        QTest::addColumn<QStringList>("events");
        QTest::addColumn<QStringList>("undo");
        QTest::addColumn<QList<int>>("counts");
        QTest::addColumn<QStringList>("falseNegatives");

        QTest::addRow("remove a false positive")
            << Hazard::RemoveFalsePositive << bloom::CounterWidth::Four
            << QStringList {QStringLiteral("1. seyi_codes and aderonke are added. tiwa_codes never is."),
                   QStringLiteral(
                       "2. “tiwa_codes” was never added, yet every one of its counters is above 0: "
                       "a false positive."),
                   QStringLiteral(
                       "3. Removing “tiwa_codes” is accepted: nothing can tell it was never added. "
                       "Its counters go down by one, and those counters belong to other keys."),
                   QStringLiteral("4. “seyi_codes” is now reported absent: counter 3 is 0. A false negative, "
                                  "although it was added."),
                   QStringLiteral("5. “aderonke” is now reported absent: counter 13 is 0. A false negative, "
                                  "although it was added.")}
            << QStringList {QStringLiteral("Hazard: remove a false positive")}
            << QList<int> {0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0}
            << QStringList {QStringLiteral("seyi_codes"), QStringLiteral("aderonke")};
        QTest::addRow("remove a key never added")
            << Hazard::RemoveAbsent << bloom::CounterWidth::Four
            << QStringList {QStringLiteral("1. seyi_codes and aderonke are added. john_doe never is."),
                   QStringLiteral("2. Refused: at least one of this key's counters is 0, so the key is "
                                  "definitely not in the filter. Nothing changed.")}
            << QStringList {QStringLiteral("Hazard: remove a key never added")} << kArticleCounters
            << QStringList {};
        for (const auto &[width, name, maximum] : {std::tuple {bloom::CounterWidth::Four, "4-bit", 15},
                 std::tuple {bloom::CounterWidth::Eight, "8-bit", 255}}) {
            const QString times = QString::number(maximum + 1);
            QTest::addRow("saturate, %s", name)
                << Hazard::Saturate << width
                << QStringList {QStringLiteral(
                                    "1. An empty counting filter of 10 counters, k = 1: tiger always "
                                    "lands on counter 1."),
                       QStringLiteral("2. “tiger” added %1 times to the counting filter (once to the "
                                      "others): counter 1 reached %2, the most it can hold, "
                                      "and is now stuck.")
                           .arg(times)
                           .arg(maximum),
                       QStringLiteral(
                           "3. “tiger” removed %1 times: counter 1 stays at %2 (each remove reported "
                           "it stuck). A stuck counter is never decremented, so it cannot wrap to 0 "
                           "and cause a false negative.")
                           .arg(times)
                           .arg(maximum),
                       QStringLiteral(
                           "4. “tiger” was removed as often as it was added, yet it is still "
                           "reported present: its stuck counter can never reach 0. Saturation costs "
                           "false positives, never false negatives.")}
                << QStringList {QStringLiteral("Hazard: saturate a counter")}
                << QList<int> {0, maximum, 0, 0, 0, 0, 0, 0, 0, 0} << QStringList {};
        }
    }

    void hazardRunsToItsEndState()
    {
        QFETCH(Hazard, hazard);
        QFETCH(bloom::CounterWidth, width);
        QFETCH(QStringList, events);
        QFETCH(QStringList, undo);
        QFETCH(QList<int>, counts);
        QFETCH(QStringList, falseNegatives);
        ManualClock clock;
        DeletionController controller(&clock);
        controller.setCounterWidth(width);
        controller.undoStack()->clear();
        controller.runHazard(hazard);
        QVERIFY(controller.runner()->isRunning());
        playToEnd(controller, clock);
        QVERIFY(!controller.runner()->isRunning());
        QCOMPARE(controller.events(), events);
        // However many steps its script took, a hazard is one undo step named after it.
        QCOMPARE(undoTexts(*controller.undoStack()), undo);
        QCOMPARE(counters(*controller.cells(Side::Counting)), counts);
        QCOMPARE(controller.model()->countingFalseNegatives(), falseNegatives);
        QCOMPARE(controller.model()->current().width, width);
        QVERIFY(controller.message().isEmpty());
        // A stuck counter is overflow that happened: never "at most 0%" beside it.
        if (hazard == Hazard::Saturate) {
            QVERIFY2(controller.overflowText().contains(QStringLiteral("overflow has happened")),
                qPrintable(controller.overflowText()));
            QVERIFY(!controller.overflowText().contains(QStringLiteral("at most")));
        }
    }

    void resetIsAScriptToo()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        controller.deleteKey(QStringLiteral("seyi_codes"));
        playToEnd(controller, clock);
        controller.deleteKey(QStringLiteral("seyi_codes")); // gone already: refused, with a message
        QVERIFY(!controller.message().isEmpty());
        controller.resetToArticle();
        QVERIFY(!controller.runner()->isRunning());
        QVERIFY2(controller.message().isEmpty(), qPrintable(controller.message())); // it stayed
        QCOMPARE(controller.events(),
            QStringList {QStringLiteral("1. seyi_codes and aderonke are in all three filters. In the two "
                                        "Bloom filters they share bit 7.")});
        QCOMPARE(controller.undoStack()->undoText(), QStringLiteral("Reset to the article"));
        QCOMPARE(counters(*controller.cells(Side::Counting)), kArticleCounters);
        QVERIFY(controller.result(Side::Plain).isEmpty());
    }

    void brokenScriptsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("why");
        QTest::addRow("not JSON") << QByteArray("{\"saturate\": [") << QStringLiteral("offset");
        QTest::addRow("not an object") << QByteArray("[]") << QStringLiteral("not a JSON object");
        QTest::addRow("no such script") << QByteArray(R"({"other": []})") << QStringLiteral("no script");
        QTest::addRow("not a list") << QByteArray(R"({"saturate": 3})") << QStringLiteral("no script");
        QTest::addRow("empty") << QByteArray(R"({"saturate": []})") << QStringLiteral("no steps");
        QTest::addRow("unknown action")
            << QByteArray(R"({"saturate": [{"do": "explode"}]})") << QStringLiteral("unknown action");
        QTest::addRow("unknown example") << QByteArray(
            R"({"saturate": [{"do": "load-example", "example": "zebras", "text": "hazard.saturate.title"}]})")
                                         << QStringLiteral("unknown example");
        QTest::addRow("unknown title")
            << QByteArray(R"({"saturate": [{"do": "reset-article", "text": "no.such.title"}]})")
            << QStringLiteral("step 1: unknown text id");
        QTest::addRow("no key") << QByteArray(R"({"saturate": [{"do": "check"}]})")
                                << QStringLiteral("\"key\" is missing");
    }

    void brokenScriptsAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, why);
        QTest::ignoreMessage(QtWarningMsg,
            QRegularExpression(QStringLiteral("^Deletion script \"saturate\" refused: .*")
                + QRegularExpression::escape(why)));
        QVERIFY(!DeletionController::readScript(json, QStringLiteral("saturate")));
    }

    void modelsPassTheTester()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        QAbstractItemModelTester tester(
            controller.keysModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester eventsTester(
            controller.eventsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(controller.keysModel()->rowCount(), 2);
        QCOMPARE(controller.keysModel()->index(0).data().toString(),
            QStringLiteral("seyi_codes — plain: found; counting: found; cuckoo: found"));
        QCOMPARE(controller.keysModel()->index(1).data(Qt::UserRole).toString(), QStringLiteral("aderonke"));
        controller.addKey(QStringLiteral("tiwa_codes"));
        controller.deleteKey(QStringLiteral("seyi_codes"));
        // The statuses wait for the animation to show the delete, as the log does.
        QCOMPARE(controller.keysModel()->index(1).data().toString(),
            QStringLiteral("aderonke — plain: found; counting: found; cuckoo: found"));
        controller.player()->finish();
        QCOMPARE(controller.keysModel()->index(0).data().toString(),
            QStringLiteral("seyi_codes — plain: deleted; counting: deleted; cuckoo: deleted"));
        QCOMPARE(controller.keysModel()->index(1).data().toString(),
            QStringLiteral("aderonke — plain: LOST; counting: found; cuckoo: found"));
        controller.undoStack()->undo();
        controller.undoStack()->undo();
        QCOMPARE(controller.keysModel()->rowCount(), 2);
        controller.undoStack()->redo();
        QCOMPARE(controller.keysModel()->rowCount(), 3);
        controller.runHazard(Hazard::Saturate);
        playToEnd(controller, clock);
        QCOMPARE(controller.keysModel()->rowCount(), 1);
        QCOMPARE(controller.keysModel()->index(0).data().toString(),
            QStringLiteral("tiger — plain: found; counting: deleted (still reported!); cuckoo: found"));
    }

    void selectionSurvivesAStatusChange()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        DeletionKeysModel *keys = controller.keysModel();
        QItemSelectionModel selection(keys);
        selection.setCurrentIndex(keys->index(1), QItemSelectionModel::ClearAndSelect);
        QSignalSpy resets(keys, &QAbstractItemModel::modelReset);
        QSignalSpy changes(keys, &QAbstractItemModel::dataChanged);
        const QString costs = controller.memoryText();
        controller.deleteKey(QStringLiteral("seyi_codes")); // aderonke's plain status turns LOST
        QCOMPARE(changes.count(), 0); // once the animation shows it
        QCOMPARE(controller.memoryText(), costs); // "What deleting costs" waits too
        controller.player()->finish();
        QVERIFY(controller.memoryText() != costs);
        QVERIFY(changes.count() > 0);
        QVERIFY(selection.currentIndex().data().toString().contains(QStringLiteral("plain: LOST")));
        // tiwa_codes sets bit 7 again: a row is inserted and aderonke is found once more.
        controller.addKey(QStringLiteral("tiwa_codes"));
        controller.player()->finish();
        QCOMPARE(keys->rowCount(), 3);
        QVERIFY(selection.currentIndex().data().toString().contains(QStringLiteral("plain: found")));
        QCOMPARE(resets.count(), 0);
        QCOMPARE(selection.currentIndex().row(), 1);
        QVERIFY(selection.isRowSelected(1));
        QCOMPARE(selection.currentIndex().data(Qt::UserRole).toString(), QStringLiteral("aderonke"));
    }

    void undoDuringAHazardStopsIt()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        controller.runHazard(Hazard::RemoveFalsePositive);
        clock.advance(3); // into the first check's animation
        QVERIFY(controller.runner()->isRunning());
        // The intro is told; what the check finds waits for its animation's result.
        QCOMPARE(controller.events().size(), 1);
        QCOMPARE(controller.undoStack()->count(), 1);
        controller.undoStack()->undo();
        QVERIFY(!controller.runner()->isRunning());
        QCOMPARE(controller.runner()->pendingSteps(), 0);
        QVERIFY(!controller.player()->hasTrace());
        QCOMPARE(controller.cells(Side::Counting)->markedCount(CellMark::Confirmed), 0);
        // The hazard's intro went with it. Nothing more happens: the remove never comes.
        QCOMPARE(controller.events(), QStringList {});
        clock.advance(200);
        QCOMPARE(controller.events(), QStringList {});
        QCOMPARE(controller.undoStack()->count(), 1);
        QCOMPARE(counters(*controller.cells(Side::Counting)), kArticleCounters);
        // Redo brings the hazard's start back, not the rest of its script; the check's line, cut
        // short by the undo, is told at rest.
        controller.undoStack()->redo();
        clock.advance(200);
        QVERIFY(!controller.runner()->isRunning());
        QCOMPARE(controller.undoStack()->count(), 1);
        QCOMPARE(controller.events().size(), 2);
        QVERIFY(
            controller.events().constLast().startsWith(QStringLiteral("2. “tiwa_codes” was never added")));
    }

    // A naive delete's broken bits are marks on the filter it broke. A hazard that replaces that
    // filter with a smaller one (Saturate's 10 counters after the article's 16) once redrew with the
    // old marks before clearing them: bit 13 written past the end of the 10 cells (ASan's
    // heap-buffer-overflow), and bits 3 and 7 shown as broken on a filter that never lost a key.
    void brokenBitsStayWithTheirFilter()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        controller.addKey(QStringLiteral("tiwa_codes")); // bits 3, 7 and 13, each another key's too
        playToEnd(controller, clock);
        controller.deleteKey(QStringLiteral("tiwa_codes"));
        playToEnd(controller, clock);
        const BitCellModel *plain = controller.cells(Side::Plain);
        QCOMPARE(plain->rowCount(), 16);
        QCOMPARE(plain->cellsMarked(CellMark::FalseNegative), (QList<int> {3, 7, 13}));

        int smallerFrames = 0;
        QList<int> markedOnSmaller;
        connect(&controller, &DeletionController::frameShown, this, [&] {
            if (plain->rowCount() != 10)
                return;
            ++smallerFrames;
            markedOnSmaller << plain->cellsMarked(CellMark::FalseNegative);
        });
        controller.runHazard(Hazard::Saturate);
        playToEnd(controller, clock);
        QCOMPARE(plain->rowCount(), 10);
        QVERIFY(smallerFrames > 0);
        QCOMPARE(markedOnSmaller, QList<int> {});
    }

    // An add plays hash by hash on both arrays, as a delete does, and ends with the key's bits
    // set and its counters up by one; undo and redo show the result at rest.
    void anAddIsAnimatedOnBothArrays()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        controller.addKey(QStringLiteral("tiwa_codes"));
        QVERIFY(controller.player()->hasTrace());
        QVERIFY(!controller.player()->atEnd());
        const auto marked = [](const BitCellModel &cells) {
            int count = 0;
            for (CellMark mark : {CellMark::Target, CellMark::NewlySet, CellMark::Shared})
                count += cells.markedCount(mark);
            return count;
        };
        for (int guard = 0; guard < 20 && marked(*controller.cells(Side::Plain)) == 0; ++guard)
            clock.advance();
        QVERIFY(!controller.player()->atEnd());
        QVERIFY(marked(*controller.cells(Side::Plain)) > 0);
        QVERIFY(marked(*controller.cells(Side::Counting)) > 0);
        // Each array words its own change: a bit stays 1, its counter goes up.
        QStringList plainCallouts;
        QStringList countingCallouts;
        for (int guard = 0; guard < 2000 && !controller.player()->atEnd(); ++guard) {
            plainCallouts << controller.callout(Side::Plain);
            countingCallouts << controller.callout(Side::Counting);
            clock.advance();
        }
        QVERIFY2(
            plainCallouts.contains(QStringLiteral("bit 7: 1 → 1")), qPrintable(plainCallouts.join(u'|')));
        QVERIFY2(countingCallouts.contains(QStringLiteral("cell 7: 2 → 3")),
            qPrintable(countingCallouts.join(u'|')));
        playToEnd(controller, clock);
        QList<int> expected = kArticleCounters;
        for (int position : {3, 7, 13}) // the article's positions for tiwa_codes
            ++expected[position];
        QCOMPARE(counters(*controller.cells(Side::Counting)), expected);
        controller.undoStack()->undo();
        QVERIFY(!controller.player()->hasTrace());
        QCOMPARE(counters(*controller.cells(Side::Counting)), kArticleCounters);
        controller.undoStack()->redo();
        QVERIFY(!controller.player()->hasTrace());
        QCOMPARE(counters(*controller.cells(Side::Counting)), expected);
    }

    void aHeldScriptWaitsForTheLearnersDelete()
    {
        ManualClock clock;
        DeletionController controller(&clock);
        const Script script {{ScriptAction::ResetArticle, {}, QStringLiteral("deletion.reset.title"), {}, {}},
            {ScriptAction::WaitForUser, QStringLiteral("seyi_codes"), {}, {}, QStringLiteral("delete")},
            {ScriptAction::Check, QStringLiteral("aderonke"), {}, {}, {}}};
        controller.runner()->start(script);
        QVERIFY(controller.runner()->heldStep().has_value());
        controller.addKey(QStringLiteral("tiwa_codes")); // another action does not release it
        QVERIFY(controller.runner()->heldStep().has_value());
        controller.deleteKey(QStringLiteral("seyi_codes"));
        playToEnd(controller, clock);
        QVERIFY(!controller.runner()->isRunning());
        QVERIFY(controller.events().constLast().endsWith(QStringLiteral("“aderonke” is still found.")));
    }
};

QTEST_MAIN(TestDeletionController)
#include "tst_deletioncontroller.moc"
