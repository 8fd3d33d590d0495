#include "safebrowsingtab.h"

#include "common/numberspinbox.h"
#include "systems/safebrowsingcontroller.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

using systems::SafeBrowsingSettings;

SafeBrowsingTab::SafeBrowsingTab(SafeBrowsingController *controller, QWidget *parent)
    : SystemTab(controller,
        tr("A browser checks every page it opens against Google's list of malicious URLs, without sending "
           "each address away. Chrome kept a Bloom filter of the list for this until 2011, then replaced it "
           "with a prefix set: the URLs' 32-bit hash prefixes, sorted and stored as the differences between "
           "neighbours (Chromium change “PrefixSet as an alternate to BloomFilter”, 2011). Google's Safe "
           "Browsing Update API v4 ships 4-byte SHA-256 prefixes, Rice-Golomb compressed, and the "
           "browser asks the server for the full hashes only when a URL matches locally (Safe Browsing v4 "
           "Update API documentation). Since 2024, Chrome's standard protection also checks URLs in real "
           "time through a privacy relay (Google Online Security Blog, March 2024). Here both local lists "
           "are built from one list and face the same browsing."),
        {{tr("Browser"), {}}, {tr("Local list"), {}}, {tr("Safe Browsing server"), {}}},
        {{SafeBrowsingController::BrowserNode, SafeBrowsingController::ListNode, {}},
            {SafeBrowsingController::ListNode, SafeBrowsingController::ServerNode, {}},
            {SafeBrowsingController::ListNode, SafeBrowsingController::BrowserNode, {}}},
        parent),
      m_controller(controller)
{
    addControls(makeBrowsingBox());
    addControls(makeCheckBox());
}

QString SafeBrowsingTab::csvFileName() const
{
    return tr("safe-browsing-results.csv");
}

