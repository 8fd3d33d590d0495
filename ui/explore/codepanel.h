#pragma once
// Simplified C++ of add() and mightContain() as core implements them. The line being executed is
// highlighted in step with the animation, with the current i, position and bit beside it.

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
