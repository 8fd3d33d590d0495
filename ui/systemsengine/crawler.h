#pragma once
// The web crawler's seen-URL set (the Bengali article: a billion URLs at 70 bytes each is 70 GB of
// keys). A synthetic web is crawled breadth-first twice, the same way, once remembering the URLs it
// has seen in a hash set and once in a Bloom filter, so every difference comes from the seen set:
// the memory each takes, and the pages the filter's false positives kept the crawler from.
#include "systemsengine/runcontrol.h"
#include "systemsengine/simresult.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace systems {

struct CrawlerSettings {
    enum class Setting : std::uint8_t {
        PageCount,
        TargetFalsePositiveRate,
        LinkExponent,
        MinLinks,
        MaxLinks,
        RecordCrawlOrder
    };

    static constexpr std::uint32_t kMinPages = 10;
    static constexpr std::uint32_t kMaxPages = 10'000'000;
    static constexpr double kMinP = 1e-6;
    static constexpr double kMaxP = 0.5;
    // Out-link counts follow P(D ≥ d) = (d / minLinks)^−(α−1), a power law with exponent α; web
    // graphs measure α near 2.1 for in-links and 2.7 for out-links (Broder et al. 2000).
    static constexpr double kMinExponent = 1.5;
    static constexpr double kMaxExponent = 4.0;
    static constexpr std::uint32_t kMaxLinksLimit = 1000;
    // The pages never crawled are counted in full and listed up to this many.
    static constexpr std::size_t kListedMisses = 1000;
    // Keeping both crawl orders costs 8 bytes a page, so only small webs may ask for them.
    static constexpr std::uint32_t kMaxRecordedPages = 200'000;

    std::uint64_t seed = 1;
    std::uint32_t pageCount = 1'000'000;
    double targetFalsePositiveRate = 0.01; // the filter is sized for pageCount URLs at this rate
    double linkExponent = 2.7;
    std::uint32_t minLinks = 5;
    std::uint32_t maxLinks = 200;
    bool recordCrawlOrder = false;

    [[nodiscard]] std::optional<SimError<Setting>> validate() const;
};

// The web the settings describe, page by page on demand: page i's URL and out-links are a function
// of (seed, i) alone, so no graph is stored. Half of a page's links stay on its own site; the rest
// go anywhere, favouring low indices as links favour popular pages. Page 0 is the crawl's start.
class SyntheticWeb {
public:
    explicit SyntheticWeb(const CrawlerSettings &settings);

    [[nodiscard]] std::uint32_t pageCount() const noexcept { return m_pages; }
    void url(std::uint32_t page, std::string &out) const;
    [[nodiscard]] std::string url(std::uint32_t page) const;
    // Replaces `out` with page's out-links in page order; a page may link to a page twice.
    void links(std::uint32_t page, std::vector<std::uint32_t> &out) const;

private:
    std::uint64_t m_seed;
    std::uint32_t m_pages;
    double m_inverseTail; // −1 / (α − 1)
    std::uint32_t m_minLinks;
    std::uint32_t m_maxLinks;
};

// A page the filter crawl never fetched because its URL looked seen the first time it came up.
struct MissedPage {
    std::uint32_t page = 0;
    std::string url;
    std::uint64_t urlsInFilter = 0; // how full the filter was when it answered "seen"
};

// The article's scale, computed by core at the run's target rate.
struct CrawlerScale {
    std::uint64_t urls = 1'000'000'000;
    std::uint32_t bytesPerUrl = 70;
    std::uint64_t keyBytes = 0; // urls × bytesPerUrl: the keys alone, before any set overhead
    std::uint64_t filterBits = 0;
    std::uint32_t filterHashes = 0;
    // In whole 64-bit words, as a filter holds its bits and as the run's filterBytes counts them.
    std::uint64_t filterBytes = 0;
    // What each seen set took per page this run crawled, times the article's count: the hash set's
    // keys plus its overhead; the filter's words over the pages it was sized for but never held
    // (unreachable, or refused as false positives), and at a tiny size its last word's spare bits.
    std::uint64_t hashSetBytesAtMeasuredCost = 0;
    std::uint64_t filterBytesAtMeasuredCost = 0;
};

struct CrawlerResult {
    std::uint32_t pagesInWeb = 0;
    std::uint64_t linksFollowed = 0; // seen-set lookups of the hash-set crawl
    double averageOutLinks = 0.0; // over the pages the hash-set crawl fetched
    double averageUrlBytes = 0.0; // over the same pages, each URL once

    // The hash set, measured by a counting allocator on std::unordered_set of strings that use it
    // too: bucket arrays, nodes and character buffers, as requested from the heap (malloc's block
    // headers are not visible to an allocator, so the process pays somewhat more).
    std::uint64_t hashSetPagesCrawled = 0;
    std::uint64_t hashSetBytes = 0; // live at the end of the crawl
    std::uint64_t hashSetPeakBytes = 0;
    std::uint64_t hashSetAllocations = 0;
    std::uint64_t urlBytes = 0; // the URLs' characters alone

    // The Bloom filter, sized for pageCount URLs at the target rate; its bytes are its bit array in
    // whole 64-bit words, so a tiny filter's bytes hold more bits than filterBits (96 bits in 16).
    std::uint64_t filterBits = 0;
    std::uint32_t filterHashes = 0;
    std::uint64_t filterBytes = 0;
    std::uint64_t filterPagesCrawled = 0;

    // hashSetPagesCrawled − filterPagesCrawled. Of these, falsePositivePages looked seen when first
    // linked; the rest were reachable only through such pages.
    std::uint64_t pagesNeverCrawled = 0;
    std::uint64_t falsePositivePages = 0;
    std::vector<MissedPage> firstMissed; // the first kListedMisses, in the order they happened
    // URLs looked up for the first time (each page once, however often it is linked), and how many
    // false positives they should give on average: the sum over them of (1 − e^(−kn/m))^k at the
    // filter's n at the time. Compare with falsePositivePages.
    std::uint64_t firstLookups = 0;
    double expectedFalsePositivePages = 0.0;
    // Every "seen" answer for a page never fetched, each link to a refused page again included.
    std::uint64_t falsePositiveLookups = 0;

    CrawlerScale scale;

    // Only with recordCrawlOrder: the pages in the order each crawl fetched them.
    std::vector<std::uint32_t> hashSetCrawlOrder;
    std::vector<std::uint32_t> filterCrawlOrder;
};

using CrawlerRun = SimResult<CrawlerResult, CrawlerSettings::Setting>;

// Hash-set crawl for the first half of the progress, filter crawl for the second.
[[nodiscard]] CrawlerRun runCrawler(const CrawlerSettings &settings, RunControl &control);

} // namespace systems
