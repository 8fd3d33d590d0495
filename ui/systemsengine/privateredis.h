#pragma once
// A redis-server of BloomLab's own: a Unix socket in a private temporary folder (no TCP port, so
// nothing off this machine, or another user on it, can reach it), a random password, no saving to
// disk. It is stopped when this object goes, and, should BloomLab itself die, by the kernel
// (the child asks for SIGTERM when its parent thread exits), so none is left behind.
//
// launch() only starts the process, which is quick and belongs on a long-lived thread (the
// kernel's parent-death signal follows the thread that started it); waitUntilReady() polls the
// socket and may run on a worker.
#include "systemsengine/redisconnection.h"

#include <QString>
#include <QTemporaryDir>

#include <atomic>
#include <chrono>
#include <memory>

namespace systems {

class PrivateRedisServer {
public:
    static std::unique_ptr<PrivateRedisServer> launch(RedisOutcome *outcome);
    ~PrivateRedisServer();
    PrivateRedisServer(const PrivateRedisServer &) = delete;
    PrivateRedisServer &operator=(const PrivateRedisServer &) = delete;

    RedisOutcome waitUntilReady(std::chrono::milliseconds timeout = std::chrono::seconds(5));
    [[nodiscard]] RedisEndpoint endpoint() const;
    [[nodiscard]] bool isRunning();
    // Ends the server at once (SIGKILL), as a crash would: for tests of a server dying mid-run.
    void kill();
    // The last lines of its log, for a "did not start" message.
    [[nodiscard]] QString logTail() const;

private:
    PrivateRedisServer() = default;
    void stop();

    QTemporaryDir m_folder;
    QString m_password;
    std::atomic<long> m_pid {0}; // the page's thread and a worker both ask isRunning()
};

} // namespace systems
