#include "cdncontroller.h"

#include "common/numberformat.h"
#include "systems/systemsmessages.h"

using namespace systems;

namespace {

using Setting = CdnSettings::Setting;

QString words(const SimError<Setting> &error, const CdnSettings &settings)
{
    switch (error.code) {
    case SimErrc::Cancelled: return CdnController::tr("Cancelled. The last finished run is still shown.");
    case SimErrc::OutOfMemory:
        return CdnController::tr(
            "Not enough memory for the trace and the caches: this needs about %1 and %2 is "
            "available. Choose fewer requests or a smaller catalogue.")
            .arg(NumberFormat::bytes(double(error.needed)), NumberFormat::bytes(double(error.available)));
    case SimErrc::InvalidSettings: break;
    }
    switch (error.setting) {
    case Setting::Requests:
        return CdnController::tr("Choose %1 to %2 requests.")
            .arg(Sheet::count(CdnSettings::kMinRequests), Sheet::count(CdnSettings::kMaxRequests));
    case Setting::Catalogue:
        return CdnController::tr("Choose a catalogue of %1 to %2 objects.")
            .arg(Sheet::count(CdnSettings::kMinCatalogue), Sheet::count(CdnSettings::kMaxCatalogue));
    case Setting::ZipfExponent:
        return CdnController::tr("Choose a Zipf skew between %1 and %2.")
            .arg(NumberFormat::count(CdnSettings::kMinExponent, 1),
                NumberFormat::count(CdnSettings::kMaxExponent, 1));
    case Setting::CacheCapacity:
        return CdnController::tr(
            "The cache cannot hold more objects than the catalogue has: choose a capacity "
            "of 1 to %1, or a larger catalogue.")
            .arg(Sheet::count(settings.catalogue));
    case Setting::TargetFalsePositiveRate:
        return SystemsMessages::rateOutOfRange(CdnSettings::kMinP, CdnSettings::kMaxP);
    case Setting::Trace: return CdnController::tr("The trace asks for an object outside the catalogue.");
    }
    return {};
}

} // namespace

CdnController::CdnController(QObject *parent) : SystemController(EdgeCount, NodeCount, parent)
{
    describe();
}

CdnController::~CdnController()
{
    stopWorker();
}

QString CdnController::policyName(AdmissionPolicy policy)
{
    switch (policy) {
    case AdmissionPolicy::AdmitAll: return tr("Admit everything");
    case AdmissionPolicy::SecondRequestExact: return tr("Second request, exact");
    case AdmissionPolicy::SecondRequestFilter: return tr("Second request, filter");
    }
    return {};
}

void CdnController::setSettings(const Settings &settings)
{
    if (isBusy() || settings == m_settings)
        return;
    m_settings = settings;
    if (!m_result)
        describe();
    emit changed();
}

void CdnController::failed(const SimError<Setting> &error)
{
    // A run that could not go ahead leaves the last run's figures under other settings than the
    // boxes hold: they would read as this run's. Only a cancel keeps them, and says so.
    if (error.code != SimErrc::Cancelled) {
        m_result.reset();
        describe();
    }
    setStatus(words(error, m_lastRun), error.code == SimErrc::Cancelled ? Tone::Secondary : Tone::Error);
}

void CdnController::runTrace()
{
    if (isBusy())
        return;
    const auto clamp32 = [](qint64 v) { return std::uint32_t(std::clamp<qint64>(v, 0, UINT32_MAX)); };
    CdnSettings settings;
    settings.requests = std::uint64_t(std::max<qint64>(m_settings.requests, 0));
    settings.catalogue = clamp32(m_settings.catalogue);
    settings.zipfExponent = m_settings.zipfExponent;
    settings.cacheCapacity = clamp32(m_settings.cacheCapacity);
    settings.targetFalsePositiveRate = m_settings.targetRate;
    m_lastRun = settings;
    start(
        tr("Drawing %1 requests and playing them through the cache three ways…")
            .arg(NumberFormat::integer(m_settings.requests)),
        [settings](RunControl &control) { return runCdn(settings, control); },
        [this](CdnResult &result) {
            m_result = result;
            showResult();
        });
}

void CdnController::describe()
{
    clearRun();
    setNodeDetail(RequestNode, tr("Zipf, skew %1").arg(NumberFormat::count(m_settings.zipfExponent, 2)));
    setNodeDetail(CacheNode, tr("LRU, %1 objects").arg(NumberFormat::integer(m_settings.cacheCapacity)));
    setNodeDetail(FilterNode, tr("Bloom filter at %1").arg(SystemsMessages::percent(m_settings.targetRate)));
    setNodeDetail(DiskNode, QString());
    setEdgeLabel(RequestToCache, tr("request"));
    setEdgeLabel(CacheToFilter, tr("miss"));
    setEdgeLabel(FilterToDisk, tr("yes: write"));
    setEdgeLabel(FilterBackToRequest, tr("first time: not written"));
}

