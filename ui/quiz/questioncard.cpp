#include "questioncard.h"

#include "quiz/cardtext.h"

#include "common/messagelabel.h"
#include "common/numberformat.h"
#include "lessons/lessonsteppanel.h"
#include "quiz/livequestion.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QShortcut>
#include <QStackedWidget>

QuestionCard::QuestionCard(QWidget *parent)
    : QWidget(parent),
      m_meta(new QLabel(this)),
      m_englishNote(new MessageLabel(Tone::Secondary, this)),
      m_body(CardText::wrappedLabel(this)),
      m_options(new QWidget(this)),
      m_optionLayout(new QVBoxLayout(m_options)),
      m_answer(new QLineEdit(this)),
      m_explain(new QPlainTextEdit(this)),
      m_hint(CardText::wrappedLabel(this)),
      m_verdict(CardText::wrappedLabel(this)),
      m_explanation(CardText::wrappedLabel(this)),
      m_points(new QWidget(this)),
      m_pointLayout(new QVBoxLayout(m_points)),
      m_hintButton(new QPushButton(tr("Show a hin&t"), this)),
      m_check(new QPushButton(tr("&Check"), this)),
      m_record(new QPushButton(tr("Rec&ord the points I covered"), this)),
      m_showMe(new QPushButton(tr("Show &me"), this)),
      m_next(new QPushButton(tr("&Next question"), this)),
      m_views(new QStackedWidget(this))
{
    m_englishNote->setText(tr("This question has no translation yet, so it is shown in English."));
    m_englishNote->setWordWrap(true);
    m_body->setAccessibleName(tr("The question"));
    scaleQuestion();
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_body->setAlignment(Qt::AlignTop | Qt::AlignLeading);
    m_optionLayout->setContentsMargins(0, 0, 0, 0);
    m_pointLayout->setContentsMargins(0, 0, 0, 0);
    m_answer->setAccessibleName(tr("Your answer"));
    m_answer->setPlaceholderText(tr("Your answer"));
    m_explain->setAccessibleName(tr("Your answer"));
    m_explain->setMaximumHeight(140);
    m_showMe->setToolTip(tr("Open the lesson step or page that teaches this"));
    m_showMe->setProperty("leavesPage", true);
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    m_verdict->setObjectName(QStringLiteral("verdict"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_hintButton);
    buttons->addWidget(m_showMe);
    buttons->addStretch(1);
    buttons->addWidget(m_check);
    buttons->addWidget(m_record);
    buttons->addWidget(m_next);
    // The question, its options and what the check says, read top to bottom as one column that
    // scrolls when an explanation is long; the buttons stay in view below it.
    auto *column = new QWidget(this);
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->addWidget(m_englishNote);
    columnLayout->addWidget(m_body);
    columnLayout->addWidget(m_options);
    columnLayout->addWidget(m_answer);
    columnLayout->addWidget(m_explain);
    columnLayout->addWidget(m_hint);
    columnLayout->addWidget(m_verdict);
    columnLayout->addWidget(m_explanation);
    columnLayout->addWidget(m_points);
    columnLayout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(column);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_meta);
    m_views->addWidget(scroll);
    layout->addWidget(m_views, 1);
    layout->addLayout(buttons);

    setMode(m_mode); // the placeholder for practice

    connect(m_hintButton, &QPushButton::clicked, this, &QuestionCard::showHint);
    // Enter on a chosen option checks it, as a dialog's default button would.
    for (const auto key : {Qt::Key_Return, Qt::Key_Enter}) {
        auto *enter = new QShortcut(QKeySequence(key), m_options);
        enter->setContext(Qt::WidgetWithChildrenShortcut);
        connect(enter, &QShortcut::activated, this, [this] {
            if (m_mode == Mode::Practice)
                check();
        });
    }
    connect(m_check, &QPushButton::clicked, this, &QuestionCard::check);
    connect(m_answer, &QLineEdit::textEdited, this, &QuestionCard::answerChanged);
    connect(m_explain, &QPlainTextEdit::textChanged, this, &QuestionCard::answerChanged);
    connect(m_answer, &QLineEdit::returnPressed, this, &QuestionCard::check);
    connect(m_next, &QPushButton::clicked, this, &QuestionCard::nextRequested);
    connect(m_showMe, &QPushButton::clicked, this, [this] { emit linkActivated(m_item.link()); });
    connect(m_record, &QPushButton::clicked, this, [this] {
        int covered = 0;
        for (const QAbstractButton *box : std::as_const(m_pointBoxes))
            covered += box->isChecked() ? 1 : 0;
        emit selfGraded(covered, static_cast<int>(m_pointBoxes.size()));
        m_record->setEnabled(false);
        for (QAbstractButton *box : std::as_const(m_pointBoxes))
            box->setEnabled(false); // what was recorded stays as recorded
        m_verdict->setText(tr("Recorded: you covered %1 of %2 key points.")
                               .arg(QLocale().toString(covered), QLocale().toString(m_pointBoxes.size())));
        m_verdict->show();
    });
}

