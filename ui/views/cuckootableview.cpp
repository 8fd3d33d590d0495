#include "cuckootableview.h"

#include "common/accentcolors.h"
#include "common/numberformat.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QToolTip>

#include <algorithm>

namespace {
constexpr int kMargin = 8;
// The smallest slot whose fingerprint, up to three digits, can still be read inside its border.
constexpr int kReadableSlot = 20;
constexpr int kMaxSlot = 60;
constexpr int kBucketGap = 12;

int rowsFor(int places, int columns)
{
    return (places + columns - 1) / columns;
}

// As many buckets a row as readable slots fit across `width`, between one and all of them.
int readableColumns(int width, int places)
{
    return std::clamp(width / (4 * kReadableSlot + kBucketGap), 1, places);
}
} // namespace

CuckooTableView::CuckooTableView(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    // Buckets are numbered left to right in every language, like the bit array's positions.
    setLayoutDirection(Qt::LeftToRight);
    setAccessibleName(tr("Cuckoo filter table"));
    updateAccessibleDescription();
}

void CuckooTableView::setShown(const CuckooShown &shown)
{
    if (shown == m_shown)
        return;
    const bool resized = shown.table.buckets.size() != m_shown.table.buckets.size();
    m_shown = shown;
    if (resized) {
        relayout();
        updateMinimumHeight();
    }
    updateAccessibleDescription();
    update();
}

void CuckooTableView::setCallout(const QString &text)
{
    if (text == m_callout)
        return;
    m_callout = text;
    update();
}

void CuckooTableView::setPresentation(bool on)
{
    m_presentation = on;
    relayout();
    updateMinimumHeight();
    update();
}

QSize CuckooTableView::sizeHint() const
{
    return {560, std::max(200, minimumHeightFor(560))};
}

QSize CuckooTableView::minimumSizeHint() const
{
    return {240, m_minimumHeight > 0 ? m_minimumHeight : minimumHeightFor(240)};
}

int CuckooTableView::calloutBandHeight() const
{
    return fontMetrics().height() * (m_presentation ? 3 : 2) + 2 * kMargin;
}

int CuckooTableView::labelHeight() const
{
    return fontMetrics().height() + 2;
}

int CuckooTableView::places() const
{
    // One more place than the buckets: the victim slot, drawn as a bucket of one.
    return std::max(1, static_cast<int>(m_shown.table.buckets.size()) + 1);
}

int CuckooTableView::minimumHeightFor(int width) const
{
    // As many buckets a row as readable slots fit across; the rows they make need this height.
    const int columns = readableColumns(width - 2 * kMargin, places());
    const int rowHeight = kReadableSlot + labelHeight() + kBucketGap / 2;
    return calloutBandHeight() + 2 * kMargin + rowsFor(places(), columns) * rowHeight;
}

void CuckooTableView::updateMinimumHeight()
{
    // A narrow column (the Deletion page's third) cannot show the numbers in every arrangement:
    // rather than shrink the slots to empty squares, the view asks its layout for the height that
    // keeps them readable at its width.
    const int needed = minimumHeightFor(width() > 0 ? width() : sizeHint().width());
    if (needed == m_minimumHeight)
        return;
    m_minimumHeight = needed;
    updateGeometry();
}

CuckooTableView::Geometry CuckooTableView::layoutFor(const QRect &area) const
{
    Geometry g;
    const int bandHeight = calloutBandHeight();
    g.calloutBand = QRect(area.left(), area.top(), area.width(), bandHeight);
    const QRect available = area.adjusted(kMargin, bandHeight + kMargin, -kMargin, -kMargin);
    const int count = places();
    const int label = labelHeight();
    // Every arrangement from one bucket a row to all in one, for the largest slot within both the
    // width and the height; a tie goes to more buckets a row, which leaves more room below.
    int best = -1;
    int bestColumns = 1;
    for (int columns = count; columns >= 1; --columns) {
        const int byWidth = (available.width() / columns - kBucketGap) / 4;
        const int byHeight = available.height() / rowsFor(count, columns) - label - kBucketGap / 2;
        const int slot = std::min({kMaxSlot, byWidth, byHeight});
        if (slot > best) {
            best = slot;
            bestColumns = columns;
        }
    }
    // Too little room for readable numbers in any arrangement: the readable slots in as many
    // buckets a row as fit across, overflowing the height until the layout grants the height
    // minimumSizeHint() asks for.
    if (best < kReadableSlot) {
        bestColumns = readableColumns(available.width(), count);
        best = kReadableSlot;
    }
    const int bucketWidth = 4 * best + kBucketGap;
    g = {g.calloutBand, best, bestColumns, bucketWidth, best + label + kBucketGap / 2, available.topLeft()};
    // Centre the rows in the width they leave.
    const int used = std::min(count, g.columns) * g.bucketWidth - kBucketGap;
    g.origin.setX(available.left() + std::max(0, (available.width() - used) / 2));
    return g;
}

