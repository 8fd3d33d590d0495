#include "explorecontroller.h"

#include "common/keytext.h"
#include "explore/filtertext.h"
#include "pages/backgroundjob.h"
#include "pages/snapshotcommand.h"
#include "player/cuckoonarration.h"
#include "player/narration.h"
#include "script/scripttexts.h"
#include "session/sessiondata.h"
#include "views/bitcellmodel.h"
#include "views/traceoverlay.h"
#include "views/tracestepsmodel.h"

#include <QLocale>
#include <QRandomGenerator>
#include <QStringListModel>
#include <QUndoStack>

#include <cmath>
#include <utility>

ExploreController::ExploreController(AnimationClock *clock, QObject *parent)
    : DemoController(parent),
      m_model(new ExploreModel(this)),
      m_undo(new QUndoStack(this)),
      m_player(new TracePlayer(clock, this)),
      m_cells(new BitCellModel(this)),
      m_steps(new TraceStepsModel(this)),
      m_keyList(new QStringListModel(this)),
      m_runner(new ScriptRunner(this, m_player, this)),
      m_hunt(new BackgroundJob(this))
{
    ExploreSettings initial = m_model->settings();
    initial.seed = bloom::randomSeed();
    m_model->configure(initial);

    connect(m_player, &TracePlayer::frameChanged, this, &ExploreController::refreshFrame);
    // A preset holds on each verdict while it has more to show, until Space (or Play).
    m_player->setHoldAtVerdict([this] { return m_runner->pendingSteps() > 0 && !m_runner->heldStep(); });
    connect(m_model, &ExploreModel::changed, this, [this] {
        emit settingsChanged();
        refreshFrame();
        // "Found … with 3 of 10 bits set" no longer describes a changed filter; a search under
        // way works on a copy of the old one, so its answer would not either.
        if (m_hunt->isRunning()) {
            m_hunt->cancel();
        } else if (!m_huntText.isEmpty()) {
            m_huntText.clear();
            emit huntChanged();
        }
    });
    connect(m_undo, &QUndoStack::indexChanged, this, [this](int index) {
        const int before = std::exchange(m_undoIndex, index);
        // Pushing says its own caption; a cleared history (a lesson step's start) undid nothing.
        if (m_pushing || m_undo->count() == 0)
            return;
        // Undo or redo changed the filter under the animation: what it showed no longer holds.
        if (m_trace && !m_model->lastTrace())
            clearTrace();
        // The caption said what the undone step did: say what undo did instead.
        m_caption = index < before ? tr("Undone: %1.").arg(m_undo->text(index))
                                   : tr("Redone: %1.").arg(m_undo->text(index - 1));
        emit frameShown();
    });
    connect(m_hunt, &BackgroundJob::finished, this, [this](bool cancelled) {
        if (cancelled)
            m_huntText = tr("The search was cancelled.");
        emit huntChanged(); // the search button turns back from "Cancel the search"
    });
    refreshFrame();
}

ExploreController::~ExploreController()
{
    // The undo stack and the player are children, deleted after this object's members: they
    // must not call back, and the hunt's worker must stop before the filter it copied goes.
    disconnect(m_undo, nullptr, this, nullptr);
    disconnect(m_player, nullptr, this, nullptr);
    disconnect(m_hunt, nullptr, this, nullptr);
}

void ExploreController::push(QUndoCommand *command)
{
    m_pushing = true;
    m_undo->push(command);
    m_pushing = false;
}

void ExploreController::addKey(const QString &key)
{
    if (!acceptKey(key))
        return;
    actByHand(*m_runner, QStringLiteral("add"), key, [this, &key] { runAdd(key); });
}

void ExploreController::checkKey(const QString &key)
{
    if (!acceptKey(key))
        return;
    actByHand(*m_runner, QStringLiteral("check"), key, [this, &key] { runCheck(key); });
}

