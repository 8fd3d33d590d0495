#include "lessoncontents.h"

#include "lessons/lessonbook.h"
#include "lessons/lessonprogress.h"

#include <QHeaderView>
#include <QLocale>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

namespace {
constexpr int kLessonRole = Qt::UserRole;
constexpr int kStepRole = Qt::UserRole + 1;
constexpr int kStepIdRole = Qt::UserRole + 2;
constexpr int kMinutesRole = Qt::UserRole + 3;
constexpr int kTitleRole = Qt::UserRole + 4;

QString kindName(LessonStep::Kind kind)
{
    switch (kind) {
    case LessonStep::Kind::Read: return LessonContents::tr("Read");
    case LessonStep::Kind::Do: return LessonContents::tr("Do");
    case LessonStep::Kind::Predict: return LessonContents::tr("Predict");
    }
    return {};
}
} // namespace

LessonContents::LessonContents(QWidget *parent) : QTreeWidget(parent)
{
    setHeaderHidden(true);
    setColumnCount(1);
    // A lesson's row is its title over its progress; long titles (Urdu, Bengali) wrap, not elide.
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    setAccessibleName(tr("Lessons and their steps"));
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const int step = item->data(0, kStepRole).isValid() ? item->data(0, kStepRole).toInt() : 0;
        emit stepChosen(item->data(0, kLessonRole).toString(), step);
    });
    connect(this, &QTreeWidget::itemClicked, this, &QTreeWidget::itemActivated);
}

void LessonContents::resizeEvent(QResizeEvent *event)
{
    QTreeWidget::resizeEvent(event);
    fitRows();
    // The rows fitted to the new width are taller or shorter: the place scrolled to before moved.
    revealPlace();
}

void LessonContents::revealPlace()
{
    // The lesson's title first, then its step, which wins where both do not fit: scrolled to
    // alone, a step could sit at the top with its lesson's name out of view above it.
    QTreeWidgetItem *step = currentItem();
    if (!step || !step->parent())
        return;
    scrollToItem(step->parent());
    scrollToItem(step);
}

void LessonContents::fitRows()
{
    // The item delegate measures a wrapped row against the whole column, not the part beside the
    // branch arrow, and so gave a long title and its progress line too few lines: measure here.
    // A text document lays the lines out as the view will, with the script's own font (Bengali's
    // lines are taller than the interface font says).
    QTextDocument measure;
    measure.setDefaultFont(font());
    measure.setDocumentMargin(0);
    const int width = std::max(40, viewport()->width() - indentation() - 12);
    measure.setTextWidth(width);
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *lesson = topLevelItem(i);
        QString text = lesson->text(0);
        text.replace(QChar(QChar::LineSeparator), QLatin1Char('\n'));
        measure.setPlainText(text);
        // A whole size: the item drops one whose width is -1 as invalid.
        lesson->setSizeHint(0, QSize(width, static_cast<int>(std::ceil(measure.size().height())) + 6));
    }
    doItemsLayout();
}

void LessonContents::reload(LessonProgress &progress)
{
    clear();
    const QString language = LessonBook::currentLanguage();
    const QStringList ids = LessonBook::ids();
    for (int number = 0; number < ids.size(); ++number) {
        const std::optional<Lesson> lesson = LessonBook::lesson(ids.at(number));
        if (!lesson)
            continue;
        const LessonText text = LessonBook::text(lesson->id, language);
        auto *item = new QTreeWidgetItem(this);
        item->setData(0, kLessonRole, lesson->id);
        item->setData(0, kMinutesRole, lesson->minutes);
        item->setData(0, kTitleRole, tr("%1. %2").arg(QLocale().toString(number + 1), text.title));
        for (int i = 0; i < lesson->steps.size(); ++i) {
            auto *child = new QTreeWidgetItem(item);
            child->setData(0, kLessonRole, lesson->id);
            child->setData(0, kStepRole, i);
            child->setData(0, kStepIdRole, lesson->steps.at(i).id);
            child->setData(0, kTitleRole,
                tr("Step %1: %2").arg(QLocale().toString(i + 1), kindName(lesson->steps.at(i).kind)));
        }
    }
    refreshMarks(progress);
}

void LessonContents::showPlace(const QString &lessonId, int step, LessonProgress &progress)
{
    refreshMarks(progress);
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *lesson = topLevelItem(i);
        if (lesson->data(0, kLessonRole).toString() != lessonId || step >= lesson->childCount())
            continue;
        lesson->setExpanded(true);
        const QSignalBlocker quiet(this);
        setCurrentItem(lesson->child(step));
        revealPlace();
    }
    viewport()->update(); // the old row's branch area, right to left, kept its highlight
}

void LessonContents::refreshMarks(LessonProgress &progress)
{
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *lesson = topLevelItem(i);
        const QSet<QString> done = progress.doneSteps(lesson->data(0, kLessonRole).toString());
        int count = 0;
        for (int s = 0; s < lesson->childCount(); ++s) {
            QTreeWidgetItem *step = lesson->child(s);
            const bool finished = done.contains(step->data(0, kStepIdRole).toString());
            count += finished ? 1 : 0;
            // A mark in the text, not only a colour, so it reads in every theme and to a screen reader.
            step->setText(0,
                (finished ? QStringLiteral("✓ ") : QStringLiteral("○ "))
                    + step->data(0, kTitleRole).toString());
            step->setData(0, Qt::AccessibleTextRole,
                finished ? tr("%1, done").arg(step->data(0, kTitleRole).toString())
                         : step->data(0, kTitleRole).toString());
        }
        const QString summary
            = tr("%1 of %2 steps done · about %Ln minute(s)", nullptr, lesson->data(0, kMinutesRole).toInt())
                  .arg(QLocale().toString(count), QLocale().toString(lesson->childCount()));
        const bool complete = count == lesson->childCount();
        lesson->setText(0,
            (complete ? QStringLiteral("✓ ") : QString()) + lesson->data(0, kTitleRole).toString()
                + QChar(QChar::LineSeparator) + summary);
        lesson->setToolTip(0, summary);
    }
    fitRows();
}
