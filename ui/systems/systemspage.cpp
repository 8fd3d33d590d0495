#include "systemspage.h"

#include "systems/cdncontroller.h"
#include "systems/cdntab.h"
#include "systems/crawlercontroller.h"
#include "systems/crawlertab.h"
#include "systems/safebrowsingcontroller.h"
#include "systems/safebrowsingtab.h"
#include "systems/signupcontroller.h"
#include "systems/signuptab.h"
#include "systems/storagecontroller.h"
#include "systems/storagetab.h"
#include "systems/systemdiagram.h"
#include "views/viewexport.h"

#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QVBoxLayout>

SystemsPage::SystemsPage(QWidget *parent)
    : DemoPage(parent),
      m_tabs(new QTabWidget(this)),
      m_signup(new SignupController(this)),
      m_signupTab(new SignupTab(m_signup, m_tabs)),
      m_storage(new StorageController(this)),
      m_storageTab(new StorageTab(m_storage, m_tabs)),
      m_crawler(new CrawlerController(this)),
      m_crawlerTab(new CrawlerTab(m_crawler, m_tabs)),
      m_safeBrowsing(new SafeBrowsingController(this)),
      m_safeBrowsingTab(new SafeBrowsingTab(m_safeBrowsing, m_tabs)),
      m_cdn(new CdnController(this)),
      m_cdnTab(new CdnTab(m_cdn, m_tabs))
{
    m_tabs->addTab(m_signupTab, tr("Sign-up (SQLite, Redis)"));
    m_tabs->addTab(m_storageTab, tr("Storage engine (RocksDB)"));
    m_tabs->addTab(m_crawlerTab, tr("Web crawler"));
    m_tabs->addTab(m_safeBrowsingTab, tr("Safe Browsing"));
    m_tabs->addTab(m_cdnTab, tr("CDN (one-hit wonders)"));
    m_tabs->setObjectName(QStringLiteral("systemsTabs"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
}

void SystemsPage::showEvent(QShowEvent *event)
{
    // The database opens when the page is first seen, not when BloomLab starts.
    if (!m_opened) {
        m_opened = true;
        m_signup->openDatabase();
    }
    DemoPage::showEvent(event);
}

SystemDiagram *SystemsPage::currentDiagram() const
{
    if (auto *tab = qobject_cast<SystemTab *>(m_tabs->currentWidget()))
        return tab->diagram();
    return nullptr;
}

bool SystemsPage::showPlace(const QString &place)
{
    static const QStringList names = {QStringLiteral("signup"), QStringLiteral("storage"),
        QStringLiteral("crawler"), QStringLiteral("safe-browsing"), QStringLiteral("cdn")};
    const int index = static_cast<int>(names.indexOf(place));
    if (index < 0 || index >= m_tabs->count())
        return false;
    m_tabs->setCurrentIndex(index);
    return true;
}

void SystemsPage::exportImage()
{
    SystemDiagram *diagram = currentDiagram();
    if (!diagram)
        return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the diagram"),
        QDir(folder).filePath(tr("system-diagram.png")), tr("PNG image (*.png);;SVG image (*.svg)"));
    if (path.isEmpty())
        return;
    const QString error = ViewExport::saveImage(*diagram, path, m_tabs->tabText(m_tabs->currentIndex()));
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export the diagram"), error);
}
