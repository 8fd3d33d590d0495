// The key space: deterministic keys and values, present and missing, and the settings' limits.
#include "systemsengine/lsmdetail.h"
#include "systemsengine/lsmstore.h"

#include <algorithm>

namespace systems {

namespace {

constexpr std::uint64_t kAccounts = 6561; // 9⁴: four digits, none of them 7
constexpr std::uint64_t kOrderSpace = 50'000'000; // half of 10⁸: even orders present, odd missing
constexpr std::uint64_t kOrderStride = 7919; // prime, coprime to kOrderSpace: j ↦ order is 1-to-1

// splitmix64: a full-period mixer, so keys spread evenly and no two flushes look alike.
constexpr std::uint64_t mix(std::uint64_t x) noexcept
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

void appendDigits(std::string &out, std::uint64_t value, int width)
{
    std::string digits(static_cast<std::size_t>(width), '0');
    for (auto i = digits.size(); i-- > 0 && value > 0; value /= 10)
        digits[i] = static_cast<char>('0' + value % 10);
    out += digits;
}

// Account n of kAccounts in base 9, each digit from 7 up moved one on, so no account holds a 7.
std::string accountDigits(std::uint64_t n)
{
    std::string digits(4, '0');
    for (auto i = digits.size(); i-- > 0; n /= 9) {
        const auto d = n % 9;
        digits[i] = static_cast<char>('0' + (d < 7 ? d : d + 1));
    }
    return digits;
}

std::string composeKey(std::uint64_t account, std::uint64_t order)
{
    std::string key = accountDigits(account);
    key += ":order:";
    appendDigits(key, order, 8);
    return key;
}

} // namespace

std::optional<LsmError> LsmSettings::validate() const
{
    if (files < kMinFiles || files > kMaxFiles)
        return LsmError::FilesOutOfRange;
    if (keysPerFile < kMinKeysPerFile || keysPerFile > kMaxKeysPerFile)
        return LsmError::KeysPerFileOutOfRange;
    if (!(bitsPerKey >= kMinBitsPerKey && bitsPerKey <= kMaxBitsPerKey)) // also refuses NaN
        return LsmError::BitsPerKeyOutOfRange;
    if (prefixLength < kMinPrefixLength || prefixLength > kMaxPrefixLength)
        return LsmError::PrefixLengthOutOfRange;
    return std::nullopt;
}

namespace detail {

KeySpace::KeySpace(const LsmSettings &settings)
    : m_seed(settings.seed),
      m_count(static_cast<std::uint64_t>(settings.files) * static_cast<std::uint64_t>(settings.keysPerFile)),
      m_keysPerFile(static_cast<std::uint64_t>(settings.keysPerFile)),
      m_prefixLength(settings.prefixLength)
{ }

std::string KeySpace::present(std::uint64_t index) const
{
    const auto position = index % m_keysPerFile;
    const auto account = position == 0  ? 0
        : position + 1 == m_keysPerFile ? kAccounts - 1
                                        : mix(m_seed ^ mix(index)) % kAccounts;
    const auto order = 2 * ((index * kOrderStride + m_seed % kOrderSpace) % kOrderSpace);
    return composeKey(account, order);
}

std::string KeySpace::value(std::uint64_t index) const
{
    const auto h = mix(index ^ mix(m_seed + 17));
    std::string value = "{\"order\":";
    value += std::to_string(2 * ((index * kOrderStride + m_seed % kOrderSpace) % kOrderSpace));
    value += ",\"qty\":";
    value += std::to_string(1 + h % 9);
    value += ",\"cents\":";
    value += std::to_string(100 + (h >> 8) % 99'900);
    value += '}';
    return value;
}

std::string KeySpace::missing(std::uint64_t index) const
{
    const auto h = mix(mix(m_seed * 31 + 7) ^ index);
    const auto account = 1 + h % (kAccounts - 2); // strictly between 0000 and 9999
    const auto order = 2 * (mix(h) % kOrderSpace) + 1;
    return composeKey(account, order);
}

std::string KeySpace::absentPrefix() const
{
    // A middle account's leading digits with a final 7: inside every range, in no key.
    auto prefix = accountDigits(kAccounts / 2).substr(0, static_cast<std::size_t>(m_prefixLength - 1));
    prefix += '7';
    return prefix;
}

std::string KeySpace::presentPrefix() const
{
    return present(m_keysPerFile / 2).substr(0, static_cast<std::size_t>(m_prefixLength));
}

std::vector<KeySpace::Lookup> KeySpace::lookups(int count, double missingShare, std::uint64_t salt) const
{
    std::vector<Lookup> out;
    out.reserve(static_cast<std::size_t>(std::max(count, 0)));
    const auto base = mix(m_seed ^ mix(salt + 0x5bd1e995));
    for (std::uint64_t i = 0; i < static_cast<std::uint64_t>(std::max(count, 0)); ++i) {
        const auto pick = mix(base + 2 * i);
        const auto which = mix(base + 2 * i + 1);
        const double u = static_cast<double>(pick >> 11) * 0x1.0p-53;
        if (u < missingShare)
            out.push_back({missing(which), false});
        else
            out.push_back({present(which % m_count), true});
    }
    return out;
}

} // namespace detail

} // namespace systems
