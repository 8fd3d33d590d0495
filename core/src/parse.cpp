#include <bloom/parse.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <string>

namespace bloom {

namespace {

constexpr double kMaxU64 = 18446744073709549568.0; // the largest double below 2⁶⁴

std::string lowerWithoutSpaces(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (!std::isspace(u))
            out.push_back(static_cast<char>(std::tolower(u)));
    }
    return out;
}

// from_chars says only "out of range" for a number a double cannot hold: too large, or too close
// to 0. Which one follows from where its first nonzero digit sits, shifted by its exponent.
bool overflows(std::string_view digits)
{
    const std::size_t e = digits.find('e');
    long long exponent = 0;
    if (e != std::string_view::npos) {
        std::string_view text = digits.substr(e + 1);
        if (text.starts_with('+'))
            text.remove_prefix(1);
        const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), exponent);
        if (ec == std::errc::result_out_of_range)
            return !text.starts_with('-');
    }
    long long before = 0; // digits from the first nonzero one to the point
    long long zerosAfter = 0; // zeros between the point and the first nonzero digit
    bool point = false;
    bool found = false;
    for (const char c : digits.substr(0, e)) {
        if (c == '.') {
            point = true;
        } else if (std::isdigit(static_cast<unsigned char>(c)) && !found && c == '0') {
            zerosAfter += point ? 1 : 0;
        } else if (std::isdigit(static_cast<unsigned char>(c))) {
            found = true;
            before += point ? 0 : 1;
        }
    }
    const long long magnitude = before > 0 ? before : -zerosAfter;
    constexpr long long kFar = 1'000'000'000'000; // past any double either way, and no overflow
    return std::clamp(exponent, -kFar, kFar) + magnitude > 0;
}

// A plain decimal or scientific number, digit-group commas and underscores allowed ("1,000").
// Returns the number and how many characters it used. A number too large for a double is
// infinite, and one too close to 0 is the smallest positive double, both with the typed sign, so
// that callers can say which.
bool leadingNumber(const std::string &text, double &value, std::size_t &used)
{
    std::string digits;
    std::size_t i = 0;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        const bool numeric = std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == '+' || c == '-'
            || ((c == 'e') && i + 1 < text.size()
                && (std::isdigit(static_cast<unsigned char>(text[i + 1])) || text[i + 1] == '-'
                    || text[i + 1] == '+'));
        if (c == ',' || c == '_') {
            // A group separator only between digits.
            if (digits.empty() || i + 1 >= text.size()
                || !std::isdigit(static_cast<unsigned char>(text[i + 1])))
                return false;
            continue;
        }
        if (!numeric)
            break;
        digits.push_back(c);
    }
    if (digits.empty())
        return false;
    const char *begin = digits.data();
    const char *end = digits.data() + digits.size();
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec == std::errc::result_out_of_range && ptr == end) {
        const double sign = digits.front() == '-' ? -1.0 : 1.0;
        value = sign
            * (overflows(digits) ? std::numeric_limits<double>::infinity()
                                 : std::numeric_limits<double>::denorm_min());
    } else if (ec != std::errc() || ptr != end || !std::isfinite(value)) {
        return false;
    }
    used = i;
    return true;
}

struct Unit {
    std::string_view name;
    double factor;
};

Result<double> numberWithUnit(std::string_view raw, std::initializer_list<Unit> units)
{
    const std::string text = lowerWithoutSpaces(raw);
    double value = 0.0;
    std::size_t used = 0;
    if (text.empty() || !leadingNumber(text, value, used))
        return Errc::InvalidText;
    const std::string_view suffix = std::string_view(text).substr(used);
    for (const Unit &unit : units) {
        if (suffix == unit.name)
            return value * unit.factor;
    }
    return Errc::InvalidText;
}

Result<std::uint64_t> toCount(Result<double> value, bool roundUp)
{
    if (!value)
        return value.error();
    if (*value < 0.0 || std::isnan(*value))
        return Errc::InvalidText;
    const double rounded = roundUp ? std::ceil(*value) : std::round(*value);
    if (rounded > kMaxU64)
        return Error {Errc::TooLarge};
    return static_cast<std::uint64_t>(rounded);
}

} // namespace

Result<double> parseProbability(std::string_view raw)
{
    const std::string text = lowerWithoutSpaces(raw);
    double value = 0.0;
    std::size_t used = 0;
    if (text.empty() || !leadingNumber(text, value, used))
        return Errc::InvalidText;
    const std::string_view rest = std::string_view(text).substr(used);
    if (rest == "%") {
        value /= 100.0;
    } else if (rest.starts_with("in") || rest.starts_with("/")) {
        // "1 in 100" and "1/100": a ratio.
        const std::string denominator(rest.substr(rest.starts_with("in") ? 2 : 1));
        double below = 0.0;
        std::size_t usedBelow = 0;
        if (!leadingNumber(denominator, below, usedBelow) || usedBelow != denominator.size())
            return Errc::InvalidText;
        if (below == 0.0)
            return Errc::ProbabilityOutOfRange;
        value = std::isinf(below) && value > 0.0 && std::isfinite(value)
            ? std::numeric_limits<double>::denorm_min()
            : value / below;
    } else if (!rest.empty()) {
        return Errc::InvalidText;
    }
    if (!(value > 0.0 && value < 1.0))
        return Errc::ProbabilityOutOfRange;
    // Below the smallest normal double the rate has lost its digits, and ln(1/p) with them.
    if (value < std::numeric_limits<double>::min())
        return Error {Errc::ParameterOutOfRange};
    return value;
}

Result<std::uint64_t> parseBitSize(std::string_view text)
{
    constexpr double kB = 8.0; // bits per byte
    auto bits = toCount(
        numberWithUnit(text,
            {{"", 1.0}, {"bit", 1.0}, {"bits", 1.0}, {"byte", kB}, {"bytes", kB}, {"kb", kB * 1e3},
                {"mb", kB * 1e6}, {"gb", kB * 1e9}, {"tb", kB * 1e12}, {"kib", kB * 1024.0},
                {"mib", kB * 1048576.0}, {"gib", kB * 1073741824.0}, {"tib", kB * 1099511627776.0}}),
        true);
    if (bits && *bits == 0)
        return Errc::ZeroBits;
    return bits;
}

Result<std::uint64_t> parseCount(std::string_view text)
{
    auto count = toCount(numberWithUnit(text,
                             {{"", 1.0}, {"k", 1e3}, {"thousand", 1e3}, {"m", 1e6}, {"million", 1e6},
                                 {"b", 1e9}, {"billion", 1e9}}),
        false);
    if (count && *count == 0)
        return Errc::ZeroItems;
    return count;
}

} // namespace bloom
