#include "screenshot.h"

#include <QCoreApplication>
#include <QImageWriter>
#include <QPixmap>
#include <QSaveFile>
#include <QWidget>

QString saveScreenshot(QWidget &window, const QString &path)
{
    // Let every posted layout request and deferred paint settle before rendering.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    const QPixmap pixmap = window.grab();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("Screenshot", "Cannot write %1: %2").arg(path, file.errorString());
    QImageWriter writer(&file, "png");
    if (!writer.write(pixmap.toImage()) || !file.commit())
        return QCoreApplication::translate("Screenshot", "Cannot write %1: %2").arg(path, file.errorString());
    return {};
}
