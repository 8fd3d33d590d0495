#include "common/historykeys.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>

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

class HandOn final : public QObject {
public:
    explicit HandOn(QLineEdit *edit) : QObject(edit), m_edit(edit) { }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched != m_edit || event->type() != QEvent::ShortcutOverride)
            return false;
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((isUndo(key) && !m_edit->isUndoAvailable()) || (isRedo(key) && !m_edit->isRedoAvailable())) {
            event->ignore(); // not the box's: the window's shortcut takes it
            return true;
        }
        return false;
    }

private:
    QLineEdit *m_edit;
};

} // namespace

void handOnWhenIdle(QLineEdit *edit)
{
    edit->installEventFilter(new HandOn(edit));
}

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
