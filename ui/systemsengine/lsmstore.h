#pragma once
// The RocksDB system of the Systems page: the real engine, one Bloom filter per SSTable.
//
// A store builds, in a temporary folder, three databases from the same keys, each written in
// `files` flushes with automatic compaction off, so each holds that many overlapping L0 files:
//   - filtered:   NewBloomFilterPolicy(bitsPerKey), whole keys only, for point lookups;
//   - unfiltered: no filter policy, the baseline every answer and block count is compared with;
//   - prefix:     a fixed-length prefix extractor and whole_key_filtering off, for the scan demo.
// The prefix filter lives in its own database because a filter that holds prefixes as well as
// keys has more entries than keys, which would push the filtered database's measured
// false-positive rate away from the formula the page sets it against.
// Every database reads with no_block_cache, so every data block read is a read the counters see,
// and gets Options::statistics before it opens. Index and filter blocks are then held by each
// table reader from the moment the file is opened, so a lookup's block reads are data blocks.
//
// Per-file filter answers (lookup()) come from RocksDB itself, never from hashing here: next to
// each flush, the same batch of keys is also written to a database of its own ("copy" i) with
// the filtered database's options and flushed once, so copy i holds one SST whose filter is
// built by the same policy from the same keys as file i's (a filter is a function of its keys
// and options only; optimize_filters_for_memory stays off, or sizes could differ). A Get on
// copy i, read through PerfContext, is exactly file i's answer. 7.8 offers no public way to
// probe one file of a live database (its public headers only forward-declare FilterBitsReader and
// never hand out a file's filter block, and IngestExternalFile refuses files a database wrote,
// "External file version not found"), so this is the faithful route; the
// copies' entries, key ranges and filter sizes are checked against their files. Compaction
// merges the files into one, and the copies are dropped: a Get on a one-file database is that
// file's answer.
//
// Not thread-safe: one thread at a time (the page's worker). Cancel and progress go through
// RunControl. Keys and values are bytes (std::string); the page converts them for display.

#include "systemsengine/runcontrol.h"

#include <QString>

#include <bloom/math.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace systems {

enum class LsmError : std::uint8_t {
    FilesOutOfRange,
    KeysPerFileOutOfRange,
    BitsPerKeyOutOfRange,
    PrefixLengthOutOfRange,
    LookupsOutOfRange,
    ShareOutOfRange, // missing-key share outside [0, 1]
    ScanLengthOutOfRange,
    SweepRangeOutOfRange,
    EmptyKey,
    KeyTooLong,
    Cancelled,
    FolderUnwritable, // the temporary folder could not be made
    OutOfDisk, // needed/available in bytes when known beforehand
    OpenFailed,
    WriteFailed,
    ReadFailed,
    CompactionFailed,
};

struct LsmFailure {
    LsmError code = LsmError::OpenFailed;
    std::string detail; // RocksDB's or Qt's own status text, for logs only, never shown as is
    std::uint64_t needed = 0;
    std::uint64_t available = 0;
};

// Either a value or an LsmFailure.
template <typename T> class [[nodiscard]] LsmResult {
public:
    LsmResult(T value) : m_data(std::in_place_index<0>, std::move(value)) { } // NOLINT: implicit
    LsmResult(LsmFailure failure) : m_data(std::in_place_index<1>, std::move(failure)) { } // NOLINT
    LsmResult(LsmError code) : m_data(std::in_place_index<1>, LsmFailure {code, {}, 0, 0}) { } // NOLINT

    [[nodiscard]] bool has_value() const noexcept { return m_data.index() == 0; }
    explicit operator bool() const noexcept { return has_value(); }
    [[nodiscard]] T &value() & { return std::get<0>(m_data); }
    [[nodiscard]] const T &value() const & { return std::get<0>(m_data); }
    [[nodiscard]] T &&value() && { return std::get<0>(std::move(m_data)); }
    [[nodiscard]] const LsmFailure &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, LsmFailure> m_data;
};

struct LsmSettings {
    static constexpr int kMinFiles = 2;
    static constexpr int kMaxFiles = 16;
    static constexpr int kMinKeysPerFile = 100;
    static constexpr int kMaxKeysPerFile = 200'000;
    static constexpr double kMinBitsPerKey = 1.0;
    static constexpr double kMaxBitsPerKey = 20.0;
    // Keys start with a 4-digit account ("4216:order:00012346"); the prefix is its first digits.
    static constexpr int kMinPrefixLength = 1;
    static constexpr int kMaxPrefixLength = 4;

    int files = 8;
    int keysPerFile = 10'000;
    double bitsPerKey = 10.0;
    int prefixLength = 4;
    std::uint64_t seed = 1;

