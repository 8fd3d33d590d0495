#include "safebrowsingcontroller.h"

#include "common/numberformat.h"
#include "systems/systemsmessages.h"
#include "systemsengine/syntheticurls.h"

using namespace systems;

namespace {

using Setting = SafeBrowsingSettings::Setting;

QString words(const SimError<Setting> &error)
{
    switch (error.code) {
    case SimErrc::Cancelled:
        return SafeBrowsingController::tr("Cancelled. The last finished run is still shown.");
    case SimErrc::OutOfMemory:
        return SafeBrowsingController::tr(
            "Not enough memory for the list, its filter and its prefix set: this "
            "needs about %1 and %2 is available. Choose a shorter list or a larger "
            "false-positive rate.")
            .arg(NumberFormat::bytes(double(error.needed)), NumberFormat::bytes(double(error.available)));
    case SimErrc::InvalidSettings: break;
    }
    switch (error.setting) {
    case Setting::ListSize:
        return SafeBrowsingController::tr("Choose a list of %1 to %2 URLs.")
            .arg(Sheet::count(SafeBrowsingSettings::kMinListSize),
                Sheet::count(SafeBrowsingSettings::kMaxListSize));
    case Setting::TargetFalsePositiveRate:
        return SystemsMessages::rateOutOfRange(SafeBrowsingSettings::kMinP, SafeBrowsingSettings::kMaxP);
    case Setting::Checks:
        return SafeBrowsingController::tr("Choose %1 to %2 URLs to check.")
            .arg(Sheet::count(SafeBrowsingSettings::kMinChecks),
                Sheet::count(SafeBrowsingSettings::kMaxChecks));
    case Setting::ListedShare:
        return SafeBrowsingController::tr("The share of visits to listed URLs must be between %1 and %2.")
            .arg(SystemsMessages::percent(0), SystemsMessages::percent(1));
    }
    return {};
}

QString pathWords(CheckPath path)
{
    switch (path) {
    case CheckPath::DefinitelyNotListed:
        return SafeBrowsingController::tr(
            "definitely not listed, answered in the browser without a round trip");
    case CheckPath::MaybeServerSaysSafe:
        return SafeBrowsingController::tr(
            "maybe, so the server was asked for the full hashes: not listed. A false "
            "positive, one round trip for nothing");
    case CheckPath::MaybeServerSaysListed:
        return SafeBrowsingController::tr(
            "maybe, so the server was asked for the full hashes: listed. The browser "
            "warns before opening the page");
    }
    return {};
}

} // namespace

SafeBrowsingController::SafeBrowsingController(QObject *parent)
    : SystemController(EdgeCount, NodeCount, parent)
{
    describe();
}

SafeBrowsingController::~SafeBrowsingController()
{
    stopWorker();
}

void SafeBrowsingController::setSettings(const Settings &settings)
{
    if (isBusy() || settings == m_settings)
        return;
    const bool otherClient = settings.client != m_settings.client;
    m_settings = settings;
    if (otherClient)
        setLit({}); // the lit path was the other list's
    describe();
    emit changed();
}

void SafeBrowsingController::failed(const SimError<Setting> &error)
{
    // As on the CDN tab: a refused run leaves no figures of another list behind, and a URL is then
    // checked only after a run that built a list for the boxes' settings.
    if (error.code != SimErrc::Cancelled) {
        m_result.reset();
        clearRun();
        describe();
    }
    setStatus(words(error), error.code == SimErrc::Cancelled ? Tone::Secondary : Tone::Error);
}

void SafeBrowsingController::runBrowsing()
{
    if (isBusy())
        return;
    SafeBrowsingSettings settings;
    settings.listSize = std::uint64_t(std::max<qint64>(m_settings.listSize, 0));
    settings.checks = std::uint64_t(std::max<qint64>(m_settings.checks, 0));
    settings.listedShare = m_settings.listedShare;
    settings.targetFalsePositiveRate = m_settings.targetRate;
    start(
        tr("Building a list of %1 URLs, shipping it both ways, then browsing %2 URLs…")
            .arg(NumberFormat::integer(m_settings.listSize), NumberFormat::integer(m_settings.checks)),
        [settings](RunControl &control) { return runSafeBrowsing(settings, control); },
        [this](SafeBrowsingResult &result) {
            m_result = std::move(result);
            m_example = 0;
            showResult();
        });
}

