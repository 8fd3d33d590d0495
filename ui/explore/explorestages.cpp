#include "explorestages.h"
#include "common/messagelabel.h"

#include "common/historykeys.h"

#include "common/numberformat.h"
#include "common/numberspinbox.h"
#include "explore/explorecontroller.h"
#include "explore/livestatspanel.h"
#include "player/narration.h"
#include "script/scripttexts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStringListModel>
#include <QToolButton>
#include <QVBoxLayout>

namespace {
// A seed has up to 20 digits, shown whole: the box asks for their width.
class SeedEdit : public QLineEdit {
public:
    using QLineEdit::QLineEdit;
    [[nodiscard]] QSize sizeHint() const override
    {
        const QFontMetrics metrics = fontMetrics();
        const int digits = metrics.horizontalAdvance(QString(20, QLatin1Char('8')));
        const QMargins margins = textMargins();
        // Room for the frame and the cursor, as QLineEdit's own hint leaves beside its text.
        return {digits + margins.left() + margins.right() + 2 * metrics.averageCharWidth() + 8,
            QLineEdit::sizeHint().height()};
    }
};

QLabel *buddyLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

QFont scaledFont(const QFont &base, double factor, bool bold = false)
{
    QFont font = base;
    font.setPointSizeF(font.pointSizeF() * factor);
    font.setBold(bold);
    return font;
}
} // namespace

ExploreSettingsBar::ExploreSettingsBar(ExploreController *controller, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_preset(new QComboBox(this)),
      m_bits(new NumberSpinBox(this)),
      m_hashes(new NumberSpinBox(this)),
      m_scheme(new QComboBox(this)),
      m_seed(new SeedEdit(this)),
      m_newSeed(new QToolButton(this))
{
    m_preset->setAccessibleName(tr("Worked example"));
    m_preset->addItem(tr("Examples…"));
    m_preset->setToolTip(tr("Replay a worked example from the articles, step by step"));
    for (const auto &example : bloom::workedExamples())
        m_preset->addItem(ScriptTexts::exampleTitle(example.id), static_cast<int>(example.id));
    m_bits->setRange(
        static_cast<int>(Session::kMinTeachingBits), static_cast<int>(Session::kMaxTeachingBits));
    m_bits->setAccessibleName(tr("Bits (m)"));
    m_hashes->setRange(1, static_cast<int>(Session::kMaxTeachingHashes));
    m_hashes->setAccessibleName(tr("Hashes (k)"));
    m_scheme->setObjectName(QStringLiteral("schemeBox"));
    m_scheme->setAccessibleName(tr("Hash scheme"));
    for (const auto kind : {bloom::HashKind::Enhanced, bloom::HashKind::EnhancedUnmixed,
             bloom::HashKind::PlainDouble, bloom::HashKind::Article, bloom::HashKind::Scripted})
        m_scheme->addItem(schemeName(kind), static_cast<int>(kind));
    // A secret random seed by default, shown so a teacher can fix it and repeat a demo exactly.
    m_seed->setObjectName(QStringLiteral("seedEdit"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\p{Nd}{1,20}")), m_seed));
    m_seed->setMaxLength(20);
    m_seed->setAccessibleName(tr("Seed"));
    m_seed->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_newSeed->setObjectName(QStringLiteral("newSeed"));
    m_newSeed->setText(tr("&New"));
    m_newSeed->setAccessibleName(tr("New random seed"));
    m_newSeed->setToolTip(tr("Draw a new secret random seed"));

    // Each control with its label in a group of its own; arrange() flows the groups into rows,
    // each group at its full width.
    const auto group = [this](std::initializer_list<QWidget *> widgets) {
        auto *box = new QWidget(this);
        auto *row = new QHBoxLayout(box);
        row->setContentsMargins(0, 0, 0, 0);
        for (QWidget *widget : widgets)
            row->addWidget(widget);
        m_groups << box;
    };
    group({m_preset});
    group({buddyLabel(tr("&Bits (m):"), m_bits, this), m_bits});
    group({buddyLabel(tr("Hashes (&k):"), m_hashes, this), m_hashes});
    group({buddyLabel(tr("Hash &scheme:"), m_scheme, this), m_scheme});
    group({buddyLabel(tr("See&d:"), m_seed, this), m_seed, m_newSeed});
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    for (qsizetype i = 0; i < m_groups.size(); ++i) {
        m_rows << new QHBoxLayout;
        rows->addLayout(m_rows.last());
        m_rows.last()->addStretch(1);
    }
    for (QWidget *box : std::as_const(m_groups))
        m_rows.first()->insertWidget(m_rows.first()->count() - 1, box);

    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            m_controller->loadPreset(static_cast<bloom::WorkedExampleId>(m_preset->itemData(index).toInt()));
    });
    for (QSpinBox *box : {m_bits, m_hashes})
        connect(box, &QSpinBox::valueChanged, this, &ExploreSettingsBar::apply);
    connect(m_seed, &QLineEdit::editingFinished, this, &ExploreSettingsBar::apply);
    connect(m_newSeed, &QToolButton::clicked, this, [this] {
        m_seed->setText(QString::number(bloom::randomSeed()));
        apply();
    });
    connect(m_scheme, &QComboBox::activated, this, &ExploreSettingsBar::apply);
    connect(controller, &ExploreController::settingsChanged, this, &ExploreSettingsBar::sync);
    sync();
}

void ExploreSettingsBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void ExploreSettingsBar::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LayoutDirectionChange)
        arrange();
}

