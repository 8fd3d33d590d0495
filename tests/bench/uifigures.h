#pragma once
// The ui figures in bloomlab-bench's report: the Explore view's paint time at m = 1,024, the FPR
// lab's chart-update time, and how long the lab's Cancel takes to stop the 100-million-key run. They are
// measured by bloomlab-uibench, a separate Qt program, so the benchmark itself links no Qt; without Qt, or
// when the helper fails, they read "n/a".

#include <optional>
#include <string>

struct UiFigures {
    std::optional<double> explorePaintMs;
    std::optional<double> chartUpdateMs;
    std::optional<double> chartFrameMs; // slider to repainted page
    std::optional<double> cancelMs; // Cancel to the worker's end, 100-million-key run
    std::optional<double> lessonStepMs; // a lesson's next step, to the repainted page
    std::optional<double> startupMs; // launch to the first painted window
    std::optional<double> idleResidentMb; // every page opened once, at rest
    std::string unavailable; // why the figures are missing, for the report
};

// Runs bloomlab-uibench (fewer rounds with `quick`) and reads its key=value lines.
[[nodiscard]] UiFigures measureUiFigures(bool quick);
void printUiFigures(const UiFigures &figures);
