#include "systemsengine/syntheticurls.h"

#include <array>
#include <string_view>

namespace systems {

namespace {

constexpr std::array<std::string_view, 64> kWords = {"river", "garden", "harbor", "quiet", "market", "planet",
    "silver", "forest", "lantern", "meadow", "copper", "window", "recipe", "travel", "summer", "winter",
    "mountain", "coffee", "library", "signal", "pocket", "orbit", "canyon", "festival", "bicycle", "kitchen",
    "history", "science", "football", "cricket", "monsoon", "village", "tea", "review", "guide", "news",
    "photo", "music", "health", "budget", "design", "energy", "school", "rain", "city", "story", "market",
    "island", "railway", "weather", "archive", "update", "public", "street", "campus", "studio", "cloud",
    "mango", "apple", "tiger", "river", "daily", "online", "blue"};
constexpr std::array<std::string_view, 8> kSubdomains
    = {"www.", "www.", "", "blog.", "shop.", "news.", "m.", "docs."};
constexpr std::array<std::string_view, 8> kTlds
    = {".com", ".com", ".org", ".net", ".io", ".co.uk", ".de", ".com.bd"};
constexpr std::array<std::string_view, 4> kEndings = {".html", "", "/", ".php"};

// Never produced by appendPageUrl, which keeps the benign and malicious sets disjoint.
constexpr std::array<std::string_view, 4> kShadyTlds = {".xyz", ".top", ".click", ".zip"};
constexpr std::array<std::string_view, 6> kLures
    = {"login", "secure", "verify", "account", "update", "wallet"};

// Salts keep the streams for a site, a page and a list entry apart under one seed.
constexpr std::uint64_t kSiteSalt = 0x5349544553495445ULL;
constexpr std::uint64_t kPageSalt = 0x5041474550414745ULL;
constexpr std::uint64_t kListSalt = 0x4c4953544c495354ULL;

void appendBase36(std::string &out, std::uint64_t value)
{
    std::array<char, 16> digits {};
    std::size_t count = 0;
    do {
        const auto digit = static_cast<char>(value % 36);
        digits[count++] = static_cast<char>(digit < 10 ? '0' + digit : 'a' + (digit - 10));
        value /= 36;
    } while (value != 0);
    while (count > 0)
        out.push_back(digits[--count]);
}

template <std::size_t N> std::string_view pick(const std::array<std::string_view, N> &list, SplitMix64 &rng)
{
    return list[static_cast<std::size_t>(rng.below(N))];
}

} // namespace

void appendPageUrl(std::string &out, std::uint64_t seed, std::uint64_t index)
{
    const std::uint64_t site = index / kPagesPerSite;
    SplitMix64 siteRng(mix64(seed ^ kSiteSalt) ^ mix64(site));
    out += "https://";
    out += pick(kSubdomains, siteRng);
    out += pick(kWords, siteRng);
    if (siteRng.below(2) == 0)
        out.push_back('-');
    out += pick(kWords, siteRng);
    appendBase36(out, site); // two sites may draw the same words; their hosts still differ
    out += pick(kTlds, siteRng);

    SplitMix64 pageRng(mix64(seed ^ kPageSalt) ^ mix64(index));
    const auto sections = 1 + pageRng.below(2);
    for (std::uint64_t i = 0; i < sections; ++i) {
        out.push_back('/');
        if (pageRng.below(4) == 0)
            out += std::to_string(2000 + pageRng.below(26)); // a year, as news paths carry one
        else
            out += pick(kWords, pageRng);
    }
    out.push_back('/');
    const auto slugWords = 2 + pageRng.below(4);
    for (std::uint64_t i = 0; i < slugWords; ++i) {
        out += pick(kWords, pageRng);
        out.push_back('-');
    }
    appendBase36(out, index);
    out += pick(kEndings, pageRng);
}

void appendMaliciousUrl(std::string &out, std::uint64_t seed, std::uint64_t index)
{
    SplitMix64 rng(mix64(seed ^ kListSalt) ^ mix64(index));
    out += rng.below(3) == 0 ? "https://" : "http://";
    out += pick(kLures, rng);
    out.push_back('-');
    out += pick(kWords, rng);
    out.push_back('.');
    out += pick(kWords, rng);
    appendBase36(out, index / 8); // several bad pages share a host, as on real lists
    out += pick(kShadyTlds, rng);
    out.push_back('/');
    out += pick(kLures, rng);
    out.push_back('/');
    appendBase36(out, index);
    out += ".php";
}

} // namespace systems
