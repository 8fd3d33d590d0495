// bloomlab-bench: BloomLab's classic, blocked and cuckoo filters against libbloom and against
// their memory-only limits (limit.h: the same array and prefetch distance, hashing replaced by a
// counter), in one run, on the same keys. Each figure is the best of a few rounds, each round
// running every contender in turn, because on a small shared machine the slowest runs measure the
// neighbours rather than the code. It also reports how long an experiment's insert and probe
// phases take (the times the FPR lab shows beside a result), the 100-million-key experiment
// against its own limit, and the ui timings (Explore's paint, the FPR lab's chart update and how
// long its Cancel takes) from the bloomlab-uibench helper when Qt is built (uifigures.h).
// The tests assert behaviour only; these timings live here. The last three lines are for scripts:
//     single-key ratio add=A mightContain=B positive=C
//     limit blocked_insert=D blocked_query=E classic_insert=F cuckoo_query=G
//     ratio insert=H query=I blocked_insert=J blocked_query=K
// The first and last are libbloom's time over ours (the first for single-key add and
// mightContain, the last for our faster of single-key and batched); `limit` is our faster time
// over the limit's (so 1.0 is the limit itself). Queries are negative unless said. The exit
// status reports correctness only (a false negative, batch and single-key answers that differ, a
// rate far off its theory), never speed, so CI can run `--quick` on any machine.

#include "experiment_figures.h"
#include "libbloom_peer.h"
#include "limit.h"
#include "uifigures.h"

#include <bloom/blocked_filter.h>
#include <bloom/bloom_filter.h>
#include <bloom/cuckoo_filter.h>
#include <bloom/detail/word_buffer.h>
#include <bloom/math.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace {

using bloomlab::bench::anonHugePageBytes;
using bloomlab::bench::BlockedLimit;
using bloomlab::bench::ClassicLimit;
using bloomlab::bench::CuckooLimit;
using bloomlab::bench::Keys;
using bloomlab::bench::kInsertSalt;
using bloomlab::bench::kQuerySalt;

// Fixed-width keys in one arena: a prefix letter and a 15-digit number, 16 bytes each, so the
// inserted ("k") and never-inserted ("q") sets cannot overlap. Built before any clock starts.
class KeySet {
public:
    static constexpr std::size_t kKeyBytes = 16;

    KeySet(char prefix, std::uint64_t count)
        : m_text(static_cast<std::size_t>(count) * kKeyBytes), m_views(static_cast<std::size_t>(count))
    {
        for (std::size_t i = 0; i < m_views.size(); ++i) {
            char *key = m_text.data() + i * kKeyBytes;
            key[0] = prefix;
            std::uint64_t number = i;
            for (std::size_t d = kKeyBytes - 1; d > 0; --d, number /= 10)
                key[d] = static_cast<char>('0' + number % 10);
            m_views[i] = {key, kKeyBytes};
        }
    }
    [[nodiscard]] Keys views() const noexcept { return m_views; }

private:
    std::vector<char> m_text;
    std::vector<std::string_view> m_views;
};

// Whatever a filter kind needs for one row of the table; every query returns the positives.
struct Contender {
    std::string name;
    std::uint64_t bits = 0;
    std::uint32_t hashes = 0;
    double theory = 0.0;
    std::function<void()> reset;
    std::function<void(Keys)> insert;
    std::function<std::uint64_t(Keys)> query;
    bool limit = false; // a memory-only limit: only its insert and negative query are timed
};

struct Row {
    std::string name;
    std::uint64_t bits = 0;
    std::uint32_t hashes = 0;
    double insertNs = 0.0;
    double negativeNs = 0.0;
    double positiveNs = 0.0;
    std::uint64_t falsePositives = 0;
    std::uint64_t truePositives = 0;
    double theory = 0.0;
    bool limit = false;
};

double nanosecondsPer(std::chrono::steady_clock::duration elapsed, std::size_t operations)
{
    return std::chrono::duration<double, std::nano>(elapsed).count() / static_cast<double>(operations);
}

