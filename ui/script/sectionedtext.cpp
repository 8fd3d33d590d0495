#include "sectionedtext.h"

namespace SectionedTextReader {

SectionedTextRead read(const QString &markdown, const QStringList &plainParts, const QStringList &namedParts)
{
    const auto fail = [](qsizetype line, const QString &what) {
        return SectionedTextRead {{}, QStringLiteral("line %1: %2").arg(line + 1).arg(what)};
    };
    SectionedTextRead read;
    QString *target = nullptr; // the part being read
    TextSection *section = nullptr;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (line.startsWith(QLatin1String("# "))) {
            if (!read.text.title.isEmpty())
                return fail(i, QStringLiteral("a second title"));
            read.text.title = line.mid(2).trimmed();
            target = nullptr;
        } else if (line.startsWith(QLatin1String("## "))) {
            const QString id = line.mid(3).trimmed();
            if (read.text.sections.contains(id))
                return fail(i, QStringLiteral("\"%1\" twice").arg(id));
            section = &read.text.sections[id];
            target = &section->body;
        } else if (line.startsWith(QLatin1String("### "))) {
            const QString part = line.mid(4).simplified();
            const QString kind = part.section(QLatin1Char(' '), 0, 0);
            const bool named = part.contains(QLatin1Char(' '));
            if (!section)
                return fail(i, QStringLiteral("a part before any section"));
            if (named ? !namedParts.contains(kind) : !plainParts.contains(part))
                return fail(i, QStringLiteral("unknown part \"%1\"").arg(part));
            if (section->parts.contains(part))
                return fail(i, QStringLiteral("part \"%1\" twice").arg(part));
            target = &section->parts[part];
        } else if (line.startsWith(QLatin1Char('#'))) {
            return fail(i, QStringLiteral("a heading the format does not have"));
        } else if (target) {
            target->append(line + QLatin1Char('\n'));
        } else if (!line.trimmed().isEmpty()) {
            return fail(i, QStringLiteral("text outside any section"));
        }
    }
    for (TextSection &text : read.text.sections) {
        text.body = text.body.trimmed();
        for (QString &part : text.parts)
            part = part.trimmed();
    }
    if (read.text.title.isEmpty())
        return {{}, QStringLiteral("no title")};
    return read;
}

} // namespace SectionedTextReader
