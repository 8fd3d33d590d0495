#include "scalablestages.h"

#include "common/accentcolors.h"
#include "common/messagelabel.h"
#include "common/numberformat.h"
#include "common/numberspinbox.h"
#include "scalable/scalablecontroller.h"
#include "scalable/slicebandsview.h"
#include "views/chartstyle.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <QValueAxis>
#include <climits>
#include <cmath>

ScalableParametersBar::ScalableParametersBar(ScalableController *controller, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_capacity(new NumberSpinBox(this)),
      m_target(new NumberDoubleSpinBox(this)),
      m_growth(new NumberDoubleSpinBox(this)),
      m_tightening(new NumberDoubleSpinBox(this)),
      m_pending(new MessageLabel(Tone::Secondary, this))
{
    m_capacity->setRange(
        static_cast<int>(ScalableLimits::kMinCapacity), static_cast<int>(ScalableLimits::kMaxCapacity));
    m_capacity->setGroupSeparatorShown(true);
    m_capacity->setAccessibleName(tr("Initial capacity"));
    m_target->setRange(ScalableLimits::kMinTargetFpr * 100.0, ScalableLimits::kMaxTargetFpr * 100.0);
    m_target->setDecimals(3);
    m_target->setSuffix(QLocale().percent());
    m_target->setAccessibleName(tr("Target false-positive rate"));
    m_growth->setRange(ScalableLimits::kMinGrowth, ScalableLimits::kMaxGrowth);
    m_growth->setSingleStep(0.5);
    m_growth->setAccessibleName(tr("Growth factor"));
    m_growth->setToolTip(tr("Each slice holds this many times the keys of the one before"));
    m_tightening->setRange(ScalableLimits::kMinTightening, ScalableLimits::kMaxTightening);
    m_tightening->setSingleStep(0.05);
    m_tightening->setAccessibleName(tr("Tightening ratio"));
    m_tightening->setToolTip(tr("Each slice's error budget is this times the one before"));
    auto *start = new QPushButton(tr("&Start over"), this);
    start->setToolTip(tr("Empty both filters and build them with these settings"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const auto add = [this, layout](const QString &text, QWidget *field) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field);
        layout->addWidget(label);
        layout->addWidget(field);
    };
    add(tr("&Capacity:"), m_capacity);
    add(tr("&Target p:"), m_target);
    add(tr("&Growth s:"), m_growth);
    add(tr("Tightening &r:"), m_tightening);
    layout->addWidget(start);
    // The filters change only at Start over: until then, the fields say so.
    m_pending->setObjectName(QStringLiteral("pendingNote"));
    m_pending->setWordWrap(false);
    m_pending->setText(tr("Not used yet: Start over builds the filters with these settings."));
    layout->addWidget(m_pending);
    layout->addStretch(1);
    connect(start, &QPushButton::clicked, this, &ScalableParametersBar::apply);
    connect(m_capacity, &QSpinBox::valueChanged, this, &ScalableParametersBar::showPending);
    for (QDoubleSpinBox *box : {m_target, m_growth, m_tightening})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ScalableParametersBar::showPending);
    // The fields show the filters' parameters: after a session opens or Start over is undone too.
    connect(controller->model(), &ScalableModel::changed, this, &ScalableParametersBar::sync);
    sync();
}

void ScalableParametersBar::sync()
{
    const bloom::ScalableParameters &parameters = m_controller->model()->current().parameters;
    const QSignalBlocker capacity(m_capacity), target(m_target), growth(m_growth), tightening(m_tightening);
    SpinText::show(m_capacity, static_cast<int>(parameters.initialCapacity));
    SpinText::show(m_target, parameters.targetFpr * 100.0);
    SpinText::show(m_growth, parameters.growthFactor);
    SpinText::show(m_tightening, parameters.tighteningRatio);
    showPending();
}

bool ScalableParametersBar::isPending() const
{
    const bloom::ScalableParameters &parameters = m_controller->model()->current().parameters;
    // Compared to the digits the fields show: a rate of 0.001% is 0.00001 only up to rounding.
    const auto differs = [](const QDoubleSpinBox *box, double value) {
        return std::abs(box->value() - value) > 0.5 * std::pow(10.0, -box->decimals());
    };
    return static_cast<quint64>(m_capacity->value()) != parameters.initialCapacity
        || differs(m_target, parameters.targetFpr * 100.0) || differs(m_growth, parameters.growthFactor)
        || differs(m_tightening, parameters.tighteningRatio);
}

