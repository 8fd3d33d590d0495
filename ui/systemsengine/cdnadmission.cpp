#include "systemsengine/cdnadmission.h"

#include "systemsengine/syntheticurls.h"

#include <bloom/math.h>
#include <bloom/memory.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string_view>

namespace systems {

namespace {

using Setting = CdnSettings::Setting;
using Error = SimError<Setting>;

constexpr std::uint64_t kPollMask = 4095;
constexpr std::uint32_t kNotCached = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint64_t kTraceSalt = 0x5452414345545243ULL;

// The object's name as a CDN would key it; the filter sees the same bytes for the same object.
class ObjectKey {
public:
    explicit ObjectKey(std::uint32_t object)
    {
        char *const digits = std::copy(kPrefix.begin(), kPrefix.end(), m_text.data());
        const auto end = std::to_chars(digits, m_text.data() + m_text.size(), object).ptr;
        m_size = static_cast<std::size_t>(end - m_text.data());
    }
    [[nodiscard]] std::string_view view() const noexcept { return {m_text.data(), m_size}; }

private:
    static constexpr std::string_view kPrefix = "/objects/";
    std::array<char, 24> m_text {}; // the prefix and at most 10 digits
    std::size_t m_size = 0;
};

// log1p(x)/x and expm1(x)/x, with their series near 0 where the quotients lose precision.
double helper1(double x)
{
    return std::abs(x) > 1e-8 ? std::log1p(x) / x : 1.0 - x * (0.5 - x * (1.0 / 3.0 - 0.25 * x));
}
double helper2(double x)
{
    return std::abs(x) > 1e-8 ? std::expm1(x) / x : 1.0 + x * 0.5 * (1.0 + x / 3.0 * (1.0 + 0.25 * x));
}

std::uint64_t filterBitsFor(const CdnSettings &settings, std::uint64_t requests, double &expected)
{
    expected = expectedDistinctObjects(settings.catalogue, settings.zipfExponent, requests);
    const auto keys = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::ceil(expected)));
    return bloom::optimalBitCount(keys, settings.targetFalsePositiveRate);
}

// One admission cache: its slot per object, its list and its exact seen bits.
std::uint64_t cacheBytes(const CdnSettings &settings)
{
    return std::uint64_t {settings.catalogue} * 4 + (std::uint64_t {settings.cacheCapacity} + 1) * 12
        + settings.catalogue / 8;
}

} // namespace

std::optional<Error> CdnSettings::validate() const
{
    if (requests < kMinRequests || requests > kMaxRequests)
        return Error::invalid(Setting::Requests);
    if (catalogue < kMinCatalogue || catalogue > kMaxCatalogue)
        return Error::invalid(Setting::Catalogue);
    if (!(zipfExponent >= kMinExponent && zipfExponent <= kMaxExponent))
        return Error::invalid(Setting::ZipfExponent);
    if (cacheCapacity < 1 || cacheCapacity > catalogue)
        return Error::invalid(Setting::CacheCapacity);
    if (!(targetFalsePositiveRate >= kMinP && targetFalsePositiveRate <= kMaxP))
        return Error::invalid(Setting::TargetFalsePositiveRate);
    return std::nullopt;
}

ZipfSampler::ZipfSampler(std::uint32_t n, double exponent) : m_n(n), m_exponent(exponent)
{
    m_hIntegralX1 = hIntegral(1.5) - 1.0;
    m_hIntegralN = hIntegral(n + 0.5);
    m_s = 2.0 - hIntegralInverse(hIntegral(2.5) - h(2.0));
}

// h(x) = x^−s is the density the ranks are drawn under; hIntegral its antiderivative.
double ZipfSampler::h(double x) const
{
    return std::exp(-m_exponent * std::log(x));
}

double ZipfSampler::hIntegral(double x) const
{
    const double logX = std::log(x);
    return helper2((1.0 - m_exponent) * logX) * logX;
}

double ZipfSampler::hIntegralInverse(double x) const
{
    const double t = std::max(-1.0, x * (1.0 - m_exponent));
    return std::exp(helper1(t) * x);
}

std::optional<std::uint32_t> ZipfSampler::accept(double u) const
{
    const double x = hIntegralInverse(u);
    const double rounded = std::clamp(std::floor(x + 0.5), 1.0, static_cast<double>(m_n));
    const auto rank = static_cast<std::uint32_t>(rounded);
    // Most draws are accepted by the cheap first test; the second is the exact rejection bound.
    if (rounded - x <= m_s || u >= hIntegral(rounded + 0.5) - h(rounded))
        return rank;
    return std::nullopt;
}

