#include "resultsheet.h"

#include "common/numberformat.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace {

QByteArray field(const QString &text)
{
    // The isolates and marks that keep numbers in place in Urdu mean nothing in a spreadsheet.
    static const QRegularExpression bidiControls(QStringLiteral("[\\x{200E}\\x{200F}\\x{2066}-\\x{2069}]"));
    QString plain = text;
    plain.remove(bidiControls);
    QByteArray bytes = plain.toUtf8();
    if (bytes.contains(',') || bytes.contains('"') || bytes.contains('\n')) {
        bytes.replace("\"", "\"\"");
        bytes = '"' + bytes + '"';
    }
    return bytes;
}

} // namespace

QByteArray ResultSheet::toCsv() const
{
    // Each column twice: the number for a spreadsheet (full precision, '.' decimals, base units:
    // bytes, microseconds, fractions) and the text as shown, with its units and any second figure.
    QByteArray csv = field(corner);
    for (const QString &column : columns)
        csv += ',' + field(column) + ','
            + field(QCoreApplication::translate("ResultSheet", "%1 (as shown)").arg(column));
    csv += '\n';
    for (const Row &row : rows) {
        csv += field(row.label);
        for (int i = 0; i < columns.size(); ++i) {
            csv += ',';
            const std::optional<double> value = row.values.value(i);
            if (value)
                csv += QByteArray::number(*value, 'g', 12);
            csv += ',' + field(row.shown.value(i));
        }
        csv += '\n';
    }
    return csv;
}

QString Sheet::count(std::uint64_t value)
{
    return NumberFormat::integer(static_cast<qint64>(value));
}
