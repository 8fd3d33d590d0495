#include "explorepage.h"

#include "common/errormessages.h"
#include "explore/codepanel.h"
#include "explore/exploremodel.h"
#include "explore/livestatspanel.h"
#include "pages/snapshotcommand.h"
#include "player/narration.h"
#include "player/playerbar.h"
#include "player/traceplayer.h"
#include "views/bitarrayview.h"
#include "views/bitcellmodel.h"
#include "views/traceoverlay.h"
#include "views/tracestepsmodel.h"
#include "views/viewexport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QStringListModel>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

ExplorePage::ExplorePage(QWidget *parent, AnimationClock *clock)
    : DemoPage(parent),
      m_model(new ExploreModel(this)),
      m_undo(new QUndoStack(this)),
      m_player(new TracePlayer(clock, this)),
      m_cells(new BitCellModel(this)),
      m_steps(new TraceStepsModel(this)),
      m_keysModel(new QStringListModel(this))
{
    setAccessibleName(tr("Explore"));
    ExploreSettings initial = m_model->settings();
    initial.seed = bloom::randomSeed();
    m_model->configure(initial);

    m_view = new BitArrayView(this);
    m_view->setModel(m_cells);
    m_view->setAccessibleDescription(tr("The filter's bits. Arrow keys move between cells."));

    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("caption"));
    m_caption->setWordWrap(true);
    QFont captionFont = m_caption->font();
    captionFont.setPointSizeF(captionFont.pointSizeF() * 1.2);
    m_caption->setFont(captionFont);

    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    QFont verdictFont = m_verdict->font();
    verdictFont.setPointSizeF(verdictFont.pointSizeF() * 1.35);
    verdictFont.setBold(true);
    m_verdict->setFont(verdictFont);
    m_forensicsLabel = new QLabel(this);
    m_forensicsLabel->setObjectName(QStringLiteral("forensics"));
    m_forensicsLabel->setTextFormat(Qt::PlainText);

    m_playerBar = new PlayerBar(m_player, this);
    m_stepTable = new QTableView(this);
    m_stepTable->setModel(m_steps);
    m_stepTable->setAccessibleName(tr("Hash steps"));
    m_stepTable->verticalHeader()->hide();
    m_stepTable->horizontalHeader()->setStretchLastSection(true);
    m_stepTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_stepTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_stepTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_code = new CodePanel(this);

    auto *details = new QSplitter(Qt::Horizontal, this);
    details->addWidget(m_stepTable);
    details->addWidget(m_code);
    details->setStretchFactor(0, 1);
    details->setStretchFactor(1, 1);

    auto *stage = new QWidget(this);
    auto *stageLayout = new QVBoxLayout(stage);
    stageLayout->setContentsMargins(0, 0, 0, 0);
    stageLayout->addWidget(m_view, 3);
    stageLayout->addWidget(m_caption);
    stageLayout->addWidget(m_verdict);
    stageLayout->addWidget(m_forensicsLabel);
    stageLayout->addWidget(m_playerBar);
    stageLayout->addWidget(details, 2);

    auto *body = new QSplitter(Qt::Horizontal, this);
    body->addWidget(stage);
    body->addWidget(createSidePanel());
    body->setStretchFactor(0, 1);
    body->setCollapsible(0, false);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setForegroundRole(QPalette::BrightText);
    m_message->hide();

    auto *layout = new QVBoxLayout(this);
    m_settingsRow = createSettingsRow();
    m_keyRow = createKeyRow();
    layout->addWidget(m_settingsRow);
    layout->addWidget(m_keyRow);
    layout->addWidget(m_message);
    layout->addWidget(body, 1);

    connect(m_player, &TracePlayer::frameChanged, this, &ExplorePage::refreshFrame);
    connect(m_player, &TracePlayer::wantsNext, this, &ExplorePage::runNext);
    connect(m_model, &ExploreModel::changed, this, &ExplorePage::syncControls);
    connect(m_undo, &QUndoStack::indexChanged, this, [this] {
        // Undo or redo changed the filter under the animation: what it showed no longer holds.
        if (m_trace && !m_model->lastTrace()) {
            m_trace.reset();
            m_pending.clear();
            m_player->clear();
        }
    });
    connect(m_view, &BitArrayView::focusedCellChanged, this,
        [this](int cell) { m_cellInfo->setText(m_cells->describe(cell)); });
    createShortcuts();
    syncControls();
    refreshFrame();
}

