#pragma once
// The Quiz page's section of a session file: which mode is open and the topic being practised.
// The learner's progress stays in the settings, as the lessons' does. Qt Core only, so the
// session fuzzer links it.

#include "session/sessionsections.h"

struct QuizSection {
    int mode = 0; // 0 practice, 1 mock interview, 2 classroom
    QString topic; // the practised topic's id; empty for a mixed review
    friend bool operator==(const QuizSection &, const QuizSection &) = default;
};

[[nodiscard]] Session::SectionFormat quizSectionFormat();
