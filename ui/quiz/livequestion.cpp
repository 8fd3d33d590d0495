#include "livequestion.h"

#include "lessons/lessondemos.h"
#include "lessons/lessonrunner.h"
#include "lessons/lessonstagehost.h"
#include "lessons/lessonsteppanel.h"

#include <QAbstractButton>
#include <QHBoxLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QSplitter>

LiveQuestion::LiveQuestion(QWidget *parent, AnimationClock *clock)
    : QWidget(parent),
      m_demos(new LessonDemos(clock, this)),
      m_runner(new LessonRunner(m_demos->targets(), this)),
      m_host(new LessonStageHost(m_demos, this)),
      m_panel(new LessonStepPanel(m_runner, m_host->bitArray(), this))
{
    m_runner->progress().setKept(false);
    m_panel->setShowsPlace(false);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_panel);
    split->addWidget(m_host);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    stripMnemonics();
    connect(m_runner, &LessonRunner::stepOpened, this, [this] { m_host->showStep(m_runner->step()); });
    connect(m_runner, &LessonRunner::stateChanged, this, [this] {
        m_host->setAnswering(m_runner->state() == LessonRunner::State::Answering);
        if (m_runner->state() == LessonRunner::State::Answered)
            emit answered(m_runner->answeredRight());
    });
}

void LiveQuestion::stripMnemonics()
{
    // The quiz page's own buttons hold the Alt keys (Alt+N, Next question); the lesson's stage and
    // panel inside it would take the same letters (n keys, Check my answer), so theirs go.
    static const QRegularExpression suffix(QStringLiteral("\\s*\\(&[^&]\\)"));
    static const QRegularExpression single(QStringLiteral("&(?!&)"));
    const auto plain = [](QString text) { return text.remove(suffix).remove(single); };
    for (QAbstractButton *button : findChildren<QAbstractButton *>())
        button->setText(plain(button->text()));
    for (QLabel *label : findChildren<QLabel *>()) {
        if (label->buddy())
            label->setText(plain(label->text()));
    }
}

LiveQuestion::~LiveQuestion()
{
    // The runner listens to the demos' script runners: it goes first, as on the Lessons page.
    delete m_runner;
    m_runner = nullptr;
}

bool LiveQuestion::open(const QString &step)
{
    const std::optional<Lesson> lesson = LessonBook::lesson(step.section(QLatin1Char('/'), 0, 0));
    const int index = lesson ? lesson->indexOf(step.section(QLatin1Char('/'), 1)) : -1;
    if (index < 0 || lesson->steps.at(index).kind != LessonStep::Kind::Predict)
        return false;
    return m_runner->openLesson(*lesson, index);
}
