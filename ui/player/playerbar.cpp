#include "playerbar.h"

#include "common/numberformat.h"
#include "player/traceplayer.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPolygonF>
#include <QSettings>
#include <QToolButton>

namespace {
const auto kHoldKey = QStringLiteral("player/verdictPause");

// Drawn in the palette's button-text colour, so the controls stay crisp in light, dark and
// high-contrast themes alike (the style's media pixmaps are fixed grey).
QIcon mediaIcon(PlayerBar::Glyph glyph, const QColor &ink)
{
    QPixmap pixmap(48, 48);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    const auto triangle = [&painter](double left, double right, bool pointsRight) {
        QPolygonF shape;
        if (pointsRight)
            shape << QPointF(left, 10) << QPointF(right, 24) << QPointF(left, 38);
        else
            shape << QPointF(right, 10) << QPointF(left, 24) << QPointF(right, 38);
        painter.drawPolygon(shape);
    };
    switch (glyph) {
    case PlayerBar::Glyph::Play: triangle(14, 38, true); break;
    case PlayerBar::Glyph::Pause:
        painter.drawRect(QRectF(13, 10, 8, 28));
        painter.drawRect(QRectF(27, 10, 8, 28));
        break;
    case PlayerBar::Glyph::StepForward:
        triangle(8, 24, true);
        triangle(24, 40, true);
        break;
    case PlayerBar::Glyph::StepBack:
        triangle(8, 24, false);
        triangle(24, 40, false);
        break;
    case PlayerBar::Glyph::Finish:
        triangle(8, 32, true);
        painter.drawRect(QRectF(33, 10, 6, 28));
        break;
    case PlayerBar::Glyph::Rewind:
        painter.drawRect(QRectF(9, 10, 6, 28));
        triangle(16, 40, false);
        break;
    }
    painter.end();
    return QIcon(pixmap);
}

QToolButton *makeButton(QWidget *parent, const QString &name, const QString &tip)
{
    auto *button = new QToolButton(parent);
    button->setToolTip(tip);
    button->setAccessibleName(name);
    button->setAutoRaise(true);
    button->setIconSize(QSize(22, 22));
    return button;
}
} // namespace

PlayerBar::PlayerBar(TracePlayer *player, QWidget *parent) : QWidget(parent), m_player(player)
{
    m_rewind = makeButton(this, tr("Back to the start"), tr("Back to the start"));
    m_back = makeButton(this, tr("Step back"), tr("Step back (Left)"));
    m_play = makeButton(this, tr("Play or pause"), tr("Play or pause (Space)"));
    m_forward = makeButton(this, tr("Step forward"), tr("Step forward (Right)"));
    m_finish = makeButton(this, tr("Show the result"), tr("Jump to the result"));
    m_speed = new QComboBox(this);
    m_speed->setAccessibleName(tr("Animation speed"));
    m_speed->setToolTip(tr("Animation speed (+ and −)"));
    for (double speed : TracePlayer::speeds())
        m_speed->addItem(speedLabel(speed), speed);
    m_hold = new QComboBox(this);
    m_hold->setObjectName(QStringLiteral("holdBox"));
    m_hold->setAccessibleName(tr("How long a worked example holds each result"));
    m_hold->setToolTip(tr("How long a worked example holds each result before the next step"));
    m_hold->addItem(tr("until Space"), TracePlayer::kHoldUntilPlay);
    for (int seconds : {2, 5, 10})
        m_hold->addItem(tr("%1 s").arg(QLocale().toString(seconds)), seconds * 1000);
    // One choice for every page and the next session: it is how this teacher runs a class.
    m_player->setVerdictPause(QSettings().value(kHoldKey, TracePlayer::kHoldUntilPlay).toInt());
    m_position = new QLabel(this);
    m_position->setAccessibleName(tr("Animation step"));
    // The counter takes the room that is left and asks only for "888 / 888": a label that grew when
    // an animation began moved the Lessons divider 20 px (in Thai) and back when it ended, and one
    // that kept room for "Step 888 of 888" made the Lessons page too wide for 1,280 px in Uzbek.
    // Where the words do not fit, the numbers alone are shown (showPosition).
    m_position->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_position->setMinimumWidth(fontMetrics().horizontalAdvance(compactPosition(888, 888)) + 4);

    // The media buttons keep their direction in right-to-left layouts, as media players do: their
    // arrows point along the animation's time, not the text. Labels and boxes follow the text.
    auto *buttons = new QWidget(this);
    buttons->setLayoutDirection(Qt::LeftToRight);
    auto *buttonRow = new QHBoxLayout(buttons);
    buttonRow->setContentsMargins(0, 0, 0, 0);
    for (QToolButton *button : {m_rewind, m_back, m_play, m_forward, m_finish}) {
        button->setParent(buttons);
        buttonRow->addWidget(button);
    }
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buttons);
    layout->addSpacing(8);
    layout->addWidget(new QLabel(tr("Speed:"), this));
    layout->addWidget(m_speed);
    layout->addSpacing(8);
    auto *holdLabel = new QLabel(tr("Hold:"), this);
    holdLabel->setBuddy(m_hold);
    layout->addWidget(holdLabel);
    layout->addWidget(m_hold);
    layout->addSpacing(8);
    layout->addWidget(m_position, 1);

    connect(m_rewind, &QToolButton::clicked, m_player, &TracePlayer::rewind);
    connect(m_back, &QToolButton::clicked, m_player, &TracePlayer::stepBack);
    connect(m_play, &QToolButton::clicked, m_player, &TracePlayer::togglePlay);
    connect(m_forward, &QToolButton::clicked, m_player, &TracePlayer::stepForward);
    connect(m_finish, &QToolButton::clicked, m_player, &TracePlayer::showResult);
    connect(m_speed, &QComboBox::activated, this,
        [this](int index) { m_player->setSpeed(m_speed->itemData(index).toDouble()); });
    connect(m_hold, &QComboBox::activated, this, [this](int index) {
        const int pause = m_hold->itemData(index).toInt();
        QSettings().setValue(kHoldKey, pause);
        m_player->setVerdictPause(pause);
    });
    connect(m_player, &TracePlayer::verdictPauseChanged, this, &PlayerBar::sync);
    connect(m_player, &TracePlayer::controlsChanged, this, &PlayerBar::sync);
    connect(m_player, &TracePlayer::frameChanged, this, &PlayerBar::sync);
    connect(m_player, &TracePlayer::playingChanged, this, &PlayerBar::sync);
    connect(m_player, &TracePlayer::speedChanged, this, &PlayerBar::sync);
    sync();
}

