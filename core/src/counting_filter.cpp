#include <bloom/bloom_filter.h>
#include <bloom/counting_filter.h>
#include <bloom/memory.h>

#include <algorithm>
#include <array>
#include <new>

namespace bloom {

std::uint64_t countingStorageBytes(std::uint64_t counters, CounterWidth width) noexcept
{
    return width == CounterWidth::Four ? counters / 2 + counters % 2 : counters;
}

CountingBloomFilter::CountingBloomFilter(
    std::uint64_t counters, std::uint32_t hashes, CounterWidth width, HashSchemePtr scheme)
{
    // As in create(): any other width would make the 4-bit layout spill into neighbouring counters.
    if (width != CounterWidth::Four && width != CounterWidth::Eight)
        throw InvalidArgument(Error {Errc::InconsistentSizes});
    if (const Status ok = validateShape(counters, hashes, countingStorageBytes(counters, width)); !ok)
        throw InvalidArgument(ok.error());
    *this = CountingBloomFilter(counters, hashes, width, std::move(scheme), 0);
}

CountingBloomFilter::CountingBloomFilter(
    std::uint64_t counters, std::uint32_t hashes, CounterWidth width, HashSchemePtr scheme, int)
    : m_counters(counters),
      m_hashes(hashes),
      m_width(width),
      m_scheme(scheme ? std::move(scheme) : defaultHashScheme()),
      m_storage(static_cast<std::size_t>(countingStorageBytes(counters, width)), 0)
{ }

Result<CountingBloomFilter> CountingBloomFilter::create(
    std::uint64_t counters, std::uint32_t hashes, CounterWidth width, HashSchemePtr scheme)
{
    if (width != CounterWidth::Four && width != CounterWidth::Eight)
        return Errc::InconsistentSizes;
    const std::uint64_t bytes = countingStorageBytes(counters, width);
    if (const Status ok = validateShape(counters, hashes, bytes); !ok)
        return ok.error();
    try {
        return CountingBloomFilter(counters, hashes, width, std::move(scheme), 0);
    } catch (const std::bad_alloc &) {
        return Error {Errc::OutOfMemory, bytes, availableMemoryBytes()};
    }
}

std::uint32_t CountingBloomFilter::counterMax() const noexcept
{
    return m_width == CounterWidth::Four ? 15u : 255u;
}

std::uint32_t CountingBloomFilter::counter(std::uint64_t position) const
{
    if (position >= m_counters)
        return 0;
    if (m_width == CounterWidth::Eight)
        return m_storage[static_cast<std::size_t>(position)];
    const std::uint8_t byte = m_storage[static_cast<std::size_t>(position / 2)];
    return position % 2 == 0 ? byte & 0x0Fu : byte >> 4;
}

// `old` is the counter's current value, which every caller has just read.
void CountingBloomFilter::setCounter(std::uint64_t position, std::uint32_t old, std::uint32_t value)
{
    if (old == 0 && value != 0)
        ++m_nonZero;
    else if (old != 0 && value == 0)
        --m_nonZero;
    if (m_width == CounterWidth::Eight) {
        m_storage[static_cast<std::size_t>(position)] = static_cast<std::uint8_t>(value);
        return;
    }
    std::uint8_t &byte = m_storage[static_cast<std::size_t>(position / 2)];
    byte = position % 2 == 0 ? static_cast<std::uint8_t>((byte & 0xF0u) | value)
                             : static_cast<std::uint8_t>((byte & 0x0Fu) | (value << 4));
}

bool CountingBloomFilter::isSaturated(std::uint64_t position) const
{
    return position < m_counters && counter(position) == counterMax();
}

std::uint64_t CountingBloomFilter::saturatedCount() const noexcept
{
    std::uint64_t total = 0;
    for (std::uint64_t i = 0; i < m_counters; ++i)
        if (isSaturated(i))
            ++total;
    return total;
}

void CountingBloomFilter::probe(std::string_view key, std::span<Probe> out) const
{
    m_scheme->probe(key, m_counters, out);
}

std::uint32_t CountingBloomFilter::increment(std::uint64_t position)
{
    const std::uint32_t before = counter(position);
    if (before != counterMax())
        setCounter(position, before, before + 1);
    return before;
}

std::uint32_t CountingBloomFilter::decrement(std::uint64_t position)
{
    // A stuck counter stays stuck (see the header); coversEveryProbe() has ruled out 0.
    const std::uint32_t before = counter(position);
    if (before != counterMax())
        setCounter(position, before, before - 1);
    return before;
}

// Whether every counter covers each probe that lands on it, so removing cannot take one below 0.
// A key's probes land on one counter at most k times, so a counter at k or above, or stuck,
// covers them without counting; the others count their uses, k ≤ kMaxHashes comparisons each.
bool CountingBloomFilter::coversEveryProbe(std::span<const std::uint64_t> positions) const
{
    for (const std::uint64_t pos : positions) {
        const std::uint32_t value = counter(pos);
        if (value == counterMax() || value >= positions.size())
            continue;
        const auto uses = static_cast<std::uint32_t>(std::count(positions.begin(), positions.end(), pos));
        if (value < uses)
            return false;
    }
    return true;
}

// The plain operations take positions only: no Probe, no string copy and no step list, which
// is what the variants table times. A key may hash to one counter twice; each probe increments
// it again, as in the classic counting filter, and a remove decrements it twice to match.
void CountingBloomFilter::add(std::string_view key)
{
    std::array<std::uint64_t, kMaxHashes> positions;
    const std::span<std::uint64_t> probes(positions.data(), m_hashes);
    m_scheme->positions(key, m_counters, probes);
    ++m_items;
    for (const std::uint64_t pos : probes)
        increment(pos);
}

bool CountingBloomFilter::mightContain(std::string_view key) const
{
    std::array<std::uint64_t, kMaxHashes> positions;
    const std::span<std::uint64_t> probes(positions.data(), m_hashes);
    m_scheme->positions(key, m_counters, probes);
    return std::none_of(
        probes.begin(), probes.end(), [this](std::uint64_t pos) { return counter(pos) == 0; });
}

Status CountingBloomFilter::remove(std::string_view key)
{
    std::array<std::uint64_t, kMaxHashes> positions;
    const std::span<std::uint64_t> probes(positions.data(), m_hashes);
    m_scheme->positions(key, m_counters, probes);
    // Refuse before touching anything.
    if (!coversEveryProbe(probes))
        return Errc::NotPresent;
    for (const std::uint64_t pos : probes)
        decrement(pos);
    if (m_items > 0)
        --m_items;
    return {};
}

Trace CountingBloomFilter::addTraced(std::string_view key)
{
    std::array<Probe, kMaxHashes> probes;
    probe(key, std::span(probes.data(), m_hashes));
    Trace trace {Operation::Add, std::string(key), m_counters, m_hashes, {}, std::nullopt, false};
    trace.steps.reserve(m_hashes);
    ++m_items;
    for (std::uint32_t i = 0; i < m_hashes; ++i) {
        const std::uint32_t before = increment(probes[i].position);
        const std::uint32_t after = counter(probes[i].position);
        trace.result = trace.result || before == 0;
        trace.steps.push_back({i, probes[i], before, after, after == counterMax()});
    }
    return trace;
}

Trace CountingBloomFilter::checkTraced(std::string_view key) const
{
    std::array<Probe, kMaxHashes> probes;
    probe(key, std::span(probes.data(), m_hashes));
    Trace trace {Operation::Check, std::string(key), m_counters, m_hashes, {}, std::nullopt, true};
    for (std::uint32_t i = 0; i < m_hashes; ++i) {
        const std::uint32_t value = counter(probes[i].position);
        trace.steps.push_back({i, probes[i], value, value, value == counterMax()});
        if (value == 0) {
            trace.stoppedAt = i;
            trace.result = false;
            break;
        }
    }
    return trace;
}

Result<RemoveReport> CountingBloomFilter::removeTraced(std::string_view key)
{
    std::array<Probe, kMaxHashes> probes;
    probe(key, std::span(probes.data(), m_hashes));
    std::array<std::uint64_t, kMaxHashes> positions;
    for (std::uint32_t i = 0; i < m_hashes; ++i)
        positions[i] = probes[i].position;
    if (!coversEveryProbe(std::span(positions.data(), m_hashes)))
        return Errc::NotPresent;
    RemoveReport report;
    report.trace = {Operation::Remove, std::string(key), m_counters, m_hashes, {}, std::nullopt, true};
    report.trace.steps.reserve(m_hashes);
    for (std::uint32_t i = 0; i < m_hashes; ++i) {
        const std::uint32_t before = decrement(probes[i].position);
        const bool stuck = before == counterMax();
        report.hitSaturated = report.hitSaturated || stuck;
        report.trace.steps.push_back({i, probes[i], before, counter(probes[i].position), stuck});
    }
    if (m_items > 0)
        --m_items;
    return report;
}

std::vector<std::uint64_t> CountingBloomFilter::positions(std::string_view key) const
{
    std::vector<std::uint64_t> out(m_hashes);
    m_scheme->positions(key, m_counters, out);
    return out;
}

void CountingBloomFilter::clear() noexcept
{
    std::fill(m_storage.begin(), m_storage.end(), std::uint8_t {0});
    m_items = 0;
    m_nonZero = 0;
}

Status CountingBloomFilter::assignStorage(std::span<const std::uint8_t> bytes, std::uint64_t itemCount)
{
    if (bytes.size() != m_storage.size())
        return Errc::InconsistentSizes;
    // An odd count of 4-bit counters leaves a spare high nibble, which must be 0.
    if (m_width == CounterWidth::Four && m_counters % 2 == 1 && (bytes.back() >> 4) != 0)
        return Errc::InconsistentSizes;
    std::copy(bytes.begin(), bytes.end(), m_storage.begin());
    m_items = itemCount;
    m_nonZero = 0;
    for (std::uint64_t i = 0; i < m_counters; ++i)
        if (counter(i) != 0)
            ++m_nonZero;
    return {};
}

} // namespace bloom
