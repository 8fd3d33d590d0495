#pragma once
// The Systems page: the articles' systems running on the real components, a tab each. The page
// holds each system's controller and tab; its image export saves the open tab's diagram, and its
// session section keeps every tab's settings.
#include "pages/demopage.h"

class CdnController;
class CdnTab;
class CrawlerController;
class CrawlerTab;
class QTabWidget;
class SafeBrowsingController;
class SafeBrowsingTab;
class SignupController;
class SignupTab;
class StorageController;
class StorageTab;
class SystemDiagram;

class SystemsPage : public DemoPage {
    Q_OBJECT

public:
    explicit SystemsPage(QWidget *parent = nullptr);

    [[nodiscard]] bool canExportImage() const override { return true; }
    void exportImage() override;
    void saveSession(Session::Data &session) const override;
    void restoreSession(const Session::Data &session) override;
    [[nodiscard]] bool keepsUnsavedWork() const override { return false; }

    // "signup", "storage", "crawler", "safe-browsing", "cdn": the tab a link opens.
    bool showPlace(const QString &place) override;
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    [[nodiscard]] SignupController *signup() const { return m_signup; }
    [[nodiscard]] StorageController *storage() const { return m_storage; }
    [[nodiscard]] CrawlerController *crawler() const { return m_crawler; }
    [[nodiscard]] SafeBrowsingController *safeBrowsing() const { return m_safeBrowsing; }
    [[nodiscard]] CdnController *cdn() const { return m_cdn; }
    [[nodiscard]] SystemDiagram *currentDiagram() const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    QTabWidget *m_tabs;
    SignupController *m_signup;
    SignupTab *m_signupTab;
    StorageController *m_storage;
    StorageTab *m_storageTab;
    CrawlerController *m_crawler;
    CrawlerTab *m_crawlerTab;
    SafeBrowsingController *m_safeBrowsing;
    SafeBrowsingTab *m_safeBrowsingTab;
    CdnController *m_cdn;
    CdnTab *m_cdnTab;
    bool m_opened = false;
};
