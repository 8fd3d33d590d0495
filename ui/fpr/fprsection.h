#pragma once
// The FPR lab's section of a session file, and the limits of its controls, defined once for the
// page and the file. Qt Core only, so the session fuzzer links it.

#include "session/sessionsections.h"

#include <QMap>

namespace FprLimits {
inline constexpr double kMinBits = 8;
inline constexpr double kMaxBits = 1e10;
inline constexpr double kMinKeys = 1;
inline constexpr double kMaxKeys = 1e9;
inline constexpr qsizetype kMaxCalculatorFields = 16;
inline constexpr qsizetype kMaxFieldLength = 200;
// The calculator's key length until one is typed, so the comparison with storing the keys shows
// as soon as two values are in.
inline constexpr int kDefaultKeyLength = 16;
} // namespace FprLimits

struct FprSection {
    double bits = 1000;
    double keys = 100;
    int hashes = 3;
    QMap<QString, QString> calculator; // field name → the text as typed
    friend bool operator==(const FprSection &, const FprSection &) = default;
};

[[nodiscard]] Session::SectionFormat fprSectionFormat();
