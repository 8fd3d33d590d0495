#include "systemdiagram.h"

#include "common/accentcolors.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace {

constexpr double kArc = 0.5; // an arch's height above its label, in lines of text

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

SystemDiagram::SystemDiagram(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
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
    update();
}

void SystemDiagram::setNodeDetail(int node, const QString &detail)
{
    if (node < 0 || node >= m_nodes.size() || m_nodes[node].detail == detail)
        return;
    m_nodes[node].detail = detail;
    describe();
    update();
}

void SystemDiagram::setEdgeLabel(int edge, const QString &label)
{
    if (edge < 0 || edge >= m_edges.size() || m_edges[edge].label == label)
        return;
    m_edges[edge].label = label;
    describe();
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
    return {boxes * metrics.horizontalAdvance(QLatin1Char('x')) * 28, int(metrics.height() * 7.6)};
}

QSize SystemDiagram::minimumSizeHint() const
{
    const QFontMetrics metrics(font());
    return {metrics.horizontalAdvance(QLatin1Char('x')) * 40, int(metrics.height() * 7.6)};
}

void SystemDiagram::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LayoutDirectionChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

QList<QRectF> SystemDiagram::nodeRects() const
{
    QList<QRectF> rects;
    const int count = static_cast<int>(m_nodes.size());
    if (count == 0)
        return rects;
    const QFontMetricsF metrics(font());
    const double line = metrics.height();
    const double slot = width() / double(count);
    // Wide enough for the longest caption (a translation may run longer), never into a neighbour;
    // a caption that still does not fit wraps to a second line.
    double widest = metrics.averageCharWidth() * 22;
    for (const DiagramNode &node : m_nodes)
        widest = std::max(
            {widest, metrics.horizontalAdvance(node.title), metrics.horizontalAdvance(node.detail)});
    const double boxWidth = std::min(slot * 0.72, widest + line);
    const double boxHeight = line * 3.6;
    const double top = (height() - boxHeight) / 2;
    for (int i = 0; i < count; ++i) {
        // The row follows the reading direction: the client is where a reader starts.
        const int place = layoutDirection() == Qt::RightToLeft ? count - 1 - i : i;
        const double centre = slot * (place + 0.5);
        rects << QRectF(centre - boxWidth / 2, top, boxWidth, boxHeight);
    }
    return rects;
}

void SystemDiagram::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    const QList<QRectF> rects = nodeRects();
    const QFontMetricsF metrics(font());
    const double line = metrics.height();
    const QColor idle = pal.color(QPalette::Mid);
    const QColor hot = accentColor(Accent::Probe, pal);

    for (int index = 0; index < m_edges.size(); ++index) {
        const DiagramEdge &edge = m_edges[index];
        if (edge.from < 0 || edge.to < 0 || edge.from >= rects.size() || edge.to >= rects.size())
            continue;
        const bool isLit = m_lit.contains(index);
        painter.setPen(QPen(isLit ? hot : pal.color(QPalette::Text), isLit ? 3.0 : 1.4));
        const QRectF &a = rects[edge.from];
        const QRectF &b = rects[edge.to];
        const bool rightward = b.center().x() > a.center().x();
        const bool adjacent = std::abs(edge.to - edge.from) == 1 && edge.to > edge.from;
        QPointF labelAt;
        if (adjacent) {
            const QPointF start(rightward ? a.right() : a.left(), a.center().y() - line * 0.4);
            const QPointF end(rightward ? b.left() : b.right(), b.center().y() - line * 0.4);
            painter.drawLine(start, end);
            arrowHead(painter, end, rightward ? 0 : M_PI, line * 0.55);
            labelAt = (start + end) / 2 - QPointF(0, line * 0.6);
        } else {
            // Forward past a box: an arch over the top. Back towards the client: under the bottom.
            const bool over = edge.to > edge.from;
            const double y = over ? a.top() : a.bottom();
            const QPointF start(a.center().x(), y);
            const QPointF end(b.center().x(), over ? b.top() : b.bottom());
            const double lift = (over ? -1 : 1) * line * (kArc + 1.2);
            QPainterPath arch(start);
            arch.cubicTo(start + QPointF(0, lift), end + QPointF(0, lift), end);
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(arch);
            arrowHead(painter, end, over ? M_PI / 2 : -M_PI / 2, line * 0.55);
            labelAt
                = QPointF((start.x() + end.x()) / 2, y + lift * 0.75 + (over ? -line * 0.15 : line * 0.15));
        }
        if (!edge.label.isEmpty()) {
            const double w = metrics.horizontalAdvance(edge.label) + line * 0.4;
            const QRectF box(labelAt.x() - w / 2, labelAt.y() - line / 2, w, line);
            painter.fillRect(box, pal.color(QPalette::Base));
            painter.setPen(isLit ? pal.color(QPalette::Text) : toneColor(Tone::Secondary, pal));
            painter.drawText(box, Qt::AlignCenter, edge.label);
        }
    }

    QFont bold = font();
    bold.setBold(true);
    for (int i = 0; i < rects.size(); ++i) {
        const QRectF &box = rects[i];
        bool touched = false;
        for (const int edge : m_lit)
            touched = touched
                || (edge >= 0 && edge < m_edges.size() && (m_edges[edge].from == i || m_edges[edge].to == i));
        painter.setPen(QPen(touched ? hot : idle, touched ? 3.0 : 1.4));
        painter.setBrush(pal.color(QPalette::Window));
        painter.drawRoundedRect(box, line * 0.4, line * 0.4);
        painter.setPen(pal.color(QPalette::WindowText));
        painter.setFont(bold);
        const QRectF titleBox(
            box.left() + line * 0.3, box.top() + line * 0.25, box.width() - line * 0.6, line * 1.2);
        painter.drawText(titleBox, Qt::AlignCenter | Qt::TextWordWrap, m_nodes[i].title);
        painter.setFont(font());
        painter.setPen(toneColor(Tone::Secondary, pal));
        const QRectF detailBox(
            box.left() + line * 0.3, titleBox.bottom(), box.width() - line * 0.6, line * 2.1);
        painter.drawText(detailBox, Qt::AlignCenter | Qt::TextWordWrap, m_nodes[i].detail);
    }
}