void QuestionCard::setMode(Mode mode)
{
    m_mode = mode;
    // An interview shows the model answer only in its review, at the end.
    m_explain->setPlaceholderText(mode == Mode::Interview
            ? tr("Write your answer as you would say it in an interview. The model answer is shown "
                 "beside it in the review at the end.")
            : tr("Write your answer as you would say it in an interview, then "
                 "compare it with the model answer."));
    m_showMe->setVisible(mode != Mode::Interview);
    m_next->setVisible(mode != Mode::Interview);
}

void QuestionCard::showItem(const QuizItem &item)
{
    m_item = item;
    if (item.isLive()) {
        showLive();
        return;
    }
    m_views->setCurrentIndex(0);
    if (m_words.isEmpty())
        m_words = QuizBank::text();
    m_checked = false;
    m_usedHint = false;
    m_skipAsked = false;
    clearOptions();
    m_hint->hide();
    m_verdict->hide();
    m_explanation->hide();
    m_answer->clear();
    m_answer->setReadOnly(false);
    m_explain->clear();
    m_explain->setReadOnly(false);
    m_record->hide();
    const QString topic = QuizBank::topicName(item.topic());
    if (item.drill) {
        m_meta->setText(tr("%1 · a drill with new numbers each time").arg(topic));
        m_englishNote->hide();
        m_body->setText(CardText::inReadingDirection(item.drill->question, layoutDirection()));
        m_answer->show();
        m_explain->hide();
        m_hintButton->hide();
        m_check->setText(m_mode == Mode::Interview ? tr("Answer and &go on")
                : m_mode == Mode::Classroom        ? tr("Reveal the answer (Space)")
                                                   : tr("&Check"));
        m_answer->setVisible(m_mode != Mode::Classroom);
    } else if (item.question) {
        const Question &question = *item.question;
        const QuestionText words = m_words.value(question.id);
        m_meta->setText(tr("%1 · difficulty %2 of %3")
                            .arg(topic, QLocale().toString(question.difficulty), QLocale().toString(3)));
        m_englishNote->setVisible(words.english);
        m_body->setLayoutDirection(words.english ? Qt::LeftToRight : layoutDirection());
        m_body->setText(CardText::inReadingDirection(words.body, m_body->layoutDirection()));
        m_answer->hide();
        const bool explain = question.kind == Question::Kind::Explain;
        m_explain->setVisible(explain);
        m_hintButton->setVisible(!words.hint.isEmpty() && m_mode == Mode::Practice);
        m_hint->setText(words.hint);
        m_check->setText(m_mode == Mode::Interview ? tr("Answer and &go on")
                : m_mode == Mode::Classroom        ? tr("Reveal the answer (Space)")
                : explain                          ? tr("Show the model &answer")
                                                   : tr("&Check"));
        m_explain->setVisible(explain && m_mode != Mode::Classroom);
        if (!explain) {
            const bool several = question.kind == Question::Kind::Multi;
            if (!several)
                m_group = new QButtonGroup(m_options);
            for (const QString &id : question.choices)
                addOption(id, words.choices.value(id), several);
        }
    }
    m_check->show();
    m_check->setEnabled(true);
    m_next->setDefault(false);
}

