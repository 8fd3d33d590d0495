#include "systemspage.h"

#include "systems/signupcontroller.h"
#include "systems/signuptab.h"
#include "systems/storagecontroller.h"
#include "systems/storagetab.h"
#include "systems/systemdiagram.h"
#include "systems/systemssection.h"
#include "views/viewexport.h"

#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QVBoxLayout>

SystemsPage::SystemsPage(QWidget *parent)
    : DemoPage(parent)
    , m_tabs(new QTabWidget(this))
    , m_signup(new SignupController(this))
    , m_signupTab(new SignupTab(m_signup, m_tabs))
    , m_storage(new StorageController(this))
    , m_storageTab(new StorageTab(m_storage, m_tabs))
{
    m_tabs->addTab(m_signupTab, tr("Sign-up (SQLite, Redis)"));
    m_tabs->addTab(m_storageTab, tr("Storage engine (RocksDB)"));
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
    static const QStringList names = {QStringLiteral("signup"), QStringLiteral("storage")};
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

void SystemsPage::saveSession(Session::Data &session) const
{
    const SignupController::Settings &signup = m_signup->settings();
    SystemsSection section;
    section.tab = m_tabs->currentIndex();
    // BloomLab's own database is named by omission, so a session opens on another computer too.
    section.databasePath
        = signup.databasePath == SignupController::defaultDatabasePath() ? QString() : signup.databasePath;
    section.usersToCreate = signup.usersToCreate;
    section.targetRate = signup.targetRate;
    section.home = static_cast<int>(signup.home);
    section.host = signup.host;
    section.port = signup.port;
    section.workload = signup.workload;
    section.takenShare = signup.takenShare;
    session.setSection(systemsSectionFormat().name, section);
}

void SystemsPage::restoreSession(const Session::Data &session)
{
    const auto *section = session.section<SystemsSection>(systemsSectionFormat().name);
    if (!section)
        return;
    if (section->tab < m_tabs->count())
        m_tabs->setCurrentIndex(section->tab);
    SignupController::Settings signup = m_signup->settings();
    signup.databasePath
        = section->databasePath.isEmpty() ? SignupController::defaultDatabasePath() : section->databasePath;
    signup.usersToCreate = section->usersToCreate;
    signup.targetRate = section->targetRate;
    signup.home = static_cast<SignupController::Home>(section->home);
    signup.host = section->host;
    signup.port = section->port;
    signup.workload = section->workload;
    signup.takenShare = section->takenShare;
    m_signup->setSettings(signup);
}
