#include "lessonsteppanel.h"

#include "common/messagelabel.h"
#include "common/numberformat.h"
#include "lessons/lessonrunner.h"
#include "views/bitarrayview.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextOption>
#include <QVBoxLayout>

namespace {
QString kindName(LessonStep::Kind kind)
{
    switch (kind) {
    case LessonStep::Kind::Read: return LessonStepPanel::tr("Read");
    case LessonStep::Kind::Do: return LessonStepPanel::tr("Your turn");
    case LessonStep::Kind::Predict: return LessonStepPanel::tr("Predict");
    }
    return {};
}

QLabel *wrappedLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}
} // namespace

LessonStepPanel::LessonStepPanel(LessonRunner *runner, BitArrayView *view, QWidget *parent)
    : QWidget(parent),
      m_runner(runner),
      m_view(view),
      m_title(wrappedLabel(this)),
      m_position(wrappedLabel(this)),
      m_englishNote(new MessageLabel(Tone::Secondary, this)),
      m_body(new QTextBrowser(this)),
      m_status(wrappedLabel(this)),
      m_hintButton(new QPushButton(tr("&Show a hint"), this)),
      m_hint(wrappedLabel(this)),
      m_choices(new QWidget(this)),
      m_choiceLayout(new QBoxLayout(QBoxLayout::LeftToRight, m_choices)),
      m_number(new QLineEdit(this)),
      m_submit(new QPushButton(tr("Check &my answer"), this)),
      m_result(wrappedLabel(this))
{
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_englishNote->setText(tr("This step has no translation yet, so it is shown in English."));
    m_englishNote->setWordWrap(true);
    QFont bold = m_result->font();
    bold.setBold(true);
    m_result->setFont(bold);
    m_body->setOpenExternalLinks(false);
    m_body->setAccessibleName(tr("The step's text"));
    m_body->setMinimumHeight(160);
    setMinimumWidth(280); // a small window narrows the stage first, never the text to a strip
    m_choiceLayout->setContentsMargins(0, 0, 0, 0);
    m_number->setAccessibleName(tr("Your answer"));
    m_number->setPlaceholderText(tr("Your answer"));
    m_hint->setTextFormat(Qt::MarkdownText);

    auto *answerRow = new QHBoxLayout;
    answerRow->addWidget(m_number, 1);
    answerRow->addWidget(m_submit);
    auto *hintRow = new QHBoxLayout;
    hintRow->addWidget(m_status, 1);
    hintRow->addWidget(m_hintButton);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_position);
    layout->addWidget(m_englishNote);
    layout->addWidget(m_body, 1);
    layout->addLayout(hintRow);
    layout->addWidget(m_hint);
    layout->addWidget(m_choices);
    layout->addLayout(answerRow);
    layout->addWidget(m_result);

    connect(m_hintButton, &QPushButton::clicked, this, [this] {
        m_hint->setText(words().hint);
        m_hint->show();
    });
    connect(m_submit, &QPushButton::clicked, this, &LessonStepPanel::submit);
    connect(m_number, &QLineEdit::returnPressed, this, &LessonStepPanel::submit);
    // A refusal ("Click at least one cell…") goes once the learner does what it asked.
    connect(m_view, &BitArrayView::pickedChanged, this, &LessonStepPanel::showState);
    connect(m_number, &QLineEdit::textEdited, this, &LessonStepPanel::showState);
    connect(runner, &LessonRunner::stepOpened, this, &LessonStepPanel::showStep);
    connect(runner, &LessonRunner::stateChanged, this, &LessonStepPanel::showState);
    if (runner->hasLesson())
        showStep();
}

void LessonStepPanel::reloadText()
{
    m_textLesson.clear();
    if (m_runner->hasLesson())
        showStep();
}

const StepText &LessonStepPanel::words() const
{
    const auto it = m_text.steps.constFind(m_runner->step().id);
    return it == m_text.steps.cend() ? m_empty : *it;
}

void LessonStepPanel::showStep()
{
    const Lesson &lesson = m_runner->lesson();
    if (m_textLesson != lesson.id) {
        m_text = LessonBook::text(lesson.id, LessonBook::currentLanguage());
        m_textLesson = lesson.id;
    }
    const LessonStep &step = m_runner->step();
    m_title->setText(m_text.title);
    m_position->setText(tr("Step %1 of %2 · %3")
                            .arg(QLocale().toString(m_runner->stepIndex() + 1),
                                QLocale().toString(lesson.steps.size()), kindName(step.kind)));
    m_englishNote->setVisible(words().english);
    // Every paragraph in the text's own direction: left to itself, Qt sets an Urdu paragraph that
    // opens with a code word (`seyi_codes` ہے…) left to right.
    QTextOption option = m_body->document()->defaultTextOption();
    option.setTextDirection(words().english ? Qt::LeftToRight : layoutDirection());
    m_body->document()->setDefaultTextOption(option);
    m_body->setMarkdown(words().body);
    m_hint->hide();
    m_hint->clear();

    qDeleteAll(m_choiceButtons);
    m_choiceButtons.clear();
    if (step.prediction.type == Prediction::Type::Choice) {
        for (const QString &choice : step.prediction.choices) {
            auto *button = new QPushButton(words().choices.value(choice, choice), m_choices);
            m_choiceLayout->addWidget(button);
            connect(button, &QPushButton::clicked, this, [this, choice] { m_runner->answerChoice(choice); });
            m_choiceButtons << button;
        }
        fitChoices();
    }
    m_number->clear();
    m_view->setPickable(step.prediction.type == Prediction::Type::Cells);
    m_view->clearPicked();
    showState();
}

