// The session loader on arbitrary bytes: Session::fromJson must never crash, must report an error
// or a fully valid session, and whatever loads must survive toJson → fromJson unchanged. The hash
// settings it accepts must also build a working scheme.

#include "fuzz_check.h"

#include "session/sessionjson.h"

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

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const Session::ReadResult result = Session::fromJson(
        QByteArrayView(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    const auto *session = std::get_if<Session::Data>(&result);
    if (!session)
        return 0;
    if (session->explore) {
        FUZZ_CHECK(session->explore->bits >= Session::kMinTeachingBits);
        FUZZ_CHECK(session->explore->bits <= Session::kMaxTeachingBits);
        checkHash(session->explore->hash, session->explore->bits, session->explore->hashes);
    }
    if (const auto &deletion = session->deletion) {
        checkHash(deletion->hash, deletion->bits, deletion->hashes);
        // The stored contents go into real filters the way the page restores them.
        bloom::CountingBloomFilter counting(deletion->bits, deletion->hashes, deletion->width);
        const auto *counters = reinterpret_cast<const std::uint8_t *>(deletion->counters.constData());
        FUZZ_CHECK(
            counting.assignStorage({counters, static_cast<std::size_t>(deletion->counters.size())}, 0));
        bloom::BloomFilter plain(deletion->bits, deletion->hashes);
        FUZZ_CHECK(plain.assignWords(Session::wordsFromBytes(deletion->plainWords), deletion->countingItems));
    }
    if (session->scalable)
        FUZZ_CHECK(session->scalable->fed <= session->scalable->initialCapacity * Session::kMaxFeedFactor);

    const Session::ReadResult again = Session::fromJson(Session::toJson(*session));
    const auto *reloaded = std::get_if<Session::Data>(&again);
    FUZZ_CHECK(reloaded != nullptr);
    FUZZ_CHECK(*reloaded == *session);
    return 0;
}
