#include "scalablepage.h"

#include "common/accentcolors.h"
#include "common/errormessages.h"
#include "common/numberformat.h"
#include "pages/snapshotcommand.h"
#include "player/animationclock.h"
#include "scalable/scalablemodel.h"
#include "scalable/slicebandsview.h"
#include "views/chartstyle.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QValueAxis>

namespace {
constexpr int kTickMs = 80;

// A run of feeding is one undo step, however many ticks or clicks it took. Each step holds two
// copies of both filters: at a large capacity a continuous run would otherwise fill the history
// with gigabytes of them within seconds.
class FeedCommand final : public SnapshotCommand<ScalableModel> {
public:
    FeedCommand(ScalableModel *model, quint64 count)
        : SnapshotCommand(
            model, describe(count), [count](ScalableModel &m) { m.feed(count); }, Feed),
          m_count(count)
    { }

    bool mergeWith(const QUndoCommand *other) override
    {
        if (!SnapshotCommand::mergeWith(other))
            return false;
        m_count += static_cast<const FeedCommand *>(other)->m_count;
        setText(describe(m_count));
        return true;
    }

private:
    static QString describe(quint64 count)
    {
        return ScalablePage::tr("Feed %1 keys").arg(QLocale().toString(count));
    }

    quint64 m_count;
};
} // namespace

ScalablePage::ScalablePage(QWidget *parent, AnimationClock *clock)
    : DemoPage(parent),
      m_model(new ScalableModel(this)),
      m_undo(new QUndoStack(this)),
      m_clock(clock ? clock : new TimerClock(this))
{
    setAccessibleName(tr("Scalable"));
    // Snapshots hold whole filters: keep a bounded history.
    m_undo->setUndoLimit(40);
    auto *intro
        = new QLabel(tr("A Bloom filter is sized for a capacity. Feed it more keys and its error climbs. "
                        "A scalable filter (Almeida et al., 2007) opens a new, tighter slice whenever "
                        "one fills, so its compound error stays under the target."),
            this);
    intro->setWordWrap(true);

    m_bands = new SliceBandsView(m_model, this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->hide();

    auto *slicesBox = new QGroupBox(tr("Slices of the scalable filter"), this);
    auto *slicesLayout = new QHBoxLayout(slicesBox);
    slicesLayout->addWidget(m_bands, 3);
    slicesLayout->addWidget(m_status, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(createParameters());
    layout->addWidget(createFeedRow());
    layout->addWidget(m_message);
    layout->addWidget(slicesBox, 2);
    layout->addWidget(createChart(), 3);

    connect(m_model, &ScalableModel::changed, this, &ScalablePage::refresh);
    connect(m_clock, &AnimationClock::tick, this, &ScalablePage::onTick);
    refresh();
}

ScalablePage::~ScalablePage()
{
    disconnect(m_model, nullptr, this, nullptr);
    disconnect(m_clock, nullptr, this, nullptr);
}

QUndoStack *ScalablePage::undoStack()
{
    return m_undo;
}

QWidget *ScalablePage::createParameters()
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    const bloom::ScalableParameters defaults;
    m_capacity = new QSpinBox(row);
    m_capacity->setRange(
        static_cast<int>(ScalableLimits::kMinCapacity), static_cast<int>(ScalableLimits::kMaxCapacity));
    m_capacity->setValue(static_cast<int>(defaults.initialCapacity));
    m_capacity->setGroupSeparatorShown(true);
    m_capacity->setAccessibleName(tr("Initial capacity"));
    m_target = new QDoubleSpinBox(row);
    m_target->setRange(ScalableLimits::kMinTargetFpr * 100.0, ScalableLimits::kMaxTargetFpr * 100.0);
    m_target->setDecimals(3);
    m_target->setSuffix(QLocale().percent());
    m_target->setValue(defaults.targetFpr * 100.0);
    m_target->setAccessibleName(tr("Target false-positive rate"));
    m_growth = new QDoubleSpinBox(row);
    m_growth->setRange(ScalableLimits::kMinGrowth, ScalableLimits::kMaxGrowth);
    m_growth->setSingleStep(0.5);
    m_growth->setValue(defaults.growthFactor);
    m_growth->setAccessibleName(tr("Growth factor"));
    m_growth->setToolTip(tr("Each slice holds this many times the keys of the one before"));
    m_tightening = new QDoubleSpinBox(row);
    m_tightening->setRange(ScalableLimits::kMinTightening, ScalableLimits::kMaxTightening);
    m_tightening->setSingleStep(0.05);
    m_tightening->setValue(defaults.tighteningRatio);
    m_tightening->setAccessibleName(tr("Tightening ratio"));
    m_tightening->setToolTip(tr("Each slice's error budget is this times the one before"));
    auto *apply = new QPushButton(tr("&Start over"), row);
    apply->setToolTip(tr("Empty both filters and build them with these settings"));

    const auto add = [&](const QString &text, QWidget *field) {
        auto *label = new QLabel(text, row);
        label->setBuddy(field);
        layout->addWidget(label);
        layout->addWidget(field);
    };
    add(tr("&Capacity:"), m_capacity);
    add(tr("&Target p:"), m_target);
    add(tr("&Growth s:"), m_growth);
    add(tr("Tightening &r:"), m_tightening);
    layout->addWidget(apply);
    layout->addStretch(1);
    connect(apply, &QPushButton::clicked, this, &ScalablePage::restart);
    return row;
}

QWidget *ScalablePage::createFeedRow()
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Feed keys:"), row));
    for (const quint64 count : {quint64(1), quint64(100), quint64(1000)}) {
        auto *button = new QPushButton(tr("+%1").arg(QLocale().toString(count)), row);
        button->setObjectName(QStringLiteral("feed%1").arg(count));
        button->setToolTip(tr("Add %1 new keys to both filters").arg(QLocale().toString(count)));
        connect(button, &QPushButton::clicked, this, [this, count] { feed(count); });
        layout->addWidget(button);
    }
    m_continuous = new QCheckBox(tr("Feed &continuously"), row);
    m_continuous->setToolTip(tr("Keep adding keys until you stop it or the lesson's limit is reached"));
    connect(m_continuous, &QCheckBox::toggled, this, &ScalablePage::setContinuous);
    layout->addWidget(m_continuous);
    layout->addStretch(1);
    return row;
}

