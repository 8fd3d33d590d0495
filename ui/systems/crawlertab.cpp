#include "crawlertab.h"

#include "common/numberformat.h"
#include "common/numberspinbox.h"
#include "systems/crawlercontroller.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <limits>

using systems::CrawlerSettings;

CrawlerTab::CrawlerTab(CrawlerController *controller, QWidget *parent)
    : SystemTab(controller,
        tr("A crawler fetches a page, reads its links and queues every URL it has not seen before, so it "
           "must remember every URL it has met. The Bengali article counts the cost: a billion URLs at "
           "about 70 bytes each is 70 GB of keys before any hash table's overhead. A Bloom filter "
           "remembers them in a few bits each; its price is a false positive, a new page whose URL looks "
           "seen, which the crawler then never fetches. Here one synthetic web is crawled twice, the same "
           "way, once with each."),
        {{tr("Crawler frontier"), {}}, {tr("Seen set (Bloom filter)"), {}}, {tr("Fetch the page"), {}}},
        {{CrawlerController::FrontierNode, CrawlerController::SeenNode, {}},
            {CrawlerController::SeenNode, CrawlerController::FetchNode, {}},
            {CrawlerController::SeenNode, CrawlerController::FrontierNode, {}}},
        parent),
      m_controller(controller)
{
    addControls(makeCrawlBox());
    // The pages never crawled stand under the few controls, where the column has room to spare,
    // and leave the results column's height to the comparison of the two crawls.
    addControls(makeMissedStage());
}

QString CrawlerTab::csvFileName() const
{
    return tr("crawler-results.csv");
}

QWidget *CrawlerTab::makeCrawlBox()
{
    auto *box = new QGroupBox(tr("Crawl"), this);
    m_pages = new NumberSpinBox(box);
    m_pages->setRange(int(CrawlerSettings::kMinPages), int(CrawlerSettings::kMaxPages));
    m_pages->setSingleStep(100'000);
    m_pages->setGroupSeparatorShown(true);
    m_pages->setAccessibleName(tr("Pages in the web"));
    m_rate = new NumberDoubleSpinBox(box);
    m_rate->setRange(0.001, 50);
    m_rate->setDecimals(3);
    // A step of a tenth of the value's leading digit, as on the false-positive-rate page: 0.010 %
    // steps to 0.011 %, 1 % to 1.1 %. A whole point took 0.010 % to 1.010 %.
    m_rate->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_rate->setSuffix(tr(" %"));
    m_rate->setAccessibleName(tr("False-positive rate to size the filter for"));
    m_seed = new NumberSpinBox(box);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    // Left at its lowest, the seed box means "draw one": the run reports the seed it drew.
    m_seed->setSpecialValueText(tr("new each crawl"));
    m_seed->setAccessibleName(tr("Seed of the synthetic web"));
    auto *crawl = new QPushButton(tr("Crawl twice"), box);
    auto *note = new QLabel(tr("Both crawls start at page 0 and go breadth-first; the hash set's crawl "
                               "reaches every page the links lead to, the filter's crawl misses some."),
        box);
    note->setWordWrap(true);
    auto *form = new QFormLayout(box);
    form->addRow(tr("Pages in the web:"), m_pages);
    form->addRow(tr("Target false-positive rate:"), m_rate);
    form->addRow(tr("Seed:"), m_seed);
    form->addRow(QString(), crawl);
    form->addRow(note);
    connect(m_pages, &QSpinBox::valueChanged, this, &CrawlerTab::pushSettings);
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, &CrawlerTab::pushSettings);
    connect(m_seed, &QSpinBox::valueChanged, this, &CrawlerTab::pushSettings);
    connect(crawl, &QPushButton::clicked, m_controller, &CrawlerController::crawl);
    addActions({crawl, m_pages, m_rate, m_seed});
    return box;
}

QWidget *CrawlerTab::makeMissedStage()
{
    m_missedStage = new QWidget(this);
    m_missedHeading = new QLabel(m_missedStage);
    m_missedHeading->setWordWrap(true);
    m_missed = new QTableWidget(m_missedStage);
    m_missed->setColumnCount(3);
    m_missed->setHorizontalHeaderLabels(
        {tr("Page"), tr("URL the filter said it had seen"), tr("URLs in the filter then")});
    m_missed->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_missed->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_missed->setWordWrap(false);
    m_missed->setTextElideMode(Qt::ElideMiddle);
    m_missed->verticalHeader()->hide();
    m_missed->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + fontMetrics().height() / 3);
    m_missed->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_missed->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_missed->setAccessibleName(tr("Pages never crawled because their URL looked seen"));
    // A few rows show what a miss looks like; the rest scroll.
    m_missed->setMinimumHeight(fontMetrics().height() * 6);
    m_missed->setMaximumHeight(fontMetrics().height() * 10);
    m_missedHeading->setBuddy(m_missed);
    auto *layout = new QVBoxLayout(m_missedStage);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_missedHeading);
    layout->addWidget(m_missed, 1);
    m_missedStage->hide();
    return m_missedStage;
}

void CrawlerTab::listMissed()
{
    const auto &result = m_controller->result();
    m_missedStage->setVisible(result.has_value());
    if (!result)
        return;
    const auto &missed = result->firstMissed;
    if (result->falsePositivePages == 0)
        m_missedHeading->setText(tr("No new page looked seen: the filter's crawl fetched every page the hash "
                                    "set's did."));
    else if (missed.size() < result->falsePositivePages)
        m_missedHeading->setText(
            tr("The first %1 of the %2 pages never crawled because the filter said their "
               "URL had been seen:")
                .arg(Sheet::count(missed.size()), Sheet::count(result->falsePositivePages)));
    else
        m_missedHeading->setText(
            tr("Never crawled because the filter said their URL had been seen (%1 in all):")
                .arg(Sheet::count(result->falsePositivePages)));
    m_missed->setRowCount(0);
    m_missed->setRowCount(int(missed.size()));
    for (int row = 0; row < int(missed.size()); ++row) {
        const systems::MissedPage &page = missed[std::size_t(row)];
        auto *number = new QTableWidgetItem(NumberFormat::index(page.page));
        number->setTextAlignment(Qt::AlignTrailing | Qt::AlignVCenter);
        const QString url = QString::fromStdString(page.url);
        auto *address = new QTableWidgetItem(NumberFormat::leftToRight(url));
        address->setToolTip(url);
        auto *filled = new QTableWidgetItem(Sheet::count(page.urlsInFilter));
        filled->setTextAlignment(Qt::AlignTrailing | Qt::AlignVCenter);
        m_missed->setItem(row, 0, number);
        m_missed->setItem(row, 1, address);
        m_missed->setItem(row, 2, filled);
    }
    m_missed->setVisible(!missed.empty());
}

void CrawlerTab::pushSettings()
{
    CrawlerController::Settings settings = m_controller->settings();
    settings.pages = m_pages->value();
    settings.targetRate = m_rate->value() / 100.0;
    settings.seed = quint64(m_seed->value());
    m_controller->setSettings(settings);
}

void CrawlerTab::refresh()
{
    SystemTab::refresh();
    const CrawlerController::Settings &settings = m_controller->settings();
    {
        const QSignalBlocker a(m_pages), b(m_rate), c(m_seed);
        SpinText::show(m_pages, int(settings.pages));
        SpinText::show(m_rate, settings.targetRate * 100);
        SpinText::show(m_seed, int(settings.seed));
    }
    if (m_listedCrawl != m_controller->crawlsFinished() || !m_controller->result()) {
        m_listedCrawl = m_controller->crawlsFinished();
        listMissed();
    }
}
