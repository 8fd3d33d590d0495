#pragma once

#include <QString>

class QWidget;

// Renders `window` as it is laid out now and writes a PNG. Returns an empty string on success,
// otherwise what went wrong, for the command line.
QString saveScreenshot(QWidget &window, const QString &path);
