// Explore's cuckoo view: the same keys in a cuckoo filter, each add and check played on the one
// player through the buckets it probes and the fingerprints it moves.
#include "explorecontroller.h"

#include "common/numberformat.h"
#include "player/cuckoonarration.h"

void ExploreController::setCuckooView(bool on)
{
    if (on == m_cuckooView)
        return;
    m_cuckooView = on;
    // Each view shows the last add or check in its own filter, at its result: an animation under
    // way belongs to the view that was shown.
    if (on && m_cuckooTrace)
        m_player->load(*m_cuckooTrace);
    else if (!on && m_trace)
        m_player->load(*m_trace);
    if (m_player->hasTrace())
        m_player->finish();
    refreshFrame();
}

PlayerFrame ExploreController::bloomFrame() const
{
    if (!m_trace)
        return {};
    if (!m_player->isCuckoo())
        return m_player->frame();
    return TracePlayer::frameAt(*m_trace, TracePlayer::frameCountFor(*m_trace) - 1);
}

void ExploreController::keepCuckoo(const bloom::CuckooTrace &trace, const CuckooTable &before)
{
    m_cuckooTrace = trace;
    m_cuckooBefore = before;
    if (m_cuckooView)
        m_player->load(trace);
}

void ExploreController::refreshCuckoo()
{
    const CuckooTable now = CuckooTable::of(m_model->cuckoo());
    if (!m_cuckooTrace || !m_player->isCuckoo()) {
        m_cuckooShown = restingCuckoo(now);
        m_cuckooCallout.clear();
        return;
    }
    const PlayerFrame frame = m_player->frame();
    m_cuckooShown = overlayCuckooTrace(m_cuckooBefore, now, *m_cuckooTrace, frame);
    m_cuckooCallout = CuckooNarration::callout(*m_cuckooTrace, frame);
}

void ExploreController::showSelectedInCuckoo(const QString &key)
{
    // At rest, or once the operation's verdict is shown, the selected key's two buckets are
    // outlined and the slot holding its fingerprint marked, as the bit array marks its bits: the
    // selection is the user's latest ask.
    if (key.isEmpty() || (m_cuckooTrace && m_player->isCuckoo() && !m_player->frame().isVerdict()))
        return;
    const QByteArray utf8 = key.toUtf8();
    const bloom::CuckooKeyHash hash
        = m_model->cuckoo().hashKey({utf8.constData(), static_cast<std::size_t>(utf8.size())});
    m_cuckooShown.primary = static_cast<qint64>(hash.bucket1);
    m_cuckooShown.alternate = static_cast<qint64>(hash.bucket2);
    m_cuckooShown.focus = -1;
    markCuckooSelected(m_cuckooShown, hash);
}

QString ExploreController::cuckooSummary() const
{
    const bloom::CuckooFilter &cuckoo = m_model->cuckoo();
    QString text
        = tr("The same keys in a cuckoo filter: %1 buckets of 4 slots, %2-bit fingerprints, %3 full.")
              .arg(NumberFormat::integer(static_cast<qint64>(cuckoo.bucketCount())),
                  NumberFormat::integer(cuckoo.fingerprintBits()),
                  NumberFormat::percent(cuckoo.loadFactor()));
    if (const auto refused = m_model->refusedByCuckoo().size(); refused > 0)
        text += QLatin1Char(' ')
            + tr("It is full: %n key(s) were refused, which the bit array still took.", nullptr,
                static_cast<int>(refused));
    return text;
}
