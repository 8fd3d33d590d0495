#pragma once
// An allocator that counts what a container asks the heap for, so a page can show the memory a
// hash set of URLs really takes instead of an estimate: bucket arrays, nodes and, when the strings
// use it too, their character buffers. It counts requested bytes; malloc's own per-block headers
// and rounding are outside any allocator's view.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace systems {

struct HeapTally {
    std::uint64_t liveBytes = 0;
    std::uint64_t peakBytes = 0; // a rehash briefly holds the old and the new bucket array
    std::uint64_t allocations = 0; // live blocks
};

template <typename T> class TallyAllocator {
public:
    using value_type = T;

    // The tally must outlive every container and copy that uses it.
    explicit TallyAllocator(HeapTally &tally) noexcept : m_tally(&tally) { }
    // Containers rebind to their node and bucket types; every rebound copy counts into one tally.
    template <typename U>
    TallyAllocator(const TallyAllocator<U> &other) noexcept // NOLINT: rebinding is implicit
        : m_tally(other.tally())
    { }

    [[nodiscard]] T *allocate(std::size_t n)
    {
        T *memory = std::allocator<T> {}.allocate(n);
        m_tally->liveBytes += n * sizeof(T);
        ++m_tally->allocations;
        if (m_tally->liveBytes > m_tally->peakBytes)
            m_tally->peakBytes = m_tally->liveBytes;
        return memory;
    }

    void deallocate(T *memory, std::size_t n) noexcept
    {
        std::allocator<T> {}.deallocate(memory, n);
        m_tally->liveBytes -= n * sizeof(T);
        --m_tally->allocations;
    }

    [[nodiscard]] HeapTally *tally() const noexcept { return m_tally; }

    template <typename U> bool operator==(const TallyAllocator<U> &other) const noexcept
    {
        return m_tally == other.tally();
    }

private:
    HeapTally *m_tally;
};

using TalliedString = std::basic_string<char, std::char_traits<char>, TallyAllocator<char>>;

} // namespace systems
