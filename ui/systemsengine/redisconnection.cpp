#include "redisconnection.h"

#include <hiredis/hiredis.h>

#include <QVarLengthArray>

#include <csignal>
#include <ctime>
#include <pthread.h>

namespace systems {
namespace {

// A server that stops answering must not hang a worker: every call gives up after this long.
constexpr timeval kTimeout {2, 0};

// A server that dies makes the next write raise SIGPIPE, which would end BloomLab. Blocked on
// this thread for the call, the signal stays pending and the write fails with EPIPE instead (a
// lost connection); the pending signal is then taken, so it never arrives later. The
// disposition stays the process's own: BloomLab does not change how others handle it.
class SigpipeGuard {
public:
    SigpipeGuard()
    {
        sigemptyset(&m_pipe);
        sigaddset(&m_pipe, SIGPIPE);
        sigpending(&m_pendingBefore);
        pthread_sigmask(SIG_BLOCK, &m_pipe, &m_old);
    }
    ~SigpipeGuard()
    {
        sigset_t pending;
        sigpending(&pending);
        if (sigismember(&pending, SIGPIPE) && !sigismember(&m_pendingBefore, SIGPIPE)) {
            const timespec now {0, 0};
            sigtimedwait(&m_pipe, nullptr, &now);
        }
        pthread_sigmask(SIG_SETMASK, &m_old, nullptr);
    }
    SigpipeGuard(const SigpipeGuard &) = delete;
    SigpipeGuard &operator=(const SigpipeGuard &) = delete;

private:
    sigset_t m_pipe {};
    sigset_t m_old {};
    sigset_t m_pendingBefore {};
};

struct ReplyFree {
    void operator()(redisReply *reply) const { freeReplyObject(reply); }
};
using ReplyPtr = std::unique_ptr<redisReply, ReplyFree>;

} // namespace

void RedisConnection::Free::operator()(redisContext *context) const
{
    redisFree(context);
}

RedisConnection::RedisConnection(redisContext *context) : m_context(context) { }

RedisConnection::~RedisConnection() = default;

std::unique_ptr<RedisConnection> RedisConnection::connect(
    const RedisEndpoint &endpoint, RedisOutcome *outcome)
{
    redisContext *raw = endpoint.socketPath.isEmpty()
        ? redisConnectWithTimeout(endpoint.host.toUtf8().constData(), endpoint.port, kTimeout)
        : redisConnectUnixWithTimeout(endpoint.socketPath.toUtf8().constData(), kTimeout);
    std::unique_ptr<RedisConnection> connection(new RedisConnection(raw));
    RedisOutcome result;
    if (!raw)
        result = {RedisError::Unreachable, QStringLiteral("out of memory")};
    else if (raw->err)
        result = {RedisError::Unreachable, QString::fromLocal8Bit(raw->errstr)};
    else {
        redisSetTimeout(raw, kTimeout);
        if (!endpoint.password.isEmpty())
            result = connection->command({QByteArrayLiteral("AUTH"), endpoint.password.toUtf8()});
        else
            result = connection->command({QByteArrayLiteral("PING")});
        // NOAUTH (no password given) and WRONGPASS both mean the password is the problem.
        if (result.error == RedisError::ReplyError)
            result.error = RedisError::AuthFailed;
        else if (result.error == RedisError::ConnectionLost)
            result.error = RedisError::Unreachable;
    }
    if (outcome)
        *outcome = result;
    if (!result.ok())
        return nullptr;
    return connection;
}

RedisOutcome RedisConnection::lost() const
{
    return {RedisError::ConnectionLost, QString::fromLocal8Bit(m_context->errstr)};
}

RedisOutcome RedisConnection::readReply(long long *integer)
{
    void *raw = nullptr;
    if (redisGetReply(m_context.get(), &raw) != REDIS_OK || !raw)
        return lost();
    const ReplyPtr reply(static_cast<redisReply *>(raw));
    if (reply->type == REDIS_REPLY_ERROR)
        return {RedisError::ReplyError, QString::fromUtf8(reply->str, static_cast<qsizetype>(reply->len))};
    if (integer && reply->type == REDIS_REPLY_INTEGER)
        *integer = reply->integer;
    return {};
}

RedisOutcome RedisConnection::command(const QList<QByteArray> &arguments, long long *integer)
{
    if (m_context->err)
        return lost();
    QVarLengthArray<const char *, 8> argv;
    QVarLengthArray<size_t, 8> lengths;
    for (const QByteArray &argument : arguments) {
        argv.append(argument.constData());
        lengths.append(static_cast<size_t>(argument.size()));
    }
    if (redisAppendCommandArgv(m_context.get(), static_cast<int>(argv.size()), argv.data(), lengths.data())
        != REDIS_OK)
        return lost();
    ++m_roundTrips;
    const SigpipeGuard guard; // reading the reply sends the command first
    return readReply(integer);
}

RedisOutcome RedisConnection::appendAll(
    const QByteArray &verb, const QByteArray &key, std::span<const std::uint64_t> offsets, bool withValue)
{
    if (m_context->err)
        return lost();
    for (const std::uint64_t offset : offsets) {
        if (offset >= kMaxRedisBits)
            return {RedisError::TooLarge, {}};
    }
    static const QByteArray one = QByteArrayLiteral("1");
    for (const std::uint64_t offset : offsets) {
        const QByteArray position = QByteArray::number(static_cast<qulonglong>(offset));
        const char *argv[] = {verb.constData(), key.constData(), position.constData(), one.constData()};
        const size_t lengths[] = {static_cast<size_t>(verb.size()), static_cast<size_t>(key.size()),
            static_cast<size_t>(position.size()), 1};
        if (redisAppendCommandArgv(m_context.get(), withValue ? 4 : 3, argv, lengths) != REDIS_OK)
            return lost();
    }
    ++m_roundTrips;
    return {};
}

RedisOutcome RedisConnection::setBits(const QByteArray &key, std::span<const std::uint64_t> offsets)
{
    const RedisOutcome sent = appendAll(QByteArrayLiteral("SETBIT"), key, offsets, true);
    if (!sent.ok())
        return sent;
    return readReplies(offsets.size(), nullptr);
}

RedisOutcome RedisConnection::readReplies(std::size_t count, std::vector<std::uint8_t> *bits)
{
    // Every reply is read even after an error reply, so the next pipeline starts in step.
    const SigpipeGuard guard; // reading the first reply sends the whole pipeline first
    RedisOutcome first;
    for (std::size_t i = 0; i < count; ++i) {
        long long value = 0;
        const RedisOutcome outcome = readReply(&value);
        if (outcome.error == RedisError::ConnectionLost)
            return outcome;
        if (first.ok() && !outcome.ok())
            first = outcome;
        if (bits)
            (*bits)[i] = value != 0 ? 1 : 0;
    }
    return first;
}

RedisOutcome RedisConnection::getBits(
    const QByteArray &key, std::span<const std::uint64_t> offsets, std::vector<std::uint8_t> &out)
{
    out.assign(offsets.size(), 0);
    const RedisOutcome sent = appendAll(QByteArrayLiteral("GETBIT"), key, offsets, false);
    if (!sent.ok())
        return sent;
    return readReplies(offsets.size(), &out);
}

} // namespace systems
