#pragma once
// The frame every system's tab shares: what the system is (a paragraph), its diagram, the
// controls on one side and the run bar, results table and CSV export on the other. A system's
// tab adds its control boxes and any stage of its own (a chart, the SST files) and keeps them in
// step in refresh(); the frame keeps the rest in step with the controller.
#include "systems/systemdiagram.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QStyle;
class QVBoxLayout;
class ResultsTable;
class RunBar;
class SystemController;

class SystemTab : public QWidget {
    Q_OBJECT

public:
    SystemTab(SystemController *controller, const QString &about, const QList<DiagramNode> &nodes,
        const QList<DiagramEdge> &edges, QWidget *parent = nullptr);

    [[nodiscard]] SystemDiagram *diagram() const { return m_diagram; }
    [[nodiscard]] ResultsTable *results() const { return m_results; }
    [[nodiscard]] RunBar *runBar() const { return m_runBar; }
    // Asks for a file and saves the results as CSV.
    void exportResults();

protected:
    void addControls(QWidget *box);
    // A stage of the system's own, above the results table.
    void addStage(QWidget *stage, int stretch = 0);
    // Widgets that start work: off while a run goes.
    void addActions(const QList<QWidget *> &widgets);
    [[nodiscard]] virtual QString csvFileName() const = 0;
    // Called whenever the controller changes; the frame's part first.
    virtual void refresh();

private:
    SystemController *m_controller;
    SystemDiagram *m_diagram;
    RunBar *m_runBar;
    ResultsTable *m_results;
    QPushButton *m_export;
    QLabel *m_caption; // what the table shows: the sheet's corner text
    QVBoxLayout *m_controls;
    QVBoxLayout *m_stages;
    QList<QWidget *> m_actions;
    QStyle *m_titleStyle = nullptr; // the control boxes' titles, given room (see addControls)
};