QWidget *SafeBrowsingTab::makeBrowsingBox()
{
    auto *box = new QGroupBox(tr("List and browsing"), this);
    m_listSize = new NumberSpinBox(box);
    m_listSize->setRange(int(SafeBrowsingSettings::kMinListSize), int(SafeBrowsingSettings::kMaxListSize));
    m_listSize->setSingleStep(10'000);
    m_listSize->setGroupSeparatorShown(true);
    m_checks = new NumberSpinBox(box);
    m_checks->setRange(int(SafeBrowsingSettings::kMinChecks), int(SafeBrowsingSettings::kMaxChecks));
    m_checks->setSingleStep(10'000);
    m_checks->setGroupSeparatorShown(true);
    m_listedShare = new NumberDoubleSpinBox(box);
    m_listedShare->setRange(0, 100);
    m_listedShare->setDecimals(1);
    m_listedShare->setSuffix(tr(" %"));
    m_rate = new NumberDoubleSpinBox(box);
    m_rate->setRange(0.001, 50);
    m_rate->setDecimals(3);
    // A step of a tenth of the value's leading digit, as on the false-positive-rate page: 0.010 %
    // steps to 0.011 %, 1 % to 1.1 %. A whole point took 0.010 % to 1.010 %.
    m_rate->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_rate->setSuffix(tr(" %"));
    m_rate->setAccessibleName(tr("False-positive rate to size the filter for"));
    auto *run = new QPushButton(tr("Ship the list and browse"), box);
    auto *form = new QFormLayout(box);
    form->addRow(tr("URLs on the list:"), m_listSize);
    form->addRow(tr("URLs the browser opens:"), m_checks);
    form->addRow(tr("Share of them on the list:"), m_listedShare);
    form->addRow(tr("Filter's false-positive rate:"), m_rate);
    form->addRow(QString(), run);
    for (QSpinBox *spin : {m_listSize, m_checks})
        connect(spin, &QSpinBox::valueChanged, this, &SafeBrowsingTab::pushSettings);
    for (QDoubleSpinBox *spin : {m_listedShare, m_rate})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &SafeBrowsingTab::pushSettings);
    connect(run, &QPushButton::clicked, m_controller, &SafeBrowsingController::runBrowsing);
    addActions({run, m_listSize, m_checks, m_listedShare, m_rate});
    return box;
}

QWidget *SafeBrowsingTab::makeCheckBox()
{
    auto *box = new QGroupBox(tr("One URL"), this);
    m_client = new QComboBox(box);
    m_client->addItem(tr("Bloom filter (until 2011)"), int(SafeBrowsingController::Client::BloomFilter));
    m_client->addItem(tr("Prefix set (v4)"), int(SafeBrowsingController::Client::PrefixSet));
    m_url = new QLineEdit(box);
    m_url->setPlaceholderText(tr("A URL, exactly as listed, e.g. one of the examples"));
    m_url->setAccessibleName(tr("URL to check"));
    auto *check = new QPushButton(tr("Check"), box);
    auto *listed = new QPushButton(tr("A listed URL"), box);
    auto *unlisted = new QPushButton(tr("An unlisted URL"), box);
    auto *urlRow = new QHBoxLayout;
    urlRow->addWidget(m_url, 1);
    urlRow->addWidget(check);
    auto *examples = new QHBoxLayout;
    examples->addWidget(listed);
    examples->addWidget(unlisted);
    examples->addStretch(1);
    auto *form = new QFormLayout;
    form->addRow(tr("The diagram follows:"), m_client);
    // The URL gets the box's whole width: it is long, and typed rather than picked.
    auto *urlLabel = new QLabel(tr("URL to check against the list the run built:"), box);
    urlLabel->setWordWrap(true);
    urlLabel->setBuddy(m_url);
    auto *layout = new QVBoxLayout(box);
    layout->addLayout(form);
    layout->addWidget(urlLabel);
    layout->addLayout(urlRow);
    layout->addLayout(examples);
    const auto checkUrl = [this] { m_controller->check(m_url->text()); };
    connect(check, &QPushButton::clicked, this, checkUrl);
    connect(m_url, &QLineEdit::returnPressed, this, checkUrl);
    connect(listed, &QPushButton::clicked, this, [this, checkUrl] {
        m_url->setText(m_controller->listedExample());
        m_url->setCursorPosition(0);
        checkUrl();
    });
    connect(unlisted, &QPushButton::clicked, this, [this, checkUrl] {
        m_url->setText(m_controller->unlistedExample());
        m_url->setCursorPosition(0);
        checkUrl();
    });
    connect(m_client, &QComboBox::currentIndexChanged, this, &SafeBrowsingTab::pushSettings);
    addActions({check, listed, unlisted, m_client});
    m_needSystem << check << listed << unlisted;
    return box;
}

void SafeBrowsingTab::pushSettings()
{
    SafeBrowsingController::Settings settings = m_controller->settings();
    settings.listSize = m_listSize->value();
    settings.checks = m_checks->value();
    settings.listedShare = m_listedShare->value() / 100.0;
    settings.targetRate = m_rate->value() / 100.0;
    settings.client = SafeBrowsingController::Client(m_client->currentData().toInt());
    m_controller->setSettings(settings);
}

void SafeBrowsingTab::refresh()
{
    SystemTab::refresh();
    const SafeBrowsingController::Settings &settings = m_controller->settings();
    {
        const QSignalBlocker a(m_listSize), b(m_checks), c(m_listedShare), d(m_rate), e(m_client);
        SpinText::show(m_listSize, int(settings.listSize));
        SpinText::show(m_checks, int(settings.checks));
        SpinText::show(m_listedShare, settings.listedShare * 100);
        SpinText::show(m_rate, settings.targetRate * 100);
        m_client->setCurrentIndex(m_client->findData(int(settings.client)));
    }
    const bool ready = m_controller->hasSystem() && !m_controller->isBusy();
    for (QWidget *widget : std::as_const(m_needSystem))
        widget->setEnabled(ready);
}
