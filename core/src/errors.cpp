#include <bloom/result.h>

#include <string>

namespace bloom {

const char *errcName(Errc code) noexcept
{
    switch (code) {
    case Errc::ZeroBits: return "zero-bits";
    case Errc::ZeroHashes: return "zero-hashes";
    case Errc::TooManyHashes: return "too-many-hashes";
    case Errc::ProbabilityOutOfRange: return "probability-out-of-range";
    case Errc::ZeroItems: return "zero-items";
    case Errc::ParameterOutOfRange: return "parameter-out-of-range";
    case Errc::EmptyKey: return "empty-key";
    case Errc::KeyTooLarge: return "key-too-large";
    case Errc::OutOfMemory: return "out-of-memory";
    case Errc::TooLarge: return "too-large";
    case Errc::Incompatible: return "incompatible";
    case Errc::NotPresent: return "not-present";
    case Errc::Underdetermined: return "underdetermined";
    case Errc::WrongInputCount: return "wrong-input-count";
    case Errc::Unserializable: return "unserializable";
    case Errc::Truncated: return "truncated";
    case Errc::BadMagic: return "bad-magic";
    case Errc::UnknownVersion: return "unknown-version";
    case Errc::UnknownKind: return "unknown-kind";
    case Errc::WrongKind: return "wrong-kind";
    case Errc::UnknownHashScheme: return "unknown-hash-scheme";
    case Errc::ChecksumMismatch: return "checksum-mismatch";
    case Errc::InconsistentSizes: return "inconsistent-sizes";
    case Errc::InvalidText: return "invalid-text";
    case Errc::Cancelled: return "cancelled";
    case Errc::Full: return "full";
    case Errc::DuplicateLimit: return "duplicate-limit";
    }
    return "unknown";
}

InvalidArgument::InvalidArgument(Error error)
    : std::invalid_argument(std::string("bloom: ") + errcName(error.code)), m_error(error)
{ }

} // namespace bloom
