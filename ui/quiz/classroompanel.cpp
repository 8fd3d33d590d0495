#include "classroompanel.h"

#include "quiz/questioncard.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

ClassroomPanel::ClassroomPanel(QWidget *parent)
    : QWidget(parent),
      m_topics(new QComboBox(this)),
      m_card(new QuestionCard(this)),
      m_random(std::random_device {}())
{
    m_topics->addItem(tr("All topics"), QString());
    for (const QString &topic : QuizBank::topics())
        m_topics->addItem(QuizBank::topicName(topic), topic);
    m_topics->setAccessibleName(tr("Topic"));
    auto *topicLabel = new QLabel(tr("T&opic:"), this);
    topicLabel->setBuddy(m_topics);
    auto *keys = new QLabel(tr("Keys: A to D count a vote for an option (with Shift, take one back), Space "
                               "reveals the answer, N shows the next question."),
        this);
    keys->setWordWrap(true);
    auto *row = new QHBoxLayout;
    row->addWidget(topicLabel);
    row->addWidget(m_topics);
    row->addWidget(keys, 1);
    m_card->setMode(QuestionCard::Mode::Classroom);
    // Large for the back of the room; the page's presenter mode makes it larger still.
    QFont large = m_card->font();
    large.setPointSizeF(large.pointSizeF() * 1.4);
    m_card->setFont(large);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(m_card, 1);

    const auto shortcut = [this](const QKeySequence &sequence, auto action) {
        auto *key = new QShortcut(sequence, this, action);
        // The whole window while this tab shows (a hidden widget's shortcuts never fire), so the
        // keys work wherever the teacher last clicked, the tab itself included.
        key->setContext(Qt::WindowShortcut);
    };
    for (int option = 0; option < 4; ++option) {
        shortcut(QKeySequence(Qt::Key_A + option), [this, option] { m_card->addVote(option); });
        // Shift takes a vote back, for one counted by mistake.
        shortcut(
            QKeySequence(Qt::SHIFT | (Qt::Key_A + option)), [this, option] { m_card->removeVote(option); });
    }
    shortcut(QKeySequence(Qt::Key_Space), [this] { m_card->check(); });
    shortcut(QKeySequence(Qt::Key_N), [this] { next(); });
    connect(m_card, &QuestionCard::nextRequested, this, &ClassroomPanel::next);
    connect(m_topics, &QComboBox::currentIndexChanged, this, [this] {
        m_asked.clear();
        next();
    });
    connect(m_card, &QuestionCard::linkActivated, this, &ClassroomPanel::linkActivated);
    next();
}

void ClassroomPanel::next()
{
    const QString topic = m_topics->currentData().toString();
    QList<QuizItem> pool;
    for (int round = 0; round < 2 && pool.isEmpty(); ++round) {
        if (round == 1)
            m_asked.clear(); // every question of the topic asked: a new round
        for (const Question &question : QuizBank::questions()) {
            // A live question has its own answer buttons: it is asked in practice.
            if ((topic.isEmpty() || question.topic == topic) && !m_asked.contains(question.id)
                && question.kind != Question::Kind::Live)
                pool << QuizItem {question, std::nullopt};
        }
    }
    for (DrillKind kind : Drills::kinds()) {
        const Drill drill = Drills::make(kind, m_random());
        if (topic.isEmpty() || drill.topic == topic)
            pool << QuizItem {std::nullopt, drill};
    }
    if (pool.size() > 1)
        pool.removeIf([this](const QuizItem &candidate) { return candidate.key() == m_card->item().key(); });
    if (pool.isEmpty())
        return;
    const QuizItem item = pool.at(static_cast<qsizetype>(m_random() % static_cast<quint64>(pool.size())));
    m_asked << item.key();
    m_card->showItem(item);
}