void QuestionCard::showLive()
{
    // Built on first use: it holds a lesson's own demos.
    if (!m_live) {
        // In a scroll area of its own, which asks for little width: the demo beside the lesson's text
        // needs 818 px in English (864 in Uzbek) where the card has 794 in a 1,280-px window, and
        // as the card's minimum width it made the Practice tab's splitter take the difference from
        // the topic list (256 px became 232, 186 in Uzbek) for this question and every one after
        // (a stacked widget asks for its widest page, shown or not). Where it does not fit, it
        // scrolls: nothing beside it moves, and the window does not grow.
        auto *scroll = new QScrollArea(m_views);
        m_live = new LiveQuestion(scroll);
        scroll->setWidget(m_live);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        m_liveView = scroll;
        m_views->addWidget(scroll);
        connect(m_live, &LiveQuestion::answered, this, [this](bool right) {
            m_checked = true;
            emit graded(right, false);
            m_next->setDefault(true);
        });
        // An interview takes the answer and goes on; the answer plays in its review.
        connect(m_live, &LiveQuestion::taken, this, [this] {
            m_checked = true;
            // After the runner has finished taking the answer: the next question may open a step
            // on this same runner.
            QMetaObject::invokeMethod(
                this, [this] { emit submitted({}, {}); }, Qt::QueuedConnection);
        });
    }
    m_checked = false;
    clearOptions(); // the last question's, which pickedOptions() would still read
    m_live->setHoldsReveal(m_mode == Mode::Interview);
    m_meta->setText(tr("%1 · difficulty %2 of %3 · on a live demo")
                        .arg(QuizBank::topicName(m_item.topic()),
                            QLocale().toString(m_item.question->difficulty), QLocale().toString(3)));
    m_englishNote->hide();
    m_hintButton->hide();
    // The demo takes the answer; in an interview the card's own button only skips the question.
    m_check->setText(tr("S&kip this question"));
    m_check->setVisible(m_mode == Mode::Interview);
    m_check->setEnabled(true);
    m_record->hide();
    m_views->setCurrentWidget(m_liveView);
    m_live->open(m_item.question->step);
}

void QuestionCard::scaleQuestion()
{
    QFont larger = font();
    larger.setPointSizeF(larger.pointSizeF() * 1.15); // the question is what the page is for
    m_body->setFont(larger);
}

void QuestionCard::changeEvent(QEvent *event)
{
    // The body's own font does not follow the card's (presenter mode, the classroom): scale anew.
    // Nor do the option letters': by now the words beside them have their new font.
    if (event->type() == QEvent::FontChange) {
        scaleQuestion();
        matchLetterFonts();
    }
    QWidget::changeEvent(event);
}

void QuestionCard::showHint()
{
    m_usedHint = true;
    m_hint->show();
}

void QuestionCard::check()
{
    if (m_checked)
        return;
    if (m_mode == Mode::Classroom) {
        reveal();
        return;
    }
    if (m_mode == Mode::Interview) {
        // Handed on as it stands: an empty answer is a skipped question, graded wrong. A number
        // that does not read is sent back, as in practice: one slip is not a lost mark.
        if (m_item.drill && !m_answer->text().trimmed().isEmpty()) {
            const DrillGrade grade = Drills::grade(*m_item.drill, m_answer->text());
            if (!grade.read) {
                m_verdict->setText(grade.message);
                m_verdict->show();
                return;
            }
        }
        // Nothing given: said once in the card, so a slip of the key does not lose the question;
        // pressed again, it goes on unanswered. A live question's button says Skip already. When
        // time runs out, the panel takes what stands without asking.
        if (!m_item.isLive() && !m_skipAsked && pickedOptions().isEmpty()
            && typedAnswer().trimmed().isEmpty()) {
            m_skipAsked = true;
            m_verdict->setText(tr("You have not answered this question. Press again to go on without "
                                  "an answer."));
            m_verdict->show();
            return;
        }
        m_checked = true;
        emit submitted(pickedOptions(), typedAnswer());
        return;
    }
    const QuizItem &item = m_item;
    if (item.drill)
        checkDrill();
    else if (item.question && item.question->kind == Question::Kind::Explain)
        revealExplain();
    else if (item.question)
        checkChoice();
}

