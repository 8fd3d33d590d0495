#include "systemcontroller.h"

#include "systems/systemrun.h"

SystemController::SystemController(int edges, int nodes, QObject *parent)
    : QObject(parent), m_run(new SystemRun(this))
{
    for (int i = 0; i < edges; ++i)
        m_edgeLabels << QString();
    for (int i = 0; i < nodes; ++i)
        m_nodeDetails << QString();
}

SystemController::~SystemController()
{
    stopWorker();
}

bool SystemController::isBusy() const
{
    return m_run->isRunning();
}

void SystemController::stopWorker()
{
    m_run->stopAndJoin();
}

void SystemController::setStatus(const QString &text, Tone tone)
{
    m_status = text;
    m_statusTone = tone;
    emit changed();
}

void SystemController::clearRun()
{
    m_results = {};
    m_lit.clear();
    clearEdgeLabels();
}

void SystemController::clearEdgeLabels()
{
    for (QString &label : m_edgeLabels)
        label.clear();
}
