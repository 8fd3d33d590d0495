#include "lessonstagehost.h"

#include "deletion/deletioncontroller.h"
#include "deletion/deletionstages.h"
#include "explore/codepanel.h"
#include "explore/explorearraystage.h"
#include "explore/explorecontroller.h"
#include "explore/explorestages.h"
#include "explore/livestatspanel.h"
#include "fpr/fprchart.h"
#include "fpr/fprstages.h"
#include "fpr/logslider.h"
#include "lessons/lessonbook.h"
#include "lessons/lessondemos.h"
#include "player/playerbar.h"
#include "scalable/scalablestages.h"
#include "views/bitarrayview.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

LessonStageHost::LessonStageHost(LessonDemos *demos, QWidget *parent) : QStackedWidget(parent)
{
    m_columns.insert(QStringLiteral("explore"), buildExplore(demos));
    m_columns.insert(QStringLiteral("fpr"), buildFpr(demos));
    m_columns.insert(QStringLiteral("deletion"), buildDeletion(demos));
    m_columns.insert(QStringLiteral("scalable"), buildScalable(demos));
    for (const QString &stage : LessonBook::stages())
        addWidget(m_columns.value(stage));
    m_players.insert(m_columns.value(QStringLiteral("explore")), demos->explore()->player());
    m_players.insert(m_columns.value(QStringLiteral("deletion")), demos->deletion()->player());
}

QWidget *LessonStageHost::buildExplore(LessonDemos *demos)
{
    auto *column = new QWidget(this);
    m_keyEntry = new KeyEntryBar(demos->explore(), column);
    m_keyEntry->setCompact(true);
    m_actions << m_keyEntry;
    m_exploreStage = new ExploreArrayStage(demos->explore(), column);
    // The steps table under the array, as the lessons' texts refer to it; the code stays on the
    // Explore page, for room.
    m_exploreStage->code()->hide();
    // The lessons teach the bit array; the cuckoo filter has its own page views.
    m_exploreStage->filterTabs()->hide();
    // The fill, which lessons count and estimate from; n would give their answers away.
    auto *fill = new LiveStatsPanel(demos->explore(), column);
    fill->showOnly({QStringLiteral("fill")});
    fill->setTitle(QString());
    fill->setFlat(true);
    connect(demos->explore(), &ExploreController::frameShown, fill, &LiveStatsPanel::refresh);
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_keyEntry);
    layout->addWidget(m_exploreStage, 1);
    layout->addWidget(fill);
    return column;
}

QWidget *LessonStageHost::buildFpr(LessonDemos *demos)
{
    auto *column = new QWidget(this);
    m_fprInputs = new FprInputsBar(demos->fpr(), column);
    m_fprCharts = new QStackedWidget(column);
    for (const auto chart : {FprController::ByHashes, FprController::ByKeys, FprController::ByBitsPerKey}) {
        m_charts << new FprChart(demos->fpr(), chart, m_fprCharts);
        // The table of values is the lab's; beside a lesson's text the curve says it.
        m_charts.constLast()->tableView()->hide();
        // No lesson teaches blocked filters: an unexplained curve would only puzzle.
        m_charts.constLast()->setBlockedShown(false);
        // Nor the cuckoo filter or the lower bound, which the FPR lab's bits-per-key chart explains.
        m_charts.constLast()->setComparisonsShown(false);
        m_fprCharts->addWidget(m_charts.constLast());
    }
    m_schemes = new SchemesStage(demos->fpr(), m_fprCharts);
    // Narrower than the lab's tab: the scheme's name wraps, so the Why column stays in view.
    QHeaderView *header = m_schemes->table()->horizontalHeader();
    header->setSectionResizeMode(0, QHeaderView::Interactive);
    header->resizeSection(0, fontMetrics().horizontalAdvance(QLatin1Char('x')) * 16);
    m_fprCharts->addWidget(m_schemes);
    // In place of the chart while a prediction is open: every curve here would show the answer.
    m_chartConcealed = new QLabel(
        tr("The chart appears once you have answered: it would give the answer away."), m_fprCharts);
    m_chartConcealed->setObjectName(QStringLiteral("chartConcealed"));
    m_chartConcealed->setAlignment(Qt::AlignCenter);
    m_chartConcealed->setWordWrap(true);
    m_fprCharts->addWidget(m_chartConcealed);
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_fprInputs);
    layout->addWidget(m_fprCharts, 1);
    return column;
}

