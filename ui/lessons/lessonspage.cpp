#include "lessonspage.h"

#include "common/splitters.h"
#include "explore/explorearraystage.h"
#include "explore/explorestages.h"
#include "lessons/lessoncontents.h"
#include "lessons/lessondemos.h"
#include "lessons/lessonrunner.h"
#include "lessons/lessonstagehost.h"
#include "lessons/lessonsteppanel.h"
#include "lessons/lessontarget.h"
#include "player/playerkeys.h"
#include "session/sessiondata.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QUndoStack>
#include <QVBoxLayout>

#include <functional>

LessonsPage::LessonsPage(QWidget *parent, AnimationClock *clock)
    : DemoPage(parent),
      m_demos(new LessonDemos(clock, this)),
      m_runner(new LessonRunner(m_demos->targets(), this)),
      m_host(new LessonStageHost(m_demos, this)),
      m_contents(new LessonContents(this)),
      m_panel(new LessonStepPanel(m_runner, m_host->bitArray(), this)),
      m_resumeNote(new QLabel(this)),
      m_openInPage(new QPushButton(this)),
      m_openSystem(new QPushButton(tr("R&un it for real"), this)),
      m_back(new QPushButton(tr("&Back"), this)),
      m_next(new QPushButton(tr("&Next"), this))
{
    setAccessibleName(tr("Lessons"));
    auto *reset = new QPushButton(tr("&Reset progress…"), this);
    // Marked for the robustness test's random clicks, which must stay on the page they test.
    m_openInPage->setObjectName(QStringLiteral("openInPage"));
    m_openInPage->setProperty("leavesPage", true);
    m_openSystem->setObjectName(QStringLiteral("openSystem"));
    m_openSystem->setProperty("leavesPage", true);
    m_openSystem->setToolTip(
        tr("Open this lesson's system on the Systems page, running on the real components"));
    m_openSystem->hide();
    auto *contentsColumn = new QWidget(this);
    auto *contentsLayout = new QVBoxLayout(contentsColumn);
    contentsLayout->setContentsMargins(0, 0, 0, 0);
    contentsLayout->addWidget(m_contents, 1);
    // The contents keep room for a title and its progress line, however wide the stage asks to be.
    contentsColumn->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 30);
    contentsLayout->addWidget(reset);

    auto *body = Splitters::sideBySide(this);
    body->addWidget(contentsColumn);
    body->addWidget(m_panel);
    body->addWidget(m_host);
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
    navigation->addWidget(m_openSystem);
    navigation->addWidget(m_openInPage);
    navigation->addWidget(m_back);
    navigation->addWidget(m_next);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(body, 1);
    layout->addLayout(navigation);

    connect(m_back, &QPushButton::clicked, this, &LessonsPage::back);
    connect(m_next, &QPushButton::clicked, this, &LessonsPage::next);
    connect(reset, &QPushButton::clicked, this, &LessonsPage::resetProgress);
    connect(m_openInPage, &QPushButton::clicked, this, &LessonsPage::openInPage);
    connect(m_openSystem, &QPushButton::clicked, this, [this] {
        if (m_runner->hasLesson() && !m_runner->lesson().system.isEmpty())
            emit linkActivated(QStringLiteral("page:systems/") + m_runner->lesson().system);
    });
    connect(m_contents, &LessonContents::stepChosen, this, [this](const QString &lesson, int step) {
        m_resumeNote->hide();
        if (!m_runner->hasLesson() || m_runner->lesson().id != lesson)
            m_runner->open(lesson, step);
        else
            m_runner->goTo(step);
    });
    connect(m_runner, &LessonRunner::stepOpened, this, &LessonsPage::refreshNavigation);
    connect(m_runner, &LessonRunner::stateChanged, this, [this] {
        const bool answering = m_runner->state() == LessonRunner::State::Answering;
        m_host->setAnswering(answering);
        // The page would show the demo, and with it the answer, before it is given.
        m_openInPage->setEnabled(!answering);
        m_contents->showPlace(m_runner->lesson().id, m_runner->stepIndex(), m_runner->progress());
        // An answer button that hides as it is clicked hands the focus on to the window's page
        // list, where PageDown would leave the lessons: keep it on this page, at Next.
        const QWidget *focus = QApplication::focusWidget();
        if (isVisible() && (!focus || !isAncestorOf(focus)))
            m_next->setFocus();
    });
    connect(m_runner, &LessonRunner::stepOpened, this, [this] {
        // A key typed for one step is not the next step's answer.
        keyEntry()->keyEdit()->setText(QString());
        QUndoStack *before = m_shownStack;
        m_host->showStep(m_runner->step());
        m_shownStack = m_runner->target()->undoStack();
        if (m_shownStack != before)
            emit undoStackChanged();
        refreshOpenInPage();
    });
    createShortcuts();
    // The arrows are the steps' here (createShortcuts); Space and the speed keys are the player's.
    PlayerKeys::install(
        this, [host = m_host] { return host->currentPlayer(); }, PlayerKeys::Arrows::Leave);

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
    return m_runner->target() ? m_runner->target()->undoStack() : nullptr;
}

