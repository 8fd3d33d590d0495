#include "crawlercontroller.h"

#include "common/numberformat.h"
#include "systems/systemsmessages.h"

#include <QRandomGenerator>

#include <limits>

using namespace systems;

namespace {

using Setting = CrawlerSettings::Setting;

QString words(const SimError<Setting> &error)
{
    switch (error.code) {
    case SimErrc::Cancelled:
        return CrawlerController::tr("Cancelled. The last finished crawl is still shown.");
    case SimErrc::OutOfMemory:
        return CrawlerController::tr(
            "Not enough memory for the hash set's crawl: it needs about %1 and %2 is "
            "available. Choose fewer pages.")
            .arg(NumberFormat::bytes(double(error.needed)), NumberFormat::bytes(double(error.available)));
    case SimErrc::InvalidSettings: break;
    }
    switch (error.setting) {
    case Setting::PageCount:
        return CrawlerController::tr("Choose between %1 and %2 pages.")
            .arg(NumberFormat::integer(CrawlerSettings::kMinPages),
                NumberFormat::integer(CrawlerSettings::kMaxPages));
    case Setting::TargetFalsePositiveRate:
        return SystemsMessages::rateOutOfRange(CrawlerSettings::kMinP, CrawlerSettings::kMaxP);
    case Setting::LinkExponent:
        return CrawlerController::tr("The links' power-law exponent must be between %1 and %2.")
            .arg(NumberFormat::count(CrawlerSettings::kMinExponent, 1),
                NumberFormat::count(CrawlerSettings::kMaxExponent, 1));
    case Setting::MinLinks:
    case Setting::MaxLinks:
        return CrawlerController::tr("A page links to 1 to %1 pages, the fewest no more than the most.")
            .arg(NumberFormat::integer(CrawlerSettings::kMaxLinksLimit));
    case Setting::RecordCrawlOrder:
        return CrawlerController::tr("The crawl order is kept only for webs of up to %1 pages.")
            .arg(NumberFormat::integer(CrawlerSettings::kMaxRecordedPages));
    }
    return {};
}

} // namespace

CrawlerController::CrawlerController(QObject *parent) : SystemController(EdgeCount, NodeCount, parent)
{
    describe();
}

CrawlerController::~CrawlerController()
{
    stopWorker();
}

void CrawlerController::setSettings(const Settings &settings)
{
    if (isBusy() || settings == m_settings)
        return;
    m_settings = settings;
    if (!m_result)
        describe(); // the boxes tell what the next crawl will be
    emit changed();
}

void CrawlerController::failed(const SimError<Setting> &error)
{
    // As on the CDN tab: a refused crawl leaves no figures of another web's crawl behind.
    if (error.code != SimErrc::Cancelled) {
        m_result.reset();
        describe();
    }
    setStatus(words(error), error.code == SimErrc::Cancelled ? Tone::Secondary : Tone::Error);
}

void CrawlerController::crawl()
{
    if (isBusy())
        return;
    CrawlerSettings settings;
    settings.pageCount
        = std::uint32_t(std::clamp<qint64>(m_settings.pages, 0, std::numeric_limits<std::uint32_t>::max()));
    settings.targetFalsePositiveRate = m_settings.targetRate;
    // A drawn seed fits the seed box, so a crawl worth repeating can be typed back in.
    settings.seed = m_settings.seed != 0
        ? m_settings.seed
        : QRandomGenerator::global()->bounded(1, std::numeric_limits<int>::max());
    const quint64 seed = settings.seed;
    start(
        tr("Crawling a web of %1 pages twice: with a hash set, then with a Bloom filter…")
            .arg(NumberFormat::integer(m_settings.pages)),
        [settings](RunControl &control) { return runCrawler(settings, control); },
        [this, seed](CrawlerResult &result) {
            m_result = std::move(result);
            ++m_crawls;
            showResult(seed);
        });
}

// Before a run the boxes say what each part is; after one, what it did.
void CrawlerController::describe()
{
    clearRun();
    setNodeDetail(FrontierNode, tr("links waiting, breadth-first"));
    setNodeDetail(SeenNode,
        tr("%1 URLs at %2")
            .arg(NumberFormat::integer(m_settings.pages), SystemsMessages::percent(m_settings.targetRate)));
    setNodeDetail(FetchNode, tr("download, read its links"));
    setEdgeLabel(FrontierToSeen, tr("a link's URL"));
    setEdgeLabel(SeenToFetch, tr("new"));
    setEdgeLabel(SeenBackToFrontier, tr("looks seen: skipped"));
}

