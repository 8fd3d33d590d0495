#pragma once
// What every system's controller has: one run at a time on a worker (SystemRun), a status line,
// the last run's results sheet, and the diagram's state (the edges the last request lit, each
// edge's label, each box's second line). A system's controller adds its settings and actions;
// the tab's stages read all of this and repaint on changed().
#include "common/accentcolors.h"
#include "systems/resultsheet.h"
#include "systems/systemrun.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <type_traits>

class SystemController : public QObject {
    Q_OBJECT

public:
    explicit SystemController(int edges, int nodes, QObject *parent = nullptr);
    ~SystemController() override;

    [[nodiscard]] SystemRun *run() const { return m_run; }
    [[nodiscard]] bool isBusy() const;
    [[nodiscard]] const QString &status() const { return m_status; }
    [[nodiscard]] Tone statusTone() const { return m_statusTone; }
    [[nodiscard]] const ResultSheet &results() const { return m_results; }
    [[nodiscard]] const QList<int> &litEdges() const { return m_lit; }
    [[nodiscard]] const QStringList &edgeLabels() const { return m_edgeLabels; }
    [[nodiscard]] const QStringList &nodeDetails() const { return m_nodeDetails; }

signals:
    // Anything a stage shows changed.
    void changed();

protected:
    void setStatus(const QString &text, Tone tone = Tone::Secondary);
    void setResults(const ResultSheet &sheet) { m_results = sheet; }
    void setLit(const QList<int> &edges) { m_lit = edges; }
    void setEdgeLabel(int edge, const QString &label) { m_edgeLabels[edge] = label; }
    void setNodeDetail(int node, const QString &detail) { m_nodeDetails[node] = detail; }
    // Forgets the last run's results, lit path and edge labels (new data, a rebuilt filter).
    void clearRun();
    // A single request lights its own path: the last run's counts no longer label the arrows.
    void clearEdgeLabels();
    // A controller whose worker uses its members calls this first in its destructor.
    void stopWorker();
    // Runs `work` on the worker. It returns an engine's result (has_value(), value(), error());
    // back on the ui thread `after` gets the value or `fail` the error, and the stages repaint.
    template <typename Work, typename After, typename Fail>
    void startRun(const QString &doing, Work work, After after, Fail fail);

private:
    SystemRun *m_run;
    QString m_status;
    Tone m_statusTone = Tone::Secondary;
    ResultSheet m_results;
    QList<int> m_lit;
    QStringList m_edgeLabels;
    QStringList m_nodeDetails;
};

template <typename Work, typename After, typename Fail>
void SystemController::startRun(const QString &doing, Work work, After after, Fail fail)
{
    using Outcome = std::invoke_result_t<Work &, systems::RunControl &>;
    auto outcome = std::make_shared<std::optional<Outcome>>();
    const bool started
        = m_run->start([outcome, work = std::move(work)](
                           systems::RunControl &control) mutable { outcome->emplace(work(control)); },
            [this, outcome, after = std::move(after), fail = std::move(fail)]() mutable {
                if (!*outcome)
                    return;
                if (!**outcome)
                    fail((*outcome)->error());
                else
                    after((*outcome)->value());
                emit changed();
            });
    if (started)
        setStatus(doing);
}
