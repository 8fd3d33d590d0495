#include "startupfigures.h"

#include "shell/mainwindow.h"
#include "shell/pagecatalog.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace {
// Settings and data in a folder of their own, so a launch reads no one's saved state.
QProcessEnvironment freshEnvironment(const QTemporaryDir &home)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    if (!environment.contains(QStringLiteral("QT_QPA_PLATFORM")))
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return environment;
}

double residentMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1.0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return -1.0;
}
} // namespace

double startupMs(const char *app, int rounds)
{
    QTemporaryDir home;
    QList<double> samples;
    for (int i = 0; i < rounds; ++i) {
        QProcess process;
        process.setProcessEnvironment(freshEnvironment(home));
        QElapsedTimer clock;
        clock.start();
        process.start(QString::fromLocal8Bit(app),
            {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--screenshot"),
                home.filePath(QStringLiteral("first-frame.png"))});
        if (!process.waitForFinished(30000) || process.exitCode() != 0)
            return -1.0;
        samples << double(clock.nsecsElapsed()) / 1e6;
    }
    std::sort(samples.begin(), samples.end());
    return samples.isEmpty() ? -1.0 : samples.at(samples.size() / 2);
}

double idleResidentMb(const char *self)
{
    QTemporaryDir home;
    QProcess process;
    process.setProcessEnvironment(freshEnvironment(home));
    process.start(QString::fromLocal8Bit(self), {QStringLiteral("--idle")});
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return -1.0;
    for (const QByteArray &line : process.readAllStandardOutput().split('\n')) {
        if (line.startsWith("idle_rss_mb="))
            return line.mid(12).toDouble();
    }
    return -1.0;
}

int printIdleResident()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    for (PageId page : PageCatalog::all()) {
        window.showPage(page);
        QEventLoop loop;
        QTimer::singleShot(200, &loop, &QEventLoop::quit); // laid out, painted, its timers settled
        loop.exec();
    }
    QEventLoop rest;
    QTimer::singleShot(1000, &rest, &QEventLoop::quit);
    rest.exec();
    const double mb = residentMb();
    std::printf("idle_rss_mb=%.1f\n", mb);
    return mb > 0.0 ? 0 : 1;
}