void SafeBrowsingController::check(const QString &text)
{
    if (isBusy())
        return;
    const QString url = text.trimmed();
    if (!hasSystem()) {
        setStatus(
            tr("Run the browsing first: a URL is checked against the list that run built."), Tone::Error);
        return;
    }
    if (url.isEmpty()) {
        setStatus(tr("Type a URL to check."), Tone::Error);
        return;
    }
    // The worker holds its own reference: the next run may replace the system while this one checks.
    std::shared_ptr<const SafeBrowsingSystem> system = m_result->system;
    const std::string bytes = url.toStdString();
    start(
        tr("Checking…"),
        [system, bytes](RunControl &) -> SimResult<UrlCheck, Setting> {
            const Sha256Digest digest = sha256(bytes);
            return UrlCheck {system->check(bytes, digest), system->checkWithPrefixSet(digest)};
        },
        [this, url](UrlCheck &check) {
            const CheckPath path = m_settings.client == Client::BloomFilter ? check.filter : check.prefixSet;
            setLit(path == CheckPath::DefinitelyNotListed ? QList<int> {BrowserToList, ListBackToBrowser}
                                                          : QList<int> {BrowserToList, ListToServer});
            const QString quoted = NumberFormat::leftToRight(url);
            setStatus(check.filter == check.prefixSet
                    ? tr("%1 — the Bloom filter and the prefix set alike: %2.")
                          .arg(quoted, pathWords(check.filter))
                    : tr("%1 — Bloom filter: %2. Prefix set: %3.")
                          .arg(quoted, pathWords(check.filter), pathWords(check.prefixSet)));
        });
}

QString SafeBrowsingController::listedExample()
{
    if (!hasSystem())
        return {};
    const SafeBrowsingSystem &system = *m_result->system;
    // Steps through the list by a prime, so each click shows an entry far from the last.
    return QString::fromStdString(system.listedUrl(m_example++ * 7919 % system.listSize()));
}

QString SafeBrowsingController::unlistedExample()
{
    std::string url;
    // The benign web's addresses: appendMaliciousUrl never uses their top-level domains.
    appendPageUrl(url, 0x5afe, m_example++ * 104729 + 3);
    return QString::fromStdString(url);
}

void SafeBrowsingController::describe()
{
    const bool filter = m_settings.client == Client::BloomFilter;
    if (!m_result) {
        setNodeDetail(BrowserNode, tr("checks each URL it opens"));
        setNodeDetail(ListNode, filter ? tr("a Bloom filter") : tr("a prefix set"));
        setNodeDetail(ServerNode, tr("the full list"));
        setEdgeLabel(BrowserToList, tr("a URL"));
        setEdgeLabel(ListToServer, tr("maybe: full hashes?"));
        setEdgeLabel(ListBackToBrowser, tr("definitely not listed"));
        return;
    }
    const SafeBrowsingResult &r = *m_result;
    const ClientTally &client = filter ? r.filterClient : r.prefixClient;
    setNodeDetail(BrowserNode, tr("%1 listed visits").arg(Sheet::count(r.listedChecks)));
    setNodeDetail(ListNode,
        filter ? tr("Bloom filter · %1").arg(NumberFormat::bytes(double(r.shippedFilterBytes)))
               : tr("prefix set · %1").arg(NumberFormat::bytes(double(r.prefixSetBytes))));
    setNodeDetail(ServerNode, tr("%1 full SHA-256 hashes").arg(Sheet::count(r.listSize)));
    setEdgeLabel(BrowserToList, tr("%1 URLs").arg(Sheet::count(r.checks)));
    setEdgeLabel(ListToServer,
        tr("%1 maybe (%2 false)").arg(Sheet::count(client.roundTrips), Sheet::count(client.falsePositives)));
    setEdgeLabel(
        ListBackToBrowser, tr("%1 definitely not listed").arg(Sheet::count(client.roundTripsAvoided)));
}

