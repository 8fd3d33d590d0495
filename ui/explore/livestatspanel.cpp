#include "livestatspanel.h"

#include "common/numberformat.h"
#include "explore/explorecontroller.h"
#include "explore/exploremodel.h"

#include <bloom/cuckoo_filter.h>
#include <bloom/math.h>

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QStackedLayout>
#include <QVBoxLayout>

#include <cmath>

LiveStatsPanel::LiveStatsPanel(const ExploreController *controller, QWidget *parent)
    : QGroupBox(tr("The numbers now"), parent),
      m_controller(controller),
      m_bloomRows(new QWidget(this)),
      m_cuckooRows(new QWidget(this))
{
    // Each filter's rows in a form of their own, shown or hidden whole: rows of one form toggled
    // one by one were laid out half shown, and came back at no height. The forms are stacked, so
    // the panel is as tall in either view and the key list above it keeps its place on a switch.
    auto *column = new QVBoxLayout(this);
    m_forms = new QStackedLayout;
    column->addLayout(m_forms);
    for (QWidget *rows : {m_bloomRows, m_cuckooRows}) {
        auto *form = new QFormLayout(rows);
        form->setContentsMargins(0, 0, 0, 0);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        m_forms->addWidget(rows);
    }
    addRow(QStringLiteral("n"), tr("Keys added (n):"), tr("How many distinct keys are in the filter"));
    addRow(QStringLiteral("m"), tr("Bits (m):"), tr("The size of the bit array"));
    addRow(QStringLiteral("k"), tr("Hashes (k):"), tr("How many bits each key sets"));
    addRow(QStringLiteral("fill"), tr("Bits set:"),
        tr("How many bits are 1, and what share of the array that is"));
    addRow(QStringLiteral("fpr"), tr("FPR, formula:"),
        tr("(1 − e^(−kn/m))^k: the expected false-positive rate for n keys"));
    addRow(QStringLiteral("chance"), tr("FPR, this array:"),
        tr("(bits set ÷ m)^k: the chance that a new key finds all its bits set right now"));
    addRow(QStringLiteral("optimalK"), tr("Best k for this m and n:"), tr("(m/n)·ln 2, rounded"));
    addRow(QStringLiteral("estimate"), tr("n estimated from the fill:"),
        tr("−(m/k)·ln(1 − bits set ÷ m): how many keys the filter looks like it holds"));
    addRow(QStringLiteral("memory"), tr("Memory:"), tr("The keys themselves against the filter's bits"));
    addRow(QStringLiteral("cuckooKeys"), tr("Keys stored:"),
        tr("How many fingerprints the table holds: one per key it took, the victim slot included"));
    addRow(QStringLiteral("cuckooShape"), tr("Buckets × slots:"),
        tr("The table: buckets of b = 4 fingerprint slots each"));
    addRow(QStringLiteral("cuckooFingerprint"), tr("Fingerprint bits (f):"),
        tr("What each slot keeps of a key: f bits of its hash"));
    addRow(QStringLiteral("cuckooLoad"), tr("Slots filled:"),
        tr("How many slots hold a fingerprint, and what share of the table that is (the load α)"));
    addRow(QStringLiteral("cuckooFpr"), tr("FPR at this load:"),
        tr("1 − (1 − 1/2^f)^(2bα): a never-added key is compared with the 2b slots of its two "
           "buckets, each filled with chance α and matching with chance 1/2^f"));
    addRow(QStringLiteral("cuckooFull"), tr("FPR when full:"),
        tr("2b/2^f: the rate once every slot holds a fingerprint"));
    addRow(QStringLiteral("cuckooBitsPerKey"), tr("Bits per key:"),
        tr("The table's bits ÷ keys stored (f ÷ α): each key pays for its slot and its share of the "
           "empty ones"));
    addRow(QStringLiteral("cuckooMemory"), tr("Memory:"), tr("The keys themselves against the table's bits"));
    showRowsOfView();
    refresh();
}

QLabel *LiveStatsPanel::addRow(const QString &name, const QString &label, const QString &help)
{
    QWidget *rows = name.startsWith(QLatin1String("cuckoo")) ? m_cuckooRows : m_bloomRows;
    auto *value = new QLabel(rows);
    value->setObjectName(name);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    // Absolute: a wrapped label takes each value's own direction, so in Urdu "16" went to the left
    // and "16 میں سے 3" to the right. One column edge, the layout's leading one, for all.
    value->setAlignment((layoutDirection() == Qt::RightToLeft ? Qt::AlignRight : Qt::AlignLeft)
        | Qt::AlignAbsolute | Qt::AlignVCenter);
    value->setToolTip(help);
    value->setAccessibleName(label);
    auto *caption = new QLabel(label, rows);
    caption->setToolTip(help);
    caption->setBuddy(value);
    static_cast<QFormLayout *>(rows->layout())->addRow(caption, value);
    return value;
}

