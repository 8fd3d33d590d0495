#pragma once
// The controls under an animation: rewind, step back, play/pause, step forward, finish, speed.

#include <QWidget>

class QComboBox;
class QLabel;
class QToolButton;
class TracePlayer;

class PlayerBar : public QWidget {
    Q_OBJECT

public:
    enum class Glyph { Rewind, StepBack, Play, Pause, StepForward, Finish };

    explicit PlayerBar(TracePlayer *player, QWidget *parent = nullptr);

    [[nodiscard]] QToolButton *playButton() const { return m_play; }
    [[nodiscard]] QComboBox *speedBox() const { return m_speed; }
    [[nodiscard]] QComboBox *holdBox() const { return m_hold; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void sync();
    // "Step 2 of 19" where it fits, else "2 / 19"; the words stay in the tooltip.
    void showPosition();
    [[nodiscard]] static QString compactPosition(int frame, int count);
    static QString speedLabel(double speed);

    TracePlayer *m_player;
    QToolButton *m_rewind;
    QToolButton *m_back;
    QToolButton *m_play;
    QToolButton *m_forward;
    QToolButton *m_finish;
    QComboBox *m_speed;
    QComboBox *m_hold;
    QLabel *m_position;
};
