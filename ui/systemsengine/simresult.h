#pragma once
// How a simulated system's run ends when it does not finish. The engine only says which case and,
// for memory, by how much; the page words it. A run refuses before it allocates, so a size that
// will not fit costs nothing.
#include <bloom/result.h>

#include <cstdint>
#include <optional>
#include <utility>
#include <variant>

namespace systems {

enum class SimErrc : std::uint8_t {
    InvalidSettings, // `setting` names the first setting outside its limits
    OutOfMemory, // `needed` and `available` in bytes, from bloom::checkMemory
    Cancelled,
};

// Setting is the simulation's own enum of its settings, so the page can point at the right field.
template <typename Setting> struct SimError {
    SimErrc code = SimErrc::InvalidSettings;
    Setting setting {};
    std::uint64_t needed = 0;
    std::uint64_t available = 0;

    friend bool operator==(const SimError &, const SimError &) = default;

    static SimError invalid(Setting which) { return SimError {SimErrc::InvalidSettings, which, 0, 0}; }
    static SimError cancelled() { return SimError {SimErrc::Cancelled, Setting {}, 0, 0}; }
    static SimError outOfMemory(const bloom::Error &error)
    {
        return SimError {SimErrc::OutOfMemory, Setting {}, error.needed, error.available};
    }
};

// A small std::expected (C++23 is not available on the compilers BloomLab supports).
template <typename T, typename Setting> class [[nodiscard]] SimResult {
public:
    using Error = SimError<Setting>;

    SimResult(T value) : m_data(std::in_place_index<0>, std::move(value)) { } // NOLINT: implicit by design
    SimResult(Error error) : m_data(std::in_place_index<1>, error) { } // NOLINT

    [[nodiscard]] bool has_value() const noexcept { return m_data.index() == 0; }
    explicit operator bool() const noexcept { return has_value(); }
    // On an error these throw std::bad_variant_access: check has_value() first.
    [[nodiscard]] T &value() & { return std::get<0>(m_data); }
    [[nodiscard]] const T &value() const & { return std::get<0>(m_data); }
    [[nodiscard]] T &&value() && { return std::get<0>(std::move(m_data)); }
    [[nodiscard]] const Error &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, Error> m_data;
};

} // namespace systems