QWidget *LessonStageHost::buildDeletion(LessonDemos *demos)
{
    DeletionController *controller = demos->deletion();
    auto *column = new QWidget(this);
    auto *arrays = new QWidget(column);
    auto *pair = new QHBoxLayout(arrays);
    pair->setContentsMargins(0, 0, 0, 0);
    pair->addWidget(new FilterColumnStage(controller, DeletionController::Side::Plain, arrays));
    pair->addWidget(new FilterColumnStage(controller, DeletionController::Side::Counting, arrays));
    auto *controls = new DeletionControlsBar(controller, column);
    controls->setCompact(true);
    m_actions << controls;
    // The key list is where Delete takes its key from; the log says what each delete did.
    auto *below = new QWidget(column);
    auto *belowLayout = new QHBoxLayout(below);
    belowLayout->setContentsMargins(0, 0, 0, 0);
    belowLayout->addWidget(new DeletionKeysStage(controller, below), 1);
    belowLayout->addWidget(new DeletionEventsStage(controller, below), 2);
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(controls);
    layout->addWidget(arrays, 3);
    layout->addWidget(new PlayerBar(controller->player(), column));
    layout->addWidget(below, 2);
    return column;
}

QWidget *LessonStageHost::buildScalable(LessonDemos *demos)
{
    auto *column = new QWidget(this);
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    // The steps set the parameters (the bands name each slice's size and error); all five
    // controls are one click away with Open in Scalable.
    m_actions << new FeedBar(demos->scalable(), column);
    layout->addWidget(m_actions.constLast());
    layout->addWidget(new SlicesStage(demos->scalable(), column), 2);
    auto *growth = new GrowthChartStage(demos->scalable(), column);
    growth->tableView()->hide(); // the page's; beside a lesson's text the curves say it
    layout->addWidget(growth, 3);
    return column;
}

void LessonStageHost::showStep(const LessonStep &step)
{
    if (QWidget *column = m_columns.value(step.stage))
        setCurrentWidget(column);
    m_keyEntry->setEnterChecks(step.expect && step.expect->expect == QLatin1String("check"));
    if (step.stage != QLatin1String("fpr"))
        return;
    const QStringList views {QStringLiteral("hashes"), QStringLiteral("keys"), QStringLiteral("bits-per-key"),
        QStringLiteral("schemes")};
    m_fprView = static_cast<int>(std::max<qsizetype>(0, views.indexOf(step.view)));
    m_fprCharts->setCurrentIndex(m_fprView);
    // The comparison runs its own fixed experiment: m, n and k do not apply to it.
    m_fprInputs->setVisible(step.view != QLatin1String("schemes"));
    const struct {
        FprController::Input input;
        const char *name;
    } inputs[] {{FprController::Input::Bits, "bits"}, {FprController::Input::Keys, "keys"},
        {FprController::Input::Hashes, "hashes"}};
    for (const auto &[input, name] : inputs)
        m_fprInputs->control(input)->setEnabled(
            !step.controls || step.controls->contains(QLatin1String(name)));
}

void LessonStageHost::setAnswering(bool answering)
{
    // What the learner is asked to predict must not be one click away before the answer is given.
    for (QWidget *actions : std::as_const(m_actions))
        actions->setEnabled(!answering);
    m_fprCharts->setCurrentIndex(answering ? m_fprCharts->indexOf(m_chartConcealed) : m_fprView);
}

void LessonStageHost::setPresentation(bool on)
{
    // Every demo's arrays: Explore's and the Deletion pair.
    for (BitArrayView *view : findChildren<BitArrayView *>())
        view->setPresentation(on);
}

BitArrayView *LessonStageHost::bitArray() const
{
    return m_exploreStage->view();
}

FprChart *LessonStageHost::visibleFprChart() const
{
    return qobject_cast<FprChart *>(m_fprCharts->widget(m_fprView));
}

QWidget *LessonStageHost::column(const QString &stage) const
{
    return m_columns.value(stage);
}
