#include "exploresection.h"

#include "session/sessionfields.h"

#include <bloom/bloom_filter.h>

namespace {
using namespace Session::Fields;

ExploreSection read(const QJsonObject &object, const QString &path)
{
    ExploreSection page;
    teachingShape(object, path, page.bits, page.hashes);
    page.hash = hash(object, path);
    page.keys = keys(object, path, QStringLiteral("keys"));
    if (object.contains(QStringLiteral("loadedWords"))) {
        page.loadedWords = bytes(object, path, QStringLiteral("loadedWords"), (page.bits + 63) / 64 * 8);
        page.loadedItems = integer(object, path, QStringLiteral("loadedItems"), 0, kMaxExactInteger);
        bloom::BloomFilter filter(page.bits, page.hashes);
        if (!filter.assignWords(Session::wordsFromBytes(page.loadedWords), 0))
            fail(Session::Errc::Inconsistent, join(path, QStringLiteral("loadedWords")));
    }
    return page;
}

QJsonObject write(const ExploreSection &page)
{
    QJsonObject object {{QStringLiteral("bits"), static_cast<double>(page.bits)},
        {QStringLiteral("hashes"), static_cast<int>(page.hashes)},
        {QStringLiteral("hash"), toJson(page.hash)}, {QStringLiteral("keys"), toJson(page.keys)}};
    if (!page.loadedWords.isEmpty()) {
        object.insert(QStringLiteral("loadedWords"), toBase64(page.loadedWords));
        object.insert(QStringLiteral("loadedItems"), static_cast<double>(page.loadedItems));
    }
    return object;
}
} // namespace

Session::SectionFormat exploreSectionFormat()
{
    return Session::makeSectionFormat<ExploreSection>(QStringLiteral("explore"), read, write);
}
