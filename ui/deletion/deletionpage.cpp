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

namespace {
QString joinBits(const std::vector<std::uint64_t> &bits)
{
    QStringList parts;
    for (std::uint64_t bit : bits)
        parts << QString::number(bit);
    return QLocale().createSeparatedList(parts);
}
} // namespace

DeletionPage::DeletionPage(QWidget *parent, AnimationClock *clock)
    : DemoPage(parent),
      m_model(new DeletionModel(this)),
      m_undo(new QUndoStack(this)),
      m_player(new TracePlayer(clock, this)),
      m_plainCells(new BitCellModel(this)),
      m_countingCells(new BitCellModel(this))
{
    setAccessibleName(tr("Deletion"));
    m_countingCells->setCounting(true);
    m_plainView = new BitArrayView(this);
    m_plainView->setModel(m_plainCells);
    m_plainView->setAccessibleName(tr("Plain filter bits"));
    m_countingView = new BitArrayView(this);
    m_countingView->setModel(m_countingCells);
    m_countingView->setAccessibleName(tr("Counting filter counters"));
    m_plainResult = new QLabel(this);
    m_plainResult->setObjectName(QStringLiteral("plainResult"));
    m_countingResult = new QLabel(this);
    m_countingResult->setObjectName(QStringLiteral("countingResult"));

    auto *intro = new QLabel(tr("A plain Bloom filter cannot delete: clearing a key's bits also clears bits "
                                "that other keys need. Delete a key below and watch both filters."),
        this);
    intro->setWordWrap(true);

    auto *columns = new QSplitter(Qt::Horizontal, this);
    columns->addWidget(createFilterColumn(
        tr("Plain Bloom filter"), tr("Delete clears the key's bits"), m_plainView, m_plainResult));
    columns->addWidget(createFilterColumn(tr("Counting Bloom filter"),
        tr("Remove lowers the key's counters by one"), m_countingView, m_countingResult));

    m_playerBar = new PlayerBar(m_player, this);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->hide();

    m_keyList = new QListWidget(this);
    m_keyList->setAccessibleName(tr("Keys"));
    m_events = new QListWidget(this);
    m_events->setObjectName(QStringLiteral("events"));
    m_events->setAccessibleName(tr("What happened"));
    m_events->setWordWrap(true);
    m_memory = new QLabel(this);
    m_memory->setObjectName(QStringLiteral("memory"));
    m_memory->setWordWrap(true);
    m_overflow = new QLabel(this);
    m_overflow->setObjectName(QStringLiteral("overflow"));
    m_overflow->setWordWrap(true);

    auto *costs = new QGroupBox(tr("What counting costs"), this);
    auto *costsLayout = new QVBoxLayout(costs);
    costsLayout->addWidget(m_memory);
    costsLayout->addWidget(m_overflow);
    costsLayout->addStretch(1);
    auto *keysBox = new QGroupBox(tr("Keys"), this);
    (new QVBoxLayout(keysBox))->addWidget(m_keyList);
    auto *eventsBox = new QGroupBox(tr("What happened"), this);
    (new QVBoxLayout(eventsBox))->addWidget(m_events);
    auto *bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(keysBox);
    bottom->addWidget(eventsBox);
    bottom->addWidget(costs);
    bottom->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(createControls());
    layout->addWidget(m_message);
    layout->addWidget(columns, 3);
    layout->addWidget(m_playerBar);
    layout->addWidget(bottom, 2);

    connect(m_player, &TracePlayer::frameChanged, this, &DeletionPage::refresh);
    connect(m_player, &TracePlayer::wantsNext, this, &DeletionPage::runNextStep);
    connect(m_model, &DeletionModel::changed, this, &DeletionPage::refresh);
    connect(m_undo, &QUndoStack::indexChanged, this, [this] {
        if (m_syncing)
            return;
        // Undo or redo replaced the filters: the animation on screen no longer applies.
        m_plainTrace.reset();
        m_countingTrace.reset();
        m_brokenBits.clear();
        m_pending.clear();
        m_player->clear();
        m_plainResult->clear();
        m_countingResult->clear();
        refresh();
    });
    refresh();
}

DeletionPage::~DeletionPage()
{
    // The undo stack is a child, deleted after this object's members: it must not call back.
    disconnect(m_undo, nullptr, this, nullptr);
    disconnect(m_player, nullptr, this, nullptr);
}

QUndoStack *DeletionPage::undoStack()
{
    return m_undo;
}

