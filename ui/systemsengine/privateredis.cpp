#include "privateredis.h"

#include <QFile>
#include <QRandomGenerator>
#include <QStandardPaths>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace systems {
namespace {

QString randomPassword()
{
    QByteArray bytes(24, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
    return QString::fromLatin1(bytes.toHex());
}

} // namespace

std::unique_ptr<PrivateRedisServer> PrivateRedisServer::launch(RedisOutcome *outcome)
{
    const auto fail = [outcome](RedisError error, QString detail) {
        if (outcome)
            *outcome = {error, std::move(detail)};
        return nullptr;
    };
    const QString program = QStandardPaths::findExecutable(QStringLiteral("redis-server"));
    if (program.isEmpty())
        return fail(RedisError::NotInstalled, {});
    std::unique_ptr<PrivateRedisServer> server(new PrivateRedisServer);
    if (!server->m_folder.isValid())
        return fail(RedisError::CannotStart, server->m_folder.errorString());
    server->m_password = randomPassword();
    // The password goes in a file only this user can read, not on a command line anyone can see.
    const QString folder = server->m_folder.path();
    QFile config(folder + QStringLiteral("/redis.conf"));
    if (!config.open(QIODevice::WriteOnly, QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return fail(RedisError::CannotStart, config.errorString());
    const QString text = QStringLiteral("port 0\nunixsocket %1/redis.sock\nunixsocketperm 700\n"
                                        "requirepass %2\nsave \"\"\nappendonly no\ndir %1\n"
                                        "logfile %1/redis.log\ndaemonize no\n")
                             .arg(folder, server->m_password);
    config.write(text.toUtf8());
    config.close();

    const QByteArray programBytes = program.toLocal8Bit();
    const QByteArray configBytes = config.fileName().toLocal8Bit();
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid < 0)
        return fail(RedisError::CannotStart, QString::fromLocal8Bit(strerror(errno)));
    if (pid == 0) {
        // Only async-signal-safe calls between fork and exec.
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (getppid() != parent)
            _exit(1);
        char *const argv[] = {const_cast<char *>(programBytes.constData()),
            const_cast<char *>(configBytes.constData()), nullptr};
        execv(programBytes.constData(), argv);
        _exit(127);
    }
    server->m_pid = pid;
    if (outcome)
        *outcome = {};
    return server;
}

PrivateRedisServer::~PrivateRedisServer()
{
    stop();
}

void PrivateRedisServer::stop()
{
    if (m_pid <= 0)
        return;
    const auto pid = static_cast<pid_t>(m_pid);
    ::kill(pid, SIGTERM);
    // Redis exits on SIGTERM at once when it has nothing to save; a stuck one is killed.
    for (int i = 0; i < 100; ++i) {
        if (waitpid(pid, nullptr, WNOHANG) == pid) {
            m_pid = 0;
            return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    ::kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    m_pid = 0;
}

void PrivateRedisServer::kill()
{
    if (m_pid <= 0)
        return;
    ::kill(static_cast<pid_t>(m_pid), SIGKILL);
    waitpid(static_cast<pid_t>(m_pid), nullptr, 0);
    m_pid = 0;
}

bool PrivateRedisServer::isRunning()
{
    if (m_pid <= 0)
        return false;
    const auto pid = static_cast<pid_t>(m_pid.load());
    const pid_t reaped = waitpid(pid, nullptr, WNOHANG);
    // ECHILD: another thread reaped it a moment ago.
    if (reaped == pid || (reaped < 0 && errno == ECHILD))
        m_pid = 0;
    return m_pid > 0;
}

RedisEndpoint PrivateRedisServer::endpoint() const
{
    RedisEndpoint endpoint;
    endpoint.socketPath = m_folder.path() + QStringLiteral("/redis.sock");
    endpoint.password = m_password;
    return endpoint;
}

RedisOutcome PrivateRedisServer::waitUntilReady(std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    RedisOutcome outcome;
    while (std::chrono::steady_clock::now() < deadline) {
        if (!isRunning())
            return {RedisError::CannotStart, logTail()};
        if (QFile::exists(endpoint().socketPath) && RedisConnection::connect(endpoint(), &outcome))
            return {};
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return {RedisError::CannotStart, logTail()};
}

QString PrivateRedisServer::logTail() const
{
    QFile log(m_folder.path() + QStringLiteral("/redis.log"));
    if (!log.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> lines = log.readAll().trimmed().split('\n');
    return QString::fromLocal8Bit(lines.mid(qMax(0, int(lines.size()) - 3)).join('\n'));
}

} // namespace systems
