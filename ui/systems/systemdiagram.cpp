#include "systemdiagram.h"

#include "common/accentcolors.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTextLayout>
#include <QToolTip>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace {

constexpr double kArc = 0.5; // an arch's height above its label, in lines of text
// A caption or an arrow's label takes at most two lines; past that it is cut, and its tooltip
// says it whole.
constexpr int kLines = 2;

struct Wrapped {
    QStringList lines;
    bool elided = false;
};

Wrapped wrap(const QString &text, const QFont &font, double width, int maxLines = kLines)
{
    Wrapped out;
    if (text.isEmpty())
        return out;
    const QFontMetricsF metrics(font);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        // A text measured to fit exactly must not wrap on a rounding difference.
        line.setLineWidth(width + 1);
        if (out.lines.size() == maxLines - 1) {
            // The last line allowed takes the rest of the text, cut if it does not fit.
            const QString rest = text.mid(line.textStart()).trimmed();
            const QString cut = metrics.elidedText(rest, Qt::ElideRight, width);
            out.elided = cut != rest;
            out.lines << cut;
            break;
        }
        QString piece = text.mid(line.textStart(), line.textLength()).trimmed();
        if (line.naturalTextWidth() > width + 1) { // one word wider than the room
            piece = metrics.elidedText(piece, Qt::ElideRight, width);
            out.elided = true;
        }
        out.lines << piece;
    }
    layout.endLayout();
    return out;
}

// The least width at which `text` takes at most kLines lines, none cut.
double widthFor(const QString &text, const QFont &font)
{
    const QFontMetricsF metrics(font);
    double low = 0;
    double high = std::ceil(metrics.horizontalAdvance(text)) + 1;
    for (int step = 0; step < 12 && high - low > 1; ++step) {
        const double mid = (low + high) / 2;
        (wrap(text, font, mid).elided ? low : high) = mid;
    }
    return high;
}

void drawLines(QPainter &painter, const QRectF &box, const Wrapped &text, double line)
{
    const double top = box.center().y() - text.lines.size() * line / 2;
    for (int i = 0; i < text.lines.size(); ++i)
        painter.drawText(
            QRectF(box.left(), top + i * line, box.width(), line), Qt::AlignCenter, text.lines[i]);
}

void arrowHead(QPainter &painter, QPointF tip, double angle, double size)
{
    const QPointF left = tip - QPointF(std::cos(angle - 0.45), std::sin(angle - 0.45)) * size;
    const QPointF right = tip - QPointF(std::cos(angle + 0.45), std::sin(angle + 0.45)) * size;
    QPainterPath head(tip);
    head.lineTo(left);
    head.lineTo(right);
    head.closeSubpath();
    painter.fillPath(head, painter.pen().color());
}

} // namespace

struct SystemDiagram::Layout {
    struct Edge {
        QPainterPath path;
        QPointF tip;
        double angle = 0;
        QRectF labelBox; // empty without a label
        Wrapped label;
    };
    QList<QRectF> boxes; // by node
    QList<QRectF> titleBoxes;
    QList<QRectF> detailBoxes;
    QList<Wrapped> titles;
    QList<Wrapped> details;
    QList<Edge> edges;
    double height = 0;
};

SystemDiagram::SystemDiagram(QWidget *parent) : QWidget(parent)
{
    // As tall as its captions and labels need at its width: a translation may wrap them.
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAccessibleName(tr("System diagram"));
}

void SystemDiagram::setNodes(const QList<DiagramNode> &nodes)
{
    m_nodes = nodes;
    describe();
    updateGeometry();
    update();
}

void SystemDiagram::setEdges(const QList<DiagramEdge> &edges)
{
    m_edges = edges;
    m_lit.clear();
    describe();
    updateGeometry();
    update();
}

void SystemDiagram::setNodeDetail(int node, const QString &detail)
{
    if (node < 0 || node >= m_nodes.size() || m_nodes[node].detail == detail)
        return;
    m_nodes[node].detail = detail;
    describe();
    updateGeometry();
    update();
}

void SystemDiagram::setEdgeLabel(int edge, const QString &label)
{
    if (edge < 0 || edge >= m_edges.size() || m_edges[edge].label == label)
        return;
    m_edges[edge].label = label;
    describe();
    updateGeometry();
    update();
}

