#pragma once
// What a system's run shares with the page while it works on a worker thread: the run reports how
// far it got and polls for Cancel; the page reads the progress on its own timer. Nothing else
// crosses threads, so a run needs no locks and the page never waits for it.
#include <atomic>

namespace systems {

class RunControl {
public:
    void cancel() noexcept { m_cancelled.store(true, std::memory_order_relaxed); }
    [[nodiscard]] bool isCancelled() const noexcept { return m_cancelled.load(std::memory_order_relaxed); }
    // fraction in [0, 1] of the whole run.
    void report(double fraction) noexcept { m_progress.store(fraction, std::memory_order_relaxed); }
    [[nodiscard]] double progress() const noexcept { return m_progress.load(std::memory_order_relaxed); }

private:
    std::atomic<bool> m_cancelled {false};
    std::atomic<double> m_progress {0.0};
};

} // namespace systems