void LiveStatsPanel::showOnly(const QStringList &rows)
{
    m_only = rows;
    for (QWidget *group : {m_bloomRows, m_cuckooRows}) {
        auto *form = static_cast<QFormLayout *>(group->layout());
        const auto asked = [form, &rows](int row) {
            return rows.contains(form->itemAt(row, QFormLayout::FieldRole)->widget()->objectName());
        };
        bool any = false;
        for (int row = 0; row < form->rowCount(); ++row)
            any = any || asked(row);
        // The rows not asked for go for good, rather than hidden: with most rows hidden, Qt 6.4's
        // QFormLayout::heightForWidth wrote past its arrays laying out this panel (valgrind), and
        // the lessons crashed. A form none of whose rows are asked for leaves the stack, so that
        // the panel is only as tall as the rows it shows.
        for (int row = form->rowCount() - 1; any && row >= 0; --row) {
            if (!asked(row))
                form->removeRow(row);
        }
        if (!any) {
            m_forms->removeWidget(group);
            group->hide();
        }
    }
    showRowsOfView();
}

void LiveStatsPanel::showRowsOfView()
{
    m_cuckooRowsShown = m_controller->cuckooView();
    // A lesson's rows stay whichever view is on: they are in the one form left in the stack.
    if (m_only.isEmpty())
        m_forms->setCurrentWidget(m_cuckooRowsShown ? m_cuckooRows : m_bloomRows);
}

QSize LiveStatsPanel::minimumSizeHint() const
{
    // As narrow as the values under their captions, where fitRows() puts them in a narrower
    // panel: side by side's minimum held the window at 1,054 pixels in Uzbek when 1,024 was asked.
    QSize size = QGroupBox::minimumSizeHint();
    int asIs = 0;
    int wrapped = 0;
    for (QWidget *rows : {m_bloomRows, m_cuckooRows}) {
        auto *form = static_cast<QFormLayout *>(rows->layout());
        asIs = std::max(asIs, form->minimumSize().width());
        for (int row = 0; row < form->rowCount(); ++row) {
            for (const auto role : {QFormLayout::LabelRole, QFormLayout::FieldRole}) {
                if (QLayoutItem *item = form->itemAt(row, role))
                    wrapped = std::max(wrapped, item->minimumSize().width());
            }
        }
    }
    size.rwidth() -= std::max(0, asIs - wrapped);
    return size;
}

void LiveStatsPanel::resizeEvent(QResizeEvent *event)
{
    QGroupBox::resizeEvent(event);
    fitRows();
}

void LiveStatsPanel::changeEvent(QEvent *event)
{
    QGroupBox::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitRows();
}

void LiveStatsPanel::fitRows()
{
    // Values beside their captions while each has room for its longest word and for a rate's
    // percentage, wrapping onto more lines at their full height; narrower, each goes under its
    // caption at the panel's full width. Beside Uzbek's long captions at 1,024 pixels a value had
    // 50 pixels and broke into "0," and "kalitl".
    const QFontMetrics metrics(font());
    const int available
        = contentsRect().width() - layout()->contentsMargins().left() - layout()->contentsMargins().right();
    for (QWidget *rows : {m_bloomRows, m_cuckooRows}) {
        auto *form = static_cast<QFormLayout *>(rows->layout());
        int captions = 0;
        int valueRoom = metrics.horizontalAdvance(NumberFormat::percent(0.000244));
        for (int row = 0; row < form->rowCount(); ++row) {
            if (QLayoutItem *caption = form->itemAt(row, QFormLayout::LabelRole))
                captions = std::max(captions, caption->widget()->sizeHint().width());
            if (QLayoutItem *value = form->itemAt(row, QFormLayout::FieldRole))
                valueRoom = std::max(valueRoom, value->widget()->minimumSizeHint().width());
        }
        const int spacing = std::max(0, form->horizontalSpacing());
        const auto policy = available >= captions + spacing + valueRoom ? QFormLayout::DontWrapRows
                                                                        : QFormLayout::WrapAllRows;
        if (form->rowWrapPolicy() != policy)
            form->setRowWrapPolicy(policy);
        // A value that now wraps onto another line needs the form's heights asked again: QFormLayout
        // (Qt 6.4) keeps a row's height for width from before the text changed, and a value loaded
        // bits gave in Uzbek kept one line of its two.
        form->invalidate();
    }
}

QString LiveStatsPanel::value(const QString &row) const
{
    const auto *label = findChild<QLabel *>(row);
    return label ? label->text() : QString();
}

namespace {

void setValue(const QWidget *panel, const QString &row, const QString &text)
{
    if (auto *label = panel->findChild<QLabel *>(row))
        label->setText(text);
}

QString count(quint64 value)
{
    return NumberFormat::integer(static_cast<qint64>(value));
}

} // namespace

