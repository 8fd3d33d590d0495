#include "common/historykeys.h"

#include <QKeyEvent>

namespace HistoryKeys {
namespace {

QList<QKeySequence> unique(QList<QKeySequence> sequences)
{
    QList<QKeySequence> out;
    for (const QKeySequence &sequence : sequences) {
        if (!sequence.isEmpty() && !out.contains(sequence))
            out << sequence;
    }
    return out;
}

bool matchesAny(const QKeyEvent *event, const QList<QKeySequence> &sequences)
{
    const QKeySequence pressed(event->keyCombination());
    return sequences.contains(pressed);
}

} // namespace

QList<QKeySequence> undo()
{
    return unique(QKeySequence::keyBindings(QKeySequence::Undo) << QKeySequence(Qt::CTRL | Qt::Key_Z));
}

QList<QKeySequence> redo()
{
    return unique(QKeySequence::keyBindings(QKeySequence::Redo)
        << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z) << QKeySequence(Qt::CTRL | Qt::Key_Y));
}

bool isUndo(const QKeyEvent *event)
{
    return matchesAny(event, undo());
}

bool isRedo(const QKeyEvent *event)
{
    return matchesAny(event, redo());
}

} // namespace HistoryKeys
