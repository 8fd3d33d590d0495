#pragma once
// Deletion's stages: small widgets, each bound to a DeletionController, that the page (and later a
// lesson step) lays out. Each reads the controller and asks it to act; none holds state of its own
// beyond what the user is typing.

#include "deletion/deletioncontroller.h"

#include <QGroupBox>
#include <QWidget>

class BitArrayView;
class CuckooTableView;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QToolButton;

// The key box with Add and Delete selected key, the counter width, the hazards, Reset, and the
// message that says why an input was refused.
class DeletionControlsBar : public QWidget {
    Q_OBJECT

public:
    explicit DeletionControlsBar(DeletionController *controller, QWidget *parent = nullptr);
    [[nodiscard]] QLineEdit *keyEdit() const { return m_keyEdit; }
    // Only the key box, Add and Delete: a lesson step's narrow column, whose steps set the rest.
    void setCompact(bool compact);

private:
    void addTyped();
    void syncWidth();

    DeletionController *m_controller;
    QLineEdit *m_keyEdit;
    QComboBox *m_width;
    QToolButton *m_hazards;
    QPushButton *m_reset;
    QLabel *m_message;
};

// One filter: its title, what a delete does to it, its array, and what the last delete did.
class FilterColumnStage : public QGroupBox {
    Q_OBJECT

public:
    FilterColumnStage(
        DeletionController *controller, DeletionController::Side side, QWidget *parent = nullptr);
    [[nodiscard]] BitArrayView *view() const { return m_view; }

private:
    void refresh();

    DeletionController *m_controller;
    DeletionController::Side m_side;
    BitArrayView *m_view;
    QLabel *m_result;
};

// The cuckoo filter: its title, what a remove does to it, its table, the step in words while an
// animation plays, and what the last delete did.
class CuckooColumnStage : public QGroupBox {
    Q_OBJECT

public:
    explicit CuckooColumnStage(DeletionController *controller, QWidget *parent = nullptr);
    [[nodiscard]] CuckooTableView *view() const { return m_view; }

private:
    void refresh();

    DeletionController *m_controller;
    CuckooTableView *m_view;
    QLabel *m_result;
};

// The keys and where each stands in each filter; the selected one is the key Delete acts on.
class DeletionKeysStage : public QGroupBox {
    Q_OBJECT

public:
    explicit DeletionKeysStage(DeletionController *controller, QWidget *parent = nullptr);
    [[nodiscard]] QListView *list() const { return m_list; }

private:
    void ensureCurrent();

    DeletionController *m_controller;
    QListView *m_list;
};

// What happened, numbered: each delete, each hazard's steps.
class DeletionEventsStage : public QGroupBox {
    Q_OBJECT

public:
    explicit DeletionEventsStage(DeletionController *controller, QWidget *parent = nullptr);

private:
    QListView *m_list;
};

// What counting costs: memory against the plain filter, and the chance a counter overflows.
class CountingCostsStage : public QGroupBox {
    Q_OBJECT

public:
    explicit CountingCostsStage(DeletionController *controller, QWidget *parent = nullptr);

private:
    void refresh();

    DeletionController *m_controller;
    QLabel *m_memory;
    QLabel *m_overflow;
};
