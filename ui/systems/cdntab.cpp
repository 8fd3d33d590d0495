#include "cdntab.h"

#include "common/numberspinbox.h"
#include "systems/cdncontroller.h"
#include "systems/simcharts.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

using systems::CdnSettings;

CdnTab::CdnTab(CdnController *controller, QWidget *parent)
    : SystemTab(controller,
        tr("A content delivery network's edge server keeps popular objects on its disk. Many objects are "
           "requested once and never again — one-hit wonders — and writing each of them to disk wastes the "
           "write and pushes out an object that would have been hit. Maggs and Sitaraman describe the remedy "
           "in “Algorithmic Nuggets in Content Delivery” (ACM SIGCOMM CCR 45(3), 2015): cache an object only "
           "on its second request, and remember the first requests in a Bloom filter. Here one "
           "Zipf-distributed trace goes through an LRU cache of one size three ways."),
        {{tr("Request"), {}}, {tr("Cache"), {}}, {tr("Seen before?"), {}}, {tr("Disk"), {}}},
        {{CdnController::RequestNode, CdnController::CacheNode, {}},
            {CdnController::CacheNode, CdnController::FilterNode, {}},
            {CdnController::FilterNode, CdnController::DiskNode, {}},
            {CdnController::FilterNode, CdnController::RequestNode, {}}},
        parent),
      m_controller(controller),
      m_chart(new CdnWritesChart(this))
{
    addControls(makeTraceBox());
    addStage(m_chart);
}

QString CdnTab::csvFileName() const
{
    return tr("cdn-results.csv");
}

QWidget *CdnTab::makeTraceBox()
{
    auto *box = new QGroupBox(tr("Trace and cache"), this);
    m_requests = new NumberSpinBox(box);
    m_requests->setRange(int(CdnSettings::kMinRequests), int(CdnSettings::kMaxRequests));
    m_requests->setSingleStep(100'000);
    m_requests->setGroupSeparatorShown(true);
    m_catalogue = new NumberSpinBox(box);
    m_catalogue->setRange(int(CdnSettings::kMinCatalogue), int(CdnSettings::kMaxCatalogue));
    m_catalogue->setSingleStep(100'000);
    m_catalogue->setGroupSeparatorShown(true);
    m_skew = new NumberDoubleSpinBox(box);
    m_skew->setRange(CdnSettings::kMinExponent, CdnSettings::kMaxExponent);
    m_skew->setDecimals(2);
    m_skew->setSingleStep(0.05);
    m_skew->setAccessibleName(tr("Zipf skew: the popularity of rank r falls as r to the minus skew"));
    m_capacity = new NumberSpinBox(box);
    m_capacity->setRange(1, int(CdnSettings::kMaxCatalogue));
    m_capacity->setSingleStep(1000);
    m_capacity->setGroupSeparatorShown(true);
    m_rate = new NumberDoubleSpinBox(box);
    m_rate->setRange(0.001, 50);
    m_rate->setDecimals(3);
    // A step of a tenth of the value's leading digit, as on the false-positive-rate page: 0.010 %
    // steps to 0.011 %, 1 % to 1.1 %. A whole point took 0.010 % to 1.010 %.
    m_rate->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_rate->setSuffix(tr(" %"));
    m_rate->setAccessibleName(tr("False-positive rate to size the filter for"));
    auto *run = new QPushButton(tr("Play the trace three ways"), box);
    auto *note = new QLabel(tr("The larger the skew, the more the requests crowd onto the most popular "
                               "objects. The filter is sized for the objects the trace is expected to "
                               "name."),
        box);
    note->setWordWrap(true);
    auto *form = new QFormLayout(box);
    form->addRow(tr("Requests:"), m_requests);
    form->addRow(tr("Objects in the catalogue:"), m_catalogue);
    form->addRow(tr("Zipf skew:"), m_skew);
    form->addRow(tr("Cache holds (objects):"), m_capacity);
    form->addRow(tr("Filter's false-positive rate:"), m_rate);
    form->addRow(QString(), run);
    form->addRow(note);
    for (QSpinBox *spin : {m_requests, m_catalogue, m_capacity})
        connect(spin, &QSpinBox::valueChanged, this, &CdnTab::pushSettings);
    for (QDoubleSpinBox *spin : {m_skew, m_rate})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &CdnTab::pushSettings);
    connect(run, &QPushButton::clicked, m_controller, &CdnController::runTrace);
    addActions({run, m_requests, m_catalogue, m_skew, m_capacity, m_rate});
    return box;
}

void CdnTab::pushSettings()
{
    CdnController::Settings settings = m_controller->settings();
    settings.requests = m_requests->value();
    settings.catalogue = m_catalogue->value();
    settings.zipfExponent = m_skew->value();
    settings.cacheCapacity = m_capacity->value();
    settings.targetRate = m_rate->value() / 100.0;
    m_controller->setSettings(settings);
}

void CdnTab::refresh()
{
    SystemTab::refresh();
    const CdnController::Settings &settings = m_controller->settings();
    {
        const QSignalBlocker a(m_requests), b(m_catalogue), c(m_skew), d(m_capacity), e(m_rate);
        SpinText::show(m_requests, int(settings.requests));
        SpinText::show(m_catalogue, int(settings.catalogue));
        SpinText::show(m_skew, settings.zipfExponent);
        SpinText::show(m_capacity, int(settings.cacheCapacity));
        SpinText::show(m_rate, settings.targetRate * 100);
    }
    m_chart->setResult(m_controller->result());
}
