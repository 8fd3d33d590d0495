#pragma once
// The articles' worked examples, with the positions the articles give, so a lesson or preset
// replays exactly what the reader saw. Keys are data; captions live in the ui.

#include <bloom/hash.h>

#include <cstdint>
#include <string>
#include <vector>

namespace bloom {

enum class WorkedExampleId : std::uint8_t {
    Usernames16, // 16 bits, k = 3: seyi_codes, aderonke; john_doe exits early; tiwa_codes is a FP
    Fruits8, // 8 bits, k = 3: apple, mango; grape is definitely absent
    Animals10, // 10 bits, k = 1: tiger; cow collides with it
};

struct WorkedExample {
    WorkedExampleId id;
    std::uint64_t bits = 0;
    std::uint32_t hashes = 0;
    PositionScript script;
    std::vector<std::string> added; // in order
    std::vector<std::string> checked; // in order, after every add
};

[[nodiscard]] const std::vector<WorkedExample> &workedExamples();
[[nodiscard]] const WorkedExample &workedExample(WorkedExampleId id);
// A scripted scheme for the example, falling back to the default scheme for other keys.
[[nodiscard]] HashSchemePtr workedExampleHash(const WorkedExample &example);

} // namespace bloom