void ExploreController::runAdd(const QString &key)
{
    const bool isNew = !m_model->hasKey(key);
    const CuckooTable before = CuckooTable::of(m_model->cuckoo());
    push(new SnapshotCommand<ExploreModel>(
        m_model, tr("Add %1").arg(Narration::quoted(key)), [key](ExploreModel &model) { model.add(key); }));
    m_traceAddedKey = isNew;
    showTrace(*m_model->lastTrace(), false);
    if (m_model->lastCuckooTrace())
        keepCuckoo(*m_model->lastCuckooTrace(), before);
}

void ExploreController::runCheck(const QString &key)
{
    const bloom::Trace trace = m_model->check(key);
    m_traceAddedKey = false;
    showTrace(trace, m_model->isFalsePositive(trace));
    keepCuckoo(m_model->checkCuckoo(key), CuckooTable::of(m_model->cuckoo()));
}

void ExploreController::addRandomKeys(int count)
{
    // Names from many languages, as a classroom's usernames would be.
    static const QStringList names {QStringLiteral("amina"), QStringLiteral("kofi"),
        QStringLiteral("somchai"), QStringLiteral("nadia"), QStringLiteral("bilal"), QStringLiteral("tunde"),
        QStringLiteral("rahim"), QStringLiteral("malika"), QStringLiteral("chen"), QStringLiteral("lucia"),
        QStringLiteral("arjun"), QStringLiteral("zainab"), QStringLiteral("pim"), QStringLiteral("olu"),
        QStringLiteral("sadia"), QStringLiteral("timur"), QStringLiteral("ife"), QStringLiteral("nodira"),
        QStringLiteral("ayesha"), QStringLiteral("kwame")};
    QStringList keys;
    while (keys.size() < count) {
        const QString key
            = QStringLiteral("%1_%2")
                  .arg(names.at(static_cast<qsizetype>(QRandomGenerator::global()->bounded(names.size()))))
                  .arg(QRandomGenerator::global()->bounded(1, 1000));
        if (!m_model->hasKey(key) && !keys.contains(key))
            keys << key;
    }
    m_runner->userWillAct();
    push(new SnapshotCommand<ExploreModel>(
        m_model, tr("Add %n random key(s)", nullptr, count), [keys](ExploreModel &model) {
            for (const QString &key : keys)
                model.add(key);
        }));
    clearTrace();
    m_caption = tr(
        "Added %n random key(s). Select one in the list to see where the filter put it.", nullptr, count);
    emit frameShown();
}

void ExploreController::huntFalsePositive()
{
    if (m_hunt->isRunning())
        return;
    const double chance = m_model->currentFalsePositiveChance();
    if (chance <= 0.0) {
        m_huntText = tr("No bit is set yet, so no key can be a false positive. Add some keys first.");
        emit huntChanged();
        return;
    }
    const double expected = 1.0 / chance;
    const quint64 setBits = m_model->filter().setBitCount();
    const quint64 bits = m_model->filter().bitCount();
    m_huntText = tr("Searching…");
    emit huntChanged();
    // The worker searches a copy: the user may add keys or undo while it runs.
    m_hunt->start([this, filter = m_model->filter(), keys = m_model->keys(), expected, setBits, bits](
                      std::stop_token stop) {
        const ExploreModel::Hunt hunt = ExploreModel::hunt(filter, keys, stop, [this](quint64 tried) {
            m_hunt->post([this, tried] {
                m_huntText = tr("Searching… %1 candidates tried.").arg(QLocale().toString(tried));
                emit huntChanged();
            });
        });
        if (stop.stop_requested())
            return;
        m_hunt->post([this, hunt, expected, setBits, bits] {
            const QLocale locale;
            if (hunt.key.isEmpty()) {
                m_huntText
                    = tr("No false positive in %1 candidates; at this fill one would expect one in about %2.")
                          .arg(locale.toString(hunt.candidates),
                              locale.toString(std::round(expected), 'f', 0));
                emit huntChanged();
                return;
            }
            m_huntText
                = tr("Found %1 after %2 candidates. With %3 of %4 bits set, one in about %5 new keys is "
                     "a false positive.")
                      .arg(Narration::quoted(hunt.key), locale.toString(hunt.candidates),
                          locale.toString(setBits), locale.toString(bits),
                          locale.toString(std::round(expected), 'f', 0));
            emit huntChanged();
            m_runner->stop();
            runCheck(hunt.key);
        });
    });
}

