#pragma once
// The languages BloomLab speaks, and switching the application to one of them: translation,
// number formats and layout direction together, so Urdu is right-to-left everywhere.

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

class QCoreApplication;

struct Language {
    QString code; // en, ur, th, bn, uz
    QString nativeName; // as its speakers write it
    QLocale locale;
    // Tried before the desktop's font, where the desktop's may not shape the script right.
    QStringList fontFamilies = {};
};

class Languages {
    Q_DECLARE_TR_FUNCTIONS(Languages)

public:
    static QList<Language> supported();
    static std::optional<Language> find(const QString &code);
    // The saved preference, else the system language if supported, else English.
    static QString preferred();
    static void savePreference(const QString &code);
    // Installs the translations for `code` (a supported one) and sets the locale and the layout
    // direction. Returns false only when a translation exists but failed to load.
    static bool apply(QCoreApplication &app, const QString &code);
    static QString current();
};
