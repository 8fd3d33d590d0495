#include <bloom/math.h>
#include <bloom/scalable_filter.h>

#include <algorithm>
#include <cmath>

namespace bloom {

Status ScalableBloomFilter::validate(const ScalableParameters &parameters)
{
    if (parameters.initialCapacity == 0)
        return Errc::ZeroItems;
    if (!(parameters.targetFpr > 0.0 && parameters.targetFpr < 1.0))
        return Errc::ProbabilityOutOfRange;
    // s ≥ 1 keeps capacities from shrinking; r in (0, 1) keeps the error series convergent.
    if (!(parameters.growthFactor >= 1.0 && parameters.growthFactor <= 16.0))
        return Errc::ParameterOutOfRange;
    if (!(parameters.tighteningRatio > 0.0 && parameters.tighteningRatio < 1.0))
        return Errc::ProbabilityOutOfRange;
    return {};
}

ScalableBloomFilter::ScalableBloomFilter(const ScalableParameters &parameters, HashSchemePtr scheme)
{
    auto created = create(parameters, std::move(scheme));
    if (!created)
        throw InvalidArgument(created.error());
    *this = std::move(created).value();
}

ScalableBloomFilter::ScalableBloomFilter(const ScalableParameters &parameters, HashSchemePtr scheme, int)
    : m_parameters(parameters), m_scheme(scheme ? std::move(scheme) : defaultHashScheme())
{ }

Result<ScalableBloomFilter> ScalableBloomFilter::create(
    const ScalableParameters &parameters, HashSchemePtr scheme)
{
    if (const Status ok = validate(parameters); !ok)
        return ok.error();
    ScalableBloomFilter filter(parameters, std::move(scheme), 0);
    if (const Status ok = filter.openSlice(); !ok)
        return ok.error();
    return filter;
}

std::uint64_t ScalableBloomFilter::sliceCapacity(std::size_t index) const noexcept
{
    const double capacity = static_cast<double>(m_parameters.initialCapacity)
        * std::pow(m_parameters.growthFactor, static_cast<double>(index));
    return static_cast<std::uint64_t>(std::min(std::ceil(capacity), 1e18));
}

double ScalableBloomFilter::sliceErrorBound(std::size_t index) const noexcept
{
    const double r = m_parameters.tighteningRatio;
    return m_parameters.targetFpr * (1.0 - r) * std::pow(r, static_cast<double>(index));
}

Status ScalableBloomFilter::openSlice()
{
    const std::size_t index = m_slices.size();
    const std::uint64_t capacity = sliceCapacity(index);
    const double error = sliceErrorBound(index);
    // p0·r^i underflows to 0 after enough slices (at once for a tiny r), and a huge slice can need
    // more than 2⁶⁴ bits: report either instead of letting optimalBitCount throw out of add().
    if (!(error > 0.0))
        return Errc::TooLarge;
    std::uint64_t bits = 0;
    try {
        bits = optimalBitCount(capacity, error);
    } catch (const InvalidArgument &e) {
        return e.error();
    }
    const std::uint32_t optimal = optimalHashCount(bits, capacity);
    const std::uint32_t hashes = std::min(optimal, kMaxHashes);
    // A budget that needs more hashes than a filter takes (p below about 2^-64) keeps its rate
    // with more bits instead, m = −k·n / ln(1 − p^(1/k)), rather than missing it silently.
    if (optimal > kMaxHashes) {
        const double k = static_cast<double>(kMaxHashes);
        const double needed
            = std::ceil(-k * static_cast<double>(capacity) / std::log1p(-std::pow(error, 1.0 / k)));
        if (!(needed < 1.8e19))
            return Errc::TooLarge;
        bits = static_cast<std::uint64_t>(needed);
    }
    auto filter = BloomFilter::create(bits, hashes, m_scheme);
    if (!filter)
        return filter.error();
    m_slices.push_back({std::move(filter).value(), capacity, error, 0});
    return {};
}

Result<bool> ScalableBloomFilter::add(std::string_view key)
{
    if (mightContain(key))
        return false;
    if (m_slices.back().count >= m_slices.back().capacity) {
        if (const Status ok = openSlice(); !ok)
            return ok.error();
    }
    ScalableSlice &slice = m_slices.back();
    slice.filter.add(key);
    ++slice.count;
    return true;
}

bool ScalableBloomFilter::mightContain(std::string_view key) const
{
    // Newest first: recent keys are the likeliest to be asked about again.
    return std::any_of(m_slices.rbegin(), m_slices.rend(),
        [key](const ScalableSlice &s) { return s.filter.mightContain(key); });
}

std::uint64_t ScalableBloomFilter::itemCount() const noexcept
{
    std::uint64_t total = 0;
    for (const ScalableSlice &s : m_slices)
        total += s.count;
    return total;
}

std::uint64_t ScalableBloomFilter::bitCount() const noexcept
{
    std::uint64_t total = 0;
    for (const ScalableSlice &s : m_slices)
        total += s.filter.bitCount();
    return total;
}

std::uint64_t ScalableBloomFilter::memoryBytes() const noexcept
{
    std::uint64_t total = 0;
    for (const ScalableSlice &s : m_slices)
        total += s.filter.memoryBytes();
    return total;
}

double ScalableBloomFilter::compoundBound() const noexcept
{
    double pass = 1.0;
    for (const ScalableSlice &s : m_slices)
        pass *= 1.0 - s.errorBound;
    return 1.0 - pass;
}

double ScalableBloomFilter::estimatedFpr() const noexcept
{
    double pass = 1.0;
    for (const ScalableSlice &s : m_slices)
        pass *= 1.0 - std::pow(s.filter.fillRatio(), static_cast<double>(s.filter.hashCount()));
    return 1.0 - pass;
}

} // namespace bloom