QWidget *DeletionPage::createFilterColumn(
    const QString &title, const QString &subtitle, BitArrayView *view, QLabel *result)
{
    auto *box = new QGroupBox(title, this);
    auto *layout = new QVBoxLayout(box);
    auto *note = new QLabel(subtitle, box);
    note->setForegroundRole(QPalette::PlaceholderText);
    result->setWordWrap(true);
    QFont bold = result->font();
    bold.setBold(true);
    result->setFont(bold);
    layout->addWidget(note);
    layout->addWidget(view, 1);
    layout->addWidget(result);
    return box;
}

QWidget *DeletionPage::createControls()
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_keyEdit = new QLineEdit(row);
    m_keyEdit->setObjectName(QStringLiteral("keyEdit"));
    m_keyEdit->setPlaceholderText(tr("Another key to add to both"));
    m_keyEdit->setAccessibleName(tr("Key"));
    auto *add = new QPushButton(tr("&Add"), row);
    auto *remove = new QPushButton(tr("&Delete selected key"), row);
    remove->setObjectName(QStringLiteral("deleteButton"));
    remove->setToolTip(tr("Delete the key selected in the list from both filters"));
    m_width = new QComboBox(row);
    m_width->setObjectName(QStringLiteral("counterWidth"));
    m_width->setAccessibleName(tr("Counter width"));
    m_width->addItem(tr("4-bit counters"), 4);
    m_width->addItem(tr("8-bit counters"), 8);
    auto *hazards = new QComboBox(row);
    hazards->setObjectName(QStringLiteral("hazards"));
    hazards->setAccessibleName(tr("Counting-filter hazards"));
    hazards->addItem(tr("Counting-filter hazards…"));
    hazards->addItem(tr("1. Remove a false positive"), static_cast<int>(Hazard::RemoveFalsePositive));
    hazards->addItem(tr("2. Remove a key never added"), static_cast<int>(Hazard::RemoveAbsent));
    hazards->addItem(tr("3. Saturate a counter"), static_cast<int>(Hazard::Saturate));
    auto *reset = new QPushButton(tr("&Reset to the article"), row);

    layout->addWidget(m_keyEdit, 1);
    layout->addWidget(add);
    layout->addWidget(remove);
    layout->addSpacing(12);
    layout->addWidget(m_width);
    layout->addWidget(hazards);
    layout->addWidget(reset);

    connect(m_keyEdit, &QLineEdit::returnPressed, this, [this] { addKey(m_keyEdit->text()); });
    connect(add, &QPushButton::clicked, this, [this] { addKey(m_keyEdit->text()); });
    connect(remove, &QPushButton::clicked, this, [this] {
        const QListWidgetItem *item = m_keyList->currentItem();
        deleteKey(item ? item->data(Qt::UserRole).toString() : QString());
    });
    connect(m_width, &QComboBox::activated, this, [this](int index) {
        const auto width = static_cast<bloom::CounterWidth>(m_width->itemData(index).toInt());
        m_undo->push(new SnapshotCommand<DeletionModel>(m_model, tr("Change counter width"),
            [width](DeletionModel &model) { model.setCounterWidth(width); }));
    });
    connect(hazards, &QComboBox::activated, this, [this, hazards](int index) {
        if (index > 0)
            runHazard(static_cast<Hazard>(hazards->itemData(index).toInt()));
        hazards->setCurrentIndex(0);
    });
    connect(reset, &QPushButton::clicked, this, &DeletionPage::resetToArticle);
    return row;
}

void DeletionPage::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void DeletionPage::addKey(const QString &key)
{
    const QByteArray utf8 = key.toUtf8();
    if (const bloom::Status ok
        = bloom::validateKey({utf8.constData(), static_cast<std::size_t>(utf8.size())});
        !ok) {
        showMessage(ErrorMessages::forError(ok.error()));
        return;
    }
    showMessage({});
    m_undo->push(new SnapshotCommand<DeletionModel>(
        m_model, tr("Add %1").arg(Narration::quoted(key)), [key](DeletionModel &model) { model.add(key); }));
    m_keyEdit->setText(QString());
}

