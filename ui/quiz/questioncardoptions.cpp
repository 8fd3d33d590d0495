// The card's options: built for each question, picked, marked after the check with the feedback
// under each, revealed in the classroom, and voted on there.
#include "questioncard.h"

#include "quiz/cardtext.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QVBoxLayout>

using CardText::inReadingDirection;

namespace CardText {

QLabel *wrappedLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::MarkdownText);
    // Absolute: each paragraph takes its own direction, so in Urdu an option of digits alone
    // ("0.5%") went to the far left. One edge, the layout's leading one, for all.
    label->setAlignment((parent->layoutDirection() == Qt::RightToLeft ? Qt::AlignRight : Qt::AlignLeft)
        | Qt::AlignAbsolute | Qt::AlignTop);
    return label;
}

// In right-to-left text every paragraph opens with a right-to-left mark: one that starts with a
// formula or a number ("m = … بٹ") was laid out left to right. A heading or list item takes its
// mark after the "### " or "- " that makes it one, so it stays a heading or a list item; each
// item is a block of its own, so each takes a mark, blank line before it or not.
QString inReadingDirection(const QString &markdown, Qt::LayoutDirection direction)
{
    if (direction != Qt::RightToLeft)
        return markdown;
    static const QRegularExpression marker(QStringLiteral("^\\s*(#{1,6}|[-*+]|\\d{1,9}[.)])\\s+"));
    QStringList lines = markdown.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString &line = lines[i];
        if (line.trimmed().isEmpty())
            continue;
        const QRegularExpressionMatch block = marker.match(line);
        if (block.hasMatch())
            line.insert(block.capturedEnd(), QChar(0x200F));
        else if (i == 0 || lines.at(i - 1).trimmed().isEmpty())
            line.prepend(QChar(0x200F));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace CardText

void QuestionCard::removeVote(int index)
{
    if (m_mode != Mode::Classroom || m_checked || index < 0 || index >= m_votes.size()
        || m_votes.at(index) == 0)
        return;
    --m_votes[index];
    m_voteLabels.at(index)->setText(tr("%n vote(s)", nullptr, m_votes.at(index)));
    m_voteLabels.at(index)->setVisible(m_votes.at(index) > 0);
}

void QuestionCard::addVote(int index)
{
    if (m_mode != Mode::Classroom || m_checked || index < 0 || index >= m_votes.size())
        return;
    ++m_votes[index];
    m_voteLabels.at(index)->setText(tr("%n vote(s)", nullptr, m_votes.at(index)));
    m_voteLabels.at(index)->show();
}

void QuestionCard::clearOptions()
{
    delete m_group;
    m_group = nullptr;
    for (QVBoxLayout *rows : {m_optionLayout, m_pointLayout}) {
        while (QLayoutItem *item = rows->takeAt(0)) {
            delete item->widget();
            delete item;
        }
    }
    m_optionButtons.clear();
    m_optionFeedback.clear();
    m_optionTexts.clear();
    m_votes.clear();
    m_voteLabels.clear();
    m_optionIds.clear();
    m_pointBoxes.clear();
    m_clickTargets.clear();
}

void QuestionCard::addOption(const QString &id, const QString &label, bool several)
{
    // A button with its letter and a label that wraps beside it: a long option (a translation)
    // would be cut off inside the button itself.
    auto *row = new QWidget(m_options);
    auto *rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    const int index = static_cast<int>(m_optionButtons.size());
    QAbstractButton *button = several ? static_cast<QAbstractButton *>(new QCheckBox(row))
                                      : static_cast<QAbstractButton *>(new QRadioButton(row));
    // The letter without a mnemonic: Alt+C is Check's.
    button->setText(QChar(u'A' + index));
    button->setAccessibleName(label);
    if (m_group)
        m_group->addButton(button);
    connect(button, &QAbstractButton::toggled, this, &QuestionCard::answerChanged);
    auto *text = CardText::wrappedLabel(row);
    text->setText(inReadingDirection(label, layoutDirection()));
    if (m_mode == Mode::Classroom)
        button->setAttribute(Qt::WA_TransparentForMouseEvents); // the class votes with A to D
    // A click on the words picks the option, as on a button's own text.
    text->installEventFilter(this);
    m_clickTargets.insert(text, button);
    auto *feedback = CardText::wrappedLabel(row);
    feedback->hide();
    auto *votes = new QLabel(row);
    votes->hide();
    m_votes << 0;
    m_voteLabels << votes;
    auto *column = new QVBoxLayout;
    column->addWidget(text);
    column->addWidget(feedback);
    rowLayout->addWidget(button, 0, Qt::AlignTop);
    rowLayout->addLayout(column, 1);
    rowLayout->addWidget(votes, 0, Qt::AlignTop);
    m_optionLayout->addWidget(row);
    m_optionButtons << button;
    m_optionFeedback << feedback;
    m_optionTexts << text;
    m_optionIds << id;
    matchLetterFonts();
}

void QuestionCard::matchLetterFonts()
{
    // A platform theme may give radio buttons and check boxes a class font of their own, which
    // Qt keeps unless a parent sets a size: the option's words then stood smaller than their
    // letter. The letter takes the words' font, here and after every font change of the card.
    for (qsizetype i = 0; i < m_optionButtons.size(); ++i) {
        QFont words = m_optionTexts.at(i)->font();
        // Every property as set, or setFont() would take none and leave the class font.
        words.setResolveMask(QFont::AllPropertiesResolved);
        m_optionButtons.at(i)->setFont(words);
    }
}

bool QuestionCard::eventFilter(QObject *watched, QEvent *event)
{
    QAbstractButton *button = m_clickTargets.value(watched);
    if (event->type() == QEvent::MouseButtonRelease && button && button->isEnabled())
        button->click();
    return QWidget::eventFilter(watched, event);
}

void QuestionCard::markOptions(const QuestionText &words, const QStringList &picked)
{
    const Question &question = *m_item.question;
    for (qsizetype i = 0; i < m_optionButtons.size(); ++i) {
        const QString &id = m_optionIds.at(i);
        const bool correct = question.answer.contains(id);
        m_optionButtons.at(i)->setEnabled(false);
        // The right options in bold, for the back of a classroom too.
        if (correct)
            m_optionTexts.at(i)->setText(
                QStringLiteral("**") + words.choices.value(id) + QStringLiteral("**"));
        QLabel *feedback = m_optionFeedback.at(i);
        // Feedback under every option, the right ones marked, so each wrong idea is answered too;
        // a right option the learner left out says so.
        QString mark = correct ? QStringLiteral("✓ ") : QStringLiteral("✗ ");
        if (correct && !picked.isEmpty() && !picked.contains(id))
            mark += QStringLiteral("**") + tr("You should have picked this one.") + QStringLiteral("** ");
        feedback->setText(inReadingDirection(mark + words.feedback.value(id), layoutDirection()));
        feedback->show();
    }
}

void QuestionCard::reveal()
{
    // The class's answer is the votes: nothing is graded or recorded.
    m_checked = true;
    m_check->setEnabled(false);
    m_next->setDefault(true);
    if (m_item.drill) {
        m_verdict->setText(tr("The answer: %1.").arg(Drills::answerText(*m_item.drill)));
        m_verdict->show();
        showExplanation(m_item.drill->working);
        return;
    }
    const Question &question = *m_item.question;
    const QuestionText words = m_words.value(question.id);
    if (m_item.isExplain()) {
        QString model = tr("**Model answer**") + QStringLiteral("\n\n") + words.model + QStringLiteral("\n\n")
            + tr("Key points:") + QLatin1Char('\n');
        for (const QString &id : question.points)
            model += QStringLiteral("\n- ") + words.points.value(id);
        showExplanation(model);
        return;
    }
    QStringList letters;
    for (qsizetype i = 0; i < m_optionIds.size(); ++i) {
        const bool correct = question.answer.contains(m_optionIds.at(i));
        m_optionButtons.at(i)->setChecked(correct);
        if (correct)
            letters << m_optionButtons.at(i)->text();
    }
    markOptions(words, {});
    m_verdict->setText(tr("The answer: %1.").arg(QLocale().createSeparatedList(letters)));
    m_verdict->show();
    if (!words.why.isEmpty())
        showExplanation(words.why);
}

QStringList QuestionCard::pickedOptions() const
{
    QStringList picked;
    for (qsizetype i = 0; i < m_optionButtons.size(); ++i) {
        if (m_optionButtons.at(i)->isChecked())
            picked << m_optionIds.at(i);
    }
    return picked;
}
