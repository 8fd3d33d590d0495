#include "resultsheet.h"

#include "common/numberformat.h"

namespace {

QByteArray field(const QString &text)
{
    QByteArray bytes = text.toUtf8();
    if (bytes.contains(',') || bytes.contains('"') || bytes.contains('\n')) {
        bytes.replace("\"", "\"\"");
        bytes = '"' + bytes + '"';
    }
    return bytes;
}

} // namespace

QByteArray ResultSheet::toCsv() const
{
    QByteArray csv = field(corner);
    for (const QString &column : columns)
        csv += ',' + field(column);
    csv += '\n';
    for (const Row &row : rows) {
        csv += field(row.label);
        for (int i = 0; i < columns.size(); ++i) {
            csv += ',';
            const std::optional<double> value = row.values.value(i);
            if (value)
                csv += QByteArray::number(*value, 'g', 12);
        }
        csv += '\n';
    }
    return csv;
}

QString Sheet::count(std::uint64_t value)
{
    return NumberFormat::integer(static_cast<qint64>(value));
}
