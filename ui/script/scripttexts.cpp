#include "scripttexts.h"

#include <array>

namespace {
struct Entry {
    const char *id;
    const char *source;
};

// QT_TRANSLATE_NOOP marks each text for lupdate under the ScriptTexts context.
constexpr std::array kTexts {
    Entry {"preset.usernames16.title", QT_TRANSLATE_NOOP("ScriptTexts", "Usernames: 16 bits, k = 3")},
    Entry {"preset.fruits8.title", QT_TRANSLATE_NOOP("ScriptTexts", "Fruit table: 8 bits, k = 3")},
    Entry {"preset.animals10.title", QT_TRANSLATE_NOOP("ScriptTexts", "Tiger and cow: 10 bits, k = 1")},
    Entry {"preset.usernames16.intro",
        QT_TRANSLATE_NOOP("ScriptTexts",
            "The username article: seyi_codes and aderonke are added, then john_doe and tiwa_codes are "
            "checked. Watch which bits they share.")},
    Entry {"preset.fruits8.intro",
        QT_TRANSLATE_NOOP(
            "ScriptTexts", "The fruit table: apple and mango are added to 8 bits; then grape is checked.")},
    Entry {"preset.animals10.intro",
        QT_TRANSLATE_NOOP("ScriptTexts",
            "One hash, 10 bits: tiger is added; then cow is checked and lands on the same bit.")},
    Entry {"deletion.reset.title", QT_TRANSLATE_NOOP("ScriptTexts", "Reset to the article")},
    Entry {"deletion.reset.intro",
        QT_TRANSLATE_NOOP("ScriptTexts",
            "seyi_codes and aderonke are in all three filters. In the two Bloom filters they share bit 7.")},
    Entry {"hazard.falsePositive.title", QT_TRANSLATE_NOOP("ScriptTexts", "Hazard: remove a false positive")},
    Entry {"hazard.falsePositive.intro",
        QT_TRANSLATE_NOOP("ScriptTexts", "seyi_codes and aderonke are added. tiwa_codes never is.")},
    Entry {"hazard.absent.title", QT_TRANSLATE_NOOP("ScriptTexts", "Hazard: remove a key never added")},
    Entry {"hazard.absent.intro",
        QT_TRANSLATE_NOOP("ScriptTexts", "seyi_codes and aderonke are added. john_doe never is.")},
    Entry {"hazard.saturate.title", QT_TRANSLATE_NOOP("ScriptTexts", "Hazard: saturate a counter")},
    Entry {"hazard.saturate.intro",
        QT_TRANSLATE_NOOP("ScriptTexts",
            "An empty counting filter of 10 counters, k = 1: tiger always lands on counter 1.")},
    Entry {"hazard.cuckooAbsent.title",
        QT_TRANSLATE_NOOP("ScriptTexts", "Cuckoo hazard: remove a key never added")},
    Entry {"hazard.cuckooAbsent.intro",
        QT_TRANSLATE_NOOP("ScriptTexts",
            "seyi_codes and aderonke are added. kemi_229 never is, but it has seyi_codes's fingerprint, "
            "76, and the same two buckets.")},
    Entry {"hazard.cuckooDuplicates.title",
        QT_TRANSLATE_NOOP("ScriptTexts", "Cuckoo hazard: add one key nine times")},
    Entry {"hazard.cuckooDuplicates.intro",
        QT_TRANSLATE_NOOP("ScriptTexts",
            "Each copy of aderonke needs a slot in one of its two buckets: eight slots in all.")},
    Entry {"hazard.cuckooFull.title", QT_TRANSLATE_NOOP("ScriptTexts", "Cuckoo hazard: fill the table")},
    Entry {"hazard.cuckooFull.intro",
        QT_TRANSLATE_NOOP("ScriptTexts",
            "New members sign up until an add finds both its buckets full and 500 relocations do not "
            "free a slot.")},
};

struct ExampleName {
    bloom::WorkedExampleId id;
    const char *name;
};
constexpr std::array kExamples {
    ExampleName {bloom::WorkedExampleId::Usernames16, "usernames16"},
    ExampleName {bloom::WorkedExampleId::Fruits8, "fruits8"},
    ExampleName {bloom::WorkedExampleId::Animals10, "animals10"},
};

const Entry *find(const QString &id)
{
    for (const Entry &entry : kTexts) {
        if (id == QLatin1String(entry.id))
            return &entry;
    }
    return nullptr;
}
} // namespace

bool ScriptTexts::contains(const QString &id)
{
    return find(id) != nullptr;
}

QString ScriptTexts::text(const QString &id)
{
    const Entry *entry = find(id);
    return entry ? tr(entry->source) : id;
}

QStringList ScriptTexts::ids()
{
    QStringList all;
    for (const Entry &entry : kTexts)
        all << QString::fromLatin1(entry.id);
    return all;
}

QString ScriptTexts::exampleName(bloom::WorkedExampleId id)
{
    for (const ExampleName &example : kExamples) {
        if (example.id == id)
            return QString::fromLatin1(example.name);
    }
    return {};
}

std::optional<bloom::WorkedExampleId> ScriptTexts::exampleFromName(const QString &name)
{
    for (const ExampleName &example : kExamples) {
        if (name == QLatin1String(example.name))
            return example.id;
    }
    return std::nullopt;
}

QString ScriptTexts::exampleTitle(bloom::WorkedExampleId id)
{
    return text(QStringLiteral("preset.%1.title").arg(exampleName(id)));
}
