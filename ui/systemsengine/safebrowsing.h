#pragma once
// A browser's local check of URLs against a server's list of malicious ones. The server ships the
// client a Bloom filter of the list; the client answers "definitely not listed" on its own and
// asks the server only on "maybe". Chrome worked this way until 2011, then replaced the filter
// with a prefix set; the Safe Browsing Update API v4 ships 4-byte SHA-256 prefixes, Rice-Golomb
// coded, and a client asks for full hashes only on a local match. Both clients are built from the
// same list and run on the same browsing, so their sizes and false positives compare directly.
#include "systemsengine/riceprefixset.h"
#include "systemsengine/runcontrol.h"
#include "systemsengine/simresult.h"

#include <bloom/bloom_filter.h>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace systems {

struct SafeBrowsingSettings {
    enum class Setting : std::uint8_t { ListSize, TargetFalsePositiveRate, Checks, ListedShare };

    static constexpr std::uint64_t kMinListSize = 1;
    static constexpr std::uint64_t kMaxListSize = 5'000'000;
    static constexpr double kMinP = 1e-6;
    static constexpr double kMaxP = 0.5;
    static constexpr std::uint64_t kMinChecks = 1;
    static constexpr std::uint64_t kMaxChecks = 10'000'000;

    std::uint64_t seed = 1;
    std::uint64_t listSize = 100'000;
    double targetFalsePositiveRate = 0.01; // the filter is sized for listSize URLs at this rate
    std::uint64_t checks = 100'000; // URLs the client visits
    // The share of visits that go to listed URLs; every other visit is to a fresh benign URL, which
    // is what makes the false-positive counts a measurement.
    double listedShare = 0.01;

    [[nodiscard]] std::optional<SimError<Setting>> validate() const;
};

using Sha256Digest = std::array<std::uint8_t, 32>;
[[nodiscard]] Sha256Digest sha256(std::string_view url);
// v4 reads the first four bytes of the digest as a little-endian integer before sorting them.
[[nodiscard]] constexpr std::uint32_t hashPrefix(const Sha256Digest &digest) noexcept
{
    return std::uint32_t {digest[0]} | std::uint32_t {digest[1]} << 8 | std::uint32_t {digest[2]} << 16
        | std::uint32_t {digest[3]} << 24;
}

// How many decimal digits the filter's bits make as one number (bit i worth 2^i), computed from its
// highest set bit: core writes the digits themselves only up to bloom::kMaxTextBits.
[[nodiscard]] std::uint64_t decimalDigitCount(const bloom::BloomFilter &filter);

// Which way one check went, for the page's diagram.
enum class CheckPath : std::uint8_t {
    DefinitelyNotListed, // answered locally: no round trip
    MaybeServerSaysSafe, // a local false positive, cleared by a round trip
    MaybeServerSaysListed, // a local match the server confirmed
};

class SafeBrowsingSystem {
public:
    using Setting = SafeBrowsingSettings::Setting;
    using Build = SimResult<SafeBrowsingSystem, Setting>;

    // The server's list, the filter it ships (serialized in core's format and loaded back by the
    // client, as a download would be) and the prefix set (Rice-coded and decoded back the same way).
    // Reports progress from 0 to progressSpan.
    [[nodiscard]] static Build build(
        const SafeBrowsingSettings &settings, RunControl &control, double progressSpan = 1.0);

    [[nodiscard]] CheckPath check(std::string_view url) const; // the filter client
    [[nodiscard]] CheckPath checkWithPrefixSet(std::string_view url) const;
    [[nodiscard]] CheckPath check(std::string_view url, const Sha256Digest &digest) const;
    [[nodiscard]] CheckPath checkWithPrefixSet(const Sha256Digest &digest) const;
    // The server's answer: whether the URL's full SHA-256 is on the list.
    [[nodiscard]] bool isListed(const Sha256Digest &digest) const;

    [[nodiscard]] std::uint64_t listSize() const noexcept { return m_fullHashes.size(); }
    // Entry `index` of the list, for examples the page can offer to type.
    [[nodiscard]] std::string listedUrl(std::uint64_t index) const;
    [[nodiscard]] const bloom::BloomFilter &clientFilter() const noexcept { return m_clientFilter; }
    [[nodiscard]] std::span<const std::uint8_t> shippedFilter() const noexcept { return m_shippedFilter; }
    [[nodiscard]] const RiceDeltaEncoding &shippedPrefixes() const noexcept { return m_shippedPrefixes; }
    [[nodiscard]] std::span<const std::uint32_t> clientPrefixes() const noexcept { return m_clientPrefixes; }

private:
    SafeBrowsingSystem(std::uint64_t seed, bloom::BloomFilter clientFilter);

    std::uint64_t m_seed;
    std::vector<Sha256Digest> m_fullHashes; // the server's, sorted
    std::vector<std::uint8_t> m_shippedFilter;
    bloom::BloomFilter m_clientFilter;
    RiceDeltaEncoding m_shippedPrefixes;
    std::vector<std::uint32_t> m_clientPrefixes; // decoded from m_shippedPrefixes, sorted
};

// What one client did over the workload.
struct ClientTally {
    std::uint64_t roundTripsAvoided = 0; // "definitely not listed"
    std::uint64_t roundTrips = 0; // "maybe": the server was asked
    std::uint64_t falsePositives = 0; // round trips for unlisted URLs
    std::uint64_t listedFlagged = 0; // listed URLs caught; equals the listed visits (no false negatives)
};

struct SafeBrowsingResult {
    std::uint64_t listSize = 0;

    // The filter, shipped in core's .bloom format (header, bits, checksum).
    std::uint64_t filterBits = 0;
    std::uint32_t filterHashes = 0;
    std::uint64_t shippedFilterBytes = 0;
    double filterExpectedFalsePositiveRate = 0.0; // (1 − e^(−kn/m))^k
    // The same bits as the Thai article's one big number (bit i worth 2^i) and as base64, from core's
    // text encodings. Core writes the texts only up to bloom::kMaxTextBits; past that the lengths are
    // computed (base64 exactly; the decimal digits from the highest set bit) and the texts left empty.
    std::uint64_t decimalDigits = 0;
    std::uint64_t base64Chars = 0;
    bool textsEncoded = false;
    std::string decimalText;
    std::string base64Text;

    // The prefix set as v4 ships it; distinct prefixes, since two URLs may share one.
    std::uint64_t prefixCount = 0;
    std::uint32_t riceParameter = 0;
    std::uint64_t prefixSetBytes = 0;
    double prefixSetBytesPerEntry = 0.0;
    std::uint64_t rawPrefixBytes = 0; // 4 bytes a prefix, uncompressed
    double prefixExpectedFalsePositiveRate = 0.0; // prefixCount / 2³² per unlisted lookup

    std::uint64_t checks = 0;
    std::uint64_t listedChecks = 0;
    std::uint64_t unlistedChecks = 0;
    ClientTally filterClient;
    ClientTally prefixClient;

    // Kept so the page can check single URLs typed by the user against the same system.
    std::shared_ptr<const SafeBrowsingSystem> system;
};

using SafeBrowsingRun = SimResult<SafeBrowsingResult, SafeBrowsingSettings::Setting>;

// Builds the system (first half of the progress), then runs the browsing workload through both clients.
[[nodiscard]] SafeBrowsingRun runSafeBrowsing(const SafeBrowsingSettings &settings, RunControl &control);

} // namespace systems