void ExploreController::cancelHunt()
{
    m_hunt->cancel();
}

bool ExploreController::isHunting() const
{
    return m_hunt->isRunning();
}

Script ExploreController::presetScript(bloom::WorkedExampleId id)
{
    const bloom::WorkedExample &example = bloom::workedExample(id);
    const QString name = ScriptTexts::exampleName(id);
    Script script;
    script << ScriptStep {
        ScriptAction::LoadExample, {}, QStringLiteral("preset.%1.title").arg(name), name, {}};
    script << ScriptStep {ScriptAction::Narrate, {}, QStringLiteral("preset.%1.intro").arg(name), {}, {}};
    for (const std::string &key : example.added)
        script << ScriptStep {ScriptAction::Add, QString::fromStdString(key), {}, {}, {}};
    for (const std::string &key : example.checked)
        script << ScriptStep {ScriptAction::Check, QString::fromStdString(key), {}, {}, {}};
    return script;
}

void ExploreController::loadPreset(bloom::WorkedExampleId id)
{
    runScript(presetScript(id));
}

void ExploreController::runScript(const Script &script)
{
    m_scripted.clear();
    m_player->play();
    m_runner->start(script);
}

ScriptTarget::Outcome ExploreController::perform(const ScriptStep &step)
{
    switch (step.action) {
    case ScriptAction::LoadExample: {
        const auto id = ScriptTexts::exampleFromName(step.example);
        if (!id)
            return Outcome::Refused;
        const bloom::WorkedExample &example = bloom::workedExample(*id);
        push(new SnapshotCommand<ExploreModel>(m_model, tr("Load %1").arg(ScriptTexts::exampleTitle(*id)),
            [&example](ExploreModel &model) { model.restore(exampleState(example)); }));
        clearTrace();
        return Outcome::Done;
    }
    case ScriptAction::Configure: {
        const auto hash = ScriptData::hashKind(step.hash);
        if (!Session::isTeachingSize(step.bits, step.hashes) || !hash)
            return Outcome::Refused;
        push(new SnapshotCommand<ExploreModel>(m_model, tr("Change settings"),
            [state = sizedState(step.bits, step.hashes, *hash, step.seed)](
                ExploreModel &model) { model.restore(state); }));
        clearTrace();
        return Outcome::Done;
    }
    case ScriptAction::Narrate:
    case ScriptAction::WaitForUser:
    case ScriptAction::Predict:
        m_caption = ScriptTexts::text(step.text);
        emit frameShown();
        return Outcome::Done;
    case ScriptAction::Add:
        if (!acceptKey(step.key))
            return Outcome::Refused;
        runAdd(step.key);
        m_scripted << ScriptedTrace {*m_trace, false, true, m_undo->index()};
        return Outcome::Animating;
    case ScriptAction::Check:
        if (!acceptKey(step.key))
            return Outcome::Refused;
        runCheck(step.key);
        m_scripted << ScriptedTrace {*m_trace, m_falsePositive, false, m_undo->index()};
        return Outcome::Animating;
    default: return Outcome::Refused; // removal belongs to the deletion demo
    }
}

bool ExploreController::canRevisit(const ScriptStep &step) const
{
    switch (step.action) {
    case ScriptAction::Narrate:
    case ScriptAction::Add:
    case ScriptAction::Check: return !m_scripted.isEmpty() && m_scripted.last().undoIndex == m_undo->index();
    default: return false;
    }
}

