#pragma once
// Typed failure for every core entry point that takes user input. Core never throws across the
// ui boundary through these; the ui maps each Errc to its own translated message.

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <utility>
#include <variant>

namespace bloom {

enum class Errc : std::uint8_t {
    ZeroBits, // m = 0
    ZeroHashes, // k = 0
    TooManyHashes, // k above kMaxHashes
    ProbabilityOutOfRange, // p not in (0, 1)
    ZeroItems, // n = 0 where it divides
    ParameterOutOfRange, // any other parameter outside its documented range
    EmptyKey,
    KeyTooLarge,
    OutOfMemory, // needed/available say by how much
    TooLarge, // beyond what the format or algorithm supports at all
    Incompatible, // union/intersection of filters with different m, k or hashing
    NotPresent, // counting remove of a key that is definitely absent
    Underdetermined, // sizing: the given values do not fix the others
    WrongInputCount, // sizing: not exactly two of n, p, m, k
    Unserializable, // e.g. scripted hashing cannot be stored in a file
    Truncated,
    BadMagic,
    UnknownVersion,
    UnknownKind,
    WrongKind, // a valid file of another filter kind
    UnknownHashScheme,
    ChecksumMismatch,
    InconsistentSizes,
    InvalidText, // text encoding that does not parse
    Cancelled,
    // Appended, so earlier codes keep their values.
    Full, // cuckoo add: the victim slot is taken, so the filter takes no more keys until a remove
    DuplicateLimit, // cuckoo add: the key's two buckets already hold 2b copies of its fingerprint
};

struct Error {
    Errc code;
    std::uint64_t needed = 0; // bytes (OutOfMemory) or bits (TooLarge); 0 when not meaningful
    std::uint64_t available = 0; // bytes (OutOfMemory) or the limit (TooLarge)

    friend bool operator==(const Error &, const Error &) = default;
};

// Thrown only by the convenience constructors and plain-number functions when their documented
// preconditions are broken. Code that handles user input calls the Result-returning forms instead.
class InvalidArgument : public std::invalid_argument {
public:
    explicit InvalidArgument(Error error);
    [[nodiscard]] const Error &error() const noexcept { return m_error; }

private:
    Error m_error;
};

// A small std::expected: either a value or an Error.
template <typename T> class [[nodiscard]] Result {
public:
    Result(T value) : m_data(std::in_place_index<0>, std::move(value)) { } // NOLINT: implicit by design
    Result(Error error) : m_data(std::in_place_index<1>, error) { } // NOLINT
    Result(Errc code) : m_data(std::in_place_index<1>, Error {code}) { } // NOLINT

    [[nodiscard]] bool has_value() const noexcept { return m_data.index() == 0; }
    explicit operator bool() const noexcept { return has_value(); }

    T &value() &
    {
        ensureValue();
        return std::get<0>(m_data);
    }
    const T &value() const &
    {
        ensureValue();
        return std::get<0>(m_data);
    }
    T &&value() &&
    {
        ensureValue();
        return std::get<0>(std::move(m_data));
    }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T &&operator*() && { return std::move(*this).value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }

    [[nodiscard]] const Error &error() const { return std::get<1>(m_data); }

private:
    void ensureValue() const
    {
        if (!has_value())
            throw InvalidArgument(error());
    }
    std::variant<T, Error> m_data;
};

// Success or an Error, for operations with nothing to return. A success holds no error at all, so
// no error code ever stands for "nothing went wrong".
class [[nodiscard]] Status {
public:
    Status() = default; // success
    Status(Error error) : m_error(error) { } // NOLINT: implicit by design
    Status(Errc code) : m_error(Error {code}) { } // NOLINT

    [[nodiscard]] bool has_value() const noexcept { return !m_error.has_value(); }
    explicit operator bool() const noexcept { return has_value(); }
    // Only for a failure: on success there is no error to give, and asking throws
    // std::bad_optional_access, as Result::error() on a value throws std::bad_variant_access.
    [[nodiscard]] const Error &error() const { return m_error.value(); }

private:
    std::optional<Error> m_error; // empty on success
};

// The stable identifier of an error code, for logs and tests; never shown to people as prose.
const char *errcName(Errc code) noexcept;

} // namespace bloom