ExploreController *LessonsPage::exploreController() const
{
    return m_demos->explore();
}

ExploreArrayStage *LessonsPage::stage() const
{
    return m_host->exploreStage();
}

KeyEntryBar *LessonsPage::keyEntry() const
{
    return m_host->keyEntry();
}

void LessonsPage::refreshOpenInPage()
{
    m_openSystem->setVisible(m_runner->hasLesson() && !m_runner->lesson().system.isEmpty());
    const QString page = m_runner->target() ? m_runner->target()->pageName() : QString();
    if (page == QLatin1String("fpr")) {
        m_openInPage->setText(tr("Open in the FPR &lab"));
        m_openInPage->setToolTip(
            tr("Continue in the FPR lab from this step's m, n and k, with every control"));
    } else if (page == QLatin1String("deletion")) {
        m_openInPage->setText(tr("Open in De&letion"));
        m_openInPage->setToolTip(
            tr("Continue on the Deletion page from this step's two filters, with every control"));
    } else if (page == QLatin1String("scalable")) {
        m_openInPage->setText(tr("Open in Sca&lable"));
        m_openInPage->setToolTip(
            tr("Continue on the Scalable page from this step's filters, with every control"));
    } else {
        m_openInPage->setText(tr("Open in E&xplore"));
        m_openInPage->setToolTip(
            tr("Continue on the Explore page from this step's filter, with every control"));
    }
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
    if (!following.isEmpty()) {
        m_runner->finishReading();
        m_runner->open(following, 0);
    }
}

// Back mirrors Next: from a lesson's first step it goes to the last step of the lesson before.
void LessonsPage::back()
{
    m_resumeNote->hide();
    if (m_runner->canGoBack()) {
        m_runner->back();
        return;
    }
    const QString preceding = previousLesson();
    if (const std::optional<Lesson> lesson = LessonBook::lesson(preceding);
        lesson && !lesson->steps.isEmpty())
        m_runner->open(preceding, static_cast<int>(lesson->steps.size()) - 1);
}

QString LessonsPage::previousLesson() const
{
    const QStringList ids = LessonBook::ids();
    const qsizetype at = m_runner->hasLesson() ? ids.indexOf(m_runner->lesson().id) : -1;
    return at > 0 ? ids.at(at - 1) : QString();
}

QString LessonsPage::nextLesson() const
{
    const QStringList ids = LessonBook::ids();
    const qsizetype at = m_runner->hasLesson() ? ids.indexOf(m_runner->lesson().id) : -1;
    return at >= 0 && at + 1 < ids.size() ? ids.at(at + 1) : QString();
}

void LessonsPage::refreshNavigation()
{
    const bool firstStep = !m_runner->canGoBack();
    m_back->setText(firstStep ? tr("&Previous lesson") : tr("&Back"));
    m_back->setEnabled(!firstStep || !previousLesson().isEmpty());
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
    const auto first = [this] { m_runner->goTo(0); };
    const auto last = [this] { m_runner->goTo(static_cast<int>(m_runner->lesson().steps.size()) - 1); };
    const struct {
        Qt::Key key;
        std::function<void()> action;
    } bindings[] {
        {Qt::Key_PageDown, [this] { next(); }},
        {Qt::Key_PageUp, [this] { back(); }},
        {rightToLeft ? Qt::Key_Left : Qt::Key_Right, [this] { next(); }},
        {rightToLeft ? Qt::Key_Right : Qt::Key_Left, [this] { back(); }},
        {Qt::Key_Home, first},
        {Qt::Key_End, last},
    };
    for (const auto &binding : bindings) {
        auto *shortcut = new QShortcut(QKeySequence(binding.key), this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(
            shortcut, &QShortcut::activated, this, [shortcut, key = binding.key, action = binding.action] {
                // A slider or a number box keeps its own keys: the arrows fine-tune a step's value
                // rather than leave the step (and its Do) behind. The key goes to it with this
                // shortcut off, which would otherwise take the key again.
                QWidget *focus = QApplication::focusWidget();
                if (qobject_cast<QAbstractSlider *>(focus) || qobject_cast<QAbstractSpinBox *>(focus)) {
                    QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier);
                    shortcut->setEnabled(false);
                    QCoreApplication::sendEvent(focus, &press);
                    shortcut->setEnabled(true);
                    return;
                }
                action();
            });
    }
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

void LessonsPage::openInPage()
{
    LessonTarget *target = m_runner->target();
    if (!target)
        return;
    Session::Data state;
    target->writeSection(state);
    emit continueOnPage(target->pageName(), state);
}

void LessonsPage::presenterModeChanged(bool on)
{
    m_host->setPresentation(on);
}