void QuestionCard::answerChanged()
{
    // The learner answers after all: "You have not answered" no longer holds, and an answer
    // taken back is asked about again.
    if (!m_skipAsked)
        return;
    m_skipAsked = false;
    m_verdict->hide();
}

void QuestionCard::checkChoice()
{
    const Question &question = *m_item.question;
    const QStringList picked = pickedOptions();
    if (picked.isEmpty()) {
        m_verdict->setText(question.kind == Question::Kind::Multi
                ? tr("Pick every option you think is right first.")
                : tr("Pick an option first."));
        m_verdict->show();
        return;
    }
    m_checked = true;
    const bool right = QuizGrading::isRight(question, picked);
    const QuestionText words = m_words.value(question.id);
    markOptions(words, picked);
    emit graded(right, m_usedHint);
    setVerdict(right, right ? tr("Right.") : tr("Not quite: the marks under each option say why."));
    if (!words.why.isEmpty())
        showExplanation(words.why);
}

void QuestionCard::checkDrill()
{
    const Drill &drill = *m_item.drill;
    const DrillGrade grade = Drills::grade(drill, m_answer->text());
    if (!grade.read) {
        m_verdict->setText(grade.message);
        m_verdict->show();
        return;
    }
    m_checked = true;
    m_answer->setReadOnly(true);
    emit graded(grade.right, false);
    setVerdict(grade.right,
        (grade.right ? tr("Right. The answer: %1.") : tr("Not quite. The answer: %1."))
            .arg(Drills::answerText(drill)));
    showExplanation(drill.working);
}

void QuestionCard::revealExplain()
{
    const Question &question = *m_item.question;
    const QuestionText words = m_words.value(question.id);
    m_checked = true;
    m_explain->setReadOnly(true);
    showExplanation(tr("**Model answer**") + QStringLiteral("\n\n") + words.model + QStringLiteral("\n\n")
        + tr("Tick the key points your answer covered."));
    // The key points to tick: self-graded, counted apart from the questions the app grades.
    for (const QString &id : question.points) {
        auto *row = new QWidget(m_points);
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto *box = new QCheckBox(row);
        box->setAccessibleName(words.points.value(id));
        auto *text = CardText::wrappedLabel(row);
        text->setText(words.points.value(id));
        text->installEventFilter(this);
        m_clickTargets.insert(text, box);
        rowLayout->addWidget(box, 0, Qt::AlignTop);
        rowLayout->addWidget(text, 1);
        m_pointLayout->addWidget(row);
        m_pointBoxes << box;
    }
    m_check->hide();
    m_record->show();
    m_record->setEnabled(true);
}

void QuestionCard::setVerdict(bool right, const QString &text)
{
    Q_UNUSED(right);
    m_verdict->setText(text);
    m_verdict->show();
    m_check->setEnabled(false);
    m_hintButton->hide();
    m_next->setDefault(true);
    m_next->setFocus();
}

void QuestionCard::showExplanation(const QString &markdown)
{
    m_explanation->setText(CardText::inReadingDirection(markdown, layoutDirection()));
    m_explanation->show();
}

QString QuestionCard::bodyText() const
{
    return m_item.isLive() && m_live ? m_live->panel()->bodyText() : m_body->text();
}

QString QuestionCard::typedAnswer() const
{
    if (m_item.isLive())
        return {}; // a live question's answer is on its demo, taken there or not at all
    return m_item.isExplain() ? m_explain->toPlainText() : m_answer->text();
}

QString QuestionCard::explanationText() const
{
    return m_explanation->isHidden() ? QString() : m_explanation->text();
}

QString QuestionCard::verdictText() const
{
    return m_verdict->isHidden() ? QString() : m_verdict->text();
}
