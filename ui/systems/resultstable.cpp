#include "resultstable.h"

#include <QHeaderView>

ResultsTable::ResultsTable(QWidget *parent) : QTableWidget(parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setWordWrap(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setAccessibleName(tr("Results"));
}

void ResultsTable::setSheet(const ResultSheet &sheet)
{
    m_sheet = sheet;
    clear();
    setColumnCount(static_cast<int>(sheet.columns.size()));
    setRowCount(static_cast<int>(sheet.rows.size()));
    setHorizontalHeaderLabels(sheet.columns);
    QStringList labels;
    for (const ResultSheet::Row &row : sheet.rows)
        labels << row.label;
    setVerticalHeaderLabels(labels);
    for (int r = 0; r < sheet.rows.size(); ++r) {
        for (int c = 0; c < sheet.columns.size(); ++c) {
            auto *item = new QTableWidgetItem(sheet.rows[r].shown.value(c));
            // Numbers line up on their end, which the reading direction decides.
            item->setTextAlignment(Qt::AlignTrailing | Qt::AlignVCenter);
            setItem(r, c, item);
        }
    }
}
