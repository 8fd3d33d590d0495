#pragma once
// The Scalable page's section of a session file, and the limits of its controls, defined once
// for the page and the file. Qt Core only, so the session fuzzer links it.

#include "session/sessionsections.h"

namespace ScalableLimits {
inline constexpr quint64 kMinCapacity = 10;
inline constexpr quint64 kMaxCapacity = 10'000'000;
inline constexpr double kMinTargetFpr = 0.00001; // 0.001%
inline constexpr double kMaxTargetFpr = 0.5;
inline constexpr double kMinGrowth = 1.0;
inline constexpr double kMaxGrowth = 8.0;
inline constexpr double kMinTightening = 0.05;
inline constexpr double kMaxTightening = 0.99;
// Feeding stops at this many times the initial capacity: enough slices to see the pattern.
inline constexpr quint64 kMaxFeedFactor = 50;
} // namespace ScalableLimits

struct ScalableSection {
    quint64 initialCapacity = 1000;
    double targetFpr = 0.01;
    double growthFactor = 2.0;
    double tighteningRatio = 0.85;
    quint64 fed = 0; // generated keys fed so far
    friend bool operator==(const ScalableSection &, const ScalableSection &) = default;
};

[[nodiscard]] Session::SectionFormat scalableSectionFormat();
