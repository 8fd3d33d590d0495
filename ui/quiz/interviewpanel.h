#pragma once
// The mock interview on screen: choose a length, answer a timed set with the clock in view, then
// read the review: a score per topic, the time per question and every answer beside the right or
// model one.

#include "quiz/livequestion.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTextBrowser;
class QTimer;
class AnimationClock;
class QuestionCard;
class QuizInterview;

class InterviewPanel : public QWidget {
    Q_OBJECT

public:
    explicit InterviewPanel(QWidget *parent = nullptr);
    ~InterviewPanel() override;

    // Milliseconds since any fixed point; tests pass their own.
    void setClock(std::function<qint64()> now) { m_now = std::move(now); }
    void start(int minutes);
    // Checks the clock: ends the interview when its time is up.
    void tick();

    [[nodiscard]] QuizInterview *interview() const { return m_interview.get(); }
    [[nodiscard]] QuestionCard *card() const { return m_card; }
    [[nodiscard]] QString clockText() const;
    [[nodiscard]] QString reviewText() const;
    [[nodiscard]] bool isReviewing() const;
    // The review's link beside a live question: the question on its demo, in a window, with the
    // learner's answer given and its reveal playing. Tests pass a ManualClock for its players.
    void replay(int index);
    void setReplayClock(AnimationClock *clock) { m_replayClock = clock; }
    [[nodiscard]] LiveQuestion *lastReplay() const { return m_replay; }

private:
    void showQuestion();
    void showReview();

    std::function<qint64()> m_now;
    std::unique_ptr<QuizInterview> m_interview;
    QStackedWidget *m_stack;
    QComboBox *m_length;
    QLabel *m_clock;
    QLabel *m_progress;
    QuestionCard *m_card;
    QTextBrowser *m_review;
    QTimer *m_timer;
    QLabel *m_saved; // where the export went
    AnimationClock *m_replayClock = nullptr;
    QPointer<LiveQuestion> m_replay;
};
