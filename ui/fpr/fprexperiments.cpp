// The FPR lab's experiments: Measure on the charts tab, the article's filter at real scale and the
// hash schemes compared. One ExperimentRunner runs them on a worker thread, one batch at a time.

#include "fprpage.h"

#include "common/errormessages.h"
#include "common/numberformat.h"
#include "fpr/experimentrunner.h"
#include "fpr/fprchart.h"

#include <bloom/bloom.h>

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {
// Where weak schemes show: a small filter with many hashes, so probe patterns matter.
constexpr bloom::ExperimentConfig kSchemeComparison {
    1024, 8, 89, 1'000'000, bloom::HashKind::Enhanced, 7, 11};
// The Urdu article: 100 million items at 1%.
constexpr std::uint64_t kSeedKeys = 100'000'000;
constexpr std::uint64_t kSeedProbes = 10'000'000;
} // namespace

QWidget *FprPage::createExperimentsTab()
{
    auto *tab = new QWidget(this);
    const auto jobRow = [this, tab](QPushButton *run) {
        auto *bar = new QProgressBar(tab);
        bar->setRange(0, 1000);
        auto *cancel = new QPushButton(tr("Cancel"), tab);
        cancel->setObjectName(QStringLiteral("cancelButton"));
        cancel->setEnabled(false);
        connect(cancel, &QPushButton::clicked, this, &FprPage::cancelExperiments);
        m_progressBars << bar;
        m_cancelButtons << cancel;
        auto *row = new QHBoxLayout;
        row->addWidget(run);
        row->addWidget(bar, 1);
        row->addWidget(cancel);
        return row;
    };

    auto *seed = new QGroupBox(tr("The article's filter at real scale"), tab);
    auto *seedLayout = new QVBoxLayout(seed);
    auto *seedIntro
        = new QLabel(tr("100 million items at 1%: m = %1 bits (about %2), k = 7. Insert 100 million "
                        "generated keys, then probe 10 million others.")
                         .arg(QLocale().toString(bloom::optimalBitCount(kSeedKeys, 0.01)),
                             NumberFormat::bytes(double(bloom::optimalBitCount(kSeedKeys, 0.01)) / 8)),
            seed);
    seedIntro->setWordWrap(true);
    auto *runSeed = new QPushButton(tr("&Run 100 million keys"), seed);
    runSeed->setObjectName(QStringLiteral("seedButton"));
    connect(runSeed, &QPushButton::clicked, this, &FprPage::runSeedScale);
    m_seedStatus = new QLabel(seed);
    m_seedStatus->setObjectName(QStringLiteral("seedStatus"));
    m_seedStatus->setWordWrap(true);
    m_seedStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    seedLayout->addWidget(seedIntro);
    seedLayout->addLayout(jobRow(runSeed));
    seedLayout->addWidget(m_seedStatus);

    auto *schemes = new QGroupBox(tr("Hash schemes compared"), tab);
    auto *schemesLayout = new QVBoxLayout(schemes);
    auto *schemesIntro = new QLabel(
        tr("The same experiment with each hash scheme: m = %1, k = %2, n = %3, %4 probes. A tiny filter with "
           "many hashes is where a weak scheme shows.")
            .arg(kSchemeComparison.bits)
            .arg(kSchemeComparison.hashes)
            .arg(kSchemeComparison.items)
            .arg(QLocale().toString(kSchemeComparison.probes)),
        schemes);
    schemesIntro->setWordWrap(true);
    auto *runSchemes = new QPushButton(tr("Com&pare schemes"), schemes);
    runSchemes->setObjectName(QStringLiteral("schemesButton"));
    connect(runSchemes, &QPushButton::clicked, this, &FprPage::compareSchemes);
    m_schemes = new QTableWidget(0, 5, schemes);
    m_schemes->setHorizontalHeaderLabels(
        {tr("Scheme"), tr("Measured"), tr("Exact theory"), tr("Excess"), tr("Why")});
    m_schemes->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_schemes->horizontalHeader()->setStretchLastSection(true);
    m_schemes->verticalHeader()->hide();
    m_schemes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_schemes->setWordWrap(true);
    m_schemes->setAccessibleName(tr("Hash schemes compared"));
    schemesLayout->addWidget(schemesIntro);
    schemesLayout->addLayout(jobRow(runSchemes));
    schemesLayout->addWidget(m_schemes, 1);

    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(seed);
    layout->addWidget(schemes, 1);
    return tab;
}

void FprPage::startJob(Job job, const QList<bloom::ExperimentConfig> &configs)
{
    if (m_runner->isRunning()) {
        m_measureStatus->setText(tr("An experiment is already running; wait for it or cancel it."));
        return;
    }
    m_job = job;
    m_jobConfigs = configs;
    for (QProgressBar *bar : std::as_const(m_progressBars))
        bar->setValue(0);
    for (QPushButton *cancel : std::as_const(m_cancelButtons))
        cancel->setEnabled(true);
    m_runner->start(configs);
}

