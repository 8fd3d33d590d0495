#include "deletioncontroller.h"

#include "common/errormessages.h"
#include "common/keytext.h"
#include "common/numberformat.h"
#include "deletion/deletionkeysmodel.h"
#include "pages/snapshotcommand.h"
#include "player/narration.h"
#include "player/traceplayer.h"
#include "views/bitcellmodel.h"
#include "views/traceoverlay.h"

#include <QLocale>
#include <QStringListModel>
#include <QUndoStack>

#include <utility>

namespace {
QString joinBits(const std::vector<std::uint64_t> &bits)
{
    QStringList parts;
    for (std::uint64_t bit : bits)
        parts << NumberFormat::index(static_cast<qint64>(bit));
    return QLocale().createSeparatedList(parts);
}

// Undo by snapshot that also reports when undo or redo, rather than the command's first run,
// replaced the filters. The first run is the controller's own doing (a script step or a button),
// which must not stop the script that pushed it; a later undo or redo is the user's.
//
// "What happened" and the words under the arrays belong to the history too: undo puts them back
// as they were before the step, redo as they were when the step was undone. That includes the
// lines still waiting for the step's animation, since redo shows its result at rest.
//
// A script's steps carry the number of its run and merge into the run's first command, whose
// text (a hazard's title) names the whole: a hazard is one undo step.
class DeletionCommand : public SnapshotCommand<DeletionModel> {
public:
    struct Log {
        std::function<DeletionShown()> shown;
        std::function<void(const DeletionShown &)> replaced; // undo or redo replaced filters and log
    };

    DeletionCommand(DeletionModel *model, const QString &text, std::function<void(DeletionModel &)> action,
        std::optional<int> run, Log log)
        : SnapshotCommand(model, text, std::move(action), run ? ScriptRun : NoMerge),
          m_run(run.value_or(-1)),
          m_log(std::move(log))
    { }

    void redo() override
    {
        if (!m_ranOnce) {
            m_logBefore = m_log.shown();
            SnapshotCommand::redo();
            m_ranOnce = true;
            return;
        }
        SnapshotCommand::redo();
        m_log.replaced(m_logAfter);
    }

    void undo() override
    {
        m_logAfter = m_log.shown();
        SnapshotCommand::undo();
        m_log.replaced(m_logBefore);
    }

    bool mergeWith(const QUndoCommand *other) override
    {
        // The same id means another script step's DeletionCommand; only its own run's merge.
        return static_cast<const DeletionCommand *>(other)->m_run == m_run
            && SnapshotCommand::mergeWith(other);
    }

private:
    int m_run;
    Log m_log;
    DeletionShown m_logBefore;
    DeletionShown m_logAfter;
    bool m_ranOnce = false;
};

QString numbered(qsizetype row, const QString &text)
{
    return QLocale().toString(row + 1) + QStringLiteral(". ") + text;
}
} // namespace

DeletionController::DeletionController(AnimationClock *clock, QObject *parent)
    : DemoController(parent),
      m_model(new DeletionModel(this)),
      m_undo(new QUndoStack(this)),
      m_player(new TracePlayer(clock, this)),
      m_plainCells(new BitCellModel(this)),
      m_countingCells(new BitCellModel(this)),
      m_keys(new DeletionKeysModel(m_model, this)),
      m_events(new QStringListModel(this)),
      m_runner(new ScriptRunner(this, m_player, this))
{
    m_countingCells->setCounting(true);
    connect(m_player, &TracePlayer::frameChanged, this, &DeletionController::refreshFrame);
    connect(m_model, &DeletionModel::changed, this, [this] {
        refreshFrame(); // the keys' statuses and the costs follow at rest
    });
    // Every run ends in one of these, so the next run's steps start an undo step of their own.
    connect(m_runner, &ScriptRunner::finished, this, [this] { ++m_run; });
    connect(m_runner, &ScriptRunner::stopped, this, [this] { ++m_run; });
    refreshFrame();
    refreshCosts();
}

DeletionController::~DeletionController()
{
    // The player is a child, deleted after this object's members: it must not call back.
    m_runner->stop();
    disconnect(m_player, nullptr, this, nullptr);
    disconnect(m_model, nullptr, this, nullptr);
}

