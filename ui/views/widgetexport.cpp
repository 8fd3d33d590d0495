#include "widgetexport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QWidget>

namespace {

// The same context and words as ViewExport's, so one translation serves both.
QString failed(const QString &path, const QString &reason)
{
    return QCoreApplication::translate("ViewExport", "Could not save %1: %2").arg(path, reason);
}

} // namespace

namespace WidgetExport {

QString saveImage(QWidget &widget, const QString &path, const QString &title)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QStringLiteral("png") && suffix != QStringLiteral("svg"))
        return failed(
            path, QCoreApplication::translate("ViewExport", "choose a name ending in .png or .svg"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(path, file.errorString());
    const QSize size = widget.size();
    if (suffix == QStringLiteral("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(title);
        QPainter painter(&generator);
        widget.render(&painter);
        painter.end();
    } else {
        QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2.0);
        // A widget need not paint every pixel; the rest would show whatever the memory held.
        image.fill(widget.palette().color(QPalette::Base));
        QPainter painter(&image);
        widget.render(&painter);
        painter.end();
        if (!image.save(&file, "PNG"))
            return failed(path, file.errorString());
    }
    if (!file.commit())
        return failed(path, file.errorString());
    return {};
}

QString saveData(const QByteArray &bytes, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(path, file.errorString());
    if (file.write(bytes) != bytes.size() || !file.commit())
        return failed(path, file.errorString());
    return {};
}

} // namespace WidgetExport
