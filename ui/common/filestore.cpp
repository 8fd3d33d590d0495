#include "common/filestore.h"

#include "common/numberformat.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace {
qint64 g_failAfter = -1;
} // namespace

QString FileStore::write(const QString &path, const QByteArray &bytes)
{
    const QString name = QFileInfo(path).fileName();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Could not save “%1”: %2. Nothing was changed.").arg(name, file.errorString());
    const qint64 allowed = g_failAfter < 0 ? bytes.size() : std::min<qint64>(g_failAfter, bytes.size());
    const qint64 written = file.write(bytes.constData(), allowed);
    if (written != bytes.size()) {
        const QString reason = written == allowed && allowed < bytes.size() ? tr("no space left on the disk")
                                                                            : file.errorString();
        file.cancelWriting();
        return tr("Could not save “%1”: %2. The previous file is unchanged.").arg(name, reason);
    }
    if (!file.commit())
        return tr("Could not save “%1”: %2. The previous file is unchanged.").arg(name, file.errorString());
    return {};
}

std::variant<QByteArray, QString> FileStore::read(const QString &path, qint64 maxBytes)
{
    const QFileInfo info(path);
    const QString name = info.fileName();
    if (!info.exists())
        return tr("“%1” does not exist any more.").arg(name);
    if (info.isDir())
        return tr("“%1” is a folder, not a file.").arg(name);
    if (info.size() > maxBytes)
        return tr("“%1” is %2, more than any BloomLab file can be (%3).")
            .arg(name, NumberFormat::bytes(static_cast<double>(info.size())),
                NumberFormat::bytes(static_cast<double>(maxBytes)));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("Could not open “%1”: %2.").arg(name, file.errorString());
    QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return tr("“%1” is more than any BloomLab file can be (%2).")
            .arg(name, NumberFormat::bytes(static_cast<double>(maxBytes)));
    return bytes;
}

void FileStore::failWritesAfter(qint64 bytes)
{
    g_failAfter = bytes;
}