void LessonStepPanel::showState()
{
    using State = LessonRunner::State;
    const LessonStep &step = m_runner->step();
    const State state = m_runner->state();
    const bool answering = state == State::Answering;
    const Prediction::Type type = step.prediction.type;

    QString status;
    switch (state) {
    case State::Reading: break;
    case State::Waiting: status = tr("Your turn: do it on the live demo beside this text."); break;
    case State::Done: status = tr("Done. Go on with Next."); break;
    case State::Answering:
        if (m_runner->holdsReveal())
            status = type == Prediction::Type::Cells
                ? tr("Click the cells you expect, then give your answer. The review at the end shows the "
                     "answer.")
                : tr("Answer here; the review at the end shows the answer on the demo.");
        else if (type == Prediction::Type::Cells)
            status = tr("Click the cells you expect, then check your answer.");
        else if (step.reveal.isEmpty())
            status = tr("Answer first; then read why.");
        else
            status = tr("Answer first; then watch what the demo does.");
        break;
    case State::Revealing: status = tr("Watch the answer…"); break;
    case State::Answered: break;
    case State::Held: status = tr("Answer taken. The review at the end shows the answer."); break;
    }
    m_status->setText(status);
    m_status->setVisible(!status.isEmpty());
    m_hintButton->setVisible(state == State::Waiting && !words().hint.isEmpty());
    if (state != State::Waiting)
        m_hint->hide();
    m_choices->setVisible(type == Prediction::Type::Choice && answering);
    m_number->setVisible(type == Prediction::Type::Number && answering);
    m_submit->setVisible((type == Prediction::Type::Number || type == Prediction::Type::Cells) && answering);
    if (type == Prediction::Type::Cells && !answering)
        m_view->setPickable(false);

    const bool answered = state == State::Answered;
    m_result->setVisible(answered);
    if (answered) {
        const QString verdict = m_runner->answeredRight() ? tr("Right.") : tr("Not quite.");
        m_result->setText(
            tr("%1 You said: %2. The answer: %3.").arg(verdict, answerText(true), answerText(false)));
        // The explanation goes under the step's text, in its scrolling view: a label below would be
        // squeezed, and cut off in a small window.
        m_body->setMarkdown(words().body + QStringLiteral("\n\n---\n\n") + words().why);
    }
}

QString LessonStepPanel::answerText(bool learners) const
{
    const Prediction &prediction = m_runner->step().prediction;
    return learners
        ? answerWords(
            prediction, words(), m_runner->choiceAnswer(), m_runner->cellsAnswer(), m_runner->numberAnswer())
        : answerWords(prediction, words(), prediction.answer, prediction.cells, prediction.number);
}

QString LessonStepPanel::answerWords(const Prediction &prediction, const StepText &words,
    const QString &choice, const QList<quint64> &cells, double number)
{
    switch (prediction.type) {
    case Prediction::Type::Choice: return words.choices.value(choice, choice);
    case Prediction::Type::Cells: {
        QStringList shown;
        for (quint64 cell : cells)
            shown << NumberFormat::index(static_cast<qint64>(cell));
        return shown.isEmpty() ? tr("no cells") : QLocale().createSeparatedList(shown);
    }
    case Prediction::Type::Number: return QLocale().toString(number);
    case Prediction::Type::None: break;
    }
    return {};
}

void LessonStepPanel::submit()
{
    const Prediction &prediction = m_runner->step().prediction;
    if (prediction.type == Prediction::Type::Cells) {
        QList<quint64> cells;
        for (int cell : m_view->pickedCells())
            cells << static_cast<quint64>(cell);
        if (cells.isEmpty()) {
            m_status->setText(tr("Click at least one cell of the bit array first."));
            m_status->show();
            return;
        }
        m_runner->answerCells(cells);
        return;
    }
    QString typed = m_number->text().trimmed();
    // A rate asked for as a percentage may come with its sign, on either side ("1.74%", "%1.74").
    if (prediction.measure.endsWith(QLatin1String("percent"))) {
        for (const QString &sign : {QStringLiteral("%"), QStringLiteral("\u066A"), QLocale().percent()})
            typed.remove(sign);
        typed = typed.trimmed();
    }
    bool ok = false;
    const double value = NumberFormat::readable(typed).toDouble(&ok);
    if (!ok) {
        // No example number: an example can be the very answer asked for.
        m_status->setText(tr("Type your answer as a number, in digits."));
        m_status->show();
        return;
    }
    m_runner->answerNumber(value);
}

void LessonStepPanel::setShowsPlace(bool shows)
{
    m_title->setVisible(shows);
    m_position->setVisible(shows);
}

void LessonStepPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitChoices();
}

void LessonStepPanel::fitChoices()
{
    // Side by side where they fit, one under the other where the panel is narrow (a quiz's live
    // question, a long translation): a button is never cut.
    int wanted = 0;
    for (const QPushButton *button : std::as_const(m_choiceButtons))
        wanted += button->sizeHint().width() + m_choiceLayout->spacing();
    m_choiceLayout->setDirection(wanted > width() ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
}

QString LessonStepPanel::bodyText() const
{
    return m_body->toPlainText();
}

QString LessonStepPanel::statusText() const
{
    return m_status->isHidden() ? QString() : m_status->text();
}

QString LessonStepPanel::resultText() const
{
    return m_result->isHidden() ? QString() : m_result->text();
}
