#pragma once
// A run's results on screen: a read-only table of a ResultSheet, sized to its contents, that a
// screen reader reads cell by cell with its row and column headers.
#include "systems/resultsheet.h"

#include <QTableWidget>

class ResultsTable : public QTableWidget {
    Q_OBJECT

public:
    explicit ResultsTable(QWidget *parent = nullptr);
    void setSheet(const ResultSheet &sheet);
    [[nodiscard]] const ResultSheet &sheet() const { return m_sheet; }

private:
    ResultSheet m_sheet;
};
