#include "tracestepsview.h"

#include "views/tracestepsmodel.h"

#include <QHeaderView>

TraceStepsView::TraceStepsView(TraceStepsModel *model, QWidget *parent) : QTableView(parent)
{
    setModel(model);
    setAccessibleName(tr("Hash steps"));
    verticalHeader()->hide();
    // A long status ("skipped: not evaluated" in Bengali) wraps onto a second line in its row
    // rather than being cut to "…" by the last column.
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setWordWrap(true);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setSelectionMode(QAbstractItemView::NoSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
}