BitCellModel *DeletionController::cells(Side side) const
{
    return side == Side::Plain ? m_plainCells : m_countingCells;
}

void DeletionController::push(const QString &text, std::function<void(DeletionModel &)> action)
{
    // A script's step joins its run's undo step; what the user does by hand is a step of its own.
    const std::optional<int> run = m_performingStep ? std::optional<int>(m_run) : std::nullopt;
    m_undo->push(new DeletionCommand(m_model, text, std::move(action), run,
        {[this] { return m_shownBeforeStep.value_or(shownAtRest()); },
            [this](const DeletionShown &shown) { onHistoryReplaced(shown); }}));
}

void DeletionController::addKey(const QString &key)
{
    if (!acceptKey(key))
        return;
    actByHand(
        *m_runner, QStringLiteral("add"), key, [this, &key] { holdingKeys([&] { return runAdd(key); }); });
}

bool DeletionController::runAdd(const QString &key)
{
    DeletionModel::AddTraces traces;
    const CuckooTable before = CuckooTable::of(m_model->current().cuckoo);
    push(
        tr("Add %1").arg(Narration::quoted(key)), [key, &traces, first = true](DeletionModel &model) mutable {
            // Only the first run's traces are played: a redo shows the result at rest.
            if (first)
                traces = model.add(key);
            else
                model.add(key);
            first = false;
        });
    clearAnimation();
    if (!traces.plain)
        return false;
    // Both arrays follow the one player, as for a delete: the same positions, set and counted.
    m_plainTrace = traces.plain;
    m_countingTrace = traces.counting;
    m_cuckooTrace = traces.cuckoo;
    m_cuckooBefore = before;
    m_player->load(*traces.plain);
    if (traces.cuckoo && traces.cuckoo->outcome == bloom::CuckooOutcome::Full)
        logEvent(tr("The cuckoo filter refused %1: it is full. The other two filters took it.")
                     .arg(Narration::quoted(key)));
    return true;
}

void DeletionController::deleteKey(const QString &key)
{
    m_runner->userWillAct();
    if (holdingKeys([&] { return runDelete(key); }))
        m_runner->userDid(QStringLiteral("delete"), key);
}

bool DeletionController::runDelete(const QString &key)
{
    if (!m_model->plainKeys().contains(key) || !m_model->countingKeys().contains(key)) {
        showMessage(tr("Select a key in the list that has not been deleted yet."));
        return false;
    }
    showMessage({});
    const QStringList predicted = m_model->predictedBreakage(key);
    DeletionModel::NaiveResult naive;
    std::optional<bloom::Result<bloom::RemoveReport>> counted;
    std::optional<bloom::Result<bloom::CuckooTrace>> cuckoo;
    const CuckooTable before = CuckooTable::of(m_model->current().cuckoo);
    push(tr("Delete %1").arg(Narration::quoted(key)), [&](DeletionModel &model) {
        naive = model.deleteNaively(key);
        counted = model.removeCounting(key);
        cuckoo = model.removeCuckoo(key);
    });

    m_brokenBits.clear();
    QStringList lines;
    for (const bloom::FalseNegative &broken : naive.falseNegatives) {
        const QString name = Narration::quoted(QString::fromStdString(broken.key));
        lines << tr("%1 is now reported absent because bit(s) %2 were cleared.", nullptr,
            static_cast<int>(broken.clearedPositions.size()))
                     .arg(name, joinBits(broken.clearedPositions));
        for (std::uint64_t bit : broken.clearedPositions)
            m_brokenBits << bit;
    }
    const QStringList lost = m_model->countingFalseNegatives();
    const QStringList kept = m_model->countingKeys();
    setResults(lines.isEmpty() ? tr("No other key shared its bits, so nothing else broke this time.")
                               : lines.join(QLatin1Char('\n')),
        lost.isEmpty()
            ? (kept.isEmpty()
                    ? tr("The filter is empty now, and says so.")
                    : tr("Every remaining key is still found: %1.").arg(QLocale().createSeparatedList(kept)))
            : tr("Reported absent although still added: %1.").arg(QLocale().createSeparatedList(lost)),
        cuckooRemoveResult(cuckoo && *cuckoo ? std::optional<bloom::CuckooTrace>(**cuckoo) : std::nullopt));
    // Both arrays follow the one player: the naive delete's frames drive the counting trace too.
    m_plainTrace = naive.trace;
    m_countingTrace = counted && *counted ? std::optional<bloom::Trace>((*counted)->trace) : std::nullopt;
    m_cuckooTrace = cuckoo && *cuckoo ? std::optional<bloom::CuckooTrace>(**cuckoo) : std::nullopt;
    m_cuckooBefore = before;
    m_player->load(naive.trace);
    // After the load: the log tells it when the animation has shown it.
    logEvent(tr("Deleted %1. The shared bits predicted these losses in the plain filter: %2.")
                 .arg(Narration::quoted(key),
                     predicted.isEmpty() ? tr("none") : QLocale().createSeparatedList(predicted)));
    return true;
}

