#include "signupfilter.h"

#include <array>

namespace systems {

SignupFilter::SignupFilter(std::uint64_t bits, std::uint32_t hashes, std::uint64_t seed)
    : m_bits(bits), m_hashes(hashes), m_scheme(bloom::makeHashScheme(bloom::HashKind::Enhanced, seed))
{ }

std::unique_ptr<SignupFilter> SignupFilter::inProcess(
    std::uint64_t bits, std::uint32_t hashes, std::uint64_t seed, std::optional<bloom::Error> *error)
{
    std::unique_ptr<SignupFilter> filter(new SignupFilter(bits, hashes, seed));
    auto created = bloom::BloomFilter::create(bits, hashes, filter->m_scheme);
    if (!created) {
        *error = created.error();
        return nullptr;
    }
    filter->m_local.emplace(std::move(created).value());
    return filter;
}

std::unique_ptr<SignupFilter> SignupFilter::inRedis(std::uint64_t bits, std::uint32_t hashes,
    std::uint64_t seed, std::unique_ptr<RedisConnection> connection, RedisOutcome *outcome)
{
    if (bits >= kMaxRedisBits) {
        *outcome = {RedisError::TooLarge, {}};
        return nullptr;
    }
    *outcome = connection->command({QByteArrayLiteral("DEL"), redisKey()});
    if (!outcome->ok())
        return nullptr;
    std::unique_ptr<SignupFilter> filter(new SignupFilter(bits, hashes, seed));
    filter->m_redis = std::move(connection);
    return filter;
}

void SignupFilter::positionsOf(const QByteArray &name, std::span<std::uint64_t> out) const
{
    m_scheme->positions(
        std::string_view(name.constData(), static_cast<std::size_t>(name.size())), m_bits, out);
}

RedisOutcome SignupFilter::add(std::span<const QByteArray> names)
{
    if (m_local) {
        for (const QByteArray &name : names)
            m_local->add(std::string_view(name.constData(), static_cast<std::size_t>(name.size())));
        m_items += names.size();
        return {};
    }
    m_offsets.resize(names.size() * m_hashes);
    for (std::size_t i = 0; i < names.size(); ++i)
        positionsOf(names[i], std::span(m_offsets).subspan(i * m_hashes, m_hashes));
    const RedisOutcome outcome = m_redis->setBits(redisKey(), m_offsets);
    if (outcome.ok())
        m_items += names.size();
    return outcome;
}

RedisOutcome SignupFilter::mightContain(const QByteArray &name, bool *maybe)
{
    if (m_local) {
        *maybe = m_local->mightContain(
            std::string_view(name.constData(), static_cast<std::size_t>(name.size())));
        return {};
    }
    std::array<std::uint64_t, bloom::kMaxHashes> offsets {};
    const std::span<std::uint64_t> mine(offsets.data(), m_hashes);
    positionsOf(name, mine);
    const RedisOutcome outcome = m_redis->getBits(redisKey(), mine, m_bitsRead);
    *maybe = outcome.ok();
    for (const std::uint8_t bit : m_bitsRead)
        *maybe = *maybe && bit != 0;
    return outcome;
}

RedisOutcome SignupFilter::memoryBytes(std::uint64_t *bytes)
{
    if (m_local) {
        *bytes = m_local->memoryBytes();
        return {};
    }
    long long length = 0;
    const RedisOutcome outcome = m_redis->command({QByteArrayLiteral("STRLEN"), redisKey()}, &length);
    *bytes = static_cast<std::uint64_t>(length);
    return outcome;
}

} // namespace systems
