#include "livestatspanel.h"

#include "common/numberformat.h"
#include "explore/explorecontroller.h"

#include <bloom/math.h>

#include <QFormLayout>
#include <QLabel>
#include <QLocale>

#include <cmath>

LiveStatsPanel::LiveStatsPanel(const ExploreController *controller, QWidget *parent)
    : QGroupBox(tr("The numbers now"), parent), m_controller(controller)
{
    auto *layout = new QFormLayout(this);
    layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
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
    refresh();
}

QLabel *LiveStatsPanel::addRow(const QString &name, const QString &label, const QString &help)
{
    auto *value = new QLabel(this);
    value->setObjectName(name);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    // Absolute: a wrapped label takes each value's own direction, so in Urdu "16" went to the left
    // and "16 میں سے 3" to the right. One column edge, the layout's leading one, for all.
    value->setAlignment((layoutDirection() == Qt::RightToLeft ? Qt::AlignRight : Qt::AlignLeft)
        | Qt::AlignAbsolute | Qt::AlignVCenter);
    value->setToolTip(help);
    value->setAccessibleName(label);
    auto *caption = new QLabel(label, this);
    caption->setToolTip(help);
    caption->setBuddy(value);
    static_cast<QFormLayout *>(layout())->addRow(caption, value);
    return value;
}

void LiveStatsPanel::showOnly(const QStringList &rows)
{
    auto *form = static_cast<QFormLayout *>(layout());
    for (int row = 0; row < form->rowCount(); ++row) {
        const QWidget *value = form->itemAt(row, QFormLayout::FieldRole)->widget();
        form->setRowVisible(row, rows.contains(value->objectName()));
    }
}

QString LiveStatsPanel::value(const QString &row) const
{
    const auto *label = findChild<QLabel *>(row);
    return label ? label->text() : QString();
}

void LiveStatsPanel::refresh()
{
    const ShownFilter &shown = m_controller->shown();
    const auto set = [this](const QString &row, const QString &text) {
        if (auto *label = findChild<QLabel *>(row))
            label->setText(text);
    };
    const auto count = [](quint64 value) { return NumberFormat::integer(static_cast<qint64>(value)); };
    const double fill
        = shown.bits == 0 ? 0.0 : static_cast<double>(shown.setBits) / static_cast<double>(shown.bits);
    set(QStringLiteral("n"), count(shown.keys));
    set(QStringLiteral("m"), count(shown.bits));
    set(QStringLiteral("k"), count(shown.hashes));
    set(QStringLiteral("fill"),
        tr("%1 of %2 (%3)").arg(count(shown.setBits), count(shown.bits), NumberFormat::percent(fill)));
    const double fpr = shown.bits == 0 ? 0.0 : bloom::falsePositiveRate(shown.bits, shown.keys, shown.hashes);
    set(QStringLiteral("fpr"), tr("%1 (%2)").arg(NumberFormat::percent(fpr), NumberFormat::oneIn(fpr)));
    const double chance = std::pow(fill, static_cast<double>(shown.hashes));
    set(QStringLiteral("chance"),
        tr("%1 (%2)").arg(NumberFormat::percent(chance), NumberFormat::oneIn(chance)));
    set(QStringLiteral("optimalK"),
        shown.keys == 0 ? QStringLiteral("—") : count(bloom::optimalHashCount(shown.bits, shown.keys)));
    set(QStringLiteral("estimate"),
        NumberFormat::count(bloom::estimatedItemCount(shown.bits, shown.hashes, shown.setBits), 1));
    set(QStringLiteral("memory"),
        tr("keys %1, filter %2")
            .arg(NumberFormat::bytes(static_cast<double>(shown.keyBytes)), NumberFormat::bits(shown.bits)));
}
