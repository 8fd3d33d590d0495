#pragma once
// Deletion's controller: the plain and the counting filter (DeletionModel), their undo stack, the
// trace player, the models the stages show, and every operation a user or a script can ask for.
// It has no widgets: the Deletion page lays stages out around one, and a lesson step can build the
// same stages around its own. The hazards are scripts read from resources/scripts/hazards.json
// and played by the one ScriptRunner.

#include "deletion/deletionmodel.h"
#include "pages/democontroller.h"
#include "script/scriptrunner.h"
#include "views/cuckootable.h"

#include <bloom/trace.h>

#include <QList>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>

class AnimationClock;
struct PlayerFrame;
class BitCellModel;
class DeletionKeysModel;
class QStringListModel;
class QUndoStack;
class TracePlayer;

// What undo and redo put back besides the filters: "What happened" and the words under the
// arrays, as they were at rest.
struct DeletionShown {
    QStringList log; // lines still waiting for an animation included
    QString plainResult;
    QString countingResult;
    QString cuckooResult;
    QList<std::uint64_t> brokenBits;
};

class DeletionController : public DemoController, public ScriptTarget {
    Q_OBJECT

public:
    enum class Hazard {
        RemoveFalsePositive,
        RemoveAbsent,
        Saturate,
        CuckooRemoveAbsent,
        CuckooDuplicates,
        CuckooFull
    };
    // The three filters side by side: what each shows, and what each said after a delete.
    enum class Side { Plain, Counting, Cuckoo };

    // Tests pass a ManualClock; the app lets the player use a timer.
    explicit DeletionController(AnimationClock *clock = nullptr, QObject *parent = nullptr);
    ~DeletionController() override;

    [[nodiscard]] DeletionModel *model() const { return m_model; }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undo; }
    [[nodiscard]] TracePlayer *player() const { return m_player; }
    // Plain and Counting; the cuckoo filter's table is cuckooShown().
    [[nodiscard]] BitCellModel *cells(Side side) const;
    [[nodiscard]] const CuckooShown &cuckooShown() const { return m_cuckooShown; }
    [[nodiscard]] DeletionKeysModel *keysModel() const { return m_keys; }
    [[nodiscard]] QStringListModel *eventsModel() const { return m_events; }
    [[nodiscard]] ScriptRunner *runner() const { return m_runner; }

    // What the user asks for. Each validates its input and says why it refuses in message().
    void addKey(const QString &key);
    // Deletes the key from both filters: naively from the plain one, by counters from the other.
    void deleteKey(const QString &key);
    void setCounterWidth(bloom::CounterWidth width);
    void resetToArticle();
    void runHazard(Hazard hazard);
    // Plays any script from its first step (a lesson's reveal).
    void runScript(const Script &script) { startScript(script); }
    // The key the key list has selected, which Delete acts on.
    void selectKey(const QString &key) { m_selectedKey = key; }
    [[nodiscard]] QString selectedKey() const { return m_selectedKey; }
    // Replaces both filters (a session opened) as one undo step.
    void replaceState(const DeletionState &state, const QString &undoText);

    // A named script of resources/scripts/hazards.json ("remove-false-positive", "remove-absent",
    // "saturate", "cuckoo-remove-absent", "cuckoo-duplicates", "cuckoo-full", "reset"); nullopt, with a
    // warning, when the file or the script is malformed.
    [[nodiscard]] static std::optional<Script> script(const QString &name);
    [[nodiscard]] static std::optional<Script> hazardScript(Hazard hazard);
    // The same from a JSON object of named scripts, so a test can hand it a broken one.
    [[nodiscard]] static std::optional<Script> readScript(const QByteArray &json, const QString &name);
    // A script's steps, each performed as one part of the run's single undo step.
    Outcome perform(const ScriptStep &step) override;

    // What the stages show of the frame on screen.
    [[nodiscard]] QString callout(Side side) const
    {
        return side == Side::Plain   ? m_plainCallout
            : side == Side::Counting ? m_countingCallout
                                     : m_cuckooCallout;
    }
    // The words under each array after a delete; shown only at rest (resultsVisible()).
    [[nodiscard]] QString result(Side side) const
    {
        return side == Side::Plain   ? m_plainResult
            : side == Side::Counting ? m_countingResult
                                     : m_cuckooResult;
    }
    // What the cuckoo filter's frame on screen is doing, in one line; at rest, what its last
    // step did; empty when no step was played on it.
    [[nodiscard]] QString cuckooCaption() const { return m_cuckooCaption; }
    [[nodiscard]] bool resultsVisible() const { return m_resultsVisible; }
    [[nodiscard]] QStringList events() const;
    [[nodiscard]] QString memoryText() const { return m_memory; }
    [[nodiscard]] QString overflowText() const { return m_overflow; }

