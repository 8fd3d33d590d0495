#pragma once
// Saves what is on screen as an image for slides: PNG (rendered at twice the screen size) or SVG,
// chosen by the file's suffix; and a view's numbers as data. Every write goes through QSaveFile,
// so a failed save leaves any old file intact.

#include <QString>

class BitArrayView;
class QByteArray;
class QWidget;

namespace ViewExport {
// Each returns an empty string on success, otherwise a message for the user.
// The bit array, through its own render(), which leaves out focus frames and the hover callout.
QString save(const BitArrayView &view, const QString &path, const QString &title);
// Any widget as it is on screen, a chart view say.
QString saveImage(QWidget &widget, const QString &path, const QString &title);
// A view's numbers rather than its picture, e.g. a chart's table as CSV.
QString saveData(const QByteArray &bytes, const QString &path);
QString fileFilter();
} // namespace ViewExport
