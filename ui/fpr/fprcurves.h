#pragma once
// The numbers behind the FPR lab's three charts, for one (m, n, k): the rate against n, against k
// and against bits per key, each by the approximate formula and, when `exact` is asked for, the
// exact expectation (m small enough) and the blocked filter's Poisson mixture. Those two cost far
// more than the formula, so a drag shows the formula live and the rest follows when it pauses.

#include <QList>
#include <QPointF>

#include <optional>

struct MeasuredPoint {
    double x = 0.0;
    double rate = 0.0;
    double low = 0.0;
    double high = 0.0;
};

// One chart's curves share their x values, so the table beside it has one row per x.
struct ChartData {
    QList<QPointF> approx; // x, rate
    QList<QPointF> exact; // same x as approx, or empty
    QList<QPointF> blocked; // same x as approx, or empty
    QPointF current;
    std::optional<QPointF> optimum; // e.g. the optimal k
    QList<MeasuredPoint> measured;
};

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
