#include "interviewpanel.h"

#include "quiz/cardtext.h"
#include "quiz/livequestion.h"
#include "quiz/questioncard.h"
#include "quiz/quizinterview.h"

#include "common/accentcolors.h"
#include "common/filestore.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace {
QString minutesAndSeconds(qint64 milliseconds)
{
    const qint64 seconds = (milliseconds + 999) / 1000;
    const QLocale locale;
    return QStringLiteral("%1:%2").arg(locale.toString(seconds / 60),
        locale.toString(seconds % 60).rightJustified(2, locale.zeroDigit().at(0)));
}
// A choice's words end with a full stop of their own; "The answer: %1." adds one.
QString withoutFinalStop(QString text)
{
    while (!text.isEmpty() && QStringLiteral(".۔।").contains(text.back()))
        text.chop(1);
    return text;
}

// The right answer in words: the drill's number, the right options, or the model answer.
QString rightAnswer(const QuizItem &item, const QHash<QString, QuestionText> &words)
{
    if (item.drill)
        return Drills::answerText(*item.drill);
    if (item.isLive())
        return LiveQuestion::answerText(item.question->step);
    const QuestionText text = words.value(item.question->id);
    if (item.isExplain())
        return text.model;
    QStringList right;
    for (const QString &id : item.question->answer)
        right << withoutFinalStop(text.choices.value(id));
    return right.join(QStringLiteral("; "));
}
} // namespace

InterviewPanel::InterviewPanel(QWidget *parent)
    : QWidget(parent),
      m_now([] { return QDateTime::currentMSecsSinceEpoch(); }),
      m_stack(new QStackedWidget(this)),
      m_length(new QComboBox(this)),
      m_clock(new QLabel(this)),
      m_progress(new QLabel(this)),
      m_card(new QuestionCard(this)),
      m_review(new QTextBrowser(this)),
      m_timer(new QTimer(this)),
      m_saved(new QLabel(this))
{
    auto *setup = new QWidget(m_stack);
    auto *intro
        = new QLabel(tr("A timed set, as in an interview: numbers to work out, options to choose, "
                        "predictions on a live demo and trade-offs to explain, with no hints and no "
                        "feedback until the end. Then you see a score per topic, the time each answer "
                        "took, and every answer beside the right one or a model answer, and you can "
                        "watch each prediction play out on its demo."),
            setup);
    intro->setWordWrap(true);
    for (int minutes : {10, 20, 30}) {
        m_length->addItem(
            tr("%1 minutes, %2 questions")
                .arg(QLocale().toString(minutes), QLocale().toString(QuizInterview::questionCount(minutes))),
            minutes);
    }
    m_length->setAccessibleName(tr("Length"));
    auto *lengthLabel = new QLabel(tr("&Length:"), setup);
    lengthLabel->setBuddy(m_length);
    auto *startButton = new QPushButton(tr("&Start the interview"), setup);
    auto *row = new QHBoxLayout;
    row->addWidget(lengthLabel);
    row->addWidget(m_length);
    row->addWidget(startButton);
    row->addStretch(1);
    auto *setupLayout = new QVBoxLayout(setup);
    setupLayout->addWidget(intro);
    setupLayout->addLayout(row);
    setupLayout->addStretch(1);

    auto *running = new QWidget(m_stack);
    QFont clockFont = m_clock->font();
    clockFont.setBold(true);
    m_clock->setFont(clockFont);
    m_clock->setAccessibleName(tr("Time left"));
    m_card->setMode(QuestionCard::Mode::Interview);
    auto *status = new QHBoxLayout;
    status->addWidget(m_progress);
    status->addStretch(1);
    status->addWidget(m_clock);
    auto *runningLayout = new QVBoxLayout(running);
    runningLayout->setContentsMargins(0, 0, 0, 0);
    runningLayout->addLayout(status);
    runningLayout->addWidget(m_card, 1);

    auto *review = new QWidget(m_stack);
    m_review->setAccessibleName(tr("The interview's review"));
    m_review->setOpenLinks(false);
    connect(m_review, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("replay"))
            replay(url.path().toInt());
    });
    auto *again = new QPushButton(tr("Start another intervie&w"), review);
    auto *exportButton = new QPushButton(tr("&Export as CSV…"), review);
    exportButton->setToolTip(tr("Save every answer, its time and its result for a spreadsheet"));
    auto *reviewLayout = new QVBoxLayout(review);
    reviewLayout->setContentsMargins(0, 0, 0, 0);
    reviewLayout->addWidget(m_review, 1);
    auto *reviewButtons = new QHBoxLayout;
    m_saved->setWordWrap(true);
    reviewButtons->addWidget(m_saved, 1);
    reviewButtons->addWidget(exportButton);
    reviewButtons->addWidget(again);
    reviewLayout->addLayout(reviewButtons);

    m_stack->addWidget(setup);
    m_stack->addWidget(running);
    m_stack->addWidget(review);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_stack);

    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, &InterviewPanel::tick);
    connect(startButton, &QPushButton::clicked, this, [this] { start(m_length->currentData().toInt()); });
    connect(again, &QPushButton::clicked, this, [this] { m_stack->setCurrentIndex(0); });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the interview"),
            QDir(folder).filePath(tr("interview.csv")), tr("CSV files (*.csv)"));
        if (path.isEmpty())
            return;
        const QHash<QString, QuestionText> words = QuizBank::text();
        const auto question = [&words](const QuizItem &item) {
            return item.drill ? item.drill->question : words.value(item.question->id).body;
        };
        const auto right = [&words](const QuizItem &item) { return rightAnswer(item, words); };
        const QString error = FileStore::write(path, m_interview->toCsv(question, right));
        if (!error.isEmpty())
            QMessageBox::warning(this, tr("Export the interview"), error);
        else
            m_saved->setText(tr("Saved “%1”.").arg(QDir::toNativeSeparators(path)));
    });
    connect(m_card, &QuestionCard::submitted, this, [this](const QStringList &picked, const QString &typed) {
        if (m_card->item().isLive()) {
            const LiveQuestion *live = m_card->live();
            const QString given = live->givenAnswer();
            m_interview->answerLive(given,
                given.isEmpty() ? QString() : LiveQuestion::answerText(m_card->item().question->step, given),
                live->answeredRight(), m_now());
        } else {
            m_interview->answer(picked, typed, m_now());
        }
        m_interview->isRunning(m_now()) ? showQuestion() : showReview();
    });
}