void SystemDiagram::setLit(const QList<int> &edges)
{
    m_lit = edges;
    describe();
    update();
}

// A screen reader hears the boxes in order and the path lit, as a sighted user sees them.
void SystemDiagram::describe()
{
    QStringList parts;
    for (const DiagramNode &node : m_nodes)
        parts << (node.detail.isEmpty() ? node.title : tr("%1 (%2)").arg(node.title, node.detail));
    QString text = parts.join(tr(", "));
    if (!m_lit.isEmpty()) {
        QStringList path;
        for (const int edge : m_lit) {
            if (edge < 0 || edge >= m_edges.size())
                continue;
            const DiagramEdge &e = m_edges[edge];
            path << tr("%1 to %2").arg(m_nodes.value(e.from).title, m_nodes.value(e.to).title);
        }
        text += tr(". Last request: %1").arg(path.join(tr(", then ")));
    }
    setAccessibleDescription(text);
}

QSize SystemDiagram::sizeHint() const
{
    const QFontMetrics metrics(font());
    const int boxes = std::max<int>(1, static_cast<int>(m_nodes.size()));
    const int width = boxes * metrics.horizontalAdvance(QLatin1Char('x')) * 28;
    return {width, heightForWidth(width)};
}

QSize SystemDiagram::minimumSizeHint() const
{
    const QFontMetrics metrics(font());
    return {metrics.horizontalAdvance(QLatin1Char('x')) * 40, sizeHint().height()};
}

int SystemDiagram::heightForWidth(int width) const
{
    return int(std::ceil(layout(width).height));
}

QList<QRectF> SystemDiagram::nodeRects() const
{
    return layout(width()).boxes;
}

QList<QRectF> SystemDiagram::labelRects() const
{
    QList<QRectF> rects;
    for (const Layout::Edge &edge : layout(width()).edges)
        rects << edge.labelBox;
    return rects;
}

void SystemDiagram::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LayoutDirectionChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

// A caption or label cut short says itself whole in a tooltip.
bool SystemDiagram::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    const auto *help = static_cast<QHelpEvent *>(event);
    const Layout shown = layout(width());
    QString text;
    for (int i = 0; i < shown.boxes.size() && text.isEmpty(); ++i) {
        if (shown.titleBoxes[i].contains(help->pos()) && shown.titles[i].elided)
            text = m_nodes[i].title;
        else if (shown.detailBoxes[i].contains(help->pos()) && shown.details[i].elided)
            text = m_nodes[i].detail;
    }
    for (int i = 0; i < shown.edges.size() && text.isEmpty(); ++i) {
        if (shown.edges[i].labelBox.contains(help->pos()) && shown.edges[i].label.elided)
            text = m_edges[i].label;
    }
    if (text.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(help->globalPos(), text, this);
    }
    return true;
}

