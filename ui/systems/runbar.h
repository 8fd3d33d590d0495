#pragma once
// Under a system's controls: how far the run is, a Cancel button while it goes, and the last
// outcome in words (an error in the error tone). Bound to the controller's SystemRun.
#include "common/accentcolors.h"

#include <QWidget>

class MessageLabel;
class QProgressBar;
class QPushButton;
class SystemRun;

class RunBar : public QWidget {
    Q_OBJECT

public:
    explicit RunBar(SystemRun *run, QWidget *parent = nullptr);
    void setStatus(const QString &text, Tone tone);
    [[nodiscard]] QString status() const;
    [[nodiscard]] QPushButton *cancelButton() const { return m_cancel; }

private:
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    MessageLabel *m_status;
};
