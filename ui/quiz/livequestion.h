#pragma once
// A question on a live demo: a lesson's prediction step asked on its own, with that step's
// set-up, words and reveal, played by the lessons' own engine on the demos' own stages
// (LessonDemos, LessonRunner, LessonStageHost, LessonStepPanel). Nothing is written to the
// lessons' progress.

#include <QWidget>

class AnimationClock;
class LessonDemos;
class LessonRunner;
class LessonStageHost;
class LessonStepPanel;

class LiveQuestion : public QWidget {
    Q_OBJECT

public:
    // Tests pass a ManualClock; the app lets the players use timers.
    explicit LiveQuestion(QWidget *parent = nullptr, AnimationClock *clock = nullptr);
    ~LiveQuestion() override;

    // "<lesson-id>/<step-id>"; false when there is no such prediction step.
    bool open(const QString &step);

    [[nodiscard]] LessonRunner *runner() const { return m_runner; }
    [[nodiscard]] LessonStepPanel *panel() const { return m_panel; }
    [[nodiscard]] LessonStageHost *stage() const { return m_host; }

signals:
    // The prediction was answered and its reveal has played.
    void answered(bool right);

private:
    void stripMnemonics();

    LessonDemos *m_demos;
    LessonRunner *m_runner;
    LessonStageHost *m_host;
    LessonStepPanel *m_panel;
};
