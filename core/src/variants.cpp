#include <bloom/blocked_filter.h>
#include <bloom/bloom_filter.h>
#include <bloom/counting_filter.h>
#include <bloom/cuckoo_filter.h>
#include <bloom/math.h>
#include <bloom/scalable_filter.h>
#include <bloom/variants.h>

#include <algorithm>
#include <chrono>
#include <span>
#include <string_view>

namespace bloom {

namespace {

using Keys = std::span<const std::string_view>;
using Clock = std::chrono::steady_clock;

// Keys are generated a chunk at a time, outside the timed region, and handed to the filter as one
// span: the batched paths take it whole, the others loop over it. Polling the stop token every
// 16k keys keeps a cancel within milliseconds even for the slowest variant (counting, one key at
// a time with a read-modify-write per counter).
constexpr std::size_t kChunk = 1024;
constexpr std::uint64_t kPollEvery = 1u << 14;
static_assert(kPollEvery % kChunk == 0);

class KeyBatch {
public:
    Keys fill(std::uint64_t salt, bool probe, std::uint64_t first, std::size_t count)
    {
        char *out = m_text.data();
        for (std::size_t i = 0; i < count; ++i) {
            const std::size_t length = generatedKey(out, salt, probe, first + i);
            m_views[i] = {out, length};
            out += length;
        }
        return {m_views.data(), count};
    }

private:
    std::vector<char> m_text = std::vector<char>(kChunk * kMaxGeneratedKeyBytes);
    std::vector<std::string_view> m_views = std::vector<std::string_view>(kChunk);
};

// One variant's run: the keys, the stop token and the progress over all of its passes.
class Passes {
public:
    Passes(const VariantConfig &config, const VariantProgressCallback &progress, std::stop_token stop,
        std::uint64_t totalKeys)
        : m_config(config), m_progress(progress), m_stop(std::move(stop)), m_total(totalKeys)
    { }

    // Feeds `count` keys of the inserted (`probe` false) or probed set to `work` a chunk at a time
    // and returns the nanoseconds per key spent inside `work`, and nothing else.
    template <typename Work> Result<double> run(bool probe, std::uint64_t count, Work &&work)
    {
        Clock::duration inside {};
        for (std::uint64_t i = 0; i < count; i += kChunk) {
            if (i % kPollEvery == 0) {
                if (m_stop.stop_requested())
                    return Errc::Cancelled;
                report(m_done + i);
            }
            const auto size = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, count - i));
            const Keys keys = m_batch.fill(m_config.keySalt, probe, i, size);
            const auto start = Clock::now();
            const Status ok = work(keys);
            inside += Clock::now() - start;
            if (!ok)
                return ok.error();
        }
        m_done += count;
        report(m_done);
        return std::chrono::duration<double, std::nano>(inside).count() / static_cast<double>(count);
    }

private:
    void report(std::uint64_t done) const
    {
        if (m_progress)
            m_progress(static_cast<double>(done) / static_cast<double>(m_total));
    }

    const VariantConfig &m_config;
    const VariantProgressCallback &m_progress;
    std::stop_token m_stop;
    std::uint64_t m_total;
    std::uint64_t m_done = 0;
    KeyBatch m_batch;
};

// The k that minimises the blocked rate at this memory: blocks fill unevenly, so the optimum
// is not the classic one.
std::uint32_t bestBlockedHashes(std::uint64_t m, std::uint64_t n)
{
    std::uint32_t best = 1;
    double bestRate = blockedFalsePositiveRate(m, n, best);
    for (std::uint32_t k = 2; k <= std::min<std::uint32_t>(16, kMaxHashes); ++k) {
        const double rate = blockedFalsePositiveRate(m, n, k);
        if (rate < bestRate) {
            best = k;
            bestRate = rate;
        }
    }
    return best;
}

// The batched filters answer into a byte per key; the rest are asked one key at a time.
template <typename Filter> auto batchedQuery(const Filter &filter, std::uint64_t &positives)
{
    return [&filter, &positives, answers = std::vector<std::uint8_t>(kChunk)](Keys keys) mutable {
        filter.mightContainBatch(keys, std::span(answers.data(), keys.size()));
        for (std::size_t i = 0; i < keys.size(); ++i)
            positives += answers[i];
        return Status {};
    };
}

