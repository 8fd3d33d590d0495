#pragma once
// What the window asks of every page: its undo history, presenter mode, image export, its part
// of a session file and, for a page that draws filters, .bloom files. A page that has none of
// these keeps the defaults; the window and Documents know no page by name.

#include "session/sessiondata.h"

#include <bloom/bloom_filter.h>
#include <bloom/serialize.h>

#include <QFont>
#include <QList>
#include <QPair>
#include <QPointer>
#include <QWidget>

class QUndoStack;

class DemoPage : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    [[nodiscard]] virtual QUndoStack *undoStack() { return nullptr; }
    // Presenter mode, for a projector: every text on the page 1.5× larger (tables, code, charts and
    // custom-painted views included, as they follow the page's font) and a high-contrast palette.
    // A page adds what is its own in presenterModeChanged().
    [[nodiscard]] virtual bool supportsPresenterMode() const { return true; }
    void setPresenterMode(bool on);
    [[nodiscard]] bool isPresenting() const { return m_presenting; }
    static constexpr double kPresenterScale = 1.5;
    [[nodiscard]] virtual bool canExportImage() const { return false; }
    // Asks for a file name and saves the page's main view as PNG or SVG.
    virtual void exportImage() { }

    // Writes the page's settings and contents into a session, as its registered section.
    virtual void saveSession(Session::Data &session) const { Q_UNUSED(session); }
    // Takes them back from a session the reader has fully validated, as one undoable step.
    virtual void restoreSession(const Session::Data &session) { Q_UNUSED(session); }

    // .bloom files, for a page that draws filters: whether it can draw one of this shape, and
    // drawing it as one undoable step.
    [[nodiscard]] virtual bool canShowFilter(const bloom::FileHeader &header) const
    {
        Q_UNUSED(header);
        return false;
    }
    virtual void showFilter(const bloom::BloomFilter &filter, const QString &fileName)
    {
        Q_UNUSED(filter);
        Q_UNUSED(fileName);
    }
    // A sentence on which filters the page draws, for a file it cannot.
    [[nodiscard]] virtual QString filterLimits() const { return {}; }
    // Writes the page's filter as a .bloom file; returns an error message or "".
    [[nodiscard]] virtual QString saveFilter(const QString &path) const
    {
        Q_UNUSED(path);
        return {};
    }

    // Opens a named place on the page (a tab, a card) for a "page:<name>/<place>" link; false
    // for a place the page does not have.
    virtual bool showPlace(const QString &place)
    {
        Q_UNUSED(place);
        return false;
    }

    // False for a page whose work is kept as it is made (the lessons' progress): its history is
    // no reason to ask about saving.
    [[nodiscard]] virtual bool keepsUnsavedWork() const { return true; }

signals:
    // The page's undoStack() is now another stack (a lesson step on another demo).
    void undoStackChanged();
    // Asks the window to show another page (by its catalog name) holding `state`, restored as
    // that page restores a session: a lesson's "Open in Explore".
    void continueOnPage(const QString &pageName, const Session::Data &state);
    // Asks the window to follow a link to what teaches something: "lesson:<id>/<step-id>" opens
    // that lesson step, "page:<name>" a page as it stands (a quiz question's Show me).
    void linkActivated(const QString &link);

protected:
    virtual void presenterModeChanged(bool on) { Q_UNUSED(on); }

private:
    bool m_presenting = false;
    bool m_hadOwnFont = false;
    QFont m_ownFont;
    // Descendants that did not follow the page's font, with what to restore: their own font, or
    // an empty QFont() to inherit again.
    QList<QPair<QPointer<QWidget>, QFont>> m_explicitFonts;
};
