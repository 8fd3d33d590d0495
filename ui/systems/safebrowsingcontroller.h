#pragma once
// Safe Browsing as a demo: the server's list of malicious URLs shipped to a browser two ways —
// a Bloom filter, as Chrome did until 2011, and v4's Rice-coded prefix set — and the same
// browsing checked through both on the worker. After a run, one typed URL at a time goes through
// the system that run built, its path lit on the diagram. No widgets.
#include "systems/systemcontroller.h"
#include "systems/systemrun.h"
#include "systemsengine/safebrowsing.h"

#include <memory>
#include <optional>

class SafeBrowsingController : public SystemController {
    Q_OBJECT

public:
    // Which local list the diagram's counts and a single check's lit path follow.
    enum class Client { BloomFilter, PrefixSet };
    struct Settings {
        qint64 listSize = 100'000;
        qint64 checks = 100'000;
        double listedShare = 0.01;
        double targetRate = 0.01;
        Client client = Client::BloomFilter;
        friend bool operator==(const Settings &, const Settings &) = default;
    };
    enum Node { BrowserNode, ListNode, ServerNode, NodeCount };
    enum Edge { BrowserToList, ListToServer, ListBackToBrowser, EdgeCount };

    explicit SafeBrowsingController(QObject *parent = nullptr);
    ~SafeBrowsingController() override;

    [[nodiscard]] const Settings &settings() const { return m_settings; }
    void setSettings(const Settings &settings);
    [[nodiscard]] bool hasSystem() const { return m_result && m_result->system; }

    void runBrowsing();
    void check(const QString &url);

    // Examples for the URL box, from the built system's list and from the benign web.
    [[nodiscard]] QString listedExample();
    [[nodiscard]] QString unlistedExample();
    [[nodiscard]] const std::optional<systems::SafeBrowsingResult> &result() const { return m_result; }

private:
    struct UrlCheck {
        systems::CheckPath filter = systems::CheckPath::DefinitelyNotListed;
        systems::CheckPath prefixSet = systems::CheckPath::DefinitelyNotListed;
    };
    template <typename Work, typename After> void start(const QString &doing, Work work, After after)
    {
        startRun(doing, std::move(work), std::move(after), [this](const auto &error) { failed(error); });
    }
    void failed(const systems::SimError<systems::SafeBrowsingSettings::Setting> &error);
    void describe();
    void showResult();

    Settings m_settings;
    std::optional<systems::SafeBrowsingResult> m_result;
    quint64 m_example = 0;
};
