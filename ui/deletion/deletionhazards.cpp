// The counting filter's hazards as scripted demos, run step by step on the deletion page.
#include "deletionpage.h"

#include "common/errormessages.h"
#include "common/numberformat.h"
#include "deletion/deletionmodel.h"
#include "pages/snapshotcommand.h"
#include "player/narration.h"
#include "player/playerbar.h"
#include "player/traceplayer.h"
#include "views/bitarrayview.h"
#include "views/bitcellmodel.h"
#include "views/traceoverlay.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QUndoStack>
#include <QVBoxLayout>

void DeletionPage::runHazard(Hazard hazard)
{
    m_events->clear();
    m_plainResult->clear();
    m_countingResult->clear();
    // The last deletion's marks belong to the filters the hazard replaces, maybe with fewer cells.
    m_brokenBits.clear();
    m_plainTrace.reset();
    m_countingTrace.reset();
    const auto &tigers = bloom::workedExample(bloom::WorkedExampleId::Animals10);
    switch (hazard) {
    case Hazard::RemoveFalsePositive:
        m_undo->push(new SnapshotCommand<DeletionModel>(m_model, tr("Hazard: remove a false positive"),
            [](DeletionModel &model) { model.resetToArticle(); }));
        logEvent(tr("seyi_codes and aderonke are added. tiwa_codes never is."));
        m_pending
            = {{Step::Check, QStringLiteral("tiwa_codes")}, {Step::Remove, QStringLiteral("tiwa_codes")},
                {Step::Check, QStringLiteral("seyi_codes")}, {Step::Check, QStringLiteral("aderonke")}};
        break;
    case Hazard::RemoveAbsent:
        m_undo->push(new SnapshotCommand<DeletionModel>(m_model, tr("Hazard: remove a key never added"),
            [](DeletionModel &model) { model.resetToArticle(); }));
        logEvent(tr("seyi_codes and aderonke are added. john_doe never is."));
        m_pending = {{Step::Remove, QStringLiteral("john_doe")}};
        break;
    case Hazard::Saturate:
        m_undo->push(new SnapshotCommand<DeletionModel>(
            m_model, tr("Hazard: saturate a counter"), [&tigers](DeletionModel &model) {
                model.reset(tigers.bits, tigers.hashes, bloom::workedExampleHash(tigers), {});
            }));
        logEvent(tr("An empty counting filter of 10 counters, k = 1: tiger always lands on counter 1."));
        m_pending = {{Step::AddRepeated, QStringLiteral("tiger")},
            {Step::RemoveRepeated, QStringLiteral("tiger")}, {Step::Check, QStringLiteral("tiger")}};
        break;
    }
    m_player->play();
    runNextStep();
}

void DeletionPage::runNextStep()
{
    if (!m_pending.isEmpty())
        runStep(m_pending.takeFirst());
}

void DeletionPage::runStep(const Step &step)
{
    const QString key = Narration::quoted(step.key);
    m_plainTrace.reset();
    m_brokenBits.clear();
    m_syncing = true;
    switch (step.kind) {
    case Step::Check: {
        const bloom::Trace trace = m_model->checkCounting(step.key);
        const bool added = m_model->countingKeys().contains(step.key);
        if (!trace.result && added)
            logEvent(
                tr("%1 is now reported absent: counter %2 is 0. A false negative, although it was added.")
                    .arg(key)
                    .arg(trace.steps.back().probe.position));
        else if (!trace.result)
            logEvent(tr("%1 is definitely absent: counter %2 is 0.")
                         .arg(key)
                         .arg(trace.steps.back().probe.position));
        else if (!added && m_model->current().keys.contains(step.key))
            logEvent(
                tr("%1 was removed as often as it was added, yet it is still reported present: its stuck "
                   "counter can never reach 0. Saturation costs false positives, never false negatives.")
                    .arg(key));
        else if (!added)
            logEvent(tr("%1 was never added, yet every one of its counters is above 0: a false positive.")
                         .arg(key));
        else
            logEvent(tr("%1 is still found.").arg(key));
        m_countingTrace = trace;
        m_player->load(trace);
        break;
    }
    case Step::Remove: {
        std::optional<bloom::Result<bloom::RemoveReport>> report;
        m_undo->push(new SnapshotCommand<DeletionModel>(m_model, tr("Remove %1").arg(key),
            [&](DeletionModel &model) { report = model.removeCounting(step.key); }));
        if (!*report) {
            logEvent(ErrorMessages::forError(report->error()) + QLatin1Char(' ') + tr("Nothing changed."));
            m_countingTrace = m_model->checkCounting(step.key);
            m_player->load(*m_countingTrace);
            break;
        }
        logEvent(m_model->current().keys.contains(step.key)
                ? tr("%1 is removed: its counters go down by one.").arg(key)
                : tr("Removing %1 is accepted: nothing can tell it was never added. Its counters go down by "
                     "one, "
                     "and those counters belong to other keys.")
                      .arg(key));
        m_countingTrace = (*report)->trace;
        m_player->load(*m_countingTrace);
        break;
    }
    case Step::AddRepeated:
    case Step::RemoveRepeated: {
        const bool adding = step.kind == Step::AddRepeated;
        const int times = static_cast<int>(m_model->current().counting.counterMax()) + 1;
        bool stuck = false;
        m_undo->push(new SnapshotCommand<DeletionModel>(m_model,
            adding ? tr("Add %1 %2 times").arg(key).arg(times) : tr("Remove %1 %2 times").arg(key).arg(times),
            [&](DeletionModel &model) {
                for (int i = 0; i < times; ++i) {
                    if (adding && i == 0) {
                        model.add(step.key); // into both filters and the key list
                    } else if (adding) {
                        model.addCounting(step.key);
                    } else if (auto report = model.removeCounting(step.key); report && report->hitSaturated) {
                        stuck = true;
                    }
                }
            }));
        const quint64 cell = m_model->current().counting.positions(step.key.toStdString()).front();
        const int value = static_cast<int>(m_model->current().counting.counter(cell));
        if (adding) {
            logEvent(tr("%1 added %2 times: counter %3 reached %4, the most it can hold, and is now stuck.")
                         .arg(key)
                         .arg(times)
                         .arg(cell)
                         .arg(value));
        } else {
            logEvent(tr(
                "%1 removed %2 times: counter %3 stays at %4%5. A stuck counter is never decremented, so it "
                "cannot wrap to 0 and cause a false negative.")
                         .arg(key)
                         .arg(times)
                         .arg(cell)
                         .arg(value)
                         .arg(stuck ? tr(" (each remove reported it stuck)") : QString()));
        }
        m_countingTrace.reset();
        m_player->clear();
        m_syncing = false;
        refresh();
        runNextStep();
        return;
    }
    }
    m_syncing = false;
    refresh();
}
