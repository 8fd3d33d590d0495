#include "sstfilesview.h"

#include "common/accentcolors.h"
#include "common/numberformat.h"

#include <QPainter>

#include <algorithm>

using namespace systems;

namespace {

// The first eight bytes of a key as a number: enough to place keys of one key space on a line.
double prefixValue(const std::string &key)
{
    double value = 0;
    for (std::size_t i = 0; i < 8; ++i)
        value = value * 256 + (i < key.size() ? static_cast<unsigned char>(key[i]) : 0);
    return value;
}

} // namespace

SstFilesView::SstFilesView(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("SST files and their filters"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void SstFilesView::setFiles(const std::vector<SstFileInfo> &files, const std::optional<LookupTrace> &trace)
{
    m_files = files;
    m_trace = trace;
    m_low.clear();
    m_high.clear();
    for (const SstFileInfo &file : m_files) {
        if (m_low.empty() || file.smallestKey < m_low)
            m_low = file.smallestKey;
        if (m_high.empty() || file.largestKey > m_high)
            m_high = file.largestKey;
    }
    describe();
    updateGeometry();
    update();
}

const FileConsult *SstFilesView::consultOf(std::uint64_t fileNumber) const
{
    if (!m_trace)
        return nullptr;
    for (const FileConsult &consult : m_trace->files) {
        if (consult.fileNumber == fileNumber)
            return &consult;
    }
    return nullptr;
}

double SstFilesView::position(const std::string &key) const
{
    const double low = prefixValue(m_low);
    const double high = prefixValue(m_high);
    if (high <= low)
        return 0.5;
    return std::clamp((prefixValue(key) - low) / (high - low), 0.0, 1.0);
}

QString SstFilesView::answerText(const SstFileInfo &file) const
{
    const FileConsult *consult = consultOf(file.number);
    if (!consult)
        return {};
    switch (consult->answer) {
    case FilterAnswer::OutOfRange: return tr("outside its key range: not asked");
    case FilterAnswer::DefinitelyNot: return tr("filter: definitely not — skipped");
    case FilterAnswer::NotReached: return tr("not reached: found in a newer file");
    case FilterAnswer::Maybe:
        if (consult->foundHere)
            return tr("filter: maybe — %n block(s) read, found", "", int(consult->blocksRead));
        return tr(
            "filter: maybe — %n block(s) read for nothing (false positive)", "", int(consult->blocksRead));
    }
    return {};
}

void SstFilesView::describe()
{
    QStringList lines;
    for (const SstFileInfo &file : m_files) {
        const QString answer = answerText(file);
        lines << tr("File %1, %2 keys%3")
                     .arg(NumberFormat::index(qint64(file.number)),
                         NumberFormat::integer(qint64(file.entries)),
                         answer.isEmpty() ? QString() : tr(": %1").arg(answer));
    }
    setAccessibleDescription(lines.join(QLatin1String("; ")));
}

QSize SstFilesView::sizeHint() const
{
    const QFontMetrics metrics(font());
    const int rows = std::max<int>(2, static_cast<int>(m_files.size()));
    return {metrics.averageCharWidth() * 90, int(metrics.height() * (1.7 * rows + 1.5))};
}

QSize SstFilesView::minimumSizeHint() const
{
    const QFontMetrics metrics(font());
    return {metrics.averageCharWidth() * 50, metrics.height() * 4};
}

void SstFilesView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    const QFontMetricsF metrics(font());
    const double line = metrics.height();
    const bool rtl = layoutDirection() == Qt::RightToLeft;
    // Three columns in reading order: the file, its key range, the filter's answer.
    const double w = width();
    const double nameWidth = w * 0.24;
    const double answerWidth = w * 0.36;
    const double barStart = nameWidth + line * 0.5;
    const double barWidth = w - nameWidth - answerWidth - line;
    const auto mirrored
        = [&](QRectF r) { return rtl ? QRectF(w - r.right(), r.top(), r.width(), r.height()) : r; };
    if (m_files.empty()) {
        painter.setPen(toneColor(Tone::Secondary, pal));
        painter.drawText(
            rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("Build the databases to see their SST files."));
        return;
    }
    const double rowHeight = line * 1.7;
    const double top = line * 0.5;
    for (std::size_t i = 0; i < m_files.size(); ++i) {
        const SstFileInfo &file = m_files[i];
        const double y = top + rowHeight * double(i);
        painter.setPen(pal.color(QPalette::Text));
        painter.drawText(mirrored(QRectF(line * 0.3, y, nameWidth, rowHeight)),
            Qt::AlignVCenter | Qt::AlignLeading,
            tr("#%1 · L%2 · %3 keys")
                .arg(NumberFormat::index(qint64(file.number)), NumberFormat::index(file.level),
                    NumberFormat::integer(qint64(file.entries))));
        const double from = barStart + barWidth * position(file.smallestKey);
        const double to = barStart + barWidth * position(file.largestKey);
        const QRectF bar
            = mirrored(QRectF(from, y + rowHeight * 0.25, std::max(2.0, to - from), rowHeight * 0.5));
        const FileConsult *consult = consultOf(file.number);
        QColor fill = pal.color(QPalette::Midlight);
        if (consult && consult->answer == FilterAnswer::DefinitelyNot)
            fill = accentColor(Accent::StopZero, pal);
        else if (consult && consult->answer == FilterAnswer::Maybe)
            fill = accentColor(consult->foundHere ? Accent::SetBit : Accent::FalsePositive, pal);
        painter.setPen(QPen(pal.color(QPalette::Mid), 1));
        painter.setBrush(fill);
        painter.drawRoundedRect(bar, 3, 3);
        painter.setPen(
            consult && consult->falsePositive ? pal.color(QPalette::Text) : toneColor(Tone::Secondary, pal));
        painter.drawText(mirrored(QRectF(w - answerWidth, y, answerWidth - line * 0.3, rowHeight)),
            Qt::AlignVCenter | Qt::AlignLeading | Qt::TextWordWrap, answerText(file));
    }
    if (m_trace) {
        const double x = barStart + barWidth * position(m_trace->key);
        const double mx = rtl ? w - x : x;
        painter.setPen(QPen(pal.color(QPalette::Text), 2, Qt::DashLine));
        painter.drawLine(
            QPointF(mx, top - line * 0.3), QPointF(mx, top + rowHeight * double(m_files.size())));
    }
}
