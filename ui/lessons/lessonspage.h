#pragma once
// Lessons: a guided path through the articles' examples. The contents on one side; the step's
// text and question beside the live stage it sets up (the Explore bit array, with its own
// controller); Back and Next, PageUp/PageDown, the arrow keys (mirrored right to left), Home and
// End. The last place is kept and offered again.

#include "pages/demopage.h"

#include <memory>

class AnimationClock;
class ExploreArrayStage;
class ExploreController;
class ExploreLessonTarget;
class KeyEntryBar;
class LessonContents;
class LessonRunner;
class LessonStepPanel;
class QLabel;
class QPushButton;

class LessonsPage : public DemoPage {
    Q_OBJECT

public:
    // Tests pass a ManualClock; the app lets the player use a timer.
    explicit LessonsPage(QWidget *parent = nullptr, AnimationClock *clock = nullptr);
    ~LessonsPage() override;

    QUndoStack *undoStack() override;
    // Opens a step (a link: --lesson ID --step N, counted from 1 on the command line); false when
    // there is no such lesson or step, and the page stays where it was.
    bool openStep(const QString &lessonId, int step);

    [[nodiscard]] LessonRunner *runner() const { return m_runner; }
    [[nodiscard]] ExploreController *exploreController() const { return m_explore; }
    [[nodiscard]] ExploreArrayStage *stage() const { return m_stage; }
    [[nodiscard]] KeyEntryBar *keyEntry() const { return m_keyEntry; }
    [[nodiscard]] LessonStepPanel *stepPanel() const { return m_panel; }
    [[nodiscard]] LessonContents *contents() const { return m_contents; }
    [[nodiscard]] QPushButton *nextButton() const { return m_next; }
    [[nodiscard]] QPushButton *backButton() const { return m_back; }

    void next();
    void back();
    // The step's filter, as it is now, on the Explore page (the window shows it there).
    void openInExplore();

protected:
    void presenterModeChanged(bool on) override;

private:
    void createShortcuts();
    void refreshNavigation();
    void resetProgress();
    [[nodiscard]] QString nextLesson() const;

    ExploreController *m_explore;
    std::unique_ptr<ExploreLessonTarget> m_target;
    LessonRunner *m_runner;
    ExploreArrayStage *m_stage;
    KeyEntryBar *m_keyEntry;
    LessonContents *m_contents;
    LessonStepPanel *m_panel;
    QLabel *m_resumeNote;
    QPushButton *m_back;
    QPushButton *m_next;
};