template <typename Run> double timedNanoseconds(std::size_t operations, Run run)
{
    const auto start = std::chrono::steady_clock::now();
    run();
    return nanosecondsPer(std::chrono::steady_clock::now() - start, operations);
}

// One timed round of a contender: insert from empty, then both kinds of query.
Row measureOnce(const Contender &c, Keys inserted, Keys absent)
{
    Row row {c.name, c.bits, c.hashes, 0.0, 0.0, 0.0, 0, 0, c.theory, c.limit};
    c.reset();
    row.insertNs = timedNanoseconds(inserted.size(), [&] { c.insert(inserted); });
    row.negativeNs = timedNanoseconds(absent.size(), [&] { row.falsePositives = c.query(absent); });
    if (!c.limit)
        row.positiveNs = timedNanoseconds(inserted.size(), [&] { row.truePositives = c.query(inserted); });
    return row;
}

// Rounds go through every contender in turn, so a noisy stretch of the machine hits them all
// alike instead of one row; each figure is the best of its rounds.
std::vector<Row> measureAll(const std::vector<Contender> &contenders, Keys inserted, Keys absent, int repeats)
{
    std::vector<Row> best;
    for (int r = 0; r < repeats; ++r) {
        for (std::size_t i = 0; i < contenders.size(); ++i) {
            const Row row = measureOnce(contenders[i], inserted, absent);
            if (r == 0) {
                best.push_back(row);
                continue;
            }
            best[i].insertNs = std::min(best[i].insertNs, row.insertNs);
            best[i].negativeNs = std::min(best[i].negativeNs, row.negativeNs);
            best[i].positiveNs = std::min(best[i].positiveNs, row.positiveNs);
            // Answers must not change between rounds; a difference is reported as a failure.
            if (row.falsePositives != best[i].falsePositives || row.truePositives != best[i].truePositives)
                best[i].truePositives = 0;
        }
    }
    return best;
}

// Batched queries go through a small reused answer buffer, as a caller streaming keys would.
template <typename Filter> std::uint64_t countBatched(const Filter &filter, Keys keys)
{
    constexpr std::size_t kChunk = 4096;
    std::vector<std::uint8_t> answers(kChunk);
    std::uint64_t positives = 0;
    for (std::size_t first = 0; first < keys.size(); first += kChunk) {
        const std::size_t count = std::min(kChunk, keys.size() - first);
        filter.mightContainBatch(keys.subspan(first, count), std::span(answers.data(), count));
        for (std::size_t i = 0; i < count; ++i)
            positives += answers[i];
    }
    return positives;
}

template <typename Filter> std::uint64_t countSingle(const Filter &filter, Keys keys)
{
    std::uint64_t positives = 0;
    for (std::string_view key : keys)
        positives += filter.mightContain(key) ? 1u : 0u;
    return positives;
}

// The k that minimises the blocked rate at this memory: blocks fill unevenly, so it can differ
// from the classic optimum.
std::uint32_t bestBlockedHashes(std::uint64_t m, std::uint64_t n)
{
    std::uint32_t best = 1;
    for (std::uint32_t k = 2; k <= 16; ++k) {
        if (bloom::blockedFalsePositiveRate(m, n, k) < bloom::blockedFalsePositiveRate(m, n, best))
            best = k;
    }
    return best;
}

struct PeerFree {
    void operator()(LibbloomPeer *peer) const noexcept { peer_free(peer); }
};

int g_failures = 0;
void check(bool ok, const std::string &what)
{
    if (!ok) {
        std::printf("FAIL: %s\n", what.c_str());
        ++g_failures;
    }
}

