#pragma once
// The heart of Explore as one stage: the bit array, the caption and verdict, the player bar, and
// the steps table beside the code. The Explore page and a lesson step lay out the same stage
// around their own ExploreController; neither builds a second copy of these widgets.

#include <QWidget>

class BitArrayView;
class CodePanel;
class ExploreController;
class PlayerBar;
class QSplitter;
class VerdictStage;

class ExploreArrayStage : public QWidget {
    Q_OBJECT

public:
    explicit ExploreArrayStage(ExploreController *controller, QWidget *parent = nullptr);

    [[nodiscard]] BitArrayView *view() const { return m_view; }
    [[nodiscard]] PlayerBar *playerBar() const { return m_playerBar; }
    [[nodiscard]] CodePanel *code() const { return m_code; }
    // The steps table and the code: a lesson with little room may hide them.
    [[nodiscard]] QSplitter *details() const { return m_details; }

private:
    void showFrame();

    ExploreController *m_controller;
    BitArrayView *m_view;
    VerdictStage *m_verdict;
    PlayerBar *m_playerBar;
    CodePanel *m_code;
    QSplitter *m_details;
};