SystemDiagram::Layout SystemDiagram::layout(double width) const
{
    Layout out;
    const int count = static_cast<int>(m_nodes.size());
    const QFontMetricsF metrics(font());
    const double line = metrics.height();
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold);
    const bool rtl = layoutDirection() == Qt::RightToLeft;
    // The row follows the reading direction: the client is where a reader starts.
    const auto placeOf = [&](int node) { return rtl ? count - 1 - node : node; };

    // Each box and each gap has a natural width (its text on one line) and a least one (its text on
    // two lines). Between the two the room is shared out; below the least, text is cut.
    const double margin = line * 0.5;
    double boxNatural = metrics.averageCharWidth() * 22;
    double boxLeast = metrics.averageCharWidth() * 10;
    for (const DiagramNode &node : m_nodes) {
        boxNatural = std::max(
            {boxNatural, boldMetrics.horizontalAdvance(node.title), metrics.horizontalAdvance(node.detail)});
        boxLeast = std::max({boxLeast, widthFor(node.title, bold), widthFor(node.detail, font())});
    }
    boxNatural += line;
    boxLeast = std::min(boxNatural, boxLeast + line);
    // An arrow's label stands in the gap it crosses, clear of both boxes and the arrow's head.
    const double arrowRoom = line * 1.6;
    QList<double> gapNatural(std::max(0, count - 1), line * 3);
    QList<double> gapLeast = gapNatural;
    for (const DiagramEdge &edge : m_edges) {
        if (edge.to != edge.from + 1 || edge.to >= count || edge.from < 0 || edge.label.isEmpty())
            continue;
        const int gap = std::min(placeOf(edge.from), placeOf(edge.to));
        gapNatural[gap] = std::max(gapNatural[gap], metrics.horizontalAdvance(edge.label) + arrowRoom);
        gapLeast[gap] = std::max(gapLeast[gap], widthFor(edge.label, font()) + arrowRoom);
        gapLeast[gap] = std::min(gapLeast[gap], gapNatural[gap]);
    }
    const double natural = count * boxNatural + std::accumulate(gapNatural.begin(), gapNatural.end(), 0.0);
    const double least = count * boxLeast + std::accumulate(gapLeast.begin(), gapLeast.end(), 0.0);
    const double room = std::max(1.0, width - 2 * margin);
    double box = boxNatural;
    QList<double> gaps = gapNatural;
    double outside = margin;
    if (natural <= room) {
        // Room to spare spreads the boxes out, as if each stood in the middle of an equal slot.
        const double spare = (room - natural) / std::max(1, count);
        for (double &gap : gaps)
            gap += spare;
        outside += spare / 2;
    } else if (least <= room) {
        const double share = (natural - room) / std::max(1e-9, natural - least);
        box = boxNatural - share * (boxNatural - boxLeast);
        for (int i = 0; i < gaps.size(); ++i)
            gaps[i] = gapNatural[i] - share * (gapNatural[i] - gapLeast[i]);
    } else {
        const double scale = room / least;
        box = boxLeast * scale;
        for (int i = 0; i < gaps.size(); ++i)
            gaps[i] = gapLeast[i] * scale;
    }

    // Captions wrap within the box; every box grows to the tallest.
    double boxHeight = line * 3.6;
    for (const DiagramNode &node : m_nodes) {
        out.titles << wrap(node.title, bold, box - line);
        out.details << wrap(node.detail, font(), box - line);
        const double content = (out.titles.last().lines.size() + out.details.last().lines.size()) * line;
        boxHeight = std::max(boxHeight, content + line * 1.1);
    }
    // Room above and below the boxes for the labels of arrows between them and of arches under them.
    QList<Wrapped> labels;
    double above = line * 2;
    double below = line * 2;
    const double lift = line * (kArc + 1.2);
    for (const DiagramEdge &edge : m_edges) {
        const bool adjacent = edge.to == edge.from + 1;
        const int gap = adjacent && edge.to < count ? std::min(placeOf(edge.from), placeOf(edge.to)) : -1;
        labels << wrap(edge.label, font(), gap >= 0 ? gaps[gap] - arrowRoom : room);
        const double lines = labels.last().lines.size() * line;
        if (adjacent)
            above = std::max(above, lines + line * 0.6 - boxHeight / 2 + line * 0.2);
        else
            (edge.to > edge.from ? above : below)
                = std::max(edge.to > edge.from ? above : below, lift * 0.75 + line * 0.25 + lines / 2);
    }
    out.height = above + boxHeight + below;

    QList<double> lefts(count);
    double x = outside;
    for (int place = 0; place < count; ++place) {
        lefts[rtl ? count - 1 - place : place] = x;
        x += box + (place < gaps.size() ? gaps[place] : 0);
    }
    for (int i = 0; i < count; ++i) {
        const QRectF rect(lefts[i], above, box, boxHeight);
        out.boxes << rect;
        const double titleHeight = out.titles[i].lines.size() * line;
        const double detailHeight = out.details[i].lines.size() * line;
        const double top = rect.center().y() - (titleHeight + detailHeight + line * 0.3) / 2;
        out.titleBoxes << QRectF(rect.left() + line * 0.5, top, box - line, titleHeight);
        out.detailBoxes << QRectF(
            rect.left() + line * 0.5, top + titleHeight + line * 0.3, box - line, detailHeight);
    }

    for (int index = 0; index < m_edges.size(); ++index) {
        const DiagramEdge &edge = m_edges[index];
        Layout::Edge drawn;
        drawn.label = labels[index];
        if (edge.from < 0 || edge.to < 0 || edge.from >= count || edge.to >= count) {
            out.edges << drawn;
            continue;
        }
        const QRectF &a = out.boxes[edge.from];
        const QRectF &b = out.boxes[edge.to];
        const bool rightward = b.center().x() > a.center().x();
        const double lines = drawn.label.lines.size() * line;
        QPointF labelAt;
        if (edge.to == edge.from + 1) {
            const QPointF start(rightward ? a.right() : a.left(), a.center().y() - line * 0.4);
            const QPointF end(rightward ? b.left() : b.right(), b.center().y() - line * 0.4);
            drawn.path = QPainterPath(start);
            drawn.path.lineTo(end);
            drawn.tip = end;
            drawn.angle = rightward ? 0 : M_PI;
            // The label stands on the arrow, growing upwards when it takes two lines.
            labelAt = (start + end) / 2 - QPointF(0, line * 0.1 + lines / 2);
        } else {
            // Forward past a box: an arch over the top. Back towards the client: under the bottom.
            const bool over = edge.to > edge.from;
            const double y = over ? a.top() : a.bottom();
            const QPointF start(a.center().x(), y);
            const QPointF end(b.center().x(), over ? b.top() : b.bottom());
            const double rise = (over ? -1 : 1) * lift;
            drawn.path = QPainterPath(start);
            drawn.path.cubicTo(start + QPointF(0, rise), end + QPointF(0, rise), end);
            drawn.tip = end;
            drawn.angle = over ? M_PI / 2 : -M_PI / 2;
            labelAt
                = QPointF((start.x() + end.x()) / 2, y + rise * 0.75 + (over ? -line * 0.15 : line * 0.15));
        }
        if (!drawn.label.lines.isEmpty()) {
            double widest = 0;
            for (const QString &piece : std::as_const(drawn.label.lines))
                widest = std::max(widest, metrics.horizontalAdvance(piece));
            const double w = widest + line * 0.4;
            const double left = std::clamp(labelAt.x() - w / 2, 0.0, std::max(0.0, width - w));
            drawn.labelBox = QRectF(left, labelAt.y() - lines / 2, w, lines);
        }
        out.edges << drawn;
    }
    return out;
}