QSize ExploreSettingsBar::minimumSizeHint() const
{
    // The widest group: arrange() gives any narrower bar more rows. The rows as they stand would
    // hold the window at the width it first had, all groups in one row, 1,084 pixels in Thai.
    int widest = 0;
    for (const QWidget *box : m_groups)
        widest = std::max(widest, box->sizeHint().width());
    return {widest, QWidget::minimumSizeHint().height()};
}

void ExploreSettingsBar::arrange()
{
    // The seed squeezed into what the other controls left showed 12 of its 20 digits in Thai at
    // 1,280 pixels, 6 in Uzbek, and the hash scheme was cut at 1,024: a group that does not fit
    // whole in a row starts the next, so the order reads the same.
    const int spacing = std::max(0, m_rows.first()->spacing());
    qsizetype row = 0;
    int used = 0;
    for (QWidget *box : std::as_const(m_groups)) {
        const int need = box->sizeHint().width();
        if (used > 0 && used + spacing + need > width()) {
            ++row;
            used = 0;
        }
        used += (used > 0 ? spacing : 0) + need;
        QHBoxLayout *target = m_rows.at(row);
        if (target->indexOf(box) >= 0)
            continue;
        for (QHBoxLayout *other : std::as_const(m_rows))
            other->removeWidget(box);
        // Before the row's stretch, after the groups already in it: arrange() goes in order.
        target->insertWidget(target->count() - 1, box);
    }
}

QString ExploreSettingsBar::schemeName(bloom::HashKind kind)
{
    switch (kind) {
    case bloom::HashKind::Enhanced: return tr("Enhanced double (XXH3)");
    case bloom::HashKind::EnhancedUnmixed: return tr("Enhanced, unmixed (0.1)");
    case bloom::HashKind::PlainDouble: return tr("Plain double (XXH3)");
    case bloom::HashKind::Article: return tr("Article: h·31 + byte");
    case bloom::HashKind::Scripted: return tr("Article's positions");
    }
    return {};
}

