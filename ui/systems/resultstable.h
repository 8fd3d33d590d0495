#pragma once
// A run's results on screen: a read-only table of a ResultSheet that a screen reader reads cell by
// cell with its row and column headers. Every figure is shown whole: the value columns are as wide
// as their numbers, and the row labels take the room left, wrapping onto more lines when a long
// label (or a translation) would otherwise push the figures out of sight.
#include "systems/resultsheet.h"

#include <QTableWidget>

class ResultsTable : public QTableWidget {
    Q_OBJECT

public:
    explicit ResultsTable(QWidget *parent = nullptr);
    void setSheet(const ResultSheet &sheet);
    [[nodiscard]] const ResultSheet &sheet() const { return m_sheet; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fit();
    // Row heights and the column header's height for the widths fit() chose; the total height.
    int arrange(int labelWidth, const QList<int> &columnWidths);

    ResultSheet m_sheet;
};
