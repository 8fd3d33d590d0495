#include "scalablepage.h"

#include "scalable/scalablestages.h"

#include <QLabel>
#include <QVBoxLayout>

ScalablePage::ScalablePage(QWidget *parent, AnimationClock *clock)
    : DemoPage(parent),
      m_controller(new ScalableController(clock, this)),
      m_parameters(new ScalableParametersBar(m_controller, this)),
      m_feed(new FeedBar(m_controller, this)),
      m_slices(new SlicesStage(m_controller, this)),
      m_chart(new GrowthChartStage(m_controller, this))
{
    setAccessibleName(tr("Scalable"));
    auto *intro
        = new QLabel(tr("A Bloom filter is sized for a capacity. Feed it more keys and its error climbs. "
                        "A scalable filter (Almeida et al., 2007) opens a new, tighter slice whenever "
                        "one fills, so its compound error stays under the target."),
            this);
    intro->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_parameters);
    layout->addWidget(m_feed);
    layout->addWidget(m_slices, 2);
    layout->addWidget(m_chart, 3);
}

QUndoStack *ScalablePage::undoStack()
{
    return m_controller->undoStack();
}

bool ScalablePage::restart()
{
    return m_parameters->apply();
}

SliceBandsView *ScalablePage::bands() const
{
    return m_slices->bands();
}

QLineSeries *ScalablePage::fixedSeries() const
{
    return m_chart->fixedSeries();
}

QLineSeries *ScalablePage::scalableSeries() const
{
    return m_chart->scalableSeries();
}

QString ScalablePage::statusText() const
{
    return m_slices->statusText();
}
