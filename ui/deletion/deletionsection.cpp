#include "deletionsection.h"

#include "session/sessionfields.h"

#include <bloom/bloom_filter.h>

namespace {
using namespace Session::Fields;

DeletionSection read(const QJsonObject &object, const QString &path)
{
    DeletionSection page;
    teachingShape(object, path, page.bits, page.hashes);
    const quint64 width = integer(object, path, QStringLiteral("counterBits"), 4, 8);
    if (width != 4 && width != 8)
        fail(Session::Errc::OutOfRange, join(path, QStringLiteral("counterBits")), 4, 8);
    page.width = width == 4 ? bloom::CounterWidth::Four : bloom::CounterWidth::Eight;
    page.hash = hash(object, path);
    page.keys = keys(object, path, QStringLiteral("keys"));
    page.goneFromPlain = keys(object, path, QStringLiteral("deletedFromPlain"));
    page.goneFromCounting = keys(object, path, QStringLiteral("removedFromCounting"));
    const quint64 words = (page.bits + 63) / 64;
    page.plainWords = bytes(object, path, QStringLiteral("plainWords"), words * 8);
    page.counters
        = bytes(object, path, QStringLiteral("counters"), bloom::countingStorageBytes(page.bits, page.width));
    page.countingItems = integer(object, path, QStringLiteral("countingItems"), 0, kMaxExactInteger);
    // The page assigns these to its filters; check now that it will be able to.
    bloom::BloomFilter plain(page.bits, page.hashes);
    if (!plain.assignWords(Session::wordsFromBytes(page.plainWords), 0))
        fail(Session::Errc::Inconsistent, join(path, QStringLiteral("plainWords")));
    bloom::CountingBloomFilter counting(page.bits, page.hashes, page.width);
    const auto *counters = reinterpret_cast<const std::uint8_t *>(page.counters.constData());
    if (!counting.assignStorage({counters, static_cast<std::size_t>(page.counters.size())}, 0))
        fail(Session::Errc::Inconsistent, join(path, QStringLiteral("counters")));
    return page;
}

QJsonObject write(const DeletionSection &page)
{
    return {{QStringLiteral("bits"), static_cast<double>(page.bits)},
        {QStringLiteral("hashes"), static_cast<int>(page.hashes)},
        {QStringLiteral("counterBits"), static_cast<int>(page.width)},
        {QStringLiteral("hash"), toJson(page.hash)}, {QStringLiteral("keys"), toJson(page.keys)},
        {QStringLiteral("deletedFromPlain"), toJson(page.goneFromPlain)},
        {QStringLiteral("removedFromCounting"), toJson(page.goneFromCounting)},
        {QStringLiteral("plainWords"), toBase64(page.plainWords)},
        {QStringLiteral("counters"), toBase64(page.counters)},
        {QStringLiteral("countingItems"), static_cast<double>(page.countingItems)}};
}
} // namespace

Session::SectionFormat deletionSectionFormat()
{
    return Session::makeSectionFormat<DeletionSection>(QStringLiteral("deletion"), read, write);
}
