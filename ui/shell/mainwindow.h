#pragma once
// The window: a sidebar of demos, the current page, and the menus. Pages are built lazily the
// first time they are shown, so start-up costs one page, not six.

#include "shell/pagecatalog.h"

#include <QHash>
#include <QMainWindow>

class DemoPage;
class Documents;
class QActionGroup;
class QUndoGroup;
class QListWidget;
class QShortcut;
class QStackedWidget;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    void showPage(PageId id);
    // Shows the Lessons page at a lesson's step (0-based); false when there is none.
    bool openLesson(const QString &lessonId, int step);
    // "lesson:<id>/<step-id>" or "page:<name>"; false when it leads nowhere.
    bool followLink(const QString &link);
    [[nodiscard]] PageId currentPage() const;
    // The page's content once it has been built, otherwise nullptr.
    [[nodiscard]] DemoPage *pageContent(PageId id) const;
    // The page's content, built now if it was not yet.
    DemoPage *page(PageId id);
    [[nodiscard]] Documents *documents() const { return m_documents; }
    void setStatusMessage(const QString &text);

    // Presenter mode: the page alone, full screen, larger and in high contrast.
    void setPresenterMode(bool on);
    [[nodiscard]] bool isPresenterMode() const { return m_presenting; }

protected:
    void closeEvent(QCloseEvent *event) override;
    // A session or filter file dropped on the window opens as if chosen in File → Open.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createPages();
    void createMenus();
    QMenu *createLanguageMenu();
    void chooseLanguage(const QString &code);
    void showAbout();
    void restoreSettings();
    void saveSettings() const;
    DemoPage *ensureBuilt(PageId id);
    void updatePageActions();

    QListWidget *m_navigation = nullptr;
    QStackedWidget *m_stack = nullptr;
    QActionGroup *m_pageActions = nullptr;
    QHash<PageId, QWidget *> m_hosts; // one placeholder per page, holding its content
    QHash<PageId, DemoPage *> m_content; // built pages
    QUndoGroup *m_undoGroup = nullptr;
    Documents *m_documents = nullptr;
    QWidget *m_sidebar = nullptr;
    QAction *m_presenterAction = nullptr;
    QAction *m_exportAction = nullptr;
    QShortcut *m_leavePresenter = nullptr;
    bool m_presenting = false;
    Qt::WindowStates m_statesBeforePresenting;
};
