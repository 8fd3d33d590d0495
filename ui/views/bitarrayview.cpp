#include "bitarrayview.h"

#include "common/accentcolors.h"
#include "common/numberformat.h"
#include "views/bitcellmodel.h"

#include <QAccessible>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace {
constexpr int kMinCell = 6; // the smallest cell for rows of a power of two
constexpr int kTinyCell = 2; // the smallest at all
constexpr int kMaxCell = 72;
constexpr int kMargin = 8;

int wrapColumns(int count, int fit)
{
    if (fit <= 1)
        return 1;
    if (count <= fit)
        return count;
    int columns = 1;
    while (columns * 2 <= fit)
        columns *= 2;
    return columns;
}
} // namespace

QFont BitArrayView::numberFont() const
{
    // The cells hold only numbers. The desktop's font keeps them compact: Urdu's Naskh, first in
    // the application font, sets its digits higher and taller, and the "×2" badge then sat on the
    // cell's value. Bengali digits still come from their own font.
    QFont numbers = font();
    numbers.setFamilies({QFontDatabase::systemFont(QFontDatabase::GeneralFont).family()});
    return numbers;
}

BitArrayView::BitArrayView(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    // Positions read left to right in every language, as the lessons print them.
    setLayoutDirection(Qt::LeftToRight);
    setAccessibleName(tr("Bit array"));
    updateAccessibleDescription();
}

void BitArrayView::setModel(BitCellModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        auto changed = [this] {
            m_focusCell = std::clamp(m_focusCell, 0, std::max(0, m_model->rowCount() - 1));
            relayout();
            updateAccessibleDescription();
            update();
        };
        connect(m_model, &QAbstractItemModel::dataChanged, this, changed);
        connect(m_model, &QAbstractItemModel::modelReset, this, changed);
    }
    relayout();
    update();
}

void BitArrayView::setCallout(const QString &text, int targetCell)
{
    if (text == m_callout && targetCell == m_target)
        return;
    m_callout = text;
    m_target = targetCell;
    update();
}

void BitArrayView::setCollisionView(bool on)
{
    m_collisions = on;
    update();
}

void BitArrayView::setPresentation(bool on)
{
    m_presentation = on;
    relayout();
    update();
}

QSize BitArrayView::sizeHint() const
{
    return {720, 260};
}

QSize BitArrayView::minimumSizeHint() const
{
    return {240, 120};
}

BitArrayView::Geometry BitArrayView::layoutFor(const QRect &area) const
{
    Geometry g;
    const int count = m_model ? std::max(1, m_model->rowCount()) : 1;
    const int bandHeight = fontMetrics().height() * (m_presentation ? 3 : 2) + 2 * kMargin;
    g.calloutBand = QRect(area.left(), area.top(), area.width(), bandHeight);
    const QRect available = area.adjusted(kMargin * 4, bandHeight + kMargin * 2, -kMargin, -kMargin);
    // The largest square cell for which every row fits. A short array stays on one row, as the
    // lessons draw it; a long one wraps at a power of two, so row labels read 0, 32, 64, …
    g.cell = kMinCell;
    g.columns = 1;
    const int singleRow = std::min({kMaxCell, available.width() / count, available.height()});
    const bool oneRow = singleRow >= 36;
    if (oneRow) {
        g.cell = singleRow;
        g.columns = count;
    }
    bool placed = oneRow;
    for (int size = kMaxCell; !placed && size >= kMinCell; --size) {
        const int columns = wrapColumns(count, available.width() / size);
        const int rows = (count + columns - 1) / columns;
        if (rows * size <= available.height()) {
            g.cell = size;
            g.columns = columns;
            placed = true;
        }
    }
    // A long array in a short view: rows as wide as the view, whatever their length, and cells
    // down to 2 px, rather than one column of tiny cells running off the bottom.
    for (int size = kMaxCell; !placed && size >= kTinyCell; --size) {
        const int columns = std::clamp(available.width() / size, 1, count);
        if ((count + columns - 1) / columns * size <= available.height() || size == kTinyCell) {
            g.cell = size;
            g.columns = columns;
            placed = true;
        }
    }
    const int rows = (count + g.columns - 1) / g.columns;
    const int width = g.columns * g.cell;
    g.grid = QRect(available.left() + (available.width() - width) / 2, available.top(), width, rows * g.cell);
    return g;
}

void BitArrayView::relayout()
{
    m_geometry = layoutFor(rect());
}

QRect BitArrayView::cellRect(int cell) const
{
    const int row = cell / m_geometry.columns;
    const int column = cell % m_geometry.columns;
    return {m_geometry.grid.left() + column * m_geometry.cell, m_geometry.grid.top() + row * m_geometry.cell,
        m_geometry.cell, m_geometry.cell};
}

