#pragma once
// Side-by-side splitters that keep both edges right to left.

#include <Qt>

class QSplitter;
class QWidget;

namespace Splitters {
// A horizontal splitter with a pixel of margin either side. Right to left, QSplitter (Qt 6.4)
// sets each widget one pixel right of its place, and the leading one lost its last column to the
// frame or the window's edge: a list's border, an answer button's, the tip of a line's first letter.
[[nodiscard]] QSplitter *sideBySide(QWidget *parent = nullptr);
} // namespace Splitters
