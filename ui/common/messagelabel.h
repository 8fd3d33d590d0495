#pragma once
// A label for an error, a warning or a secondary note, in a colour that stays readable when the
// palette changes (light, dark, presenter mode's contrast).

#include "common/accentcolors.h"

#include <QLabel>

class MessageLabel : public QLabel {
    Q_OBJECT

public:
    explicit MessageLabel(Tone tone, QWidget *parent = nullptr);
    Tone tone() const { return m_tone; }
    void setTone(Tone tone);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyTone();

    Tone m_tone;
    bool m_applying = false;
};

// A message line under a field or a row of controls that keeps a line of room while it is empty:
// an error appearing as the user types or clicks then moves nothing below it, and what was under
// the pointer stays there. A message longer than a line still wraps.
class MessageLine final : public MessageLabel {
public:
    using MessageLabel::MessageLabel;
    QSize sizeHint() const override { return withLine(MessageLabel::sizeHint()); }
    QSize minimumSizeHint() const override { return withLine(MessageLabel::minimumSizeHint()); }
    int heightForWidth(int width) const override;

private:
    QSize withLine(QSize size) const;
};
