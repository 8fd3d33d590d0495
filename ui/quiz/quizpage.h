#pragma once
// The Quiz page. Practice: the topics with the learner's mastery of each, and one question at a
// time (written questions from the bank and generated drills), with feedback on every option, a
// hint on request, and Show me for what teaches it. Mock interview: a timed set, then a review.
// Classroom: a question large for a projector, the class's votes counted, then revealed.

#include "pages/demopage.h"

class QLabel;
class QListWidget;
class QPushButton;
class ClassroomPanel;
class InterviewPanel;
class QTabWidget;
class QuestionCard;
class QuizPractice;

class QuizPage : public DemoPage {
    Q_OBJECT

public:
    explicit QuizPage(QWidget *parent = nullptr);
    // Tests that look at whole pages seed the first question, which is otherwise random, so each
    // run sees the same one; pages built afterwards start from `seed`.
    static void seedForTesting(quint64 seed);

    [[nodiscard]] bool keepsUnsavedWork() const override { return false; }
    // The mode open and the topic practised; the progress itself stays in the settings.
    void saveSession(Session::Data &session) const override;
    void restoreSession(const Session::Data &session) override;

    [[nodiscard]] QuizPractice *practice() const { return m_practice; }
    [[nodiscard]] QuestionCard *card() const { return m_card; }
    [[nodiscard]] QListWidget *topicList() const { return m_topics; }
    [[nodiscard]] InterviewPanel *interview() const { return m_interview; }
    [[nodiscard]] QTabWidget *modes() const { return m_modes; }
    [[nodiscard]] ClassroomPanel *classroom() const { return m_classroom; }
    // Practises `topic` (empty: a mixed review of all) from a new question.
    void practise(const QString &topic);

private:
    void refreshTopics();
    void confirmReset();
    void exportResults();

    QuizPractice *m_practice;
    QListWidget *m_topics;
    QuestionCard *m_card;
    QLabel *m_summary;
    QPushButton *m_reset;
    QTabWidget *m_modes;
    InterviewPanel *m_interview;
    ClassroomPanel *m_classroom;
};
