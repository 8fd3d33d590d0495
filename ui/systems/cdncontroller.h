#pragma once
// A CDN's one-hit wonders as a demo: one Zipf trace of requests through an LRU cache three ways —
// admit everything, admit on the second request with an exact seen set, and with a Bloom filter —
// on the worker, and what the stages read: hits, disk writes, one-hit wonders written, and the
// objects the filter's false positives let in. No widgets.
#include "systems/systemcontroller.h"
#include "systems/systemrun.h"
#include "systemsengine/cdnadmission.h"

#include <memory>
#include <optional>

class CdnController : public SystemController {
    Q_OBJECT

public:
    struct Settings {
        qint64 requests = 1'000'000;
        qint64 catalogue = 1'000'000;
        double zipfExponent = 0.8;
        qint64 cacheCapacity = 10'000;
        double targetRate = 0.01;
        friend bool operator==(const Settings &, const Settings &) = default;
    };
    enum Node { RequestNode, CacheNode, FilterNode, DiskNode, NodeCount };
    // A hit shows as the cache's hit rate: a second arch back to the request would cross the first.
    enum Edge { RequestToCache, CacheToFilter, FilterToDisk, FilterBackToRequest, EdgeCount };

    explicit CdnController(QObject *parent = nullptr);
    ~CdnController() override;

    [[nodiscard]] const Settings &settings() const { return m_settings; }
    void setSettings(const Settings &settings);

    void runTrace();

    [[nodiscard]] const std::optional<systems::CdnResult> &result() const { return m_result; }
    // A policy's name as the results and the chart show it.
    [[nodiscard]] static QString policyName(systems::AdmissionPolicy policy);

private:
    template <typename Work, typename After> void start(const QString &doing, Work work, After after)
    {
        startRun(doing, std::move(work), std::move(after), [this](const auto &error) { failed(error); });
    }
    void failed(const systems::SimError<systems::CdnSettings::Setting> &error);
    void describe();
    void showResult();

    Settings m_settings;
    systems::CdnSettings m_lastRun; // what a refusal refers to
    std::optional<systems::CdnResult> m_result;
};
