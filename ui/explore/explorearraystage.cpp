#include "explorearraystage.h"

#include "explore/codepanel.h"
#include "explore/explorecontroller.h"
#include "explore/explorestages.h"
#include "player/playerbar.h"
#include "player/traceplayer.h"
#include "views/bitarrayview.h"
#include "views/tracestepsview.h"

#include <QSplitter>
#include <QVBoxLayout>

ExploreArrayStage::ExploreArrayStage(ExploreController *controller, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_view(new BitArrayView(this)),
      m_verdict(new VerdictStage(controller, this)),
      m_playerBar(new PlayerBar(controller->player(), this)),
      m_code(new CodePanel(this)),
      m_details(new QSplitter(Qt::Horizontal, this))
{
    m_view->setModel(controller->cells());
    m_view->setAccessibleDescription(tr("The filter's bits. Arrow keys move between cells."));
    m_details->addWidget(new TraceStepsView(controller->steps(), this));
    m_details->addWidget(m_code);
    m_details->setStretchFactor(0, 1);
    m_details->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 3);
    layout->addWidget(m_verdict);
    layout->addWidget(m_playerBar);
    layout->addWidget(m_details, 2);

    connect(controller, &ExploreController::frameShown, this, &ExploreArrayStage::showFrame);
    showFrame();
}

void ExploreArrayStage::showFrame()
{
    m_view->setCallout(m_controller->callout(), m_controller->calloutCell());
    const auto &trace = m_controller->trace();
    m_code->showFrame(trace ? &*trace : nullptr, trace ? m_controller->player()->frame() : PlayerFrame {});
}
