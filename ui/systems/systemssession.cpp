// The Systems page's settings in a session file: every tab's, as SystemsSection holds them.
#include "systemspage.h"

#include "systems/cdncontroller.h"
#include "systems/crawlercontroller.h"
#include "systems/safebrowsingcontroller.h"
#include "systems/signupcontroller.h"
#include "systems/storagecontroller.h"
#include "systems/systemssection.h"

#include <QTabWidget>

void SystemsPage::saveSession(Session::Data &session) const
{
    SystemsSection section;
    section.tab = m_tabs->currentIndex();
    const SignupController::Settings &signup = m_signup->settings();
    // BloomLab's own database is named by omission, so a session opens on another computer too.
    section.signup.databasePath
        = signup.databasePath == SignupController::defaultDatabasePath() ? QString() : signup.databasePath;
    section.signup.usersToCreate = signup.usersToCreate;
    section.signup.targetRate = signup.targetRate;
    section.signup.home = static_cast<int>(signup.home);
    section.signup.host = signup.host;
    section.signup.port = signup.port;
    section.signup.workload = signup.workload;
    section.signup.takenShare = signup.takenShare;
    const StorageController::Settings &storage = m_storage->settings();
    section.storage = {storage.files, storage.keysPerFile, storage.bitsPerKey, storage.lookups,
        storage.missingShare, storage.scanKeys};
    const CrawlerController::Settings &crawler = m_crawler->settings();
    section.crawler = {crawler.pages, crawler.targetRate, crawler.seed};
    const SafeBrowsingController::Settings &safe = m_safeBrowsing->settings();
    section.safeBrowsing
        = {safe.listSize, safe.checks, safe.listedShare, safe.targetRate, static_cast<int>(safe.client)};
    const CdnController::Settings &cdn = m_cdn->settings();
    section.cdn = {cdn.requests, cdn.catalogue, cdn.zipfExponent, cdn.cacheCapacity, cdn.targetRate};
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
    signup.databasePath = section->signup.databasePath.isEmpty() ? SignupController::defaultDatabasePath()
                                                                 : section->signup.databasePath;
    signup.usersToCreate = section->signup.usersToCreate;
    signup.targetRate = section->signup.targetRate;
    signup.home = static_cast<SignupController::Home>(section->signup.home);
    signup.host = section->signup.host;
    signup.port = section->signup.port;
    signup.workload = section->signup.workload;
    signup.takenShare = section->signup.takenShare;
    m_signup->setSettings(signup);

    StorageController::Settings storage = m_storage->settings();
    storage.files = section->storage.files;
    storage.keysPerFile = section->storage.keysPerFile;
    storage.bitsPerKey = section->storage.bitsPerKey;
    storage.lookups = section->storage.lookups;
    storage.missingShare = section->storage.missingShare;
    storage.scanKeys = section->storage.scanKeys;
    m_storage->setSettings(storage);

    CrawlerController::Settings crawler = m_crawler->settings();
    crawler.pages = section->crawler.pages;
    crawler.targetRate = section->crawler.targetRate;
    crawler.seed = section->crawler.seed;
    m_crawler->setSettings(crawler);

    SafeBrowsingController::Settings safe = m_safeBrowsing->settings();
    safe.listSize = section->safeBrowsing.listSize;
    safe.checks = section->safeBrowsing.checks;
    safe.listedShare = section->safeBrowsing.listedShare;
    safe.targetRate = section->safeBrowsing.targetRate;
    safe.client = static_cast<SafeBrowsingController::Client>(section->safeBrowsing.client);
    m_safeBrowsing->setSettings(safe);

    CdnController::Settings cdn = m_cdn->settings();
    cdn.requests = section->cdn.requests;
    cdn.catalogue = section->cdn.catalogue;
    cdn.zipfExponent = section->cdn.zipfExponent;
    cdn.cacheCapacity = section->cdn.cacheCapacity;
    cdn.targetRate = section->cdn.targetRate;
    m_cdn->setSettings(cdn);
}
