#pragma once
// The lessons' table of contents: each lesson with its minutes and how many of its steps are
// done, and under it its numbered steps, each marked when done. Choosing a step opens it.

#include <QTreeWidget>

class LessonProgress;

class LessonContents : public QTreeWidget {
    Q_OBJECT

public:
    explicit LessonContents(QWidget *parent = nullptr);

    // Rebuilds the list from the lessons and the progress, in the current language.
    void reload(LessonProgress &progress);
    // Marks the step on screen and refreshes the progress marks.
    void showPlace(const QString &lessonId, int step, LessonProgress &progress);

signals:
    void stepChosen(const QString &lessonId, int step);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void refreshMarks(LessonProgress &progress);
    void fitRows();
    // Scrolls the current step and its lesson's title into view.
    void revealPlace();
};
