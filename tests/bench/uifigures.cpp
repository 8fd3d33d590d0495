#include "uifigures.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

#ifdef BLOOMLAB_UIBENCH
// "name=1.234" sets the figure of that name; other lines are ignored.
void readLine(const char *line, UiFigures &figures)
{
    const struct {
        const char *name;
        std::optional<double> UiFigures::*figure;
    } known[] {{"explore_paint_ms=", &UiFigures::explorePaintMs},
        {"fpr_chart_update_ms=", &UiFigures::chartUpdateMs},
        {"fpr_chart_frame_ms=", &UiFigures::chartFrameMs}, {"fpr_cancel_ms=", &UiFigures::cancelMs},
        {"lesson_step_ms=", &UiFigures::lessonStepMs}, {"startup_ms=", &UiFigures::startupMs},
        {"idle_rss_mb=", &UiFigures::idleResidentMb}};
    for (const auto &entry : known) {
        const std::size_t length = std::strlen(entry.name);
        if (std::strncmp(line, entry.name, length) != 0)
            continue;
        char *end = nullptr;
        const double value = std::strtod(line + length, &end);
        if (end != line + length && value > 0.0)
            figures.*entry.figure = value;
    }
}
#endif

} // namespace

UiFigures measureUiFigures([[maybe_unused]] bool quick)
{
    UiFigures figures;
#ifdef BLOOMLAB_UIBENCH
    const std::string command
        = std::string("'") + BLOOMLAB_UIBENCH + "'" + (quick ? " --quick" : "") + " 2>/dev/null";
    std::FILE *pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) {
        figures.unavailable = "n/a (bloomlab-uibench did not start)";
        return figures;
    }
    char line[256];
    while (std::fgets(line, sizeof line, pipe) != nullptr)
        readLine(line, figures);
    const int status = pclose(pipe);
    if (status != 0 || !figures.explorePaintMs || !figures.chartUpdateMs) {
        figures = {};
        figures.unavailable = "n/a (bloomlab-uibench failed)";
    }
#else
    figures.unavailable = "n/a (built without Qt)";
#endif
    return figures;
}

void printUiFigures(const UiFigures &figures)
{
    std::printf("\nui figures (bloomlab-uibench, real pages, offscreen platform, median of the rounds):\n");
    if (!figures.unavailable.empty()) {
        std::printf("  Explore view paint at m = 1,024        %s\n", figures.unavailable.c_str());
        std::printf("  FPR lab chart update                   %s\n", figures.unavailable.c_str());
        std::printf("  FPR lab cancel, 100M-key run           %s\n", figures.unavailable.c_str());
        std::printf("  Lessons, next step                     %s\n", figures.unavailable.c_str());
        return;
    }
    std::printf("  Explore view paint at m = 1,024        %8.3f ms per frame (200 keys at rest)\n",
        *figures.explorePaintMs);
    std::printf("  FPR lab chart update                   %8.3f ms per m-slider step (three charts)",
        *figures.chartUpdateMs);
    if (figures.chartFrameMs)
        std::printf(", %.3f ms to the repainted page", *figures.chartFrameMs);
    std::printf("\n");
    if (figures.cancelMs)
        std::printf("  FPR lab cancel, 100M-key run           %8.3f ms from Cancel to the worker's end\n",
            *figures.cancelMs);
    else
        std::printf("  FPR lab cancel, 100M-key run           n/a (the run did not start)\n");
    if (figures.lessonStepMs)
        std::printf("  Lessons, next step                     %8.3f ms to the repainted page [<= 50]\n",
            *figures.lessonStepMs);
    else
        std::printf("  Lessons, next step                     n/a (no lesson opened)\n");
    if (figures.startupMs)
        std::printf("  Start-up, launch to first frame        %8.1f ms [<= 1000]\n", *figures.startupMs);
    else
        std::printf("  Start-up, launch to first frame        n/a (the app did not run)\n");
    if (figures.idleResidentMb)
        std::printf(
            "  Idle, every page opened once           %8.1f MB resident [<= 150]\n", *figures.idleResidentMb);
    else
        std::printf("  Idle, every page opened once           n/a\n");
}