QWidget *ScalablePage::createChart()
{
    m_chart = new QChart;
    m_chart->setTitle(tr("Measured false-positive rate as keys keep coming"));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_fixedSeries = new QLineSeries(m_chart);
    m_fixedSeries->setName(tr("Fixed filter, sized for the capacity"));
    m_scalableSeries = new QLineSeries(m_chart);
    m_scalableSeries->setName(tr("Scalable filter"));
    m_targetSeries = new QLineSeries(m_chart);
    m_targetSeries->setName(tr("Target p"));
    m_designSeries = new QLineSeries(m_chart);
    m_designSeries->setName(tr("Design capacity"));
    m_xAxis = new QValueAxis(m_chart);
    m_xAxis->setTitleText(tr("Keys added (n)"));
    m_xAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_yAxis = new QValueAxis(m_chart);
    m_yAxis->setTitleText(tr("False-positive rate (%)"));
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    for (QLineSeries *series : {m_fixedSeries, m_scalableSeries, m_targetSeries, m_designSeries}) {
        m_chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
    }
    auto *view = ChartStyle::createView(m_chart, tr("False-positive rate chart"), this);
    view->setMinimumHeight(220);

    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Measurements"));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);

    applyPalette();
    return ChartStyle::besideTable(view, m_table, 3, 2, this);
}

bool ScalablePage::restart()
{
    bloom::ScalableParameters parameters;
    parameters.initialCapacity = static_cast<quint64>(m_capacity->value());
    parameters.targetFpr = m_target->value() / 100.0;
    parameters.growthFactor = m_growth->value();
    parameters.tighteningRatio = m_tightening->value();
    if (const bloom::Status ok = bloom::ScalableBloomFilter::validate(parameters); !ok) {
        m_message->setText(ErrorMessages::forError(ok.error()));
        m_message->show();
        return false;
    }
    setContinuous(false);
    bloom::Status result;
    m_undo->push(new SnapshotCommand<ScalableModel>(
        m_model, tr("Start over"), [&](ScalableModel &model) { result = model.restart(parameters); }));
    m_message->setVisible(!result);
    if (!result)
        m_message->setText(ErrorMessages::forError(result.error()));
    return bool(result);
}

