#pragma once
// Requesting a cache line that is about to be written. PREFETCHW fetches the line already owned
// for writing, so the store that follows needs no second request; a plain prefetch brings it in
// shared and the store must upgrade it. BloomFilter's single and batched adds use it (the figures
// are in bloom_filter.cpp).

namespace bloom::detail {

// Whether the CPU has PREFETCHW (every AMD64 CPU, Intel from Broadwell): read once, when the
// library is loaded. Where it is absent, or before it is read, the plain prefetch is used.
extern const bool kCpuHasPrefetchW;

// With the CPU's answer given by the caller: a loop that requests many lines asks once, outside it.
template <bool HasPrefetchW> [[gnu::always_inline]] inline void prefetchForWriteOn(const void *line) noexcept
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    // Inline assembly, not __builtin_prefetch(line, 1, 3): that needs the whole caller compiled
    // for PRFCHW, and the library runs on any x86-64 CPU.
    if constexpr (HasPrefetchW)
        asm volatile("prefetchw %0" : : "m"(*static_cast<const char *>(line)));
    else
        __builtin_prefetch(line, 0, 3);
#elif defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(line, 1, 3);
#else
    (void)line;
#endif
}

[[gnu::always_inline]] inline void prefetchForWrite(const void *line) noexcept
{
    if (kCpuHasPrefetchW)
        prefetchForWriteOn<true>(line);
    else
        prefetchForWriteOn<false>(line);
}

} // namespace bloom::detail
