#pragma once
// A lesson step's words and what the learner does with them: the text, the hint of a Do step,
// the question of a Predict step (choice buttons, a number box, or cells picked on the bit
// array) and, once answered, the learner's answer beside the truth and why. It reads and drives a
// LessonRunner; the bit array it picks cells on belongs to the stage beside it.

#include "lessons/lessonbook.h"

#include <QWidget>

class BitArrayView;
class LessonRunner;
class MessageLabel;
class QBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;

class LessonStepPanel : public QWidget {
    Q_OBJECT

public:
    LessonStepPanel(LessonRunner *runner, BitArrayView *view, QWidget *parent = nullptr);

    // Texts in the current language (English where it has none), after a language change too.
    void reloadText();
    // The lesson's title and "Step 3 of 9": off where a step is asked on its own (the quiz).
    void setShowsPlace(bool shows);
    // The step's text, with the explanation under it once a prediction is answered.
    [[nodiscard]] QString bodyText() const;
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] QString resultText() const;
    [[nodiscard]] QList<QPushButton *> choiceButtons() const { return m_choiceButtons; }
    [[nodiscard]] QLineEdit *numberEdit() const { return m_number; }
    [[nodiscard]] QPushButton *submitButton() const { return m_submit; }
    // A prediction's answer in words: the learner's, or the right one.
    [[nodiscard]] QString answerText(bool learners) const;
    // An answer to `prediction` in words: the choice, the cells or the number its type asks for.
    [[nodiscard]] static QString answerWords(const Prediction &prediction, const StepText &words,
        const QString &choice, const QList<quint64> &cells, double number);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitChoices();
    void showStep();
    void showState();
    void submit();
    [[nodiscard]] const StepText &words() const;

    LessonRunner *m_runner;
    BitArrayView *m_view;
    LessonText m_text;
    QString m_textLesson; // the lesson m_text belongs to
    StepText m_empty;
    QLabel *m_title;
    QLabel *m_position;
    MessageLabel *m_englishNote;
    QTextBrowser *m_body;
    QLabel *m_status;
    QPushButton *m_hintButton;
    QLabel *m_hint;
    QWidget *m_choices;
    QBoxLayout *m_choiceLayout;
    QList<QPushButton *> m_choiceButtons;
    QLineEdit *m_number;
    QPushButton *m_submit;
    QLabel *m_result;
};
