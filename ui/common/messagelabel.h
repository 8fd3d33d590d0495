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
