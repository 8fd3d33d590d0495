#pragma once
// Deletion: the same keys in a plain and a counting filter. Deleting from the plain one clears
// bits and creates false negatives; the counting one decrements and keeps every other key. Then
// the counting filter's own hazards, each a script. The page is a layout of stages around a
// DeletionController; it holds no filter logic and no scripted steps.

#include "deletion/deletioncontroller.h"
#include "pages/demopage.h"

class AnimationClock;
class DeletionControlsBar;

class DeletionPage : public DemoPage {
    Q_OBJECT

public:
    using Hazard = DeletionController::Hazard;

    // Tests pass a ManualClock; the app lets the player use a timer.
    explicit DeletionPage(QWidget *parent = nullptr, AnimationClock *clock = nullptr);

    QUndoStack *undoStack() override;
    bool canExportImage() const override { return false; }

    void saveSession(Session::Data &session) const override;
    // The section as saveSession writes it, for a lesson's "Open in Deletion".
    static void writeSection(const DeletionState &state, Session::Data &session);
    void restoreSession(const Session::Data &session) override;

    [[nodiscard]] DeletionController *controller() const { return m_controller; }

    // The controller's operations, as the page's buttons run them.
    void addKey(const QString &key);
    void deleteKey(const QString &key) { m_controller->deleteKey(key); }
    void runHazard(Hazard hazard) { m_controller->runHazard(hazard); }
    void resetToArticle() { m_controller->resetToArticle(); }

    [[nodiscard]] DeletionModel *model() const { return m_controller->model(); }
    [[nodiscard]] TracePlayer *player() const { return m_controller->player(); }
    [[nodiscard]] BitCellModel *plainCells() const
    {
        return m_controller->cells(DeletionController::Side::Plain);
    }
    [[nodiscard]] BitCellModel *countingCells() const
    {
        return m_controller->cells(DeletionController::Side::Counting);
    }
    [[nodiscard]] QStringList events() const { return m_controller->events(); }
    [[nodiscard]] QString plainResult() const
    {
        return m_controller->result(DeletionController::Side::Plain);
    }
    [[nodiscard]] QString countingResult() const
    {
        return m_controller->result(DeletionController::Side::Counting);
    }
    [[nodiscard]] QString memoryText() const { return m_controller->memoryText(); }
    [[nodiscard]] QString overflowText() const { return m_controller->overflowText(); }
    [[nodiscard]] QString messageText() const { return m_controller->message(); }
    [[nodiscard]] int pendingSteps() const { return m_controller->runner()->pendingSteps(); }

protected:
    void presenterModeChanged(bool on) override;

private:
    DeletionController *m_controller;
    DeletionControlsBar *m_controls;
};
