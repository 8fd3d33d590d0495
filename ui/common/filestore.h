#pragma once
// Reading and writing the user's files. Writes go through QSaveFile: the new contents land in a
// temporary file that replaces the old one only once complete, so a failed or interrupted save
// leaves the previous file as it was.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <variant>

class FileStore {
    Q_DECLARE_TR_FUNCTIONS(FileStore)

public:
    // An empty string on success, otherwise a message for the user.
    [[nodiscard]] static QString write(const QString &path, const QByteArray &bytes);
    // The file's bytes, or a message; files above maxBytes are refused before reading.
    [[nodiscard]] static std::variant<QByteArray, QString> read(const QString &path, qint64 maxBytes);

    // For tests: writes fail after this many bytes, as on a full disk; negative turns it off.
    static void failWritesAfter(qint64 bytes);
};
