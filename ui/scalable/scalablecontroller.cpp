#include "scalablecontroller.h"

#include "common/errormessages.h"
#include "common/numberformat.h"
#include "pages/snapshotcommand.h"
#include "player/animationclock.h"

#include <QLocale>
#include <QUndoStack>

#include <algorithm>

namespace {
constexpr int kTickMs = 80;

// A run of feeding is one undo step, however many ticks or clicks it took. Each step holds two
// copies of both filters: at a large capacity a continuous run would otherwise fill the history
// with gigabytes of them within seconds.
class FeedCommand final : public SnapshotCommand<ScalableModel> {
public:
    FeedCommand(ScalableModel *model, quint64 count)
        : SnapshotCommand(
            model, describe(count), [count](ScalableModel &m) { m.feed(count); }, Feed),
          m_count(count)
    { }

    bool mergeWith(const QUndoCommand *other) override
    {
        if (!SnapshotCommand::mergeWith(other))
            return false;
        m_count += static_cast<const FeedCommand *>(other)->m_count;
        setText(describe(m_count));
        return true;
    }

private:
    static QString describe(quint64 count)
    {
        return ScalableController::tr("Feed %1 keys").arg(QLocale().toString(count));
    }

    quint64 m_count;
};
} // namespace

ScalableController::ScalableController(AnimationClock *clock, QObject *parent)
    : DemoController(parent),
      m_model(new ScalableModel(this)),
      m_undo(new QUndoStack(this)),
      m_clock(clock ? clock : new TimerClock(this))
{
    // Forty steps; the model keeps whole filters for only the newest within its memory budget.
    m_undo->setUndoLimit(40);
    connect(m_clock, &AnimationClock::tick, this, &ScalableController::onTick);
    // An undo below the limit, or a Start over, makes the limit's message untrue.
    connect(m_model, &ScalableModel::changed, this, [this] {
        if (!message().isEmpty() && m_shownLimit == message() && limitMessage().isEmpty())
            showMessage({});
    });
}

ScalableController::~ScalableController()
{
    // A test's clock outlives the controller: it must not tick into a dead one.
    disconnect(m_clock, nullptr, this, nullptr);
}

bool ScalableController::restart(const bloom::ScalableParameters &parameters)
{
    if (const bloom::Status ok = bloom::ScalableBloomFilter::validate(parameters); !ok) {
        showMessage(ErrorMessages::forError(ok.error()));
        return false;
    }
    setContinuous(false);
    bloom::Status result;
    m_undo->push(new SnapshotCommand<ScalableModel>(
        m_model, tr("Start over"), [&](ScalableModel &model) { result = model.restart(parameters); }));
    showMessage(result ? QString() : ErrorMessages::forError(result.error()));
    return static_cast<bool>(result);
}

QString ScalableController::limitMessage() const
{
    if (m_model->atMemoryLimit())
        return tr("The next slice would take the two filters past %1, the most this page holds "
                  "in memory: the point is made. Start over with a smaller capacity or a looser "
                  "rate to feed further.")
            .arg(NumberFormat::bytes(double(ScalableModel::kMemoryBudget)));
    if (!m_model->canFeed())
        return tr("This lesson stops at %1 keys, %2 times the capacity: the point is made.")
            .arg(QLocale().toString(
                     m_model->current().parameters.initialCapacity * ScalableModel::kMaxFeedFactor),
                NumberFormat::integer(ScalableModel::kMaxFeedFactor));
    return {};
}

// The limit is said as soon as a feed reaches it, not only when the next one is refused.
void ScalableController::feed(quint64 count)
{
    if (m_model->canFeed())
        m_undo->push(new FeedCommand(m_model, count));
    m_shownLimit = limitMessage();
    showMessage(m_shownLimit);
    if (!m_model->canFeed())
        setContinuous(false);
}

void ScalableController::setContinuous(bool on)
{
    if (on == m_clock->isRunning())
        return;
    if (on)
        m_clock->start(kTickMs);
    else
        m_clock->stop();
    emit continuousChanged(on);
}

bool ScalableController::isContinuous() const
{
    return m_clock->isRunning();
}

void ScalableController::onTick()
{
    // About fifty ticks per design capacity: the first slice fills in four seconds.
    feed(std::max<quint64>(1, m_model->current().parameters.initialCapacity / 50));
}

ScalableSection ScalableController::section() const
{
    const ScalableState &state = m_model->current();
    return sectionOf(state.parameters, state.fed);
}

ScalableSection ScalableController::sectionOf(const bloom::ScalableParameters &parameters, quint64 fed)
{
    ScalableSection section;
    section.initialCapacity = parameters.initialCapacity;
    section.targetFpr = parameters.targetFpr;
    section.growthFactor = parameters.growthFactor;
    section.tighteningRatio = parameters.tighteningRatio;
    section.fed = fed;
    return section;
}

bloom::ScalableParameters ScalableController::parametersOf(const ScalableSection &section)
{
    bloom::ScalableParameters parameters;
    parameters.initialCapacity = section.initialCapacity;
    parameters.targetFpr = section.targetFpr;
    parameters.growthFactor = section.growthFactor;
    parameters.tighteningRatio = section.tighteningRatio;
    return parameters;
}

void ScalableController::restore(const ScalableSection &section)
{
    setContinuous(false);
    const bloom::ScalableParameters parameters = parametersOf(section);
    m_undo->push(new SnapshotCommand<ScalableModel>(
        m_model, tr("Open session"), [parameters, section](ScalableModel &model) {
            // The reader validated the parameters, so the restart succeeds.
            if (!model.restart(parameters))
                return;
            // Twenty steps, so the growth chart has its points.
            const quint64 step = std::max<quint64>(1, section.fed / 20);
            for (quint64 fed = 0; fed < section.fed; fed += step)
                model.feed(std::min(step, section.fed - fed));
        }));
    showMessage({});
}
