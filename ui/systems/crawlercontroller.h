#pragma once
// The web crawler's seen-URL set as a demo: one synthetic web crawled twice on the worker, with a
// hash set and with a Bloom filter, and what the stages read — the memory each took, the pages
// the filter's false positives kept the crawler from (the first of them listed), and the
// article's billion URLs at the same false-positive rate. No widgets.
#include "systems/systemcontroller.h"
#include "systems/systemrun.h"
#include "systemsengine/crawler.h"

#include <memory>
#include <optional>

class CrawlerController : public SystemController {
    Q_OBJECT

public:
    struct Settings {
        qint64 pages = 1'000'000;
        double targetRate = 0.01;
        quint64 seed = 0; // 0: a new web each run, its seed reported with the results
        friend bool operator==(const Settings &, const Settings &) = default;
    };
    enum Node { FrontierNode, SeenNode, FetchNode, NodeCount };
    enum Edge { FrontierToSeen, SeenToFetch, SeenBackToFrontier, EdgeCount };

    explicit CrawlerController(QObject *parent = nullptr);
    ~CrawlerController() override;

    [[nodiscard]] const Settings &settings() const { return m_settings; }
    void setSettings(const Settings &settings);

    void crawl();

    // The last run, or nothing before the first one finished.
    [[nodiscard]] const std::optional<systems::CrawlerResult> &result() const { return m_result; }
    // Counts finished crawls, so a stage rebuilds its list only for a new one.
    [[nodiscard]] int crawlsFinished() const { return m_crawls; }

private:
    template <typename Work, typename After> void start(const QString &doing, Work work, After after)
    {
        startRun(doing, std::move(work), std::move(after), [this](const auto &error) { failed(error); });
    }
    void failed(const systems::SimError<systems::CrawlerSettings::Setting> &error);
    void describe();
    void showResult(quint64 seed);

    Settings m_settings;
    std::optional<systems::CrawlerResult> m_result;
    int m_crawls = 0;
};
