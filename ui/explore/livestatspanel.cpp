#include "livestatspanel.h"

#include "common/numberformat.h"
#include "explore/exploremodel.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>

LiveStatsPanel::LiveStatsPanel(const ExploreModel *model, QWidget *parent)
    : QGroupBox(tr("The numbers now"), parent), m_model(model)
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
    value->setToolTip(help);
    value->setAccessibleName(label);
    auto *caption = new QLabel(label, this);
    caption->setToolTip(help);
    caption->setBuddy(value);
    static_cast<QFormLayout *>(layout())->addRow(caption, value);
    return value;
}

QString LiveStatsPanel::value(const QString &row) const
{
    const auto *label = findChild<QLabel *>(row);
    return label ? label->text() : QString();
}

void LiveStatsPanel::refresh()
{
    const auto &filter = m_model->filter();
    const auto set = [this](const QString &row, const QString &text) {
        if (auto *label = findChild<QLabel *>(row))
            label->setText(text);
    };
    const QLocale locale;
    set(QStringLiteral("n"), locale.toString(m_model->keys().size()));
    set(QStringLiteral("m"), locale.toString(filter.bitCount()));
    set(QStringLiteral("k"), locale.toString(filter.hashCount()));
    set(QStringLiteral("fill"),
        tr("%1 of %2 (%3)")
            .arg(locale.toString(filter.setBitCount()), locale.toString(filter.bitCount()),
                NumberFormat::percent(filter.fillRatio())));
    const double fpr = m_model->theoreticalFpr();
    set(QStringLiteral("fpr"), tr("%1 (%2)").arg(NumberFormat::percent(fpr), NumberFormat::oneIn(fpr)));
    const double chance = m_model->currentFalsePositiveChance();
    set(QStringLiteral("chance"),
        tr("%1 (%2)").arg(NumberFormat::percent(chance), NumberFormat::oneIn(chance)));
    set(QStringLiteral("optimalK"),
        m_model->keys().isEmpty() ? QStringLiteral("—") : locale.toString(m_model->optimalHashes()));
    set(QStringLiteral("estimate"), NumberFormat::count(filter.estimatedItemCount(), 1));
    set(QStringLiteral("memory"),
        tr("keys %1, filter %2")
            .arg(NumberFormat::bytes(static_cast<double>(m_model->keyBytes())),
                NumberFormat::bits(filter.bitCount())));
}
