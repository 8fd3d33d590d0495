#pragma once
// The textbook add() and check loop, which stops at the first 0 bit as the animated (traced)
// check does. Core's fast mightContain() differs on purpose: it loads all k bits before testing,
// trading the early exit for overlapping memory loads. The line being executed is highlighted in
// step with the animation, with the current i, position and bit beside it.

#include <QPlainTextEdit>

#include <bloom/trace.h>

struct PlayerFrame;

class CodePanel : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit CodePanel(QWidget *parent = nullptr);

    void showFrame(const bloom::Trace *trace, const PlayerFrame &frame);
    // The highlighted line, 0-based, or -1.
    [[nodiscard]] int currentLine() const { return m_line; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void highlight();
    int m_line = -1;
};
