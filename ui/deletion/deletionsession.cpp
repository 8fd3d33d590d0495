// The deletion page's part of a session: both filters exactly as they are, with the keys and
// deletions that explain them.

#include "deletionpage.h"

#include "deletion/deletionmodel.h"
#include "deletion/deletionsection.h"

void DeletionPage::saveSession(Session::Data &session) const
{
    writeSection(model()->current(), session);
}

void DeletionPage::writeSection(const DeletionState &state, Session::Data &session)
{
    DeletionSection page;
    page.bits = state.bits;
    page.hashes = state.hashes;
    page.width = state.width;
    page.hash = Session::describe(state.scheme);
    page.keys = state.keys;
    page.goneFromPlain = state.goneFromPlain;
    page.goneFromCounting = state.goneFromCounting;
    page.plainWords = Session::bytesFromWords(state.plain.words());
    const auto counters = state.counting.storage();
    page.counters = QByteArray(
        reinterpret_cast<const char *>(counters.data()), static_cast<qsizetype>(counters.size()));
    page.countingItems = state.counting.itemCount();
    DeletionSection::Cuckoo cuckoo;
    cuckoo.words = Session::bytesFromWords(state.cuckoo.tableWords());
    cuckoo.victim = state.cuckoo.victim();
    cuckoo.kickState = state.cuckoo.kickState();
    cuckoo.items = state.cuckoo.itemCount();
    cuckoo.removed = state.goneFromCuckoo;
    cuckoo.refused = state.refusedByCuckoo;
    cuckoo.only = state.cuckooOnly;
    page.cuckoo = cuckoo;
    session.setSection(deletionSectionFormat().name, page);
}

void DeletionPage::restoreSession(const Session::Data &session)
{
    const auto *section = session.section<DeletionSection>(deletionSectionFormat().name);
    if (!section)
        return;
    const DeletionSection &page = *section;
    DeletionState state;
    state.bits = page.bits;
    state.hashes = page.hashes;
    state.width = page.width;
    state.scheme = Session::build(page.hash);
    state.keys = page.keys;
    state.goneFromPlain = page.goneFromPlain;
    state.goneFromCounting = page.goneFromCounting;
    state.plain = bloom::BloomFilter(page.bits, page.hashes, state.scheme);
    state.counting = bloom::CountingBloomFilter(page.bits, page.hashes, page.width, state.scheme);
    // The reader checked both sizes, so the assignments cannot fail.
    std::uint64_t plainItems = 0;
    for (const QString &key : page.keys)
        plainItems += page.goneFromPlain.contains(key) ? 0 : 1;
    const bool plainOk = bool(state.plain.assignWords(Session::wordsFromBytes(page.plainWords), plainItems));
    const auto *counters = reinterpret_cast<const std::uint8_t *>(page.counters.constData());
    const bool countingOk = bool(state.counting.assignStorage(
        {counters, static_cast<std::size_t>(page.counters.size())}, page.countingItems));
    Q_ASSERT(plainOk && countingOk);
    Q_UNUSED(plainOk);
    Q_UNUSED(countingOk);
    state.cuckoo = teachingCuckoo(page.bits);
    if (page.cuckoo) {
        // The reader checked that the table fits a teaching table of these bits.
        const bool cuckooOk = bool(state.cuckoo.assignState(Session::wordsFromBytes(page.cuckoo->words),
            page.cuckoo->victim, page.cuckoo->kickState, page.cuckoo->items));
        Q_ASSERT(cuckooOk);
        Q_UNUSED(cuckooOk);
        state.goneFromCuckoo = page.cuckoo->removed;
        state.refusedByCuckoo = page.cuckoo->refused;
        state.cuckooOnly = page.cuckoo->only;
    } else {
        // A file from before the cuckoo filter: the keys rebuild it, and the kick generator's
        // fixed seed places every fingerprint where the first run did.
        for (const QString &key : page.keys) {
            if (!state.cuckoo.add(key.toStdString()))
                state.refusedByCuckoo << key;
        }
        for (const QString &key : page.goneFromCounting) {
            if (!state.refusedByCuckoo.contains(key) && state.cuckoo.remove(key.toStdString()))
                state.goneFromCuckoo << key;
        }
    }
    m_controller->replaceState(state, tr("Open session"));
}
