#pragma once
// The app's start-up and idle cost, for bloomlab-uibench: how long the real executable takes from
// launch to its first painted window (its --screenshot run: start, lay out, paint the window into
// a PNG, exit), and the resident memory of a window whose every page has been opened once, after a
// second at rest (measured in a fresh process, this program run with --idle).

// Median milliseconds of `rounds` launches of `app`; negative when it did not run.
[[nodiscard]] double startupMs(const char *app, int rounds);
// Runs this program again with --idle and reads its figure; negative when that failed.
[[nodiscard]] double idleResidentMb(const char *self);
// The --idle run itself: opens every page of a MainWindow, rests, prints idle_rss_mb=…
int printIdleResident();
