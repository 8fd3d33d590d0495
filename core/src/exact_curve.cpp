#include <bloom/exact_curve.h>
#include <bloom/math.h>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace bloom {

namespace {

// P[x] = probability that exactly x bits are set after t probes; each probe lands on a set bit
// with chance x/m. Mass below 1e-18 is dropped at both ends, so the window stays within a few
// standard deviations (about √m) of the mean.
class Occupancy {
public:
    explicit Occupancy(std::uint64_t m)
        : m_m(static_cast<double>(m)), m_p(static_cast<std::size_t>(m) + 2, 0.0)
    {
        m_p[0] = 1.0;
    }

    void advanceTo(std::uint64_t t)
    {
        constexpr double kNegligible = 1e-18;
        const std::size_t top = m_p.size() - 2;
        for (; m_t < t; ++m_t) {
            const std::size_t newHi = std::min(m_hi + 1, top);
            for (std::size_t x = newHi; x > m_lo; --x) {
                const double xd = static_cast<double>(x);
                m_p[x] = m_p[x] * (xd / m_m) + m_p[x - 1] * ((m_m - xd + 1.0) / m_m);
            }
            m_p[m_lo] *= static_cast<double>(m_lo) / m_m;
            m_hi = newHi;
            while (m_lo < m_hi && m_p[m_lo] < kNegligible)
                ++m_lo;
            while (m_hi > m_lo && m_p[m_hi] < kNegligible)
                m_p[m_hi--] = 0.0;
        }
    }

    // E[(X/m)^k]: the chance that k fresh probes all land on set bits.
    [[nodiscard]] double rate(std::uint32_t k) const
    {
        double sum = 0.0;
        for (std::size_t x = m_lo; x <= m_hi; ++x)
            sum += m_p[x] * std::pow(static_cast<double>(x) / m_m, static_cast<double>(k));
        return sum;
    }

private:
    double m_m;
    std::vector<double> m_p;
    std::size_t m_lo = 0;
    std::size_t m_hi = 0;
    std::uint64_t m_t = 0;
};

} // namespace

Result<std::vector<double>> exactFalsePositiveRates(std::uint64_t m, std::span<const FprQuery> queries)
{
    if (m == 0)
        return Errc::ZeroBits;
    if (m > kExactFprMaxBits)
        return Error {Errc::TooLarge, m, kExactFprMaxBits};
    for (const FprQuery &q : queries) {
        if (q.k == 0)
            return Errc::ZeroHashes;
        const std::uint64_t probes = q.n * q.k;
        if (q.n != 0 && (probes / q.n != q.k || probes > kExactFprMaxProbes))
            return Error {Errc::TooLarge, probes, kExactFprMaxProbes};
    }
    std::vector<std::size_t> order(queries.size());
    std::iota(order.begin(), order.end(), std::size_t {0});
    std::sort(order.begin(), order.end(), [&queries](std::size_t a, std::size_t b) {
        return queries[a].n * queries[a].k < queries[b].n * queries[b].k;
    });
    std::vector<double> rates(queries.size(), 0.0);
    Occupancy occupancy(m);
    for (std::size_t i : order) {
        occupancy.advanceTo(queries[i].n * queries[i].k);
        rates[i] = occupancy.rate(queries[i].k);
    }
    return rates;
}

} // namespace bloom