void ScalableParametersBar::showPending()
{
    m_pending->setVisible(isPending());
}

bool ScalableParametersBar::apply()
{
    bloom::ScalableParameters parameters;
    parameters.initialCapacity = static_cast<quint64>(m_capacity->value());
    parameters.targetFpr = m_target->value() / 100.0;
    parameters.growthFactor = m_growth->value();
    parameters.tighteningRatio = m_tightening->value();
    return m_controller->restart(parameters);
}

FeedBar::FeedBar(ScalableController *controller, QWidget *parent)
    : QWidget(parent),
      m_continuous(new QCheckBox(tr("Feed c&ontinuously"), this)),
      m_message(new QLabel(this))
{
    m_continuous->setObjectName(QStringLiteral("continuousBox"));
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Feed keys:"), this));
    for (const quint64 count : {quint64(1), quint64(100), quint64(1000)}) {
        auto *button = new QPushButton(tr("+%1").arg(QLocale().toString(count)), this);
        button->setObjectName(QStringLiteral("feed%1").arg(count));
        button->setToolTip(tr("Add %1 new keys to both filters").arg(QLocale().toString(count)));
        connect(button, &QPushButton::clicked, controller, [controller, count] { controller->feed(count); });
        row->addWidget(button);
        m_feedButtons << button;
    }
    m_continuous->setToolTip(tr("Keep adding keys until you stop it or the lesson's limit is reached"));
    row->addWidget(m_continuous);
    row->addStretch(1);
    m_message->setWordWrap(true);
    m_message->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_message);

    // At the limit the buttons rest, and say why; undo or Start over wakes them.
    const auto showLimit = [this, controller] {
        const bool canFeed = controller->model()->canFeed();
        for (QPushButton *button : std::as_const(m_feedButtons))
            button->setEnabled(canFeed);
        m_continuous->setEnabled(canFeed);
    };
    connect(controller->model(), &ScalableModel::changed, this, showLimit);
    showLimit();
    connect(m_continuous, &QCheckBox::toggled, controller, &ScalableController::setContinuous);
    connect(controller, &ScalableController::continuousChanged, this, [this](bool on) {
        const QSignalBlocker blocker(m_continuous);
        m_continuous->setChecked(on);
    });
    connect(controller, &ScalableController::messageChanged, this, [this](const QString &text) {
        m_message->setText(text);
        m_message->setVisible(!text.isEmpty());
    });
}

QString FeedBar::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

