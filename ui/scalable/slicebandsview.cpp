#include "slicebandsview.h"

#include "common/accentcolors.h"
#include "common/numberformat.h"
#include "scalable/scalablemodel.h"

#include <QLocale>
#include <QPainter>
#include <QStyle>

#include <cmath>

namespace {
constexpr int kBandGap = 6;
constexpr int kMargin = 8;
} // namespace

SliceBandsView::SliceBandsView(const ScalableModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Slices"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(m_model, &ScalableModel::changed, this, &SliceBandsView::refresh);
    refresh();
}

int SliceBandsView::bandCount() const
{
    return static_cast<int>(m_model->scalable().slices().size());
}

QString SliceBandsView::bandText(int index) const
{
    const auto &slices = m_model->scalable().slices();
    if (index < 0 || index >= static_cast<int>(slices.size()))
        return {};
    const auto &slice = slices[static_cast<std::size_t>(index)];
    const QLocale locale;
    return tr("Slice %1: m = %2 bits, k = %3, error budget %4, %5 of %6 keys, %7 of bits set")
        .arg(NumberFormat::integer(index + 1))
        .arg(locale.toString(slice.filter.bitCount()))
        .arg(NumberFormat::integer(slice.filter.hashCount()))
        .arg(NumberFormat::percent(slice.errorBound))
        .arg(locale.toString(slice.count), locale.toString(slice.capacity))
        .arg(NumberFormat::percent(slice.filter.fillRatio()));
}

QSize SliceBandsView::sizeHint() const
{
    return {600, 220};
}

QSize SliceBandsView::minimumSizeHint() const
{
    return {260, 120};
}

void SliceBandsView::refresh()
{
    QStringList lines;
    for (int i = 0; i < bandCount(); ++i)
        lines << bandText(i);
    setAccessibleDescription(lines.join(QLatin1Char('\n')));
    updateGeometry();
    update();
}

SliceBandsView::Layout SliceBandsView::layoutBands() const
{
    Layout out;
    const int count = bandCount();
    out.area = rect().adjusted(kMargin, kMargin, -kMargin, -kMargin);
    // A band's words wrap onto a second or third line in a narrow view (a lesson's column)
    // rather than lose the keys and the fill at their end.
    out.textHeight = fontMetrics().height();
    for (int i = 0; i < count; ++i) {
        const QRect needed = fontMetrics().boundingRect(
            QRect(0, 0, out.area.width(), 1 << 16), Qt::TextWordWrap | Qt::AlignLeading, bandText(i));
        out.textHeight = std::max(out.textHeight, std::min(needed.height(), 3 * fontMetrics().lineSpacing()));
    }
    const int lineHeight = fontMetrics().height();
    out.barHeight = std::max(6, lineHeight / 2);
    out.bandHeight = out.textHeight + out.barHeight + kBandGap;
    // When there are more slices than fit, the newest ones are shown: they are the ones changing.
    // A line above them says how many are left out, so the list never looks complete when it is not.
    out.visible = std::max(1, std::min(count, out.area.height() / out.bandHeight));
    out.firstTop = out.area.top();
    if (out.visible < count) {
        out.visible = std::max(1, (out.area.height() - lineHeight - kBandGap) / out.bandHeight);
        out.firstTop += lineHeight + kBandGap;
    }
    return out;
}

int SliceBandsView::shownBandCount() const
{
    return std::min(bandCount(), layoutBands().visible);
}

void SliceBandsView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    const auto &slices = m_model->scalable().slices();
    if (slices.empty())
        return;
    const int count = static_cast<int>(slices.size());
    const Layout layout = layoutBands();
    const QRect &area = layout.area;
    if (layout.visible < count) {
        painter.setPen(toneColor(Tone::Secondary, pal));
        painter.drawText(QRect(area.left(), area.top(), area.width(), fontMetrics().height()),
            Qt::AlignVCenter | Qt::AlignLeading,
            tr("%Ln earlier slice(s) not shown; the newest follow.", nullptr, count - layout.visible));
    }
    // Band length shows each slice's size on a log scale: they double (or more), so a linear
    // scale would shrink the first ones to nothing.
    const double largest = std::log2(double(slices.back().filter.bitCount()) + 1.0);
    for (int row = 0; row < layout.visible; ++row) {
        const int i = count - layout.visible + row;
        const auto &slice = slices[static_cast<std::size_t>(i)];
        const int top = layout.firstTop + row * layout.bandHeight;
        painter.setPen(pal.color(QPalette::Text));
        painter.drawText(QRect(area.left(), top, area.width(), layout.textHeight),
            Qt::AlignVCenter | Qt::AlignLeading | Qt::TextWordWrap, bandText(i));
        const double share = std::log2(double(slice.filter.bitCount()) + 1.0) / largest;
        const QRect bar(area.left(), top + layout.textHeight + 1, std::max(40, int(area.width() * share)),
            layout.barHeight);
        painter.setPen(QPen(pal.color(QPalette::Mid), 1));
        painter.setBrush(pal.color(QPalette::AlternateBase));
        // Laid out left to right, then mirrored: in Urdu a band starts and fills from the right.
        painter.drawRoundedRect(QStyle::visualRect(layoutDirection(), rect(), bar), 3, 3);
        // Fill: the share of the slice's bits that are set (about half when the slice is full).
        QRect filled = bar.adjusted(1, 1, -1, -1);
        filled.setWidth(int(filled.width() * slice.filter.fillRatio()));
        painter.setPen(Qt::NoPen);
        painter.setBrush(accentColor(i == count - 1 ? Accent::NewlySet : Accent::SetBit, pal));
        painter.drawRoundedRect(QStyle::visualRect(layoutDirection(), rect(), filled), 2, 2);
    }
}
