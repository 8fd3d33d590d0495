#pragma once
// The command line: a file to open, --page, --lang, --screenshot, plus Qt's --help and --version.

#include "shell/pagecatalog.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

struct StartupOptions {
    Q_DECLARE_TR_FUNCTIONS(StartupOptions)

public:
    std::optional<PageId> page;
    QString lesson; // --lesson: a lesson to open on the Lessons page
    int step = 0; // --step, counted from 0 here (from 1 on the command line)
    QString language; // empty: use the saved or system preference
    QString screenshotPath; // non-empty: render once, save a PNG and exit
    QString file; // a session or filter to open at start
    QString error; // set when an option's value is not valid

    static void addTo(QCommandLineParser &parser);
    // The options from a parser that has processed the arguments.
    static StartupOptions from(const QCommandLineParser &parser);
    // --lang before translations are loaded, so --help can already be translated. Tolerant:
    // anything unparsable is left for the real parse to report.
    static QString languageArgument(const QStringList &arguments);
};
