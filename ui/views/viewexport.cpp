#include "viewexport.h"

#include "views/bitarrayview.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace ViewExport {

QString fileFilter()
{
    return QCoreApplication::translate("ViewExport", "PNG image (*.png);;SVG image (*.svg)");
}

QString save(const BitArrayView &view, const QString &path, const QString &title)
{
    const auto failed = [&path](const QString &reason) {
        return QCoreApplication::translate("ViewExport", "Could not save %1: %2").arg(path, reason);
    };
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QStringLiteral("png") && suffix != QStringLiteral("svg"))
        return failed(QCoreApplication::translate("ViewExport", "choose a name ending in .png or .svg"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(file.errorString());
    const QRect area(QPoint(0, 0), view.size());
    if (suffix == QStringLiteral("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(area.size());
        generator.setViewBox(area);
        generator.setTitle(title);
        generator.setDescription(
            QCoreApplication::translate("ViewExport", "A bit array exported from BloomLab"));
        QPainter painter(&generator);
        view.render(painter, area);
        painter.end();
    } else {
        QImage image(area.size() * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2.0);
        QPainter painter(&image);
        view.render(painter, area);
        painter.end();
        if (!image.save(&file, "PNG"))
            return failed(file.errorString());
    }
    if (!file.commit())
        return failed(file.errorString());
    return {};
}

} // namespace ViewExport
