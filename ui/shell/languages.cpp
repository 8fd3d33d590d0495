#include "languages.h"

#include <QCoreApplication>
#include <QFont>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace {
const auto kLanguageKey = QStringLiteral("language");
QString g_current = QStringLiteral("en");
// Children of the application object, so any left at exit go with it; a language switch deletes
// them itself, first removing them from the application.
QList<QTranslator *> g_installed;

void removeInstalledTranslators()
{
    for (QTranslator *translator : std::as_const(g_installed)) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    g_installed.clear();
}

bool install(QCoreApplication &app, const QLocale &locale, const QString &name, const QString &dir)
{
    auto translator = std::make_unique<QTranslator>(&app);
    if (!translator->load(locale, name, QStringLiteral("_"), dir))
        return false;
    QCoreApplication::installTranslator(translator.get());
    g_installed << translator.release();
    return true;
}
void applyFont(const Language &language)
{
    static const QFont desktop = QGuiApplication::font();
    QFont font = desktop;
    if (!language.fontFamilies.isEmpty())
        font.setFamilies(language.fontFamilies + QStringList {desktop.family()});
    QGuiApplication::setFont(font);
}
} // namespace

QList<Language> Languages::supported()
{
    // Native names are data, not UI text: each language is listed the way its readers know it.
    return {
        {QStringLiteral("en"), QStringLiteral("English"), QLocale(QLocale::English, QLocale::UnitedStates)},
        // DejaVu Sans, the usual default, draws some Arabic letters but not ہ (heh goal), so
        // "بہتر" fell apart across two fonts. Noto Sans first has no Arabic at all: Latin text and
        // numbers come from it (Naskh's own full stop looks like a comma: "18,8%"), and every
        // Arabic letter from Noto Naskh Arabic, which joins them all. Naskh over Nastaliq:
        // Nastaliq's tall stacks need about 1.6× the line height and clip in rows and buttons.
        {QStringLiteral("ur"), QStringLiteral("اردو"), QLocale(QLocale::Urdu, QLocale::Pakistan),
            {QStringLiteral("Noto Sans"), QStringLiteral("Noto Naskh Arabic")}},
        {QStringLiteral("th"), QStringLiteral("ไทย"), QLocale(QLocale::Thai, QLocale::Thailand)},
        {QStringLiteral("bn"), QStringLiteral("বাংলা"), QLocale(QLocale::Bangla, QLocale::Bangladesh)},
        {QStringLiteral("uz"), QStringLiteral("Oʻzbekcha"),
            QLocale(QLocale::Uzbek, QLocale::LatinScript, QLocale::Uzbekistan)},
    };
}

std::optional<Language> Languages::find(const QString &code)
{
    for (const Language &language : supported()) {
        if (language.code == code.trimmed().toLower())
            return language;
    }
    return std::nullopt;
}

QString Languages::preferred()
{
    const QString saved = QSettings().value(kLanguageKey).toString();
    if (find(saved))
        return saved;
    const QString system = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
    return find(system) ? system : QStringLiteral("en");
}

void Languages::savePreference(const QString &code)
{
    QSettings().setValue(kLanguageKey, code);
}

bool Languages::apply(QCoreApplication &app, const QString &code)
{
    const std::optional<Language> language = find(code);
    if (!language)
        return false;
    removeInstalledTranslators();
    g_current = language->code;
    QLocale::setDefault(language->locale);
    // `bloomlab --help` runs without a display, on a QCoreApplication: no layout to direct.
    if (qobject_cast<QGuiApplication *>(&app)) {
        QGuiApplication::setLayoutDirection(language->locale.textDirection());
        applyFont(*language);
    }
    // English loads its file too: it holds the plural forms ("1 key", "2 keys").
    const bool ok = install(app, language->locale, QStringLiteral("bloomlab"), QStringLiteral(":/i18n"));
    // Qt's own strings (standard buttons, About Qt); missing for some languages, which is fine.
    install(
        app, language->locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return ok;
}

QString Languages::current()
{
    return g_current;
}
