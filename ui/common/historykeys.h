#pragma once
// Undo and redo everywhere: the menu's actions and the key boxes that hand these keys on.

#include <QKeySequence>
#include <QList>

class QKeyEvent;

namespace HistoryKeys {

// Ctrl+Z; and for redo both Ctrl+Shift+Z and Ctrl+Y, whatever the desktop's own binding is, each
// once: a sequence listed twice on one action is ambiguous to Qt and then does nothing at all.
QList<QKeySequence> undo();
QList<QKeySequence> redo();
bool isUndo(const QKeyEvent *event);
bool isRedo(const QKeyEvent *event);

} // namespace HistoryKeys
