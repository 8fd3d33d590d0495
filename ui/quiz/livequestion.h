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
    // A mock interview: an answer is taken (taken()) and its reveal waits for the review.
    void setHoldsReveal(bool holds);
    // The learner's answer as data ("choice:<id>", "cells:3,7", "number:12.5"), empty before one.
    [[nodiscard]] QString givenAnswer() const;
    [[nodiscard]] bool answeredRight() const;
    // Opens `step` and gives it `given` (from givenAnswer()): its reveal plays, as if just answered.
    bool replay(const QString &step, const QString &given);

    // A step's question and an answer to it in words, in the interface language, without a demo
    // (the interview's review): `given` from givenAnswer(), or empty for the right answer.
    [[nodiscard]] static QString questionText(const QString &step);
    [[nodiscard]] static QString answerText(const QString &step, const QString &given = {});

    [[nodiscard]] LessonRunner *runner() const { return m_runner; }
    [[nodiscard]] LessonStepPanel *panel() const { return m_panel; }
    [[nodiscard]] LessonStageHost *stage() const { return m_host; }

signals:
    // The prediction was answered and its reveal has played.
    void answered(bool right);
    // The prediction was answered and, the reveal being held, nothing is shown yet.
    void taken(bool right);

protected:
    void changeEvent(QEvent *event) override;

private:
    void stripMnemonics();

    LessonDemos *m_demos;
    LessonRunner *m_runner;
    LessonStageHost *m_host;
    LessonStepPanel *m_panel;
};
