#pragma once
// A Bloom filter whose cells are small saturating counters, so keys can be removed.
//
// A counter that reaches its maximum sticks there: it is never decremented again, because after an
// overflow nobody knows how many keys really share it, and decrementing could reach 0 while a key
// still depends on it. That costs a little extra false-positive rate but never a false negative.

#include <bloom/hash.h>
#include <bloom/result.h>
#include <bloom/trace.h>

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace bloom {

enum class CounterWidth : std::uint8_t { Four = 4, Eight = 8 };

// What removeTraced() did: the steps for the ui to replay, and whether a stuck counter was left.
struct RemoveReport {
    bool hitSaturated = false; // some counter was stuck and left as it was
    Trace trace;
};

class CountingBloomFilter {
public:
    // Throws InvalidArgument on bad arguments; create() reports them instead.
    CountingBloomFilter(std::uint64_t counters, std::uint32_t hashes, CounterWidth width = CounterWidth::Four,
        HashSchemePtr scheme = nullptr);
    static Result<CountingBloomFilter> create(std::uint64_t counters, std::uint32_t hashes,
        CounterWidth width = CounterWidth::Four, HashSchemePtr scheme = nullptr);

    // Increments each of the key's counters (a counter at its maximum stays there). As on every
    // filter kind, add() and mightContain() are the fast paths and build no trace; a check stops
    // at the first zero counter.
    void add(std::string_view key);
    [[nodiscard]] bool mightContain(std::string_view key) const;

    // Refused with Errc::NotPresent, changing nothing, when a counter the key needs is 0: the key
    // is definitely absent. Otherwise decrements every counter that is not stuck.
    Status remove(std::string_view key);

    // The same operations, step by step, leaving the counters exactly as the plain ones do. A
    // check stops at the first zero counter and the hashes after it are not part of the trace.
    Trace addTraced(std::string_view key);
    [[nodiscard]] Trace checkTraced(std::string_view key) const;
    Result<RemoveReport> removeTraced(std::string_view key);

    [[nodiscard]] std::vector<std::uint64_t> positions(std::string_view key) const;
    [[nodiscard]] std::uint32_t counter(std::uint64_t position) const;
    [[nodiscard]] std::uint32_t counterMax() const noexcept;
    [[nodiscard]] bool isSaturated(std::uint64_t position) const;
    [[nodiscard]] std::uint64_t saturatedCount() const noexcept;

    [[nodiscard]] std::uint64_t counterCount() const noexcept { return m_counters; }
    [[nodiscard]] std::uint32_t hashCount() const noexcept { return m_hashes; }
    [[nodiscard]] CounterWidth width() const noexcept { return m_width; }
    [[nodiscard]] const HashScheme &hashScheme() const noexcept { return *m_scheme; }
    [[nodiscard]] HashSchemePtr hashSchemePtr() const noexcept { return m_scheme; }
    [[nodiscard]] std::uint64_t itemCount() const noexcept { return m_items; }
    [[nodiscard]] std::uint64_t nonZeroCount() const noexcept { return m_nonZero; }
    // The packed counters, counters × width bits rounded up to a byte: about 4× or 8× a plain
    // filter with the same m.
    [[nodiscard]] std::uint64_t memoryBytes() const noexcept { return m_storage.size(); }

    void clear() noexcept;

    // Packed counters, for serialization: width 4 puts counter 2j in the low nibble of byte j.
    [[nodiscard]] std::span<const std::uint8_t> storage() const noexcept { return m_storage; }
    Status assignStorage(std::span<const std::uint8_t> bytes, std::uint64_t itemCount);

private:
    CountingBloomFilter(
        std::uint64_t counters, std::uint32_t hashes, CounterWidth width, HashSchemePtr scheme, int);
    void setCounter(std::uint64_t position, std::uint32_t old, std::uint32_t value);
    // One step of an add or a remove; each returns the counter's value before it.
    std::uint32_t increment(std::uint64_t position);
    std::uint32_t decrement(std::uint64_t position);
    [[nodiscard]] bool coversEveryProbe(std::span<const std::uint64_t> positions) const;
    void probe(std::string_view key, std::span<Probe> out) const;

    std::uint64_t m_counters = 0;
    std::uint32_t m_hashes = 0;
    CounterWidth m_width = CounterWidth::Four;
    HashSchemePtr m_scheme;
    std::vector<std::uint8_t> m_storage;
    std::uint64_t m_items = 0;
    std::uint64_t m_nonZero = 0;
};

[[nodiscard]] std::uint64_t countingStorageBytes(std::uint64_t counters, CounterWidth width) noexcept;

} // namespace bloom