void DeletionPage::deleteKey(const QString &key)
{
    if (!m_model->plainKeys().contains(key) || !m_model->countingKeys().contains(key)) {
        showMessage(tr("Select a key in the list that is still in both filters."));
        return;
    }
    showMessage({});
    const QStringList predicted = m_model->predictedBreakage(key);
    DeletionModel::NaiveResult naive;
    std::optional<bloom::Result<bloom::RemoveReport>> counted;
    m_syncing = true;
    m_undo->push(new SnapshotCommand<DeletionModel>(
        m_model, tr("Delete %1").arg(Narration::quoted(key)), [&](DeletionModel &model) {
            naive = model.deleteNaively(key);
            counted = model.removeCounting(key);
        }));
    m_syncing = false;

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
    m_plainResult->setText(lines.isEmpty()
            ? tr("No other key shared its bits, so nothing else broke this time.")
            : lines.join(QLatin1Char('\n')));
    const QStringList lost = m_model->countingFalseNegatives();
    const QStringList kept = m_model->countingKeys();
    m_countingResult->setText(lost.isEmpty()
            ? (kept.isEmpty()
                    ? tr("The filter is empty now, and says so.")
                    : tr("Every remaining key is still found: %1.").arg(QLocale().createSeparatedList(kept)))
            : tr("Reported absent although still added: %1.").arg(QLocale().createSeparatedList(lost)));
    logEvent(tr("Deleted %1. The shared bits predicted these losses in the plain filter: %2.")
                 .arg(Narration::quoted(key),
                     predicted.isEmpty() ? tr("none") : QLocale().createSeparatedList(predicted)));

    m_plainTrace = naive.trace;
    m_countingTrace = counted && *counted ? std::optional<bloom::Trace>((*counted)->trace) : std::nullopt;
    m_pending.clear();
    m_player->load(naive.trace);
}

void DeletionPage::resetToArticle()
{
    m_undo->push(new SnapshotCommand<DeletionModel>(
        m_model, tr("Reset to the article"), [](DeletionModel &model) { model.resetToArticle(); }));
    m_events->clear();
    logEvent(tr("seyi_codes and aderonke are in both filters. They share bit 7."));
}

void DeletionPage::logEvent(const QString &text)
{
    auto *item = new QListWidgetItem(QLocale().toString(m_events->count() + 1) + QStringLiteral(". ") + text);
    m_events->addItem(item);
    m_events->scrollToItem(item);
}

void DeletionPage::refresh()
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

    const bloom::Trace *plainTrace = m_plainTrace ? &*m_plainTrace : nullptr;
    const bloom::Trace *countTrace = m_countingTrace ? &*m_countingTrace : nullptr;
    m_plainView->setCallout(plainTrace && !verdict ? Narration::callout(*plainTrace, frame) : QString(), -1);
    m_countingView->setCallout(
        countTrace && !verdict ? Narration::callout(*countTrace, frame) : QString(), -1);
    m_plainResult->setVisible(verdict);
    m_countingResult->setVisible(verdict);

    // The key list says where each key stands in each filter.
    const QString current
        = m_keyList->currentItem() ? m_keyList->currentItem()->data(Qt::UserRole).toString() : QString();
    m_keyList->clear();
    const auto &state = m_model->current();
    for (const QString &key : state.keys) {
        const bool inPlain = !state.goneFromPlain.contains(key);
        const bool inCounting = !state.goneFromCounting.contains(key);
        const bool plainFound = state.plain.mightContain(key.toStdString());
        const bool countFound = state.counting.mightContain(key.toStdString());
        const auto status = [](bool present, bool found) {
            if (!present)
                return found ? tr("deleted (still reported!)") : tr("deleted");
            return found ? tr("found") : tr("LOST");
        };
        auto *item
            = new QListWidgetItem(tr("%1 — plain: %2; counting: %3")
                                      .arg(key, status(inPlain, plainFound), status(inCounting, countFound)),
                m_keyList);
        item->setData(Qt::UserRole, key);
        if (key == current)
            m_keyList->setCurrentItem(item);
    }
    if (!m_keyList->currentItem() && m_keyList->count() > 0)
        m_keyList->setCurrentRow(0);

    const QLocale locale;
    const quint64 m = state.bits;
    const auto width = static_cast<quint64>(state.width);
    m_memory->setText(tr("Plain: %1 bits. Counting with %2-bit counters: %3 bits, %4× as much.")
                          .arg(locale.toString(m), locale.toString(width), locale.toString(m * width),
                              locale.toString(width)));
    m_overflow->setText(tr("Chance that some counter overflows at n = %1 (Fan et al.): at most %2.")
                            .arg(locale.toString(m_model->countingKeys().size()),
                                NumberFormat::percent(m_model->overflowBound())));
    m_width->setCurrentIndex(m_width->findData(static_cast<int>(state.width)));
}

QStringList DeletionPage::events() const
{
    QStringList out;
    for (int i = 0; i < m_events->count(); ++i)
        out << m_events->item(i)->text();
    return out;
}

QString DeletionPage::plainResult() const
{
    return m_plainResult->text();
}

QString DeletionPage::countingResult() const
{
    return m_countingResult->text();
}

QString DeletionPage::memoryText() const
{
    return m_memory->text();
}

QString DeletionPage::overflowText() const
{
    return m_overflow->text();
}

QString DeletionPage::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}
