#pragma once
// The storage-engine system as a demo: RocksDB with one Bloom filter per SST file, against the
// same keys without filters. Builds the databases, looks up one key file by file, runs batches,
// range scans, a compaction and a bits-per-key sweep, each on the worker; the tab's stages read
// the store's files, the last lookup's trace, the sweep's points and the results sheet.
#include "systems/systemcontroller.h"
#include "systemsengine/lsmstore.h"

#include <memory>
#include <optional>
#include <vector>

class StorageController : public SystemController {
    Q_OBJECT

public:
    struct Settings {
        int files = 8;
        int keysPerFile = 10'000;
        double bitsPerKey = 10;
        int prefixLength = 4;
        int lookups = 100'000;
        double missingShare = 0.5;
        int scanKeys = 50;
        friend bool operator==(const Settings &, const Settings &) = default;
    };
    enum Node { ReaderNode, FiltersNode, BlocksNode, NodeCount };
    enum Edge { ReaderToFilters, FiltersToBlocks, FiltersBackToReader, EdgeCount };

    explicit StorageController(QObject *parent = nullptr);
    ~StorageController() override;

    [[nodiscard]] const Settings &settings() const { return m_settings; }
    void setSettings(const Settings &settings);
    [[nodiscard]] bool isBuilt() const { return m_store != nullptr; }

    void build();
    void lookup(const QString &key);
    void runBatch();
    void scan(const QString &startKey);
    // With a new bits per key, the filters are rebuilt at it; without, only merged.
    void compact(std::optional<double> newBitsPerKey);
    void sweep(int fromBits, int toBits);

    // Example keys of the built store, for the key box.
    [[nodiscard]] QString presentKey() const;
    [[nodiscard]] QString missingKey() const;
    [[nodiscard]] const std::vector<systems::SstFileInfo> &files() const { return m_files; }
    [[nodiscard]] const std::optional<systems::LookupTrace> &trace() const { return m_trace; }
    [[nodiscard]] const std::vector<systems::SweepPoint> &sweepPoints() const { return m_sweep; }

private:
    template <typename Work, typename After> void start(const QString &doing, Work work, After after)
    {
        startRun(doing, std::move(work), std::move(after), [this](const auto &error) { failed(error); });
    }
    void failed(const systems::LsmFailure &failure);
    void refreshFiles();
    [[nodiscard]] systems::LsmSettings lsmSettings() const;
    void showTrace(const systems::LookupTrace &trace);
    void showBatch(const systems::BatchResult &batch, const QString &heading);
    void showScan(const systems::ScanResult &scan);
    void showCompaction(const systems::CompactionResult &result);
    void showSweep();

    Settings m_settings;
    std::unique_ptr<systems::LsmStore> m_store;
    std::vector<systems::SstFileInfo> m_files;
    std::optional<systems::LookupTrace> m_trace;
    std::vector<systems::SweepPoint> m_sweep;
    quint64 m_example = 0;
};
