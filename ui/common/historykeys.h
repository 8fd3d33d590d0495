#pragma once
// Undo and redo everywhere: the menu's actions and the key boxes that hand these keys on.

#include <QKeySequence>
#include <QList>

class QKeyEvent;
class QLineEdit;

namespace HistoryKeys {

// Ctrl+Z; and for redo both Ctrl+Shift+Z and Ctrl+Y, whatever the desktop's own binding is, each
// once: a sequence listed twice on one action is ambiguous to Qt and then does nothing at all.
QList<QKeySequence> undo();
QList<QKeySequence> redo();
bool isUndo(const QKeyEvent *event);
bool isRedo(const QKeyEvent *event);
// A key box with nothing of its own to undo (or redo) hands those keys on to the window's Undo
// (Redo), so Ctrl+Z after adding a key undoes the add rather than nothing.
void handOnWhenIdle(QLineEdit *edit);

} // namespace HistoryKeys
