#include "shell/documents.h"

#include "common/errormessages.h"
#include "common/filestore.h"
#include "common/numberformat.h"
#include "pages/demopage.h"
#include "shell/mainwindow.h"

#include <bloom/math.h>
#include <bloom/serialize.h>
#include <session/sessionjson.h>

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>

#include <cmath>
#include <span>

namespace {

const auto kRecentKey = QStringLiteral("files/recent");
const auto kFolderKey = QStringLiteral("files/folder");
// Far above any real filter a teaching app opens, and below what would strain memory.
constexpr qint64 kMaxFilterFileBytes = 4ll << 30;

std::span<const std::uint8_t> asBytes(const QByteArray &bytes)
{
    return {
        reinterpret_cast<const std::uint8_t *>(bytes.constData()), static_cast<std::size_t>(bytes.size())};
}

bool looksLikeJson(const QByteArray &bytes)
{
    const QByteArray start = bytes.left(64).trimmed();
    return start.startsWith('{') || start.startsWith("\xEF\xBB\xBF{");
}

void rememberFolder(const QString &path)
{
    QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
}

} // namespace

QString Documents::startFolder()
{
    // The first of these that exists. A folder that is gone (a removed stick, a new machine with
    // no Documents folder) opened the dialog in its parent with its name typed as the file name.
    const QString candidates[] {QSettings().value(kFolderKey).toString(),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation), QDir::homePath()};
    for (const QString &folder : candidates) {
        if (!folder.isEmpty() && QFileInfo(folder).isDir())
            return folder;
    }
    return QDir::homePath();
}

Documents::Documents(MainWindow *window) : QObject(window), m_window(window) { }

