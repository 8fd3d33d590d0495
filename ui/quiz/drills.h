#pragma once
// Numeric drills generated from templates with random parameters, so a learner can practise
// sizing without end. Every answer is core's own math; what the learner types is read by core's
// parsers ("95,850,584", "9.6e7", "12 MB", "1%", "1 in 100"), in the interface language's digits.

#include <QList>
#include <QString>

enum class DrillKind {
    SizingBits, // n and p: how many bits?
    SizingHashes, // n and p: how many hashes?
    SizingMegabytes, // n and p: how many MB?
    Rate, // m, n and k: the false-positive rate
    BitsPerKey, // p: bits per key
    CountingMemory, // m: the memory with 4-bit counters
    Capacity, // m, k and a limit on p: how many keys fit
    RateForSize, // m and n, the best k: the false-positive rate
    KeysForSize, // m and p, the best k: how many keys fit
};

// How the typed answer is read.
enum class AnswerUnit { Bits, Count, Probability, Megabytes, Number };

// The parameters a drill was made with; the ones its kind does not use stay 0.
struct DrillInputs {
    quint64 n = 0;
    quint64 m = 0;
    quint32 k = 0;
    double p = 0.0;
};

struct Drill {
    DrillKind kind = DrillKind::SizingBits;
    quint64 seed = 0;
    QString topic; // a QuizBank topic
    QString link; // the lesson step that teaches it, as a question's link
    QString question; // in the interface language
    QString working; // how the answer is found, shown after it
    double answer = 0.0;
    double tolerance = 0.0; // relative; 0 asks for the exact whole number
    AnswerUnit unit = AnswerUnit::Number;
    DrillInputs inputs;
};

struct DrillGrade {
    bool read = false; // false: the text is not a number of this kind; `message` says why
    bool right = false;
    double value = 0.0; // what the learner's text means, in the answer's unit
    QString message;
};

namespace Drills {
[[nodiscard]] QList<DrillKind> kinds();
[[nodiscard]] QString topicOf(DrillKind kind);
// The same kind and seed give the same drill.
[[nodiscard]] Drill make(DrillKind kind, quint64 seed);
[[nodiscard]] DrillGrade grade(const Drill &drill, const QString &typed);
// The answer as the interface shows it.
[[nodiscard]] QString answerText(const Drill &drill);
} // namespace Drills
