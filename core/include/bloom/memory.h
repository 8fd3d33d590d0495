#pragma once
// Whether an allocation fits, asked before allocating so a huge m is refused with figures instead
// of an out-of-memory kill.

#include <bloom/result.h>

#include <cstdint>

namespace bloom {

// Memory the system can give without swapping (Linux MemAvailable), or physical memory elsewhere.
[[nodiscard]] std::uint64_t availableMemoryBytes() noexcept;

// Errc::OutOfMemory with needed/available filled when `bytes` exceeds what is available.
Status checkMemory(std::uint64_t bytes) noexcept;

// Test hook: pretend only `bytes` are available (0 restores the real figure).
void overrideAvailableMemoryForTesting(std::uint64_t bytes) noexcept;

} // namespace bloom