int BitArrayView::cellAt(const QPoint &point) const
{
    if (!m_model || !m_geometry.grid.contains(point))
        return -1;
    const int column = (point.x() - m_geometry.grid.left()) / m_geometry.cell;
    const int row = (point.y() - m_geometry.grid.top()) / m_geometry.cell;
    const int cell = row * m_geometry.columns + column;
    return cell < m_model->rowCount() ? cell : -1;
}

void BitArrayView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    render(painter, rect());
}

void BitArrayView::render(QPainter &painter, const QRect &target) const
{
    paintArray(painter, target, target == rect() ? m_geometry : layoutFor(target), true);
}

BitArrayView::Geometry BitArrayView::exportGeometry() const
{
    // The screen's cell size and columns, moved to the top left; the row labels keep their width.
    Geometry g = m_geometry;
    const bool labelled = m_model && g.cell >= 14 && m_model->rowCount() > g.columns;
    const int labels = labelled ? kMargin * 4 : 0;
    g.grid.moveTopLeft(QPoint(kMargin + labels, kMargin));
    g.calloutBand = QRect();
    return g;
}

QSize BitArrayView::exportSize() const
{
    const Geometry g = exportGeometry();
    return {g.grid.right() + 1 + kMargin, g.grid.bottom() + 1 + kMargin};
}

void BitArrayView::renderForExport(QPainter &painter) const
{
    paintArray(painter, QRect(QPoint(0, 0), exportSize()), exportGeometry(), false);
}

void BitArrayView::paintArray(QPainter &painter, const QRect &target, const Geometry &g, bool onScreen) const
{
    painter.fillRect(target, palette().color(QPalette::Base));
    if (!m_model)
        return;
    const bool focusFrame = onScreen && hasFocus();
    painter.setRenderHint(QPainter::Antialiasing, g.cell >= 12);
    const int count = m_model->rowCount();
    // Row labels: the first position of each row, so wrapped rows stay easy to count.
    if (g.cell >= 14 && count > g.columns) {
        QFont small = numberFont();
        small.setPointSizeF(small.pointSizeF() * 0.8);
        painter.setFont(small);
        painter.setPen(palette().color(QPalette::PlaceholderText));
        for (int first = 0; first < count; first += g.columns) {
            const int row = first / g.columns;
            const QRect label(
                target.left(), g.grid.top() + row * g.cell, g.grid.left() - target.left() - 4, g.cell);
            painter.drawText(
                label, Qt::AlignAbsolute | Qt::AlignRight | Qt::AlignVCenter, QLocale().toString(first));
        }
    }
    const auto rectOf = [&g](int cell) {
        return QRect(g.grid.left() + (cell % g.columns) * g.cell, g.grid.top() + (cell / g.columns) * g.cell,
            g.cell, g.cell);
    };
    // Small cells carry no text, so plain unmarked ones are batched into two drawRects calls
    // without antialiasing: that keeps a 4,096-bit array well inside one frame.
    const bool batch = g.cell < 22 && !m_collisions;
    QVector<QRect> setRects;
    QVector<QRect> clearRects;
    for (int cell = 0; cell < count; ++cell) {
        const bool plain = batch && m_model->mark(cell) == CellMark::None
            && !(focusFrame && cell == m_focusCell) && !m_picked.contains(cell);
        if (!plain) {
            paintCell(painter, cell, rectOf(cell), focusFrame && cell == m_focusCell);
            continue;
        }
        const int gap = std::max(1, g.cell / 12);
        (m_model->bit(cell) ? setRects : clearRects)
            .append(rectOf(cell).adjusted(gap, gap, -gap - 1, -gap - 1));
    }
    if (batch) {
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(
            QPen(palette().color(m_presentation ? QPalette::Text : QPalette::Mid), m_presentation ? 2 : 1));
        painter.setBrush(palette().color(QPalette::Base));
        painter.drawRects(clearRects);
        painter.setBrush(accentColor(Accent::SetBit, palette()));
        painter.drawRects(setRects);
        painter.restore();
    }
    if (onScreen)
        paintCallout(painter, g);
}

