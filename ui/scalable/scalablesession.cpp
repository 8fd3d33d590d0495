// The scalable page's part of a session: the parameters and how many keys were fed. The keys are
// generated, so feeding the same count again rebuilds the same filters; the growth chart gets its
// points from feeding in twenty steps.

#include "scalablepage.h"

#include "pages/snapshotcommand.h"
#include "scalable/scalablemodel.h"
#include "scalable/scalablesection.h"

#include <QDoubleSpinBox>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>

#include <algorithm>

void ScalablePage::saveSession(Session::Data &session) const
{
    const ScalableState &state = m_model->current();
    ScalableSection page;
    page.initialCapacity = state.parameters.initialCapacity;
    page.targetFpr = state.parameters.targetFpr;
    page.growthFactor = state.parameters.growthFactor;
    page.tighteningRatio = state.parameters.tighteningRatio;
    page.fed = state.fed;
    session.setSection(scalableSectionFormat().name, page);
}

void ScalablePage::restoreSession(const Session::Data &session)
{
    const auto *section = session.section<ScalableSection>(scalableSectionFormat().name);
    if (!section)
        return;
    const ScalableSection page = *section;
    setContinuous(false);
    bloom::ScalableParameters parameters;
    parameters.initialCapacity = page.initialCapacity;
    parameters.targetFpr = page.targetFpr;
    parameters.growthFactor = page.growthFactor;
    parameters.tighteningRatio = page.tighteningRatio;
    {
        const QSignalBlocker capacity(m_capacity), target(m_target), growth(m_growth),
            tightening(m_tightening);
        m_capacity->setValue(static_cast<int>(page.initialCapacity));
        m_target->setValue(page.targetFpr * 100.0);
        m_growth->setValue(page.growthFactor);
        m_tightening->setValue(page.tighteningRatio);
    }
    m_undo->push(new SnapshotCommand<ScalableModel>(
        m_model, tr("Open session"), [parameters, page](ScalableModel &model) {
            // The reader validated the parameters, so the restart succeeds.
            if (!model.restart(parameters))
                return;
            const quint64 step = std::max<quint64>(1, page.fed / 20);
            for (quint64 fed = 0; fed < page.fed; fed += step)
                model.feed(std::min(step, page.fed - fed));
        }));
}