void ExploreController::revert(const ScriptStep &step)
{
    if ((step.action != ScriptAction::Add && step.action != ScriptAction::Check) || !canRevisit(step))
        return;
    if (m_scripted.takeLast().added)
        m_undo->undo();
}

void ExploreController::reshow(const ScriptStep &step)
{
    if ((step.action != ScriptAction::Add && step.action != ScriptAction::Check) || m_scripted.isEmpty())
        return;
    m_player->pause();
    m_traceAddedKey = false; // shown at its result, where an added key counts
    showTrace(m_scripted.last().trace, m_scripted.last().falsePositive);
    m_player->finish();
}

void ExploreController::applySettings(const ExploreSettings &settings, bool scripted)
{
    const bool keepScript = scripted && m_model->isScripted();
    if (settings == m_model->settings() && keepScript == m_model->isScripted())
        return;
    m_runner->userWillAct();
    clearTrace();
    const bloom::HashSchemePtr script = keepScript ? m_model->state().script : nullptr;
    push(new SnapshotCommand<ExploreModel>(
        m_model, tr("Change settings"),
        [settings, script](ExploreModel &model) { model.configure(settings, script); },
        SnapshotCommandBase::Settings));
}

void ExploreController::replaceState(
    const ExploreState &state, const QString &undoText, const QString &caption)
{
    m_runner->stop();
    push(new SnapshotCommand<ExploreModel>(
        m_model, undoText, [state](ExploreModel &model) { model.restore(state); }));
    clearTrace();
    m_caption = caption;
    emit frameShown();
}

QString ExploreController::bitsText(bloom::TextEncoding encoding) const
{
    return FilterText::encode(m_model->filter(), encoding);
}

QString ExploreController::loadBits(const QString &text, bloom::TextEncoding encoding)
{
    const FilterText::Parsed parsed = FilterText::parse(text, encoding, m_model->filter().bitCount());
    if (!parsed.ok())
        return parsed.refusal;
    ExploreState state = m_model->state();
    state.keys.clear();
    state.loadedWords = parsed.words;
    state.loadedItems = 0; // the text holds bits only, not how many keys set them
    replaceState(state, tr("Load bits from text"),
        tr("Loaded the bits from text. The keys that set them are not known, because a Bloom filter "
           "does not store its keys. Check a key to ask the filter."));
    return {};
}

void ExploreController::selectKey(int row)
{
    m_selectedRow = row;
    refreshFrame();
}

void ExploreController::showTrace(const bloom::Trace &trace, bool falsePositive)
{
    m_trace = trace;
    m_cuckooTrace.reset();
    m_falsePositive = falsePositive;
    m_forensics.clear();
    if (falsePositive) {
        QList<quint64> seen;
        for (const bloom::TraceStep &step : trace.steps) {
            if (seen.contains(step.probe.position))
                continue;
            seen << step.probe.position;
            m_forensics << Narration::forensicsLine(
                {step.probe.position, m_model->keysAt(step.probe.position)});
        }
    }
    m_player->load(trace);
}

void ExploreController::clearTrace()
{
    // The caption spoke about the trace ("Each of its bits was set by other keys…").
    m_caption.clear();
    m_trace.reset();
    m_cuckooTrace.reset();
    m_forensics.clear();
    m_player->clear();
    refreshFrame();
}

QString ExploreController::forensicsText() const
{
    // The bit array's own story: under the cuckoo filter's verdict it would explain another filter.
    return m_trace && !m_forensics.isEmpty() && !m_player->isCuckoo() && m_player->frame().isVerdict()
        ? tr("Who set its bits:", "heading over a line per bit; one bit when k = 1",
              static_cast<int>(m_forensics.size()))
            + QLatin1Char('\n') + m_forensics.join(QLatin1Char('\n'))
        : QString();
}

