#pragma once
// A system drawn as boxes and arrows — client → filter → store — with the path the last request
// took lit up, and each arrow's count of requests after a run. Boxes stand in a row that follows
// the reading direction; an arrow that skips a box arches over it, and an answer that comes back
// early (the filter's "definitely not") arches under. Colours come from the palette.
#include <QList>
#include <QString>
#include <QWidget>

struct DiagramNode {
    QString title;
    QString detail; // a second, smaller line: "SQLite · 1,000,000 rows"
};

struct DiagramEdge {
    int from = 0;
    int to = 0;
    QString label; // what travels: "maybe", "definitely not", a count
};

class SystemDiagram : public QWidget {
    Q_OBJECT

public:
    explicit SystemDiagram(QWidget *parent = nullptr);

    void setNodes(const QList<DiagramNode> &nodes);
    void setEdges(const QList<DiagramEdge> &edges);
    void setNodeDetail(int node, const QString &detail);
    void setEdgeLabel(int edge, const QString &label);
    // The edges the last request went along; none lit when empty.
    void setLit(const QList<int> &edges);
    [[nodiscard]] const QList<int> &lit() const { return m_lit; }
    [[nodiscard]] const QList<DiagramEdge> &edges() const { return m_edges; }
    [[nodiscard]] const QList<DiagramNode> &nodes() const { return m_nodes; }

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;
    // Where each box stands at the current width, by node.
    [[nodiscard]] QList<QRectF> nodeRects() const;
    // Where each edge's label is drawn, by edge; empty for an edge without one.
    [[nodiscard]] QList<QRectF> labelRects() const;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Layout;
    [[nodiscard]] Layout layout(double width) const;
    void describe();

    QList<DiagramNode> m_nodes;
    QList<DiagramEdge> m_edges;
    QList<int> m_lit;
};