void CuckooTableView::relayout()
{
    m_geometry = layoutFor(rect());
}

void CuckooTableView::resizeEvent(QResizeEvent *event)
{
    relayout();
    if (event->size().width() != event->oldSize().width())
        updateMinimumHeight();
    QWidget::resizeEvent(event);
}

QRect CuckooTableView::bucketRect(int bucket) const
{
    if (bucket < 0 || bucket > m_shown.table.buckets.size())
        return {};
    const Geometry &g = m_geometry;
    const int row = bucket / g.columns;
    const int column = bucket % g.columns;
    return {g.origin.x() + column * g.bucketWidth, g.origin.y() + row * g.rowHeight,
        g.bucketWidth - kBucketGap, g.slot};
}

QRect CuckooTableView::slotRect(int slot) const
{
    const QRect bucket = bucketRect(slot / 4);
    if (bucket.isEmpty() || slot < 0)
        return {};
    return {bucket.left() + (slot % 4) * m_geometry.slot, bucket.top(), m_geometry.slot, m_geometry.slot};
}

QRect CuckooTableView::victimRect() const
{
    const QRect place = bucketRect(static_cast<int>(m_shown.table.buckets.size()));
    return {place.left(), place.top(), m_geometry.slot * 2, m_geometry.slot};
}

void CuckooTableView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    // A canvas like the bit arrays', so the tables read as one family beside them.
    painter.fillRect(rect(), palette().color(QPalette::Base));
    painter.setRenderHint(QPainter::Antialiasing);
    for (int b = 0; b < m_shown.table.buckets.size(); ++b)
        paintBucket(painter, b);
    paintVictim(painter);
    paintCallout(painter);
}

