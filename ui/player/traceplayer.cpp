#include "traceplayer.h"

#include "animationclock.h"

#include <algorithm>

const QList<double> &TracePlayer::speeds()
{
    static const QList<double> list {0.25, 0.5, 1.0, 2.0, 4.0, 0.0};
    return list;
}

TracePlayer::TracePlayer(AnimationClock *clock, QObject *parent)
    : QObject(parent), m_clock(clock ? clock : new TimerClock(this))
{
    connect(m_clock, &AnimationClock::tick, this, &TracePlayer::onTick);
}

int TracePlayer::frameCountFor(const bloom::Trace &trace)
{
    // Start, three frames per evaluated hash, then the verdict.
    return 1 + 3 * static_cast<int>(trace.steps.size()) + 1;
}

int TracePlayer::frameCount() const
{
    if (!m_hasTrace)
        return 1;
    return m_cuckoo ? frameCountFor(m_cuckooTrace) : frameCountFor(m_trace);
}

int TracePlayer::movesOf(const bloom::CuckooTrace &trace)
{
    const int kicks = static_cast<int>(trace.kicks.size());
    return static_cast<int>(trace.probes.size()) + std::min(kicks, kMaxKickFrames)
        + (kicks > kMaxKickFrames ? 1 : 0);
}

int TracePlayer::frameCountFor(const bloom::CuckooTrace &trace)
{
    return 3 + movesOf(trace) + 1;
}

PlayerFrame TracePlayer::frameAt(const bloom::CuckooTrace &trace, int index)
{
    const int moves = movesOf(trace);
    PlayerFrame frame;
    if (index <= 0)
        return frame;
    if (index >= 3 + moves) {
        frame.stage = PlayStage::Verdict;
        frame.landedSteps = moves;
        return frame;
    }
    if (index <= 2) {
        frame.stage = index == 1 ? PlayStage::Hash : PlayStage::Reduce;
        return frame;
    }
    frame.stage = PlayStage::Land;
    frame.hashIndex = index - 3;
    frame.landedSteps = index - 2;
    return frame;
}

PlayerFrame TracePlayer::frameAt(const bloom::Trace &trace, int index)
{
    const int steps = static_cast<int>(trace.steps.size());
    PlayerFrame frame;
    if (index <= 0)
        return frame;
    if (index > 3 * steps) {
        frame.stage = PlayStage::Verdict;
        frame.landedSteps = steps;
        return frame;
    }
    const int hash = (index - 1) / 3;
    frame.hashIndex = hash;
    switch ((index - 1) % 3) {
    case 0: frame.stage = PlayStage::Hash; break;
    case 1: frame.stage = PlayStage::Reduce; break;
    default: frame.stage = PlayStage::Land; break;
    }
    frame.landedSteps = frame.stage == PlayStage::Land ? hash + 1 : hash;
    return frame;
}

void TracePlayer::load(const bloom::Trace &trace)
{
    m_trace = trace;
    m_cuckooTrace = {};
    m_cuckoo = false;
    start();
}

void TracePlayer::load(const bloom::CuckooTrace &trace)
{
    m_cuckooTrace = trace;
    m_trace = {};
    m_cuckoo = true;
    start();
}

void TracePlayer::start()
{
    ++m_starts;
    m_idleAtEnd = false;
    m_holding = false;
    m_pausingAtVerdict = false;
    m_hasTrace = true;
    m_index = isInstant() ? frameCount() - 1 : 0;
    emit frameChanged();
    restartClock();
}

void TracePlayer::clear()
{
    m_idleAtEnd = false;
    m_holding = false;
    m_pausingAtVerdict = false;
    m_trace = {};
    m_cuckooTrace = {};
    m_cuckoo = false;
    m_hasTrace = false;
    m_index = 0;
    if (m_clock)
        m_clock->stop();
    emit frameChanged();
}

void TracePlayer::play()
{
    if (m_playing)
        return;
    m_playing = true;
    m_holding = false;
    emit playingChanged(true);
    if (atEnd()) {
        askForNext();
        if (m_idleAtEnd) // nothing follows: Play at the end plays this trace again
            return replay();
    }
    restartClock();
}

void TracePlayer::pause()
{
    if (!m_playing)
        return;
    m_playing = false;
    m_idleAtEnd = false;
    if (m_clock)
        m_clock->stop();
    emit playingChanged(false);
}

void TracePlayer::togglePlay()
{
    if (isIdleAtEnd())
        replay();
    else
        m_playing ? pause() : play();
}

void TracePlayer::replay()
{
    m_idleAtEnd = false;
    m_pausingAtVerdict = false;
    setIndex(isInstant() ? frameCount() - 1 : 0);
    emit controlsChanged(); // Pause again, though the player never stopped playing
    restartClock();
}