double expectedDistinctObjects(std::uint32_t catalogue, double exponent, std::uint64_t requests)
{
    double normaliser = 0.0;
    for (std::uint32_t r = catalogue; r >= 1; --r) // smallest terms first, for accuracy
        normaliser += std::pow(static_cast<double>(r), -exponent);
    double expected = 0.0;
    const auto draws = static_cast<double>(requests);
    for (std::uint32_t r = catalogue; r >= 1; --r) {
        const double p = std::pow(static_cast<double>(r), -exponent) / normaliser;
        expected += -std::expm1(draws * std::log1p(-p));
    }
    return expected;
}

AdmissionCache::AdmissionCache(AdmissionPolicy policy, std::uint32_t capacity, std::uint32_t catalogue,
    std::optional<bloom::BloomFilter> filter)
    : m_policy(policy),
      m_capacity(capacity),
      m_slotOf(catalogue, kNotCached),
      m_objectIn(capacity, kNotCached),
      m_prev(capacity + std::size_t {1}, capacity),
      m_next(capacity + std::size_t {1}, capacity),
      m_requestedBefore(catalogue, false),
      m_filter(std::move(filter))
{
    if (policy == AdmissionPolicy::SecondRequestFilter && !m_filter)
        throw std::invalid_argument("the filter policy needs a filter");
    if (capacity < 1 || capacity > catalogue) // slot `capacity` is the list's sentinel
        throw std::invalid_argument("capacity outside 1 … catalogue");
}

bool AdmissionCache::isCached(std::uint32_t object) const noexcept
{
    return m_slotOf[object] != kNotCached;
}

void AdmissionCache::unlink(std::uint32_t slot) noexcept
{
    m_next[m_prev[slot]] = m_next[slot];
    m_prev[m_next[slot]] = m_prev[slot];
}

void AdmissionCache::pushFront(std::uint32_t slot) noexcept
{
    const std::uint32_t sentinel = m_capacity;
    m_next[slot] = m_next[sentinel];
    m_prev[slot] = sentinel;
    m_prev[m_next[sentinel]] = slot;
    m_next[sentinel] = slot;
}

void AdmissionCache::admit(std::uint32_t object)
{
    std::uint32_t slot = m_size;
    if (m_size < m_capacity) {
        ++m_size;
    } else {
        slot = m_prev[m_capacity]; // the least recently used
        unlink(slot);
        m_slotOf[m_objectIn[slot]] = kNotCached;
    }
    m_objectIn[slot] = object;
    m_slotOf[object] = slot;
    pushFront(slot);
    ++m_writes;
}

RequestPath AdmissionCache::request(std::uint32_t object)
{
    ++m_requests;
    const bool seenBefore = m_requestedBefore[object];
    m_requestedBefore[object] = true;
    if (const std::uint32_t slot = m_slotOf[object]; slot != kNotCached) {
        unlink(slot);
        pushFront(slot);
        ++m_hits;
        return RequestPath::Hit;
    }
    if (!seenBefore)
        ++m_firstRequests;
    switch (m_policy) {
    case AdmissionPolicy::AdmitAll: break;
    case AdmissionPolicy::SecondRequestExact:
        if (!seenBefore)
            return RequestPath::MissRemembered;
        break;
    case AdmissionPolicy::SecondRequestFilter: {
        const ObjectKey key(object);
        if (!seenBefore) {
            m_expectedWrong += bloom::falsePositiveRate(
                m_filter->bitCount(), m_filter->itemCount(), m_filter->hashCount());
        }
        if (!m_filter->mightContain(key.view())) {
            m_filter->add(key.view());
            return RequestPath::MissRemembered;
        }
        if (!seenBefore) {
            admit(object);
            ++m_wronglyAdmitted;
            return RequestPath::MissAdmittedWrongly;
        }
        break;
    }
    }
    admit(object);
    return RequestPath::MissAdmitted;
}

