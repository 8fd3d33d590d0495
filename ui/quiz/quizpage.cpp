#include "quizpage.h"

#include "common/filestore.h"
#include "common/splitters.h"
#include "quiz/classroompanel.h"
#include "quiz/interviewpanel.h"
#include "quiz/questioncard.h"
#include "quiz/quizpractice.h"
#include "quiz/quizsection.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QVBoxLayout>

#include <optional>

namespace {
constexpr int kTopicRole = Qt::UserRole;
}

namespace {
std::optional<quint64> &testSeed()
{
    static std::optional<quint64> seed;
    return seed;
}
} // namespace

void QuizPage::seedForTesting(quint64 seed)
{
    testSeed() = seed;
}

QuizPage::QuizPage(QWidget *parent)
    : DemoPage(parent),
      m_practice(new QuizPractice(QuizBank::questions(), this)),
      m_topics(new QListWidget(this)),
      m_card(new QuestionCard(this)),
      m_summary(new QLabel(this)),
      m_reset(new QPushButton(tr("Reset pro&gress…"), this)),
      m_modes(new QTabWidget(this)),
      m_interview(new InterviewPanel(this)),
      m_classroom(new ClassroomPanel(this))
{
    auto *intro = new QLabel(tr("One question at a time, with feedback on every option. Three right in a "
                                "row without a hint marks a topic practised; right again in a mixed "
                                "review on another day marks it mastered. Missed questions come back "
                                "another time."),
        this);
    intro->setWordWrap(true);
    m_topics->setAccessibleName(tr("Topics"));
    // Long topic names and their marks wrap (Uzbek, presenter mode) instead of being cut.
    m_topics->setWordWrap(true);
    m_topics->setTextElideMode(Qt::ElideNone);
    m_topics->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_topics->setToolTip(tr("Choose a topic to practise, or all topics for a mixed review"));
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    // Drawn as a document, not as plain text: Qt draws a plain right-to-left line that fills the
    // label a few pixels wider than it measured it, and in Urdu the "2" of "… 5 میں سے 2" lost half
    // its width to the label's trailing edge.
    m_summary->setTextFormat(Qt::RichText);

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_topics, 1);
    sideLayout->addWidget(m_summary);
    auto *exportButton = new QPushButton(tr("E&xport results…"), this);
    exportButton->setToolTip(tr("Save every topic's answers, streak and mastery for a spreadsheet"));
    sideLayout->addWidget(exportButton);
    sideLayout->addWidget(m_reset);
    auto *main = new QWidget(this);
    auto *mainLayout = new QVBoxLayout(main);
    mainLayout->setContentsMargins(0, 0, 0, 0);
    mainLayout->addWidget(intro);
    mainLayout->addWidget(m_card, 1);
    // Splitters::sideBySide: right to left, the topic list lost its border to the tab's frame.
    auto *splitter = Splitters::sideBySide(this);
    splitter->addWidget(side);
    splitter->addWidget(main);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    m_modes->addTab(splitter, tr("&Practice"));
    m_modes->addTab(m_interview, tr("Mock &interview"));
    m_modes->addTab(m_classroom, tr("Class&room"));
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_modes);

    refreshTopics();
    connect(m_practice, &QuizPractice::progressChanged, this, &QuizPage::refreshTopics);
    connect(m_topics, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item)
            practise(item->data(kTopicRole).toString());
    });
    connect(m_card, &QuestionCard::nextRequested, this, [this] { m_card->showItem(m_practice->next()); });
    connect(m_card, &QuestionCard::graded, m_practice, qOverload<bool, bool>(&QuizPractice::record));
    connect(m_card, &QuestionCard::selfGraded, m_practice, &QuizPractice::recordSelfGraded);
    connect(m_card, &QuestionCard::linkActivated, this, &DemoPage::linkActivated);
    connect(m_classroom, &ClassroomPanel::linkActivated, this, &DemoPage::linkActivated);
    connect(m_reset, &QPushButton::clicked, this, &QuizPage::confirmReset);
    connect(exportButton, &QPushButton::clicked, this, &QuizPage::exportResults);
    if (testSeed())
        m_practice->setSeed(*testSeed());
    practise(QString()); // the list starts at "All topics"
}

void QuizPage::practise(const QString &topic)
{
    m_practice->setTopic(topic);
    m_card->showItem(m_practice->next());
}

void QuizPage::refreshTopics()
{
    const QSignalBlocker blocker(m_topics);
    const int row = std::max(0, m_topics->currentRow());
    m_topics->clear();
    auto *all = new QListWidgetItem(tr("All topics: a mixed review"), m_topics);
    all->setData(kTopicRole, QString());
    for (const QString &topic : QuizBank::topics()) {
        const QuizPractice::TopicRecord record = m_practice->record(topic);
        QString mark;
        switch (m_practice->mastery(topic)) {
        case QuizPractice::Mastery::New: break;
        case QuizPractice::Mastery::Practising:
            mark = tr("%1 of %2 right")
                       .arg(QLocale().toString(record.right), QLocale().toString(record.answered));
            break;
        case QuizPractice::Mastery::Practised: mark = tr("practised"); break;
        case QuizPractice::Mastery::Mastered: mark = tr("mastered"); break;
        }
        auto *item = new QListWidgetItem(
            mark.isEmpty() ? QuizBank::topicName(topic) : tr("%1 · %2").arg(QuizBank::topicName(topic), mark),
            m_topics);
        item->setData(kTopicRole, topic);
    }
    m_topics->setCurrentRow(row);
    const QPair<int, int> self = m_practice->selfGraded();
    m_summary->setText(self.second == 0
            ? QString()
            : tr("Interview answers, graded by you: %1 of %2 key points covered.")
                  .arg(QLocale().toString(self.first), QLocale().toString(self.second))
                  .toHtmlEscaped());
    m_summary->setVisible(self.second > 0);
}

void QuizPage::exportResults()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the results"),
        QDir(folder).filePath(tr("quiz-results.csv")), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const QString error = FileStore::write(path, m_practice->toCsv());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export the results"), error);
}

void QuizPage::confirmReset()
{
    const auto answer = QMessageBox::question(this, tr("Reset progress"),
        tr("Forget every topic's progress and the missed questions? This cannot be undone."),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer == QMessageBox::Yes)
        m_practice->reset();
}

void QuizPage::saveSession(Session::Data &session) const
{
    QuizSection section;
    section.mode = m_modes->currentIndex();
    section.topic = m_practice->topic();
    session.setSection(quizSectionFormat().name, section);
}

void QuizPage::restoreSession(const Session::Data &session)
{
    const auto *section = session.section<QuizSection>(quizSectionFormat().name);
    if (!section)
        return;
    m_modes->setCurrentIndex(section->mode);
    const int row = static_cast<int>(QuizBank::topics().indexOf(section->topic)) + 1; // 0: a mixed review
    m_topics->setCurrentRow(row);
}
