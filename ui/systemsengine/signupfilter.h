#pragma once
// The filter in front of the users table, wherever it lives: in this process (core's
// BloomFilter) or in Redis as the Thai article designs it, the bits a Redis string set and read
// with SETBIT/GETBIT. Both place a name's bits with the same hash scheme and seed, so for the same
// names they answer the same; only where the bits are, and what reading them costs, differ.
#include "systemsengine/redisconnection.h"

#include <bloom/bloom_filter.h>
#include <bloom/hash.h>

#include <QByteArray>

#include <cstdint>
#include <memory>
#include <optional>
#include <span>

namespace systems {

enum class FilterHome { InProcess, Redis };

class SignupFilter {
public:
    // The Redis key that holds the bits; deleted and rewritten by a build.
    static QByteArray redisKey() { return QByteArrayLiteral("bloomlab:signup:filter"); }

    // Null with core's error when the bits do not fit in memory.
    static std::unique_ptr<SignupFilter> inProcess(
        std::uint64_t bits, std::uint32_t hashes, std::uint64_t seed, std::optional<bloom::Error> *error);
    // Clears the key and starts empty on that connection. TooLarge for 2³² bits or more.
    static std::unique_ptr<SignupFilter> inRedis(std::uint64_t bits, std::uint32_t hashes, std::uint64_t seed,
        std::unique_ptr<RedisConnection> connection, RedisOutcome *outcome);

    [[nodiscard]] FilterHome home() const { return m_redis ? FilterHome::Redis : FilterHome::InProcess; }
    [[nodiscard]] std::uint64_t bitCount() const { return m_bits; }
    [[nodiscard]] std::uint32_t hashCount() const { return m_hashes; }
    [[nodiscard]] std::uint64_t itemCount() const { return m_items; }
    // Round trips to Redis so far; 0 in process.
    [[nodiscard]] std::uint64_t roundTrips() const { return m_redis ? m_redis->roundTrips() : 0; }

    // Adds names in one Redis pipeline (one round trip for the lot).
    RedisOutcome add(std::span<const QByteArray> names);
    // One round trip to Redis per name, as a sign-up form would make.
    RedisOutcome mightContain(const QByteArray &name, bool *maybe);
    // What holding the bits costs: the filter's buffer, or the Redis string's length (STRLEN).
    RedisOutcome memoryBytes(std::uint64_t *bytes);

private:
    SignupFilter(std::uint64_t bits, std::uint32_t hashes, std::uint64_t seed);
    void positionsOf(const QByteArray &name, std::span<std::uint64_t> out) const;

    std::uint64_t m_bits = 0;
    std::uint32_t m_hashes = 0;
    std::uint64_t m_items = 0;
    bloom::HashSchemePtr m_scheme;
    std::optional<bloom::BloomFilter> m_local;
    std::unique_ptr<RedisConnection> m_redis;
    std::vector<std::uint64_t> m_offsets; // reused between calls
    std::vector<std::uint8_t> m_bitsRead;
};

} // namespace systems