InterviewPanel::~InterviewPanel() = default;

void InterviewPanel::start(int minutes)
{
    m_interview
        = std::make_unique<QuizInterview>(QuizBank::questions(), QRandomGenerator::global()->generate64());
    m_interview->start(minutes, m_now());
    m_stack->setCurrentIndex(1);
    m_timer->start();
    showQuestion();
}

void InterviewPanel::tick()
{
    if (!m_interview || isReviewing() || m_stack->currentIndex() != 1)
        return;
    if (!m_interview->isRunning(m_now())) {
        // What stands in the open question when time runs out is its answer.
        m_interview->answerAtTimeUp(m_card->pickedOptions(), m_card->typedAnswer());
        showReview();
        return;
    }
    m_clock->setText(clockText());
    // The last minute in the warning colour, so time running out is no surprise.
    QPalette clockPalette = m_clock->palette();
    clockPalette.setColor(QPalette::WindowText,
        m_interview->remaining(m_now()) <= 60'000 ? accentColor(Accent::StopZero, palette())
                                                  : palette().color(QPalette::WindowText));
    m_clock->setPalette(clockPalette);
}

void InterviewPanel::showQuestion()
{
    m_progress->setText(
        tr("Question %1 of %2")
            .arg(QLocale().toString(m_interview->index() + 1), QLocale().toString(m_interview->count())));
    m_clock->setText(clockText());
    m_card->showItem(m_interview->current());
}

QString InterviewPanel::clockText() const
{
    return m_interview ? tr("%1 left").arg(minutesAndSeconds(m_interview->remaining(m_now()))) : QString();
}

bool InterviewPanel::isReviewing() const
{
    return m_stack->currentIndex() == 2;
}

QString InterviewPanel::reviewText() const
{
    return m_review->toPlainText();
}

