#pragma once
// Lesson and question texts made ready to lay out.

#include <QString>

namespace TextLayout {
// In a right-to-left `language`, every run of Latin letters, digits and formula signs isolated so
// the sentence reads in order; in every language "k = 3" kept on one line.
[[nodiscard]] QString prepare(const QString &markdown, const QString &language);
} // namespace TextLayout