    [[nodiscard]] std::optional<LsmError> validate() const;
};

inline constexpr int kMaxLookups = 1'000'000;
inline constexpr int kMaxScanKeys = 10'000;
inline constexpr std::size_t kMaxKeyBytes = 256;

enum class LsmDb : std::uint8_t { Filtered, Unfiltered, Prefix };

struct SstFileInfo {
    std::uint64_t number = 0;
    std::string name; // "000012.sst"
    int level = 0;
    std::string smallestKey;
    std::string largestKey;
    std::uint64_t smallestSeqno = 0;
    std::uint64_t largestSeqno = 0;
    std::uint64_t entries = 0;
    std::uint64_t sizeBytes = 0;
    std::uint64_t dataBlocks = 0;
    std::uint64_t filterBytes = 0; // 0: the file has no filter
    std::uint64_t filterEntries = 0; // keys (or prefixes) added to the filter
    std::string filterPolicyName; // empty without a filter; RocksDB 7.8 records "bloomfilter"
};

enum class FilterAnswer : std::uint8_t {
    OutOfRange, // the key lies outside the file's smallest..largest: skipped with no filter
    DefinitelyNot, // the filter ruled the key out: no data block read
    Maybe, // the filter let the lookup through: blocks read
    NotReached, // a newer file already held the key, so RocksDB stopped before this one
};

struct FileConsult {
    std::uint64_t fileNumber = 0;
    int level = 0;
    FilterAnswer answer = FilterAnswer::NotReached;
    // Usually 1 after Maybe; 2 when the key falls between a block's last key and the index's
    // separator after it, and RocksDB reads on into the next block.
    std::uint64_t blocksRead = 0;
    bool foundHere = false;
    bool falsePositive = false; // Maybe, blocks read, and the key was not there
};

struct LookupTrace {
    std::string key;
    std::vector<FileConsult> files; // in the order RocksDB consults them: L0 newest first
    bool perFileAvailable = false; // false only if the per-file copies no longer match the files
    std::optional<std::string> valueWithFilters;
    std::optional<std::string> valueWithoutFilters;
    bool agree = false;
    // PerfContext of the one Get on each whole database.
    std::uint64_t filterMisses = 0; // bloom_sst_miss_count
    std::uint64_t filterHits = 0; // bloom_sst_hit_count
    std::uint64_t blocksReadWithFilters = 0;
    std::uint64_t blocksReadWithoutFilters = 0;
    // The per-file answers add up to the whole Get's counters.
    bool perFileMatchesWhole = false;
};

struct LookupCounts {
    std::uint64_t blockReads = 0; // PerfContext block_read_count
    std::uint64_t filterUseful = 0; // BLOOM_FILTER_USEFUL: file reads the filter skipped
    std::uint64_t filterFullPositive = 0; // BLOOM_FILTER_FULL_POSITIVE: "maybe" answers
    std::uint64_t filterFullTruePositive = 0; // BLOOM_FILTER_FULL_TRUE_POSITIVE
    std::uint64_t found = 0;
    double nanosecondsPerLookup = 0.0;
};

struct BatchResult {
    int lookups = 0;
    int missingLookups = 0;
    double bitsPerKey = 0.0;
    int probes = 0; // RocksDB's k at this bits per key
    LookupCounts withFilters;
    LookupCounts withoutFilters;
    double blockReadsAvoided = 0.0; // 1 − with/without, in [0, 1]
    // Filter checks of a key absent from that file: BLOOM_FILTER_USEFUL + false positives.
    std::uint64_t absentChecks = 0;
    std::uint64_t falsePositives = 0; // FULL_POSITIVE − FULL_TRUE_POSITIVE
    double measuredFpr = 0.0;
    bloom::Interval measuredFprInterval; // 95% Wilson
    double formulaFpr = 0.0; // blocked-Bloom formula at each file's own filter size, averaged
    double effectiveBitsPerKey = 0.0; // filter bits / filter entries over the files
    std::uint64_t mismatches = 0; // answers that differ between the two databases: must be 0
    std::uint64_t falseNegatives = 0; // present keys the filtered database missed: must be 0
};

struct ScanCounts {
    std::uint64_t blockReads = 0;
    std::uint64_t keysReturned = 0;
    std::uint64_t prefixChecked = 0; // BLOOM_FILTER_PREFIX_CHECKED
    std::uint64_t prefixUseful = 0; // BLOOM_FILTER_PREFIX_USEFUL
};