void BitArrayView::paintCell(QPainter &painter, int cell, const QRect &outer, bool focusFrame) const
{
    const QPalette &pal = palette();
    const bool bit = m_model->bit(cell);
    const CellMark mark = m_model->mark(cell);
    const int owners = m_model->ownerCount(cell);
    const int gap = std::max(1, outer.width() / 12);
    const QRect rect = outer.adjusted(gap, gap, -gap, -gap);

    QColor fill = bit ? accentColor(Accent::SetBit, pal) : pal.color(QPalette::Base);
    if (m_collisions && bit && owners > 0) {
        // 1 key: a light tint; each further key darkens it, so hot spots stand out.
        const double strength = std::min(1.0, 0.35 + 0.22 * (owners - 1));
        const QColor base = pal.color(QPalette::Base);
        const QColor hot = accentColor(Accent::StopZero, pal);
        fill = QColor::fromRgbF(base.redF() + (hot.redF() - base.redF()) * strength,
            base.greenF() + (hot.greenF() - base.greenF()) * strength,
            base.blueF() + (hot.blueF() - base.blueF()) * strength);
    }
    if (mark == CellMark::NewlySet)
        fill = accentColor(Accent::NewlySet, pal);
    else if (mark == CellMark::FalsePositive)
        fill = accentColor(Accent::FalsePositive, pal);
    else if (mark == CellMark::FalseNegative)
        fill = accentColor(Accent::StopZero, pal);

    QColor border = pal.color(m_presentation ? QPalette::Text : QPalette::Mid);
    const double plainWidth = m_presentation ? 2.0 : 1.0;
    double borderWidth = plainWidth;
    switch (mark) {
    case CellMark::Target:
    case CellMark::Shared:
        border = accentColor(Accent::Probe, pal);
        borderWidth = rect.width() / 8.0 + 1;
        break;
    case CellMark::Confirmed:
        border = accentColor(Accent::NewlySet, pal);
        borderWidth = rect.width() / 8.0 + 1;
        break;
    case CellMark::StopZero:
        border = accentColor(Accent::StopZero, pal);
        borderWidth = rect.width() / 7.0 + 1;
        break;
    case CellMark::Decremented:
        border = accentColor(Accent::Probe, pal);
        borderWidth = rect.width() / 8.0 + 1;
        break;
    case CellMark::Selected:
        border = accentColor(Accent::Selected, pal);
        borderWidth = rect.width() / 9.0 + 1;
        break;
    default: break;
    }

    const double radius = rect.width() / 6.0;
    // A cell that carries its index and ×N keeps them clear of a mark: its ring goes round the
    // cell, over the gap and the plain border, and the inside is laid out as in an unmarked cell.
    // Drawn inward, an eighth of the cell thick, the ring covered the index and pushed the ×N
    // into the value, which then hid both.
    const bool labelled = rect.width() >= 22;
    const bool ringOutside = labelled && borderWidth > plainWidth;
    const double cellBorder = ringOutside ? plainWidth : borderWidth;
    const double inset = cellBorder / 2.0;
    painter.setPen(QPen(border, cellBorder));
    painter.setBrush(fill);
    painter.drawRoundedRect(QRectF(rect).adjusted(inset, inset, -inset, -inset), radius, radius);
    if (ringOutside) {
        const double ring = gap + plainWidth;
        painter.setPen(QPen(border, ring));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(outer).adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2),
            radius + gap / 2.0, radius + gap / 2.0);
        borderWidth = plainWidth;
    }

    if (labelled) {
        const QColor ink = textOn(fill);
        QFont big = numberFont();
        big.setPixelSize(std::max(9, rect.height() * 2 / 5));
        big.setBold(bit);
        painter.setFont(big);
        painter.setPen(ink);
        const QString value = NumberFormat::index(m_model->value(cell));
        painter.drawText(rect, Qt::AlignCenter, value);
        // The corner marks give way to the value where a small cell has no room for both: a
        // 64-bit array printed "10" over its "0". The row labels and the tooltip still say which.
        const QRect valueBox = QFontMetrics(big).boundingRect(rect, Qt::AlignCenter, value);
        QFont small = numberFont();
        small.setPixelSize(std::max(8, rect.height() / 5));
        painter.setFont(small);
        // A stuck counter: a bar along the top, so it reads at a glance even in a long array. The
        // cell's index moves down below it rather than be covered.
        const int stuckBar = m_model->saturated(cell) ? std::max(3, rect.height() / 10) : 0;
        if (stuckBar > 0) {
            painter.fillRect(QRect(rect.left() + 2, rect.top() + 1, rect.width() - 4, stuckBar),
                accentColor(Accent::StopZero, palette()));
        }
        const QRect indexBox = rect.adjusted(
            int(borderWidth) + 2, 1 + (stuckBar > 0 ? stuckBar + 1 : 0), -int(borderWidth) - 2, 0);
        const QFontMetrics smallMetrics(small);
        const auto drawClearOfValue = [&](const QRect &box, int flags, const QString &text) {
            if (!smallMetrics.boundingRect(box, flags, text).intersects(valueBox))
                painter.drawText(box, flags, text);
        };
        // Every index or none: the widest decides, so a row is not half numbered.
        const QString widestIndex = NumberFormat::index(std::max(0, m_model->rowCount() - 1));
        const int indexFlags = Qt::AlignAbsolute | Qt::AlignLeft | Qt::AlignTop;
        if (!smallMetrics.boundingRect(indexBox, indexFlags, widestIndex).intersects(valueBox))
            painter.drawText(indexBox, indexFlags, NumberFormat::index(cell));
        if (owners > 1 || (m_collisions && owners > 0)) {
            drawClearOfValue(indexBox.adjusted(0, 0, 0, -int(borderWidth) - 1),
                Qt::AlignAbsolute | Qt::AlignRight | Qt::AlignBottom,
                // The mark reads "×2" in Urdu too: a left-to-right mark holds the sign before the digit.
                QStringLiteral("\u200E×%1").arg(NumberFormat::index(owners)));
        }
        if (mark == CellMark::StopZero) {
            painter.setPen(
                QPen(accentColor(Accent::StopZero, palette()), std::max(2.0, rect.width() / 14.0)));
            const QRect cross
                = rect.adjusted(rect.width() / 4, rect.height() / 4, -rect.width() / 4, -rect.height() / 4);
            painter.drawLine(cross.topLeft(), cross.bottomRight());
            painter.drawLine(cross.topRight(), cross.bottomLeft());
        }
    }
    if (m_picked.contains(cell)) {
        // A learner's pick: a thick ring in the selection colour, over whatever the cell shows.
        const int ring = std::max(3, outer.width() / 10);
        painter.setPen(QPen(pal.color(QPalette::Highlight), ring));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(outer.adjusted(ring / 2, ring / 2, -ring / 2 - 1, -ring / 2 - 1), 4, 4);
    }
    if (focusFrame) {
        painter.setPen(QPen(pal.color(QPalette::Highlight), 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(outer.adjusted(0, 0, -1, -1));
    }
}

void BitArrayView::paintCallout(QPainter &painter, const Geometry &g) const
{
    if (m_callout.isEmpty())
        return;
    QFont calloutFont = font();
    calloutFont.setPointSizeF(calloutFont.pointSizeF() * (m_presentation ? 1.6 : 1.25));
    painter.setFont(calloutFont);
    const QFontMetrics metrics(calloutFont);
    const int width
        = std::min(g.calloutBand.width() - 2 * kMargin, metrics.horizontalAdvance(m_callout) + 4 * kMargin);
    QRect box(0, 0, width, metrics.height() + kMargin);
    int centreX = g.calloutBand.center().x();
    if (m_target >= 0 && m_model && m_target < m_model->rowCount()) {
        const int row = m_target / g.columns;
        const int column = m_target % g.columns;
        centreX = g.grid.left() + column * g.cell + g.cell / 2;
        Q_UNUSED(row);
    }
    // A callout as wide as the band has no room to move (the bounds can cross by a pixel), and
    // std::clamp must never get a low bound above the high one.
    const int leftmost = g.calloutBand.left() + width / 2 + kMargin;
    const int rightmost = std::max(leftmost, g.calloutBand.right() - width / 2 - kMargin);
    box.moveCenter(QPoint(std::clamp(centreX, leftmost, rightmost), g.calloutBand.center().y()));
    const QPalette &pal = palette();
    painter.setPen(QPen(accentColor(Accent::Probe, pal), 2));
    painter.setBrush(pal.color(QPalette::ToolTipBase));
    painter.drawRoundedRect(box, 6, 6);
    painter.setPen(pal.color(QPalette::ToolTipText));
    painter.drawText(
        box, Qt::AlignCenter, metrics.elidedText(m_callout, Qt::ElideMiddle, box.width() - kMargin));

    if (m_target < 0 || !m_model || m_target >= m_model->rowCount())
        return;
    const int row = m_target / g.columns;
    const int column = m_target % g.columns;
    const QPointF tip(g.grid.left() + column * g.cell + g.cell / 2.0, g.grid.top() + row * g.cell + 1.0);
    const QPointF start(
        std::clamp<double>(tip.x(), box.left() + 8, std::max(box.left() + 8, box.right() - 8)),
        box.bottom() + 1.0);
    const double arrowWidth = m_presentation ? 4.0 : 2.5;
    painter.setPen(QPen(accentColor(Accent::Probe, pal), arrowWidth, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(start, tip);
    // The arrowhead, pointing along the line at the cell.
    const QLineF line(start, tip);
    const double angle = std::atan2(line.dy(), line.dx());
    const double head = 6.0 + 2.0 * arrowWidth;
    QPainterPath path(tip);
    path.lineTo(tip - QPointF(std::cos(angle - 0.45) * head, std::sin(angle - 0.45) * head));
    path.lineTo(tip - QPointF(std::cos(angle + 0.45) * head, std::sin(angle + 0.45) * head));
    path.closeSubpath();
    painter.setBrush(accentColor(Accent::Probe, pal));
    painter.drawPath(path);
}

void BitArrayView::resizeEvent(QResizeEvent *)
{
    relayout();
}

void BitArrayView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        relayout();
        update();
    }
    QWidget::changeEvent(event);
}
