#pragma once
// Explore's stages: small widgets, each bound to an ExploreController, that a page, a lesson step
// or a quiz question lays out. Each reads the controller and asks it to act; none holds state of
// its own beyond what the user is typing.

#include <bloom/hash.h>

#include <QList>
#include <QWidget>

class ExploreController;
class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QToolButton;

// m, k, the hash scheme, the seed and the worked examples.
class ExploreSettingsBar : public QWidget {
    Q_OBJECT

public:
    explicit ExploreSettingsBar(ExploreController *controller, QWidget *parent = nullptr);
    // A scheme's name as the list shows it; Scripted is the worked examples' positions.
    static QString schemeName(bloom::HashKind kind);

    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void apply();
    // The groups in rows, each at its full width, as many to a row as fit.
    void arrange();

    ExploreController *m_controller;
    QComboBox *m_preset;
    QSpinBox *m_bits;
    QSpinBox *m_hashes;
    QComboBox *m_scheme;
    QLineEdit *m_seed;
    QToolButton *m_newSeed;
    QList<QWidget *> m_groups;
    QList<QHBoxLayout *> m_rows;
};

// The key box with Add, Check, Add 10 random keys, Find a false positive, and the message that
// says why an input was refused.
class KeyEntryBar : public QWidget {
    Q_OBJECT

public:
    explicit KeyEntryBar(ExploreController *controller, QWidget *parent = nullptr);
    [[nodiscard]] QLineEdit *keyEdit() const { return m_keyEdit; }
    [[nodiscard]] QPushButton *exportButton() const { return m_export; }
    // Only the key box, Add and Check: a lesson step's narrow column.
    void setCompact(bool compact);
    // A step that asks the learner to check a key: Enter checks and Shift+Enter adds, so the
    // natural key does not add the key it asked about.
    void setEnterChecks(bool checks);

signals:
    // Escape in the key box: the page moves the focus to the player.
    void escapePressed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void addTyped();
    void checkTyped();

    ExploreController *m_controller;
    QLineEdit *m_keyEdit;
    QPushButton *m_add = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_random = nullptr;
    QPushButton *m_hunt;
    QPushButton *m_export;
    QLabel *m_message;
    bool m_enterChecks = false;
};

// The caption of the frame on screen, the verdict and, for a false positive, who set its bits.
class VerdictStage : public QWidget {
    Q_OBJECT

public:
    explicit VerdictStage(ExploreController *controller, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void reserveHeight();

    ExploreController *m_controller;
    QScrollArea *m_scroll;
    QLabel *m_caption;
    QLabel *m_verdict;
    QLabel *m_forensics;
};

// The keys added (select one to see where the filter put it), the collision colouring, the cell under the
// pointer, the false-positive hunt and the live numbers.
class KeysPanel : public QWidget {
    Q_OBJECT

public:
    explicit KeysPanel(ExploreController *controller, QWidget *parent = nullptr);
    // What the bit array reports about its focused cell.
    void showCellInfo(const QString &text);
    [[nodiscard]] QCheckBox *collisionBox() const { return m_collisions; }

protected:
    void changeEvent(QEvent *event) override;

private:
    // A steady height, in rows of the list's type.
    void fitKeyList();
    // The collision colouring and the hover hint belong to the bit array: in the cuckoo view the
    // box is off limits and the hint speaks of the table's slots.
    void followView();
    void showView();

    ExploreController *m_controller;
    bool m_cuckooView = false;
    QListView *m_keyList;
    QCheckBox *m_collisions;
    QLabel *m_cellInfo;
    QLabel *m_hunt;
};