SlicesStage::SlicesStage(ScalableController *controller, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_bands(new SliceBandsView(controller->model(), this)),
      m_status(new QLabel(this))
{
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *box = new QGroupBox(tr("Slices of the scalable filter"), this);
    auto *boxLayout = new QHBoxLayout(box);
    boxLayout->addWidget(m_bands, 3);
    boxLayout->addWidget(m_status, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(box);
    connect(controller->model(), &ScalableModel::changed, this, &SlicesStage::refresh);
    refresh();
}

QString SlicesStage::statusText() const
{
    return m_status->text();
}

void SlicesStage::refresh()
{
    const GrowthPoint now = m_controller->model()->latest();
    const auto &parameters = m_controller->model()->current().parameters;
    QStringList lines;
    lines << tr("Keys added: %1 (design capacity %2)")
                 .arg(NumberFormat::integer(static_cast<qint64>(now.keys)),
                     NumberFormat::integer(static_cast<qint64>(parameters.initialCapacity)));
    if (const quint64 skipped = now.keys - std::min(now.keys, now.stored); skipped > 0) {
        // A scalable filter stores a key only if it does not already look present: a false
        // positive at insert time costs a slot of nothing, and the slices count what they hold.
        lines << tr("%n key(s) already looked present (a false positive while adding) and were not stored, "
                    "so the slices hold %1.",
            nullptr, static_cast<int>(std::min<quint64>(skipped, INT_MAX)))
                     .arg(NumberFormat::integer(static_cast<qint64>(now.stored)));
    }
    lines << tr("Slices: %1").arg(NumberFormat::integer(now.slices));
    lines << tr("Scalable filter: measured %1 (%5 interval %2 to %3, over %4 probe keys)")
                 .arg(NumberFormat::percent(now.scalableFpr), NumberFormat::percent(now.scalableInterval.low),
                     NumberFormat::percent(now.scalableInterval.high),
                     NumberFormat::integer(ScalableModel::kProbes), NumberFormat::percent(0.95));
    lines << tr("Expected from its bits: %1; compound bound %2; target %3")
                 .arg(NumberFormat::percent(now.scalableExpected), NumberFormat::percent(now.bound),
                     NumberFormat::percent(parameters.targetFpr));
    // The bound is an average over every filter built this way; say which of the two reasons a
    // measurement above it has, rather than leave it looking like a broken promise.
    if (now.scalableInterval.low > now.bound) {
        lines << (now.scalableExpected > now.bound
                ? tr("Why above the bound? The bound is the average over every filter built this way; "
                     "these keys happened to set more bits than average, as the expected rate shows.")
                : tr("Why above the bound? Its bits predict a rate within the bound; this set of probe keys "
                     "happened to find more false positives, which the interval allows for."));
    }
    lines << tr("Fixed filter: measured %1").arg(NumberFormat::percent(now.fixedFpr));
    lines << tr("Memory: fixed %1, scalable %2")
                 .arg(NumberFormat::bytes(double(now.fixedBytes)),
                     NumberFormat::bytes(double(now.scalableBytes)));
    m_status->setText(lines.join(QLatin1Char('\n')));
}

GrowthChartStage::GrowthChartStage(ScalableController *controller, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_chart(new QChart),
      m_fixedSeries(new QLineSeries(m_chart)),
      m_scalableSeries(new QLineSeries(m_chart)),
      m_targetSeries(new QLineSeries(m_chart)),
      m_designSeries(new QLineSeries(m_chart)),
      m_xAxis(new QValueAxis(m_chart)),
      m_yAxis(new QValueAxis(m_chart)),
      m_yLogAxis(new QLogValueAxis(m_chart)),
      m_logBox(new QCheckBox(tr("&Logarithmic scale"), this)),
      m_table(new QTableView(this))
{
    m_chart->setTitle(tr("Measured false-positive rate as keys keep coming"));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_fixedSeries->setName(tr("Fixed filter"));
    m_scalableSeries->setName(tr("Scalable filter"));
    m_targetSeries->setName(tr("Target p"));
    m_designSeries->setName(tr("Design capacity"));
    m_xAxis->setTitleText(tr("Keys added (n)"));
    m_xAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_yAxis->setTitleText(tr("False-positive rate (%)"));
    m_yLogAxis->setTitleText(m_yAxis->titleText());
    m_yLogAxis->setLabelFormat(QStringLiteral("%.3g")); // a bare %g draws nothing once numbers are localised
    m_yLogAxis->setMinorTickCount(-1);
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    for (QLineSeries *series : {m_fixedSeries, m_scalableSeries, m_targetSeries, m_designSeries}) {
        m_chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
    }
    auto *view = ChartStyle::createView(m_chart, tr("False-positive rate chart"), this);
    view->setMinimumHeight(220);
    m_table->setModel(controller->model());
    m_table->setAccessibleName(tr("Measurements"));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_logBox->setObjectName(QStringLiteral("logScaleBox"));
    m_logBox->setToolTip(tr("Show the rate on a logarithmic axis, where small rates stay visible"));
    connect(m_logBox, &QCheckBox::toggled, this, &GrowthChartStage::setLogarithmic);
    layout->addWidget(m_logBox);
    m_split = ChartStyle::besideTable(view, m_table, 3, 2, this);
    layout->addWidget(m_split);
    applyPalette();
    connect(controller->model(), &ScalableModel::changed, this, &GrowthChartStage::refresh);
    refresh();
}

QAbstractAxis *GrowthChartStage::rateAxis() const
{
    return m_logarithmic ? static_cast<QAbstractAxis *>(m_yLogAxis) : m_yAxis;
}

void GrowthChartStage::setLogarithmic(bool on)
{
    if (on == m_logarithmic)
        return;
    const QSignalBlocker block(m_logBox);
    m_logBox->setChecked(on);
    QAbstractAxis *before = rateAxis();
    m_logarithmic = on;
    QAbstractAxis *after = rateAxis();
    for (QLineSeries *series : {m_fixedSeries, m_scalableSeries, m_targetSeries, m_designSeries})
        series->detachAxis(before);
    m_chart->removeAxis(before);
    before->setParent(m_chart); // removeAxis hands the axis back; the chart's QObject tree keeps it
    // A logarithmic domain must never see a rate of 0: going to it, the points are filtered before
    // the axis attaches; leaving it, they come back only once the linear axis is attached (a
    // detached series keeps its logarithmic domain until then).
    if (on)
        refresh();
    m_chart->addAxis(after, Qt::AlignLeft);
    for (QLineSeries *series : {m_fixedSeries, m_scalableSeries, m_targetSeries, m_designSeries})
        series->attachAxis(after);
    if (!on)
        refresh();
    ChartStyle::applyPalette(m_chart, palette());
    ChartStyle::applyFont(m_chart, font());
}

void GrowthChartStage::refresh()
{
    const ScalableModel &model = *m_controller->model();
    const auto &parameters = model.current().parameters;
    QList<QPointF> fixedPoints;
    QList<QPointF> scalablePoints;
    const double target = parameters.targetFpr * 100.0;
    double top = target;
    double bottom = target;
    // A logarithmic axis has no 0: a rate of 0 (no false positive yet) is left out of the line.
    const auto keep = [this, &bottom](QList<QPointF> &points, double x, double y) {
        if (m_logarithmic && y <= 0.0)
            return;
        if (y > 0.0)
            bottom = std::min(bottom, y);
        points << QPointF(x, y);
    };
    for (const GrowthPoint &point : model.history()) {
        keep(fixedPoints, double(point.keys), point.fixedFpr * 100.0);
        keep(scalablePoints, double(point.keys), point.scalableFpr * 100.0);
        top = std::max({top, point.fixedFpr * 100.0, point.scalableFpr * 100.0});
    }
    const double right = std::max(double(parameters.initialCapacity) * 2.0, double(model.latest().keys));
    m_fixedSeries->replace(fixedPoints);
    m_scalableSeries->replace(scalablePoints);
    m_targetSeries->replace({QPointF(0, target), QPointF(right, target)});
    const double capacity = double(parameters.initialCapacity);
    const double low = m_logarithmic ? bottom / 2.0 : 0.0;
    const double high = m_logarithmic ? std::min(top * 2.0, 100.0) : top * 1.1;
    m_designSeries->replace({QPointF(capacity, low), QPointF(capacity, high)});
    m_xAxis->setRange(0, right);
    if (m_logarithmic)
        m_yLogAxis->setRange(low, high);
    else {
        m_yAxis->setRange(0, top * 1.1);
        m_yAxis->applyNiceNumbers(); // ticks at 0.25, 0.5 … rather than 0.28, 0.55 …
        // A rate is at most 100%: nice numbers would take 110% up to 150%.
        if (m_yAxis->max() > 100.0) {
            m_yAxis->setRange(0, 100.0);
            m_yAxis->setTickCount(5);
        }
    }
    // A horizontal header hears of new columns, not new rows: a longer number in a new row
    // ("0.2775%") would be elided to "0…." in a column sized for the first rows.
    m_table->resizeColumnsToContents();
    ChartStyle::growTableToFit(m_split, m_table);
    m_table->scrollToBottom();
}

void GrowthChartStage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    if (event->type() == QEvent::FontChange)
        ChartStyle::applyFont(m_chart, font());
    QWidget::changeEvent(event);
}

void GrowthChartStage::applyPalette()
{
    const QPalette &pal = palette();
    ChartStyle::applyPalette(m_chart, pal);
    m_fixedSeries->setPen(QPen(accentColor(Accent::StopZero, pal), 2.5));
    m_scalableSeries->setPen(QPen(accentColor(Accent::SetBit, pal), 2.5));
    m_targetSeries->setPen(QPen(pal.color(QPalette::Text), 1.2, Qt::DashLine));
    m_designSeries->setPen(QPen(pal.color(QPalette::PlaceholderText), 1.2, Qt::DotLine));
}
