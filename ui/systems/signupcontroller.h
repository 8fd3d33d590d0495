#pragma once
// The sign-up system as a demo: its settings, the SQLite database, the filter (in this process,
// in a private redis-server BloomLab starts, or in a Redis the user names), one run at a time on
// a worker, and what the stages read — counts, the last check's path, a results sheet, a status.
// No widgets: the tab lays out stages bound to it, and tests drive it directly.
#include "systems/systemcontroller.h"
#include "systemsengine/signupsystem.h"

#include <QString>

#include <memory>
#include <optional>

namespace systems {
class PrivateRedisServer;
}

class SignupController : public SystemController {
    Q_OBJECT

public:
    enum class Home { InProcess, PrivateRedis, RedisAt };
    struct Settings {
        QString databasePath;
        qint64 usersToCreate = 1'000'000;
        double targetRate = 0.01;
        Home home = Home::InProcess;
        QString host = QStringLiteral("127.0.0.1");
        int port = 6379;
        QString password; // never saved in a session file
        qint64 workload = 100'000;
        double takenShare = 0.5;
        friend bool operator==(const Settings &, const Settings &) = default;
    };
    // The diagram's boxes and arrows, in the order the tab gives them.
    enum Node { FormNode, FilterNode, DatabaseNode, NodeCount };
    enum Edge { FormToFilter, FilterToDatabase, FilterBackToForm, EdgeCount };

    explicit SignupController(QObject *parent = nullptr);
    ~SignupController() override;

    static QString defaultDatabasePath();
    [[nodiscard]] const Settings &settings() const { return m_settings; }
    // A new database path reopens; other changes apply to the next action.
    void setSettings(const Settings &settings);

    void openDatabase();
    void createUsers();
    void buildFilter();
    void runWorkload();
    void checkName(const QString &name);
    void registerName(const QString &name);
    // After Redis failed: the filter moves into this process and is built again.
    void useInProcessFilter();

    [[nodiscard]] const systems::SignupCounts &counts() const { return m_counts; }
    [[nodiscard]] const std::optional<systems::FilterShape> &shape() const { return m_shape; }
    // True after Redis failed: the tab offers the in-process filter.
    [[nodiscard]] bool offersInProcess() const { return m_offerInProcess; }
    [[nodiscard]] QString filterDescription() const;
    [[nodiscard]] QString databaseDescription() const;

private:
    using Work = std::function<systems::SignupOutcome(systems::SignupSystem &, systems::RunControl &)>;
    // Runs `work` on the worker; `after` runs on the ui thread with its outcome when it succeeded.
    void start(const QString &doing, Work work, std::function<void()> after);
    void finish(const systems::SignupOutcome &outcome, const std::function<void()> &after);
    void refreshCounts(const systems::SignupCounts &counts);
    void fillResults(const systems::WorkloadResult &result);
    void describeNodes();

    Settings m_settings;
    std::unique_ptr<systems::SignupSystem> m_system;
    std::unique_ptr<systems::PrivateRedisServer> m_server;
    systems::SignupCounts m_counts;
    std::optional<systems::FilterShape> m_shape;
    bool m_offerInProcess = false;
};
