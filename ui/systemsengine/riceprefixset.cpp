#include "systemsengine/riceprefixset.h"

#include <limits>

namespace systems {

namespace {

class BitWriter {
public:
    explicit BitWriter(std::vector<std::uint8_t> &bytes) : m_bytes(bytes) { }

    void put(bool bit)
    {
        if (m_used == 0)
            m_bytes.push_back(0);
        if (bit)
            m_bytes.back() = static_cast<std::uint8_t>(m_bytes.back() | (1u << m_used));
        m_used = (m_used + 1) & 7;
    }

private:
    std::vector<std::uint8_t> &m_bytes;
    unsigned m_used = 0; // bits of the last byte already written
};

class BitReader {
public:
    explicit BitReader(std::span<const std::uint8_t> bytes) : m_bytes(bytes) { }

    std::optional<bool> get()
    {
        if (m_position >= m_bytes.size() * 8)
            return std::nullopt;
        const unsigned byte = m_bytes[m_position / 8];
        const bool bit = ((byte >> (m_position % 8)) & 1u) != 0;
        ++m_position;
        return bit;
    }

private:
    std::span<const std::uint8_t> m_bytes;
    std::uint64_t m_position = 0;
};

} // namespace

std::uint64_t riceEncodedBits(std::span<const std::uint32_t> sortedDistinct, std::uint32_t k)
{
    std::uint64_t bits = 0;
    for (std::size_t i = 1; i < sortedDistinct.size(); ++i)
        bits += ((sortedDistinct[i] - sortedDistinct[i - 1]) >> k) + 1 + k;
    return bits;
}

std::uint32_t bestRiceParameter(std::span<const std::uint32_t> sortedDistinct)
{
    std::uint32_t best = kMinRiceParameter;
    std::uint64_t bestBits = std::numeric_limits<std::uint64_t>::max();
    for (std::uint32_t k = kMinRiceParameter; k <= kMaxRiceParameter; ++k) {
        const std::uint64_t bits = riceEncodedBits(sortedDistinct, k);
        if (bits < bestBits) {
            bestBits = bits;
            best = k;
        }
    }
    return best;
}

RiceDeltaEncoding riceEncode(std::span<const std::uint32_t> sortedDistinct, std::uint32_t k)
{
    RiceDeltaEncoding encoding;
    encoding.riceParameter = k;
    if (sortedDistinct.empty())
        return encoding;
    encoding.firstValue = sortedDistinct.front();
    encoding.entryCount = static_cast<std::uint32_t>(sortedDistinct.size() - 1);
    encoding.encodedData.reserve(static_cast<std::size_t>((riceEncodedBits(sortedDistinct, k) + 7) / 8));
    BitWriter writer(encoding.encodedData);
    for (std::size_t i = 1; i < sortedDistinct.size(); ++i) {
        const std::uint32_t delta = sortedDistinct[i] - sortedDistinct[i - 1];
        for (std::uint32_t q = delta >> k; q > 0; --q)
            writer.put(true);
        writer.put(false);
        for (std::uint32_t bit = 0; bit < k; ++bit)
            writer.put(((delta >> bit) & 1u) != 0);
    }
    return encoding;
}

RiceDeltaEncoding riceEncode(std::span<const std::uint32_t> sortedDistinct)
{
    return riceEncode(sortedDistinct, bestRiceParameter(sortedDistinct));
}

std::optional<std::vector<std::uint32_t>> riceDecode(const RiceDeltaEncoding &encoding)
{
    const std::uint32_t k = encoding.riceParameter;
    if (k < kMinRiceParameter || k > kMaxRiceParameter)
        return std::nullopt;
    // Every difference takes at least k + 1 bits, so a count the data cannot hold is refused before
    // anything is allocated for it.
    if (std::uint64_t {encoding.entryCount} * (k + 1) > std::uint64_t {encoding.encodedData.size()} * 8)
        return std::nullopt;
    std::vector<std::uint32_t> values;
    values.reserve(encoding.entryCount + std::size_t {1});
    values.push_back(encoding.firstValue);
    BitReader reader(encoding.encodedData);
    std::uint64_t value = encoding.firstValue;
    for (std::uint32_t entry = 0; entry < encoding.entryCount; ++entry) {
        std::uint64_t quotient = 0;
        for (;;) {
            const auto bit = reader.get();
            if (!bit)
                return std::nullopt;
            if (!*bit)
                break;
            if (++quotient > (std::uint64_t {1} << (32 - k)))
                return std::nullopt; // the difference alone would pass 2³²
        }
        std::uint64_t remainder = 0;
        for (std::uint32_t i = 0; i < k; ++i) {
            const auto bit = reader.get();
            if (!bit)
                return std::nullopt;
            remainder |= std::uint64_t {*bit} << i;
        }
        value += (quotient << k) | remainder;
        if (value > std::numeric_limits<std::uint32_t>::max())
            return std::nullopt;
        values.push_back(static_cast<std::uint32_t>(value));
    }
    return values;
}

} // namespace systems
