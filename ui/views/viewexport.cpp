#include "viewexport.h"

#include "views/bitarrayview.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QWidget>

#include <functional>

namespace {

QString failed(const QString &path, const QString &reason)
{
    return QCoreApplication::translate("ViewExport", "Could not save %1: %2").arg(path, reason);
}

// One writer for every picture: `paint` draws the picture into an area of `size`.
QString writeImage(const QString &path, QSize size, const QString &title, const QString &description,
    const QColor &background, const std::function<void(QPainter &)> &paint)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QStringLiteral("png") && suffix != QStringLiteral("svg"))
        return failed(
            path, QCoreApplication::translate("ViewExport", "choose a name ending in .png or .svg"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(path, file.errorString());
    if (suffix == QStringLiteral("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(title);
        if (!description.isEmpty())
            generator.setDescription(description);
        QPainter painter(&generator);
        paint(painter);
        painter.end();
    } else {
        QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2.0);
        // A widget need not paint every pixel; the rest would show whatever the memory held.
        image.fill(background);
        QPainter painter(&image);
        paint(painter);
        painter.end();
        if (!image.save(&file, "PNG"))
            return failed(path, file.errorString());
    }
    if (!file.commit())
        return failed(path, file.errorString());
    return {};
}

} // namespace

namespace ViewExport {

QString fileFilter()
{
    return QCoreApplication::translate("ViewExport", "PNG image (*.png);;SVG image (*.svg)");
}

QString save(const BitArrayView &view, const QString &path, const QString &title)
{
    const QRect area(QPoint(0, 0), view.size());
    return writeImage(path, area.size(), title,
        QCoreApplication::translate("ViewExport", "A bit array exported from BloomLab"), Qt::transparent,
        [&view, area](QPainter &painter) { view.render(painter, area); });
}

QString saveImage(QWidget &widget, const QString &path, const QString &title)
{
    return writeImage(path, widget.size(), title, {}, widget.palette().color(QPalette::Base),
        [&widget](QPainter &painter) { widget.render(&painter); });
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

} // namespace ViewExport
