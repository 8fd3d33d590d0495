#pragma once
// A blocking connection to a Redis server through hiredis, for one worker at a time. Every call
// is one round trip (a pipeline of commands counts once), and the count is kept so the page can
// show what talking to Redis costs. A lost connection is reported as such; the connection is
// then unusable, as hiredis's context is.
#include <QByteArray>
#include <QList>
#include <QString>

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

struct redisContext;

namespace systems {

enum class RedisError {
    None,
    NotInstalled, // no redis-server on this machine (a private server was asked for)
    CannotStart, // redis-server is there but did not come up (its log says why)
    Unreachable, // nothing answers at that socket, host or port
    AuthFailed, // the password was refused, or one is needed
    ConnectionLost, // it answered, then went away (stopped, killed, or the network dropped)
    TooLarge, // a filter of 2³² bits or more: Redis's bit offsets stop there
    ReplyError, // Redis answered with an error (detail holds it)
};

struct RedisOutcome {
    RedisError error = RedisError::None;
    QString detail;
    [[nodiscard]] bool ok() const { return error == RedisError::None; }
};

struct RedisEndpoint {
    QString socketPath; // used when set; otherwise host and port
    QString host = QStringLiteral("127.0.0.1");
    int port = 6379;
    QString password;
};

// Redis's bit offsets are below 2³² (a string of at most 512 MB).
inline constexpr std::uint64_t kMaxRedisBits = std::uint64_t {1} << 32;

class RedisConnection {
public:
    static std::unique_ptr<RedisConnection> connect(const RedisEndpoint &endpoint, RedisOutcome *outcome);
    ~RedisConnection();
    RedisConnection(const RedisConnection &) = delete;
    RedisConnection &operator=(const RedisConnection &) = delete;

    // One command, one round trip; the reply's integer (if it is one) into `integer`.
    RedisOutcome command(const QList<QByteArray> &arguments, long long *integer = nullptr);
    // SETBIT key offset 1 for every offset, pipelined: one round trip for them all.
    RedisOutcome setBits(const QByteArray &key, std::span<const std::uint64_t> offsets);
    // GETBIT for every offset, pipelined; out[i] is the bit at offsets[i].
    RedisOutcome getBits(
        const QByteArray &key, std::span<const std::uint64_t> offsets, std::vector<std::uint8_t> &out);

    [[nodiscard]] std::uint64_t roundTrips() const { return m_roundTrips; }

private:
    explicit RedisConnection(redisContext *context);
    RedisOutcome appendAll(const QByteArray &verb, const QByteArray &key,
        std::span<const std::uint64_t> offsets, bool withValue);
    RedisOutcome readReply(long long *integer);
    RedisOutcome readReplies(std::size_t count, std::vector<std::uint8_t> *bits);
    [[nodiscard]] RedisOutcome lost() const;

    struct Free {
        void operator()(redisContext *context) const;
    };
    std::unique_ptr<redisContext, Free> m_context;
    std::uint64_t m_roundTrips = 0;
};

} // namespace systems