void DeletionController::setCounterWidth(bloom::CounterWidth width)
{
    // Choosing the width already in use would only add an undo step that changes nothing.
    if (width == m_model->current().width)
        return;
    m_runner->userWillAct();
    push(tr("Change counter width"), [width](DeletionModel &model) { model.setCounterWidth(width); });
    clearAnimation();
}

void DeletionController::replaceState(const DeletionState &state, const QString &undoText)
{
    m_runner->stop();
    push(undoText, [state](DeletionModel &model) { model.restore(state); });
    clearAnimation();
}

void DeletionController::startScript(const Script &script)
{
    // A message about the last thing done by hand no longer applies once a script starts.
    showMessage({});
    // Played from its first step even when the user had paused the last animation.
    m_player->play();
    m_runner->start(script);
}

void DeletionController::onHistoryReplaced(const DeletionShown &shown)
{
    m_runner->stop();
    // What the interrupted animation would have told is in `shown.log` when it belongs there:
    // after a redo, not after the undo of its step.
    m_pendingEvents.clear();
    clearAnimation();
    if (m_events->stringList() != shown.log)
        m_events->setStringList(shown.log);
    setResults(shown.plainResult, shown.countingResult, shown.cuckooResult);
    m_brokenBits = shown.brokenBits;
    refreshFrame();
}

DeletionShown DeletionController::shownAtRest() const
{
    return {told(), m_plainResult, m_countingResult, m_cuckooResult, m_brokenBits};
}

void DeletionController::clearAnimation()
{
    m_plainTrace.reset();
    m_countingTrace.reset();
    m_cuckooTrace.reset();
    m_brokenBits.clear();
    setResults({}, {});
    m_player->clear(); // shows the frame at rest
    refreshFrame();
}

void DeletionController::setResults(const QString &plain, const QString &counting, const QString &cuckoo)
{
    m_plainResult = plain;
    m_countingResult = counting;
    m_cuckooResult = cuckoo;
}

void DeletionController::logEvent(const QString &text)
{
    if (m_player->hasTrace() && !m_player->atEnd()) {
        m_pendingEvents << text;
        return;
    }
    const int row = m_events->rowCount();
    m_events->insertRows(row, 1);
    m_events->setData(m_events->index(row), numbered(row, text));
}

QStringList DeletionController::events() const
{
    return m_events->stringList();
}

QStringList DeletionController::told() const
{
    QStringList log = m_events->stringList();
    for (const QString &text : m_pendingEvents)
        log << numbered(log.size(), text);
    return log;
}

