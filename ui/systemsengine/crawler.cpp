#include "systemsengine/crawler.h"

#include "systemsengine/syntheticurls.h"
#include "systemsengine/tallyallocator.h"

#include <bloom/bloom_filter.h>
#include <bloom/math.h>
#include <bloom/memory.h>

#include <algorithm>
#include <cmath>
#include <string_view>
#include <unordered_set>

namespace systems {

namespace {

using Setting = CrawlerSettings::Setting;
using Error = SimError<Setting>;

// Cancel and progress are checked every this many pages: often enough to stop within
// milliseconds, rarely enough not to show in the loop.
constexpr std::size_t kPollMask = 255;
constexpr std::uint64_t kLinkSalt = 0x4c494e4b4c494e4bULL;

// Deliberately not noexcept: libstdc++ then keeps each node's hash, as it does for
// std::hash<std::string>, so the set has the layout of the std::unordered_set<std::string> a
// crawler would write, and a lookup walking a bucket does not hash its neighbours again.
struct UrlHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view url) const // NOLINT(performance-noexcept-*)
    {
        return std::hash<std::string_view> {}(url);
    }
};
struct UrlEqual {
    using is_transparent = void;
    bool operator()(std::string_view a, std::string_view b) const noexcept { return a == b; }
};

// The exact seen set. Its strings take the set's allocator, so their buffers are counted with the
// nodes and buckets; a lookup by string_view builds no string.
class HashSetSeen {
public:
    HashSetSeen() : m_set(0, UrlHash {}, UrlEqual {}, TallyAllocator<TalliedString>(m_tally)) { }
    HashSetSeen(const HashSetSeen &) = delete;
    HashSetSeen &operator=(const HashSetSeen &) = delete;

    bool insertIfNew(std::string_view url, std::uint32_t /*page*/)
    {
        if (m_set.contains(url))
            return false;
        m_set.emplace(url, TallyAllocator<char>(m_tally));
        m_urlBytes += url.size();
        return true;
    }
    [[nodiscard]] const HeapTally &tally() const noexcept { return m_tally; }
    [[nodiscard]] std::uint64_t urlBytes() const noexcept { return m_urlBytes; }

private:
    HeapTally m_tally; // before m_set: the set's allocator points at it
    std::unordered_set<TalliedString, UrlHash, UrlEqual, TallyAllocator<TalliedString>> m_set;
    std::uint64_t m_urlBytes = 0;
};

// The filter as the seen set. The crawler itself knows only the filter's answer; the bitsets of
// pages really discovered and already refused are the simulation's ground truth, used only to
// count and list the false positives.
class FilterSeen {
public:
    FilterSeen(bloom::BloomFilter filter, const SyntheticWeb &web)
        : m_filter(std::move(filter)), m_discovered(web.pageCount(), false), m_refused(web.pageCount(), false)
    { }

    bool insertIfNew(std::string_view url, std::uint32_t page)
    {
        const bool maybe = m_filter.mightContain(url);
        if (maybe && m_discovered[page])
            return false;
        if (maybe && m_refused[page]) {
            // A filter only gains bits: a URL refused once is refused every time it is linked.
            ++m_result.falsePositiveLookups;
            return false;
        }
        // A URL met for the first time: a chance for a false positive at the filter's fill now.
        ++m_result.firstLookups;
        m_result.expectedFalsePositivePages
            += bloom::falsePositiveRate(m_filter.bitCount(), m_inserted, m_filter.hashCount());
        if (!maybe) {
            m_filter.add(url);
            ++m_inserted;
            m_discovered[page] = true;
            return true;
        }
        ++m_result.falsePositiveLookups;
        m_refused[page] = true;
        ++m_result.falsePositivePages;
        if (m_result.firstMissed.size() < CrawlerSettings::kListedMisses)
            m_result.firstMissed.push_back(MissedPage {page, std::string(url), m_inserted});
        return false;
    }
    [[nodiscard]] const bloom::BloomFilter &filter() const noexcept { return m_filter; }
    CrawlerResult &result() noexcept { return m_result; } // the false-positive fields only

private:
    bloom::BloomFilter m_filter;
    std::vector<bool> m_discovered;
    std::vector<bool> m_refused;
    std::uint64_t m_inserted = 0;
    CrawlerResult m_result;
};

struct CrawlStats {
    std::uint64_t links = 0;
};