signals:
    // The frame on screen changed: both cell models, the callouts and the results are up to date.
    void frameShown();
    // The filters changed: memory, overflow and the counter width are up to date.
    void costsChanged();

private:
    void push(const QString &text, std::function<void(DeletionModel &)> action);
    bool runAdd(const QString &key); // true when the key was new and its add animates
    bool runDelete(const QString &key);
    void startScript(const Script &script);
    Outcome performStep(const ScriptStep &step);
    Outcome performCheck(const QString &key);
    Outcome performRemove(const QString &key);
    Outcome performRepeatedly(const ScriptStep &step);
    // The cuckoo filter's own steps (deletioncuckoo.cpp).
    Outcome performCuckoo(const ScriptStep &step);
    Outcome performCuckooAdd(const QString &key);
    Outcome performCuckooCheck(const QString &key);
    Outcome performCuckooRemove(const QString &key);
    Outcome performCuckooDuplicates(const QString &key);
    Outcome performCuckooFill();
    void playCuckoo(const bloom::CuckooTrace &trace, const CuckooTable &before);
    [[nodiscard]] QString cuckooRemoveResult(const std::optional<bloom::CuckooTrace> &trace) const;
    void refreshCuckoo(const PlayerFrame &frame, bool verdict);
    void startOver(const QString &undoText, std::function<void(DeletionModel &)> action);
    // Undo or redo replaced the filters, the log and the results: the animation and any script no
    // longer apply.
    void onHistoryReplaced(const DeletionShown &shown);
    [[nodiscard]] DeletionShown shownAtRest() const;
    void clearAnimation();
    void setResults(const QString &plain, const QString &counting, const QString &cuckoo = {});
    void logEvent(const QString &text);
    // The log with the lines still waiting for their animation, numbered as they will be.
    [[nodiscard]] QStringList told() const;
    void refreshFrame();
    // An operation changes the model before it loads its animation, and the frame in between is at
    // rest: the keys' statuses and "What deleting costs" are held through it, and follow once the
    // animation shows its result (at once, when nothing animates), as "What happened" does.
    template <typename Operation> auto holdingKeys(Operation operation)
    {
        const bool was = std::exchange(m_keysHeld, true);
        auto result = operation();
        m_keysHeld = was;
        refreshAtRest();
        return result;
    }
    void refreshAtRest();
    void refreshCosts();
    // The cuckoo filter's line of memoryText(), from the table as shown; true when it changed.
    bool refreshCuckooCost();

    DeletionModel *m_model;
    QUndoStack *m_undo;
    TracePlayer *m_player;
    BitCellModel *m_plainCells;
    BitCellModel *m_countingCells;
    DeletionKeysModel *m_keys;
    QStringListModel *m_events;
    // Told once the animation showing them reaches its result, not while it plays.
    QStringList m_pendingEvents;
    ScriptRunner *m_runner;
    // The script run under way, counted up as each ends; its steps merge into one undo step.
    int m_run = 0;
    bool m_performingStep = false; // inside perform(): a push belongs to the run
    bool m_keysHeld = false; // inside an operation: see holdingKeys()
    std::optional<DeletionShown> m_shownBeforeStep; // inside perform(): what the step's undo restores

    std::optional<bloom::Trace> m_plainTrace; // animates on the plain array
    std::optional<bloom::Trace> m_countingTrace; // animates on the counting array
    // Animates on the cuckoo table, from the table as it was before; beside a Bloom trace it
    // follows that trace's frames, alone it is what the player plays.
    std::optional<bloom::CuckooTrace> m_cuckooTrace;
    CuckooTable m_cuckooBefore;
    CuckooShown m_cuckooShown;
    QList<std::uint64_t> m_brokenBits; // cleared bits that now cause false negatives
    QString m_selectedKey;
    QString m_plainCallout;
    QString m_countingCallout;
    QString m_plainResult;
    QString m_countingResult;
    QString m_cuckooCallout;
    QString m_cuckooResult;
    QString m_cuckooCaption;
    bool m_resultsVisible = true;
    QString m_memory;
    QString m_bloomMemory; // the plain and counting filters' line, as at the last rest
    QString m_overflow;
};