void printTable(const std::vector<Row> &rows, std::uint64_t n)
{
    std::printf("%-26s %11s %3s %10s %10s %10s %9s %9s %8s\n", "filter", "bits", "k", "insert", "neg query",
        "pos query", "FPR", "theory", "FPR/th");
    std::printf("%-26s %11s %3s %10s %10s %10s %9s %9s %8s\n", "", "", "", "ns/key", "ns/key", "ns/key",
        "measured", "", "");
    for (const Row &r : rows) {
        if (r.limit)
            continue;
        const double fpr = static_cast<double>(r.falsePositives) / static_cast<double>(n);
        std::printf("%-26s %11llu %3u %10.2f %10.2f %10.2f %8.4f%% %8.4f%% %8.3f\n", r.name.c_str(),
            static_cast<unsigned long long>(r.bits), r.hashes, r.insertNs, r.negativeNs, r.positiveNs,
            100.0 * fpr, 100.0 * r.theory, fpr / r.theory);
    }
    std::printf("(cuckoo: bits is the table, k the fingerprint's bits; it has no batched add)\n");
    std::printf("memory-only limits: the same arrays and prefetch distances, addresses from a counter\n");
    for (const Row &r : rows) {
        if (r.limit)
            std::printf("%-26s %11llu %3u %10.2f %10.2f\n", r.name.c_str(),
                static_cast<unsigned long long>(r.bits), r.hashes, r.insertNs, r.negativeNs);
    }
}

struct Options {
    bool quick = false; // n = 1M and no seed-scale run, for CI
    bool seedScale = true;
    int repeats = 3;
};

std::optional<Options> parseOptions(int argc, char **argv)
{
    Options options;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--quick") == 0) {
            options.quick = true;
        } else if (std::strcmp(argv[i], "--no-seed-scale") == 0) {
            options.seedScale = false;
        } else if (std::strcmp(argv[i], "--repeats") == 0 && i + 1 < argc && std::atoi(argv[i + 1]) > 0) {
            options.repeats = std::atoi(argv[++i]);
        } else {
            return std::nullopt;
        }
    }
    return options;
}

// The filters under test, all sized for n keys at 1%: the classic filter at its optimum, the
// blocked one with the same memory and its own best k, the cuckoo filter through its target-rate
// factory, libbloom as it sizes itself; and the memory-only limits of the first three.
struct Filters {
    Filters(std::uint64_t n, double p)
        : classic(bloom::optimalBitCount(n, p), bloom::optimalHashCount(bloom::optimalBitCount(n, p), n)),
          blockedHashes(bestBlockedHashes(classic.bitCount(), n)),
          blocked(classic.bitCount(), blockedHashes),
          cuckoo(bloom::CuckooFilter::createForRate(n, p).value()),
          peer(peer_create(static_cast<int>(n), p)),
          classicLimit(classic.bitCount(), classic.hashCount()),
          blockedLimit(blocked.blockCount()),
          cuckooLimit(cuckoo.bucketCount(), cuckoo.fingerprintBits() * cuckoo.slotsPerBucket())
    { }

    bloom::BloomFilter classic;
    std::uint32_t blockedHashes;
    bloom::BlockedBloomFilter blocked;
    bloom::CuckooFilter cuckoo;
    std::uint64_t cuckooRefused = 0; // adds the cuckoo filter refused: there should be none
    std::unique_ptr<LibbloomPeer, PeerFree> peer;
    ClassicLimit classicLimit;
    BlockedLimit blockedLimit;
    CuckooLimit cuckooLimit;
};

