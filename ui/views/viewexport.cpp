#include "viewexport.h"

#include "views/bitarrayview.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFontInfo>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QWidget>

#include <algorithm>
#include <climits>
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

QStringList headerLines(const ArrayHeader &header)
{
    const QLocale locale;
    // %Ln: a plural form and the locale's digits. The count is an int; no filter here comes near.
    const auto count = [](quint64 n) { return static_cast<int>(std::min<quint64>(n, INT_MAX)); };
    const QStringList parameters {
        QCoreApplication::translate("ViewExport", "m = %Ln bit(s)", nullptr, count(header.bits)),
        QCoreApplication::translate("ViewExport", "k = %Ln hash function(s)", nullptr, count(header.hashes)),
        QCoreApplication::translate("ViewExport", "n = %Ln key(s) added", nullptr, count(header.keys)),
    };
    return {header.title, locale.createSeparatedList(parameters),
        QCoreApplication::translate("ViewExport", "Hash scheme: %1").arg(header.scheme),
        QCoreApplication::translate("ViewExport", "Exported from BloomLab on %1")
            .arg(locale.toString(header.date, QLocale::LongFormat))};
}

QString save(const BitArrayView &view, const QString &path, const ArrayHeader &header)
{
    // The header is a document's heading, not part of the themed window: near-black on white reads
    // on a slide or on paper whatever palette the app had. Sizes in pixels, so PNG and SVG (whose
    // resolutions differ) lay it out alike.
    const QStringList lines = headerLines(header);
    QFont body = view.font();
    body.setPixelSize(std::max(12, QFontInfo(view.font()).pixelSize()));
    QFont title = body;
    title.setPixelSize(body.pixelSize() * 4 / 3);
    title.setBold(true);
    const QFontMetrics bodyMetrics(body);
    const QFontMetrics titleMetrics(title);
    const int margin = bodyMetrics.height();
    int textWidth = titleMetrics.horizontalAdvance(lines.first());
    for (qsizetype i = 1; i < lines.size(); ++i)
        textWidth = std::max(textWidth, bodyMetrics.horizontalAdvance(lines.at(i)));
    const int headerHeight = 2 * margin + titleMetrics.lineSpacing()
        + static_cast<int>(lines.size() - 1) * bodyMetrics.lineSpacing();
    const QSize array = view.exportSize();
    const QSize size(std::max(array.width(), textWidth + 2 * margin), headerHeight + array.height());

    return writeImage(path, size, header.title,
        QCoreApplication::translate("ViewExport", "A bit array exported from BloomLab"), Qt::white,
        [&](QPainter &painter) {
            painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
            // Right-to-left languages start their lines at the right, as the window does; the
            // array keeps its own direction (its positions read left to right in every language).
            painter.setLayoutDirection(QGuiApplication::layoutDirection());
            QRect line(margin, margin, size.width() - 2 * margin, titleMetrics.lineSpacing());
            painter.setFont(title);
            painter.setPen(QColor(0x1a, 0x1a, 0x1a));
            painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, lines.first());
            painter.setFont(body);
            painter.setPen(QColor(0x33, 0x33, 0x33));
            line.translate(0, line.height());
            line.setHeight(bodyMetrics.lineSpacing());
            for (qsizetype i = 1; i < lines.size(); ++i) {
                painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, lines.at(i));
                line.translate(0, line.height());
            }
            painter.setPen(QColor(0xc8, 0xc8, 0xc8));
            painter.drawLine(0, headerHeight - 1, size.width(), headerHeight - 1);
            // The array as on screen, cropped to its cells, below the header.
            painter.translate(0, headerHeight);
            view.renderForExport(painter);
        });
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