// Breadth-first from page 0. `order` is the queue and, once done, the order of the fetches; it
// is reserved whole up front so its memory is known before the crawl starts. False on cancel.
template <typename Seen>
bool crawl(const SyntheticWeb &web, Seen &seen, std::vector<std::uint32_t> &order, CrawlStats &stats,
    RunControl &control, double progressFrom)
{
    std::string url;
    std::vector<std::uint32_t> links;
    order.clear();
    order.reserve(web.pageCount());
    web.url(0, url);
    seen.insertIfNew(url, 0);
    order.push_back(0);
    for (std::size_t head = 0; head < order.size(); ++head) {
        if ((head & kPollMask) == 0) {
            if (control.isCancelled())
                return false;
            control.report(progressFrom + 0.5 * static_cast<double>(head) / web.pageCount());
        }
        web.links(order[head], links);
        stats.links += links.size();
        for (const std::uint32_t target : links) {
            url.clear();
            web.url(target, url);
            if (seen.insertIfNew(url, target))
                order.push_back(target);
        }
    }
    return true;
}

// The average URL length, sampled over the whole index range, for the memory estimate only.
double sampledUrlBytes(const SyntheticWeb &web)
{
    constexpr std::uint32_t kSamples = 256;
    std::string url;
    std::uint64_t total = 0;
    for (std::uint32_t i = 0; i < kSamples; ++i) {
        url.clear();
        web.url(static_cast<std::uint32_t>(std::uint64_t {i} * web.pageCount() / kSamples), url);
        total += url.size();
    }
    return static_cast<double>(total) / kSamples;
}

// A block as glibc's malloc hands it out: an 8-byte header, rounded up to 16 bytes.
std::uint64_t mallocBlock(std::uint64_t bytes)
{
    return (bytes + 8 + 15) / 16 * 16;
}

// What each crawl will hold at its peak, as the process sees it (more than the result counts): per
// URL a hash-set node (next pointer, string, cached hash) and its character buffer, each a malloc
// block, and three bucket pointers (the array, and the old one during a rehash); or the filter and
// its two ground-truth bitsets. At 10 million pages the process peaked at 169 bytes a URL.
std::uint64_t bytesNeeded(const CrawlerSettings &settings, std::uint64_t filterBits, double urlBytes)
{
    const std::uint64_t n = settings.pageCount;
    const std::uint64_t node = sizeof(void *) + sizeof(TalliedString) + sizeof(std::size_t);
    const std::uint64_t buffer = static_cast<std::uint64_t>(std::ceil(urlBytes)) + 1;
    const std::uint64_t perUrl = mallocBlock(node) + mallocBlock(buffer) + 3 * sizeof(void *);
    const std::uint64_t queue = n * sizeof(std::uint32_t) * (settings.recordCrawlOrder ? 2 : 1);
    const std::uint64_t hashPhase = n * perUrl;
    const std::uint64_t filterPhase = (filterBits + 7) / 8 + 2 * ((n + 7) / 8);
    return std::max(hashPhase, filterPhase) + queue;
}

} // namespace

std::optional<Error> CrawlerSettings::validate() const
{
    if (pageCount < kMinPages || pageCount > kMaxPages)
        return Error::invalid(Setting::PageCount);
    if (!(targetFalsePositiveRate >= kMinP && targetFalsePositiveRate <= kMaxP))
        return Error::invalid(Setting::TargetFalsePositiveRate);
    if (!(linkExponent >= kMinExponent && linkExponent <= kMaxExponent))
        return Error::invalid(Setting::LinkExponent);
    if (minLinks < 1 || minLinks > kMaxLinksLimit)
        return Error::invalid(Setting::MinLinks);
    if (maxLinks < minLinks || maxLinks > kMaxLinksLimit)
        return Error::invalid(Setting::MaxLinks);
    if (recordCrawlOrder && pageCount > kMaxRecordedPages)
        return Error::invalid(Setting::RecordCrawlOrder);
    return std::nullopt;
}

SyntheticWeb::SyntheticWeb(const CrawlerSettings &settings)
    : m_seed(settings.seed),
      m_pages(settings.pageCount),
      m_inverseTail(-1.0 / (settings.linkExponent - 1.0)),
      m_minLinks(settings.minLinks),
      m_maxLinks(settings.maxLinks)
{ }

void SyntheticWeb::url(std::uint32_t page, std::string &out) const
{
    appendPageUrl(out, m_seed, page);
}

std::string SyntheticWeb::url(std::uint32_t page) const
{
    std::string out;
    appendPageUrl(out, m_seed, page);
    return out;
}

