#pragma once
// Replays a core Trace as timed frames: for each evaluated hash, the hash is computed, reduced to
// a position, and lands on its cell; then the verdict. A cuckoo filter's trace plays the same way:
// the fingerprint is computed (Hash), the second bucket derived (Reduce), then each bucket probed
// and each relocation is one Land frame. The player knows nothing about painting: views read
// frame() and draw what it says is visible.

#include <bloom/cuckoo_trace.h>
#include <bloom/trace.h>

#include <QObject>

#include <QPointer>

#include <functional>

class AnimationClock;

enum class PlayStage { Start, Hash, Reduce, Land, Verdict };

struct PlayerFrame {
    PlayStage stage = PlayStage::Start;
    int hashIndex = -1; // the hash in focus during Hash, Reduce and Land; a cuckoo trace's move
    int landedSteps = 0; // steps (cuckoo: probes, then relocations) whose effect shows
    [[nodiscard]] bool isVerdict() const { return stage == PlayStage::Verdict; }
};

class TracePlayer : public QObject {
    Q_OBJECT

public:
    // Speeds offered to the user; 0 means instant.
    static const QList<double> &speeds();
    static constexpr int kBaseIntervalMs = 650;

    // With no clock the player makes a timer-driven one.
    explicit TracePlayer(AnimationClock *clock = nullptr, QObject *parent = nullptr);

    // Starts a new trace at its first frame (or at its verdict when the speed is instant).
    void load(const bloom::Trace &trace);
    void load(const bloom::CuckooTrace &trace);
    void clear();
    [[nodiscard]] bool hasTrace() const { return m_hasTrace; }
    // Which kind was loaded last; the other accessor returns an empty trace.
    [[nodiscard]] bool isCuckoo() const { return m_cuckoo; }
    [[nodiscard]] const bloom::Trace &trace() const { return m_trace; }
    [[nodiscard]] const bloom::CuckooTrace &cuckooTrace() const { return m_cuckooTrace; }

    [[nodiscard]] int frameCount() const;
    [[nodiscard]] int frameIndex() const { return m_index; }
    [[nodiscard]] PlayerFrame frame() const
    {
        return m_cuckoo ? frameAt(m_cuckooTrace, m_index) : frameAt(m_trace, m_index);
    }
    [[nodiscard]] bool atEnd() const { return !m_hasTrace || m_index == frameCount() - 1; }
    static PlayerFrame frameAt(const bloom::Trace &trace, int index);
    static int frameCountFor(const bloom::Trace &trace);
    // Start, fingerprint, second bucket, one frame per probe and per relocation, the verdict.
    static PlayerFrame frameAt(const bloom::CuckooTrace &trace, int index);
    static int frameCountFor(const bloom::CuckooTrace &trace);
    // A chain of up to 500 relocations would play for minutes: the first kMaxKickFrames each get
    // a frame, and one more frame jumps to the end of the chain.
    static constexpr int kMaxKickFrames = 12;
    static int movesOf(const bloom::CuckooTrace &trace);

    [[nodiscard]] bool isPlaying() const { return m_playing; }
    // Playing, but the last operation's verdict is up and nothing was queued after it: the bar
    // offers Play again, and Play replays the trace from its first frame.
    [[nodiscard]] bool isIdleAtEnd() const { return m_playing && m_idleAtEnd; }
    // An animation on screen and not over: playing, paused part-way or holding a result for the
    // user. With nothing loaded, or idle at the end, the player is at rest.
    [[nodiscard]] bool isUnderWay() const { return m_hasTrace && !isIdleAtEnd(); }
    [[nodiscard]] double speed() const { return m_speed; }
    [[nodiscard]] bool isInstant() const { return m_speed == 0.0; }

    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void finish();
    // The bar's "Show the result": finish(), then on through the operations that would follow on
    // their own (a script's next steps) to the last one's result; see traceplayer.cpp.
    void showResult();
    void rewind();
    void setSpeed(double speed);
    void faster();
    void slower();

    // When it returns true at the end of a trace, playback pauses on the verdict instead of going
    // on: a preset's conclusion stays up until the user presses Space (play), however long the
    // class needs. Play at the end then goes on (wantsNext).
    void setHoldAtVerdict(std::function<bool()> shouldHold) { m_shouldHold = std::move(shouldHold); }
    [[nodiscard]] bool isHoldingAtVerdict() const { return m_holding; }
    // How long such a conclusion stays up: kHoldUntilPlay waits for Space or Play; a time in
    // milliseconds lets a class watch the preset run on its own at its own pace.
    static constexpr int kHoldUntilPlay = -1;
    void setVerdictPause(int milliseconds);
    [[nodiscard]] int verdictPause() const { return m_verdictPauseMs; }

    // Whether step-back at a trace's first frame can go on into the operation before it (a
    // script that has played earlier keys says so); stepBack() then emits wantsPrevious().
    void setPreviousAvailable(std::function<bool()> available) { m_previousAvailable = std::move(available); }
    [[nodiscard]] bool canStepBack() const;
    // Whoever answers setPreviousAvailable says so when its answer may have changed.
    void notifyPreviousAvailability() { emit controlsChanged(); }

signals:
    void frameChanged();
    void playingChanged(bool playing);
    void speedChanged(double speed);
    // Playback or a step went past the last frame: the page may load the next operation.
    void wantsNext();
    // Step-back went before the first frame: the page may show the operation before this one.
    void wantsPrevious();
    void verdictPauseChanged(int milliseconds);
    // What the controls can do or show changed without a new frame (step-back into the key before;
    // Play offered at the end, or Pause again on a replay).
    void controlsChanged();

private:
    void onTick();
    void start();
    void setIndex(int index);
    void restartClock();
    void askForNext();
    void replay();

    QPointer<AnimationClock> m_clock;
    bloom::Trace m_trace;
    bloom::CuckooTrace m_cuckooTrace;
    bool m_cuckoo = false;
    bool m_hasTrace = false;
    int m_index = 0;
    bool m_playing = true;
    bool m_holding = false;
    bool m_pausingAtVerdict = false;
    bool m_idleAtEnd = false;
    int m_starts = 0; // traces started so far: tells whether a wantsNext() began another
    int m_verdictPauseMs = kHoldUntilPlay;
    std::function<bool()> m_shouldHold;
    std::function<bool()> m_previousAvailable;
    double m_speed = 1.0;
};