void CrawlerController::showResult(quint64 seed)
{
    clearRun();
    const CrawlerResult &r = *m_result;
    const QString none = tr("—");
    const auto perPage = [](std::uint64_t bytes, std::uint64_t pages) {
        return pages ? double(bytes) / double(pages) : 0.0;
    };
    ResultSheet sheet;
    sheet.corner = tr("One web, crawled twice");
    sheet.columns = {tr("Hash set of URLs"), tr("Bloom filter")};
    const std::uint64_t onlyThrough = r.pagesNeverCrawled - r.falsePositivePages;
    const double rate = r.firstLookups ? double(r.falsePositivePages) / double(r.firstLookups) : 0.0;
    const double filterPerPage = perPage(r.filterBytes, r.filterPagesCrawled);
    const CrawlerScale &scale = r.scale;
    sheet.addRow(tr("Pages in the web (seed %1)").arg(NumberFormat::index(qint64(seed))),
        {Sheet::count(r.pagesInWeb), Sheet::count(r.pagesInWeb)},
        {Sheet::raw(r.pagesInWeb), Sheet::raw(r.pagesInWeb)});
    sheet.addRow(tr("Pages crawled"),
        {Sheet::count(r.hashSetPagesCrawled), Sheet::count(r.filterPagesCrawled)},
        {Sheet::raw(double(r.hashSetPagesCrawled)), Sheet::raw(double(r.filterPagesCrawled))});
    // A few pages of a random web have no link to them from page 0's side: neither crawl sees them.
    const std::uint64_t unreachable = r.pagesInWeb - r.hashSetPagesCrawled;
    sheet.addRow(tr("Pages no link leads to (neither crawl can reach them)"),
        {Sheet::count(unreachable), Sheet::count(unreachable)},
        {Sheet::raw(double(unreachable)), Sheet::raw(double(unreachable))});
    sheet.addRow(tr("Reachable pages never crawled"), {Sheet::count(0), Sheet::count(r.pagesNeverCrawled)},
        {Sheet::raw(0), Sheet::raw(double(r.pagesNeverCrawled))});
    sheet.addRow(tr("… their URL looked seen (false positives)"),
        {Sheet::count(0), Sheet::count(r.falsePositivePages)},
        {Sheet::raw(0), Sheet::raw(double(r.falsePositivePages))});
    sheet.addRow(tr("… expected from the filter's fill, %1")
                     .arg(NumberFormat::leftToRight(QStringLiteral("Σ (1 − e^(−kn/m))^k"))),
        {none, NumberFormat::count(r.expectedFalsePositivePages, 1)},
        {std::nullopt, Sheet::raw(r.expectedFalsePositivePages)});
    sheet.addRow(tr("… linked only from such pages"), {Sheet::count(0), Sheet::count(onlyThrough)},
        {Sheet::raw(0), Sheet::raw(double(onlyThrough))});
    sheet.addRow(tr("False positives per new URL (%1 only once the filter is full)")
                     .arg(SystemsMessages::percent(m_settings.targetRate)),
        {none, SystemsMessages::percent(rate)}, {std::nullopt, Sheet::raw(rate)});
    sheet.addRow(tr("Memory of the seen set at the end"),
        {NumberFormat::bytes(double(r.hashSetBytes)), NumberFormat::bytes(double(r.filterBytes))},
        {Sheet::raw(double(r.hashSetBytes)), Sheet::raw(double(r.filterBytes))});
    // A filter takes a byte or two a page: whole bytes would round its cost away.
    sheet.addRow(tr("… per page crawled"),
        {NumberFormat::bytes(perPage(r.hashSetBytes, r.hashSetPagesCrawled)),
            NumberFormat::leftToRight(
                tr("%1 bytes (%2 bits)")
                    .arg(NumberFormat::count(filterPerPage, 2), NumberFormat::count(filterPerPage * 8, 1)))},
        {Sheet::raw(perPage(r.hashSetBytes, r.hashSetPagesCrawled)), Sheet::raw(filterPerPage)});
    sheet.addRow(tr("… at its peak"),
        {NumberFormat::bytes(double(r.hashSetPeakBytes)), NumberFormat::bytes(double(r.filterBytes))},
        {Sheet::raw(double(r.hashSetPeakBytes)), Sheet::raw(double(r.filterBytes))});
    sheet.addRow(tr("… of which the URLs' characters"), {NumberFormat::bytes(double(r.urlBytes)), none},
        {Sheet::raw(double(r.urlBytes)), std::nullopt});
    sheet.addRow(tr("Average URL length"), {NumberFormat::bytes(r.averageUrlBytes), none},
        {Sheet::raw(r.averageUrlBytes), std::nullopt});
    // The filter keeps its bits in whole 64-bit words, the memory counted above: a tiny filter's
    // 96 bits take 16 bytes, so the bits it uses are told apart from the bits it holds.
    sheet.addRow(tr("Filter bits (its memory holds whole 64-bit words), hash functions"),
        {none,
            NumberFormat::leftToRight(tr("%1 bits used of %2, k = %3")
                                          .arg(Sheet::count(r.filterBits), Sheet::count(r.filterBytes * 8),
                                              NumberFormat::integer(r.filterHashes)))},
        {std::nullopt, Sheet::raw(double(r.filterBits))});
    sheet.addRow(tr("%1 URLs × %2 bytes: the keys alone")
                     .arg(Sheet::count(scale.urls), NumberFormat::integer(scale.bytesPerUrl)),
        {NumberFormat::bytes(double(scale.keyBytes)), none},
        {Sheet::raw(double(scale.keyBytes)), std::nullopt});
    // Both seen sets at the memory per page crawled above. The filter's is more than a filter
    // needs: it was sized for every page in the web, and holds only the pages it fetched.
    sheet.addRow(tr("%1 URLs, at this run's memory per page crawled").arg(Sheet::count(scale.urls)),
        {NumberFormat::bytes(double(scale.hashSetBytesAtMeasuredCost)),
            NumberFormat::bytes(double(scale.filterBytesAtMeasuredCost))},
        {Sheet::raw(double(scale.hashSetBytesAtMeasuredCost)),
            Sheet::raw(double(scale.filterBytesAtMeasuredCost))});
    const double scaleBitsPerUrl = double(scale.filterBits) / double(scale.urls);
    sheet.addRow(tr("%1 URLs in a filter sized for them at %2")
                     .arg(Sheet::count(scale.urls), SystemsMessages::percent(m_settings.targetRate)),
        {none,
            NumberFormat::leftToRight(tr("%1 (%2 bits a URL)")
                                          .arg(NumberFormat::bytes(double(scale.filterBytes)),
                                              NumberFormat::count(scaleBitsPerUrl, 2)))},
        {std::nullopt, Sheet::raw(double(scale.filterBytes))});
    setResults(sheet);

    setNodeDetail(FrontierNode, tr("%1 pages in the web").arg(Sheet::count(r.pagesInWeb)));
    setNodeDetail(SeenNode,
        NumberFormat::leftToRight(
            tr("%1, k = %2")
                .arg(NumberFormat::bytes(double(r.filterBytes)), NumberFormat::integer(r.filterHashes))));
    setNodeDetail(FetchNode, tr("%1 fetched").arg(Sheet::count(r.filterPagesCrawled)));
    setEdgeLabel(FrontierToSeen, tr("%1 distinct URLs").arg(Sheet::count(r.firstLookups)));
    setEdgeLabel(SeenToFetch, tr("%1 new").arg(Sheet::count(r.filterPagesCrawled)));
    setEdgeLabel(
        SeenBackToFrontier, tr("%1 looked seen wrongly: skipped").arg(Sheet::count(r.falsePositivePages)));

    const QString keys = NumberFormat::leftToRight(
        tr("%1 URLs × %2 bytes = %3")
            .arg(Sheet::count(scale.urls), NumberFormat::integer(scale.bytesPerUrl),
                NumberFormat::bytes(double(scale.keyBytes))));
    const QString filterBytes = NumberFormat::bytes(double(r.filterBytes));
    const QString setBytes = NumberFormat::bytes(double(r.hashSetBytes));
    QString memory;
    if (r.pagesNeverCrawled == 0)
        memory = tr("The filter took %1 where the hash set took %2, and crawled every page the hash set's "
                    "crawl did.")
                     .arg(filterBytes, setBytes);
    else if (onlyThrough == 0)
        memory = tr("The filter took %1 where the hash set took %2, and crawled %3 pages fewer, each "
                    "because its URL looked seen though it was new.")
                     .arg(filterBytes, setBytes, Sheet::count(r.pagesNeverCrawled));
    else
        memory = tr("The filter took %1 where the hash set took %2, and crawled %3 pages fewer: %4 looked "
                    "seen though they were new, and %n more could be reached only through those.",
            "", int(onlyThrough))
                     .arg(filterBytes, setBytes, Sheet::count(r.pagesNeverCrawled),
                         Sheet::count(r.falsePositivePages));
    setStatus(memory + QLatin1Char(' ')
        + tr("At the article's scale, %1 of keys; a filter at %2 takes %3.")
              .arg(keys, SystemsMessages::percent(m_settings.targetRate),
                  NumberFormat::bytes(double(scale.filterBytes))));
}