void ExploreSettingsBar::sync()
{
    const ExploreModel &model = *m_controller->model();
    const ExploreSettings &settings = model.settings();
    const QSignalBlocker bits(m_bits);
    const QSignalBlocker hashes(m_hashes);
    SpinText::show(m_bits, static_cast<int>(settings.bits));
    SpinText::show(m_hashes, static_cast<int>(settings.hashes));
    const auto kind = model.isScripted() ? bloom::HashKind::Scripted : settings.hash;
    m_scheme->setCurrentIndex(m_scheme->findData(static_cast<int>(kind)));
    m_seed->setText(QString::number(settings.seed));
    m_seed->setCursorPosition(0); // the start of a 20-digit seed, not its end
    // The tip says the seed too, for a reader who hovers rather than reads the box.
    m_seed->setToolTip(tr("The hash seed, %1: secret and random at start. Type one to repeat a demo exactly.")
                           .arg(NumberFormat::leftToRight(QString::number(settings.seed))));
    const bool seeded = !model.isScripted() && settings.hash != bloom::HashKind::Article;
    m_seed->setEnabled(seeded);
    m_newSeed->setEnabled(seeded);
    if (!model.isScripted())
        m_preset->setCurrentIndex(0);
}

void ExploreSettingsBar::apply()
{
    ExploreSettings next;
    next.bits = static_cast<quint64>(m_bits->value());
    next.hashes = static_cast<quint32>(m_hashes->value());
    bool seedOk = false;
    next.seed = NumberFormat::readable(m_seed->text().trimmed()).toULongLong(&seedOk);
    if (!seedOk) {
        m_seed->setText(QString::number(m_controller->model()->settings().seed));
        m_controller->showMessage(
            tr("A seed is a whole number from 0 to %1.").arg(QLocale().toString(quint64(UINT64_MAX))));
        return;
    }
    const auto kind = static_cast<bloom::HashKind>(m_scheme->currentData().toInt());
    // Leaving the article's positions for a real scheme rehashes every key with it.
    next.hash = kind == bloom::HashKind::Scripted ? bloom::HashKind::Enhanced : kind;
    m_controller->applySettings(next, kind == bloom::HashKind::Scripted);
}

KeyEntryBar::KeyEntryBar(ExploreController *controller, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_keyEdit(new QLineEdit(this)),
      m_hunt(new QPushButton(tr("Find a false &positive"), this)),
      m_export(new QPushButton(tr("Export…"), this)),
      m_message(new MessageLine(Tone::Error, this))
{
    m_keyEdit->setObjectName(QStringLiteral("keyEdit"));
    m_keyEdit->setPlaceholderText(tr("Type a key, such as a username"));
    m_keyEdit->setAccessibleName(tr("Key"));
    m_keyEdit->setClearButtonEnabled(true);
    m_keyEdit->installEventFilter(this);
    HistoryKeys::handOnWhenIdle(m_keyEdit);
    auto *add = new QPushButton(tr("&Add"), this);
    m_add = add;
    add->setObjectName(QStringLiteral("addButton"));
    auto *check = new QPushButton(tr("&Check"), this);
    m_check = check;
    check->setObjectName(QStringLiteral("checkButton"));
    setEnterChecks(false);
    auto *random = new QPushButton(tr("Add 10 &random keys"), this);
    m_random = random;
    random->setObjectName(QStringLiteral("randomButton"));
    m_hunt->setObjectName(QStringLiteral("huntButton"));
    m_hunt->setToolTip(tr("Try new keys until one is reported present without having been added"));
    m_export->setToolTip(tr("Save the bit array as a PNG or SVG image, for slides"));
    m_message->setObjectName(QStringLiteral("message"));

    auto *row = new QHBoxLayout;
    row->addWidget(m_keyEdit, 1);
    row->addWidget(add);
    row->addWidget(check);
    row->addWidget(random);
    row->addWidget(m_hunt);
    row->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_message);

    connect(
        m_keyEdit, &QLineEdit::returnPressed, this, [this] { m_enterChecks ? checkTyped() : addTyped(); });
    connect(add, &QPushButton::clicked, this, &KeyEntryBar::addTyped);
    connect(check, &QPushButton::clicked, this, &KeyEntryBar::checkTyped);
    connect(random, &QPushButton::clicked, this, [this] { m_controller->addRandomKeys(10); });
    // While a search runs the same button cancels it.
    connect(m_hunt, &QPushButton::clicked, this, [this] {
        m_controller->isHunting() ? m_controller->cancelHunt() : m_controller->huntFalsePositive();
    });
    connect(controller, &ExploreController::huntChanged, this, [this] {
        m_hunt->setText(m_controller->isHunting() ? tr("Cancel the search") : tr("Find a false &positive"));
    });
    // The line keeps its room while empty, so a message does not push the array down.
    connect(controller, &ExploreController::messageChanged, m_message, &QLabel::setText);
}

