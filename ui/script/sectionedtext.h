#pragma once
// The text of lessons and quiz questions, a file per language: "# Title", then one "## id" section
// per step or question, each with a body and named parts ("### hint", "### choice a", …). The
// reader is strict, so a translator's slip is a test failure, not a silently missing text.

#include <QHash>
#include <QString>
#include <QStringList>

struct TextSection {
    QString body; // Markdown
    QHash<QString, QString> parts; // by heading: "hint", "why", "choice a", "point 2", …
};

struct SectionedText {
    QString title;
    QHash<QString, TextSection> sections;
};

struct SectionedTextRead {
    SectionedText text;
    QString error; // empty when the text read completely; otherwise names the line
};

namespace SectionedTextReader {
// `plainParts` are headings that stand alone ("hint"); `namedParts` take an id ("choice a").
[[nodiscard]] SectionedTextRead read(
    const QString &markdown, const QStringList &plainParts, const QStringList &namedParts);
} // namespace SectionedTextReader