void Documents::addActions(QMenu *file)
{
    QAction *open = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open…"));
    open->setShortcut(QKeySequence::Open);
    open->setStatusTip(tr("Open a session (.bloomlab) or a filter (.bloom)"));
    connect(open, &QAction::triggered, this, &Documents::askOpen);

    m_recentMenu
        = file->addMenu(QIcon::fromTheme(QStringLiteral("document-open-recent")), tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    rebuildRecentMenu();
    file->addSeparator();

    QAction *save = file->addAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save Session"));
    save->setShortcut(QKeySequence::Save);
    save->setStatusTip(tr("Save every page's settings and keys, to pick up where you left off"));
    connect(save, &QAction::triggered, this, [this] {
        if (m_sessionPath.isEmpty())
            askSaveSession();
        else
            saveSession(m_sessionPath);
    });
    QAction *saveAs
        = file->addAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save Session &As…"));
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    saveAs->setStatusTip(tr("Save the session under a new name"));
    connect(saveAs, &QAction::triggered, this, &Documents::askSaveSession);
    QAction *saveFilter = file->addAction(tr("Save &Filter…"));
    saveFilter->setStatusTip(tr("Save the Explore page's filter as a .bloom file"));
    connect(saveFilter, &QAction::triggered, this, &Documents::askSaveFilter);
    file->addSeparator();
}

bool Documents::open(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    auto read = FileStore::read(path, kMaxFilterFileBytes);
    if (const QString *error = std::get_if<QString>(&read)) {
        if (!QFileInfo::exists(path)) {
            QStringList recent = recentFiles();
            recent.removeAll(QFileInfo(path).absoluteFilePath());
            QSettings().setValue(kRecentKey, recent);
            rebuildRecentMenu();
        }
        return fail(tr("Cannot Open File"), *error);
    }
    const QByteArray bytes = std::get<QByteArray>(std::move(read));
    bool ok = false;
    if (bytes.startsWith("BLMF"))
        ok = openFilter(bytes, path);
    else if (looksLikeJson(bytes))
        ok = openSession(bytes, path);
    else
        return fail(tr("Cannot Open File"),
            bytes.isEmpty() ? tr("“%1” is empty.").arg(name)
                            : tr("“%1” is not a BloomLab file: it is neither a session (.bloomlab) nor a "
                                 "filter (.bloom).")
                                  .arg(name));
    if (ok) {
        addRecent(path);
        rememberFolder(path);
        emit opened(path);
    }
    return ok;
}

bool Documents::openSession(const QByteArray &bytes, const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    const Session::ReadResult result = Session::fromJson(bytes);
    if (const auto *error = std::get_if<Session::Error>(&result))
        return fail(tr("Cannot Open Session"),
            tr("“%1” was not opened, and nothing was changed. %2")
                .arg(name, ErrorMessages::forSession(*error)));
    const Session::Data &session = std::get<Session::Data>(result);
    for (PageId id : PageCatalog::all()) {
        if (session.sections.count(PageCatalog::name(id)))
            m_window->page(id)->restoreSession(session);
    }
    if (const auto page = PageCatalog::fromName(session.page))
        m_window->showPage(*page);
    m_sessionPath = path;
    markSaved();
    return true;
}

bool Documents::openFilter(const QByteArray &bytes, const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    const auto header = bloom::readFileHeader(asBytes(bytes));
    if (!header)
        return fail(tr("Cannot Open Filter"),
            tr("“%1” was not opened, and nothing was changed. %2")
                .arg(name, ErrorMessages::forError(header.error())));
    DemoPage *filterPage = m_window->page(PageCatalog::filterPage());
    if (filterPage->canShowFilter(*header)) {
        auto filter = bloom::deserialize(asBytes(bytes));
        if (!filter)
            return fail(tr("Cannot Open Filter"),
                tr("“%1” was not opened, and nothing was changed. %2")
                    .arg(name, ErrorMessages::forError(filter.error())));
        m_window->showPage(PageCatalog::filterPage());
        filterPage->showFilter(*filter, name);
        return true;
    }
    // Too big (or counting) for a teaching page: say what the file holds instead.
    const QLocale locale;
    if (header->kind == bloom::FilterKind::Cuckoo) {
        auto cuckoo = bloom::deserializeCuckoo(asBytes(bytes));
        if (!cuckoo)
            return fail(tr("Cannot Open Filter"),
                tr("“%1” was not opened, and nothing was changed. %2")
                    .arg(name, ErrorMessages::forError(cuckoo.error())));
        inform(tr("Filter File"),
            tr("“%1” holds a cuckoo filter of %2 buckets of %3 fingerprints of %4 bits (%5) with %6 keys. "
               "It is %7 full, so a key that was never added tests positive with probability about %8. "
               "The teaching pages show Bloom filters only.")
                .arg(name, locale.toString(cuckoo->bucketCount()), locale.toString(cuckoo->slotsPerBucket()),
                    locale.toString(cuckoo->fingerprintBits()),
                    NumberFormat::bytes(double(cuckoo->memoryBytes())), locale.toString(cuckoo->itemCount()),
                    NumberFormat::percent(cuckoo->loadFactor()),
                    NumberFormat::percent(
                        bloom::cuckooFalsePositiveRate(cuckoo->fingerprintBits(), cuckoo->loadFactor()))));
        return true;
    }
    const double fill = [&]() -> double {
        if (header->kind != bloom::FilterKind::Classic)
            return -1;
        auto filter = bloom::deserialize(asBytes(bytes));
        return filter ? filter->fillRatio() : -1;
    }();
    QString facts
        = tr("“%1” holds a %2 filter of %3 bits (%4) with %5 hash functions and %6 keys.")
              .arg(name, header->kind == bloom::FilterKind::Classic ? tr("classic") : tr("counting"),
                  locale.toString(header->bits), NumberFormat::bytes(double(header->payloadBytes)),
                  locale.toString(header->hashes), locale.toString(header->itemCount));
    if (fill >= 0)
        facts += QLatin1Char(' ')
            + tr("%1 of its bits are set, so a key that was never added tests positive with probability %2.")
                  .arg(NumberFormat::percent(fill), NumberFormat::percent(std::pow(fill, header->hashes)));
    facts += QLatin1Char(' ') + filterPage->filterLimits();
    inform(tr("Filter File"), facts);
    return true;
}

bool Documents::saveSession(const QString &path)
{
    Session::Data session;
    session.page = PageCatalog::name(m_window->currentPage());
    for (PageId id : PageCatalog::all()) {
        if (DemoPage *page = m_window->pageContent(id))
            page->saveSession(session);
    }
    if (const QString error = FileStore::write(path, Session::toJson(session)); !error.isEmpty())
        return fail(tr("Cannot Save Session"), error);
    m_sessionPath = path;
    addRecent(path);
    rememberFolder(path);
    markSaved();
    return true;
}

bool Documents::saveFilter(const QString &path)
{
    const DemoPage *filterPage = m_window->page(PageCatalog::filterPage());
    if (const QString error = filterPage->saveFilter(path); !error.isEmpty())
        return fail(tr("Cannot Save Filter"), error);
    addRecent(path);
    rememberFolder(path);
    return true;
}

QStringList Documents::recentFiles() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void Documents::clearRecentFiles()
{
    QSettings().remove(kRecentKey);
    rebuildRecentMenu();
}

bool Documents::hasUnsavedChanges() const
{
    for (PageId id : PageCatalog::all()) {
        DemoPage *page = m_window->pageContent(id);
        if (page && page->keepsUnsavedWork() && page->undoStack() && !page->undoStack()->isClean())
            return true;
    }
    return false;
}

bool Documents::confirmClose()
{
    if (!hasUnsavedChanges() || !m_showMessages)
        return true;
    QMessageBox box(QMessageBox::Question, tr("Save Session?"),
        tr("Save this session before closing? Otherwise the keys and settings of every page are lost."),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return m_sessionPath.isEmpty() ? askSaveSession() : saveSession(m_sessionPath);
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

bool Documents::fail(const QString &title, const QString &message)
{
    m_lastError = message;
    if (m_showMessages) {
        auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, m_window);
        box->setObjectName(QStringLiteral("fileError"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    return false;
}

void Documents::inform(const QString &title, const QString &message)
{
    m_lastError.clear();
    m_window->setStatusMessage(message);
    if (m_showMessages) {
        auto *box = new QMessageBox(QMessageBox::Information, title, message, QMessageBox::Ok, m_window);
        box->setObjectName(QStringLiteral("fileInfo"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
}

void Documents::addRecent(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList recent = recentFiles();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    QSettings().setValue(kRecentKey, recent);
    rebuildRecentMenu();
}

void Documents::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = recentFiles();
    int number = 1;
    for (const QString &path : recent) {
        // "&1 name" gives each entry a mnemonic; the full path is the tooltip and status tip.
        QString name = QFileInfo(path).fileName();
        name.replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction *action = m_recentMenu->addAction(tr("&%1 %2").arg(number++).arg(name));
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] { open(path); });
    }
    if (!recent.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("&Clear List"));
    clear->setEnabled(!recent.isEmpty());
    connect(clear, &QAction::triggered, this, &Documents::clearRecentFiles);
}

void Documents::markSaved()
{
    for (PageId id : PageCatalog::all()) {
        DemoPage *page = m_window->pageContent(id);
        if (page && page->undoStack())
            page->undoStack()->setClean();
    }
}

void Documents::askOpen()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open"), startFolder(),
        tr("BloomLab files (*.bloomlab *.bloom);;Sessions (*.bloomlab);;Filters (*.bloom);;All files (*)"));
    if (!path.isEmpty())
        open(path);
}

bool Documents::askSaveSession()
{
    const QString suggested = m_sessionPath.isEmpty()
        ? startFolder() + QLatin1Char('/') + tr("session") + QStringLiteral(".bloomlab")
        : m_sessionPath;
    QFileDialog dialog(m_window, tr("Save Session"), suggested, tr("Sessions (*.bloomlab)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QLatin1String(Session::kFileSuffix));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return false;
    return saveSession(dialog.selectedFiles().constFirst());
}

void Documents::askSaveFilter()
{
    QFileDialog dialog(m_window, tr("Save Filter"),
        startFolder() + QLatin1Char('/') + tr("filter") + QStringLiteral(".bloom"), tr("Filters (*.bloom)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("bloom"));
    if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty())
        saveFilter(dialog.selectedFiles().constFirst());
}