void CdnController::showResult()
{
    clearRun();
    const CdnResult &r = *m_result;
    const QString none = tr("—");
    ResultSheet sheet;
    sheet.corner = tr("Same trace, same cache size");
    for (const PolicyOutcome &policy : r.policies)
        sheet.columns << policyName(policy.policy);
    const auto row = [&](const QString &label, const auto &shown, const auto &number) {
        QStringList texts;
        QList<std::optional<double>> values;
        for (const PolicyOutcome &policy : r.policies) {
            texts << shown(policy);
            values << number(policy);
        }
        sheet.addRow(label, texts, values);
    };
    const auto count = [&](const QString &label, auto field) {
        row(
            label, [field](const PolicyOutcome &p) { return Sheet::count(field(p)); },
            [field](const PolicyOutcome &p) { return Sheet::raw(double(field(p))); });
    };
    const auto filterOnly
        = [](const PolicyOutcome &p) { return p.policy == AdmissionPolicy::SecondRequestFilter; };
    count(tr("Requests"), [](const PolicyOutcome &p) { return p.requests; });
    count(tr("Distinct objects"), [&r](const PolicyOutcome &) { return r.distinctObjects; });
    count(tr("One-hit wonders (requested once)"), [&r](const PolicyOutcome &) { return r.oneHitWonders; });
    count(tr("Hits"), [](const PolicyOutcome &p) { return p.hits; });
    row(
        tr("Hit rate"), [](const PolicyOutcome &p) { return SystemsMessages::percent(p.hitRate); },
        [](const PolicyOutcome &p) { return Sheet::raw(p.hitRate); });
    count(tr("Disk writes"), [](const PolicyOutcome &p) { return p.diskWrites; });
    count(
        tr("One-hit wonders written to disk"), [](const PolicyOutcome &p) { return p.oneHitWondersWritten; });
    row(
        tr("Wrongly admitted (false positives)"),
        [&](const PolicyOutcome &p) { return filterOnly(p) ? Sheet::count(p.wronglyAdmitted) : none; },
        [&](const PolicyOutcome &p) {
            return filterOnly(p) ? Sheet::raw(double(p.wronglyAdmitted)) : std::nullopt;
        });
    row(
        tr("… expected, %1").arg(NumberFormat::leftToRight(QStringLiteral("Σ (1 − e^(−kn/m))^k"))),
        [&](const PolicyOutcome &p) {
            return filterOnly(p) ? NumberFormat::count(p.expectedWronglyAdmitted, 1) : none;
        },
        [&](const PolicyOutcome &p) {
            return filterOnly(p) ? Sheet::raw(p.expectedWronglyAdmitted) : std::nullopt;
        });
    row(
        tr("Bloom filter (for %1 objects)")
            .arg(NumberFormat::integer(qint64(std::llround(r.expectedDistinctObjects)))),
        [&](const PolicyOutcome &p) {
            return filterOnly(p)
                ? NumberFormat::leftToRight(tr("%1, k = %2")
                                                .arg(NumberFormat::bytes(double(r.filterBytes)),
                                                    NumberFormat::integer(r.filterHashes)))
                : none;
        },
        [&](const PolicyOutcome &p) {
            return filterOnly(p) ? Sheet::raw(double(r.filterBytes)) : std::nullopt;
        });
    setResults(sheet);

    const PolicyOutcome &all = r.policies[0];
    const PolicyOutcome &filter = r.policies[2];
    // Four boxes leave little room between them: the arrows carry one number each.
    setNodeDetail(RequestNode, tr("%1 requests").arg(Sheet::count(r.requests)));
    setNodeDetail(CacheNode, tr("LRU · hit rate %1").arg(SystemsMessages::percent(filter.hitRate)));
    setNodeDetail(FilterNode,
        NumberFormat::leftToRight(
            tr("%1, k = %2")
                .arg(NumberFormat::bytes(double(r.filterBytes)), NumberFormat::integer(r.filterHashes))));
    setNodeDetail(DiskNode, tr("%1 one-hit wonders").arg(Sheet::count(filter.oneHitWondersWritten)));
    setEdgeLabel(RequestToCache, tr("request"));
    setEdgeLabel(CacheToFilter, tr("%1 misses").arg(Sheet::count(filter.misses)));
    setEdgeLabel(FilterToDisk, tr("%1 written").arg(Sheet::count(filter.diskWrites)));
    setEdgeLabel(FilterBackToRequest,
        tr("%1 first requests: not written").arg(Sheet::count(filter.misses - filter.diskWrites)));
    setStatus(
        tr("Of %1 distinct objects, %2 were requested only once. Admitting everything wrote %3 of them to "
           "disk; admitting on the second request with a Bloom filter wrote %4 of them, and cut the disk "
           "writes from %5 to %6. Hit rate: %7 admitting everything, %8 with the filter.")
            .arg(Sheet::count(r.distinctObjects), Sheet::count(r.oneHitWonders),
                Sheet::count(all.oneHitWondersWritten), Sheet::count(filter.oneHitWondersWritten),
                Sheet::count(all.diskWrites), Sheet::count(filter.diskWrites),
                SystemsMessages::percent(all.hitRate), SystemsMessages::percent(filter.hitRate)));
}