std::vector<Contender> makeContenders(Filters &f, std::uint64_t n)
{
    const std::uint64_t m = f.classic.bitCount();
    const std::uint32_t k = f.classic.hashCount();
    const double classicTheory = bloom::falsePositiveRate(m, n, k);
    const std::uint64_t mb = f.blocked.bitCount();
    const std::uint32_t kb = f.blockedHashes;
    const double blockedTheory = bloom::blockedFalsePositiveRate(mb, n, kb);
    const std::uint64_t mc = f.cuckoo.tableBits();
    const std::uint32_t fc = f.cuckoo.fingerprintBits();
    const double cuckooTheory = bloom::cuckooFalsePositiveRate(
        fc, static_cast<double>(n) / static_cast<double>(f.cuckoo.slotCount()), f.cuckoo.slotsPerBucket());
    const auto cuckooAdd = [&f](Keys keys) {
        for (std::string_view key : keys)
            f.cuckooRefused += f.cuckoo.add(key) ? 0u : 1u;
    };
    LibbloomPeer *peer = f.peer.get();
    return {
        {"core classic, single", m, k, classicTheory, [&f] { f.classic.clear(); },
            [&f](Keys keys) {
                for (std::string_view key : keys)
                    f.classic.add(key);
            },
            [&f](Keys keys) { return countSingle(f.classic, keys); }, false},
        {"core classic, batched", m, k, classicTheory, [&f] { f.classic.clear(); },
            [&f](Keys keys) { f.classic.addBatch(keys); },
            [&f](Keys keys) { return countBatched(f.classic, keys); }, false},
        {"core blocked, single", mb, kb, blockedTheory, [&f] { f.blocked.clear(); },
            [&f](Keys keys) {
                for (std::string_view key : keys)
                    f.blocked.add(key);
            },
            [&f](Keys keys) { return countSingle(f.blocked, keys); }, false},
        {"core blocked, batched", mb, kb, blockedTheory, [&f] { f.blocked.clear(); },
            [&f](Keys keys) { f.blocked.addBatch(keys); },
            [&f](Keys keys) { return countBatched(f.blocked, keys); }, false},
        {"core cuckoo, single", mc, fc, cuckooTheory, [&f] { f.cuckoo.clear(); }, cuckooAdd,
            [&f](Keys keys) { return countSingle(f.cuckoo, keys); }, false},
        {"core cuckoo, batched", mc, fc, cuckooTheory, [&f] { f.cuckoo.clear(); }, cuckooAdd,
            [&f](Keys keys) { return countBatched(f.cuckoo, keys); }, false},
        {std::string("libbloom ") + peer_version(), peer_bits(peer), peer_hashes(peer),
            bloom::falsePositiveRate(peer_bits(peer), n, peer_hashes(peer)), [peer] { peer_reset(peer); },
            [peer](Keys keys) {
                for (std::string_view key : keys)
                    peer_add(peer, key.data(), static_cast<int>(key.size()));
            },
            [peer](Keys keys) {
                std::uint64_t positives = 0;
                for (std::string_view key : keys)
                    positives += peer_check(peer, key.data(), static_cast<int>(key.size())) == 1 ? 1u : 0u;
                return positives;
            },
            false},
        {"limit classic", m, k, 0.0, [&f] { f.classicLimit.clear(); },
            [&f](Keys keys) { f.classicLimit.insert(keys, kInsertSalt); },
            [&f](Keys keys) { return f.classicLimit.query(keys, kQuerySalt); }, true},
        {"limit blocked", mb, kb, 0.0, [&f] { f.blockedLimit.clear(); },
            [&f](Keys keys) { f.blockedLimit.insert(keys, kInsertSalt); },
            [&f](Keys keys) { return f.blockedLimit.query(keys, kQuerySalt); }, true},
        {"limit cuckoo", mc, fc, 0.0, [&f] { f.cuckooLimit.clear(); },
            [&f](Keys keys) { f.cuckooLimit.insert(keys, kInsertSalt); },
            [&f](Keys keys) { return f.cuckooLimit.query(keys, kQuerySalt); }, true},
    };
}

enum RowIndex : std::size_t {
    ClassicSingle,
    ClassicBatched,
    BlockedSingle,
    BlockedBatched,
    CuckooSingle,
    CuckooBatched,
    Libbloom,
    LimitClassic,
    LimitBlocked,
    LimitCuckoo,
};

void checkAnswers(const std::vector<Row> &rows, const Filters &f, std::uint64_t n)
{
    for (const Row &row : rows) {
        if (row.limit)
            continue;
        check(row.truePositives == n, row.name + ": every inserted key is found, in every round");
        const double fpr = static_cast<double>(row.falsePositives) / static_cast<double>(n);
        // Ours only: libbloom's own hashing is not this program's to fail on.
        if (row.name.starts_with("core"))
            check(
                std::abs(fpr / row.theory - 1.0) < 0.25, row.name + ": the measured rate is near its theory");
    }
    check(rows[ClassicSingle].falsePositives == rows[ClassicBatched].falsePositives,
        "classic batched answers equal single-key ones");
    check(rows[BlockedSingle].falsePositives == rows[BlockedBatched].falsePositives,
        "blocked batched answers equal single-key ones");
    check(rows[CuckooSingle].falsePositives == rows[CuckooBatched].falsePositives,
        "cuckoo batched answers equal single-key ones");
    check(f.cuckooRefused == 0, "the cuckoo filter takes every key");
    std::uint64_t set = 0;
    for (std::uint64_t word : f.classic.words())
        set += static_cast<std::uint64_t>(std::popcount(word));
    check(f.classic.setBitCount() == set, "the classic set-bit count is exact after batches");
}