void DeletionController::refreshFrame()
{
    const PlayerFrame frame = m_player->hasTrace() ? m_player->frame() : PlayerFrame {};
    const bool verdict = !m_player->hasTrace() || frame.isVerdict();

    QVector<CellState> plain = m_model->plainCells();
    if (m_plainTrace)
        overlayTrace(plain, *m_plainTrace, frame, false);
    if (verdict) {
        for (std::uint64_t bit : std::as_const(m_brokenBits)) {
            if (bit < static_cast<std::uint64_t>(plain.size())) // as overlayTrace, never another size's
                plain[static_cast<qsizetype>(bit)].mark = CellMark::FalseNegative;
        }
    }
    m_plainCells->setCells(std::move(plain));

    QVector<CellState> counting = m_model->countingCells();
    if (m_countingTrace)
        overlayTrace(counting, *m_countingTrace, frame,
            !m_model->countingKeys().contains(QString::fromStdString(m_countingTrace->key)));
    m_countingCells->setCells(std::move(counting));

    m_plainCallout = m_plainTrace && !verdict ? Narration::callout(*m_plainTrace, frame) : QString();
    m_countingCallout = m_countingTrace && !verdict ? Narration::callout(*m_countingTrace, frame) : QString();
    refreshCuckoo(frame, verdict);
    if (!m_bloomMemory.isEmpty() && refreshCuckooCost())
        emit costsChanged();
    m_resultsVisible = verdict;
    if (verdict) {
        for (const QString &text : std::exchange(m_pendingEvents, {}))
            logEvent(text);
        refreshAtRest();
    }
    emit frameShown();
}

void DeletionController::refreshAtRest()
{
    if (m_keysHeld || (m_player->hasTrace() && !m_player->frame().isVerdict()))
        return;
    m_keys->sync();
    refreshCosts();
}

void DeletionController::refreshCosts()
{
    const DeletionState &state = m_model->current();
    const QLocale locale;
    const quint64 m = state.bits;
    const auto width = static_cast<quint64>(state.width);
    m_bloomMemory = tr("Plain: %1 bits. Counting with %2-bit counters: %3 bits, %4× as much.")
                        .arg(locale.toString(m), locale.toString(width), locale.toString(m * width),
                            locale.toString(width));
    refreshCuckooCost();
    // Fan et al.'s bound is a chance for keys still to come; once a counter is stuck it has
    // happened, and "at most 0%" beside a stuck counter would be a wrong number.
    const bloom::CountingBloomFilter &counting = state.counting;
    if (const std::uint64_t stuck = counting.saturatedCount(); stuck > 0) {
        m_overflow
            = tr("%n counter(s) stuck at %1, the most a counter holds: overflow has happened. Removing a "
                 "key through a stuck counter leaves it as it is, so it can no longer reach 0.",
                nullptr, static_cast<int>(stuck))
                  .arg(locale.toString(counting.counterMax()));
    } else {
        m_overflow = tr("Chance that some counter overflows at n = %1 (Fan et al.): at most %2.")
                         .arg(locale.toString(m_model->countingKeys().size()),
                             NumberFormat::percent(m_model->overflowBound()));
    }
    emit costsChanged();
}

bool DeletionController::refreshCuckooCost()
{
    // How full the cuckoo filter is follows its table as shown, frame by frame: a hazard's fill
    // plays in a table already nearly full, and the words beside it must not still say how full it
    // was before. The Bloom filters' costs wait for the result, like the keys' statuses.
    const bloom::CuckooFilter &cuckoo = m_model->current().cuckoo;
    const CuckooTable &shown = m_cuckooShown.table;
    double load = cuckoo.loadFactor();
    if (shown.slotCount() > 0) {
        int occupied = 0;
        for (int slot = 0; slot < shown.slotCount(); ++slot)
            occupied += shown.fingerprint(slot) != 0 ? 1 : 0;
        load = static_cast<double>(occupied) / shown.slotCount();
    }
    const QLocale locale;
    const QString memory = m_bloomMemory + QLatin1Char('\n')
        + tr("Cuckoo: %1 slots of %2-bit fingerprints, %3 bits, %4 full. When full, at most %5 of the "
             "checks for keys never added are false positives (2b/2^f).")
              .arg(locale.toString(static_cast<quint64>(cuckoo.slotCount())),
                  locale.toString(cuckoo.fingerprintBits()),
                  locale.toString(static_cast<quint64>(cuckoo.tableBits())), NumberFormat::percent(load),
                  NumberFormat::percent(bloom::cuckooFalsePositiveBound(cuckoo.fingerprintBits())));
    if (memory == m_memory)
        return false;
    m_memory = memory;
    return true;
}
