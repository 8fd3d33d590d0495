#pragma once
// What a filter did, step by step, for the ui to replay. Plain data: no strings, no timing.

#include <bloom/hash.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bloom {

enum class Operation : std::uint8_t { Add, Check, Remove };

struct TraceStep {
    std::uint32_t index = 0; // which hash, 0-based
    Probe probe; // raw hash, position, how it was reduced
    std::uint32_t before = 0; // bit (0/1) or counter value before the step
    std::uint32_t after = 0; // and after it
    bool saturated = false; // counting filters: the counter is stuck at its maximum
};

struct Trace {
    Operation operation = Operation::Add;
    std::string key;
    std::uint64_t bits = 0; // m at the time of the operation
    std::uint32_t hashCount = 0; // k; steps.size() < k when a check stopped early
    std::vector<TraceStep> steps; // only the hashes that were evaluated
    std::optional<std::uint32_t> stoppedAt; // a check: the index of the first 0 bit
    bool result = false; // a check: maybe present; an add: some bit changed

    [[nodiscard]] bool stoppedEarly() const noexcept { return stoppedAt.has_value(); }
    [[nodiscard]] std::vector<std::uint64_t> positions() const;
};

} // namespace bloom
