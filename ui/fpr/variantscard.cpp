#include "variantscard.h"
#include "common/messagelabel.h"

#include "common/errormessages.h"
#include "common/numberformat.h"
#include "common/numberspinbox.h"
#include "fpr/variantsmodel.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// Lines that open with "n = 100,000" would otherwise be laid out left to right in Urdu.
void setStatus(QLabel *label, const QString &text)
{
    label->setText(NumberFormat::inReadingDirection(text));
}

constexpr int kVariantCount = static_cast<int>(bloom::kAllVariants.size());
constexpr int kDefaultKeys = 100'000;
// The counting filter at 20 million keys and 1% takes about 100 MB, and the whole run well under
// a minute; enough to see the caches lose, not so much that a click swaps the machine.
constexpr int kMaxKeys = 20'000'000;

} // namespace

VariantsCard::VariantsCard(QWidget *parent) : QWidget(parent), m_model(new VariantsModel(this))
{
    setAccessibleName(tr("Variants compared"));
    // Two sentences, not one rewritten: the first keeps its translations, and the cuckoo filter,
    // no Bloom filter, is still accounted for where it has none yet.
    auto *intro = new QLabel(
        tr("Four kinds of Bloom filter built for the same n keys and target rate p, then timed and probed "
           "on this computer. Only the filters' own calls are timed. Bold marks the best of each column.")
            + QLatin1Char(' ')
            + tr("The fifth row is a cuckoo filter, which is not a Bloom filter, built and timed the same "
                 "way."),
        this);
    intro->setObjectName(QStringLiteral("variantsIntro"));
    intro->setWordWrap(true);

    m_keys = new NumberSpinBox(this);
    m_keys->setRange(1000, kMaxKeys);
    m_keys->setValue(kDefaultKeys);
    m_keys->setGroupSeparatorShown(true);
    m_keys->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_keys->setAccessibleName(tr("Keys (n)"));
    m_rate = new NumberDoubleSpinBox(this);
    m_rate->setRange(0.001, 50.0);
    m_rate->setDecimals(3);
    m_rate->setValue(1.0);
    m_rate->setSuffix(QLocale().percent());
    m_rate->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_rate->setAccessibleName(tr("Target false-positive rate (p), in percent"));
    auto *inputs = new QHBoxLayout;
    const auto addInput = [this, inputs](const QString &text, QWidget *input) {
        auto *label = new QLabel(text, this);
        label->setBuddy(input);
        inputs->addWidget(label);
        inputs->addWidget(input);
    };
    addInput(tr("&Keys (n):"), m_keys);
    addInput(tr("&Target rate (p):"), m_rate);

    m_run = new QPushButton(tr("&Run comparison"), this);
    m_run->setObjectName(QStringLiteral("variantsRunButton"));
    m_run->setToolTip(tr("Build each filter in turn, insert n generated keys, then probe keys never added"));
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setAccessibleName(tr("Comparison progress"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("variantsCancelButton"));
    m_cancel->setEnabled(false);
    inputs->addWidget(m_run);
    inputs->addWidget(m_progress, 1);
    inputs->addWidget(m_cancel);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("variantsStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Filter variants compared"));
    m_table->setAccessibleDescription(
        tr("One row per filter kind; the best value of each column is in bold"));
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // The numbers as wide as they are; the name and "when to choose" wrap in widths fitTable sets.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(VariantsModel::Filter, QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(VariantsModel::WhenToChoose, QHeaderView::Interactive);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &VariantsCard::fitTable);
    connect(m_model, &QAbstractItemModel::modelReset, this, &VariantsCard::fitTable);
    // A narrow window scrolls the table sideways; the scroll bar then needs its own room.
    connect(m_table->horizontalScrollBar(), &QScrollBar::rangeChanged, this, &VariantsCard::fitTable);

    auto *tradeOff = new MessageLabel(Tone::Secondary, this);
    tradeOff->setObjectName(QStringLiteral("variantsTradeOffs"));
    tradeOff->setText(
        tr("The trade-offs: the blocked filter buys speed with a slightly higher rate at the same memory; "
           "the counting filter buys deletion with four times the memory; the scalable filter buys not "
           "knowing n in advance with more memory and slower queries. The classic filter is the baseline.")
        + QLatin1Char(' ')
        + tr("The cuckoo filter deletes without counters, at about %1 bits per key, but its table can fill "
             "up: it refuses inserts past its load.")
              .arg(NumberFormat::leftToRight(QStringLiteral("f/α"))));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(inputs);
    layout->addWidget(m_status);
    layout->addWidget(m_table);
    layout->addWidget(tradeOff);
    layout->addStretch(1);
    fitTable();

    connect(m_run, &QPushButton::clicked, this, &VariantsCard::run);
    connect(m_cancel, &QPushButton::clicked, this, &VariantsCard::cancel);
    connect(this, &VariantsCard::progressChanged, m_progress, &QProgressBar::setValue);
    connect(this, &VariantsCard::measured, this, &VariantsCard::onMeasured);
    connect(this, &VariantsCard::failed, this, &VariantsCard::onFailed);
    connect(&m_job, &BackgroundJob::finished, this, &VariantsCard::finished);
    connect(this, &VariantsCard::finished, this, &VariantsCard::onFinished);
}