CdnRun runCdnOnTrace(std::span<const std::uint32_t> trace, const CdnSettings &settings, RunControl &control)
{
    CdnSettings checked = settings;
    checked.requests = std::max<std::uint64_t>(trace.size(), CdnSettings::kMinRequests);
    if (const auto invalid = checked.validate())
        return *invalid;
    if (trace.empty() || trace.size() > CdnSettings::kMaxRequests)
        return Error::invalid(Setting::Trace);
    const std::uint32_t catalogue = settings.catalogue;
    CdnResult result;
    result.requests = trace.size();
    const std::uint64_t bits = filterBitsFor(settings, trace.size(), result.expectedDistinctObjects);
    const std::uint32_t hashes = bloom::optimalHashCount(bits,
        std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(result.expectedDistinctObjects))));
    // The per-object counts, then one cache at a time: its slot map, list, seen bits and filter.
    if (const bloom::Status fits
        = bloom::checkMemory(std::uint64_t {catalogue} * 4 + cacheBytes(settings) + (bits + 7) / 8);
        !fits)
        return Error::outOfMemory(fits.error());
    std::vector<std::uint32_t> counts(catalogue, 0);
    for (const std::uint32_t object : trace) {
        if (object >= catalogue)
            return Error::invalid(Setting::Trace);
        if (counts[object] < std::numeric_limits<std::uint32_t>::max())
            ++counts[object];
    }
    for (const std::uint32_t count : counts) {
        result.distinctObjects += count > 0 ? 1 : 0;
        result.oneHitWonders += count == 1 ? 1 : 0;
    }

    const double progressFrom = control.progress();
    for (std::size_t p = 0; p < kAdmissionPolicies.size(); ++p) {
        const AdmissionPolicy policy = kAdmissionPolicies[p];
        std::optional<bloom::BloomFilter> filter;
        if (policy == AdmissionPolicy::SecondRequestFilter) {
            auto created = bloom::BloomFilter::create(bits, hashes);
            if (!created)
                return Error::outOfMemory(created.error());
            filter = std::move(created).value();
        }
        AdmissionCache cache(policy, settings.cacheCapacity, catalogue, std::move(filter));
        PolicyOutcome &outcome = result.policies[p];
        outcome.policy = policy;
        for (std::size_t i = 0; i < trace.size(); ++i) {
            if ((i & kPollMask) == 0) {
                if (control.isCancelled())
                    return Error::cancelled();
                const double done
                    = (static_cast<double>(p) + static_cast<double>(i) / static_cast<double>(trace.size()))
                    / 3.0;
                control.report(progressFrom + (1.0 - progressFrom) * done);
            }
            const RequestPath path = cache.request(trace[i]);
            if ((path == RequestPath::MissAdmitted || path == RequestPath::MissAdmittedWrongly)
                && counts[trace[i]] == 1)
                ++outcome.oneHitWondersWritten;
        }
        outcome.requests = cache.requests();
        outcome.hits = cache.hits();
        outcome.misses = cache.requests() - cache.hits();
        outcome.hitRate = static_cast<double>(cache.hits()) / static_cast<double>(cache.requests());
        outcome.diskWrites = cache.diskWrites();
        outcome.wronglyAdmitted = cache.wronglyAdmitted();
        outcome.expectedWronglyAdmitted = cache.expectedWronglyAdmitted();
        if (cache.filter()) {
            result.filterBits = cache.filter()->bitCount();
            result.filterHashes = cache.filter()->hashCount();
            result.filterBytes = cache.filter()->memoryBytes();
        }
    }
    control.report(1.0);
    return result;
}

CdnRun runCdn(const CdnSettings &settings, RunControl &control)
{
    if (const auto invalid = settings.validate())
        return *invalid;
    // The trace and its per-object counts stay for the whole run, beside one cache at a time. The
    // filter is sized later from the expected distinct objects; no more than min(catalogue, requests).
    const std::uint64_t traceBytes = settings.requests * 4 + std::uint64_t {settings.catalogue} * 4;
    const std::uint64_t mostKeys = std::min<std::uint64_t>(settings.catalogue, settings.requests);
    const std::uint64_t filterBytes
        = (bloom::optimalBitCount(mostKeys, settings.targetFalsePositiveRate) + 7) / 8;
    if (const bloom::Status fits = bloom::checkMemory(traceBytes + cacheBytes(settings) + filterBytes); !fits)
        return Error::outOfMemory(fits.error());

    const ZipfSampler zipf(settings.catalogue, settings.zipfExponent);
    std::vector<std::uint32_t> trace;
    trace.reserve(static_cast<std::size_t>(settings.requests));
    SplitMix64 rng(mix64(settings.seed ^ kTraceSalt));
    auto uniform = [&rng] { return rng.unit(); };
    for (std::uint64_t i = 0; i < settings.requests; ++i) {
        if ((i & kPollMask) == 0) {
            if (control.isCancelled())
                return Error::cancelled();
            control.report(0.25 * static_cast<double>(i) / static_cast<double>(settings.requests));
        }
        trace.push_back(zipf(uniform) - 1); // rank 1 is object 0
    }
    control.report(0.25);
    return runCdnOnTrace(trace, settings, control);
}

} // namespace systems
