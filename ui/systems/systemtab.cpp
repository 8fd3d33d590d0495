#include "systemtab.h"

#include "common/filestore.h"
#include "systems/resultstable.h"
#include "systems/runbar.h"
#include "systems/systemcontroller.h"
#include "systems/systemrun.h"

#include <QAbstractButton>
#include <QDir>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProxyStyle>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTimer>
#include <QVBoxLayout>

namespace {

// The controls scroll up and down when a small screen cannot hold them all, but never sideways:
// the column is as wide as its widest row needs, whatever the results column asks for.
class ControlsScroll : public QScrollArea {
public:
    using QScrollArea::QScrollArea;
    [[nodiscard]] QSize minimumSizeHint() const override
    {
        const int contents = widget() ? widget()->minimumSizeHint().width() : 0;
        return {contents + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(),
            QScrollArea::minimumSizeHint().height()};
    }
};

// Fusion sets a group box's title flush against the box's edge and clips it to a rectangle
// measured from its advance, and a Bengali vowel sign drawn before its consonant reaches past
// both: the "ে" of "ট্রেস ও ক্যাশ" lost its left side. The title moves in by half a space, in
// the reading direction, and is drawn unclipped.
class TitleRoomStyle : public QProxyStyle {
public:
    using QProxyStyle::QProxyStyle;
    [[nodiscard]] QRect subControlRect(ComplexControl control, const QStyleOptionComplex *option,
        SubControl sub, const QWidget *widget) const override
    {
        QRect rect = QProxyStyle::subControlRect(control, option, sub, widget);
        if (control == CC_GroupBox && (sub == SC_GroupBoxLabel || sub == SC_GroupBoxCheckBox)) {
            const int room = std::max(2, option->fontMetrics.horizontalAdvance(QLatin1Char(' ')) / 2);
            rect.translate(option->direction == Qt::RightToLeft ? -room : room, 0);
        }
        return rect;
    }
    void drawItemText(QPainter *painter, const QRect &rect, int flags, const QPalette &palette, bool enabled,
        const QString &text, QPalette::ColorRole role) const override
    {
        QProxyStyle::drawItemText(painter, rect, flags | Qt::TextDontClip, palette, enabled, text, role);
    }
};

} // namespace

SystemTab::SystemTab(SystemController *controller, const QString &about, const QList<DiagramNode> &nodes,
    const QList<DiagramEdge> &edges, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_diagram(new SystemDiagram(this)),
      m_runBar(new RunBar(controller->run(), this)),
      m_results(new ResultsTable(this)),
      m_export(new QPushButton(tr("Export results as CSV…"), this)),
      m_caption(new QLabel(this)),
      m_controls(new QVBoxLayout),
      m_stages(new QVBoxLayout)
{
    auto *aboutLabel = new QLabel(about, this);
    aboutLabel->setWordWrap(true);
    m_diagram->setNodes(nodes);
    m_diagram->setEdges(edges);
    m_controls->addStretch(1);
    auto *resultsColumn = new QVBoxLayout;
    resultsColumn->addWidget(m_runBar);
    resultsColumn->addLayout(m_stages);
    QFont bold = m_caption->font();
    bold.setBold(true);
    m_caption->setFont(bold);
    m_caption->setBuddy(m_results);
    resultsColumn->addWidget(m_caption);
    resultsColumn->addWidget(m_results, 1);
    resultsColumn->addWidget(m_export, 0, Qt::AlignTrailing);
    // The controls scroll on their own when a system has more than a small screen holds.
    auto *controls = new QWidget;
    controls->setLayout(m_controls);
    m_controls->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new ControlsScroll(this);
    scroll->setWidget(controls);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *columns = new QHBoxLayout;
    columns->addWidget(scroll, 2);
    columns->addLayout(resultsColumn, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(aboutLabel);
    layout->addWidget(m_diagram);
    layout->addLayout(columns, 1);
    connect(m_export, &QPushButton::clicked, this, &SystemTab::exportResults);
    connect(m_controller, &SystemController::changed, this, &SystemTab::refresh);
    connect(m_controller->run(), &SystemRun::runningChanged, this, &SystemTab::refresh);
    // After the subclass has built its controls: refresh() is virtual.
    QTimer::singleShot(0, this, &SystemTab::refresh);
}

void SystemTab::addControls(QWidget *box)
{
    if (auto *group = qobject_cast<QGroupBox *>(box)) {
        // The style is the application's own underneath; a widget does not own the style it is
        // given, so the tab does (deleted first, a box falls back to the application's).
        if (!m_titleStyle) {
            m_titleStyle = new TitleRoomStyle(QStyleFactory::create(style()->name()));
            m_titleStyle->setParent(this);
        }
        group->setStyle(m_titleStyle);
    }
    m_controls->insertWidget(m_controls->count() - 1, box);
}

void SystemTab::addActions(const QList<QWidget *> &widgets)
{
    for (QWidget *widget : widgets) {
        // A click leaves the focus where it was: a button that took it would hand it on when a run
        // turns it off, and the controls would scroll to wherever the focus went.
        if (qobject_cast<QAbstractButton *>(widget))
            widget->setFocusPolicy(Qt::TabFocus);
        m_actions << widget;
    }
}

void SystemTab::addStage(QWidget *stage, int stretch)
{
    m_stages->addWidget(stage, stretch);
}

void SystemTab::exportResults()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the results"), QDir(folder).filePath(csvFileName()), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const QString error = FileStore::write(path, m_controller->results().toCsv());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export the results"), error);
}

void SystemTab::refresh()
{
    const bool busy = m_controller->isBusy();
    for (QWidget *action : std::as_const(m_actions))
        action->setEnabled(!busy);
    m_runBar->setStatus(m_controller->status(), m_controller->statusTone());
    m_results->setSheet(m_controller->results());
    m_caption->setText(m_controller->results().corner);
    m_caption->setVisible(!m_controller->results().isEmpty());
    m_export->setEnabled(!m_controller->results().isEmpty() && !busy);
    const QStringList &details = m_controller->nodeDetails();
    for (int i = 0; i < details.size(); ++i)
        m_diagram->setNodeDetail(i, details[i]);
    const QStringList &labels = m_controller->edgeLabels();
    for (int i = 0; i < labels.size(); ++i)
        m_diagram->setEdgeLabel(i, labels[i]);
    m_diagram->setLit(m_controller->litEdges());
}
