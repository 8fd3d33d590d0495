#pragma once
// The sections a session file can hold, one per page that saves something. A page registers its
// section (how to read, write and compare it) and the names the "page" field may take; the JSON
// reader, the writer and Documents then work for any page without naming one.

#include "session/sessiondata.h"

#include <QJsonObject>
#include <QStringList>

#include <any>
#include <functional>

namespace Session {

struct SectionFormat {
    QString name; // the JSON key, and the page's catalog name
    // Reads and fully validates the section; throws Fields::Invalid at the first bad value.
    std::function<std::any(const QJsonObject &object, const QString &path)> read;
    std::function<QJsonObject(const std::any &section)> write;
    std::function<bool(const std::any &a, const std::any &b)> equal;
};

// A format for a section of type Section from a reader and a writer of that type.
template <typename Section>
[[nodiscard]] SectionFormat makeSectionFormat(const QString &name,
    Section (*read)(const QJsonObject &, const QString &), QJsonObject (*write)(const Section &))
{
    return {name,
        [read](const QJsonObject &object, const QString &path) { return std::any(read(object, path)); },
        [write](const std::any &section) { return write(std::any_cast<const Section &>(section)); },
        [](const std::any &a, const std::any &b) {
            return std::any_cast<const Section &>(a) == std::any_cast<const Section &>(b);
        }};
}

namespace Sections {
// Registering a name again replaces its format: registration is idempotent.
void add(const SectionFormat &format);
[[nodiscard]] const SectionFormat *find(const QString &name);
[[nodiscard]] QStringList names();
// The names the "page" field may take: every page the window offers, with or without a section.
void addPageName(const QString &name);
[[nodiscard]] bool isPageName(const QString &name);
} // namespace Sections

} // namespace Session
