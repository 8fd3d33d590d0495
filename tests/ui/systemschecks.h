#pragma once
// What the Systems page tests share: waiting for a run, finding a button, and what a tab shows cut
// at its size.

#include "systems/resultstable.h"
#include "systems/systemcontroller.h"
#include "systems/systemdiagram.h"
#include "systems/systemrun.h"
#include "systems/systemspage.h"

#include <QCoreApplication>
#include <QPushButton>
#include <QScrollBar>
#include <QStringList>
#include <QTest>

namespace SystemsChecks {

inline void finish(SystemController *controller)
{
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy(), 60'000);
    controller->run()->wait();
}

inline QPushButton *buttonNamed(const QWidget &parent, const QString &text)
{
    for (QPushButton *button : parent.findChildren<QPushButton *>())
        if (button->text() == text)
            return button;
    return nullptr;
}

// Every value column of the tab's results lies in the table's viewport, wide enough for each
// figure, and every arrow's label in the diagram stands clear of the boxes.
inline QString cut(SystemsPage &page)
{
    QCoreApplication::processEvents();
    QStringList out;
    for (ResultsTable *table : page.findChildren<ResultsTable *>()) {
        if (!table->isVisible())
            continue;
        if (table->rowCount() == 0)
            out << QStringLiteral("no results");
        if (table->horizontalScrollBar()->isVisible())
            out << QStringLiteral("scrolls sideways");
        for (int c = 0; c < table->columnCount(); ++c) {
            const int left = table->columnViewportPosition(c);
            if (left < 0 || left + table->columnWidth(c) > table->viewport()->width())
                out << QStringLiteral("column %1 out of sight").arg(c);
            for (int r = 0; r < table->rowCount(); ++r) {
                const QString text = table->item(r, c)->text();
                if (table->fontMetrics().horizontalAdvance(text) > table->columnWidth(c))
                    out << QStringLiteral("\"%1\" cut").arg(text);
            }
        }
    }
    const SystemDiagram *diagram = page.currentDiagram();
    const QList<QRectF> boxes = diagram->nodeRects();
    for (const QRectF &label : diagram->labelRects()) {
        for (const QRectF &box : boxes) {
            if (label.intersects(box))
                out << QStringLiteral("an arrow's label runs under a box");
        }
        if (!QRectF(diagram->rect()).contains(label))
            out << QStringLiteral("an arrow's label leaves the diagram");
    }
    return out.join(QStringLiteral("; "));
}

} // namespace SystemsChecks
