#include "deletionstages.h"
#include "common/historykeys.h"
#include "common/messagelabel.h"

#include "deletion/deletionkeysmodel.h"
#include "views/bitarrayview.h"
#include "views/cuckootableview.h"

#include <QComboBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QStringListModel>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// Measures a wrapped line at the width it is painted at. The default measure lays the text out
// over the whole row, but paints it inside the text margins, so a line a few pixels short of the
// row was measured as one line and painted cut short ("…").
class WrappedLineDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem item(option);
        initStyleOption(&item, index);
        const auto *view = qobject_cast<const QAbstractItemView *>(parent());
        if (!view)
            return QStyledItemDelegate::sizeHint(option, index);
        const QStyle *style = view->style();
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, &item, view) + 1;
        const int width = std::max(1, view->viewport()->width() - 2 * margin);
        const QRect text = item.fontMetrics.boundingRect(
            QRect(0, 0, width, 1 << 20), Qt::TextWordWrap | Qt::AlignLeading, item.text);
        const int vertical = style->pixelMetric(QStyle::PM_FocusFrameVMargin, &item, view) + 1;
        const QSize fallback = QStyledItemDelegate::sizeHint(option, index);
        return {fallback.width(), std::max(fallback.height(), text.height() + 2 * vertical)};
    }
};

} // namespace

DeletionControlsBar::DeletionControlsBar(DeletionController *controller, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_keyEdit(new QLineEdit(this)),
      m_width(new QComboBox(this)),
      m_hazards(new QToolButton(this)),
      m_message(new MessageLine(Tone::Error, this))
{
    m_keyEdit->setObjectName(QStringLiteral("keyEdit"));
    m_keyEdit->setPlaceholderText(tr("Another key to add to all three"));
    m_keyEdit->setAccessibleName(tr("Key"));
    HistoryKeys::handOnWhenIdle(m_keyEdit);
    auto *add = new QPushButton(tr("&Add"), this);
    add->setObjectName(QStringLiteral("addButton"));
    auto *remove = new QPushButton(tr("&Delete selected key"), this);
    remove->setObjectName(QStringLiteral("deleteButton"));
    remove->setToolTip(tr("Delete the key selected in the list from all three filters"));
    m_width->setObjectName(QStringLiteral("counterWidth"));
    m_width->setAccessibleName(tr("Counter width"));
    m_width->addItem(tr("4-bit counters"), static_cast<int>(bloom::CounterWidth::Four));
    m_width->addItem(tr("8-bit counters"), static_cast<int>(bloom::CounterWidth::Eight));
    // A menu button, not a combo box: a closed combo box runs its item on an arrow key, so a
    // keyboard user passing through would start a hazard.
    m_hazards->setObjectName(QStringLiteral("hazards"));
    m_hazards->setAccessibleName(tr("Hazards of deleting"));
    m_hazards->setText(tr("Hazards…"));
    m_hazards->setPopupMode(QToolButton::InstantPopup);
    m_hazards->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *menu = new QMenu(m_hazards);
    using Hazard = DeletionController::Hazard;
    const auto addHazard = [this, menu](const QString &text, Hazard hazard) {
        connect(menu->addAction(text), &QAction::triggered, this,
            [this, hazard] { m_controller->runHazard(hazard); });
    };
    addHazard(tr("1. Counting: remove a false positive"), Hazard::RemoveFalsePositive);
    addHazard(tr("2. Counting: remove a key never added"), Hazard::RemoveAbsent);
    addHazard(tr("3. Counting: saturate a counter"), Hazard::Saturate);
    menu->addSeparator();
    addHazard(tr("4. Cuckoo: remove a key never added"), Hazard::CuckooRemoveAbsent);
    addHazard(tr("5. Cuckoo: add one key nine times"), Hazard::CuckooDuplicates);
    addHazard(tr("6. Cuckoo: fill the table"), Hazard::CuckooFull);
    m_hazards->setMenu(menu);
    m_reset = new QPushButton(tr("&Reset to the article"), this);
    m_reset->setObjectName(QStringLiteral("resetButton"));
    m_message->setObjectName(QStringLiteral("message"));

    auto *row = new QHBoxLayout;
    row->addWidget(m_keyEdit, 1);
    row->addWidget(add);
    row->addWidget(remove);
    row->addSpacing(12);
    row->addWidget(m_width);
    row->addWidget(m_hazards);
    row->addWidget(m_reset);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_message);

    connect(m_keyEdit, &QLineEdit::returnPressed, this, &DeletionControlsBar::addTyped);
    connect(add, &QPushButton::clicked, this, &DeletionControlsBar::addTyped);
    connect(remove, &QPushButton::clicked, this,
        [this] { m_controller->deleteKey(m_controller->selectedKey()); });
    connect(m_width, &QComboBox::activated, this, [this](int index) {
        m_controller->setCounterWidth(static_cast<bloom::CounterWidth>(m_width->itemData(index).toInt()));
    });
    connect(m_reset, &QPushButton::clicked, controller, &DeletionController::resetToArticle);
    connect(controller, &DeletionController::costsChanged, this, &DeletionControlsBar::syncWidth);
    // The line keeps its room while empty, so a message does not push the filters down.
    connect(controller, &DeletionController::messageChanged, m_message, &QLabel::setText);
    syncWidth();
}

