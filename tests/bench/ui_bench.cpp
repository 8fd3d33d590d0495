// bloomlab-uibench: the ui figures bloomlab-bench reports, measured on the real pages with the
// offscreen platform (unless QT_QPA_PLATFORM says otherwise). bloomlab-bench runs this and stays
// Qt-free itself. Output, one figure a line, for that parser:
//     explore_paint_ms=X         one paint of Explore's bit array at m = 1,024 with 200 keys
//     fpr_chart_update_ms=Y      the FPR lab's live update of its three charts per m-slider step
//     fpr_chart_frame_ms=Z       the same step measured from the slider to the repainted page
//     fpr_cancel_ms=C            the FPR lab's Cancel during the 100-million-key run, to the
//                                worker's end (tst_fprlab checks what a cancel does, this how fast)
//     lesson_step_ms=L           moving to the next lesson step, to the repainted page (its set-up
//                                rebuilt, its text laid out)
//     startup_ms=S               the app from launch to its first painted window (startupfigures.h)
//     idle_rss_mb=R              resident memory with every page opened once, at rest
// The exit status is 0 when the paint and chart figures were measured; the cancel figure is left
// out, not failed, where the run cannot start (a machine without 114 MiB to spare).

#include "explore/exploremodel.h"
#include "explore/explorepage.h"
#include "fpr/experimentrunner.h"
#include "fpr/fprpage.h"
#include "fpr/logslider.h"
#include "lessons/lessonbook.h"
#include "lessons/lessonrunner.h"
#include "lessons/lessonspage.h"
#include "startupfigures.h"
#include "views/bitarrayview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>
#include <QList>
#include <QPainter>
#include <QSlider>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace {

// The median of the rounds: on a small shared machine the slow ones measure the neighbours.
double median(QList<double> samples)
{
    if (samples.isEmpty())
        return -1.0;
    std::sort(samples.begin(), samples.end());
    const qsizetype middle = samples.size() / 2;
    return samples.size() % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2;
}

constexpr QSize kWindow {1280, 800};

// Explore as a user leaves it after adding keys: m = 1,024, k = 3, 200 keys at rest. The view is
// painted through the same render() its paintEvent uses, into an image the size it has in the
// page, so the figure is the painting alone.
double explorePaintMs(int rounds)
{
    ExplorePage page;
    page.resize(kWindow);
    page.show();
    ExploreSettings settings;
    settings.bits = 1024;
    settings.hashes = 3;
    page.model()->configure(settings);
    page.addRandomKeys(200);
    QCoreApplication::processEvents();
    BitArrayView *view = page.view();
    if (page.model()->filter().bitCount() != 1024 || view->size().isEmpty())
        return -1.0;
    QImage target(view->size(), QImage::Format_ARGB32_Premultiplied);
    {
        QPainter warmUp(&target); // fonts and glyph caches
        view->render(warmUp, view->rect());
    }
    QList<double> samples;
    for (int i = 0; i < rounds; ++i) {
        QElapsedTimer timer;
        timer.start();
        QPainter painter(&target);
        view->render(painter, view->rect());
        painter.end();
        samples << double(timer.nsecsElapsed()) / 1e6;
    }
    return median(samples);
}

struct ChartFigures {
    double updateMs = -1.0;
    double frameMs = -1.0;
};

// The m slider dragged step by step at n = 100,000, k = 7: each step lets the page's zero-delay
// timer run its live update (the figure the page itself shows), then the repaint that follows.
ChartFigures fprChartUpdate(int rounds)
{
    FprPage page;
    page.resize(kWindow);
    page.show();
    page.setParameters({1e6, 1e5, 7});
    QCoreApplication::processEvents();
    QSlider *slider = page.bitsControl()->slider();
    const int start = slider->value();
    QList<double> updates;
    QList<double> frames;
    for (int i = 1; i <= rounds; ++i) {
        const int before = page.chartUpdates();
        QElapsedTimer frame;
        frame.start();
        // Back and forth around m = 10⁶, so every step changes the curves.
        slider->setValue(start + (i % 2 == 0 ? 1 : -1) * (1 + i % 7));
        for (int guard = 0; guard < 1000 && page.chartUpdates() == before; ++guard)
            QCoreApplication::processEvents();
        QCoreApplication::processEvents(); // the repaint the update asked for
        if (page.chartUpdates() == before)
            return {};
        frames << double(frame.nsecsElapsed()) / 1e6;
        updates << page.lastUpdateMs();
    }
    return {median(updates), median(frames)};
}

