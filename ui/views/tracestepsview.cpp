#include "tracestepsview.h"

#include "views/tracestepsmodel.h"

#include <QHeaderView>
#include <QScrollBar>

#include <algorithm>

TraceStepsView::TraceStepsView(TraceStepsModel *model, QWidget *parent) : QTableView(parent)
{
    setModel(model);
    setAccessibleName(tr("Hash steps"));
    verticalHeader()->hide();
    // A long status ("skipped: not evaluated" in Bengali) wraps onto a second line in its row
    // rather than being cut to "…" by the last column.
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setWordWrap(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The status takes the width the figures leave and wraps in it: sized to its text as well, it
    // ran past the table's edge at 1,024 pixels ("baja…" behind a scroll bar).
    horizontalHeader()->setSectionResizeMode(TraceStepsModel::StatusColumn, QHeaderView::Stretch);
    setSelectionMode(QAbstractItemView::NoSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
}

QSize TraceStepsView::minimumSizeHint() const
{
    // Fixed, not from the rows on show: a minimum that grew when a trace arrived moved the
    // splitter beside it in the middle of an animation.
    const QHeaderView *header = horizontalHeader();
    const QFontMetrics metrics(font());
    // A hash's value and a bit's change are wider than their headings; the padding is the
    // delegate's, about a character each side.
    const auto atLeast = [&metrics](int heading, const QString &widest) {
        return std::max(heading, metrics.horizontalAdvance(widest) + 2 * metrics.averageCharWidth());
    };
    int width = 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < TraceStepsModel::StatusColumn; ++column) {
        const int heading = header->sectionSizeHint(column);
        if (column == TraceStepsModel::HashColumn)
            width += atLeast(heading, QStringLiteral("0x0123456789abcdef"));
        else if (column == TraceStepsModel::BitColumn)
            width += atLeast(heading, QStringLiteral("0 → 1"));
        else
            width += heading;
    }
    width += 10 * metrics.averageCharWidth(); // the status, a word or two a line
    return {width, QTableView::minimumSizeHint().height()};
}