void DeletionControlsBar::addTyped()
{
    m_controller->addKey(m_keyEdit->text());
    if (m_controller->message().isEmpty())
        m_keyEdit->setText(QString()); // setText, unlike clear(), leaves nothing for Ctrl+Z to undo
}

void DeletionControlsBar::setCompact(bool compact)
{
    m_width->setVisible(!compact);
    m_hazards->setVisible(!compact);
    m_reset->setVisible(!compact);
}

void DeletionControlsBar::syncWidth()
{
    // Undo, a hazard or a session can change the width; the box follows without acting again.
    const QSignalBlocker blocker(m_width);
    m_width->setCurrentIndex(m_width->findData(static_cast<int>(m_controller->model()->current().width)));
}

FilterColumnStage::FilterColumnStage(
    DeletionController *controller, DeletionController::Side side, QWidget *parent)
    : QGroupBox(parent),
      m_controller(controller),
      m_side(side),
      m_view(new BitArrayView(this)),
      m_result(new QLabel(this))
{
    const bool plain = side == DeletionController::Side::Plain;
    setTitle(plain ? tr("Plain Bloom filter") : tr("Counting Bloom filter"));
    auto *note = new MessageLabel(Tone::Secondary, this);
    note->setText(plain ? tr("Delete clears the key's bits") : tr("Remove lowers the key's counters by one"));
    m_view->setModel(controller->cells(side));
    m_view->setAccessibleName(plain ? tr("Plain filter bits") : tr("Counting filter counters"));
    m_result->setObjectName(plain ? QStringLiteral("plainResult") : QStringLiteral("countingResult"));
    m_result->setWordWrap(true);
    QFont bold = m_result->font();
    bold.setBold(true);
    m_result->setFont(bold);
    // The result appears when the animation ends; its room is kept from the start, so the array
    // above does not shrink and re-wrap its rows in the middle of the animation.
    m_result->setMinimumHeight(QFontMetrics(bold).lineSpacing() * 3);
    m_result->setAlignment(Qt::AlignTop | Qt::AlignLeading);
    QSizePolicy keep = m_result->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_result->setSizePolicy(keep);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_result);
    connect(controller, &DeletionController::frameShown, this, &FilterColumnStage::refresh);
    refresh();
}

void FilterColumnStage::refresh()
{
    m_view->setCallout(m_controller->callout(m_side), -1);
    m_result->setText(m_controller->result(m_side));
    // What a delete did is told once its animation has shown it.
    m_result->setVisible(m_controller->resultsVisible());
}

CuckooColumnStage::CuckooColumnStage(DeletionController *controller, QWidget *parent)
    : QGroupBox(tr("Cuckoo filter"), parent),
      m_controller(controller),
      m_view(new CuckooTableView(this)),
      m_result(new QLabel(this))
{
    auto *note = new MessageLabel(Tone::Secondary, this);
    note->setText(tr("Remove takes one copy of the key's fingerprint out of its two buckets"));
    note->setWordWrap(true);
    m_view->setAccessibleName(tr("Cuckoo filter buckets"));
    m_result->setObjectName(QStringLiteral("cuckooResult"));
    m_result->setWordWrap(true);
    // The same room as the bit arrays' results, for the step's caption while it plays.
    m_result->setMinimumHeight(QFontMetrics(m_result->font()).lineSpacing() * 3);
    m_result->setAlignment(Qt::AlignTop | Qt::AlignLeading);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_result);
    connect(controller, &DeletionController::frameShown, this, &CuckooColumnStage::refresh);
    refresh();
}

