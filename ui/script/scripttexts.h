#pragma once
// The words of scripts: preset and hazard titles and captions, and later lesson texts, by id. A
// script names an id; this table gives its translation, so scripts stay data and the player only
// words frames.

#include <bloom/worked_examples.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

class ScriptTexts {
    Q_DECLARE_TR_FUNCTIONS(ScriptTexts)

public:
    [[nodiscard]] static bool contains(const QString &id);
    // The translated text; the id itself when the table has none (a script checked by
    // ScriptData::fromJson never asks for one).
    [[nodiscard]] static QString text(const QString &id);
    [[nodiscard]] static QStringList ids();

    // A worked example's stable name in scripts ("usernames16"), and its title for menus.
    [[nodiscard]] static QString exampleName(bloom::WorkedExampleId id);
    [[nodiscard]] static std::optional<bloom::WorkedExampleId> exampleFromName(const QString &name);
    [[nodiscard]] static QString exampleTitle(bloom::WorkedExampleId id);
};