void ScalablePage::feed(quint64 count)
{
    if (!m_model->canFeed()) {
        m_message->setText(tr("This lesson stops at %1 keys, %2 times the capacity: the point is made.")
                               .arg(QLocale().toString(m_model->current().parameters.initialCapacity
                                   * ScalableModel::kMaxFeedFactor))
                               .arg(ScalableModel::kMaxFeedFactor));
        m_message->show();
        setContinuous(false);
        return;
    }
    m_message->hide();
    m_undo->push(new FeedCommand(m_model, count));
}

void ScalablePage::setContinuous(bool on)
{
    if (on)
        m_clock->start(kTickMs);
    else
        m_clock->stop();
    if (m_continuous->isChecked() != on)
        m_continuous->setChecked(on);
}

bool ScalablePage::isContinuous() const
{
    return m_clock->isRunning();
}

void ScalablePage::onTick()
{
    // About fifty ticks per design capacity: the first slice fills in four seconds.
    feed(std::max<quint64>(1, m_model->current().parameters.initialCapacity / 50));
}

void ScalablePage::refresh()
{
    const auto &history = m_model->history();
    const GrowthPoint now = m_model->latest();
    const auto &state = m_model->current();
    QList<QPointF> fixedPoints;
    QList<QPointF> scalablePoints;
    double top = state.parameters.targetFpr * 100.0;
    for (const GrowthPoint &point : history) {
        fixedPoints << QPointF(double(point.keys), point.fixedFpr * 100.0);
        scalablePoints << QPointF(double(point.keys), point.scalableFpr * 100.0);
        top = std::max({top, point.fixedFpr * 100.0, point.scalableFpr * 100.0});
    }
    const double right = std::max(double(state.parameters.initialCapacity) * 2.0, double(now.keys));
    m_fixedSeries->replace(fixedPoints);
    m_scalableSeries->replace(scalablePoints);
    m_targetSeries->replace(
        {QPointF(0, state.parameters.targetFpr * 100.0), QPointF(right, state.parameters.targetFpr * 100.0)});
    const double capacity = double(state.parameters.initialCapacity);
    m_designSeries->replace({QPointF(capacity, 0), QPointF(capacity, top * 1.1)});
    m_xAxis->setRange(0, right);
    m_yAxis->setRange(0, top * 1.1);

    const QLocale locale;
    m_status->setText(
        tr("Keys added: %1 (design capacity %2)\n"
           "Slices: %3\n"
           "Scalable filter: measured %4, compound bound %5, target %6\n"
           "Fixed filter: measured %7\n"
           "Memory: fixed %8, scalable %9")
            .arg(locale.toString(now.keys), locale.toString(state.parameters.initialCapacity))
            .arg(now.slices)
            .arg(NumberFormat::percent(now.scalableFpr), NumberFormat::percent(now.bound),
                NumberFormat::percent(state.parameters.targetFpr), NumberFormat::percent(now.fixedFpr),
                NumberFormat::bytes(double(now.fixedBytes)), NumberFormat::bytes(double(now.scalableBytes))));
    m_table->scrollToBottom();
}

void ScalablePage::changeEvent(QEvent *event)
{
    // Before the chart exists there is nothing to colour; createChart() colours it once built.
    if (event->type() == QEvent::PaletteChange && m_chart)
        applyPalette();
    DemoPage::changeEvent(event);
}

void ScalablePage::applyPalette()
{
    const QPalette &pal = palette();
    ChartStyle::applyPalette(m_chart, pal);
    m_fixedSeries->setPen(QPen(accentColor(Accent::StopZero, pal), 2.5));
    m_scalableSeries->setPen(QPen(accentColor(Accent::SetBit, pal), 2.5));
    m_targetSeries->setPen(QPen(pal.color(QPalette::Text), 1.2, Qt::DashLine));
    m_designSeries->setPen(QPen(pal.color(QPalette::PlaceholderText), 1.2, Qt::DotLine));
}

QString ScalablePage::statusText() const
{
    return m_status->text();
}

QString ScalablePage::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}