void KeyEntryBar::addTyped()
{
    m_controller->addKey(m_keyEdit->text());
    if (m_controller->message().isEmpty())
        m_keyEdit->setText(QString()); // setText, unlike clear(), leaves nothing for Ctrl+Z to undo
}

void KeyEntryBar::checkTyped()
{
    m_controller->checkKey(m_keyEdit->text());
}

void KeyEntryBar::setEnterChecks(bool checks)
{
    m_enterChecks = checks;
    m_keyEdit->setToolTip(checks ? tr("Enter checks the key; Shift+Enter adds it")
                                 : tr("Enter adds the key; Shift+Enter checks it"));
    m_add->setToolTip(
        checks ? tr("Add the key to the filter (Shift+Enter)") : tr("Add the key to the filter (Enter)"));
    m_check->setToolTip(checks ? tr("Ask the filter whether it might contain the key (Enter)")
                               : tr("Ask the filter whether it might contain the key (Shift+Enter)"));
}

void KeyEntryBar::setCompact(bool compact)
{
    m_random->setVisible(!compact);
    m_hunt->setVisible(!compact);
    m_export->setVisible(!compact);
}

bool KeyEntryBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_keyEdit || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
        && key->modifiers().testFlag(Qt::ShiftModifier)) {
        m_enterChecks ? addTyped() : checkTyped();
        return true;
    }
    if (key->key() == Qt::Key_Escape) {
        emit escapePressed();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

VerdictStage::VerdictStage(ExploreController *controller, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_scroll(new QScrollArea(this)),
      m_caption(new QLabel(this)),
      m_verdict(new QLabel(this)),
      m_forensics(new QLabel(this))
{
    m_caption->setObjectName(QStringLiteral("caption"));
    m_caption->setWordWrap(true);
    m_caption->setFont(scaledFont(m_caption->font(), 1.2));
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setFont(scaledFont(m_verdict->font(), 1.35, true));
    m_forensics->setObjectName(QStringLiteral("forensics"));
    m_forensics->setTextFormat(Qt::PlainText);
    auto *content = new QWidget(m_scroll);
    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_caption);
    column->addWidget(m_verdict);
    column->addWidget(m_forensics);
    column->addStretch(1);
    m_scroll->setObjectName(QStringLiteral("verdictScroll"));
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll);
    reserveHeight();
    connect(controller, &ExploreController::frameShown, this, &VerdictStage::refresh);
    refresh();
}

void VerdictStage::reserveHeight()
{
    // A stable height, so the player bar and the steps below never move when a frame's words
    // change: "Who set its bits" appearing after a false positive pushed them down, and a long
    // caption or verdict would too. Room for a caption and a verdict of a line each plus a spare
    // line for either to wrap into, and the forensics' heading with two bits; more scrolls here.
    const int spacing = m_scroll->widget()->layout()->spacing();
    const int height = 2 * QFontMetrics(m_caption->font()).lineSpacing()
        + QFontMetrics(m_verdict->font()).lineSpacing() + 3 * QFontMetrics(m_forensics->font()).lineSpacing()
        + 3 * spacing;
    setFixedHeight(height);
}