ExplorePage::~ExplorePage()
{
    // The undo stack is a child, deleted after this object's members: it must not call back.
    disconnect(m_undo, nullptr, this, nullptr);
    disconnect(m_player, nullptr, this, nullptr);
}

QUndoStack *ExplorePage::undoStack()
{
    return m_undo;
}

QWidget *ExplorePage::createSettingsRow()
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);

    m_preset = new QComboBox(row);
    m_preset->setAccessibleName(tr("Worked example"));
    m_preset->addItem(tr("Examples…"));
    m_preset->setToolTip(tr("Replay a worked example from the articles, step by step"));
    for (const auto &example : bloom::workedExamples())
        m_preset->addItem(Narration::presetTitle(example.id), static_cast<int>(example.id));
    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            loadPreset(static_cast<bloom::WorkedExampleId>(m_preset->itemData(index).toInt()));
    });

    m_bits = new QSpinBox(row);
    m_bits->setRange(static_cast<int>(ExploreModel::kMinBits), static_cast<int>(ExploreModel::kMaxBits));
    m_bits->setAccessibleName(tr("Bits (m)"));
    m_hashes = new QSpinBox(row);
    m_hashes->setRange(1, static_cast<int>(ExploreModel::kMaxHashes));
    m_hashes->setAccessibleName(tr("Hashes (k)"));
    m_scheme = new QComboBox(row);
    m_scheme->setAccessibleName(tr("Hash scheme"));
    m_scheme->addItem(tr("Enhanced double (XXH3)"), static_cast<int>(bloom::HashKind::Enhanced));
    m_scheme->addItem(tr("Plain double (XXH3)"), static_cast<int>(bloom::HashKind::PlainDouble));
    m_scheme->addItem(tr("Article: h·31 + byte"), static_cast<int>(bloom::HashKind::Article));
    m_scheme->addItem(tr("Article's positions"), static_cast<int>(bloom::HashKind::Scripted));
    // A secret random seed by default, shown so a teacher can fix it and repeat a demo exactly.
    m_seed = new QLineEdit(row);
    m_seed->setObjectName(QStringLiteral("seedEdit"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), m_seed));
    m_seed->setMaxLength(20);
    m_seed->setAccessibleName(tr("Seed"));
    m_seed->setToolTip(tr("The hash seed: secret and random at start. Type one to repeat a demo exactly."));
    m_newSeed = new QToolButton(row);
    m_newSeed->setObjectName(QStringLiteral("newSeed"));
    m_newSeed->setText(tr("&New"));
    m_newSeed->setAccessibleName(tr("New random seed"));
    m_newSeed->setToolTip(tr("Draw a new secret random seed"));

    auto label = [row](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, row);
        l->setBuddy(buddy);
        return l;
    };
    layout->addWidget(m_preset);
    layout->addSpacing(12);
    layout->addWidget(label(tr("&Bits (m):"), m_bits));
    layout->addWidget(m_bits);
    layout->addWidget(label(tr("&Hashes (k):"), m_hashes));
    layout->addWidget(m_hashes);
    layout->addWidget(label(tr("Hash &scheme:"), m_scheme));
    layout->addWidget(m_scheme);
    layout->addWidget(label(tr("See&d:"), m_seed));
    layout->addWidget(m_seed);
    layout->addWidget(m_newSeed);
    layout->addStretch(1);

    for (QSpinBox *box : {m_bits, m_hashes})
        connect(box, &QSpinBox::valueChanged, this, &ExplorePage::applySettings);
    connect(m_seed, &QLineEdit::editingFinished, this, &ExplorePage::applySettings);
    connect(m_newSeed, &QToolButton::clicked, this, [this] {
        m_seed->setText(QString::number(bloom::randomSeed()));
        applySettings();
    });
    connect(m_scheme, &QComboBox::activated, this, &ExplorePage::applySettings);
    return row;
}

