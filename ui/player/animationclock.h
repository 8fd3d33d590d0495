#pragma once
// What drives an animation forward. The player only listens for tick(); the app uses a QTimer,
// tests use a ManualClock and advance it, so no test ever sleeps.

#include <QObject>
#include <QTimer>

class AnimationClock : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    virtual void start(int intervalMs) = 0;
    virtual void stop() = 0;
    [[nodiscard]] virtual bool isRunning() const = 0;

signals:
    void tick();
};

class TimerClock final : public AnimationClock {
    Q_OBJECT

public:
    explicit TimerClock(QObject *parent = nullptr);
    void start(int intervalMs) override;
    void stop() override;
    [[nodiscard]] bool isRunning() const override;

private:
    QTimer m_timer;
};

class ManualClock final : public AnimationClock {
    Q_OBJECT

public:
    explicit ManualClock(QObject *parent = nullptr) : AnimationClock(parent) { }
    void start(int intervalMs) override
    {
        m_interval = intervalMs;
        m_running = true;
    }
    void stop() override { m_running = false; }
    [[nodiscard]] bool isRunning() const override { return m_running; }
    [[nodiscard]] int interval() const { return m_interval; }

    // Fires `ticks` ticks, as if that many intervals had passed, while the clock runs.
    void advance(int ticks = 1)
    {
        for (int i = 0; i < ticks && m_running; ++i)
            emit tick();
    }

private:
    int m_interval = 0;
    bool m_running = false;
};