// The article's 100-million-key run, cancelled once it is inserting: from the cancel to the
// worker's end, which is how long the lab stays busy after the user asks it to stop. Each round
// allocates the 114 MiB filter again, so a few rounds are enough.
double fprCancelMs(int rounds)
{
    QList<double> samples;
    for (int i = 0; i < rounds; ++i) {
        FprPage page;
        QEventLoop loop;
        // Progress beyond zero means the keys are going in, past the allocation.
        QObject::connect(page.runner(), &ExperimentRunner::progress, &loop, [&loop](double fraction) {
            if (fraction > 0.0)
                loop.quit();
        });
        QObject::connect(page.runner(), &ExperimentRunner::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(60000, &loop, &QEventLoop::quit);
        page.runSeedScale();
        loop.exec();
        if (!page.runner()->isRunning())
            return -1.0; // refused (too little memory) or never reached the inserts
        QElapsedTimer timer;
        timer.start();
        page.cancelExperiments();
        page.runner()->wait();
        samples << double(timer.nsecsElapsed()) / 1e6;
        QCoreApplication::processEvents(); // the finished signal, before the page goes
    }
    return median(samples);
}

// Next and Back through the first lesson, each step to the repainted page.
double lessonStepMs(int rounds)
{
    LessonsPage page;
    page.resize(kWindow);
    page.show();
    const QStringList ids = LessonBook::ids();
    if (ids.isEmpty() || !page.openStep(ids.constFirst(), 0))
        return -1.0;
    QCoreApplication::processEvents();
    const int last = static_cast<int>(page.runner()->lesson().steps.size()) - 1;
    QList<double> samples;
    for (int i = 0; i < rounds; ++i) {
        const int target = (i / last) % 2 == 0 ? i % last + 1 : last - 1 - i % last;
        QElapsedTimer timer;
        timer.start();
        page.runner()->goTo(target);
        QCoreApplication::processEvents();
        samples << double(timer.nsecsElapsed()) / 1e6;
    }
    return median(samples);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const bool idle = argc > 1 && std::strcmp(argv[1], "--idle") == 0;
    QApplication app(argc, argv);
    if (idle)
        return printIdleResident();
    const int rounds = quick ? 20 : 100;

    const double paint = explorePaintMs(rounds);
    const ChartFigures chart = fprChartUpdate(rounds);
    const double cancel = fprCancelMs(quick ? 3 : 7);
    const double lessonStep = lessonStepMs(rounds);
    if (paint > 0.0)
        std::printf("explore_paint_ms=%.3f\n", paint);
    if (chart.updateMs > 0.0)
        std::printf("fpr_chart_update_ms=%.3f\nfpr_chart_frame_ms=%.3f\n", chart.updateMs, chart.frameMs);
    if (cancel > 0.0)
        std::printf("fpr_cancel_ms=%.3f\n", cancel);
    if (lessonStep > 0.0)
        std::printf("lesson_step_ms=%.3f\n", lessonStep);
    if (const double startup = startupMs(BLOOMLAB_APP, quick ? 1 : 5); startup > 0.0)
        std::printf("startup_ms=%.1f\n", startup);
    if (const double resident = idleResidentMb(argv[0]); resident > 0.0)
        std::printf("idle_rss_mb=%.1f\n", resident);
    return paint > 0.0 && chart.updateMs > 0.0 ? 0 : 1;
}
