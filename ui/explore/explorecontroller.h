#pragma once
// Explore's controller: the filter model, its undo stack, the trace player and the models the
// stages show, plus every operation a user or a script can ask for. It has no widgets: the
// Explore page lays stages out around one, and a lesson step can build the same stages around its
// own, set its state and enable only some controls.

#include "explore/exploremodel.h"
#include "pages/democontroller.h"
#include "player/traceplayer.h"
#include "script/scriptrunner.h"
#include "views/cuckootable.h"

#include <bloom/text_encoding.h>
#include <bloom/trace.h>
#include <bloom/worked_examples.h>

#include <QStringList>

#include <optional>

class AnimationClock;
class BackgroundJob;
class BitCellModel;
class QStringListModel;
class QUndoCommand;
class QUndoStack;
class TraceStepsModel;

// The filter as the frame on screen shows it: while an add is animating, only the bits that have
// landed are set, and its key counts from its first bit on, so every panel agrees with the array.
struct ShownFilter {
    quint64 keys = 0; // keys added here
    quint64 loadedKeys = 0; // keys a loaded file says set its bits
    bool keysUnknown = false; // bits loaded with no count of their keys (as text): n is not known
    quint64 keyBytes = 0;
    quint64 bits = 0;
    quint32 hashes = 0;
    quint64 setBits = 0;
};

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
    // The filter's bits as text, in one of core's forms.
    [[nodiscard]] QString bitsText(bloom::TextEncoding encoding) const;
    // Replaces the bits with those `text` holds, as one undo step; m, k and the hashing stay, and
    // the keys go, since nothing says which keys set the new bits. Returns why the text was
    // refused (nothing changed), or "" when it was loaded. The refusal is not put in message():
    // that is the key box's, and the text stage shows it beside its own box.
    QString loadBits(const QString &text, bloom::TextEncoding encoding);

    // Plays a script from its first step (a lesson's), even when the last animation was paused.
    void runScript(const Script &script);

    // A preset as a script: the example's m, k and positions, its caption, its adds and checks.
    [[nodiscard]] static Script presetScript(bloom::WorkedExampleId id);
    Outcome perform(const ScriptStep &step) override;
    [[nodiscard]] bool canRevisit(const ScriptStep &step) const override;
    void revert(const ScriptStep &step) override;
    void reshow(const ScriptStep &step) override;

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
    [[nodiscard]] const ShownFilter &shown() const { return m_shown; }

    // The cuckoo view (explorecuckoo.cpp): the same keys in a cuckoo filter. While it is on, each
    // add and check plays the cuckoo filter's trace on the player, through its probes and
    // relocations, and the Bloom filter's panels show their operation's result at rest.
    void setCuckooView(bool on);
    [[nodiscard]] bool cuckooView() const { return m_cuckooView; }
    [[nodiscard]] const CuckooShown &cuckooShown() const { return m_cuckooShown; }
    [[nodiscard]] QString cuckooCallout() const { return m_cuckooCallout; }
    // What the cuckoo table holds, in one line: buckets, load, refused keys.
    [[nodiscard]] QString cuckooSummary() const;
    // The frame the Bloom filter's panels show: the player's, or the verdict while the player
    // plays a cuckoo trace.
    [[nodiscard]] PlayerFrame bloomFrame() const;

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
    // Keeps the cuckoo filter's side of an add or check, and plays it while the cuckoo view is on.
    void keepCuckoo(const bloom::CuckooTrace &trace, const CuckooTable &before);
    // Lays the cuckoo trace's frame over its table and, while it plays, words the caption.
    void refreshCuckoo();
    // Marks where the key selected in the list sits in the cuckoo table.
    void showSelectedInCuckoo(const QString &key);
    void clearTrace();
    void refreshFrame();
    void syncKeys();
    // Pushes a command; the undo stack's index change then is not an undo or a redo.
    void push(QUndoCommand *command);

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
    ShownFilter m_shown;
    int m_undoIndex = 0;
    bool m_pushing = false;
    bool m_traceAddedKey = false; // the trace on screen added a key the filter did not hold
    // Each add and check the running script has shown, to show again when stepping back, with
    // the undo index after it: stepping back undoes only the script's own add, and stops once
    // the user has done or undone anything since.
    struct ScriptedTrace {
        bloom::Trace trace;
        bool falsePositive = false;
        bool added = false;
        int undoIndex = 0;
    };
    QList<ScriptedTrace> m_scripted;

    bool m_cuckooView = false;
    std::optional<bloom::CuckooTrace> m_cuckooTrace;
    CuckooTable m_cuckooBefore;
    CuckooShown m_cuckooShown;
    QString m_cuckooCallout;
};