struct ScanResult {
    std::string startKey;
    int requestedKeys = 0;
    ScanCounts wholeKeyFiltered; // the same range scan on the filtered …
    ScanCounts unfiltered; // … and the unfiltered database: the same block reads
    std::string absentPrefix; // inside every file's key range, held by none
    std::string presentPrefix;
    // On the prefix database: bounded = prefix_same_as_start, unbounded = total_order_seek.
    ScanCounts absentBounded;
    ScanCounts absentUnbounded;
    ScanCounts presentBounded;
    ScanCounts presentUnbounded;
};

struct CompactionResult {
    std::vector<SstFileInfo> before; // filtered database
    std::vector<SstFileInfo> after;
    double bitsPerKeyBefore = 0.0;
    double bitsPerKeyAfter = 0.0;
    bool filtersRebuiltWithNewBits = false;
    BatchResult measured; // missing keys on the compacted databases
};

struct SweepPoint {
    double bitsPerKey = 0.0;
    int probes = 0;
    std::uint64_t filterBytes = 0; // all files
    std::uint64_t blockReadsWith = 0;
    std::uint64_t blockReadsWithout = 0;
    double blockReadsAvoided = 0.0;
    double measuredFpr = 0.0;
    double formulaFpr = 0.0;
    double nanosecondsPerLookup = 0.0;
};

struct Throughput {
    double withFilters = 0.0; // missing-key lookups per second
    double withoutFilters = 0.0;
};

// RocksDB 7.8's FastLocalBloom choice of k, from util/bloom_impl.h (ChooseNumProbes), on the
// policy's millibits per key (bits × 1000, rounded with its +0.500001 nudge).
[[nodiscard]] int rocksDbProbes(double bitsPerKey) noexcept;
// The blocked-Bloom rate (core's Poisson mixture over 512-bit cache lines) of one RocksDB filter
// of `filterBytes` (with its 5 bytes of metadata) holding `entries` keys at `bitsPerKey`.
[[nodiscard]] double rocksDbFilterFpr(std::uint64_t filterBytes, std::uint64_t entries, double bitsPerKey);

namespace detail {
struct LsmState;
}

class LsmStore {
    struct PassKey {
        explicit PassKey() = default;
    };

public:
    // parentFolder empty: the system's temporary folder. The store's own folder inside it is
    // removed with the store, also when build() fails or is cancelled.
    static LsmResult<std::unique_ptr<LsmStore>> build(
        const LsmSettings &settings, RunControl &control, const QString &parentFolder = {});

    LsmStore(PassKey, std::unique_ptr<detail::LsmState> state);
    ~LsmStore();
    LsmStore(const LsmStore &) = delete;
    LsmStore &operator=(const LsmStore &) = delete;

    [[nodiscard]] const LsmSettings &settings() const noexcept;
    [[nodiscard]] QString folder() const;
    [[nodiscard]] std::uint64_t keyCount() const noexcept; // files × keys per file
    // Deterministic keys for the page to offer; index is taken modulo keyCount() for present keys.
    [[nodiscard]] std::string presentKey(std::uint64_t index) const;
    [[nodiscard]] std::string missingKey(std::uint64_t index) const;
    [[nodiscard]] std::string absentPrefix() const;
    [[nodiscard]] std::string presentPrefix() const;

    [[nodiscard]] LsmResult<std::vector<SstFileInfo>> files(LsmDb db = LsmDb::Filtered) const;
    [[nodiscard]] LsmResult<LookupTrace> lookup(std::string_view key);
    [[nodiscard]] LsmResult<BatchResult> runBatch(int lookups, double missingShare, RunControl &control);
    [[nodiscard]] LsmResult<ScanResult> scan(std::string_view startKey, int keys);
    // Merges every database's files into one (bottommost kForce). With newBitsPerKey the
    // filtered and prefix databases reopen with the new policy first, so the merged files carry
    // rebuilt filters. Then measures measureLookups missing keys. Cancel stops a merge in
    // progress and leaves that database as it was; one that had already merged stays merged
    // (answers still agree; rebuild for like-for-like block counts).
    [[nodiscard]] LsmResult<CompactionResult> compact(
        std::optional<double> newBitsPerKey, RunControl &control, int measureLookups = 20'000);

    // For each whole bits per key from fromBits to toBits: a fresh filtered database of the same
    // keys and shape, measured on the same missing keys as one unfiltered baseline.
    static LsmResult<std::vector<SweepPoint>> sweep(const LsmSettings &settings, int fromBits, int toBits,
        int lookups, RunControl &control, const QString &parentFolder = {});
    // Missing-key lookups per second with and without filters, PerfContext off.
    static LsmResult<Throughput> measureThroughput(
        const LsmSettings &settings, int lookups, RunControl &control, const QString &parentFolder = {});

private:
    std::unique_ptr<detail::LsmState> m_state;
};

} // namespace systems
