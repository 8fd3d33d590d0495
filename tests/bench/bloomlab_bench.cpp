// bloomlab-bench: BloomLab's classic and blocked filters against libbloom, in one run, on the same
// keys. Each figure is the best of a few rounds, each round running every contender in turn,
// because on a small shared machine the slowest runs measure the neighbours rather than the code.
// It also reports how long an experiment's insert and probe phases take (the times the FPR lab
// shows beside a result), and the ui timings (Explore's paint, the FPR lab's chart update and
// how long its Cancel takes) from the bloomlab-uibench helper when Qt is built (uifigures.h).
// The tests assert behaviour only; these timings live here. The last line is for scripts:
//     ratio insert=X query=Y blocked_insert=Z blocked_query=W
// each libbloom's time over ours (negative queries). The exit status reports correctness only (a
// false negative, batch and single-key answers that differ, a rate far off its theory), never
// speed, so CI can run `--quick` on any machine.

#include "libbloom_peer.h"
#include "uifigures.h"

#include <bloom/blocked_filter.h>
#include <bloom/bloom_filter.h>
#include <bloom/experiment.h>
#include <bloom/math.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace {

using Keys = std::span<const std::string_view>;

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
    Row row {c.name, c.bits, c.hashes, 0.0, 0.0, 0.0, 0, 0, c.theory};
    c.reset();
    row.insertNs = timedNanoseconds(inserted.size(), [&] { c.insert(inserted); });
    row.negativeNs = timedNanoseconds(absent.size(), [&] { row.falsePositives = c.query(absent); });
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

// Transparent huge pages now backing this process, from the kernel's own accounting.
std::uint64_t anonHugePageBytes()
{
    std::ifstream rollup("/proc/self/smaps_rollup");
    constexpr std::string_view kLabel = "AnonHugePages:";
    for (std::string line; std::getline(rollup, line);) {
        if (line.starts_with(kLabel))
            return std::stoull(line.substr(kLabel.size())) * 1024;
    }
    return 0;
}

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
        const double fpr = static_cast<double>(r.falsePositives) / static_cast<double>(n);
        std::printf("%-26s %11llu %3u %10.2f %10.2f %10.2f %8.4f%% %8.4f%% %8.3f\n", r.name.c_str(),
            static_cast<unsigned long long>(r.bits), r.hashes, r.insertNs, r.negativeNs, r.positiveNs,
            100.0 * fpr, 100.0 * r.theory, fpr / r.theory);
    }
}

// The lesson's seed-scale experiment through the public entry point, fast path included.
void seedScale(int repeats)
{
    const bloom::ExperimentConfig config {958'505'838, 7, 100'000'000, 10'000'000};
    {
        const std::uint64_t before = anonHugePageBytes();
        bloom::BloomFilter filter(config.bits, config.hashes);
        std::printf("huge pages: %.0f of the %.0f MiB array are backed by 2 MiB pages\n",
            static_cast<double>(anonHugePageBytes() - before) / 1048576.0,
            static_cast<double>(filter.memoryBytes()) / 1048576.0);
    }
    double bestInsert = 0.0;
    double bestProbe = 0.0;
    double bestTotal = std::numeric_limits<double>::infinity();
    double fpr = 0.0;
    double theory = 0.0;
    for (int r = 0; r < repeats; ++r) {
        const auto start = std::chrono::steady_clock::now();
        const auto result = bloom::runExperiment(config);
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        check(result.has_value(), "the seed-scale experiment runs");
        if (!result)
            return;
        if (result->insertSeconds + result->probeSeconds < bestTotal) {
            bestInsert = result->insertSeconds;
            bestProbe = result->probeSeconds;
            bestTotal = bestInsert + bestProbe;
        }
        fpr = result->measuredFpr;
        theory = result->theoreticalFpr;
        std::printf("  seed-scale run %d: insert %.2f s, probes %.2f s, wall with allocation %.2f s\n", r + 1,
            result->insertSeconds, result->probeSeconds, wall);
    }
    std::printf(
        "seed scale (m = 958,505,838, k = 7, 100M inserts, 10M probes, runExperiment): build %.2f s + "
        "probes %.2f s = %.2f s (target <= 8 s), FPR %.4f%% vs theory %.4f%%\n",
        bestInsert, bestProbe, bestTotal, 100.0 * fpr, 100.0 * theory);
    check(std::abs(fpr / theory - 1.0) < 0.1, "the seed-scale rate is near its theory");
}

