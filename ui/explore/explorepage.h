#pragma once
// Explore: add and check keys on a small bit array and watch every hash land. The page wires the
// model (core), the player (frames), and the views (what is painted); it holds no filter logic.

#include "pages/demopage.h"

#include <bloom/serialize.h>
#include <bloom/trace.h>
#include <bloom/worked_examples.h>

#include <QFont>
#include <QHash>
#include <QList>

#include <optional>

class AnimationClock;
class BitArrayView;
class BitCellModel;
class CodePanel;
class ExploreModel;
class LiveStatsPanel;
class PlayerBar;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QSpinBox;
class QStringListModel;
class QTableView;
class QToolButton;
class QUndoStack;
class TracePlayer;
class TraceStepsModel;

class ExplorePage : public DemoPage {
    Q_OBJECT

public:
    // Tests pass a ManualClock; the app lets the player use a timer.
    explicit ExplorePage(QWidget *parent = nullptr, AnimationClock *clock = nullptr);
    ~ExplorePage() override;

    QUndoStack *undoStack() override;
    bool supportsPresenterMode() const override { return true; }
    void setPresenterMode(bool on) override;
    bool canExportImage() const override { return true; }
    void exportImage() override;
    // Writes the bit array as PNG or SVG by the file's suffix; returns an error message or "".
    QString saveImage(const QString &path) const;

    // The same actions the buttons run.
    void addKey(const QString &key);
    void checkKey(const QString &key);
    void addRandomKeys(int count);
    void huntFalsePositive();
    void loadPreset(bloom::WorkedExampleId id);

    void saveSession(Session::Data &session) const override;
    void restoreSession(const Session::Data &session) override;
    // Writes the filter as a .bloom file; returns an error message or "".
    [[nodiscard]] QString saveFilter(const QString &path) const;
    // Whether a filter of this shape fits the page (m ≤ 4,096, k ≤ 12, a scheme a file can name).
    [[nodiscard]] static bool canShow(const bloom::FileHeader &header);
    // Shows a filter opened from a file: its bits, with no keys known, as one undoable step.
    void showOpenedFilter(const bloom::BloomFilter &filter, const QString &fileName);

    [[nodiscard]] ExploreModel *model() const { return m_model; }
    [[nodiscard]] TracePlayer *player() const { return m_player; }
    [[nodiscard]] BitCellModel *cells() const { return m_cells; }
    [[nodiscard]] TraceStepsModel *steps() const { return m_steps; }
    [[nodiscard]] BitArrayView *view() const { return m_view; }
    [[nodiscard]] QString verdictText() const;
    [[nodiscard]] QStringList forensicsLines() const { return m_forensics; }
    [[nodiscard]] QString captionText() const;
    [[nodiscard]] QString messageText() const;
    [[nodiscard]] int pendingOperations() const { return static_cast<int>(m_pending.size()); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Operation {
        bool add = true;
        QString key;
    };

    QWidget *createSettingsRow();
    QWidget *createKeyRow();
    QWidget *createSidePanel();
    void createShortcuts();
    bool acceptKey(const QString &key);
    void run(const Operation &operation);
    void runNext();
    void showTrace(const bloom::Trace &trace, bool falsePositive);
    void refreshFrame();
    void syncControls();
    void applySettings();
    void showMessage(const QString &text);

    ExploreModel *m_model;
    QUndoStack *m_undo;
    TracePlayer *m_player;
    BitCellModel *m_cells;
    TraceStepsModel *m_steps;
    QStringListModel *m_keysModel;

    QWidget *m_settingsRow = nullptr;
    QWidget *m_keyRow = nullptr;
    BitArrayView *m_view = nullptr;
    CodePanel *m_code = nullptr;
    LiveStatsPanel *m_stats = nullptr;
    PlayerBar *m_playerBar = nullptr;
    QComboBox *m_preset = nullptr;
    QSpinBox *m_bits = nullptr;
    QSpinBox *m_hashes = nullptr;
    QComboBox *m_scheme = nullptr;
    QLineEdit *m_seed = nullptr;
    QToolButton *m_newSeed = nullptr;
    QCheckBox *m_collisions = nullptr;
    QLineEdit *m_keyEdit = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_forensicsLabel = nullptr;
    QLabel *m_hunt = nullptr;
    QLabel *m_cellInfo = nullptr;
    QListView *m_keyList = nullptr;
    QTableView *m_stepTable = nullptr;

    std::optional<bloom::Trace> m_trace;
    bool m_falsePositive = false;
    QStringList m_forensics;
    QList<Operation> m_pending;
    bool m_syncing = false;
    bool m_presenting = false;
    QHash<QWidget *, QFont> m_presenterFonts;
};
