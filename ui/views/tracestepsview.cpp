#include "tracestepsview.h"

#include "views/tracestepsmodel.h"

#include <QHeaderView>

TraceStepsView::TraceStepsView(TraceStepsModel *model, QWidget *parent) : QTableView(parent)
{
    setModel(model);
    setAccessibleName(tr("Hash steps"));
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setSelectionMode(QAbstractItemView::NoSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
}
