// Wires the application together: options, language, window. Everything else lives in ui/.
#include "shell/documents.h"
#include "shell/languages.h"
#include "shell/mainwindow.h"
#include "shell/screenshot.h"
#include "shell/startupoptions.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

namespace {

void nameApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("BloomLab"));
    QCoreApplication::setOrganizationName(QStringLiteral("BloomLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BLOOMLAB_VERSION));
}

// --help and --version print and exit, so they must not need a display: a QApplication would
// abort without one, before the parser could answer.
bool asksOnlyForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "-h" || argument == "--help" || argument == "-?" || argument == "--help-all"
            || argument == "-v" || argument == "--version")
            return true;
    }
    return false;
}

int printText(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    nameApplication();
    const QString requested = StartupOptions::languageArgument(QCoreApplication::arguments());
    Languages::apply(app, Languages::find(requested) ? requested : Languages::preferred());
    QCommandLineParser parser;
    StartupOptions::addTo(parser);
    parser.process(app); // prints and exits
    return 0;
}

// --screenshot renders offscreen, so it must not need a display either.
void renderOffscreenWithoutDisplay(int argc, char *argv[])
{
    bool screenshot = false;
    for (int i = 1; i < argc; ++i)
        screenshot = screenshot || QByteArray(argv[i]).startsWith("--screenshot");
    if (screenshot && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
}

} // namespace

int main(int argc, char *argv[])
{
    if (asksOnlyForText(argc, argv))
        return printText(argc, argv);
    renderOffscreenWithoutDisplay(argc, argv);
    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("BloomLab"));
    // The installed .desktop file's id, so Wayland desktops match the window to its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.bloomlab.BloomLab"));
    // Fusion draws the same on every desktop and follows the palette, light or dark.
    QApplication::setStyle(QStringLiteral("Fusion"));

    const QString requested = StartupOptions::languageArgument(QApplication::arguments());
    Languages::apply(app, Languages::find(requested) ? requested : Languages::preferred());

    QCommandLineParser parser;
    StartupOptions::addTo(parser);
    parser.process(app); // handles --help, --version and unknown options
    const StartupOptions options = StartupOptions::from(parser);
    if (!options.error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(options.error));
        return 2;
    }

    MainWindow window;
    if (!options.lesson.isEmpty())
        window.openLesson(options.lesson, options.step);
    else if (options.page)
        window.showPage(*options.page);
    if (!options.file.isEmpty()) {
        // Once the event loop runs, so a bad file's message has a window to sit on.
        QTimer::singleShot(0, &window, [&window, &options] { window.documents()->open(options.file); });
    }

    if (!options.screenshotPath.isEmpty()) {
        window.resize(1280, 800);
        window.show();
        QTimer::singleShot(0, &window, [&window, &options] {
            const QString error = saveScreenshot(window, options.screenshotPath);
            if (!error.isEmpty())
                std::fprintf(stderr, "%s\n", qPrintable(error));
            QCoreApplication::exit(error.isEmpty() ? 0 : 1);
        });
        return QApplication::exec();
    }

    window.show();
    return QApplication::exec();
}
