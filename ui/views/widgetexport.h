#pragma once
// Saves any widget as it is on screen (a chart view, say) as an image for slides: PNG rendered at
// twice the screen size, or SVG, chosen by the file's suffix; and a view's numbers as data. Writes
// go through QSaveFile, so a failed save leaves any old file intact. It keeps the formats and the
// messages of ViewExport, which does the same for the bit array through its own render().

#include <QString>

class QByteArray;
class QWidget;

namespace WidgetExport {
// Each returns an empty string on success, otherwise a message for the user.
QString saveImage(QWidget &widget, const QString &path, const QString &title);
// A view's numbers rather than its picture, e.g. a chart's table as CSV.
QString saveData(const QByteArray &bytes, const QString &path);
} // namespace WidgetExport