void FprPage::measure()
{
    const FprParameters p = parameters();
    QList<bloom::ExperimentConfig> configs;
    for (const double factor : {0.5, 1.0, 1.5, 2.0}) {
        bloom::ExperimentConfig config;
        config.bits = static_cast<std::uint64_t>(p.bits);
        config.hashes = static_cast<std::uint32_t>(p.hashes);
        config.items = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(p.keys * factor)));
        // Enough probes to expect about 200 false positives, within reason.
        const double rate = bloom::falsePositiveRate(config.bits, config.items, config.hashes);
        config.probes
            = static_cast<std::uint64_t>(std::clamp(200.0 / std::max(rate, 1e-12), 10'000.0, 2'000'000.0));
        config.keySalt = static_cast<std::uint64_t>(m_updates) + 1;
        configs << config;
    }
    m_measured.clear();
    m_measuredFor = p;
    m_measureStatus->setText(
        tr("Measuring at n = %1…")
            .arg(QLocale().createSeparatedList(
                {QLocale().toString(configs[0].items), QLocale().toString(configs[1].items),
                    QLocale().toString(configs[2].items), QLocale().toString(configs[3].items)})));
    startJob(Job::Measure, configs);
}

void FprPage::runSeedScale()
{
    bloom::ExperimentConfig config;
    config.bits = bloom::optimalBitCount(kSeedKeys, 0.01);
    config.hashes = bloom::optimalHashCount(config.bits, kSeedKeys);
    config.items = kSeedKeys;
    config.probes = kSeedProbes;
    m_seedStatus->setText(tr("Building the filter and inserting 100 million keys…"));
    startJob(Job::SeedScale, {config});
}

void FprPage::compareSchemes()
{
    QList<bloom::ExperimentConfig> configs;
    for (const auto kind :
        {bloom::HashKind::Article, bloom::HashKind::PlainDouble, bloom::HashKind::Enhanced}) {
        bloom::ExperimentConfig config = kSchemeComparison;
        config.hash = kind;
        configs << config;
    }
    m_schemes->setRowCount(0);
    startJob(Job::Schemes, configs);
}

void FprPage::cancelExperiments()
{
    m_runner->cancel();
}

void FprPage::onResult(int index, const bloom::ExperimentResult &result)
{
    const QLocale locale;
    switch (m_job) {
    case Job::Measure:
        m_measured << MeasuredPoint {
            double(result.config.items), result.measuredFpr, result.confidenceLow, result.confidenceHigh};
        updateCharts(false);
        m_measureStatus->setText(
            tr("Measured %1 of 4: at n = %2, %3 false positives in %4 probes = %5 "
               "(theory %6).")
                .arg(index + 1)
                .arg(locale.toString(result.config.items), locale.toString(result.falsePositives),
                    locale.toString(result.config.probes), NumberFormat::percent(result.measuredFpr),
                    NumberFormat::percent(result.theoreticalFpr)));
        break;
    case Job::SeedScale:
        m_seedStatus->setText(
            tr("Measured false-positive rate %1 (95%: %2 to %3) against %4 in theory.\n"
               "Inserted %5 keys in %6 s; probed %7 keys in %8 s. The filter used %9.")
                .arg(NumberFormat::percent(result.measuredFpr), NumberFormat::percent(result.confidenceLow),
                    NumberFormat::percent(result.confidenceHigh),
                    NumberFormat::percent(result.theoreticalFpr), locale.toString(result.config.items),
                    locale.toString(result.insertSeconds, 'f', 2), locale.toString(result.config.probes),
                    locale.toString(result.probeSeconds, 'f', 2),
                    NumberFormat::bytes(double(result.memoryBytes))));
        break;
    case Job::Schemes: {
        const double theory = result.exactFpr.value_or(result.theoreticalFpr);
        const double excess = theory > 0 ? result.measuredFpr / theory - 1.0 : 0.0;
        QString name;
        QString why;
        switch (result.config.hash) {
        case bloom::HashKind::Article:
            name = tr("The article's h·31 + byte");
            why = tr("Keys that differ only in their last characters get nearly the same hash, so their bits "
                     "cluster: the filter acts as if it were much smaller.");
            break;
        case bloom::HashKind::PlainDouble:
            name = tr("Plain double hashing");
            why = tr("h1 + i·h2 mod m: when h2 shares a factor with m, a key's probes cycle over a few cells "
                     "and set fewer than k bits. Popular libraries shipped this and saw rates above theory.");
            break;
        default:
            name = tr("Enhanced double hashing (default)");
            why = tr("The cubic term breaks those cycles. What remains at this tiny m is double hashing's "
                     "limited set of probe patterns; at realistic sizes it matches theory.");
            break;
        }
        const int row = m_schemes->rowCount();
        m_schemes->insertRow(row);
        const QStringList cells {name, NumberFormat::percent(result.measuredFpr),
            NumberFormat::percent(theory),
            (excess >= 0 ? QStringLiteral("+") : QString()) + NumberFormat::percent(excess), why};
        for (int column = 0; column < cells.size(); ++column)
            m_schemes->setItem(row, column, new QTableWidgetItem(cells[column]));
        m_schemes->resizeRowsToContents();
        break;
    }
    case Job::None: break;
    }
}

void FprPage::onFailed(int, const bloom::Error &error)
{
    const QString message = ErrorMessages::forError(error);
    if (m_job == Job::SeedScale)
        m_seedStatus->setText(message);
    else
        m_measureStatus->setText(message);
}

void FprPage::onFinished(bool cancelled)
{
    for (QPushButton *cancel : std::as_const(m_cancelButtons))
        cancel->setEnabled(false);
    if (cancelled) {
        const QString text = tr("Cancelled.");
        if (m_job == Job::SeedScale)
            m_seedStatus->setText(text);
        else
            m_measureStatus->setText(text);
    } else {
        for (QProgressBar *bar : std::as_const(m_progressBars))
            bar->setValue(bar->maximum());
    }
    m_job = Job::None;
}

QString FprPage::experimentText() const
{
    return m_measureStatus->text() + QLatin1Char('\n') + m_seedStatus->text();
}
