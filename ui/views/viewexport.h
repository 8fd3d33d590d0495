#pragma once
// Saves a view as an image for slides: PNG (rendered at twice the screen size) or SVG, chosen by
// the file's suffix. Writes through QSaveFile, so a failed save leaves any old file intact.

#include <QString>

class BitArrayView;

namespace ViewExport {
// Returns an empty string on success, otherwise a message for the user.
QString save(const BitArrayView &view, const QString &path, const QString &title);
QString fileFilter();
} // namespace ViewExport
