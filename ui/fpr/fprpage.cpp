#include "fprpage.h"

#include "fpr/experimentrunner.h"
#include "fpr/fprchart.h"
#include "fpr/fprsection.h"
#include "fpr/logslider.h"
#include "fpr/variantscard.h"

#include <bloom/bloom.h>

#include <QChart>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

FprPage::FprPage(QWidget *parent) : DemoPage(parent), m_runner(new ExperimentRunner(this))
{
    setAccessibleName(tr("FPR lab"));
    auto *tabs = new QTabWidget(this);
    tabs->addTab(createChartsTab(), tr("&Charts"));
    m_calculator = new SizingCalculator(this);
    tabs->addTab(m_calculator, tr("&Sizing calculator"));
    tabs->addTab(createExperimentsTab(), tr("E&xperiments at scale"));
    tabs->addTab(new VariantsCard(this), tr("V&ariants compared"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs);

    m_update = new QTimer(this);
    m_update->setSingleShot(true);
    m_update->setInterval(0); // merges every change of one drag step into one update
    connect(m_update, &QTimer::timeout, this, [this] { updateCharts(false); });
    m_exactLater = new QTimer(this);
    m_exactLater->setSingleShot(true);
    m_exactLater->setInterval(200); // the exact curves, once the drag pauses
    connect(m_exactLater, &QTimer::timeout, this, [this] { updateCharts(true); });
    connectInputs();

    connect(m_runner, &ExperimentRunner::progress, this, [this](double fraction, int, int) {
        for (QProgressBar *bar : std::as_const(m_progressBars))
            bar->setValue(static_cast<int>(fraction * 1000));
    });
    connect(m_runner, &ExperimentRunner::resultReady, this, &FprPage::onResult);
    connect(m_runner, &ExperimentRunner::failed, this, &FprPage::onFailed);
    connect(m_runner, &ExperimentRunner::finished, this, &FprPage::onFinished);
    updateCharts(true);
}

FprPage::~FprPage()
{
    disconnect(m_runner, nullptr, this, nullptr);
}

QUndoStack *FprPage::undoStack()
{
    return m_inputs->undoStack();
}

QWidget *FprPage::createChartsTab()
{
    auto *tab = new QWidget(this);
    m_bits = new LogSlider(FprLimits::kMinBits, FprLimits::kMaxBits, true, tab);
    m_bits->setAccessibleNames(tr("Bits (m)"));
    m_keys = new LogSlider(FprLimits::kMinKeys, FprLimits::kMaxKeys, true, tab);
    m_keys->setAccessibleNames(tr("Keys (n)"));
    m_hashes = new LogSlider(1, bloom::kMaxHashes, false, tab);
    m_hashes->setAccessibleNames(tr("Hashes (k)"));
    m_bits->setValue(1000);
    m_keys->setValue(100);
    m_hashes->setValue(3);

    auto *controls = new QGroupBox(tr("Filter"), tab);
    auto *grid = new QHBoxLayout(controls);
    const auto add = [&](const QString &text, LogSlider *control) {
        auto *label = new QLabel(text, controls);
        label->setBuddy(control->spinBox());
        grid->addWidget(label);
        grid->addWidget(control, 1);
    };
    add(tr("&m bits:"), m_bits);
    add(tr("&n keys:"), m_keys);
    add(tr("&k hashes:"), m_hashes);

    auto *measure = new QPushButton(tr("&Measure"), tab);
    measure->setObjectName(QStringLiteral("measureButton"));
    measure->setToolTip(tr("Build real filters at n/2, n, 3n/2 and 2n and count false positives on keys "
                           "never added"));
    auto *progress = new QProgressBar(tab);
    progress->setRange(0, 1000);
    progress->setAccessibleName(tr("Measurement progress"));
    auto *cancel = new QPushButton(tr("Cancel"), tab);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    cancel->setEnabled(false);
    m_progressBars << progress;
    m_cancelButtons << cancel;
    m_measureStatus = new QLabel(tab);
    m_measureStatus->setObjectName(QStringLiteral("measureStatus"));
    m_measureStatus->setWordWrap(true);
    m_timing = new QLabel(tab);
    m_timing->setObjectName(QStringLiteral("timing"));
    m_timing->setForegroundRole(QPalette::PlaceholderText);
    connect(measure, &QPushButton::clicked, this, &FprPage::measure);
    connect(cancel, &QPushButton::clicked, this, &FprPage::cancelExperiments);
    auto *measureRow = new QHBoxLayout;
    measureRow->addWidget(measure);
    measureRow->addWidget(progress, 1);
    measureRow->addWidget(cancel);
    measureRow->addWidget(m_timing);

    m_charts << new FprChart(tr("False-positive rate as keys are added"), tr("Keys (n)"), tab)
             << new FprChart(tr("False-positive rate by number of hashes"), tr("Hashes (k)"), tab)
             << new FprChart(tr("False-positive rate by bits per key"), tr("Bits per key (m/n)"), tab);
    auto *charts = new QSplitter(Qt::Vertical, tab);
    for (FprChart *chart : std::as_const(m_charts))
        charts->addWidget(chart);

    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(controls);
    layout->addLayout(measureRow);
    layout->addWidget(m_measureStatus);
    layout->addWidget(charts, 1);
    return tab;
}

FprParameters FprPage::parameters() const
{
    return {m_bits->value(), m_keys->value(), static_cast<int>(m_hashes->value())};
}

void FprPage::setParameters(const FprParameters &parameters)
{
    showParameters(parameters);
    scheduleUpdate();
    m_inputs->record(controlsState(), tr("Set m, n and k"));
}

void FprPage::showParameters(const FprParameters &parameters)
{
    // Blocked, so values set here are not taken for three separate edits.
    const QSignalBlocker bits(m_bits);
    const QSignalBlocker keys(m_keys);
    const QSignalBlocker hashes(m_hashes);
    m_bits->setValue(parameters.bits);
    m_keys->setValue(parameters.keys);
    m_hashes->setValue(parameters.hashes);
}

void FprPage::connectInputs()
{
    m_inputs = new FprInputs(controlsState(), this);
    connect(m_inputs, &FprInputs::restored, this, &FprPage::showState);
    for (LogSlider *control : {m_bits, m_keys, m_hashes}) {
        connect(control->slider(), &QSlider::sliderPressed, this,
            [this] { m_dragGesture = m_inputs->newGesture(); });
        connect(control, &LogSlider::valueChanged, this, [this, control] { onControlEdited(control); });
    }
    connect(m_calculator, &SizingCalculator::edited, this, &FprPage::onCalculatorEdited);
    for (const SizingCalculator::Field field : SizingCalculator::allFields())
        connect(
            m_calculator->edit(field), &QLineEdit::editingFinished, this, [this] { m_typingField.reset(); });
}

void FprPage::onControlEdited(LogSlider *control)
{
    scheduleUpdate();
    const QString value = QLocale().toString(control->value(), 'f', 0);
    const QString text = control == m_bits ? tr("Set m to %1").arg(value)
        : control == m_keys                ? tr("Set n to %1").arg(value)
                                           : tr("Set k to %1").arg(value);
    // A drag is one step however many values it passes; a typed value, a key press or a click
    // beside the handle is a step of its own.
    const bool dragging = control->slider()->isSliderDown();
    m_inputs->record(controlsState(), text, dragging ? m_dragGesture : FprInputs::kNoGesture);
}

void FprPage::onCalculatorEdited(std::optional<SizingCalculator::Field> field)
{
    // Typing into one field is one step until the field is left, as in a text editor; a button
    // that fills several fields at once is a step of its own.
    if (!field) {
        m_typingField.reset();
        m_inputs->record(controlsState(), tr("Fill the sizing calculator"));
        return;
    }
    if (m_typingField != field) {
        m_typingField = field;
        m_typingGesture = m_inputs->newGesture();
    }
    m_inputs->record(controlsState(), tr("Edit the sizing calculator"), m_typingGesture);
}

void FprPage::scheduleUpdate()
{
    m_update->start();
    m_exactLater->start();
}

void FprPage::updateCharts(bool withExact)
{
    QElapsedTimer timer;
    timer.start();
    const FprParameters p = parameters();
    ChartData byKeys = FprCurves::versusKeys(p, withExact);
    // Measurements belong to the (m, k) they were taken at; after a change they would mislead.
    if (m_measuredFor.bits == p.bits && m_measuredFor.hashes == p.hashes)
        byKeys.measured = m_measured;
    m_charts[0]->setData(byKeys);
    m_charts[1]->setData(FprCurves::versusHashes(p, withExact));
    m_charts[2]->setData(FprCurves::versusBitsPerKey(p, withExact));
    const double elapsed = double(timer.nsecsElapsed()) / 1e6;
    ++m_updates;
    // The budget is for live updates during a drag; the exact curves come later, once it pauses.
    if (!withExact)
        m_lastUpdateMs = elapsed;
    const QString exactNote = p.bits > double(bloom::kExactFprMaxBits)
        ? tr("exact curve shown for m ≤ %1").arg(QLocale().toString(bloom::kExactFprMaxBits))
        : QString();
    m_timing->setText(tr("Charts updated in %1 ms").arg(QLocale().toString(elapsed, 'f', 1))
        + (exactNote.isEmpty() ? QString() : QStringLiteral(" · ") + exactNote));
}

void FprPage::exportImage()
{
    QStringList names;
    for (FprChart *chart : std::as_const(m_charts))
        names << chart->chart()->title();
    bool ok = false;
    const QString choice
        = QInputDialog::getItem(this, tr("Export"), tr("Which chart?"), names, 0, false, &ok);
    if (ok)
        m_charts.value(static_cast<int>(names.indexOf(choice)))->exportWithDialog();
}