QWidget *ExplorePage::createKeyRow()
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_keyEdit = new QLineEdit(row);
    m_keyEdit->setObjectName(QStringLiteral("keyEdit"));
    m_keyEdit->setPlaceholderText(tr("Type a key, such as a username"));
    m_keyEdit->setAccessibleName(tr("Key"));
    m_keyEdit->setToolTip(tr("Enter adds the key; Shift+Enter checks it"));
    m_keyEdit->setClearButtonEnabled(true);
    m_keyEdit->installEventFilter(this);
    auto *add = new QPushButton(tr("&Add"), row);
    add->setObjectName(QStringLiteral("addButton"));
    add->setToolTip(tr("Add the key to the filter (Enter)"));
    auto *check = new QPushButton(tr("&Check"), row);
    check->setObjectName(QStringLiteral("checkButton"));
    check->setToolTip(tr("Ask the filter whether it might contain the key (Shift+Enter)"));
    auto *random = new QPushButton(tr("Add 10 &random keys"), row);
    random->setObjectName(QStringLiteral("randomButton"));
    auto *hunt = new QPushButton(tr("&Find a false positive"), row);
    hunt->setObjectName(QStringLiteral("huntButton"));
    hunt->setToolTip(tr("Try new keys until one is reported present without having been added"));

    layout->addWidget(m_keyEdit, 1);
    layout->addWidget(add);
    layout->addWidget(check);
    layout->addWidget(random);
    layout->addWidget(hunt);
    auto *exportButton = new QPushButton(tr("Export…"), row);
    exportButton->setToolTip(tr("Save the bit array as a PNG or SVG image, for slides"));
    connect(exportButton, &QPushButton::clicked, this, &ExplorePage::exportImage);
    layout->addWidget(exportButton);

    connect(m_keyEdit, &QLineEdit::returnPressed, this, [this] { addKey(m_keyEdit->text()); });
    connect(add, &QPushButton::clicked, this, [this] { addKey(m_keyEdit->text()); });
    connect(check, &QPushButton::clicked, this, [this] { checkKey(m_keyEdit->text()); });
    connect(random, &QPushButton::clicked, this, [this] { addRandomKeys(10); });
    connect(hunt, &QPushButton::clicked, this, &ExplorePage::huntFalsePositive);
    return row;
}

QWidget *ExplorePage::createSidePanel()
{
    auto *panel = new QWidget(this);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *keysTitle = new QLabel(tr("Keys added"), panel);
    QFont bold = keysTitle->font();
    bold.setBold(true);
    keysTitle->setFont(bold);
    m_keyList = new QListView(panel);
    m_keyList->setModel(m_keysModel);
    m_keyList->setAccessibleName(tr("Keys added"));
    m_keyList->setToolTip(tr("Select a key to see its bits"));
    m_keyList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    keysTitle->setBuddy(m_keyList);
    connect(
        m_keyList->selectionModel(), &QItemSelectionModel::currentChanged, this, &ExplorePage::refreshFrame);
    m_cellInfo = new QLabel(tr("Hover over a cell, or focus the array and use the arrow keys."), panel);
    m_cellInfo->setObjectName(QStringLiteral("cellInfo"));
    m_cellInfo->setWordWrap(true);
    m_hunt = new QLabel(panel);
    m_hunt->setObjectName(QStringLiteral("huntResult"));
    m_hunt->setWordWrap(true);
    m_stats = new LiveStatsPanel(m_model, panel);
    m_collisions = new QCheckBox(tr("Colour by collisions"), panel);
    m_collisions->setToolTip(tr("Colour each set bit by how many keys set it"));
    connect(m_collisions, &QCheckBox::toggled, m_view, &BitArrayView::setCollisionView);

    layout->addWidget(keysTitle);
    layout->addWidget(m_keyList, 1);
    layout->addWidget(m_collisions);
    layout->addWidget(m_cellInfo);
    layout->addWidget(m_hunt);
    layout->addWidget(m_stats);
    panel->setMinimumWidth(220);
    return panel;
}

void ExplorePage::createShortcuts()
{
    struct Binding {
        QKeySequence keys;
        void (TracePlayer::*slot)();
    };
    const QList<Binding> bindings {
        {QKeySequence(Qt::Key_Space), &TracePlayer::togglePlay},
        {QKeySequence(Qt::Key_Right), &TracePlayer::stepForward},
        {QKeySequence(Qt::Key_Left), &TracePlayer::stepBack},
        {QKeySequence(Qt::Key_Plus), &TracePlayer::faster},
        {QKeySequence(Qt::Key_Equal), &TracePlayer::faster},
        {QKeySequence(Qt::Key_Minus), &TracePlayer::slower},
    };
    for (const Binding &binding : bindings) {
        auto *shortcut = new QShortcut(binding.keys, this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, m_player, binding.slot);
    }
}

