#include "deletionsection.h"

#include "session/sessionfields.h"
#include "session/teachingcuckoo.h"

#include <bloom/bloom_filter.h>
#include <bloom/cuckoo_filter.h>

namespace {
using namespace Session::Fields;

DeletionSection::Cuckoo readCuckoo(const QJsonObject &parent, const QString &parentPath, quint64 bits)
{
    const QString path = join(parentPath, QStringLiteral("cuckoo"));
    const QJsonObject object = Session::Fields::object(parent.value(QStringLiteral("cuckoo")), path);
    auto filter = bloom::CuckooFilter::createWithBuckets(
        Session::teachingCuckooBuckets(bits), Session::kTeachingFingerprintBits)
                      .value();
    DeletionSection::Cuckoo cuckoo;
    cuckoo.words = bytes(object, path, QStringLiteral("words"), filter.tableWords().size() * 8);
    if (object.contains(QStringLiteral("victimBucket"))) {
        const quint64 bucket = integer(
            object, path, QStringLiteral("victimBucket"), 0, static_cast<double>(filter.bucketCount() - 1));
        const quint64 fingerprint = integer(object, path, QStringLiteral("victimFingerprint"), 1,
            static_cast<double>((quint64 {1} << Session::kTeachingFingerprintBits) - 1));
        cuckoo.victim = bloom::CuckooVictim {bucket, static_cast<std::uint16_t>(fingerprint)};
    }
    // The relocation generator's 64-bit state, as text: a JSON number holds only 53 bits exactly.
    const QJsonValue kickState = require(object, path, QStringLiteral("kickState"));
    bool ok = false;
    if (kickState.isString())
        cuckoo.kickState = kickState.toString().toULongLong(&ok);
    if (!ok)
        fail(Session::Errc::WrongType, join(path, QStringLiteral("kickState")));
    cuckoo.items
        = integer(object, path, QStringLiteral("items"), 0, static_cast<double>(filter.slotCount() + 1));
    cuckoo.removed = keys(object, path, QStringLiteral("removed"));
    cuckoo.refused = keys(object, path, QStringLiteral("refused"));
    cuckoo.only = keys(object, path, QStringLiteral("only"));
    // The page assigns it to its filter; check now that it will be able to.
    if (!filter.assignState(
            Session::wordsFromBytes(cuckoo.words), cuckoo.victim, cuckoo.kickState, cuckoo.items))
        fail(Session::Errc::Inconsistent, path);
    return cuckoo;
}

QJsonObject writeCuckoo(const DeletionSection::Cuckoo &cuckoo)
{
    QJsonObject object {{QStringLiteral("words"), toBase64(cuckoo.words)},
        {QStringLiteral("kickState"), QString::number(cuckoo.kickState)},
        {QStringLiteral("items"), static_cast<double>(cuckoo.items)},
        {QStringLiteral("removed"), toJson(cuckoo.removed)},
        {QStringLiteral("refused"), toJson(cuckoo.refused)}, {QStringLiteral("only"), toJson(cuckoo.only)}};
    if (cuckoo.victim) {
        object.insert(QStringLiteral("victimBucket"), static_cast<double>(cuckoo.victim->bucket));
        object.insert(QStringLiteral("victimFingerprint"), cuckoo.victim->fingerprint);
    }
    return object;
}

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
    if (object.contains(QStringLiteral("cuckoo")))
        page.cuckoo = readCuckoo(object, path, page.bits);
    return page;
}

QJsonObject write(const DeletionSection &page)
{
    QJsonObject object {{QStringLiteral("bits"), static_cast<double>(page.bits)},
        {QStringLiteral("hashes"), static_cast<int>(page.hashes)},
        {QStringLiteral("counterBits"), static_cast<int>(page.width)},
        {QStringLiteral("hash"), toJson(page.hash)}, {QStringLiteral("keys"), toJson(page.keys)},
        {QStringLiteral("deletedFromPlain"), toJson(page.goneFromPlain)},
        {QStringLiteral("removedFromCounting"), toJson(page.goneFromCounting)},
        {QStringLiteral("plainWords"), toBase64(page.plainWords)},
        {QStringLiteral("counters"), toBase64(page.counters)},
        {QStringLiteral("countingItems"), static_cast<double>(page.countingItems)}};
    if (page.cuckoo)
        object.insert(QStringLiteral("cuckoo"), writeCuckoo(*page.cuckoo));
    return object;
}
} // namespace

Session::SectionFormat deletionSectionFormat()
{
    return Session::makeSectionFormat<DeletionSection>(QStringLiteral("deletion"), read, write);
}
