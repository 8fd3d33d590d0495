#include "mainwindow.h"

#include "common/historykeys.h"
#include "common/splitters.h"
#include "lessons/lessonbook.h"
#include "lessons/lessonspage.h"
#include "pages/demopage.h"
#include "shell/documents.h"
#include "shell/languages.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

namespace {
const auto kGeometryKey = QStringLiteral("window/geometry");
const auto kStateKey = QStringLiteral("window/state");
const auto kPageKey = QStringLiteral("window/page");
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_undoGroup(new QUndoGroup(this)), m_documents(new Documents(this))
{
    PageCatalog::registerSessionSections();
    setAcceptDrops(true);
    setWindowIcon(QIcon(QStringLiteral(":/bloomlab/icons/bloomlab.svg")));
    createPages();
    createMenus();
    statusBar()->showMessage(tr("Ready"), 3000);
    restoreSettings();
}

void MainWindow::createPages()
{
    m_navigation = new QListWidget;
    m_navigation->setObjectName(QStringLiteral("pageNavigation"));
    m_navigation->setAccessibleName(tr("Pages"));
    m_navigation->setAccessibleDescription(tr("Choose a demo to open"));
    m_navigation->setFrameShape(QFrame::NoFrame);
    m_navigation->setSpacing(2);
    // Padding only: colours stay with the palette, so dark mode and high contrast still work.
    m_navigation->setStyleSheet(QStringLiteral("QListWidget::item { padding: 4px 14px; }"));
    QFont navigationFont = m_navigation->font();
    navigationFont.setPointSizeF(navigationFont.pointSizeF() * 1.15);
    m_navigation->setFont(navigationFont);
    m_navigation->setBackgroundRole(QPalette::AlternateBase);
    m_navigation->setAutoFillBackground(true);

    m_stack = new QStackedWidget;
    for (PageId id : PageCatalog::all()) {
        auto *item = new QListWidgetItem(PageCatalog::title(id), m_navigation);
        item->setToolTip(PageCatalog::summary(id));
        item->setSizeHint(QSize(0, m_navigation->fontMetrics().height() * 2));
        auto *host = new QWidget;
        host->setObjectName(PageCatalog::name(id) + QStringLiteral("Host"));
        auto *layout = new QVBoxLayout(host);
        layout->setContentsMargins(0, 0, 0, 0);
        m_stack->addWidget(host);
        m_hosts.insert(id, host);
    }
    connect(m_navigation, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < PageCatalog::all().size())
            showPage(PageCatalog::all().at(row));
    });

    // The sidebar: the app's name above the list of demos.
    auto *brand = new QLabel;
    brand->setText(QStringLiteral("<b>BloomLab</b>"));
    QFont brandFont = brand->font();
    brandFont.setPointSizeF(brandFont.pointSizeF() * 1.5);
    brand->setFont(brandFont);
    auto *brandIcon = new QLabel;
    brandIcon->setPixmap(windowIcon().pixmap(32, 32));
    auto *brandRow = new QHBoxLayout;
    brandRow->setContentsMargins(14, 14, 14, 10);
    brandRow->addWidget(brandIcon);
    brandRow->addWidget(brand, 1);
    auto *sidebar = m_sidebar = new QWidget;
    sidebar->setObjectName(QStringLiteral("sidebar"));
    sidebar->setBackgroundRole(QPalette::AlternateBase);
    sidebar->setAutoFillBackground(true);
    auto *sidebarLayout = new QVBoxLayout(sidebar);
    sidebarLayout->setContentsMargins(0, 0, 0, 0);
    sidebarLayout->setSpacing(0);
    sidebarLayout->addLayout(brandRow);
    sidebarLayout->addWidget(m_navigation, 1);

    auto *splitter = Splitters::sideBySide();
    splitter->setObjectName(QStringLiteral("mainSplitter"));
    splitter->addWidget(sidebar);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(1, false);
    splitter->setSizes({200, 1080});
    setCentralWidget(splitter);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_documents->addActions(file);
    m_exportAction
        = file->addAction(QIcon::fromTheme(QStringLiteral("document-export")), tr("&Export Image…"));
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportAction->setStatusTip(tr("Save the page's main view as a PNG or SVG image, for slides"));
    connect(m_exportAction, &QAction::triggered, this, [this] {
        if (DemoPage *page = pageContent(currentPage()))
            page->exportImage();
    });
    file->addSeparator();
    QAction *quit = file->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setStatusTip(tr("Close BloomLab"));
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    // Made here rather than by QUndoGroup, whose "prefix + ' ' + step" no translation can reorder.
    auto *undo = new QAction(QIcon::fromTheme(QStringLiteral("edit-undo")), tr("&Undo"), this);
    undo->setShortcuts(HistoryKeys::undo());
    undo->setStatusTip(tr("Undo the last change on this page"));
    undo->setObjectName(QStringLiteral("undoAction"));
    auto *redo = new QAction(QIcon::fromTheme(QStringLiteral("edit-redo")), tr("&Redo"), this);
    redo->setShortcuts(HistoryKeys::redo());
    redo->setStatusTip(tr("Redo what was undone"));
    redo->setObjectName(QStringLiteral("redoAction"));
    const auto nameUndo = [undo](const QString &step) {
        undo->setText(step.isEmpty() ? tr("&Undo")
                                     : tr("&Undo %1", "%1 is the step, such as: Add seyi_codes").arg(step));
    };
    const auto nameRedo = [redo](const QString &step) {
        redo->setText(step.isEmpty() ? tr("&Redo")
                                     : tr("&Redo %1", "%1 is the step, such as: Add seyi_codes").arg(step));
    };
    connect(m_undoGroup, &QUndoGroup::undoTextChanged, undo, nameUndo);
    connect(m_undoGroup, &QUndoGroup::redoTextChanged, redo, nameRedo);
    connect(m_undoGroup, &QUndoGroup::canUndoChanged, undo, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::canRedoChanged, redo, &QAction::setEnabled);
    connect(undo, &QAction::triggered, m_undoGroup, &QUndoGroup::undo);
    connect(redo, &QAction::triggered, m_undoGroup, &QUndoGroup::redo);
    undo->setEnabled(m_undoGroup->canUndo());
    redo->setEnabled(m_undoGroup->canRedo());
    nameUndo(m_undoGroup->undoText());
    nameRedo(m_undoGroup->redoText());
    edit->addAction(undo);
    edit->addAction(redo);
    // The menu bar is hidden while presenting: the window keeps these shortcuts working.
    addAction(undo);
    addAction(redo);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_pageActions = new QActionGroup(this);
    int index = 0;
    for (PageId id : PageCatalog::all()) {
        QAction *action = view->addAction(PageCatalog::title(id));
        action->setCheckable(true);
        action->setData(static_cast<int>(id));
        action->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + index++)));
        action->setStatusTip(PageCatalog::summary(id));
        m_pageActions->addAction(action);
        connect(action, &QAction::triggered, this, [this, id] { showPage(id); });
    }
    addActions(m_pageActions->actions()); // Ctrl+1… switch pages while presenting too
    view->addSeparator();
    QAction *fullScreen = view->addAction(tr("&Full Screen"));
    fullScreen->setCheckable(true);
    fullScreen->setShortcut(QKeySequence::FullScreen);
    fullScreen->setStatusTip(tr("Use the whole screen, for projecting in a classroom"));
    connect(fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });
    m_presenterAction = view->addAction(tr("&Presenter Mode"));
    m_presenterAction->setCheckable(true);
    m_presenterAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_presenterAction->setStatusTip(
        tr("Full screen, larger and in high contrast, for a classroom. Esc leaves."));
    connect(m_presenterAction, &QAction::toggled, this, &MainWindow::setPresenterMode);
    // The menu bar is hidden while presenting, so the window itself must keep the shortcuts.
    addAction(m_presenterAction);
    m_leavePresenter = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    m_leavePresenter->setEnabled(false); // Esc belongs to the page except while presenting
    connect(m_leavePresenter, &QShortcut::activated, this, [this] { setPresenterMode(false); });
    view->addSeparator();
    view->addMenu(createLanguageMenu());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(QIcon::fromTheme(QStringLiteral("help-about")), tr("&About BloomLab"));
    about->setStatusTip(tr("Show the version and what BloomLab is built on"));
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction *aboutQt = help->addAction(tr("About &Qt"));
    aboutQt->setStatusTip(tr("Show the Qt version BloomLab runs on"));
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