void SyntheticWeb::links(std::uint32_t page, std::vector<std::uint32_t> &out) const
{
    out.clear();
    SplitMix64 rng(mix64(m_seed ^ kLinkSalt) ^ mix64(page));
    // Inverse transform of the Pareto tail; 1 − unit() is in (0, 1], so the power is finite.
    const double draw = std::floor(m_minLinks * std::pow(1.0 - rng.unit(), m_inverseTail));
    const auto count = static_cast<std::uint32_t>(
        std::clamp(draw, static_cast<double>(m_minLinks), static_cast<double>(m_maxLinks)));
    const std::uint32_t siteStart = page / kPagesPerSite * kPagesPerSite;
    const std::uint32_t siteSize = std::min(kPagesPerSite, m_pages - siteStart);
    for (std::uint32_t i = 0; i < count; ++i) {
        if (rng.below(2) == 0) {
            out.push_back(siteStart + static_cast<std::uint32_t>(rng.below(siteSize)));
        } else {
            // u² puts density ∝ 1/√x on index x: low indices are linked far more often.
            const double u = rng.unit();
            const auto target = static_cast<std::uint32_t>(u * u * m_pages);
            out.push_back(std::min(target, m_pages - 1)); // the product may round up to m_pages
        }
    }
}

CrawlerRun runCrawler(const CrawlerSettings &settings, RunControl &control)
{
    if (const auto invalid = settings.validate())
        return *invalid;
    const SyntheticWeb web(settings);
    const std::uint64_t filterBits
        = bloom::optimalBitCount(settings.pageCount, settings.targetFalsePositiveRate);
    const std::uint32_t filterHashes = bloom::optimalHashCount(filterBits, settings.pageCount);
    if (const bloom::Status fits
        = bloom::checkMemory(bytesNeeded(settings, filterBits, sampledUrlBytes(web)));
        !fits)
        return Error::outOfMemory(fits.error());

    CrawlerResult result;
    result.pagesInWeb = settings.pageCount;
    std::vector<std::uint32_t> order;
    {
        HashSetSeen seen;
        CrawlStats stats;
        if (!crawl(web, seen, order, stats, control, 0.0))
            return Error::cancelled();
        result.hashSetPagesCrawled = order.size();
        result.linksFollowed = stats.links;
        result.averageOutLinks = static_cast<double>(stats.links) / static_cast<double>(order.size());
        result.urlBytes = seen.urlBytes();
        result.averageUrlBytes = static_cast<double>(seen.urlBytes()) / static_cast<double>(order.size());
        result.hashSetBytes = seen.tally().liveBytes;
        result.hashSetPeakBytes = seen.tally().peakBytes;
        result.hashSetAllocations = seen.tally().allocations;
        if (settings.recordCrawlOrder)
            result.hashSetCrawlOrder = order;
    } // the hash set is freed before the filter crawl allocates

    auto filter = bloom::BloomFilter::create(filterBits, filterHashes);
    if (!filter)
        return Error::outOfMemory(filter.error());
    FilterSeen seen(std::move(filter).value(), web);
    CrawlStats stats;
    if (!crawl(web, seen, order, stats, control, 0.5))
        return Error::cancelled();
    CrawlerResult &misses = seen.result();
    result.filterBits = seen.filter().bitCount();
    result.filterHashes = seen.filter().hashCount();
    result.filterBytes = seen.filter().memoryBytes();
    result.filterPagesCrawled = order.size();
    result.pagesNeverCrawled = result.hashSetPagesCrawled - result.filterPagesCrawled;
    result.falsePositivePages = misses.falsePositivePages;
    result.firstMissed = std::move(misses.firstMissed);
    result.firstLookups = misses.firstLookups;
    result.falsePositiveLookups = misses.falsePositiveLookups;
    result.expectedFalsePositivePages = misses.expectedFalsePositivePages;
    if (settings.recordCrawlOrder)
        result.filterCrawlOrder = std::move(order);

    CrawlerScale &scale = result.scale;
    scale.keyBytes = scale.urls * scale.bytesPerUrl;
    scale.filterBits = bloom::optimalBitCount(scale.urls, settings.targetFalsePositiveRate);
    scale.filterHashes = bloom::optimalHashCount(scale.filterBits, scale.urls);
    scale.filterBytes = (scale.filterBits + 63) / 64 * 8;
    const auto atMeasuredCost = [&scale](std::uint64_t bytes, std::uint64_t pages) {
        return static_cast<std::uint64_t>(std::llround(
            static_cast<double>(bytes) / static_cast<double>(pages) * static_cast<double>(scale.urls)));
    };
    scale.hashSetBytesAtMeasuredCost = atMeasuredCost(result.hashSetBytes, result.hashSetPagesCrawled);
    scale.filterBytesAtMeasuredCost = atMeasuredCost(result.filterBytes, result.filterPagesCrawled);
    control.report(1.0);
    return result;
}

} // namespace systems