void SystemDiagram::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    const Layout shown = layout(width());
    const double line = QFontMetricsF(font()).height();
    const QColor idle = pal.color(QPalette::Mid);
    const QColor hot = accentColor(Accent::Probe, pal);

    for (int index = 0; index < shown.edges.size(); ++index) {
        const Layout::Edge &edge = shown.edges[index];
        if (edge.path.isEmpty())
            continue;
        const bool isLit = m_lit.contains(index);
        painter.setPen(QPen(isLit ? hot : pal.color(QPalette::Text), isLit ? 3.0 : 1.4));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(edge.path);
        arrowHead(painter, edge.tip, edge.angle, line * 0.55);
        if (!edge.labelBox.isEmpty()) {
            painter.fillRect(edge.labelBox, pal.color(QPalette::Base));
            painter.setPen(isLit ? pal.color(QPalette::Text) : toneColor(Tone::Secondary, pal));
            drawLines(painter, edge.labelBox, edge.label, line);
        }
    }

    QFont bold = font();
    bold.setBold(true);
    for (int i = 0; i < shown.boxes.size(); ++i) {
        const QRectF &box = shown.boxes[i];
        bool touched = false;
        for (const int edge : m_lit)
            touched = touched
                || (edge >= 0 && edge < m_edges.size() && (m_edges[edge].from == i || m_edges[edge].to == i));
        painter.setPen(QPen(touched ? hot : idle, touched ? 3.0 : 1.4));
        painter.setBrush(pal.color(QPalette::Window));
        painter.drawRoundedRect(box, line * 0.4, line * 0.4);
        painter.setPen(pal.color(QPalette::WindowText));
        painter.setFont(bold);
        drawLines(painter, shown.titleBoxes[i], shown.titles[i], line);
        painter.setFont(font());
        painter.setPen(toneColor(Tone::Secondary, pal));
        drawLines(painter, shown.detailBoxes[i], shown.details[i], line);
    }
}
