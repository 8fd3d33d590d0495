#pragma once
// A lesson's text made ready to lay out: in a right-to-left language its Latin runs (keys,
// formulas) isolated so the sentence reads in order, and in every language "k = 3" kept on one line.

#include "lessons/lessonbook.h"

namespace LessonTextLayout {
void prepare(LessonText &text, const QString &language);
} // namespace LessonTextLayout
