#pragma once
// The FPR lab's inputs as one undoable state: m, n and k, and the sizing calculator's fields as
// typed. It holds no widgets. A user's edit is already on screen when the controller records it,
// so recording only remembers it; undo and redo ask the stages to show a state again
// (restored()). The state is the session's own record of the lab (FprSection), so a session saves
// it as it is.

#include "fpr/fprsection.h"

#include <QObject>

class QUndoStack;

class FprInputs : public QObject {
    Q_OBJECT

public:
    using State = FprSection;
    // Edits recorded with this never merge with their neighbours.
    static constexpr int kNoGesture = -1;

    explicit FprInputs(const State &initial, QObject *parent = nullptr);

    // By value, as SnapshotCommand keeps its own copies (the calculator's texts are shared, not copied).
    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undo; }

    // A new id for one gesture: a slider drag, or typing into one field.
    [[nodiscard]] int newGesture() { return ++m_lastGesture; }
    // Records a change the controls already show as an undo step named `text`. Steps recorded
    // with the same gesture in a row merge into one; a gesture that ends where it began leaves no
    // step at all. A change to the state it already has records nothing.
    void record(const State &after, const QString &text, int gesture = kNoGesture);

    // Undo and redo land here (SnapshotCommand's interface): the stages must show `state`.
    void restore(const State &state);

signals:
    // Emitted on undo and redo only, never for an edit the user made in the controls.
    void restored(const FprSection &state);

private:
    State m_state;
    QUndoStack *m_undo;
    int m_lastGesture = 0;
};
