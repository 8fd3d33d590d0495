#include "startupoptions.h"

#include "lessons/lessonbook.h"
#include "shell/languages.h"

#include <QCommandLineParser>

namespace {
const auto kPage = QStringLiteral("page");
const auto kLang = QStringLiteral("lang");
const auto kScreenshot = QStringLiteral("screenshot");
const auto kLesson = QStringLiteral("lesson");
const auto kStep = QStringLiteral("step");

QStringList pageNames()
{
    QStringList names;
    for (PageId id : PageCatalog::all())
        names << PageCatalog::name(id);
    return names;
}

QStringList languageCodes()
{
    QStringList codes;
    for (const Language &language : Languages::supported())
        codes << language.code;
    return codes;
}
} // namespace

void StartupOptions::addTo(QCommandLineParser &parser)
{
    parser.setApplicationDescription(tr("BloomLab teaches Bloom filters by showing every step."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(
        {kPage, tr("Open the page <name>: %1.").arg(pageNames().join(QStringLiteral(", "))), tr("name")});
    parser.addOption({kLang,
        tr("Use the language <code>: %1.").arg(languageCodes().join(QStringLiteral(", "))), tr("code")});
    parser.addOption({kLesson,
        tr("Open the lesson <id> on the Lessons page: %1.").arg(LessonBook::ids().join(QStringLiteral(", "))),
        tr("id")});
    parser.addOption({kStep, tr("With --lesson, open its step <n>, counted from 1."), tr("n")});
    parser.addOption(
        {kScreenshot, tr("Render the window at 1280×800, save it as a PNG to <file> and exit."), tr("file")});
    parser.addPositionalArgument(
        QStringLiteral("file"), tr("A session (.bloomlab) or filter (.bloom) to open."), tr("[file]"));
}

StartupOptions StartupOptions::from(const QCommandLineParser &parser)
{
    StartupOptions options;
    if (parser.isSet(kPage)) {
        options.page = PageCatalog::fromName(parser.value(kPage));
        if (!options.page) {
            options.error = tr("Unknown page \"%1\". Choose one of: %2.")
                                .arg(parser.value(kPage), pageNames().join(QStringLiteral(", ")));
        }
    }
    if (parser.isSet(kLesson)) {
        options.lesson = parser.value(kLesson).trimmed();
        options.page = PageId::Lessons;
        const std::optional<Lesson> lesson = LessonBook::lesson(options.lesson);
        bool number = true;
        const int step = parser.isSet(kStep) ? parser.value(kStep).toInt(&number) : 1;
        if (!lesson) {
            options.error = tr("Unknown lesson \"%1\". Choose one of: %2.")
                                .arg(options.lesson, LessonBook::ids().join(QStringLiteral(", ")));
        } else if (!number || step < 1 || step > lesson->steps.size()) {
            options.error
                = tr("The lesson \"%1\" has steps 1 to %2.").arg(options.lesson).arg(lesson->steps.size());
        } else {
            options.step = step - 1;
        }
    } else if (parser.isSet(kStep)) {
        options.error = tr("--step needs --lesson.");
    }
    if (parser.isSet(kLang)) {
        options.language = parser.value(kLang).trimmed().toLower();
        if (!Languages::find(options.language)) {
            options.error = tr("Unknown language \"%1\". Choose one of: %2.")
                                .arg(parser.value(kLang), languageCodes().join(QStringLiteral(", ")));
        }
    }
    if (parser.isSet(kScreenshot)) {
        options.screenshotPath = parser.value(kScreenshot);
        if (options.screenshotPath.isEmpty())
            options.error = tr("--screenshot needs a file name.");
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        options.error = tr("Give at most one file to open.");
    else if (!files.isEmpty())
        options.file = files.constFirst();
    return options;
}

QString StartupOptions::languageArgument(const QStringList &arguments)
{
    QCommandLineParser parser;
    addTo(parser);
    parser.parse(arguments);
    return parser.isSet(kLang) ? parser.value(kLang).trimmed().toLower() : QString();
}
