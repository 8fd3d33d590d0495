#pragma once
// Lessons: a guided path through the articles' examples. The contents on one side; the step's
// text and question beside the live stage it sets up (the Explore bit array, with its own
// controller); Back and Next, PageUp/PageDown, the arrow keys (mirrored right to left), Home and
// End. The last place is kept and offered again.

#include "pages/demopage.h"

class AnimationClock;
class ExploreArrayStage;
class ExploreController;
class KeyEntryBar;
class LessonContents;
class LessonDemos;
class LessonRunner;
class LessonStageHost;
class LessonStepPanel;
class QLabel;
class QPushButton;

class LessonsPage : public DemoPage {
    Q_OBJECT

public:
    // Tests pass a ManualClock; the app lets the player use a timer.
    explicit LessonsPage(QWidget *parent = nullptr, AnimationClock *clock = nullptr);
    ~LessonsPage() override;

    // The open step's demo's history; it changes as steps change stage.
    QUndoStack *undoStack() override;
    // Progress is kept as it is made; there is nothing to save.
    [[nodiscard]] bool keepsUnsavedWork() const override { return false; }
    // Opens a step (a link: --lesson ID --step N, counted from 1 on the command line); false when
    // there is no such lesson or step, and the page stays where it was.
    bool openStep(const QString &lessonId, int step);

    [[nodiscard]] LessonRunner *runner() const { return m_runner; }
    [[nodiscard]] LessonDemos *demos() const { return m_demos; }
    [[nodiscard]] ExploreController *exploreController() const;
    [[nodiscard]] LessonStageHost *stageHost() const { return m_host; }
    [[nodiscard]] ExploreArrayStage *stage() const;
    [[nodiscard]] KeyEntryBar *keyEntry() const;
    [[nodiscard]] LessonStepPanel *stepPanel() const { return m_panel; }
    [[nodiscard]] LessonContents *contents() const { return m_contents; }
    [[nodiscard]] QPushButton *nextButton() const { return m_next; }
    [[nodiscard]] QPushButton *backButton() const { return m_back; }

    void next();
    void back();
    // The step's demo, as it is now, on its own page (the window shows it there).
    void openInPage();

protected:
    void presenterModeChanged(bool on) override;

private:
    void createShortcuts();
    void refreshNavigation();
    void refreshOpenInPage();
    void resetProgress();
    [[nodiscard]] QString nextLesson() const;
    [[nodiscard]] QString previousLesson() const;

    LessonDemos *m_demos;
    LessonRunner *m_runner;
    LessonStageHost *m_host;
    LessonContents *m_contents;
    LessonStepPanel *m_panel;
    QLabel *m_resumeNote;
    QPushButton *m_openInPage;
    QPushButton *m_openSystem; // the lesson's system, running for real on the Systems page
    QPushButton *m_back;
    QPushButton *m_next;
    QUndoStack *m_shownStack = nullptr;
};