void InterviewPanel::showReview()
{
    m_timer->stop();
    const QHash<QString, QuestionText> words = QuizBank::text();
    QString text = QStringLiteral("## ") + tr("Score by topic") + QStringLiteral("\n\n");
    const QMap<QString, QuizInterview::TopicScore> scores = m_interview->scores();
    QuizInterview::TopicScore total;
    for (const QuizInterview::TopicScore &score : scores) {
        total.right += score.right;
        total.graded += score.graded;
    }
    text += QStringLiteral("**")
        + tr("In all: %1 of %2 right").arg(QLocale().toString(total.right), QLocale().toString(total.graded))
        + QStringLiteral("**\n\n");
    for (auto it = scores.cbegin(); it != scores.cend(); ++it) {
        text += QStringLiteral("- ")
            + tr("%1: %2 of %3 right")
                  .arg(QuizBank::topicName(it.key()), QLocale().toString(it->right),
                      QLocale().toString(it->graded))
            + QLatin1Char('\n');
    }
    text += QLatin1Char('\n')
        + tr("Explain questions are not scored: compare your words with the model answer.")
        + QStringLiteral("\n\n## ") + tr("Every answer") + QStringLiteral("\n\n");
    // In the reading direction piece by piece: a question shown in English keeps its own, as on
    // the card. Right to left, a paragraph that opens with a formula was set left to right.
    const auto inReadingDirection = [this](const QString &markdown) {
        return CardText::inReadingDirection(markdown, layoutDirection());
    };
    text = inReadingDirection(text);
    int number = 0;
    for (const QuizInterview::Answer &answer : m_interview->answers()) {
        ++number;
        const QuizItem &item = answer.item;
        const QuestionText question = item.question ? words.value(item.question->id) : QuestionText {};
        const QString time = answer.reached ? minutesAndSeconds(answer.milliseconds) : tr("not reached");
        const QString body = item.drill ? item.drill->question
            : item.isLive()             ? LiveQuestion::questionText(item.question->step)
                                        : question.body;
        text += inReadingDirection(QStringLiteral("### ")
                    + tr("%1. %2 · %3")
                          .arg(QLocale().toString(number), QuizBank::topicName(item.topic()), time))
            + QStringLiteral("\n\n") + (question.english ? body : inReadingDirection(body))
            + QStringLiteral("\n\n");
        QString entry; // the answer given beside the right or model one
        QString given = answer.typed.trimmed();
        QStringList labels;
        for (const QString &id : answer.picked)
            labels << withoutFinalStop(question.choices.value(id));
        if (!labels.isEmpty())
            given = labels.join(QStringLiteral("; "));
        entry += QStringLiteral("**") + tr("Your answer:") + QStringLiteral("** ")
            + (given.isEmpty() ? tr("none") : given) + QStringLiteral("\n\n");
        if (item.drill) {
            entry += QStringLiteral("**") + (answer.right ? tr("Right.") : tr("Not quite."))
                + QStringLiteral("** ")
                + tr("The answer: %1.").arg(Drills::answerText(*item.drill))
                // Its own paragraph: Thai ends a sentence without a stop, so "7 m = …" ran together.
                + QStringLiteral("\n\n") + item.drill->working;
        } else if (item.isLive()) {
            entry += QStringLiteral("**") + (answer.right ? tr("Right.") : tr("Not quite."))
                + QStringLiteral("** ")
                + tr("The answer: %1.").arg(withoutFinalStop(rightAnswer(item, words)));
            // The demo plays the answer here, not during the interview: it would have given it away.
            entry += QStringLiteral(" [") + tr("Watch the answer on the demo")
                + QStringLiteral("](replay:%1)").arg(number - 1);
        } else if (item.isExplain()) {
            entry += QStringLiteral("**") + tr("Model answer:") + QStringLiteral("** ") + question.model
                + QStringLiteral("\n\n") + tr("Key points:") + QLatin1Char('\n');
            for (const QString &id : item.question->points)
                entry += QStringLiteral("\n- ") + question.points.value(id);
        } else {
            entry += QStringLiteral("**") + (answer.right ? tr("Right.") : tr("Not quite."))
                + QStringLiteral("** ") + tr("The answer: %1.").arg(rightAnswer(item, words));
        }
        text += inReadingDirection(entry) + QStringLiteral("\n\n");
    }
    m_review->setMarkdown(text);
    m_saved->clear();
    m_stack->setCurrentIndex(2);
}

void InterviewPanel::replay(int index)
{
    if (!m_interview || index < 0 || index >= m_interview->count())
        return;
    const QuizInterview::Answer &answer = m_interview->answers().at(index);
    if (!answer.item.isLive())
        return;
    // A window of its own, so the review stays where the learner was reading.
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Question %1 on the demo").arg(QLocale().toString(index + 1)));
    auto *live = new LiveQuestion(dialog, m_replayClock);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(close, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(live, 1);
    layout->addWidget(close);
    dialog->resize(size().expandedTo(QSize(900, 560)));
    // Unanswered, the step waits for an answer as in practice; answered, the learner's plays.
    if (answer.replay.isEmpty())
        live->open(answer.item.question->step);
    else
        live->replay(answer.item.question->step, answer.replay);
    m_replay = live;
    dialog->open();
}
