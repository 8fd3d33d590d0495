#pragma once
// Saves what is on screen as an image for slides: PNG (rendered at twice the screen size) or SVG,
// chosen by the file's suffix; and a view's numbers as data. Every write goes through QSaveFile,
// so a failed save leaves any old file intact.

#include <QDate>
#include <QString>
#include <QStringList>

class BitArrayView;
class QByteArray;
class QWidget;

namespace ViewExport {
// What an exported bit array says about itself above its cells: an image on a slide or in a
// report is read without the app beside it.
struct ArrayHeader {
    QString title;
    quint64 bits = 0; // m
    quint32 hashes = 0; // k
    quint64 keys = 0; // n, the keys added
    QString scheme; // the hash scheme's name, as the settings show it
    QDate date; // the day of export
};
// The header's lines, title first, in the current language and locale.
QStringList headerLines(const ArrayHeader &header);

// Each returns an empty string on success, otherwise a message for the user.
// The bit array, cropped to its cells and without the step's callout or the focus frame
// (BitArrayView::renderForExport), below the header's lines.
QString save(const BitArrayView &view, const QString &path, const ArrayHeader &header);
// Any widget as it is on screen, a chart view say.
QString saveImage(QWidget &widget, const QString &path, const QString &title);
// A view's numbers rather than its picture, e.g. a chart's table as CSV.
QString saveData(const QByteArray &bytes, const QString &path);
QString fileFilter();
} // namespace ViewExport
