#pragma once
// A run's results as a table: what the page shows (in the locale's digits and words) and, beside
// each cell, the number itself, so the CSV export keeps full precision and '.' decimals for a
// spreadsheet whatever the interface language.
#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

struct ResultSheet {
    struct Row {
        QString label;
        QStringList shown; // one per column
        QList<std::optional<double>> values; // nullopt where a column has no such figure
    };
    QString corner; // the header over the row labels
    QStringList columns;
    QList<Row> rows;

    void addRow(const QString &label, const QStringList &shown, const QList<std::optional<double>> &values)
    {
        rows.append({label, shown, values});
    }
    [[nodiscard]] bool isEmpty() const { return rows.isEmpty(); }
    [[nodiscard]] QByteArray toCsv() const;
};

// What every results sheet writes in its cells: a count in the locale's digits, and the number
// itself for the CSV.
namespace Sheet {
[[nodiscard]] inline std::optional<double> raw(double value)
{
    return value;
}
[[nodiscard]] QString count(std::uint64_t value);
} // namespace Sheet
