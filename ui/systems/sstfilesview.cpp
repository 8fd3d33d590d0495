#include "sstfilesview.h"

#include "common/accentcolors.h"
#include "common/numberformat.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <numeric>

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

// A row is at least this many lines tall, so the bars stand apart; more when its text wraps.
constexpr double kRowLines = 1.7;
// Above and below a row's text, in lines: Bengali's vowel signs and conjuncts reach past the
// font's ascent and descent, and a row cut to its text's height clipped their tops.
constexpr double kTextPadding = 0.35;
// The key ranges keep at least this share of the width; the file's name and the filter's answer
// share the rest, the name taking only what it needs.
constexpr double kBarShare = 0.28;
constexpr double kNameShare = 0.3;

double wrappedHeight(const QFontMetricsF &metrics, double width, const QString &text)
{
    if (text.isEmpty())
        return 0;
    return metrics.boundingRect(QRectF(0, 0, std::max(1.0, width), 1e6), Qt::TextWordWrap, text).height();
}

} // namespace

SstFilesView::SstFilesView(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("SST files and their filters"));
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
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

SstFilesView::Columns SstFilesView::columns(double width) const
{
    const QFontMetricsF metrics(font());
    const double line = metrics.height();
    double widestName = 0;
    for (const SstFileInfo &file : m_files)
        widestName = std::max(widestName, metrics.horizontalAdvance(nameText(file)));
    Columns c {};
    c.name = std::min(widestName + line * 0.6, width * kNameShare);
    c.barStart = c.name + line * 0.5;
    c.answer = std::max(width * (1 - kNameShare - kBarShare), width - c.barStart - width * kBarShare - line);
    c.barWidth = std::max(0.0, width - c.barStart - c.answer - line * 0.5);
    return c;
}

QString SstFilesView::nameText(const SstFileInfo &file) const
{
    return tr("#%1 · L%2 · %3 keys")
        .arg(NumberFormat::index(qint64(file.number)), NumberFormat::index(file.level),
            NumberFormat::integer(qint64(file.entries)));
}

std::vector<double> SstFilesView::rowHeights(double width) const
{
    const QFontMetricsF metrics(font());
    const double line = metrics.height();
    const Columns c = columns(width);
    std::vector<double> heights;
    heights.reserve(m_files.size());
    for (const SstFileInfo &file : m_files) {
        const double text = std::max(wrappedHeight(metrics, c.name - line * 0.3, nameText(file)),
            wrappedHeight(metrics, c.answer - line * 0.3, answerText(file)));
        heights.push_back(std::max(line * kRowLines, text + 2 * kTextPadding * line));
    }
    return heights;
}

int SstFilesView::heightForWidth(int width) const
{
    const double line = QFontMetricsF(font()).height();
    if (m_files.empty())
        return int(std::ceil(line * (2 * kRowLines + 1.5)));
    const std::vector<double> heights = rowHeights(width);
    return int(std::ceil(std::accumulate(heights.begin(), heights.end(), line)));
}

QSize SstFilesView::sizeHint() const
{
    const int width = QFontMetrics(font()).averageCharWidth() * 90;
    return {width, heightForWidth(width)};
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
    const Columns c = columns(w);
    const auto mirrored
        = [&](QRectF r) { return rtl ? QRectF(w - r.right(), r.top(), r.width(), r.height()) : r; };
    if (m_files.empty()) {
        painter.setPen(toneColor(Tone::Secondary, pal));
        painter.drawText(
            rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("Build the databases to see their SST files."));
        return;
    }
    const std::vector<double> heights = rowHeights(w);
    const double top = line * 0.5;
    double y = top;
    for (std::size_t i = 0; i < m_files.size(); ++i) {
        const SstFileInfo &file = m_files[i];
        const double rowHeight = heights[i];
        painter.setPen(pal.color(QPalette::Text));
        painter.drawText(mirrored(QRectF(line * 0.3, y, c.name - line * 0.3, rowHeight)),
            Qt::AlignVCenter | Qt::AlignLeading | Qt::TextWordWrap, nameText(file));
        const double from = c.barStart + c.barWidth * position(file.smallestKey);
        const double to = c.barStart + c.barWidth * position(file.largestKey);
        const double barHeight = line * kRowLines * 0.5;
        const QRectF bar
            = mirrored(QRectF(from, y + (rowHeight - barHeight) / 2, std::max(2.0, to - from), barHeight));
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
        painter.drawText(mirrored(QRectF(w - c.answer, y, c.answer - line * 0.3, rowHeight)),
            Qt::AlignVCenter | Qt::AlignLeading | Qt::TextWordWrap, answerText(file));
        y += rowHeight;
    }
    if (m_trace) {
        const double x = c.barStart + c.barWidth * position(m_trace->key);
        const double mx = rtl ? w - x : x;
        painter.setPen(QPen(pal.color(QPalette::Text), 2, Qt::DashLine));
        painter.drawLine(QPointF(mx, top - line * 0.3), QPointF(mx, y));
    }
}