template <typename Filter> auto singleQuery(const Filter &filter, std::uint64_t &positives)
{
    return [&filter, &positives](Keys keys) {
        for (std::string_view key : keys)
            positives += filter.mightContain(key) ? 1u : 0u;
        return Status {};
    };
}

// Inserting, then probing, is the same for every variant; `insert` differs.
template <typename Insert, typename Query>
Status insertAndProbe(Passes &passes, const VariantConfig &config, VariantMeasurement &out, Insert &&insert,
    Query &&query, std::uint64_t &positives)
{
    auto inserted = passes.run(false, config.items, insert);
    if (!inserted)
        return inserted.error();
    out.insertNs = *inserted;
    auto probed = passes.run(true, out.probes, query);
    if (!probed)
        return probed.error();
    out.queryNs = *probed;
    out.falsePositives = positives;
    return {};
}

// Every inserted key removed again, timed: each was inserted, so none is refused.
template <typename Filter> Result<double> removeAll(Passes &passes, std::uint64_t n, Filter &filter)
{
    return passes.run(false, n, [&filter](Keys keys) {
        for (std::string_view key : keys)
            (void)filter.remove(key);
        return Status {};
    });
}

} // namespace

std::uint64_t variantProbeCount(const VariantConfig &config) noexcept
{
    if (config.probes != 0)
        return config.probes;
    return std::clamp<std::uint64_t>(config.items, 100'000, 2'000'000);
}

Result<VariantMeasurement> measureVariant(FilterVariant variant, const VariantConfig &config,
    const VariantProgressCallback &progress, std::stop_token stop)
{
    if (config.items == 0)
        return Errc::ZeroItems;
    const auto sizing = solveSizing({config.items, config.targetFpr, std::nullopt, std::nullopt});
    if (!sizing)
        return sizing.error();
    const std::uint64_t n = config.items;
    const std::uint64_t m = *sizing->m;
    const std::uint32_t k = sizing->k;

    VariantMeasurement out;
    out.variant = variant;
    out.probes = variantProbeCount(config);
    const bool deletes = variant == FilterVariant::Counting || variant == FilterVariant::Cuckoo;
    Passes passes(config, progress, std::move(stop), n + out.probes + (deletes ? n : 0));
    std::uint64_t positives = 0;
    Status ran;
    // Classic and blocked both have the batched calls: hash a group of keys, prefetch, then touch.
    const auto measureBatched = [&](auto &filter) {
        out.batched = true;
        return insertAndProbe(
            passes, config, out,
            [&filter](Keys keys) {
                filter.addBatch(keys);
                return Status {};
            },
            batchedQuery(filter, positives), positives);
    };

    switch (variant) {
    case FilterVariant::Classic: {
        auto filter = BloomFilter::create(m, k);
        if (!filter)
            return filter.error();
        ran = measureBatched(*filter);
        out.cells = m;
        out.hashes = k;
        out.memoryBytes = filter->memoryBytes();
        out.expectedFpr = falsePositiveRate(m, n, k);
        break;
    }
    case FilterVariant::Blocked: {
        // The classic filter's memory, rounded up to whole cache lines: the trade is speed for rate.
        const std::uint64_t bits = (m + BlockedBloomFilter::kBlockBits - 1) / BlockedBloomFilter::kBlockBits
            * BlockedBloomFilter::kBlockBits;
        const std::uint32_t hashes = bestBlockedHashes(bits, n);
        auto filter = BlockedBloomFilter::create(bits, hashes);
        if (!filter)
            return filter.error();
        ran = measureBatched(*filter);
        out.cells = filter->bitCount();
        out.hashes = hashes;
        out.memoryBytes = filter->memoryBytes();
        out.expectedFpr = blockedFalsePositiveRate(out.cells, n, hashes);
        break;
    }
    case FilterVariant::Counting: {
        // The classic shape with 4-bit counters in place of bits: four times the memory.
        auto filter = CountingBloomFilter::create(m, k, CounterWidth::Four);
        if (!filter)
            return filter.error();
        ran = insertAndProbe(
            passes, config, out,
            [&filter](Keys keys) {
                for (std::string_view key : keys)
                    filter->add(key);
                return Status {};
            },
            singleQuery(*filter, positives), positives);
        if (!ran)
            return ran.error();
        auto deleted = removeAll(passes, n, *filter);
        if (!deleted)
            return deleted.error();
        out.deleteNs = *deleted;
        out.nonZeroAfterDelete = filter->nonZeroCount();
        out.canDelete = true;
        out.cells = m;
        out.hashes = k;
        out.memoryBytes = filter->memoryBytes();
        out.expectedFpr = falsePositiveRate(m, n, k);
        break;
    }
    case FilterVariant::Scalable: {
        ScalableParameters parameters;
        parameters.initialCapacity = config.scalableInitialCapacity != 0 ? config.scalableInitialCapacity
                                                                         : std::max<std::uint64_t>(1, n / 16);
        parameters.targetFpr = config.targetFpr;
        auto filter = ScalableBloomFilter::create(parameters);
        if (!filter)
            return filter.error();
        ran = insertAndProbe(
            passes, config, out,
            [&filter](Keys keys) -> Status {
                for (std::string_view key : keys) {
                    if (auto added = filter->add(key); !added)
                        return added.error();
                }
                return {};
            },
            singleQuery(*filter, positives), positives);
        out.cells = filter->bitCount();
        out.hashes = filter->slices().front().filter.hashCount();
        out.memoryBytes = filter->memoryBytes();
        out.expectedFpr = filter->estimatedFpr();
        out.slices = filter->slices().size();
        break;
    }
    case FilterVariant::Cuckoo: {
        // Its own sizing for n at p: the fingerprint from p, buckets for a 95% load.
        auto filter = CuckooFilter::createForRate(n, config.targetFpr, config.keySalt);
        if (!filter)
            return filter.error();
        out.batched = true; // the queries; inserts relocate, one key at a time
        ran = insertAndProbe(
            passes, config, out,
            [&filter](Keys keys) -> Status {
                for (std::string_view key : keys) {
                    if (const Status added = filter->add(key); !added)
                        return added;
                }
                return {};
            },
            batchedQuery(*filter, positives), positives);
        if (!ran)
            return ran.error();
        out.load = filter->loadFactor();
        out.expectedFpr = cuckooFalsePositiveRate(filter->fingerprintBits(), out.load);
        out.cells = filter->slotCount();
        out.hashes = filter->fingerprintBits();
        out.memoryBytes = filter->memoryBytes();
        auto deleted = removeAll(passes, n, *filter);
        if (!deleted)
            return deleted.error();
        out.deleteNs = *deleted;
        out.nonZeroAfterDelete = filter->itemCount();
        out.canDelete = true;
        break;
    }
    }
    if (!ran)
        return ran.error();

    out.bitsPerKey = static_cast<double>(out.memoryBytes) * 8.0 / static_cast<double>(n);
    out.measuredFpr = static_cast<double>(out.falsePositives) / static_cast<double>(out.probes);
    const Interval interval = wilsonInterval(out.falsePositives, out.probes);
    out.confidenceLow = interval.low;
    out.confidenceHigh = interval.high;
    return out;
}

Result<std::vector<VariantMeasurement>> compareVariants(
    const VariantConfig &config, const VariantProgressCallback &progress, std::stop_token stop)
{
    std::vector<VariantMeasurement> out;
    const auto count = static_cast<double>(kAllVariants.size());
    for (const FilterVariant variant : kAllVariants) {
        const auto index = static_cast<double>(out.size());
        auto measured = measureVariant(
            variant, config,
            [&progress, index, count](double fraction) {
                if (progress)
                    progress((index + fraction) / count);
            },
            stop);
        if (!measured)
            return measured.error();
        out.push_back(*measured);
    }
    return out;
}

} // namespace bloom