QString PlayerBar::speedLabel(double speed)
{
    if (speed == 0.0)
        return tr("Instant");
    return tr("%1×").arg(QLocale().toString(speed));
}

void PlayerBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        sync();
    QWidget::changeEvent(event);
}

QString PlayerBar::compactPosition(int frame, int count)
{
    return tr("%1 / %2", "the animation's step counter where \"Step 2 of 19\" does not fit")
        .arg(NumberFormat::integer(frame), NumberFormat::integer(count));
}

void PlayerBar::showPosition()
{
    if (!m_player->hasTrace()) {
        m_position->clear();
        m_position->setToolTip({});
        return;
    }
    const int frame = m_player->frameIndex() + 1;
    const int count = m_player->frameCount();
    const QString words = tr("Step %1 of %2").arg(NumberFormat::integer(frame), NumberFormat::integer(count));
    const bool fits
        = m_position->fontMetrics().horizontalAdvance(words) <= m_position->contentsRect().width();
    m_position->setText(fits ? words : compactPosition(frame, count));
    m_position->setToolTip(words);
    m_position->setAccessibleDescription(words);
}

void PlayerBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    showPosition();
}

void PlayerBar::sync()
{
    const QColor ink = palette().color(QPalette::ButtonText);
    m_rewind->setIcon(mediaIcon(Glyph::Rewind, ink));
    m_back->setIcon(mediaIcon(Glyph::StepBack, ink));
    m_forward->setIcon(mediaIcon(Glyph::StepForward, ink));
    m_finish->setIcon(mediaIcon(Glyph::Finish, ink));
    // At the end of the last operation Play is offered again: it replays the trace.
    const bool running = m_player->isPlaying() && m_player->hasTrace() && !m_player->isIdleAtEnd();
    m_play->setIcon(mediaIcon(running ? Glyph::Pause : Glyph::Play, ink));
    m_play->setToolTip(running ? tr("Pause (Space)") : tr("Play (Space)"));
    m_speed->setCurrentIndex(m_speed->findData(m_player->speed()));
    showPosition();
    if (const int hold = m_hold->findData(m_player->verdictPause()); hold >= 0)
        m_hold->setCurrentIndex(hold);
    m_play->setEnabled(m_player->hasTrace());
    m_forward->setEnabled(m_player->hasTrace());
    m_back->setEnabled(m_player->canStepBack());
    m_rewind->setEnabled(m_player->hasTrace() && m_player->frameIndex() > 0);
    m_finish->setEnabled(m_player->hasTrace() && !m_player->atEnd());
}
