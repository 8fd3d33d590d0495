#include "playerkeys.h"

#include "traceplayer.h"

#include <QApplication>
#include <QKeyEvent>
#include <QShortcut>
#include <QWidget>

namespace PlayerKeys {

namespace {

QShortcut *bind(QWidget *page, const QKeySequence &keys)
{
    auto *shortcut = new QShortcut(keys, page);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    return shortcut;
}

// Space as the focused widget would have had it without the shortcut: pressed and released, with
// the shortcut off, which would otherwise take the key again.
void passOn(QShortcut *shortcut, QWidget *focus)
{
    QKeyEvent press(QEvent::KeyPress, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "));
    QKeyEvent release(QEvent::KeyRelease, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "));
    shortcut->setEnabled(false);
    QCoreApplication::sendEvent(focus, &press);
    QCoreApplication::sendEvent(focus, &release);
    shortcut->setEnabled(true);
}

} // namespace

void install(QWidget *page, TracePlayer *player, Arrows arrows)
{
    install(
        page, [player] { return player; }, arrows);
}

void install(QWidget *page, std::function<TracePlayer *()> current, Arrows arrows)
{
    QShortcut *space = bind(page, QKeySequence(Qt::Key_Space));
    QObject::connect(space, &QShortcut::activated, page, [current, space] {
        // While an animation is under way Space is its key wherever the focus is: the hold says
        // "until Space", and the button clicked to start the animation (Delete selected key) must
        // not be clicked a second time by it. At rest, Space is the focused button's or box's own,
        // as in any application. Text boxes keep their spaces either way: they claim the key first.
        TracePlayer *player = current();
        QWidget *focus = QApplication::focusWidget();
        const bool focusTakesSpace
            = focus && (focus->inherits("QAbstractButton") || focus->inherits("QComboBox"));
        if ((!player || !player->isUnderWay()) && focusTakesSpace)
            return passOn(space, focus);
        if (player)
            player->togglePlay();
    });
    const auto connectKey = [page, current](QKeySequence keys, void (TracePlayer::*slot)()) {
        QObject::connect(bind(page, keys), &QShortcut::activated, page, [current, slot] {
            if (TracePlayer *player = current())
                (player->*slot)();
        });
    };
    connectKey(QKeySequence(Qt::Key_Plus), &TracePlayer::faster);
    connectKey(QKeySequence(Qt::Key_Equal), &TracePlayer::faster);
    connectKey(QKeySequence(Qt::Key_Minus), &TracePlayer::slower);
    if (arrows == Arrows::Step) {
        connectKey(QKeySequence(Qt::Key_Right), &TracePlayer::stepForward);
        connectKey(QKeySequence(Qt::Key_Left), &TracePlayer::stepBack);
    }
}

} // namespace PlayerKeys