void ExploreController::refreshFrame()
{
    const bloom::Trace *trace = m_trace ? &*m_trace : nullptr;
    const PlayerFrame frame = trace ? bloomFrame() : PlayerFrame {};
    refreshCuckoo();
    const QStringList &keys = m_model->keys();
    const QString selected
        = m_selectedRow >= 0 && m_selectedRow < keys.size() ? keys.at(m_selectedRow) : QString();
    QVector<CellState> cells = m_model->cellStates();
    if (trace)
        overlayTrace(cells, *trace, frame, m_falsePositive);
    if (!selected.isEmpty() && (!trace || frame.isVerdict()))
        markSelected(cells, m_model->positionsOf(selected));
    showSelectedInCuckoo(selected);
    m_cells->setCells(std::move(cells));
    m_steps->refresh(trace, frame);
    m_shown = {static_cast<quint64>(keys.size()), m_model->loadedItems(), m_model->hasUnknownKeys(),
        m_model->keyBytes(), m_model->filter().bitCount(), m_model->filter().hashCount(),
        static_cast<quint64>(m_cells->setCount())};
    // The key counts once its first bit shows: counted only at the verdict, "Keys added 0" and
    // "FPR, formula 0% (never)" stood beside its bits already set.
    if (trace && m_traceAddedKey && frame.landedSteps == 0 && !frame.isVerdict()) {
        --m_shown.keys;
        m_shown.keyBytes -= std::min<quint64>(m_shown.keyBytes, trace->key.size());
    }
    syncKeys();
    if (!trace) {
        m_callout.clear();
        m_calloutCell = -1;
        m_verdict.clear();
        emit frameShown();
        return;
    }
    const bool positioned = frame.stage == PlayStage::Reduce || frame.stage == PlayStage::Land;
    m_calloutCell = positioned
        ? static_cast<int>(trace->steps[static_cast<std::size_t>(frame.hashIndex)].probe.position)
        : -1;
    m_callout = Narration::callout(*trace, frame);
    QStringList sharedWith;
    if (frame.stage == PlayStage::Land && m_calloutCell >= 0) {
        sharedWith = m_model->keysAt(static_cast<quint64>(m_calloutCell));
        sharedWith.removeAll(QString::fromStdString(trace->key));
    }
    m_caption = Narration::caption(*trace, frame, m_falsePositive, sharedWith);
    if (m_player->isHoldingAtVerdict())
        m_caption += QLatin1Char(' ') + tr("Press Space or Play for the next step.");
    m_verdict = frame.isVerdict() ? Narration::verdict(*trace, m_falsePositive) : QString();
    if (m_cuckooTrace && m_player->isCuckoo()) {
        // The cuckoo table is what plays: the words follow it.
        const PlayerFrame cuckooFrame = m_player->frame();
        m_caption = CuckooNarration::caption(*m_cuckooTrace, cuckooFrame);
        if (m_player->isHoldingAtVerdict())
            m_caption += QLatin1Char(' ') + tr("Press Space or Play for the next step.");
        // The same keys went into both filters, so a key the cuckoo filter finds that the list
        // lacks, or that it refused, was never stored in it.
        const QString cuckooKey = QString::fromStdString(m_cuckooTrace->key);
        const bool cuckooFalsePositive = m_cuckooTrace->outcome == bloom::CuckooOutcome::Found
            && (!keys.contains(cuckooKey) || m_model->refusedByCuckoo().contains(cuckooKey));
        m_verdict = cuckooFrame.isVerdict() ? CuckooNarration::headline(*m_cuckooTrace, cuckooFalsePositive)
                                            : QString();
    }
    emit frameShown();
}

void ExploreController::syncKeys()
{
    // The keys of the frame on screen: an add's key joins the list when its first bit shows, as
    // the numbers panel counts it.
    QStringList shown;
    const QStringList &keys = m_model->keys();
    const qsizetype count = std::min(keys.size(), static_cast<qsizetype>(m_shown.keys));
    shown.reserve(count);
    for (qsizetype i = 0; i < count; ++i)
        shown << Narration::shortened(keys.at(i));
    if (shown != m_keyList->stringList())
        m_keyList->setStringList(shown);
}
