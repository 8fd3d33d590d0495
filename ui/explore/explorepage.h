#pragma once
// Explore: add and check keys on a small bit array and watch every hash land. The page is a
// layout of stages around an ExploreController; it holds no filter logic and no scripted steps.

#include "explore/explorecontroller.h"
#include "pages/demopage.h"

#include <QFont>
#include <QHash>

class AnimationClock;
class BitArrayView;
class ExploreArrayStage;
class QSplitter;
class KeyEntryBar;
class PlayerBar;

class ExplorePage : public DemoPage {
    Q_OBJECT

public:
    // Tests pass a ManualClock; the app lets the player use a timer.
    explicit ExplorePage(QWidget *parent = nullptr, AnimationClock *clock = nullptr);

    QUndoStack *undoStack() override;
    bool canExportImage() const override { return true; }
    void exportImage() override;
    // Writes the bit array as PNG or SVG by the file's suffix; returns an error message or "".
    QString saveImage(const QString &path) const;

    void saveSession(Session::Data &session) const override;
    // Explore's section of a session for a model: the page's own, or a lesson's to open here.
    static void writeSection(const ExploreModel &model, Session::Data &session);
    void restoreSession(const Session::Data &session) override;
    [[nodiscard]] QString saveFilter(const QString &path) const override;
    // A classic filter of m ≤ 4,096 and k ≤ 12, with a scheme a file can name.
    [[nodiscard]] bool canShowFilter(const bloom::FileHeader &header) const override;
    // Its bits, with no keys known, as one undoable step.
    void showFilter(const bloom::BloomFilter &filter, const QString &fileName) override;
    [[nodiscard]] QString filterLimits() const override;

    [[nodiscard]] ExploreController *controller() const { return m_controller; }
    [[nodiscard]] BitArrayView *view() const { return m_view; }
    [[nodiscard]] ExploreArrayStage *stage() const { return m_stage; }

    // The controller's operations, as the page's buttons run them.
    void addKey(const QString &key);
    void checkKey(const QString &key) { m_controller->checkKey(key); }
    void addRandomKeys(int count) { m_controller->addRandomKeys(count); }
    void huntFalsePositive() { m_controller->huntFalsePositive(); }
    void loadPreset(bloom::WorkedExampleId id) { m_controller->loadPreset(id); }
    [[nodiscard]] ExploreModel *model() const { return m_controller->model(); }
    [[nodiscard]] TracePlayer *player() const { return m_controller->player(); }
    [[nodiscard]] BitCellModel *cells() const { return m_controller->cells(); }
    [[nodiscard]] TraceStepsModel *steps() const { return m_controller->steps(); }
    [[nodiscard]] QString verdictText() const { return m_controller->verdict(); }
    [[nodiscard]] QStringList forensicsLines() const { return m_controller->forensicsLines(); }
    [[nodiscard]] QString captionText() const { return m_controller->caption(); }
    [[nodiscard]] QString messageText() const { return m_controller->message(); }
    [[nodiscard]] int pendingOperations() const { return m_controller->runner()->pendingSteps(); }

protected:
    void presenterModeChanged(bool on) override;
    void showEvent(QShowEvent *event) override;

private:
    // A third of the page's width for the side panel, or its size hint where that is more.
    void giveTheSideAThird();

    ExploreController *m_controller;
    QWidget *m_settingsBar = nullptr;
    KeyEntryBar *m_keyEntry = nullptr;
    BitArrayView *m_view = nullptr;
    ExploreArrayStage *m_stage = nullptr;
    QSplitter *m_body = nullptr;
    QList<int> m_sizesBeforePresenting;
    bool m_sideSized = false;
    PlayerBar *m_playerBar = nullptr;
};
