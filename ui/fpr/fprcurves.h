#pragma once
// The numbers behind the FPR lab's three charts, for one (m, n, k): the rate against n, against k
// and against bits per key, each by the approximate formula and, when `exact` is asked for, the
// exact expectation (m small enough) and the blocked filter's Poisson mixture. Those two cost far
// more than the formula, so a drag shows the formula live and the rest follows when it pauses.

#include "fpr/fprchart.h"

struct FprParameters {
    double bits = 1000; // m
    double keys = 100; // n
    int hashes = 3; // k
    friend bool operator==(const FprParameters &, const FprParameters &) = default;
};

namespace FprCurves {
inline constexpr int kPoints = 400;
// The blocked formula needs at least two 512-bit blocks to mean anything.
inline constexpr double kMinBlockedBits = 1024;

ChartData versusKeys(const FprParameters &p, bool exact);
ChartData versusHashes(const FprParameters &p, bool exact);
ChartData versusBitsPerKey(const FprParameters &p, bool exact);
} // namespace FprCurves