void CuckooTableView::paintBucket(QPainter &painter, int bucket) const
{
    const QPalette &pal = palette();
    const QRect box = bucketRect(bucket);
    for (int slot = 0; slot < 4; ++slot) {
        const int at = bucket * 4 + slot;
        paintSlot(painter, slotRect(at), m_shown.table.fingerprint(at), m_shown.marks.value(at));
    }
    // The key's buckets: outlined, the one in focus thicker.
    const bool ofKey = bucket == m_shown.primary || bucket == m_shown.alternate;
    if (ofKey) {
        const double width = bucket == m_shown.focus ? (m_presentation ? 5.0 : 4.0) : 2.0;
        painter.setPen(QPen(
            accentColor(Accent::Probe, pal), width, bucket == m_shown.focus ? Qt::SolidLine : Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(box).adjusted(-3, -3, 3, 3), 6, 6);
    }
    QFont labelFont = font();
    labelFont.setBold(ofKey);
    painter.setFont(labelFont);
    painter.setPen(pal.color(QPalette::WindowText));
    const QRect label(box.left(), box.bottom() + 4, box.width(), fontMetrics().height());
    painter.drawText(label, Qt::AlignCenter, NumberFormat::index(bucket));
}

void CuckooTableView::paintSlot(
    QPainter &painter, const QRect &outer, quint16 fingerprint, SlotMark mark) const
{
    const QPalette &pal = palette();
    const QRect rect = outer.adjusted(1, 1, -1, -1);
    QColor fill = fingerprint ? accentColor(Accent::SetBit, pal) : pal.color(QPalette::Base);
    if (mark == SlotMark::Placed)
        fill = accentColor(Accent::NewlySet, pal);
    else if (mark == SlotMark::Removed)
        fill = accentColor(Accent::StopZero, pal);
    else if (mark == SlotMark::Moved)
        fill = accentColor(Accent::Shared, pal);
    QColor border = pal.color(m_presentation ? QPalette::Text : QPalette::Mid);
    double borderWidth = m_presentation ? 2.0 : 1.0;
    if (mark == SlotMark::Probed || mark == SlotMark::Moved) {
        border = accentColor(Accent::Probe, pal);
        borderWidth = rect.width() / 10.0 + 1;
    } else if (mark == SlotMark::Match) {
        border = accentColor(Accent::FalsePositive, pal);
        borderWidth = rect.width() / 7.0 + 1;
    } else if (mark == SlotMark::Selected) {
        border = accentColor(Accent::Selected, pal);
        borderWidth = rect.width() / 9.0 + 1;
    }
    const double inset = borderWidth / 2.0;
    painter.setPen(QPen(border, borderWidth));
    painter.setBrush(fill);
    painter.drawRect(QRectF(rect).adjusted(inset, inset, -inset, -inset));
    if (fingerprint == 0 || outer.width() < kReadableSlot)
        return;
    QFont digits = font();
    digits.setFamilies({QFontDatabase::systemFont(QFontDatabase::GeneralFont).family()});
    digits.setPixelSize(std::max(8, rect.height() * 2 / 5));
    painter.setFont(digits);
    painter.setPen(textOn(fill));
    painter.drawText(rect, Qt::AlignCenter, NumberFormat::index(fingerprint));
}

void CuckooTableView::paintVictim(QPainter &painter) const
{
    const QPalette &pal = palette();
    const QRect box = victimRect();
    if (box.isEmpty())
        return;
    const quint16 held = m_shown.table.victim ? m_shown.table.victim->fingerprint : 0;
    paintSlot(painter, box, held, m_shown.victimMarked ? SlotMark::Match : SlotMark::None);
    painter.setFont(font());
    painter.setPen(pal.color(QPalette::WindowText));
    const QRect label(
        box.left() - kBucketGap / 2, box.bottom() + 4, box.width() + kBucketGap, fontMetrics().height());
    painter.drawText(label, Qt::AlignCenter, tr("victim"));
}

void CuckooTableView::paintCallout(QPainter &painter) const
{
    if (m_callout.isEmpty())
        return;
    const QRect band = m_geometry.calloutBand.adjusted(kMargin, kMargin / 2, -kMargin, -kMargin / 2);
    // A narrow table (the Deletion page's third column) would cut a key out of the middle of the
    // callout: it wraps onto the band's lines instead, in a smaller type if need be, and is cut
    // short only when even that does not fit.
    QFont calloutFont = font();
    const double base = calloutFont.pointSizeF();
    const int textWidth = band.width() - kMargin;
    QRect needed;
    bool fits = false;
    for (double scale = m_presentation ? 1.6 : 1.25; scale >= 0.95 && !fits; scale -= 0.15) {
        calloutFont.setPointSizeF(base * scale);
        needed
            = QFontMetrics(calloutFont)
                  .boundingRect(QRect(0, 0, textWidth, 10000), Qt::AlignCenter | Qt::TextWordWrap, m_callout);
        fits = needed.height() + kMargin <= band.height() && needed.width() <= textWidth;
    }
    painter.setFont(calloutFont);
    const QFontMetrics metrics(calloutFont);
    const int width = std::min(
        band.width(), (fits ? needed.width() : metrics.horizontalAdvance(m_callout)) + 4 * kMargin);
    QRect box(0, 0, width, fits ? needed.height() + kMargin : metrics.height() + kMargin);
    box.moveCenter(band.center());
    const QPalette &pal = palette();
    painter.setPen(QPen(accentColor(Accent::Probe, pal), 2));
    painter.setBrush(pal.color(QPalette::ToolTipBase));
    painter.drawRoundedRect(box, 6, 6);
    painter.setPen(pal.color(QPalette::ToolTipText));
    if (fits)
        painter.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, m_callout);
    else
        painter.drawText(
            box, Qt::AlignCenter, metrics.elidedText(m_callout, Qt::ElideMiddle, box.width() - kMargin));
}

QString CuckooTableView::slotToolTip(int slot) const
{
    const quint16 held = m_shown.table.fingerprint(slot);
    const QString where
        = tr("Bucket %1, slot %2").arg(NumberFormat::index(slot / 4), NumberFormat::index(slot % 4));
    return held ? tr("%1: fingerprint %2").arg(where, NumberFormat::index(held)) : tr("%1: empty").arg(where);
}

bool CuckooTableView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const QPoint at = static_cast<QHelpEvent *>(event)->pos();
        for (int slot = 0; slot < m_shown.table.slotCount(); ++slot) {
            if (slotRect(slot).contains(at)) {
                QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), slotToolTip(slot), this);
                return true;
            }
        }
        if (victimRect().contains(at)) {
            QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(),
                tr("The victim slot: where the last fingerprint evicted waits when the relocations run out"),
                this);
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void CuckooTableView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        relayout();
        updateMinimumHeight();
        update();
    }
    QWidget::changeEvent(event);
}

void CuckooTableView::updateAccessibleDescription()
{
    const int stored = m_shown.table.storedCount();
    QString text = tr("%n buckets of four slots", nullptr, static_cast<int>(m_shown.table.buckets.size()))
        + QLatin1String("; ") + tr("%n fingerprints stored", nullptr, stored);
    if (m_shown.table.victim)
        text += QLatin1String("; ") + tr("victim slot taken: the filter is full");
    setAccessibleDescription(text);
}