QMenu *MainWindow::createLanguageMenu()
{
    auto *menu = new QMenu(tr("&Language"), this);
    auto *group = new QActionGroup(menu);
    const QString current = Languages::current();
    for (const Language &language : Languages::supported()) {
        QAction *action = menu->addAction(language.nativeName);
        action->setCheckable(true);
        action->setChecked(language.code == current);
        action->setStatusTip(tr("Show BloomLab in %1").arg(language.nativeName));
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = language.code] { chooseLanguage(code); });
    }
    return menu;
}

void MainWindow::chooseLanguage(const QString &code)
{
    if (code == Languages::current())
        return;
    Languages::savePreference(code);
    QMessageBox box(this);
    box.setIcon(QMessageBox::Information);
    box.setWindowTitle(tr("Language"));
    box.setText(tr("BloomLab will use %1 the next time it starts.")
                    .arg(Languages::find(code).value_or(Language {}).nativeName));
    QPushButton *restart = box.addButton(tr("Restart Now"), QMessageBox::AcceptRole);
    box.addButton(tr("Later"), QMessageBox::RejectRole);
    box.exec();
    if (box.clickedButton() == restart && close()) {
        QStringList arguments = QApplication::arguments().mid(1);
        // Drop an explicit --lang so the new preference wins.
        for (qsizetype i = arguments.indexOf(QStringLiteral("--lang")); i >= 0;
             i = arguments.indexOf(QStringLiteral("--lang"))) {
            arguments.remove(i, qMin<qsizetype>(2, arguments.size() - i));
        }
        QProcess::startDetached(QApplication::applicationFilePath(), arguments);
    }
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About BloomLab"),
        tr("<h3>BloomLab %1</h3>"
           "<p>Learn Bloom filters by watching them work: every hash, every bit, every false "
           "positive explained.</p>"
           "<p>Its lessons, quiz and Systems page follow four articles on Bloom filters: in Urdu "
           "(usernames at Instagram's scale), Thai (a sign-up form and its cache), Bengali (a web "
           "crawler) and Uzbek (the formulas and LSM trees). A text that names \"the Urdu article\" "
           "means the first of them; where an article is wrong or out of date, the text says what "
           "is true.</p>"
           "<p>Built with Qt %2 and xxHash.</p>")
            .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

void MainWindow::showPage(PageId id)
{
    const int row = static_cast<int>(PageCatalog::all().indexOf(id));
    ensureBuilt(id);
    m_stack->setCurrentWidget(m_hosts.value(id));
    if (m_navigation->currentRow() != row)
        m_navigation->setCurrentRow(row);
    for (QAction *action : m_pageActions->actions()) {
        if (action->data().toInt() == static_cast<int>(id))
            action->setChecked(true);
    }
    setWindowTitle(tr("%1 — BloomLab").arg(PageCatalog::title(id)));
    updatePageActions();
}

bool MainWindow::openLesson(const QString &lessonId, int step)
{
    showPage(PageId::Lessons);
    auto *lessons = qobject_cast<LessonsPage *>(pageContent(PageId::Lessons));
    return lessons && lessons->openStep(lessonId, step);
}

bool MainWindow::followLink(const QString &link)
{
    if (link.startsWith(QLatin1String("page:"))) {
        // "page:<name>" or "page:<name>/<place>": a place the page names (a tab, say).
        const QString path = link.mid(5);
        const std::optional<PageId> target = PageCatalog::fromName(path.section(QLatin1Char('/'), 0, 0));
        if (!target)
            return false;
        showPage(*target);
        const QString place = path.section(QLatin1Char('/'), 1);
        DemoPage *page = pageContent(*target);
        return place.isEmpty() || (page && page->showPlace(place));
    }
    if (!link.startsWith(QLatin1String("lesson:")))
        return false;
    const QString lessonId = link.mid(7).section(QLatin1Char('/'), 0, 0);
    const std::optional<Lesson> lesson = LessonBook::lesson(lessonId);
    const int step = lesson ? lesson->indexOf(link.section(QLatin1Char('/'), 1)) : -1;
    return step >= 0 && openLesson(lessonId, step);
}

void MainWindow::updatePageActions()
{
    DemoPage *page = pageContent(currentPage());
    m_undoGroup->setActiveStack(page ? page->undoStack() : nullptr);
    m_exportAction->setEnabled(page && page->canExportImage());
    m_presenterAction->setEnabled(page && page->supportsPresenterMode());
    if (m_presenting && !(page && page->supportsPresenterMode()))
        setPresenterMode(false);
}

void MainWindow::setPresenterMode(bool on)
{
    DemoPage *page = pageContent(currentPage());
    if (on && !(page && page->supportsPresenterMode()))
        on = false;
    if (on == m_presenting) {
        m_presenterAction->setChecked(on);
        return;
    }
    m_presenting = on;
    m_presenterAction->setChecked(on);
    m_leavePresenter->setEnabled(on);
    m_sidebar->setVisible(!on);
    menuBar()->setVisible(!on);
    statusBar()->setVisible(!on);
    if (on) {
        m_statesBeforePresenting = windowState();
        setWindowState(windowState() | Qt::WindowFullScreen);
    } else {
        setWindowState(m_statesBeforePresenting);
    }
    for (DemoPage *built : std::as_const(m_content))
        built->setPresenterMode(on && built == page);
}

PageId MainWindow::currentPage() const
{
    return m_hosts.key(m_stack->currentWidget(), PageId::Explore);
}

DemoPage *MainWindow::pageContent(PageId id) const
{
    return m_content.value(id, nullptr);
}

DemoPage *MainWindow::ensureBuilt(PageId id)
{
    if (DemoPage *built = m_content.value(id, nullptr))
        return built;
    QWidget *host = m_hosts.value(id);
    DemoPage *content = PageCatalog::create(id, host);
    if (QUndoStack *stack = content->undoStack())
        m_undoGroup->addStack(stack);
    connect(content, &DemoPage::undoStackChanged, this, [this, content] {
        QUndoStack *stack = content->undoStack();
        if (stack && !m_undoGroup->stacks().contains(stack))
            m_undoGroup->addStack(stack);
        if (content == pageContent(currentPage()))
            m_undoGroup->setActiveStack(stack);
    });
    content->setObjectName(PageCatalog::name(id) + QStringLiteral("Page"));
    connect(
        content, &DemoPage::continueOnPage, this, [this](const QString &name, const Session::Data &state) {
            const std::optional<PageId> target = PageCatalog::fromName(name);
            if (!target)
                return;
            showPage(*target);
            if (DemoPage *page = pageContent(*target))
                page->restoreSession(state);
        });
    connect(content, &DemoPage::linkActivated, this, &MainWindow::followLink);
    host->layout()->addWidget(content);
    m_content.insert(id, content);
    return content;
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray()))
        resize(1280, 800);
    restoreState(settings.value(kStateKey).toByteArray());
    const auto page = PageCatalog::fromName(settings.value(kPageKey).toString());
    showPage(page.value_or(PageId::Explore));
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kPageKey, PageCatalog::name(currentPage()));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_documents->confirmClose()) {
        event->ignore();
        return;
    }
    saveSettings();
    event->accept();
}

namespace {
QStringList localFiles(const QMimeData *mime)
{
    QStringList files;
    if (mime && mime->hasUrls()) {
        for (const QUrl &url : mime->urls()) {
            if (url.isLocalFile())
                files << url.toLocalFile();
        }
    }
    return files;
}
} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!localFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList files = localFiles(event->mimeData());
    if (files.isEmpty())
        return;
    event->acceptProposedAction();
    // One document at a time: the first file; a session replaces what the pages show.
    m_documents->open(files.constFirst());
}

DemoPage *MainWindow::page(PageId id)
{
    return ensureBuilt(id);
}

void MainWindow::setStatusMessage(const QString &text)
{
    statusBar()->showMessage(text, 10000);
}