VariantsCard::~VariantsCard()
{
    // The job is destroyed after this body: stop it first, and drop the signals its last posts
    // would otherwise deliver to a half-destroyed card.
    m_job.cancel();
    m_job.wait();
    disconnect(this, nullptr, nullptr, nullptr);
    // ~QWidget hides the table, which lays itself out again and moves its scroll bar's range:
    // fitTable() would then run on a card that is only a QWidget any more (UBSan, once in a CI run).
    disconnect(m_table->horizontalScrollBar(), nullptr, this, nullptr);
}

bool VariantsCard::run()
{
    if (m_job.isRunning())
        return false;
    m_config = {};
    m_config.items = static_cast<std::uint64_t>(m_keys->value());
    m_config.targetFpr = m_rate->value() / 100.0;
    m_config.keySalt = ++m_runs;
    m_failed = false;
    m_model->clear();
    m_model->setTargetFpr(m_config.targetFpr);
    m_progress->setValue(0);
    setStatus(m_status,
        tr("Measuring %1 (%2 of %3)…")
            .arg(VariantsModel::variantName(bloom::kAllVariants.front()))
            .arg(NumberFormat::integer(1), NumberFormat::integer(kVariantCount)));
    setRunning(true);
    return m_job.start([this, config = m_config](std::stop_token stop) {
        int lastPermille = -1;
        for (int i = 0; i < kVariantCount && !stop.stop_requested(); ++i) {
            // Reports come every few thousand keys; only a change the bar can show is posted.
            const auto report = [this, i, &lastPermille](double fraction) {
                const int permille = static_cast<int>((i + fraction) / kVariantCount * 1000);
                if (permille == lastPermille)
                    return;
                lastPermille = permille;
                m_job.post([this, permille] { emit progressChanged(permille); });
            };
            auto result = bloom::measureVariant(
                bloom::kAllVariants[static_cast<std::size_t>(i)], config, report, stop);
            if (result) {
                m_job.post([this, i, m = *result] { emit measured(i, m); });
            } else if (result.error().code != bloom::Errc::Cancelled) {
                m_job.post([this, e = result.error()] { emit failed(e); });
                break;
            }
        }
    });
}

void VariantsCard::cancel()
{
    m_job.cancel();
}

void VariantsCard::wait()
{
    m_job.wait();
}

QString VariantsCard::statusText() const
{
    return m_status->text();
}

void VariantsCard::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitTable();
}

void VariantsCard::fitTable()
{
    // The advice column keeps room for a few words a line, and the names give up width first: in
    // Uzbek the names took a third of the table and squeezed the advice to one word a line, rows
    // 150 px tall, and the window grew past the screen to hold them.
    QHeaderView *header = m_table->horizontalHeader();
    const int room = m_table->viewport()->width();
    int numbers = 0;
    for (int column = 0; column < VariantsModel::ColumnCount; ++column) {
        if (column != VariantsModel::Filter && column != VariantsModel::WhenToChoose)
            numbers += header->sectionSize(column);
    }
    const auto *view = static_cast<const QAbstractItemView *>(m_table); // QTableView hides it
    const int naturalName = std::max(
        view->sizeHintForColumn(VariantsModel::Filter), header->sectionSizeHint(VariantsModel::Filter));
    const int name = std::min(naturalName, std::max(fontMetrics().averageCharWidth() * 14, room / 7));
    header->resizeSection(VariantsModel::Filter, name);
    const int advice = std::max(fontMetrics().averageCharWidth() * 24, room - numbers - name);
    header->resizeSection(VariantsModel::WhenToChoose, advice);
    // The table is as tall as its rows, so the caption sits right under it.
    m_table->resizeRowsToContents();
    int rows = 0;
    for (int row = 0; row < m_model->rowCount(); ++row)
        rows += m_table->rowHeight(row);
    const int empty = m_table->verticalHeader()->defaultSectionSize();
    rows += std::max(0, kVariantCount - m_model->rowCount()) * empty;
    const QScrollBar *scroll = m_table->horizontalScrollBar();
    const int scrollHeight = scroll->maximum() > 0 ? scroll->sizeHint().height() : 0;
    m_table->setFixedHeight(
        m_table->horizontalHeader()->sizeHint().height() + rows + 2 * m_table->frameWidth() + scrollHeight);
}

void VariantsCard::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_keys->setEnabled(!running);
    m_rate->setEnabled(!running);
    m_cancel->setEnabled(running);
}

void VariantsCard::onMeasured(int index, const bloom::VariantMeasurement &measurement)
{
    m_model->addMeasurement(measurement);
    if (index + 1 < kVariantCount) {
        setStatus(m_status,
            tr("Measuring %1 (%2 of %3)…")
                .arg(VariantsModel::variantName(bloom::kAllVariants[static_cast<std::size_t>(index + 1)]))
                .arg(NumberFormat::integer(index + 2), NumberFormat::integer(kVariantCount)));
    }
}

void VariantsCard::onFailed(const bloom::Error &error)
{
    m_failed = true;
    setStatus(m_status, ErrorMessages::forError(error));
}

void VariantsCard::onFinished(bool cancelled)
{
    setRunning(false);
    if (cancelled) {
        setStatus(m_status, tr("Cancelled."));
        return;
    }
    if (m_failed)
        return;
    m_progress->setValue(m_progress->maximum());
    const QLocale locale;
    setStatus(m_status,
        tr("Measured with n = %1 keys and %2 never-added keys probed, target rate %3. Timings "
           "vary from run to run on a busy computer.")
            .arg(locale.toString(m_config.items), locale.toString(bloom::variantProbeCount(m_config)),
                NumberFormat::percent(m_config.targetFpr)));
}
