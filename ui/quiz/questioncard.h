#pragma once
// One question on screen: its text, the options (each with its own feedback once checked), a box
// for a number or for a written answer, the hint, and after the check the explanation, the
// model answer and its key points to tick. In an interview nothing is revealed: the answer is
// handed on and the next question follows.

#include "quiz/quizitem.h"

#include <QWidget>

class QAbstractButton;
class QButtonGroup;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class LiveQuestion;
class QStackedWidget;
class QVBoxLayout;

class QuestionCard : public QWidget {
    Q_OBJECT

public:
    explicit QuestionCard(QWidget *parent = nullptr);

    // Shows `item` in the interface language's words.
    void showItem(const QuizItem &item);
    [[nodiscard]] const QuizItem &item() const { return m_item; }
    enum class Mode {
        Practice, // answered and graded, feedback at once
        Interview, // no hint, no Show me, no feedback: Check hands the answer on
        Classroom, // for a projector: nothing to answer; votes counted per option, then revealed
    };
    void setMode(Mode mode);
    // Classroom: one more vote for option `index` (0 for A), shown beside it.
    void addVote(int index);
    [[nodiscard]] int votes(int index) const { return m_votes.value(index); }
    void check();
    void showHint();

    [[nodiscard]] QList<QAbstractButton *> optionButtons() const { return m_optionButtons; }
    [[nodiscard]] QList<QAbstractButton *> pointBoxes() const { return m_pointBoxes; }
    [[nodiscard]] QLineEdit *answerEdit() const { return m_answer; }
    [[nodiscard]] QPlainTextEdit *explainEdit() const { return m_explain; }
    [[nodiscard]] QPushButton *checkButton() const { return m_check; }
    [[nodiscard]] QPushButton *nextButton() const { return m_next; }
    [[nodiscard]] QPushButton *recordButton() const { return m_record; }
    [[nodiscard]] QPushButton *showMeButton() const { return m_showMe; }
    [[nodiscard]] QString bodyText() const;
    [[nodiscard]] QString verdictText() const;
    [[nodiscard]] QString explanationText() const;
    // What the learner has given so far: the options picked, or the text typed.
    [[nodiscard]] QStringList pickedOptions() const;
    [[nodiscard]] QString typedAnswer() const;
    // Classroom: one vote less for option `index`, for a vote counted by mistake.
    void removeVote(int index);
    [[nodiscard]] bool isChecked() const { return m_checked; }
    [[nodiscard]] LiveQuestion *live() const { return m_live; }

signals:
    void nextRequested();
    // Practice: an answer the card graded, and the key points of an explain question ticked.
    void graded(bool right, bool usedHint);
    void selfGraded(int covered, int total);
    // Interview: the options picked, or the text typed (a number or a written answer).
    void submitted(const QStringList &picked, const QString &typed);
    void linkActivated(const QString &link);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void scaleQuestion();
    void showLive();
    void clearOptions();
    void addOption(const QString &id, const QString &label, bool several);
    void matchLetterFonts();
    void answerChanged();
    void checkChoice();
    void checkDrill();
    void revealExplain();
    void setVerdict(bool right, const QString &text);
    void showExplanation(const QString &markdown);

    void markOptions(const QuestionText &words, const QStringList &picked);
    void reveal();

    QuizItem m_item;
    Mode m_mode = Mode::Practice;
    QList<int> m_votes;
    QList<QLabel *> m_voteLabels;
    QHash<QString, QuestionText> m_words;
    QLabel *m_meta;
    QLabel *m_englishNote;
    QLabel *m_body;
    QWidget *m_options;
    QVBoxLayout *m_optionLayout;
    QButtonGroup *m_group = nullptr;
    QList<QAbstractButton *> m_optionButtons;
    QList<QLabel *> m_optionFeedback;
    QList<QLabel *> m_optionTexts;
    QStringList m_optionIds;
    QList<QAbstractButton *> m_pointBoxes;
    QHash<QObject *, QAbstractButton *> m_clickTargets; // an option's or point's words, its button
    QLineEdit *m_answer;
    QPlainTextEdit *m_explain;
    QLabel *m_hint;
    QLabel *m_verdict;
    QLabel *m_explanation; // after the check: why, the working or the model answer
    QWidget *m_points; // an explain question's key points, to tick after the model answer
    QVBoxLayout *m_pointLayout;
    QPushButton *m_hintButton;
    QPushButton *m_check;
    QPushButton *m_record;
    QPushButton *m_showMe;
    QPushButton *m_next;
    QStackedWidget *m_views; // the question's own column, or a live question
    LiveQuestion *m_live = nullptr;
    QWidget *m_liveView = nullptr; // m_live in its scroll area, the page of m_views that shows it
    bool m_checked = false;
    bool m_usedHint = false;
    bool m_skipAsked = false; // interview: told once that nothing is given; pressed again, it goes on
};
