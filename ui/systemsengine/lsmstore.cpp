// Building the databases: keys, options, flushes, and the store's own accessors.
#include "systemsengine/lsmstore.h"
#include "systemsengine/lsmdetail.h"

#include <QDir>

#include <rocksdb/filter_policy.h>
#include <rocksdb/options.h>
#include <rocksdb/slice_transform.h>
#include <rocksdb/table.h>
#include <rocksdb/table_properties.h>
#include <rocksdb/write_batch.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <map>

namespace systems {

namespace {

// An upper estimate of one key's bytes on disk in one database (key, value, block and index
// overhead, before compression), for the free-space check.
constexpr std::uint64_t kBytesPerKeyOnDisk = 96;

} // namespace

namespace detail {

LsmFailure failureFrom(const rocksdb::Status &status, LsmError otherwise)
{
    return {status.IsNoSpace() ? LsmError::OutOfDisk : otherwise, status.ToString(), 0, 0};
}

LsmResult<Database> openDatabase(
    const std::string &path, DbKind kind, double bitsPerKey, int prefixLength, bool create)
{
    rocksdb::BlockBasedTableOptions table;
    // No block cache: every data block a lookup needs is read, and counted, every time.
    table.no_block_cache = true;
    // Sizes a filter from its keys alone, so a copy's filter is the same size as its file's.
    table.optimize_filters_for_memory = false;
    if (kind != DbKind::Unfiltered)
        table.filter_policy.reset(rocksdb::NewBloomFilterPolicy(bitsPerKey));
    // The prefix database's filter holds prefixes only, so it says nothing about whole keys.
    table.whole_key_filtering = kind != DbKind::Prefix;

    rocksdb::Options options;
    options.create_if_missing = create;
    options.error_if_exists = create;
    options.table_factory.reset(rocksdb::NewBlockBasedTableFactory(table));
    if (kind == DbKind::Prefix)
        options.prefix_extractor.reset(
            rocksdb::NewFixedPrefixTransform(static_cast<std::size_t>(prefixLength)));
    // The files stay as flushed until the page compacts them itself.
    options.disable_auto_compactions = true;
    // Room for the largest flush (200,000 keys) in one memtable: one flush, one file.
    options.write_buffer_size = 128u << 20;
    // One output file from a full compaction at the largest settings.
    options.target_file_size_base = 1ull << 32;
    options.level0_slowdown_writes_trigger = 64;
    options.level0_stop_writes_trigger = 64;
    options.stats_dump_period_sec = 0;
    options.stats_persist_period_sec = 0;
    options.keep_log_file_num = 1;

    Database database;
    database.path = path;
    database.stats = rocksdb::CreateDBStatistics(); // before Open, or the tickers stay at 0
    options.statistics = database.stats;
    rocksdb::DB *raw = nullptr;
    const auto status = rocksdb::DB::Open(options, path, &raw);
    database.db.reset(raw);
    if (!status.ok())
        return failureFrom(status, LsmError::OpenFailed);
    return database;
}

std::optional<LsmFailure> fillDatabases(const KeySpace &keys, int files, std::span<Database *const> targets,
    std::span<Database> copies, RunControl &control, double progressFrom, double progressTo)
{
    constexpr std::uint64_t kChunk = 1000; // keys per WriteBatch, and per check for Cancel
    rocksdb::WriteOptions write;
    write.disableWAL = true; // every batch is flushed to an SST before anyone reads it
    rocksdb::FlushOptions flush;
    flush.allow_write_stall = true;
    const auto perFile = keys.keysPerFile();
    const auto total = perFile * static_cast<std::uint64_t>(files);
    std::uint64_t done = 0;
    for (int file = 0; file < files; ++file) {
        Database *copy = copies.empty() ? nullptr : &copies[static_cast<std::size_t>(file)];
        for (std::uint64_t start = 0; start < perFile; start += kChunk) {
            if (control.isCancelled())
                return LsmFailure {LsmError::Cancelled, {}, 0, 0};
            rocksdb::WriteBatch batch;
            const auto end = std::min(perFile, start + kChunk);
            for (auto i = start; i < end; ++i) {
                const auto index = static_cast<std::uint64_t>(file) * perFile + i;
                const auto status = batch.Put(keys.present(index), keys.value(index));
                if (!status.ok())
                    return failureFrom(status, LsmError::WriteFailed);
            }
            for (Database *target : targets) {
                if (const auto status = target->db->Write(write, &batch); !status.ok())
                    return failureFrom(status, LsmError::WriteFailed);
            }
            if (copy) {
                if (const auto status = copy->db->Write(write, &batch); !status.ok())
                    return failureFrom(status, LsmError::WriteFailed);
            }
            done += end - start;
            control.report(progressFrom
                + (progressTo - progressFrom) * static_cast<double>(done) / static_cast<double>(total));
        }
        for (Database *target : targets) {
            if (const auto status = target->db->Flush(flush); !status.ok())
                return failureFrom(status, LsmError::WriteFailed);
        }
        if (copy) {
            if (const auto status = copy->db->Flush(flush); !status.ok())
                return failureFrom(status, LsmError::WriteFailed);
        }
    }
    return std::nullopt;
}

LsmResult<std::vector<SstFileInfo>> liveFiles(rocksdb::DB &db)
{
    std::vector<rocksdb::LiveFileMetaData> metadata;
    db.GetLiveFilesMetaData(&metadata);
    rocksdb::TablePropertiesCollection properties;
    if (const auto status = db.GetPropertiesOfAllTables(&properties); !status.ok())
        return failureFrom(status, LsmError::ReadFailed);
    // The collection is keyed by path; the metadata names files by number.
    std::map<std::uint64_t, const rocksdb::TableProperties *> byNumber;
    for (const auto &[path, table] : properties) {
        const auto stem = std::filesystem::path(path).stem().string();
        std::uint64_t number = 0;
        if (std::from_chars(stem.data(), stem.data() + stem.size(), number).ec == std::errc())
            byNumber[number] = table.get();
    }
    std::vector<SstFileInfo> files;
    for (const auto &meta : metadata) {
        SstFileInfo info;
        info.number = meta.file_number;
        info.name = meta.relative_filename;
        info.level = meta.level;
        info.smallestKey = meta.smallestkey;
        info.largestKey = meta.largestkey;
        info.smallestSeqno = meta.smallest_seqno;
        info.largestSeqno = meta.largest_seqno;
        info.entries = meta.num_entries;
        info.sizeBytes = meta.size;
        if (const auto found = byNumber.find(meta.file_number); found != byNumber.end()) {
            info.dataBlocks = found->second->num_data_blocks;
            info.filterBytes = found->second->filter_size;
            info.filterEntries = found->second->num_filter_entries;
            info.filterPolicyName = found->second->filter_policy_name;
        }
        files.push_back(std::move(info));
    }
    // RocksDB's own order for a Get: L0 newest first, then each level by key.
    std::sort(files.begin(), files.end(), [](const SstFileInfo &a, const SstFileInfo &b) {
        if (a.level != b.level)
            return a.level < b.level;
        if (a.level == 0)
            return a.largestSeqno > b.largestSeqno;
        return a.smallestKey < b.smallestKey;
    });
    return files;
}

std::optional<LsmFailure> checkDiskSpace(const QString &folder, std::uint64_t bytes)
{
    std::error_code error;
    const auto space = std::filesystem::space(folder.toStdString(), error);
    if (!error && space.available < bytes)
        return LsmFailure {LsmError::OutOfDisk, {}, bytes, space.available};
    return std::nullopt;
}

LsmResult<std::unique_ptr<QTemporaryDir>> makeFolder(const QString &parentFolder)
{
    const QString parent = parentFolder.isEmpty() ? QDir::tempPath() : parentFolder;
    auto dir = std::make_unique<QTemporaryDir>(parent + QStringLiteral("/bloomlab-lsm-XXXXXX"));
    if (!dir->isValid())
        return LsmFailure {LsmError::FolderUnwritable, dir->errorString().toStdString(), 0, 0};
    return dir;
}

std::string subPath(const QTemporaryDir &dir, const char *name)
{
    return dir.filePath(QString::fromLatin1(name)).toStdString();
}

std::optional<LsmFailure> ensureOpen(const LsmState &state)
{
    if (state.filtered.db && state.unfiltered.db && state.prefix.db)
        return std::nullopt;
    return LsmFailure {LsmError::OpenFailed, {}, 0, 0};
}

} // namespace detail

using detail::Database;
using detail::DbKind;

LsmResult<std::unique_ptr<LsmStore>> LsmStore::build(
    const LsmSettings &settings, RunControl &control, const QString &parentFolder)
{
    if (const auto invalid = settings.validate())
        return *invalid;
    auto folder = detail::makeFolder(parentFolder);
    if (!folder)
        return folder.error();
    auto state = std::make_unique<detail::LsmState>(settings, std::move(folder).value());
    // Three databases and the per-file copies.
    if (auto full = detail::checkDiskSpace(state->dir->path(), state->keys.count() * kBytesPerKeyOnDisk * 4))
        return *full;

    const auto open = [&](Database &into, const char *name, DbKind kind) -> std::optional<LsmFailure> {
        auto opened = detail::openDatabase(
            detail::subPath(*state->dir, name), kind, settings.bitsPerKey, settings.prefixLength, true);
        if (!opened)
            return opened.error();
        into = std::move(opened).value();
        return std::nullopt;
    };
    if (auto failed = open(state->filtered, "filtered", DbKind::Filtered))
        return *failed;
    if (auto failed = open(state->unfiltered, "unfiltered", DbKind::Unfiltered))
        return *failed;
    if (auto failed = open(state->prefix, "prefix", DbKind::Prefix))
        return *failed;
    state->copies.resize(static_cast<std::size_t>(settings.files));
    for (std::size_t i = 0; i < state->copies.size(); ++i) {
        const auto name = "copy-" + std::to_string(i);
        if (auto failed = open(state->copies[i], name.c_str(), DbKind::Filtered))
            return *failed;
    }
    control.report(0.02);

    const std::array<Database *, 3> targets {&state->filtered, &state->unfiltered, &state->prefix};
    if (auto failed
        = detail::fillDatabases(state->keys, settings.files, targets, state->copies, control, 0.02, 0.98))
        return *failed;

    // Copy i must hold what file i holds, or its answers would not be file i's.
    auto files = detail::liveFiles(*state->filtered.db);
    if (!files)
        return files.error();
    auto flushOrder = files.value();
    std::sort(flushOrder.begin(), flushOrder.end(),
        [](const SstFileInfo &a, const SstFileInfo &b) { return a.largestSeqno < b.largestSeqno; });
    bool copiesMatch = flushOrder.size() == state->copies.size();
    for (std::size_t i = 0; copiesMatch && i < flushOrder.size(); ++i) {
        auto copyFiles = detail::liveFiles(*state->copies[i].db);
        if (!copyFiles)
            return copyFiles.error();
        const auto &own = copyFiles.value();
        copiesMatch = own.size() == 1 && own[0].entries == flushOrder[i].entries
            && own[0].filterBytes == flushOrder[i].filterBytes
            && own[0].smallestKey == flushOrder[i].smallestKey
            && own[0].largestKey == flushOrder[i].largestKey;
    }
    if (!copiesMatch)
        state->copies.clear(); // lookup() then reports perFileAvailable = false

    // Opens every table reader now, so that no measured lookup also pays for opening a file.
    std::string ignored;
    for (Database *target : targets)
        static_cast<void>(target->db->Get(rocksdb::ReadOptions(), state->keys.missing(0), &ignored));
    for (Database &copy : state->copies)
        static_cast<void>(copy.db->Get(rocksdb::ReadOptions(), state->keys.missing(0), &ignored));

    control.report(1.0);
    return std::make_unique<LsmStore>(PassKey {}, std::move(state));
}

LsmStore::LsmStore(PassKey, std::unique_ptr<detail::LsmState> state) : m_state(std::move(state)) { }

LsmStore::~LsmStore() = default;

const LsmSettings &LsmStore::settings() const noexcept
{
    return m_state->settings;
}

QString LsmStore::folder() const
{
    return m_state->dir->path();
}

std::uint64_t LsmStore::keyCount() const noexcept
{
    return m_state->keys.count();
}

std::string LsmStore::presentKey(std::uint64_t index) const
{
    return m_state->keys.present(index % m_state->keys.count());
}

std::string LsmStore::missingKey(std::uint64_t index) const
{
    return m_state->keys.missing(index);
}

std::string LsmStore::absentPrefix() const
{
    return m_state->keys.absentPrefix();
}

std::string LsmStore::presentPrefix() const
{
    return m_state->keys.presentPrefix();
}

LsmResult<std::vector<SstFileInfo>> LsmStore::files(LsmDb db) const
{
    if (auto closed = detail::ensureOpen(*m_state))
        return *closed;
    switch (db) {
    case LsmDb::Filtered: return detail::liveFiles(*m_state->filtered.db);
    case LsmDb::Unfiltered: return detail::liveFiles(*m_state->unfiltered.db);
    case LsmDb::Prefix: return detail::liveFiles(*m_state->prefix.db);
    }
    return LsmError::ReadFailed;
}

} // namespace systems
