#pragma once
// Owns a zeroed, 64-byte-aligned array of 64-bit words. Cache-line alignment lets blocked filters
// keep one key in one line; large arrays ask for huge pages to cut TLB misses.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <utility>

namespace bloom::detail {

class WordBuffer {
public:
    WordBuffer() = default;
    explicit WordBuffer(std::size_t words) : m_size(words)
    {
        if (words == 0)
            return;
        // madvise() needs a page-aligned start, and a huge page backs only a whole aligned 2 MiB
        // stretch, so big arrays start on a 2 MiB boundary and round up to one; the rest need a
        // cache line.
        const bool huge = words >= kHugePageThreshold / sizeof(std::uint64_t);
        const std::size_t align = huge ? kHugePageBytes : 64;
        const std::size_t bytes = reservedBytes(words * sizeof(std::uint64_t));
        void *raw = std::aligned_alloc(align, bytes);
        if (raw == nullptr)
            throw std::bad_alloc();
        if (huge)
            adviseHugePages(raw, bytes);
        std::memset(raw, 0, bytes);
        m_words.reset(static_cast<std::uint64_t *>(raw));
    }
    WordBuffer(const WordBuffer &other) : WordBuffer(other.m_size)
    {
        if (m_size != 0)
            std::memcpy(m_words.get(), other.m_words.get(), m_size * sizeof(std::uint64_t));
    }
    WordBuffer &operator=(const WordBuffer &other)
    {
        if (this != &other)
            *this = WordBuffer(other);
        return *this;
    }
    WordBuffer(WordBuffer &&other) noexcept
        : m_words(std::move(other.m_words)), m_size(std::exchange(other.m_size, 0))
    { }
    WordBuffer &operator=(WordBuffer &&other) noexcept
    {
        m_words = std::move(other.m_words);
        m_size = std::exchange(other.m_size, 0);
        return *this;
    }

    [[nodiscard]] std::uint64_t *data() noexcept { return m_words.get(); }
    [[nodiscard]] const std::uint64_t *data() const noexcept { return m_words.get(); }
    [[nodiscard]] std::size_t size() const noexcept { return m_size; }
    std::uint64_t &operator[](std::size_t i) noexcept { return m_words[i]; }
    const std::uint64_t &operator[](std::size_t i) const noexcept { return m_words[i]; }

    void fill(std::uint64_t value) noexcept
    {
        for (std::size_t i = 0; i < m_size; ++i)
            m_words[i] = value;
    }

    // From two huge pages up: a filter of a few MiB already outgrows what the TLB maps with
    // 4 KiB pages, and random probes then pay a page walk each. Smaller arrays would waste most
    // of a 2 MiB page.
    static constexpr std::size_t kHugePageBytes = std::size_t {2} << 20;
    static constexpr std::size_t kHugePageThreshold = 2 * kHugePageBytes;

    // What an array of `bytes` takes: whole huge pages from the threshold up, whole lines below.
    static constexpr std::size_t reservedBytes(std::size_t bytes) noexcept
    {
        const std::size_t align = bytes >= kHugePageThreshold ? kHugePageBytes : 64;
        return (bytes + align - 1) / align * align;
    }

private:
    static void adviseHugePages(void *memory, std::size_t bytes) noexcept;

    struct Free {
        void operator()(std::uint64_t *p) const noexcept { std::free(p); }
    };
    std::unique_ptr<std::uint64_t[], Free> m_words;
    std::size_t m_size = 0;
};

} // namespace bloom::detail