// runExperiment, the FPR lab's Measure, at n keys and 1%: the time of each phase, best of the
// repeats, as the lab reports them beside a result.
void experimentPhases(std::uint64_t n, int repeats)
{
    const std::uint64_t m = bloom::optimalBitCount(n, 0.01);
    const bloom::ExperimentConfig config {m, bloom::optimalHashCount(m, n), n, n};
    double bestInsert = std::numeric_limits<double>::infinity();
    double bestProbe = std::numeric_limits<double>::infinity();
    for (int r = 0; r < repeats; ++r) {
        const auto result = bloom::runExperiment(config);
        check(result.has_value(), "the experiment runs");
        if (!result)
            return;
        bestInsert = std::min(bestInsert, result->insertSeconds);
        bestProbe = std::min(bestProbe, result->probeSeconds);
    }
    const double keys = static_cast<double>(n);
    std::printf("experiment phases (runExperiment, n = %llu, %llu probes, 1%%): insert %.3f s (%.1f ns/key), "
                "probes %.3f s (%.1f ns/key)\n",
        static_cast<unsigned long long>(n), static_cast<unsigned long long>(n), bestInsert,
        bestInsert * 1e9 / keys, bestProbe, bestProbe * 1e9 / keys);
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

// The three filters under test, all sized for n keys at 1%: the classic filter at its optimum,
// the blocked one with the same memory and its own best k, libbloom as it sizes itself.
struct Filters {
    Filters(std::uint64_t n, double p)
        : classic(bloom::optimalBitCount(n, p), bloom::optimalHashCount(bloom::optimalBitCount(n, p), n)),
          blockedHashes(bestBlockedHashes(classic.bitCount(), n)),
          blocked(classic.bitCount(), blockedHashes),
          peer(peer_create(static_cast<int>(n), p))
    { }

    bloom::BloomFilter classic;
    std::uint32_t blockedHashes;
    bloom::BlockedBloomFilter blocked;
    std::unique_ptr<LibbloomPeer, PeerFree> peer;
};

std::vector<Contender> makeContenders(Filters &f, std::uint64_t n)
{
    const std::uint64_t m = f.classic.bitCount();
    const std::uint32_t k = f.classic.hashCount();
    const double classicTheory = bloom::falsePositiveRate(m, n, k);
    const std::uint64_t mb = f.blocked.bitCount();
    const std::uint32_t kb = f.blockedHashes;
    const double blockedTheory = bloom::blockedFalsePositiveRate(mb, n, kb);
    LibbloomPeer *peer = f.peer.get();
    return {
        {"core classic, single", m, k, classicTheory, [&f] { f.classic.clear(); },
            [&f](Keys keys) {
                for (std::string_view key : keys)
                    f.classic.add(key);
            },
            [&f](Keys keys) { return countSingle(f.classic, keys); }},
        {"core classic, batched", m, k, classicTheory, [&f] { f.classic.clear(); },
            [&f](Keys keys) { f.classic.addBatch(keys); },
            [&f](Keys keys) { return countBatched(f.classic, keys); }},
        {"core blocked, single", mb, kb, blockedTheory, [&f] { f.blocked.clear(); },
            [&f](Keys keys) {
                for (std::string_view key : keys)
                    f.blocked.add(key);
            },
            [&f](Keys keys) { return countSingle(f.blocked, keys); }},
        {"core blocked, batched", mb, kb, blockedTheory, [&f] { f.blocked.clear(); },
            [&f](Keys keys) { f.blocked.addBatch(keys); },
            [&f](Keys keys) { return countBatched(f.blocked, keys); }},
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
            }},
    };
}

enum RowIndex : std::size_t { ClassicSingle, ClassicBatched, BlockedSingle, BlockedBatched, Libbloom };

void checkAnswers(const std::vector<Row> &rows, const bloom::BloomFilter &classic, std::uint64_t n)
{
    for (const Row &row : rows) {
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
    std::uint64_t set = 0;
    for (std::uint64_t word : classic.words())
        set += static_cast<std::uint64_t>(std::popcount(word));
    check(classic.setBitCount() == set, "the classic set-bit count is exact after batches");
}

struct Ratios {
    double insert = 0.0;
    double query = 0.0;
    double blockedInsert = 0.0;
    double blockedQuery = 0.0;
};

// libbloom's time over ours, each against the faster of our single-key and batched rows.
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
    const Ratios ratios {lib.insertNs / classicInsert.insertNs, lib.negativeNs / classicQuery.negativeNs,
        lib.insertNs / blockedInsert.insertNs, lib.negativeNs / blockedQuery.negativeNs};
    std::printf("\nspeed-up over libbloom (libbloom ns / ours, negative queries; target in brackets):\n");
    std::printf("  classic insert  %6.2fx  (%s) [>= 4]\n", ratios.insert, classicInsert.name.c_str());
    std::printf("  classic query   %6.2fx  (%s) [>= 2.5]\n", ratios.query, classicQuery.name.c_str());
    std::printf("  blocked insert  %6.2fx  (%s) [>= 10]\n", ratios.blockedInsert, blockedInsert.name.c_str());
    std::printf("  blocked query   %6.2fx  (%s) [>= 6]\n", ratios.blockedQuery, blockedQuery.name.c_str());
    const Row &blocked = rows[BlockedBatched];
    std::printf("  blocked FPR %.4f%% at the classic filter's memory, k = %u [<= 1.25%%]\n",
        100.0 * static_cast<double>(blocked.falsePositives) / static_cast<double>(n), blocked.hashes);
    const Row &single = rows[ClassicSingle];
    std::printf("single-key ratio add=%.2f mightContain=%.2f positive=%.2f [add >= 3, mightContain >= 2]\n",
        lib.insertNs / single.insertNs, lib.negativeNs / single.negativeNs,
        lib.positiveNs / single.positiveNs);
    return ratios;
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
    std::printf("huge pages: %.0f of the %.1f MiB in the two core filters are backed by 2 MiB pages\n",
        hugeMiB,
        static_cast<double>(filters.classic.memoryBytes() + filters.blocked.memoryBytes()) / 1048576.0);

    const std::vector<Row> rows
        = measureAll(makeContenders(filters, n), inserted.views(), absent.views(), options->repeats);
    printTable(rows, n);
    checkAnswers(rows, filters.classic, n);
    const Ratios ratios = printSpeedups(rows, n);
    std::printf("\n");
    experimentPhases(n, options->repeats);
    if (!options->quick && options->seedScale) {
        std::printf("\n");
        seedScale(options->repeats);
    }
    printUiFigures(measureUiFigures(options->quick));
    if (g_failures != 0)
        std::printf("%d correctness check(s) failed\n", g_failures);
    std::printf("ratio insert=%.2f query=%.2f blocked_insert=%.2f blocked_query=%.2f\n", ratios.insert,
        ratios.query, ratios.blockedInsert, ratios.blockedQuery);
    return g_failures == 0 ? 0 : 1;
}
