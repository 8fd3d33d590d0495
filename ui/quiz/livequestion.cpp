#include "livequestion.h"

#include "common/splitters.h"
#include "lessons/lessondemos.h"
#include "lessons/lessonrunner.h"
#include "lessons/lessonstagehost.h"
#include "lessons/lessonsteppanel.h"

#include <QAbstractButton>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>

#include <algorithm>

namespace {
// The step's panel narrower than on the Lessons page (280 px): beside the quiz's topic list the card
// has 794 px in a 1,280-px window and the widest demo takes 534 (580 in Uzbek), so at 280 every live
// question scrolled sideways by 24 to 70 px. At 200 they fit in every language, but for one whose
// answer button is wider: the panel stacks its buttons but cannot cut one (377 px in Uzbek).
void fitPanel(LessonStepPanel *panel)
{
    int width = 200;
    for (const QPushButton *button : panel->choiceButtons())
        width = std::max(width, button->sizeHint().width());
    panel->setMinimumWidth(width);
}
} // namespace

LiveQuestion::LiveQuestion(QWidget *parent, AnimationClock *clock)
    : QWidget(parent),
      m_demos(new LessonDemos(clock, this)),
      m_runner(new LessonRunner(m_demos->targets(), this)),
      m_host(new LessonStageHost(m_demos, this)),
      m_panel(new LessonStepPanel(m_runner, m_host->bitArray(), this))
{
    m_runner->progress().setKept(false);
    m_panel->setShowsPlace(false);
    // Splitters::sideBySide: right to left, the step's panel lost its last column to the card's
    // edge, and with it the answer buttons' right borders and the tip of each line's first letter.
    auto *split = Splitters::sideBySide(this);
    split->addWidget(m_panel);
    split->addWidget(m_host);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    stripMnemonics();
    connect(m_runner, &LessonRunner::stepOpened, this, [this] {
        m_host->showStep(m_runner->step());
        fitPanel(m_panel);
    });
    connect(m_runner, &LessonRunner::stateChanged, this, [this] {
        m_host->setAnswering(m_runner->state() == LessonRunner::State::Answering);
        if (m_runner->state() == LessonRunner::State::Answered)
            emit answered(m_runner->answeredRight());
        else if (m_runner->state() == LessonRunner::State::Held)
            emit taken(m_runner->answeredRight());
    });
}

void LiveQuestion::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // Presenter mode scales the page's font while a question is open, and the answer buttons grow
    // with it (Qt has resized the children's fonts before the parent hears of it): the panel's
    // minimum follows now, not from the next question.
    if (event->type() == QEvent::FontChange && m_runner && m_runner->hasLesson())
        fitPanel(m_panel);
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

void LiveQuestion::setHoldsReveal(bool holds)
{
    m_runner->setHoldsReveal(holds);
}

bool LiveQuestion::answeredRight() const
{
    return !givenAnswer().isEmpty() && m_runner->answeredRight();
}

QString LiveQuestion::givenAnswer() const
{
    using State = LessonRunner::State;
    if (!m_runner->hasLesson()
        || (m_runner->state() != State::Held && m_runner->state() != State::Answered
            && m_runner->state() != State::Revealing))
        return {};
    switch (m_runner->step().prediction.type) {
    case Prediction::Type::Choice: return QStringLiteral("choice:") + m_runner->choiceAnswer();
    case Prediction::Type::Cells: {
        QStringList cells;
        for (quint64 cell : m_runner->cellsAnswer())
            cells << QString::number(cell);
        return QStringLiteral("cells:") + cells.join(QLatin1Char(','));
    }
    case Prediction::Type::Number:
        return QStringLiteral("number:") + QString::number(m_runner->numberAnswer(), 'g', 17);
    case Prediction::Type::None: break;
    }
    return {};
}

namespace {
struct GivenAnswer {
    QString choice;
    QList<quint64> cells;
    double number = 0.0;
    bool valid = false;
};

GivenAnswer decode(const QString &given)
{
    GivenAnswer answer;
    const QString kind = given.section(QLatin1Char(':'), 0, 0);
    const QString value = given.section(QLatin1Char(':'), 1);
    answer.valid = true;
    if (kind == QLatin1String("choice")) {
        answer.choice = value;
    } else if (kind == QLatin1String("cells")) {
        for (const QString &cell : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
            answer.cells << cell.toULongLong();
    } else if (kind == QLatin1String("number")) {
        answer.number = value.toDouble(&answer.valid);
    } else {
        answer.valid = false;
    }
    return answer;
}

struct StepWords {
    std::optional<LessonStep> step;
    StepText words;
};

StepWords stepWords(const QString &place)
{
    StepWords found;
    const QString lessonId = place.section(QLatin1Char('/'), 0, 0);
    const std::optional<Lesson> lesson = LessonBook::lesson(lessonId);
    const int index = lesson ? lesson->indexOf(place.section(QLatin1Char('/'), 1)) : -1;
    if (index < 0)
        return found;
    found.step = lesson->steps.at(index);
    found.words = LessonBook::text(lessonId, LessonBook::currentLanguage()).steps.value(found.step->id);
    return found;
}
} // namespace

bool LiveQuestion::replay(const QString &step, const QString &given)
{
    setHoldsReveal(false);
    const GivenAnswer answer = decode(given);
    if (!answer.valid || !open(step))
        return false;
    switch (m_runner->step().prediction.type) {
    case Prediction::Type::Choice: m_runner->answerChoice(answer.choice); break;
    case Prediction::Type::Cells: m_runner->answerCells(answer.cells); break;
    case Prediction::Type::Number: m_runner->answerNumber(answer.number); break;
    case Prediction::Type::None: break;
    }
    return m_runner->state() != LessonRunner::State::Answering;
}

QString LiveQuestion::questionText(const QString &step)
{
    return stepWords(step).words.body;
}

QString LiveQuestion::answerText(const QString &step, const QString &given)
{
    const StepWords found = stepWords(step);
    if (!found.step)
        return {};
    const Prediction &prediction = found.step->prediction;
    if (given.isEmpty())
        return LessonStepPanel::answerWords(
            prediction, found.words, prediction.answer, prediction.cells, prediction.number);
    const GivenAnswer answer = decode(given);
    return answer.valid
        ? LessonStepPanel::answerWords(prediction, found.words, answer.choice, answer.cells, answer.number)
        : QString();
}
