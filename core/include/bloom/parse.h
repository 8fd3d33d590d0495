#pragma once
// Numbers as people type them into the sizing calculator, parsed without locale surprises:
//   probability: "0.01", "1%", "1e-2", "1 in 100", "1/100"
//   bit size:    "958505838", "120 MB", "1.5 GiB", "64 KiB", "8 kB", "1e9 bits", "2 bytes"
//   count:       "1000000", "1,000,000", "1e9", "1 000 000", "10k", "2.5M", "1 billion"
// Each returns a typed error instead of guessing: Errc::InvalidText when the text does not parse,
// ProbabilityOutOfRange / ZeroItems / TooLarge when it parses to something unusable (TooLarge
// also for a number past what a double holds, such as "1e400"), and ParameterOutOfRange for a
// probability below the smallest normal double, where it has lost its precision.

#include <bloom/result.h>

#include <cstdint>
#include <string_view>

namespace bloom {

[[nodiscard]] Result<double> parseProbability(std::string_view text);
// Bits: a bare number is bits; units are case-insensitive, "bits" or "bytes" spelled out, and
// byte units multiply by 8. Decimal units (kB, MB, GB, TB) are powers
// of 1000 and binary ones (KiB, MiB, GiB, TiB) powers of 1024. Fractions of a bit round up.
[[nodiscard]] Result<std::uint64_t> parseBitSize(std::string_view text);
[[nodiscard]] Result<std::uint64_t> parseCount(std::string_view text);

} // namespace bloom
