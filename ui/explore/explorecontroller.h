#pragma once
// Explore's controller: the filter model, its undo stack, the trace player and the models the
// stages show, plus every operation a user or a script can ask for. It has no widgets: the
// Explore page lays stages out around one, and a lesson step can build the same stages around its
// own, set its state and enable only some controls.

#include "explore/exploremodel.h"
#include "pages/democontroller.h"
#include "script/scriptrunner.h"

#include <bloom/trace.h>
#include <bloom/worked_examples.h>

#include <QStringList>

#include <optional>

class AnimationClock;
class BackgroundJob;
class BitCellModel;
class QStringListModel;
class QUndoStack;
class TracePlayer;
class TraceStepsModel;

class ExploreController : public DemoController, public ScriptTarget {
    Q_OBJECT

public:
    // Tests pass a ManualClock; the app lets the player use a timer.
    explicit ExploreController(AnimationClock *clock = nullptr, QObject *parent = nullptr);
    ~ExploreController() override;

    [[nodiscard]] ExploreModel *model() const { return m_model; }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undo; }
    [[nodiscard]] TracePlayer *player() const { return m_player; }
    [[nodiscard]] BitCellModel *cells() const { return m_cells; }
    [[nodiscard]] TraceStepsModel *steps() const { return m_steps; }
    [[nodiscard]] QStringListModel *keyList() const { return m_keyList; }
    [[nodiscard]] ScriptRunner *runner() const { return m_runner; }

    // What the user asks for. Each validates its input and says why it refuses in message().
    void addKey(const QString &key);
    void checkKey(const QString &key);
    void addRandomKeys(int count);
    // Tries new keys on a worker thread until one is a false positive; huntText() tells progress.
    void huntFalsePositive();
    void cancelHunt();
    [[nodiscard]] bool isHunting() const;
    void loadPreset(bloom::WorkedExampleId id);
    // A change of m, k, scheme or seed, as one undo step (consecutive changes merge). Scripted
    // asks to keep the worked example's positions.
    void applySettings(const ExploreSettings &settings, bool scripted);
    // The key list's selected row, whose bits show at rest; -1 for none.
    void selectKey(int row);
    // Replaces the whole state (a session or a .bloom file opened) as one undo step, with a caption.
    void replaceState(const ExploreState &state, const QString &undoText, const QString &caption);

    // A preset as a script: the example's m, k and positions, its caption, its adds and checks.
    [[nodiscard]] static Script presetScript(bloom::WorkedExampleId id);
    Outcome perform(const ScriptStep &step) override;

    // What the stages show of the frame on screen.
    [[nodiscard]] const std::optional<bloom::Trace> &trace() const { return m_trace; }
    [[nodiscard]] bool isFalsePositive() const { return m_falsePositive; }
    [[nodiscard]] QString caption() const { return m_caption; }
    [[nodiscard]] QString verdict() const { return m_verdict; }
    [[nodiscard]] QStringList forensicsLines() const { return m_forensics; }
    [[nodiscard]] QString forensicsText() const;
    [[nodiscard]] QString huntText() const { return m_huntText; }
    [[nodiscard]] QString callout() const { return m_callout; }
    [[nodiscard]] int calloutCell() const { return m_calloutCell; }

signals:
    // The frame on screen changed: cells, steps, captions and callout are up to date.
    void frameShown();
    // m, k, scheme, seed or the keys changed: the settings stages read them again.
    void settingsChanged();
    void huntChanged();

private:
    void runAdd(const QString &key);
    void runCheck(const QString &key);
    void showTrace(const bloom::Trace &trace, bool falsePositive);
    void clearTrace();
    void refreshFrame();
    void syncKeys();

    ExploreModel *m_model;
    QUndoStack *m_undo;
    TracePlayer *m_player;
    BitCellModel *m_cells;
    TraceStepsModel *m_steps;
    QStringListModel *m_keyList;
    ScriptRunner *m_runner;
    BackgroundJob *m_hunt;

    std::optional<bloom::Trace> m_trace;
    bool m_falsePositive = false;
    QStringList m_forensics;
    int m_selectedRow = -1;
    QString m_caption;
    QString m_verdict;
    QString m_huntText;
    QString m_callout;
    int m_calloutCell = -1;
};