void CuckooColumnStage::refresh()
{
    m_view->setShown(m_controller->cuckooShown());
    m_view->setCallout(m_controller->callout(DeletionController::Side::Cuckoo));
    const bool atRest = m_controller->resultsVisible();
    const QString result = m_controller->result(DeletionController::Side::Cuckoo);
    m_result->setText(atRest && !result.isEmpty() ? result : m_controller->cuckooCaption());
    QFont font = m_result->font();
    font.setBold(atRest);
    m_result->setFont(font);
}

DeletionKeysStage::DeletionKeysStage(DeletionController *controller, QWidget *parent)
    : QGroupBox(tr("Keys"), parent), m_controller(controller), m_list(new QListView(this))
{
    m_list->setObjectName(QStringLiteral("keyList"));
    m_list->setAccessibleName(tr("Keys"));
    m_list->setToolTip(tr("Select the key to delete"));
    m_list->setModel(controller->keysModel());
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Each line says what the key's state is; in a narrow column it wraps rather than lose its end.
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setResizeMode(QListView::Adjust); // re-wrap as the column is resized, not only at start
    m_list->setItemDelegate(new WrappedLineDelegate(m_list));
    (new QVBoxLayout(this))->addWidget(m_list);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid())
                m_controller->selectKey(current.data(DeletionKeysModel::KeyRole).toString());
        });
    // A new list of keys loses the view's selection: keep the key selected before, or the first.
    connect(
        controller->keysModel(), &QAbstractItemModel::modelReset, this, &DeletionKeysStage::ensureCurrent);
    connect(
        controller->keysModel(), &QAbstractItemModel::rowsInserted, this, &DeletionKeysStage::ensureCurrent);
    ensureCurrent();
}

void DeletionKeysStage::ensureCurrent()
{
    if (m_list->currentIndex().isValid())
        return;
    const DeletionKeysModel *keys = m_controller->keysModel();
    int row = keys->rowOf(m_controller->selectedKey());
    if (row < 0 && keys->rowCount() > 0)
        row = 0;
    if (row >= 0)
        m_list->setCurrentIndex(keys->index(row));
}

DeletionEventsStage::DeletionEventsStage(DeletionController *controller, QWidget *parent)
    : QGroupBox(tr("What happened"), parent), m_list(new QListView(this))
{
    m_list->setObjectName(QStringLiteral("events"));
    m_list->setAccessibleName(tr("What happened"));
    m_list->setModel(controller->eventsModel());
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers); // a log, not a list to edit
    m_list->setWordWrap(true);
    m_list->setResizeMode(QListView::Adjust); // re-wrap as the column is resized, not only at start
    m_list->setItemDelegate(new WrappedLineDelegate(m_list));
    (new QVBoxLayout(this))->addWidget(m_list);
    // A new line is inserted empty and then given its text: scroll once it has it, so its
    // wrapped height counts.
    connect(controller->eventsModel(), &QAbstractItemModel::dataChanged, m_list,
        [this](const QModelIndex &, const QModelIndex &bottomRight) { m_list->scrollTo(bottomRight); });
    // Undo and redo put back a whole log: its last line is the latest step's.
    connect(controller->eventsModel(), &QAbstractItemModel::modelReset, m_list, &QListView::scrollToBottom);
}

CountingCostsStage::CountingCostsStage(DeletionController *controller, QWidget *parent)
    : QGroupBox(tr("What deleting costs"), parent),
      m_controller(controller),
      m_memory(new QLabel(this)),
      m_overflow(new QLabel(this))
{
    m_memory->setObjectName(QStringLiteral("memory"));
    m_memory->setWordWrap(true);
    m_overflow->setObjectName(QStringLiteral("overflow"));
    m_overflow->setWordWrap(true);
    // Three filters' costs in presenter mode's larger type outgrow the row: they scroll, never clip.
    auto *content = new QWidget(this);
    auto *lines = new QVBoxLayout(content);
    lines->setContentsMargins(0, 0, 0, 0);
    lines->addWidget(m_memory);
    lines->addWidget(m_overflow);
    lines->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    (new QVBoxLayout(this))->addWidget(scroll);
    connect(controller, &DeletionController::costsChanged, this, &CountingCostsStage::refresh);
    refresh();
}

void CountingCostsStage::refresh()
{
    m_memory->setText(m_controller->memoryText());
    m_overflow->setText(m_controller->overflowText());
}
