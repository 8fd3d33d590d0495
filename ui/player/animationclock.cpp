#include "animationclock.h"

TimerClock::TimerClock(QObject *parent) : AnimationClock(parent)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &AnimationClock::tick);
}

void TimerClock::start(int intervalMs)
{
    m_timer.start(intervalMs);
}

void TimerClock::stop()
{
    m_timer.stop();
}

bool TimerClock::isRunning() const
{
    return m_timer.isActive();
}
