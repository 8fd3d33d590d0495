#include <bloom/detail/prefetch.h>
#include <bloom/detail/word_buffer.h>
#include <bloom/memory.h>

#include <sys/mman.h>
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif
#include <unistd.h>

#include <atomic>
#include <fstream>
#include <string>

namespace bloom {

namespace {
std::atomic<std::uint64_t> g_override {0};

std::uint64_t readMemAvailable() noexcept
{
    try {
        std::ifstream meminfo("/proc/meminfo");
        std::string label;
        std::uint64_t kib = 0;
        std::string unit;
        while (meminfo >> label >> kib >> unit) {
            if (label == "MemAvailable:")
                return kib * 1024;
        }
    } catch (...) {
        // Fall through to sysconf.
    }
    return 0;
}
} // namespace

std::uint64_t availableMemoryBytes() noexcept
{
    if (const std::uint64_t forced = g_override.load(); forced != 0)
        return forced;
    if (const std::uint64_t available = readMemAvailable(); available != 0)
        return available;
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || pageSize <= 0)
        return 0;
    return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(pageSize);
}

Status checkMemory(std::uint64_t bytes) noexcept
{
    // Any system this runs on has a megabyte to spare, and reading /proc/meminfo costs more than
    // the teaching sizes' allocations themselves: every small filter the pages and the fuzz
    // targets build read it. A test's pretend figure still applies to any size.
    constexpr std::uint64_t kAlwaysFits = std::uint64_t {1} << 20;
    if (bytes <= kAlwaysFits && g_override.load() == 0)
        return {};
    const std::uint64_t available = availableMemoryBytes();
    if (available != 0 && bytes > available)
        return Error {Errc::OutOfMemory, bytes, available};
    return {};
}

void overrideAvailableMemoryForTesting(std::uint64_t bytes) noexcept
{
    g_override.store(bytes);
}

namespace detail {
namespace {
bool cpuHasPrefetchW() noexcept
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    // CPUID leaf 0x80000001, ECX bit 8: PRFCHW (the "3dnowprefetch" flag in /proc/cpuinfo).
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    return __get_cpuid(0x80000001u, &eax, &ebx, &ecx, &edx) != 0 && (ecx & (1u << 8)) != 0;
#else
    return false;
#endif
}
} // namespace

const bool kCpuHasPrefetchW = cpuHasPrefetchW();

void WordBuffer::adviseHugePages(void *memory, std::size_t bytes) noexcept
{
    // Advice only: where transparent huge pages are off, the array simply keeps 4 KiB pages.
    ::madvise(memory, bytes, MADV_HUGEPAGE);
}
} // namespace detail

} // namespace bloom