void TracePlayer::askForNext()
{
    const int starts = m_starts;
    emit wantsNext();
    if (m_starts == starts && m_playing && m_hasTrace && !m_idleAtEnd) {
        m_idleAtEnd = true;
        emit controlsChanged(); // the bar turns its button back to Play
    }
}

void TracePlayer::stepForward()
{
    if (!m_hasTrace)
        return;
    const bool wasPlaying = m_playing;
    pause();
    if (!atEnd())
        return setIndex(m_index + 1);
    // Past the end the next operation, if any, shows at its first frame, paused. With none, the
    // step did nothing: the player plays on, so that the user's next operation still animates.
    const int starts = m_starts;
    emit wantsNext();
    if (m_starts == starts && wasPlaying) {
        m_playing = true;
        m_idleAtEnd = true;
        emit playingChanged(true);
    }
}

void TracePlayer::stepBack()
{
    pause();
    if (m_hasTrace && m_index == 0) {
        if (m_previousAvailable && m_previousAvailable())
            emit wantsPrevious();
        return;
    }
    setIndex(m_index - 1);
}

bool TracePlayer::canStepBack() const
{
    return m_hasTrace && (m_index > 0 || (m_previousAvailable && m_previousAvailable()));
}

void TracePlayer::setVerdictPause(int milliseconds)
{
    milliseconds = std::max(milliseconds, kHoldUntilPlay);
    if (milliseconds == m_verdictPauseMs)
        return;
    m_verdictPauseMs = milliseconds;
    emit verdictPauseChanged(milliseconds);
}

void TracePlayer::finish()
{
    setIndex(frameCount() - 1);
}

void TracePlayer::showResult()
{
    // "Show the result" shows where playback would come to rest, not only this trace's last
    // frame: a hazard's next operation would otherwise start on the next tick, and the one press
    // would seem to have done nothing but change the counter's total ("Step 2 of 19" to "Step 2 of
    // 4"). So the operations that would follow on their own are played through to their results,
    // each one's events told in order, and the player stops at the last one's verdict, its counter
    // that trace's own "Step N of N". It stops early where playback itself would wait: a page that
    // holds a preset's verdict until Space keeps that hold, and a script step waiting for the user
    // loads nothing more.
    finish();
    for (;;) {
        if (m_shouldHold && m_shouldHold())
            return;
        const int starts = m_starts;
        emit wantsNext();
        if (m_starts == starts)
            break;
        finish();
    }
    // Nothing follows: at rest at once, with Play offered again, rather than a tick later.
    if (m_playing && m_hasTrace) {
        if (m_clock)
            m_clock->stop();
        m_idleAtEnd = true;
        emit controlsChanged();
    }
}

void TracePlayer::rewind()
{
    pause();
    setIndex(0);
}

void TracePlayer::setSpeed(double speed)
{
    if (!speeds().contains(speed) || speed == m_speed)
        return;
    m_speed = speed;
    emit speedChanged(speed);
    if (isInstant())
        finish();
    restartClock();
}

void TracePlayer::faster()
{
    const qsizetype i = speeds().indexOf(m_speed);
    if (i + 1 < speeds().size())
        setSpeed(speeds().at(i + 1));
}

void TracePlayer::slower()
{
    const qsizetype i = speeds().indexOf(m_speed);
    if (i > 0)
        setSpeed(speeds().at(i - 1));
}

void TracePlayer::setIndex(int index)
{
    const int bounded = std::clamp(index, 0, frameCount() - 1);
    if (bounded == m_index)
        return;
    m_pausingAtVerdict = false;
    m_idleAtEnd = false;
    m_index = bounded;
    emit frameChanged();
}

void TracePlayer::onTick()
{
    if (!m_playing)
        return;
    if (atEnd()) {
        // The verdict stays up for one interval; then the next queued operation, if any, starts,
        // unless the page asked to hold here until the user plays on.
        m_clock->stop();
        if (m_shouldHold && m_shouldHold()) {
            if (m_verdictPauseMs == kHoldUntilPlay) {
                m_holding = true;
                pause();
                emit frameChanged(); // the caption says how to go on
                return;
            }
            // The user's pause, once; the tick after it moves on.
            if (!m_pausingAtVerdict) {
                m_pausingAtVerdict = true;
                m_clock->start(m_verdictPauseMs);
                return;
            }
            m_pausingAtVerdict = false;
        }
        askForNext();
        return;
    }
    setIndex(m_index + 1);
}

void TracePlayer::restartClock()
{
    if (!m_clock)
        return;
    if (!m_playing || !m_hasTrace || isInstant()) {
        m_clock->stop();
        // Instant playback still hands over to the next operation straight away.
        if (m_playing && m_hasTrace && isInstant())
            askForNext();
        return;
    }
    m_clock->start(static_cast<int>(kBaseIntervalMs / m_speed));
}