void LiveStatsPanel::refresh()
{
    if (m_controller->cuckooView() != m_cuckooRowsShown)
        showRowsOfView();
    // Only the rows on show: the other view's are filled in when it is switched to.
    if (!m_bloomRows->isHidden())
        refreshBloom();
    if (!m_cuckooRows->isHidden())
        refreshCuckoo();
    fitRows(); // a value's longest word may have changed
}

void LiveStatsPanel::refreshBloom()
{
    const ShownFilter &shown = m_controller->shown();
    const auto set = [this](const QString &row, const QString &text) { setValue(this, row, text); };
    const double fill
        = shown.bits == 0 ? 0.0 : static_cast<double>(shown.setBits) / static_cast<double>(shown.bits);
    // Keys a loaded file counted set its bits as surely as keys added here.
    const quint64 n = shown.keys + shown.loadedKeys;
    set(QStringLiteral("m"), count(shown.bits));
    set(QStringLiteral("k"), count(shown.hashes));
    set(QStringLiteral("fill"),
        tr("%1 of %2 (%3)").arg(count(shown.setBits), count(shown.bits), NumberFormat::percent(fill)));
    const double chance = std::pow(fill, static_cast<double>(shown.hashes));
    set(QStringLiteral("chance"),
        tr("%1 (%2)").arg(NumberFormat::percent(chance), NumberFormat::oneIn(chance)));
    if (shown.keysUnknown) {
        // Bits from text came without their keys: n = 0 gave "0% (never)" beside bits already set
        // and a rate of this array above zero. The rows that need n say so.
        set(QStringLiteral("n"),
            shown.keys == 0
                ? tr("not known: the bits were loaded without their keys")
                : tr("%1 added here, plus the unknown keys of the loaded bits").arg(count(shown.keys)));
        set(QStringLiteral("fpr"), tr("needs n, not known for loaded bits (see n estimated from the fill)"));
        set(QStringLiteral("optimalK"), tr("needs n"));
    } else {
        set(QStringLiteral("n"), count(n));
        const double fpr = shown.bits == 0 ? 0.0 : bloom::falsePositiveRate(shown.bits, n, shown.hashes);
        set(QStringLiteral("fpr"), tr("%1 (%2)").arg(NumberFormat::percent(fpr), NumberFormat::oneIn(fpr)));
        set(QStringLiteral("optimalK"),
            n == 0 ? QStringLiteral("—") : count(bloom::optimalHashCount(shown.bits, n)));
    }
    set(QStringLiteral("estimate"),
        NumberFormat::count(bloom::estimatedItemCount(shown.bits, shown.hashes, shown.setBits), 1));
    set(QStringLiteral("memory"),
        tr("keys %1, filter %2")
            .arg(NumberFormat::bytes(static_cast<double>(shown.keyBytes)), NumberFormat::bits(shown.bits)));
}

// The filter at rest, as the summary under the table, the key list and the memory line give it on
// this tab: following the table's animation, "0 stored" stood beside a summary already "6.25% full".
// Keys stored count the victim slot; slots filled do not, or a full table read "17 of 16".
void LiveStatsPanel::refreshCuckoo()
{
    const bloom::CuckooFilter &cuckoo = m_controller->model()->cuckoo();
    const quint64 stored = cuckoo.itemCount();
    const quint64 filled = stored - (cuckoo.isFull() ? 1 : 0);
    const quint64 slotTotal = cuckoo.slotCount();
    const quint32 f = cuckoo.fingerprintBits();
    const double load = cuckoo.loadFactor();
    const auto set = [this](const QString &row, const QString &text) { setValue(this, row, text); };
    const auto rate
        = [](double p) { return tr("%1 (%2)").arg(NumberFormat::percent(p), NumberFormat::oneIn(p)); };
    set(QStringLiteral("cuckooKeys"), count(stored));
    set(QStringLiteral("cuckooShape"),
        NumberFormat::leftToRight(QStringLiteral("%1 × %2 = %3")
                                      .arg(count(cuckoo.bucketCount()),
                                          count(bloom::CuckooFilter::kSlotsPerBucket), count(slotTotal))));
    set(QStringLiteral("cuckooFingerprint"), count(f));
    set(QStringLiteral("cuckooLoad"),
        tr("%1 of %2 (%3)").arg(count(filled), count(slotTotal), NumberFormat::percent(load)));
    set(QStringLiteral("cuckooFpr"), rate(bloom::cuckooFalsePositiveRate(f, load)));
    set(QStringLiteral("cuckooFull"), rate(bloom::cuckooFalsePositiveBound(f)));
    set(QStringLiteral("cuckooBitsPerKey"),
        stored == 0
            ? QStringLiteral("—")
            : NumberFormat::count(static_cast<double>(cuckoo.tableBits()) / static_cast<double>(stored), 1));
    set(QStringLiteral("cuckooMemory"),
        tr("keys %1, filter %2")
            .arg(NumberFormat::bytes(static_cast<double>(m_controller->shown().keyBytes)),
                NumberFormat::bits(cuckoo.tableBits())));
}
