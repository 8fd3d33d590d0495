#pragma once
// bloomlab-bench's runExperiment figures: the FPR lab's insert and probe phases at the bench's n,
// and the lesson's 100-million-key experiment against its memory-only limit (limit.h).

#include <cstdint>

namespace bloomlab::bench {

// Transparent huge pages now backing this process, from the kernel's own accounting.
[[nodiscard]] std::uint64_t anonHugePageBytes();

// Each prints its figures and any failed correctness check (an experiment that does not run, a
// rate far off its theory) and returns how many checks failed.
[[nodiscard]] int printExperimentPhases(std::uint64_t n, int repeats);
[[nodiscard]] int printSeedScale(int repeats);

} // namespace bloomlab::bench
