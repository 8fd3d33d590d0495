#pragma once
// What lsmstore.cpp, lsmlookups.cpp and lsmscan.cpp share: the key space, the databases' options
// and handles, and one measured pass of lookups. Private to the engine; the page includes
// lsmstore.h only.

#include "systemsengine/lsmstore.h"

#include <QTemporaryDir>

#include <rocksdb/db.h>
#include <rocksdb/perf_level.h>
#include <rocksdb/statistics.h>

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace systems::detail {

// Keys look like "4216:order:00012346": a 4-digit account, then an order number. They are
// made, not stored, so any index can be asked for again:
// - present key j (flush j / keysPerFile) has an even order number, 2·((j·7919 + seed) mod 5·10⁷),
//   distinct for every j below 5·10⁷, and a pseudo-random account, so every flush spans the
//   whole key range and the L0 files overlap; each flush's first key has account 0000 and its
//   last 9999, which pins every file's range to the same ends;
// - missing keys have odd order numbers and accounts strictly between 0000 and 9999, so they
//   lie inside every file's range: the filter, not the range check, is what can skip them;
// - no account contains the digit 7, so a prefix ending in 7 is absent at every prefix length.
class KeySpace {
public:
    explicit KeySpace(const LsmSettings &settings);

    [[nodiscard]] std::uint64_t count() const noexcept { return m_count; }
    [[nodiscard]] std::uint64_t keysPerFile() const noexcept { return m_keysPerFile; }
    [[nodiscard]] std::string present(std::uint64_t index) const;
    [[nodiscard]] std::string value(std::uint64_t index) const;
    [[nodiscard]] std::string missing(std::uint64_t index) const;
    [[nodiscard]] std::string absentPrefix() const;
    [[nodiscard]] std::string presentPrefix() const;

    struct Lookup {
        std::string key;
        bool present = false;
    };
    // A reproducible mix: each key is missing with probability missingShare.
    [[nodiscard]] std::vector<Lookup> lookups(int count, double missingShare, std::uint64_t salt) const;

private:
    std::uint64_t m_seed;
    std::uint64_t m_count;
    std::uint64_t m_keysPerFile;
    int m_prefixLength;
};

enum class DbKind : std::uint8_t { Filtered, Unfiltered, Prefix };

struct Database {
    std::string path;
    std::shared_ptr<rocksdb::Statistics> stats;
    std::unique_ptr<rocksdb::DB> db; // declared last: closes before its statistics go
};

[[nodiscard]] LsmFailure failureFrom(const rocksdb::Status &status, LsmError otherwise);
// create: a new database (error if one exists); otherwise reopen the one at path.
[[nodiscard]] LsmResult<Database> openDatabase(
    const std::string &path, DbKind kind, double bitsPerKey, int prefixLength, bool create);
// Each flush's keys go to every target, and flush f's also to copies[f] when copies is not empty;
// then every database written is flushed, so each holds one more L0 file.
[[nodiscard]] std::optional<LsmFailure> fillDatabases(const KeySpace &keys, int files,
    std::span<Database *const> targets, std::span<Database> copies, RunControl &control, double progressFrom,
    double progressTo);
[[nodiscard]] LsmResult<std::vector<SstFileInfo>> liveFiles(rocksdb::DB &db);
// Refuses when the folder's free space is below an upper estimate of what the run writes.
[[nodiscard]] std::optional<LsmFailure> checkDiskSpace(const QString &folder, std::uint64_t bytes);
[[nodiscard]] LsmResult<std::unique_ptr<QTemporaryDir>> makeFolder(const QString &parentFolder);
[[nodiscard]] std::string subPath(const QTemporaryDir &dir, const char *name);

// Sets the calling thread's PerfContext level and puts the previous one back.
class PerfScope {
public:
    explicit PerfScope(rocksdb::PerfLevel level);
    ~PerfScope();
    PerfScope(const PerfScope &) = delete;
    PerfScope &operator=(const PerfScope &) = delete;

private:
    rocksdb::PerfLevel m_previous;
};

struct TickerSnapshot {
    std::array<std::uint64_t, 5> counts {};
    [[nodiscard]] static TickerSnapshot of(const rocksdb::Statistics *stats);
    [[nodiscard]] std::uint64_t useful() const { return counts[0]; }
    [[nodiscard]] std::uint64_t fullPositive() const { return counts[1]; }
    [[nodiscard]] std::uint64_t fullTruePositive() const { return counts[2]; }
    [[nodiscard]] std::uint64_t prefixChecked() const { return counts[3]; }
    [[nodiscard]] std::uint64_t prefixUseful() const { return counts[4]; }
    [[nodiscard]] TickerSnapshot since(const TickerSnapshot &earlier) const;
};

using Answers = std::vector<std::optional<std::string>>;

// One timed pass of Gets. perfCounts off measures speed alone (no block reads counted).
// answers, when given, receives each lookup's value (nullopt for not found).
[[nodiscard]] LsmResult<LookupCounts> measurePass(Database &db, const std::vector<KeySpace::Lookup> &keys,
    bool perfCounts, RunControl &control, double progressFrom, double progressTo, Answers *answers);

struct FormulaFigures {
    double fpr = 0.0;
    double effectiveBitsPerKey = 0.0;
    std::uint64_t filterBytes = 0;
};
[[nodiscard]] FormulaFigures formulaFor(const std::vector<SstFileInfo> &files, double bitsPerKey);

// Both passes on the same keys, then the figures that compare them.
[[nodiscard]] LsmResult<BatchResult> measureBatch(Database &filtered, Database &unfiltered,
    const std::vector<KeySpace::Lookup> &keys, double bitsPerKey, RunControl &control, double progressFrom,
    double progressTo);

struct LsmState {
    LsmSettings settings;
    KeySpace keys;
    std::unique_ptr<QTemporaryDir> dir; // first member: removed after every database closed
    Database filtered;
    Database unfiltered;
    Database prefix;
    std::vector<Database> copies; // copies[i] holds flush i's keys alone; empty once compacted
    int batchesRun = 0; // salts each batch's keys so repeated runs sample afresh

    LsmState(const LsmSettings &s, std::unique_ptr<QTemporaryDir> folder)
        : settings(s), keys(s), dir(std::move(folder))
    { }
};

// A reopen that failed during compact() leaves a database closed; every later call is refused.
[[nodiscard]] std::optional<LsmFailure> ensureOpen(const LsmState &state);

} // namespace systems::detail