// What the last three lines report: see the comment at the top.
struct Ratios {
    double insert = 0.0;
    double query = 0.0;
    double blockedInsert = 0.0;
    double blockedQuery = 0.0;
    double singleAdd = 0.0;
    double singleCheck = 0.0;
    double singlePositive = 0.0;
    double limitBlockedInsert = 0.0;
    double limitBlockedQuery = 0.0;
    double limitClassicInsert = 0.0;
    double limitCuckooQuery = 0.0;
};

// Each against the faster of our single-key and batched rows: libbloom's time over ours, and ours
// over the memory-only limit's.
Ratios printSpeedups(const std::vector<Row> &rows, std::uint64_t n)
{
    auto faster = [&rows](RowIndex a, RowIndex b, double Row::*field) -> const Row & {
        return rows[a].*field <= rows[b].*field ? rows[a] : rows[b];
    };
    const Row &lib = rows[Libbloom];
    const Row &classicInsert = faster(ClassicSingle, ClassicBatched, &Row::insertNs);
    const Row &classicQuery = faster(ClassicSingle, ClassicBatched, &Row::negativeNs);
    const Row &blockedInsert = faster(BlockedSingle, BlockedBatched, &Row::insertNs);
    const Row &blockedQuery = faster(BlockedSingle, BlockedBatched, &Row::negativeNs);
    const Row &cuckooQuery = faster(CuckooSingle, CuckooBatched, &Row::negativeNs);
    const Row &single = rows[ClassicSingle];
    const Ratios r {lib.insertNs / classicInsert.insertNs, lib.negativeNs / classicQuery.negativeNs,
        lib.insertNs / blockedInsert.insertNs, lib.negativeNs / blockedQuery.negativeNs,
        lib.insertNs / single.insertNs, lib.negativeNs / single.negativeNs,
        lib.positiveNs / single.positiveNs, blockedInsert.insertNs / rows[LimitBlocked].insertNs,
        blockedQuery.negativeNs / rows[LimitBlocked].negativeNs,
        classicInsert.insertNs / rows[LimitClassic].insertNs,
        cuckooQuery.negativeNs / rows[LimitCuckoo].negativeNs};
    std::printf("\nspeed-up over libbloom (libbloom ns / ours, negative queries; target in brackets):\n");
    std::printf("  classic insert  %6.2fx  (%s) [>= 4]\n", r.insert, classicInsert.name.c_str());
    std::printf("  classic query   %6.2fx  (%s) [>= 2.5]\n", r.query, classicQuery.name.c_str());
    std::printf("  blocked insert  %6.2fx  (%s) [>= 10]\n", r.blockedInsert, blockedInsert.name.c_str());
    std::printf("  blocked query   %6.2fx  (%s) [>= 6]\n", r.blockedQuery, blockedQuery.name.c_str());
    std::printf("  single add      %6.2fx  [>= 2.5]\n", r.singleAdd);
    std::printf("  single query    %6.2fx  [>= 1.5]\n", r.singleCheck);
    const Row &blocked = rows[BlockedBatched];
    std::printf("  blocked FPR %.4f%% at the classic filter's memory, k = %u [<= 1.25%%]\n",
        100.0 * static_cast<double>(blocked.falsePositives) / static_cast<double>(n), blocked.hashes);
    std::printf("against the memory-only limit (ours ns / the limit's, negative queries):\n");
    std::printf(
        "  blocked insert  %6.2fx  (%s) [<= 1.3]\n", r.limitBlockedInsert, blockedInsert.name.c_str());
    std::printf("  blocked query   %6.2fx  (%s) [<= 1.3]\n", r.limitBlockedQuery, blockedQuery.name.c_str());
    std::printf(
        "  classic insert  %6.2fx  (%s) [<= 1.5]\n", r.limitClassicInsert, classicInsert.name.c_str());
    std::printf("  cuckoo query    %6.2fx  (%s) [<= 1.5]\n", r.limitCuckooQuery, cuckooQuery.name.c_str());
    std::printf("  cuckoo query over blocked query %.2fx [<= 1.5]\n",
        cuckooQuery.negativeNs / blockedQuery.negativeNs);
    return r;
}

} // namespace