void VerdictStage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        reserveHeight();
    QWidget::changeEvent(event);
}

void VerdictStage::refresh()
{
    m_caption->setText(m_controller->caption());
    m_verdict->setText(m_controller->verdict());
    m_forensics->setText(m_controller->forensicsText());
}

KeysPanel::KeysPanel(ExploreController *controller, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_keyList(new QListView(this)),
      m_collisions(new QCheckBox(tr("Colour by collisions"), this)),
      m_cellInfo(new QLabel(this)),
      m_hunt(new QLabel(this))
{
    auto *keysTitle = new QLabel(tr("Keys added"), this);
    QFont bold = keysTitle->font();
    bold.setBold(true);
    keysTitle->setFont(bold);
    m_keyList->setModel(controller->keyList());
    m_keyList->setAccessibleName(tr("Keys added"));
    m_keyList->setToolTip(tr("Select a key to see where the filter put it"));
    m_keyList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    keysTitle->setBuddy(m_keyList);
    m_cellInfo->setObjectName(QStringLiteral("cellInfo"));
    m_cellInfo->setWordWrap(true);
    m_hunt->setObjectName(QStringLiteral("huntResult"));
    m_hunt->setWordWrap(true);
    // The search's result, three lines in English, takes room kept from the start: appearing, it
    // shrank the key list above it.
    m_hunt->setMinimumHeight(3 * m_hunt->fontMetrics().lineSpacing());
    m_hunt->setAlignment(Qt::AlignTop | Qt::AlignLeading);
    m_collisions->setToolTip(tr("Colour each set bit by how many keys set it"));
    auto *stats = new LiveStatsPanel(controller, this);

    auto *layout = new QVBoxLayout(this);
    // Inside a tab's frame: some room, or a Thai or Urdu letter with a wide side bearing is cut.
    constexpr int kInset = 6;
    layout->setContentsMargins(kInset, kInset, kInset, kInset);
    layout->addWidget(keysTitle);
    layout->addWidget(m_keyList);
    layout->addWidget(m_collisions);
    layout->addWidget(m_cellInfo);
    layout->addWidget(m_hunt);
    layout->addWidget(stats);
    // The room left over goes below everything, not to the key list: a list that took it shrank
    // and grew with each action, as a search's result or a value wrapping onto a second line
    // took some. The page scrolls the panel where the window is too short for it.
    layout->addStretch(1);
    fitKeyList();

    connect(m_keyList->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) { m_controller->selectKey(current.row()); });
    connect(controller, &ExploreController::frameShown, stats, &LiveStatsPanel::refresh);
    connect(controller, &ExploreController::frameShown, this, &KeysPanel::followView);
    showView();
    connect(controller, &ExploreController::huntChanged, this,
        [this] { m_hunt->setText(m_controller->huntText()); });
}

void KeysPanel::fitKeyList()
{
    // Six keys in sight: the numbers below keep their room at 1,280 × 800 in every language.
    const int rows = 6;
    m_keyList->setFixedHeight(
        rows * m_keyList->fontMetrics().lineSpacing() + 2 * m_keyList->frameWidth() + 4);
}

void KeysPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        fitKeyList(); // presenter mode's larger type: as many keys in sight
    QWidget::changeEvent(event);
}

void KeysPanel::followView()
{
    // Only on a switch: every frame would put the hint back over what the pointer last reported.
    if (m_controller->cuckooView() != m_cuckooView)
        showView();
}

void KeysPanel::showView()
{
    m_cuckooView = m_controller->cuckooView();
    m_collisions->setEnabled(!m_cuckooView);
    m_cellInfo->setText(m_cuckooView ? tr("Hover over a slot to see its bucket and fingerprint.")
                                     : tr("Hover over a cell, or focus the array and use the arrow keys."));
}

void KeysPanel::showCellInfo(const QString &text)
{
    m_cellInfo->setText(text);
}
