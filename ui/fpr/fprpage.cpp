#include "fprpage.h"

#include "fpr/experimentrunner.h"
#include "fpr/fprchart.h"
#include "fpr/fprstages.h"
#include "fpr/variantscard.h"

#include <QChart>
#include <QFontMetrics>
#include <QInputDialog>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

FprPage::FprPage(QWidget *parent) : DemoPage(parent), m_controller(new FprController(this))
{
    setAccessibleName(tr("FPR lab"));
    auto *tabs = new QTabWidget(this);
    m_tabs = tabs;
    tabs->addTab(createChartsTab(), tr("&Charts"));
    m_calculator = new SizingCalculatorStage(m_controller, this);
    tabs->addTab(m_calculator, tr("&Sizing calculator"));
    tabs->addTab(createExperimentsTab(), tr("E&xperiments at scale"));
    // Scrolled, not squeezed: with long advice texts the card can be taller than a small screen.
    auto *variants = new QScrollArea(this);
    variants->setWidgetResizable(true);
    variants->setFrameShape(QFrame::NoFrame);
    variants->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    variants->setWidget(new VariantsCard(variants));
    tabs->addTab(variants, tr("V&ariants compared"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs);

    // Escape cancels a run, like the Cancel buttons. Only while one runs and not while presenting,
    // where Escape leaves presenter mode: two live Escape shortcuts would be ambiguous, and Qt
    // would then fire neither.
    auto *cancel = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    cancel->setObjectName(QStringLiteral("cancelShortcut"));
    cancel->setContext(Qt::WidgetWithChildrenShortcut);
    cancel->setEnabled(false);
    connect(m_controller, &FprController::experimentChanged, cancel,
        [this, cancel] { cancel->setEnabled(m_controller->runner()->isRunning() && !isPresenting()); });
    connect(cancel, &QShortcut::activated, m_controller, &FprController::cancelExperiments);
}

QUndoStack *FprPage::undoStack()
{
    return m_controller->undoStack();
}

QWidget *FprPage::createChartsTab()
{
    auto *tab = new QWidget(this);
    m_inputs = new FprInputsBar(m_controller, tab);
    auto *charts = new QSplitter(Qt::Vertical, tab);
    for (const auto kind : {FprController::ByKeys, FprController::ByHashes, FprController::ByBitsPerKey}) {
        m_charts << new FprChart(m_controller, kind, charts);
        charts->addWidget(m_charts.last());
        connect(m_charts.last(), &FprChart::legendHeightChanged, this, &FprPage::fitChartHeights);
    }
    // The three charts share the tab's height; in presenter mode each needs more than a third of
    // it to keep its axis labels, so they scroll instead (see presenterModeChanged).
    auto *scroll = new QScrollArea(tab);
    scroll->setObjectName(QStringLiteral("chartsScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(charts);
    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(m_inputs);
    layout->addWidget(new MeasureStage(m_controller, tab));
    layout->addWidget(scroll, 1);
    fitChartHeights();
    return tab;
}

QWidget *FprPage::createExperimentsTab()
{
    auto *tab = new QWidget(this);
    m_schemes = new SchemesStage(m_controller, tab);
    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(new SeedScaleStage(m_controller, tab));
    layout->addWidget(m_schemes, 1);
    return tab;
}

void FprPage::presenterModeChanged(bool on)
{
    Q_UNUSED(on);
    fitChartHeights();
}

void FprPage::fitChartHeights()
{
    // Tall enough for a title, two axes of labels with their titles and a plot, in this font:
    // below that Qt Charts elides every axis label to "…" (Urdu's Naskh needs 22 px a line where
    // Latin text needs 15; presenter mode 1.5× either). The charts scroll when they do not fit.
    // Ten lines: at nine, Noto Sans's x-axis labels were "…" once the charts had no height to spare.
    // A chart is also as tall as its legend, whose labels wrap to the chart's width: the
    // bits-per-key chart lists up to seven curves and points, some of them two lines in Uzbek.
    constexpr int kLinesPerChart = 10;
    const int lines = QFontMetrics(m_charts.value(0) ? m_charts.value(0)->font() : font()).lineSpacing();
    for (FprChart *chart : std::as_const(m_charts)) {
        const int wanted = std::max(kLinesPerChart * lines, chart->legendHeight());
        chart->setMinimumHeight(isPresenting() ? std::max(360, wanted) : wanted);
    }
}

LogSlider *FprPage::bitsControl() const
{
    return m_inputs->control(FprController::Input::Bits);
}

LogSlider *FprPage::keysControl() const
{
    return m_inputs->control(FprController::Input::Keys);
}

LogSlider *FprPage::hashesControl() const
{
    return m_inputs->control(FprController::Input::Hashes);
}

SizingCalculator *FprPage::calculator() const
{
    return m_calculator->calculator();
}

QTableWidget *FprPage::schemeTable() const
{
    return m_schemes->table();
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

bool FprPage::showPlace(const QString &place)
{
    // The tabs in order, as a "page:fpr/<place>" link names them.
    static const QStringList places = {QStringLiteral("charts"), QStringLiteral("calculator"),
        QStringLiteral("experiments"), QStringLiteral("variants")};
    const auto index = places.indexOf(place);
    if (index < 0)
        return false;
    m_tabs->setCurrentIndex(static_cast<int>(index));
    return true;
}
