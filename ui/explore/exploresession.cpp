// Explore's files: its part of a session, and the filter itself as a .bloom file.

#include "explorepage.h"

#include "common/filestore.h"
#include "explore/explorecontroller.h"
#include "explore/exploremodel.h"
#include "explore/exploresection.h"

#include <QLocale>

void ExplorePage::saveSession(Session::Data &session) const
{
    writeSection(*model(), session);
}

void ExplorePage::writeSection(const ExploreModel &model, Session::Data &session)
{
    const ExploreState state = model.state();
    ExploreSection page;
    page.bits = state.settings.bits;
    page.hashes = state.settings.hashes;
    page.hash = Session::describe(model.hashScheme());
    page.keys = state.keys;
    page.loadedWords = Session::bytesFromWords(state.loadedWords);
    page.loadedItems = state.loadedItems;
    session.setSection(exploreSectionFormat().name, page);
}

void ExplorePage::restoreSession(const Session::Data &session)
{
    const auto *page = session.section<ExploreSection>(exploreSectionFormat().name);
    if (!page)
        return;
    ExploreState state;
    state.settings.bits = page->bits;
    state.settings.hashes = page->hashes;
    state.settings.hash = page->hash.kind;
    state.settings.seed = page->hash.seed;
    if (page->hash.script)
        state.script = Session::build(page->hash);
    state.keys = page->keys;
    state.loadedWords = Session::wordsFromBytes(page->loadedWords);
    state.loadedItems = page->loadedItems;
    m_controller->replaceState(state, tr("Open session"), {});
}

QString ExplorePage::saveFilter(const QString &path) const
{
    if (!bloom::isSerializable(model()->filter().hashScheme()))
        return tr("This worked example places its keys by script, which a .bloom file cannot hold. "
                  "Save the session instead, or pick a hash scheme first.");
    const std::vector<std::uint8_t> bytes = bloom::serialize(model()->filter());
    return FileStore::write(
        path, QByteArray(reinterpret_cast<const char *>(bytes.data()), static_cast<qsizetype>(bytes.size())));
}

bool ExplorePage::canShowFilter(const bloom::FileHeader &header) const
{
    return header.kind == bloom::FilterKind::Classic && header.bits >= Session::kMinTeachingBits
        && header.bits <= Session::kMaxTeachingBits && header.hashes <= Session::kMaxTeachingHashes
        && header.hash != bloom::HashKind::Scripted;
}

QString ExplorePage::filterLimits() const
{
    return tr("The Explore page draws classic filters of up to %1 bits and %2 hash functions, so this "
              "one is described here rather than drawn.")
        .arg(QLocale().toString(Session::kMaxTeachingBits), QLocale().toString(Session::kMaxTeachingHashes));
}

void ExplorePage::showFilter(const bloom::BloomFilter &filter, const QString &fileName)
{
    ExploreState state;
    state.settings.bits = filter.bitCount();
    state.settings.hashes = filter.hashCount();
    state.settings.hash = filter.hashScheme().kind();
    state.settings.seed = filter.hashScheme().seed();
    const auto words = filter.words();
    state.loadedWords.assign(words.begin(), words.end());
    state.loadedItems = filter.itemCount();
    m_controller->replaceState(state, tr("Open %1").arg(fileName),
        tr("Opened “%1”: its bits are shown, but not the keys that set them, because a "
           "Bloom filter does not store its keys. Check a key to ask the filter.")
            .arg(fileName));
}
