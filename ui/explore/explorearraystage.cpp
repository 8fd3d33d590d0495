#include "explorearraystage.h"

#include "common/splitters.h"
#include "explore/codepanel.h"
#include "explore/explorecontroller.h"
#include "explore/explorestages.h"
#include "player/playerbar.h"
#include "player/traceplayer.h"
#include "views/bitarrayview.h"
#include "views/cuckootableview.h"
#include "views/tracestepsview.h"

#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabBar>
#include <QVBoxLayout>

namespace {

// A page that takes the room the stage gives it. The cuckoo table in its scroll area has a height
// for each width, and the stage's layout takes such a height as the page's minimum: on the cuckoo
// tab the stage then gave the table more room than the bit array had, and the player bar moved.
class RoomTakingPage : public QWidget {
public:
    using QWidget::QWidget;
    [[nodiscard]] bool hasHeightForWidth() const override { return false; }
    [[nodiscard]] int heightForWidth(int) const override { return -1; }
};

} // namespace

ExploreArrayStage::ExploreArrayStage(ExploreController *controller, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_tabs(new QTabBar(this)),
      m_views(new QStackedWidget(this)),
      m_view(new BitArrayView(this)),
      m_cuckoo(new CuckooTableView(this)),
      m_cuckooSummary(new QLabel(this)),
      m_verdict(new VerdictStage(controller, this)),
      m_playerBar(new PlayerBar(controller->player(), this)),
      m_code(new CodePanel(this)),
      m_details(Splitters::sideBySide(this))
{
    m_view->setModel(controller->cells());
    m_view->setAccessibleDescription(tr("The filter's bits. Arrow keys move between cells."));
    m_details->addWidget(new TraceStepsView(controller->steps(), this));
    m_details->addWidget(m_code);
    m_details->setStretchFactor(0, 1);
    m_details->setStretchFactor(1, 1);

    m_tabs->setObjectName(QStringLiteral("filterTabs"));
    m_tabs->setAccessibleName(tr("Filter shown"));
    m_tabs->addTab(tr("Bit array"));
    m_tabs->addTab(tr("Cuckoo filter"));
    m_tabs->setTabToolTip(
        1, tr("The same keys in a cuckoo filter: adds and checks play through its buckets"));
    m_tabs->setExpanding(false);
    m_tabs->setDocumentMode(true);
    auto *cuckooPage = new RoomTakingPage(this);
    auto *cuckooLayout = new QVBoxLayout(cuckooPage);
    cuckooLayout->setContentsMargins(0, 0, 0, 0);
    m_cuckooSummary->setObjectName(QStringLiteral("cuckooSummary"));
    m_cuckooSummary->setWordWrap(true);
    // Two lines kept from the start, so the table above does not shrink when "It is full: …"
    // joins the summary and wraps it.
    m_cuckooSummary->setMinimumHeight(2 * m_cuckooSummary->fontMetrics().lineSpacing());
    m_cuckooSummary->setAlignment(Qt::AlignTop | Qt::AlignLeading);
    // A table of many buckets needs more height than the bit array's room to show its numbers:
    // it scrolls there, so the stage keeps one height on both tabs.
    auto *cuckooScroll = new QScrollArea(cuckooPage);
    cuckooScroll->setObjectName(QStringLiteral("cuckooScroll"));
    cuckooScroll->setWidget(m_cuckoo);
    cuckooScroll->setWidgetResizable(true);
    cuckooScroll->setFrameShape(QFrame::NoFrame);
    cuckooScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    cuckooLayout->addWidget(cuckooScroll, 1);
    cuckooLayout->addWidget(m_cuckooSummary);
    m_views->addWidget(m_view);
    m_views->addWidget(cuckooPage);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    layout->addWidget(m_views, 3);
    layout->addWidget(m_verdict);
    layout->addWidget(m_playerBar);
    layout->addWidget(m_details, 2);

    connect(controller, &ExploreController::frameShown, this, &ExploreArrayStage::showFrame);
    connect(m_tabs, &QTabBar::currentChanged, this, &ExploreArrayStage::showFilter);
    showFrame();
}

void ExploreArrayStage::showFilter(int tab)
{
    const bool cuckoo = tab == 1;
    m_views->setCurrentIndex(cuckoo ? 1 : 0);
    // The steps and the code follow the Bloom filter's hashes; the cuckoo table has its own words.
    // Their room stays, or the player bar would drop to the bottom of the page on the cuckoo tab.
    QSizePolicy policy = m_details->sizePolicy();
    policy.setRetainSizeWhenHidden(cuckoo);
    m_details->setSizePolicy(policy);
    m_details->setVisible(!cuckoo);
    m_controller->setCuckooView(cuckoo);
}

void ExploreArrayStage::showFrame()
{
    m_view->setCallout(m_controller->callout(), m_controller->calloutCell());
    const auto &trace = m_controller->trace();
    m_code->showFrame(trace ? &*trace : nullptr, m_controller->bloomFrame());
    m_cuckoo->setShown(m_controller->cuckooShown());
    m_cuckoo->setCallout(m_controller->cuckooCallout());
    m_cuckooSummary->setText(m_controller->cuckooSummary());
}