bool ExplorePage::eventFilter(QObject *watched, QEvent *event)
{
    const bool keyEvent = event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride;
    if (watched != m_keyEdit || !keyEvent)
        return DemoPage::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    if (event->type() == QEvent::KeyPress) {
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
            && key->modifiers().testFlag(Qt::ShiftModifier)) {
            checkKey(m_keyEdit->text());
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            m_playerBar->playButton()->setFocus();
            return true;
        }
        return DemoPage::eventFilter(watched, event);
    }
    // With nothing of its own to undo, the key box lets Ctrl+Z undo the last add.
    if ((key->matches(QKeySequence::Undo) && !m_keyEdit->isUndoAvailable())
        || (key->matches(QKeySequence::Redo) && !m_keyEdit->isRedoAvailable())) {
        event->ignore();
        return true;
    }
    return DemoPage::eventFilter(watched, event);
}

bool ExplorePage::acceptKey(const QString &key)
{
    const QByteArray utf8 = key.toUtf8();
    const bloom::Status valid = bloom::validateKey({utf8.constData(), static_cast<std::size_t>(utf8.size())});
    if (!valid) {
        showMessage(ErrorMessages::forError(valid.error()));
        return false;
    }
    showMessage({});
    return true;
}

void ExplorePage::showTrace(const bloom::Trace &trace, bool falsePositive)
{
    m_trace = trace;
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

void ExplorePage::refreshFrame()
{
    const bloom::Trace *trace = m_trace ? &*m_trace : nullptr;
    const PlayerFrame frame = trace ? m_player->frame() : PlayerFrame {};
    const int row = m_keyList ? m_keyList->currentIndex().row() : -1;
    const QString selected = row >= 0 && row < m_model->keys().size() ? m_model->keys().at(row) : QString();
    QVector<CellState> cells = m_model->cellStates();
    if (trace)
        overlayTrace(cells, *trace, frame, m_falsePositive);
    if (!selected.isEmpty() && (!trace || frame.isVerdict()))
        markSelected(cells, m_model->positionsOf(selected));
    m_cells->setCells(std::move(cells));
    m_steps->refresh(trace, frame);
    m_code->showFrame(trace, frame);
    m_stats->refresh();
    if (!trace) {
        m_view->setCallout({}, -1);
        m_verdict->clear();
        m_forensicsLabel->clear();
        return;
    }
    const bool positioned = frame.stage == PlayStage::Reduce || frame.stage == PlayStage::Land;
    const int target = positioned
        ? static_cast<int>(trace->steps[static_cast<std::size_t>(frame.hashIndex)].probe.position)
        : -1;
    m_view->setCallout(Narration::callout(*trace, frame), target);
    QStringList sharedWith;
    if (frame.stage == PlayStage::Land && target >= 0) {
        sharedWith = m_model->keysAt(static_cast<quint64>(target));
        sharedWith.removeAll(QString::fromStdString(trace->key));
    }
    m_caption->setText(Narration::caption(*trace, frame, m_falsePositive, sharedWith));
    m_verdict->setText(frame.isVerdict() ? Narration::verdict(*trace, m_falsePositive) : QString());
    m_forensicsLabel->setText(frame.isVerdict() && !m_forensics.isEmpty()
            ? tr("Who set its bits:") + QLatin1Char('\n') + m_forensics.join(QLatin1Char('\n'))
            : QString());
}

void ExplorePage::syncControls()
{
    m_syncing = true;
    const ExploreSettings &settings = m_model->settings();
    m_bits->setValue(static_cast<int>(settings.bits));
    m_hashes->setValue(static_cast<int>(settings.hashes));
    const auto kind = m_model->isScripted() ? bloom::HashKind::Scripted : settings.hash;
    m_scheme->setCurrentIndex(m_scheme->findData(static_cast<int>(kind)));
    m_seed->setText(QString::number(settings.seed));
    m_seed->setCursorPosition(0); // the start of a 20-digit seed, not its end
    const bool seeded = !m_model->isScripted() && settings.hash != bloom::HashKind::Article;
    m_seed->setEnabled(seeded);
    m_newSeed->setEnabled(seeded);
    if (!m_model->isScripted())
        m_preset->setCurrentIndex(0);
    QStringList shown;
    shown.reserve(m_model->keys().size());
    for (const QString &key : m_model->keys())
        shown << Narration::shortened(key);
    m_keysModel->setStringList(shown);
    m_syncing = false;
    refreshFrame();
}

void ExplorePage::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

QString ExplorePage::verdictText() const
{
    return m_verdict->text();
}

QString ExplorePage::captionText() const
{
    return m_caption->text();
}

QString ExplorePage::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}