void SafeBrowsingController::showResult()
{
    const SafeBrowsingResult &r = *m_result;
    const QString none = tr("—");
    const auto rate = [&r](const ClientTally &client) {
        return r.unlistedChecks ? double(client.falsePositives) / double(r.unlistedChecks) : 0.0;
    };
    ResultSheet sheet;
    sheet.corner = tr("Same list, same browsing");
    sheet.columns = {tr("Bloom filter (Chrome until 2011)"), tr("Prefix set (Update API v4)")};
    sheet.addRow(tr("URLs on the list"), {Sheet::count(r.listSize), Sheet::count(r.listSize)},
        {Sheet::raw(double(r.listSize)), Sheet::raw(double(r.listSize))});
    sheet.addRow(tr("Entries shipped (distinct 4-byte prefixes)"),
        {Sheet::count(r.listSize), Sheet::count(r.prefixCount)},
        {Sheet::raw(double(r.listSize)), Sheet::raw(double(r.prefixCount))});
    sheet.addRow(tr("Bytes shipped"),
        {tr("%1 (BloomLab's file format)").arg(NumberFormat::bytes(double(r.shippedFilterBytes))),
            tr("%1 (Rice-coded)").arg(NumberFormat::bytes(double(r.prefixSetBytes)))},
        {Sheet::raw(double(r.shippedFilterBytes)), Sheet::raw(double(r.prefixSetBytes))});
    const double filterPerEntry = r.listSize ? double(r.shippedFilterBytes) / double(r.listSize) : 0.0;
    sheet.addRow(tr("Bytes per list entry"),
        {NumberFormat::count(filterPerEntry, 2), NumberFormat::count(r.prefixSetBytesPerEntry, 2)},
        {Sheet::raw(filterPerEntry), Sheet::raw(r.prefixSetBytesPerEntry)});
    sheet.addRow(tr("Shape"),
        {NumberFormat::leftToRight(
             tr("%1 bits, k = %2").arg(Sheet::count(r.filterBits), NumberFormat::integer(r.filterHashes))),
            tr("Rice parameter %1").arg(NumberFormat::integer(r.riceParameter))},
        {Sheet::raw(double(r.filterBits)), Sheet::raw(r.riceParameter)});
    sheet.addRow(tr("Uncompressed"),
        {none, tr("%1 (4 bytes a prefix)").arg(NumberFormat::bytes(double(r.rawPrefixBytes)))},
        {std::nullopt, Sheet::raw(double(r.rawPrefixBytes))});
    sheet.addRow(tr("The filter's bits as one decimal number"),
        {tr("%1 digits").arg(Sheet::count(r.decimalDigits)), none},
        {Sheet::raw(double(r.decimalDigits)), std::nullopt});
    sheet.addRow(tr("… as base64"), {tr("%1 characters").arg(Sheet::count(r.base64Chars)), none},
        {Sheet::raw(double(r.base64Chars)), std::nullopt});
    sheet.addRow(tr("URLs checked (of them listed)"),
        {tr("%1 (%2)").arg(Sheet::count(r.checks), Sheet::count(r.listedChecks)),
            tr("%1 (%2)").arg(Sheet::count(r.checks), Sheet::count(r.listedChecks))},
        {Sheet::raw(double(r.checks)), Sheet::raw(double(r.checks))});
    const auto both = [&](const QString &label, std::uint64_t ClientTally::*count) {
        sheet.addRow(label, {Sheet::count(r.filterClient.*count), Sheet::count(r.prefixClient.*count)},
            {Sheet::raw(double(r.filterClient.*count)), Sheet::raw(double(r.prefixClient.*count))});
    };
    both(tr("Round trips avoided (definitely not listed)"), &ClientTally::roundTripsAvoided);
    both(tr("Round trips to the server (maybe)"), &ClientTally::roundTrips);
    both(tr("… for unlisted URLs (false positives)"), &ClientTally::falsePositives);
    both(tr("… for listed URLs (caught)"), &ClientTally::listedFlagged);
    sheet.addRow(tr("False-positive rate, measured"),
        {SystemsMessages::percent(rate(r.filterClient)), SystemsMessages::percent(rate(r.prefixClient))},
        {Sheet::raw(rate(r.filterClient)), Sheet::raw(rate(r.prefixClient))});
    sheet.addRow(tr("False-positive rate, expected"),
        {SystemsMessages::percent(r.filterExpectedFalsePositiveRate),
            SystemsMessages::percent(r.prefixExpectedFalsePositiveRate)},
        {Sheet::raw(r.filterExpectedFalsePositiveRate), Sheet::raw(r.prefixExpectedFalsePositiveRate)});
    clearRun();
    setResults(sheet);
    describe();
    setStatus(tr(
        "The Bloom filter shipped %1 and the prefix set %2. Of %3 visits to unlisted pages, the filter "
        "sent %4 to the server for nothing and the prefix set %5. Of %6 visits to listed pages, the filter "
        "caught %7 and the prefix set %8. Type a URL below to follow one check.")
                  .arg(NumberFormat::bytes(double(r.shippedFilterBytes)),
                      NumberFormat::bytes(double(r.prefixSetBytes)), Sheet::count(r.unlistedChecks),
                      Sheet::count(r.filterClient.falsePositives),
                      Sheet::count(r.prefixClient.falsePositives), Sheet::count(r.listedChecks),
                      Sheet::count(r.filterClient.listedFlagged),
                      Sheet::count(r.prefixClient.listedFlagged)));
}
