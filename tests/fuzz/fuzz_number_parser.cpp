// The sizing calculator's number parsers on arbitrary text: never crash, and a success keeps the
// contract (a probability inside (0, 1) with a double's full precision, a size and a count above zero).
// Failures carry one of the documented error codes.

#include "fuzz_check.h"

#include <bloom/parse.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    using bloom::Errc;

    if (const auto p = bloom::parseProbability(text)) {
        FUZZ_CHECK(std::isfinite(*p) && *p >= std::numeric_limits<double>::min() && *p < 1.0);
    } else {
        const Errc e = p.error().code;
        FUZZ_CHECK(
            e == Errc::InvalidText || e == Errc::ProbabilityOutOfRange || e == Errc::ParameterOutOfRange);
    }

    if (const auto m = bloom::parseBitSize(text)) {
        FUZZ_CHECK(*m > 0);
    } else {
        const Errc e = m.error().code;
        FUZZ_CHECK(e == Errc::InvalidText || e == Errc::ZeroBits || e == Errc::TooLarge);
    }

    if (const auto n = bloom::parseCount(text)) {
        FUZZ_CHECK(*n > 0);
    } else {
        const Errc e = n.error().code;
        FUZZ_CHECK(e == Errc::InvalidText || e == Errc::ZeroItems || e == Errc::TooLarge);
    }
    return 0;
}
