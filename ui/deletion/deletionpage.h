#pragma once
// Deletion: the same keys in a plain and a counting filter. Deleting from the plain one clears
// bits and creates false negatives; the counting one decrements and keeps every other key. Then
// the counting filter's own hazards, each a scripted demo.

#include "pages/demopage.h"

#include <bloom/trace.h>

#include <QList>

#include <optional>

class AnimationClock;
class BitArrayView;
class BitCellModel;
class DeletionModel;
class PlayerBar;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QUndoStack;
class TracePlayer;

class DeletionPage : public DemoPage {
    Q_OBJECT

public:
    enum class Hazard { RemoveFalsePositive, RemoveAbsent, Saturate };

    explicit DeletionPage(QWidget *parent = nullptr, AnimationClock *clock = nullptr);
    ~DeletionPage() override;

    QUndoStack *undoStack() override;
    bool canExportImage() const override { return false; }

    void addKey(const QString &key);
    // Deletes the key from both filters: naively from the plain one, by counters from the other.
    void deleteKey(const QString &key);
    void runHazard(Hazard hazard);
    void resetToArticle();

    void saveSession(Session::Data &session) const override;
    void restoreSession(const Session::Data &session) override;

    [[nodiscard]] DeletionModel *model() const { return m_model; }
    [[nodiscard]] TracePlayer *player() const { return m_player; }
    [[nodiscard]] BitCellModel *plainCells() const { return m_plainCells; }
    [[nodiscard]] BitCellModel *countingCells() const { return m_countingCells; }
    [[nodiscard]] QStringList events() const;
    [[nodiscard]] QString plainResult() const;
    [[nodiscard]] QString countingResult() const;
    [[nodiscard]] QString memoryText() const;
    [[nodiscard]] QString overflowText() const;
    [[nodiscard]] QString messageText() const;
    [[nodiscard]] int pendingSteps() const { return static_cast<int>(m_pending.size()); }

private:
    struct Step {
        enum Kind { Check, Remove, AddRepeated, RemoveRepeated } kind;
        QString key;
    };

    QWidget *createControls();
    QWidget *createFilterColumn(
        const QString &title, const QString &subtitle, BitArrayView *view, QLabel *result);
    void runNextStep();
    void runStep(const Step &step);
    void logEvent(const QString &text);
    void refresh();
    void showMessage(const QString &text);

    DeletionModel *m_model;
    QUndoStack *m_undo;
    TracePlayer *m_player;
    BitCellModel *m_plainCells;
    BitCellModel *m_countingCells;
    BitArrayView *m_plainView = nullptr;
    BitArrayView *m_countingView = nullptr;
    PlayerBar *m_playerBar = nullptr;
    QLineEdit *m_keyEdit = nullptr;
    QComboBox *m_width = nullptr;
    QListWidget *m_keyList = nullptr;
    QListWidget *m_events = nullptr;
    QLabel *m_plainResult = nullptr;
    QLabel *m_countingResult = nullptr;
    QLabel *m_memory = nullptr;
    QLabel *m_overflow = nullptr;
    QLabel *m_message = nullptr;

    std::optional<bloom::Trace> m_plainTrace; // animates on the plain array
    std::optional<bloom::Trace> m_countingTrace; // animates on the counting array
    QList<std::uint64_t> m_brokenBits; // cleared bits that now cause false negatives
    QList<Step> m_pending;
    bool m_syncing = false;
};
