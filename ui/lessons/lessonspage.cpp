#include "lessonspage.h"

#include "explore/codepanel.h"
#include "explore/explorearraystage.h"
#include "explore/explorecontroller.h"
#include "explore/explorepage.h"
#include "explore/explorestages.h"
#include "lessons/explorelessontarget.h"
#include "lessons/lessoncontents.h"
#include "lessons/lessonrunner.h"
#include "lessons/lessonsteppanel.h"
#include "views/bitarrayview.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QUndoStack>
#include <QVBoxLayout>

LessonsPage::LessonsPage(QWidget *parent, AnimationClock *clock)
    : DemoPage(parent),
      m_explore(new ExploreController(clock, this)),
      m_target(std::make_unique<ExploreLessonTarget>(m_explore)),
      m_runner(new LessonRunner(m_target.get(), this)),
      m_stage(new ExploreArrayStage(m_explore, this)),
      m_keyEntry(new KeyEntryBar(m_explore, this)),
      m_contents(new LessonContents(this)),
      m_panel(new LessonStepPanel(m_runner, m_stage->view(), this)),
      m_resumeNote(new QLabel(this)),
      m_back(new QPushButton(tr("&Back"), this)),
      m_next(new QPushButton(tr("&Next"), this))
{
    setAccessibleName(tr("Lessons"));
    // The steps table under the array, as the lessons' texts refer to it; the code stays on the
    // Explore page, for room.
    m_stage->code()->hide();
    m_keyEntry->setCompact(true);

    auto *reset = new QPushButton(tr("&Reset progress…"), this);
    auto *openInExplore = new QPushButton(tr("Open in E&xplore"), this);
    // Marked for the robustness test's random clicks, which must stay on the page they test.
    openInExplore->setObjectName(QStringLiteral("openInExplore"));
    openInExplore->setProperty("leavesPage", true);
    openInExplore->setToolTip(tr("Continue on the Explore page from this step's filter, with every control"));
    auto *contentsColumn = new QWidget(this);
    auto *contentsLayout = new QVBoxLayout(contentsColumn);
    contentsLayout->setContentsMargins(0, 0, 0, 0);
    contentsLayout->addWidget(m_contents, 1);
    contentsLayout->addWidget(reset);

    auto *stageColumn = new QWidget(this);
    auto *stageLayout = new QVBoxLayout(stageColumn);
    stageLayout->setContentsMargins(0, 0, 0, 0);
    stageLayout->addWidget(m_keyEntry);
    stageLayout->addWidget(m_stage, 1);

    auto *body = new QSplitter(Qt::Horizontal, this);
    body->addWidget(contentsColumn);
    body->addWidget(m_panel);
    body->addWidget(stageColumn);
    body->setStretchFactor(0, 0);
    body->setStretchFactor(1, 2);
    body->setStretchFactor(2, 3);
    body->setCollapsible(1, false);
    body->setCollapsible(2, false);
    body->setSizes({250, 380, 450});

    m_resumeNote->setWordWrap(true);
    m_resumeNote->hide();
    auto *navigation = new QHBoxLayout;
    navigation->addWidget(m_resumeNote, 1);
    navigation->addStretch();
    navigation->addWidget(openInExplore);
    navigation->addWidget(m_back);
    navigation->addWidget(m_next);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(body, 1);
    layout->addLayout(navigation);

    connect(m_back, &QPushButton::clicked, this, &LessonsPage::back);
    connect(m_next, &QPushButton::clicked, this, &LessonsPage::next);
    connect(reset, &QPushButton::clicked, this, &LessonsPage::resetProgress);
    connect(openInExplore, &QPushButton::clicked, this, &LessonsPage::openInExplore);
    connect(m_contents, &LessonContents::stepChosen, this, [this](const QString &lesson, int step) {
        m_resumeNote->hide();
        if (!m_runner->hasLesson() || m_runner->lesson().id != lesson)
            m_runner->open(lesson, step);
        else
            m_runner->goTo(step);
    });
    connect(m_runner, &LessonRunner::stepOpened, this, &LessonsPage::refreshNavigation);
    connect(m_runner, &LessonRunner::stateChanged, this, [this] {
        m_contents->showPlace(m_runner->lesson().id, m_runner->stepIndex(), m_runner->progress());
        // An answer button that hides as it is clicked hands the focus on to the window's page
        // list, where PageDown would leave the lessons: keep it on this page, at Next.
        const QWidget *focus = QApplication::focusWidget();
        if (isVisible() && (!focus || !isAncestorOf(focus)))
            m_next->setFocus();
    });
    connect(m_runner, &LessonRunner::stepOpened, this, [this] {
        // A key typed for one step is not the next step's answer.
        m_keyEntry->keyEdit()->setText(QString());
    });
    createShortcuts();

    m_contents->reload(m_runner->progress());
    const auto place = m_runner->progress().lastPlace();
    if (place && m_runner->open(place->lesson, place->step)) {
        m_resumeNote->setText(tr("Welcome back: you are where you left off. Choose any step in the contents "
                                 "to go elsewhere."));
        m_resumeNote->show();
    } else if (!LessonBook::ids().isEmpty()) {
        m_runner->open(LessonBook::ids().constFirst(), 0);
    }
}

