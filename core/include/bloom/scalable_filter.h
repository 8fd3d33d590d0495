#pragma once
// Scalable Bloom filter (Almeida, Baquero, Preguiça, Hutchison 2007): a chain of classic filters.
// Slice i is built for s^i · n0 keys at error p0 · r^i, with p0 = p(1 − r); the slice errors form a
// geometric series whose sum is p, so the compound rate stays below p however far it grows.

#include <bloom/bloom_filter.h>
#include <bloom/result.h>

#include <cstdint>
#include <string_view>
#include <vector>

namespace bloom {

struct ScalableParameters {
    std::uint64_t initialCapacity = 1000;
    double targetFpr = 0.01;
    double growthFactor = 2.0; // s: each slice holds s times the keys of the one before
    double tighteningRatio = 0.85; // r: each slice has r times the error of the one before
};

struct ScalableSlice {
    BloomFilter filter;
    std::uint64_t capacity = 0;
    double errorBound = 0.0; // the slice's design error p0 · r^i
    std::uint64_t count = 0; // keys inserted into this slice
};

class ScalableBloomFilter {
public:
    // Throws InvalidArgument on bad parameters; create() reports them instead.
    explicit ScalableBloomFilter(const ScalableParameters &parameters, HashSchemePtr scheme = nullptr);
    static Result<ScalableBloomFilter> create(
        const ScalableParameters &parameters, HashSchemePtr scheme = nullptr);
    static Status validate(const ScalableParameters &parameters);

    // Inserts into the newest slice, opening a new slice when it is full. A key that already
    // tests positive is not inserted again, so duplicates do not use up capacity. Returns whether
    // the key was inserted; fails only when a new slice cannot be built (Errc::OutOfMemory, or
    // Errc::TooLarge once a slice's size or error is out of reach). This is the one add() that is
    // not void: the fixed-size filters allocate nothing after construction, this one must grow,
    // and a failure has to be seen rather than lose the key. Like theirs, it builds no trace.
    Result<bool> add(std::string_view key);
    [[nodiscard]] bool mightContain(std::string_view key) const;

    [[nodiscard]] const std::vector<ScalableSlice> &slices() const noexcept { return m_slices; }
    [[nodiscard]] const ScalableParameters &parameters() const noexcept { return m_parameters; }
    [[nodiscard]] std::uint64_t itemCount() const noexcept;
    [[nodiscard]] std::uint64_t bitCount() const noexcept;
    [[nodiscard]] std::uint64_t memoryBytes() const noexcept;

    // 1 − Π(1 − p_i) over the slices that exist: the design bound, always ≤ the target p.
    [[nodiscard]] double compoundBound() const noexcept;
    // The same product from each slice's actual fill: (fill_i)^k_i in place of p_i.
    [[nodiscard]] double estimatedFpr() const noexcept;

    // The design of slice i, whether or not it exists yet.
    [[nodiscard]] std::uint64_t sliceCapacity(std::size_t index) const noexcept;
    [[nodiscard]] double sliceErrorBound(std::size_t index) const noexcept;

private:
    ScalableBloomFilter(const ScalableParameters &parameters, HashSchemePtr scheme, int);
    Status openSlice();

    ScalableParameters m_parameters;
    HashSchemePtr m_scheme;
    std::vector<ScalableSlice> m_slices;
};

} // namespace bloom
