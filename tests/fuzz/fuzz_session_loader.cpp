// The session loader on arbitrary bytes: Session::fromJson must never crash, must report an error
// or a fully valid session, and whatever loads must survive toJson → fromJson unchanged. The hash
// settings it accepts must also build a working scheme.

#include "fuzz_check.h"

#include "deletion/deletionsection.h"
#include "explore/exploresection.h"
#include "fpr/fprsection.h"
#include "quiz/quizsection.h"
#include "scalable/scalablesection.h"
#include "session/sessionjson.h"
#include "systems/systemssection.h"

#include <bloom/bloom_filter.h>
#include <bloom/counting_filter.h>

#include <cstddef>
#include <cstdint>
#include <variant>

namespace {

void checkHash(const Session::HashSetting &setting, quint64 bits, quint32 hashes)
{
    FUZZ_CHECK(setting.kind != bloom::HashKind::Scripted);
    bloom::BloomFilter filter(bits, hashes, Session::build(setting));
    filter.add("fuzz");
    FUZZ_CHECK(filter.mightContain("fuzz"));
    FUZZ_CHECK(Session::describe(Session::build(setting)) == setting);
}

// The sections and page names the app registers (PageCatalog::registerSessionSections).
void registerSections()
{
    for (const Session::SectionFormat &format : {exploreSectionFormat(), deletionSectionFormat(),
             scalableSectionFormat(), fprSectionFormat(), quizSectionFormat(), systemsSectionFormat()})
        Session::Sections::add(format);
    for (const char *page : {"lessons", "quiz", "systems"})
        Session::Sections::addPageName(QString::fromLatin1(page));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const bool registered = (registerSections(), true);
    Q_UNUSED(registered);
    const Session::ReadResult result = Session::fromJson(
        QByteArrayView(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    const auto *session = std::get_if<Session::Data>(&result);
    if (!session)
        return 0;
    if (const auto *explore = session->section<ExploreSection>(QStringLiteral("explore"))) {
        FUZZ_CHECK(explore->bits >= Session::kMinTeachingBits);
        FUZZ_CHECK(explore->bits <= Session::kMaxTeachingBits);
        checkHash(explore->hash, explore->bits, explore->hashes);
    }
    if (const auto *deletion = session->section<DeletionSection>(QStringLiteral("deletion"))) {
        checkHash(deletion->hash, deletion->bits, deletion->hashes);
        // The stored contents go into real filters the way the page restores them.
        bloom::CountingBloomFilter counting(deletion->bits, deletion->hashes, deletion->width);
        const auto *counters = reinterpret_cast<const std::uint8_t *>(deletion->counters.constData());
        FUZZ_CHECK(
            counting.assignStorage({counters, static_cast<std::size_t>(deletion->counters.size())}, 0));
        bloom::BloomFilter plain(deletion->bits, deletion->hashes);
        FUZZ_CHECK(plain.assignWords(Session::wordsFromBytes(deletion->plainWords), deletion->countingItems));
    }
    if (const auto *scalable = session->section<ScalableSection>(QStringLiteral("scalable")))
        FUZZ_CHECK(scalable->fed <= scalable->initialCapacity * ScalableLimits::kMaxFeedFactor);

    const Session::ReadResult again = Session::fromJson(Session::toJson(*session));
    const auto *reloaded = std::get_if<Session::Data>(&again);
    FUZZ_CHECK(reloaded != nullptr);
    FUZZ_CHECK(*reloaded == *session);
    return 0;
}