int main(int argc, char **argv)
{
    const std::optional<Options> options = parseOptions(argc, argv);
    if (!options) {
        std::fprintf(stderr, "usage: %s [--quick] [--no-seed-scale] [--repeats N]\n", argv[0]);
        return 2;
    }
    const std::uint64_t n = options->quick ? 1'000'000 : 10'000'000;
    const KeySet inserted('k', n);
    const KeySet absent('q', n);

    const std::uint64_t hugeBefore = anonHugePageBytes();
    Filters filters(n, 0.01);
    const double hugeMiB = static_cast<double>(anonHugePageBytes() - hugeBefore) / 1048576.0;
    if (!filters.peer) {
        std::printf("FAIL: libbloom refused n = %llu\n", static_cast<unsigned long long>(n));
        return 1;
    }
    std::printf("bloomlab-bench%s: n = %llu keys of %zu bytes, p = 1%%, %llu never-inserted keys probed, "
                "best of %d interleaved rounds, one thread\n",
        options->quick ? " --quick" : "", static_cast<unsigned long long>(n), KeySet::kKeyBytes,
        static_cast<unsigned long long>(n), options->repeats);
    // A huge-paged array is reserved in whole 2 MiB pages, so that is what can be backed.
    const auto reserved = [](std::uint64_t bytes) { return bloom::detail::WordBuffer::reservedBytes(bytes); };
    const std::uint64_t arrayBytes = reserved(filters.classic.memoryBytes())
        + reserved(filters.blocked.memoryBytes()) + reserved(filters.cuckoo.memoryBytes())
        + reserved(filters.classicLimit.memoryBytes()) + reserved(filters.blockedLimit.memoryBytes())
        + reserved(filters.cuckooLimit.memoryBytes());
    std::printf("huge pages: %.0f of the %.1f MiB reserved for the core filters and their limits are "
                "backed by 2 MiB pages\n",
        hugeMiB, static_cast<double>(arrayBytes) / 1048576.0);

    const std::vector<Row> rows
        = measureAll(makeContenders(filters, n), inserted.views(), absent.views(), options->repeats);
    printTable(rows, n);
    checkAnswers(rows, filters, n);
    const Ratios ratios = printSpeedups(rows, n);
    std::printf("\n");
    g_failures += bloomlab::bench::printExperimentPhases(n, options->repeats);
    if (!options->quick && options->seedScale) {
        std::printf("\n");
        g_failures += bloomlab::bench::printSeedScale(options->repeats);
    }
    printUiFigures(measureUiFigures(options->quick));
    if (g_failures != 0)
        std::printf("%d correctness check(s) failed\n", g_failures);
    std::printf("single-key ratio add=%.2f mightContain=%.2f positive=%.2f\n", ratios.singleAdd,
        ratios.singleCheck, ratios.singlePositive);
    std::printf("limit blocked_insert=%.2f blocked_query=%.2f classic_insert=%.2f cuckoo_query=%.2f\n",
        ratios.limitBlockedInsert, ratios.limitBlockedQuery, ratios.limitClassicInsert,
        ratios.limitCuckooQuery);
    std::printf("ratio insert=%.2f query=%.2f blocked_insert=%.2f blocked_query=%.2f\n", ratios.insert,
        ratios.query, ratios.blockedInsert, ratios.blockedQuery);
    return g_failures == 0 ? 0 : 1;
}
