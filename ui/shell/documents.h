#pragma once
// The File menu's documents: sessions (.bloomlab, JSON: every page's settings and keys) and
// filters (.bloom, core's binary format). A file is read and validated completely before any page
// changes, so a corrupt, truncated, foreign or newer file leaves the app exactly as it was.

#include <QObject>
#include <QStringList>

class MainWindow;
class QAction;
class QMenu;

class Documents : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxRecent = 8;

    explicit Documents(MainWindow *window);

    // Open…, Open Recent, Save Session, Save Session As…, Save Filter…
    void addActions(QMenu *file);

    // Opens a session or a filter, whichever the file holds. On failure the app is unchanged and
    // the reason is shown to the user and kept in lastError().
    bool open(const QString &path);
    bool saveSession(const QString &path);
    bool saveFilter(const QString &path);

    [[nodiscard]] QString lastError() const { return m_lastError; }
    [[nodiscard]] QString sessionPath() const { return m_sessionPath; }
    [[nodiscard]] QStringList recentFiles() const;
    [[nodiscard]] QMenu *recentMenu() const { return m_recentMenu; }
    void clearRecentFiles();
    // Whether some page changed since the session was last opened or saved.
    [[nodiscard]] bool hasUnsavedChanges() const;
    // Asks to save unsaved changes; false when the user cancels.
    bool confirmClose();

    // Where the Open and Save dialogs start: the last folder used, while it exists.
    [[nodiscard]] static QString startFolder();

    // Tests turn message boxes off; the text stays in lastError().
    void setShowMessages(bool on) { m_showMessages = on; }

signals:
    void opened(const QString &path);

private:
    bool openSession(const QByteArray &bytes, const QString &path);
    bool openFilter(const QByteArray &bytes, const QString &path);
    bool fail(const QString &title, const QString &message);
    void inform(const QString &title, const QString &message);
    void addRecent(const QString &path);
    void rebuildRecentMenu();
    void markSaved();
    void askOpen();
    bool askSaveSession();
    void askSaveFilter();

    MainWindow *m_window;
    QMenu *m_recentMenu = nullptr;
    QString m_sessionPath;
    QString m_lastError;
    bool m_showMessages = true;
};
