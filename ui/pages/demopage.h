#pragma once
// What the window asks of every page: its undo history, presenter mode and image export. A page
// that has none of these keeps the defaults.

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
};
