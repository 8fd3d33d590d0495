#pragma once
// What the window asks of every page: its undo history, presenter mode, image export and its part
// of a session file. A page that has none of these keeps the defaults.

#include "session/sessiondata.h"

#include <QWidget>

class QUndoStack;

class DemoPage : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    [[nodiscard]] virtual QUndoStack *undoStack() { return nullptr; }
    [[nodiscard]] virtual bool supportsPresenterMode() const { return false; }
    virtual void setPresenterMode(bool on) { Q_UNUSED(on); }
    [[nodiscard]] virtual bool canExportImage() const { return false; }
    // Asks for a file name and saves the page's main view as PNG or SVG.
    virtual void exportImage() { }

    // Writes the page's settings and contents into a session.
    virtual void saveSession(Session::Data &session) const { Q_UNUSED(session); }
    // Takes them back from a session the reader has fully validated, as one undoable step.
    virtual void restoreSession(const Session::Data &session) { Q_UNUSED(session); }
};