LessonsPage::~LessonsPage()
{
    // The runner listens to the controller's script runner: stop it before either goes.
    delete m_runner;
    m_runner = nullptr;
}

QUndoStack *LessonsPage::undoStack()
{
    return m_explore->undoStack();
}

bool LessonsPage::openStep(const QString &lessonId, int step)
{
    const std::optional<Lesson> lesson = LessonBook::lesson(lessonId);
    if (!lesson || step < 0 || step >= lesson->steps.size())
        return false;
    m_resumeNote->hide();
    return m_runner->openLesson(*lesson, step);
}

void LessonsPage::next()
{
    m_resumeNote->hide();
    if (m_runner->canGoNext()) {
        m_runner->next();
        return;
    }
    const QString following = nextLesson();
    if (!following.isEmpty())
        m_runner->open(following, 0);
}

void LessonsPage::back()
{
    m_resumeNote->hide();
    m_runner->back();
}

QString LessonsPage::nextLesson() const
{
    const QStringList ids = LessonBook::ids();
    const qsizetype at = m_runner->hasLesson() ? ids.indexOf(m_runner->lesson().id) : -1;
    return at >= 0 && at + 1 < ids.size() ? ids.at(at + 1) : QString();
}

void LessonsPage::refreshNavigation()
{
    m_back->setEnabled(m_runner->canGoBack());
    const bool lastStep = !m_runner->canGoNext();
    m_next->setText(lastStep ? tr("&Next lesson") : tr("&Next"));
    m_next->setEnabled(!lastStep || !nextLesson().isEmpty());
    m_contents->showPlace(m_runner->lesson().id, m_runner->stepIndex(), m_runner->progress());
}

void LessonsPage::createShortcuts()
{
    // Arrow keys follow the reading direction: in Urdu the next step is to the left. The bit array
    // and the text boxes keep their own arrow keys while they have the focus.
    const bool rightToLeft = QGuiApplication::layoutDirection() == Qt::RightToLeft;
    const struct {
        QKeySequence keys;
        void (LessonsPage::*slot)();
    } bindings[] {
        {QKeySequence(Qt::Key_PageDown), &LessonsPage::next},
        {QKeySequence(Qt::Key_PageUp), &LessonsPage::back},
        {QKeySequence(rightToLeft ? Qt::Key_Left : Qt::Key_Right), &LessonsPage::next},
        {QKeySequence(rightToLeft ? Qt::Key_Right : Qt::Key_Left), &LessonsPage::back},
    };
    for (const auto &binding : bindings) {
        auto *shortcut = new QShortcut(binding.keys, this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, binding.slot);
    }
    auto *home = new QShortcut(QKeySequence(Qt::Key_Home), this);
    home->setContext(Qt::WidgetWithChildrenShortcut);
    connect(home, &QShortcut::activated, this, [this] { m_runner->goTo(0); });
    auto *end = new QShortcut(QKeySequence(Qt::Key_End), this);
    end->setContext(Qt::WidgetWithChildrenShortcut);
    connect(end, &QShortcut::activated, this,
        [this] { m_runner->goTo(static_cast<int>(m_runner->lesson().steps.size()) - 1); });
}

void LessonsPage::resetProgress()
{
    const auto answer = QMessageBox::question(this, tr("Reset progress"),
        tr("Forget which steps you have done in every lesson? The lessons stay as they are."));
    if (answer != QMessageBox::Yes)
        return;
    m_runner->progress().reset();
    m_contents->reload(m_runner->progress());
    refreshNavigation();
}

void LessonsPage::openInExplore()
{
    Session::Data state;
    ExplorePage::writeSection(*m_explore->model(), state);
    emit continueOnPage(QStringLiteral("explore"), state);
}

void LessonsPage::presenterModeChanged(bool on)
{
    m_stage->view()->setPresentation(on);
}
