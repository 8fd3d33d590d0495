#include "systemsengine/safebrowsing.h"

#include "systemsengine/syntheticurls.h"

#include <bloom/math.h>
#include <bloom/memory.h>
#include <bloom/serialize.h>
#include <bloom/text_encoding.h>

#include <QByteArrayView>
#include <QCryptographicHash>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <stdexcept>

namespace systems {

namespace {

using Setting = SafeBrowsingSettings::Setting;
using Error = SimError<Setting>;

constexpr std::uint64_t kPollMask = 1023;
constexpr std::uint64_t kWorkloadSalt = 0x574f524b4c4f4144ULL;
constexpr std::uint64_t kBenignSalt = 0x42454e49474e5745ULL;

// One hasher reused across a loop: QCryptographicHash::hash() would build and free one per URL.
class Sha256 {
public:
    Sha256() : m_hash(QCryptographicHash::Sha256) { }

    Sha256Digest digest(std::string_view url)
    {
        m_hash.reset();
        m_hash.addData(QByteArrayView(url.data(), static_cast<qsizetype>(url.size())));
        const QByteArrayView result = m_hash.resultView();
        Sha256Digest out {};
        std::memcpy(out.data(), result.data(), out.size());
        return out;
    }

private:
    QCryptographicHash m_hash;
};

} // namespace

std::uint64_t decimalDigitCount(const bloom::BloomFilter &filter)
{
    const std::span<const std::uint64_t> words = filter.words();
    std::size_t top = words.size();
    while (top > 0 && words[top - 1] == 0)
        --top;
    if (top == 0)
        return 1; // "0"
    const std::uint64_t high = words[top - 1];
    const std::uint64_t next = top >= 2 ? words[top - 2] : 0;
    const int lead = std::countl_zero(high);
    // The top 64 bits of the number as one value, times 2^exponent. They give log₁₀ of the number
    // to about 1e-15, so the count is exact unless the number lies that close to a power of ten.
    const std::uint64_t mantissa = lead == 0 ? high : (high << lead) | (next >> (64 - lead));
    const double exponent = 64.0 * static_cast<double>(top - 1) - lead;
    const double log10Value = std::log10(static_cast<double>(mantissa)) + exponent * std::log10(2.0);
    return static_cast<std::uint64_t>(std::floor(log10Value)) + 1;
}

std::optional<Error> SafeBrowsingSettings::validate() const
{
    if (listSize < kMinListSize || listSize > kMaxListSize)
        return Error::invalid(Setting::ListSize);
    if (!(targetFalsePositiveRate >= kMinP && targetFalsePositiveRate <= kMaxP))
        return Error::invalid(Setting::TargetFalsePositiveRate);
    if (checks < kMinChecks || checks > kMaxChecks)
        return Error::invalid(Setting::Checks);
    if (!(listedShare >= 0.0 && listedShare <= 1.0))
        return Error::invalid(Setting::ListedShare);
    return std::nullopt;
}

Sha256Digest sha256(std::string_view url)
{
    return Sha256 {}.digest(url);
}

SafeBrowsingSystem::SafeBrowsingSystem(std::uint64_t seed, bloom::BloomFilter clientFilter)
    : m_seed(seed), m_clientFilter(std::move(clientFilter))
{ }

SafeBrowsingSystem::Build SafeBrowsingSystem::build(
    const SafeBrowsingSettings &settings, RunControl &control, double progressSpan)
{
    if (const auto invalid = settings.validate())
        return *invalid;
    const std::uint64_t n = settings.listSize;
    const std::uint64_t bits = bloom::optimalBitCount(n, settings.targetFalsePositiveRate);
    const std::uint32_t hashes = bloom::optimalHashCount(bits, n);
    // The server's digests, the prefixes sorted and decoded, their Rice data (under 4 bytes each),
    // the filter three times over (server, wire, client) and its texts when core writes them.
    const std::uint64_t filterBytes = (bits + 63) / 64 * 8;
    const std::uint64_t needed = n * (sizeof(Sha256Digest) + 3 * sizeof(std::uint32_t)) + 3 * filterBytes
        + (bits <= bloom::kMaxTextBits ? bits : 0);
    if (const bloom::Status fits = bloom::checkMemory(needed); !fits)
        return Error::outOfMemory(fits.error());

    auto serverFilter = bloom::BloomFilter::create(bits, hashes);
    if (!serverFilter)
        return Error::outOfMemory(serverFilter.error());
    std::vector<Sha256Digest> fullHashes;
    fullHashes.reserve(static_cast<std::size_t>(n));
    std::vector<std::uint32_t> prefixes;
    prefixes.reserve(static_cast<std::size_t>(n));
    Sha256 hasher;
    std::string url;
    for (std::uint64_t i = 0; i < n; ++i) {
        if ((i & kPollMask) == 0) {
            if (control.isCancelled())
                return Error::cancelled();
            control.report(progressSpan * 0.8 * static_cast<double>(i) / static_cast<double>(n));
        }
        url.clear();
        appendMaliciousUrl(url, settings.seed, i);
        serverFilter->add(url);
        fullHashes.push_back(hasher.digest(url));
        prefixes.push_back(hashPrefix(fullHashes.back()));
    }
    if (control.isCancelled())
        return Error::cancelled();
    std::sort(fullHashes.begin(), fullHashes.end());
    std::sort(prefixes.begin(), prefixes.end());
    prefixes.erase(std::unique(prefixes.begin(), prefixes.end()), prefixes.end());
    control.report(progressSpan * 0.9);

    // What crosses the wire is bytes: the client loads the filter from them as from a download.
    std::vector<std::uint8_t> shipped = bloom::serialize(*serverFilter);
    auto clientFilter = bloom::deserialize(shipped);
    if (!clientFilter && clientFilter.error().code == bloom::Errc::OutOfMemory)
        return Error::outOfMemory(clientFilter.error());
    if (!clientFilter) // core could not read what it just wrote: a defect, not an input
        throw std::logic_error("the serialized filter does not load back");
    SafeBrowsingSystem system(settings.seed, std::move(clientFilter).value());
    system.m_fullHashes = std::move(fullHashes);
    system.m_shippedFilter = std::move(shipped);
    system.m_shippedPrefixes = riceEncode(prefixes);
    prefixes = {};
    auto decoded = riceDecode(system.m_shippedPrefixes);
    if (!decoded) // as above: data riceEncode wrote always decodes
        throw std::logic_error("the Rice-coded prefixes do not decode");
    system.m_clientPrefixes = std::move(*decoded);
    control.report(progressSpan);
    return system;
}

bool SafeBrowsingSystem::isListed(const Sha256Digest &digest) const
{
    return std::binary_search(m_fullHashes.begin(), m_fullHashes.end(), digest);
}

CheckPath SafeBrowsingSystem::check(std::string_view url, const Sha256Digest &digest) const
{
    if (!m_clientFilter.mightContain(url))
        return CheckPath::DefinitelyNotListed;
    return isListed(digest) ? CheckPath::MaybeServerSaysListed : CheckPath::MaybeServerSaysSafe;
}

CheckPath SafeBrowsingSystem::checkWithPrefixSet(const Sha256Digest &digest) const
{
    if (!std::binary_search(m_clientPrefixes.begin(), m_clientPrefixes.end(), hashPrefix(digest)))
        return CheckPath::DefinitelyNotListed;
    return isListed(digest) ? CheckPath::MaybeServerSaysListed : CheckPath::MaybeServerSaysSafe;
}

CheckPath SafeBrowsingSystem::check(std::string_view url) const
{
    return check(url, sha256(url));
}

CheckPath SafeBrowsingSystem::checkWithPrefixSet(std::string_view url) const
{
    return checkWithPrefixSet(sha256(url));
}

std::string SafeBrowsingSystem::listedUrl(std::uint64_t index) const
{
    std::string url;
    appendMaliciousUrl(url, m_seed, index);
    return url;
}

namespace {

void tally(ClientTally &client, CheckPath path)
{
    switch (path) {
    case CheckPath::DefinitelyNotListed: ++client.roundTripsAvoided; break;
    case CheckPath::MaybeServerSaysSafe:
        ++client.roundTrips;
        ++client.falsePositives;
        break;
    case CheckPath::MaybeServerSaysListed:
        ++client.roundTrips;
        ++client.listedFlagged;
        break;
    }
}

void describeShipment(const SafeBrowsingSystem &system, SafeBrowsingResult &result)
{
    const bloom::BloomFilter &filter = system.clientFilter();
    result.listSize = system.listSize();
    result.filterBits = filter.bitCount();
    result.filterHashes = filter.hashCount();
    result.shippedFilterBytes = system.shippedFilter().size();
    result.filterExpectedFalsePositiveRate
        = bloom::falsePositiveRate(filter.bitCount(), system.listSize(), filter.hashCount());
    const std::uint64_t payloadBytes = (filter.bitCount() + 7) / 8;
    result.base64Chars = (payloadBytes + 2) / 3 * 4;
    auto decimal = bloom::encodeBits(filter, bloom::TextEncoding::Decimal);
    auto base64 = bloom::encodeBits(filter, bloom::TextEncoding::Base64);
    result.textsEncoded = decimal.has_value() && base64.has_value();
    if (result.textsEncoded) {
        result.decimalText = std::move(decimal).value();
        result.base64Text = std::move(base64).value();
        result.decimalDigits = result.decimalText.size();
        result.base64Chars = result.base64Text.size();
    } else {
        result.decimalDigits = decimalDigitCount(filter);
    }

    const RiceDeltaEncoding &prefixes = system.shippedPrefixes();
    result.prefixCount = prefixes.valueCount();
    result.riceParameter = prefixes.riceParameter;
    result.prefixSetBytes = prefixes.byteCount();
    result.prefixSetBytesPerEntry
        = static_cast<double>(result.prefixSetBytes) / static_cast<double>(result.prefixCount);
    result.rawPrefixBytes = result.prefixCount * 4;
    result.prefixExpectedFalsePositiveRate = std::ldexp(static_cast<double>(result.prefixCount), -32);
}

} // namespace

SafeBrowsingRun runSafeBrowsing(const SafeBrowsingSettings &settings, RunControl &control)
{
    auto built = SafeBrowsingSystem::build(settings, control, 0.5);
    if (!built)
        return built.error();
    SafeBrowsingResult result;
    result.system = std::make_shared<const SafeBrowsingSystem>(std::move(built).value());
    const SafeBrowsingSystem &system = *result.system;
    describeShipment(system, result);

    Sha256 hasher;
    std::string url;
    result.checks = settings.checks;
    for (std::uint64_t i = 0; i < settings.checks; ++i) {
        if ((i & kPollMask) == 0) {
            if (control.isCancelled())
                return Error::cancelled();
            control.report(0.5 + 0.5 * static_cast<double>(i) / static_cast<double>(settings.checks));
        }
        SplitMix64 rng(mix64(settings.seed ^ kWorkloadSalt) ^ mix64(i));
        url.clear();
        const bool listed = rng.unit() < settings.listedShare;
        if (listed)
            appendMaliciousUrl(url, settings.seed, rng.below(settings.listSize));
        else
            appendPageUrl(url, settings.seed ^ kBenignSalt, i); // fresh each visit, never on the list
        ++(listed ? result.listedChecks : result.unlistedChecks);
        const Sha256Digest digest = hasher.digest(url);
        tally(result.filterClient, system.check(url, digest));
        tally(result.prefixClient, system.checkWithPrefixSet(digest));
    }
    control.report(1.0);
    return result;
}

} // namespace systems
