#include "common/messagelabel.h"

#include <QApplication>
#include <QEvent>

#include <algorithm>

MessageLabel::MessageLabel(Tone tone, QWidget *parent) : QLabel(parent), m_tone(tone)
{
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse); // so a user can copy an error into a report
    applyTone();
}

void MessageLabel::setTone(Tone tone)
{
    m_tone = tone;
    applyTone();
}

void MessageLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && !m_applying)
        applyTone();
    QLabel::changeEvent(event);
}

void MessageLabel::applyTone()
{
    // Our own setPalette sends a PaletteChange too; the flag keeps that from recursing.
    // The tone is worked out from the parent's palette: this label's own WindowText is the
    // result, and feeding it back in would drift.
    m_applying = true;
    QPalette pal = palette();
    const QPalette source = parentWidget() ? parentWidget()->palette() : QApplication::palette(this);
    pal.setColor(QPalette::WindowText, toneColor(m_tone, source));
    setPalette(pal);
    m_applying = false;
}

int MessageLine::heightForWidth(int width) const
{
    return std::max(MessageLabel::heightForWidth(width), fontMetrics().lineSpacing());
}

QSize MessageLine::withLine(QSize size) const
{
    size.setHeight(std::max(size.height(), fontMetrics().lineSpacing()));
    return size;
}
