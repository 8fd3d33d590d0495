#pragma once
// The heart of Explore as one stage: the bit array, the caption and verdict, the player bar, and
// the steps table beside the code. The Explore page and a lesson step lay out the same stage
// around their own ExploreController; neither builds a second copy of these widgets.

#include <QWidget>

class BitArrayView;
class CodePanel;
class CuckooTableView;
class QLabel;
class QStackedWidget;
class QTabBar;
class ExploreController;
class PlayerBar;
class QSplitter;
class VerdictStage;

class ExploreArrayStage : public QWidget {
    Q_OBJECT

public:
    explicit ExploreArrayStage(ExploreController *controller, QWidget *parent = nullptr);

    [[nodiscard]] BitArrayView *view() const { return m_view; }
    [[nodiscard]] CuckooTableView *cuckooView() const { return m_cuckoo; }
    // "Bit array" and "Cuckoo filter": which filter the keys are shown in.
    [[nodiscard]] QTabBar *filterTabs() const { return m_tabs; }
    [[nodiscard]] PlayerBar *playerBar() const { return m_playerBar; }
    [[nodiscard]] CodePanel *code() const { return m_code; }
    // The steps table and the code: a lesson with little room may hide them.
    [[nodiscard]] QSplitter *details() const { return m_details; }

private:
    void showFrame();

    void showFilter(int tab);

    ExploreController *m_controller;
    QTabBar *m_tabs;
    QStackedWidget *m_views;
    BitArrayView *m_view;
    CuckooTableView *m_cuckoo;
    QLabel *m_cuckooSummary;
    VerdictStage *m_verdict;
    PlayerBar *m_playerBar;
    CodePanel *m_code;
    QSplitter *m_details;
};
