#pragma once
// Paints the bit array: numbered cells wrapping into rows, each marked as the player says, plus a
// callout above them with the current hash computation and an arrow to its cell. It holds no
// filter logic: everything it shows comes from a BitCellModel.

#include <QPointer>
#include <QSet>

#include "views/bitcellmodel.h"
#include <QWidget>

class BitArrayView : public QWidget {
    Q_OBJECT

public:
    explicit BitArrayView(QWidget *parent = nullptr);

    void setModel(BitCellModel *model);
    [[nodiscard]] BitCellModel *model() const { return m_model; }

    // The current step in words ("hash₂(john_doe) = …") and the cell its arrow points to (-1: none).
    void setCallout(const QString &text, int targetCell);
    [[nodiscard]] QString callout() const { return m_callout; }

    // Colour set cells by how many keys probe them, to show collisions.
    void setCollisionView(bool on);
    [[nodiscard]] bool collisionView() const { return m_collisions; }
    // Presenter mode: larger type, thicker outlines, stronger contrast.
    void setPresentation(bool on);

    // A prediction ("which bits will mango set?"): clicks, Space and Enter pick and unpick cells.
    void setPickable(bool on);
    [[nodiscard]] QList<int> pickedCells() const;
    void clearPicked();

    [[nodiscard]] int focusedCell() const { return m_focusCell; }
    void setFocusedCell(int cell);
    [[nodiscard]] QRect cellRect(int cell) const;
    [[nodiscard]] int cellAt(const QPoint &point) const;

    // Paints everything into `painter` over `target`, as on screen.
    void render(QPainter &painter, const QRect &target) const;
    // For PNG/SVG export: the cells as laid out on screen, with their row labels, cropped to them
    // and without the step's callout or the focus frame (an animation frame's words do not belong
    // on a slide, and the view's empty margins would frame the picture). exportSize() is its size.
    [[nodiscard]] QSize exportSize() const;
    void renderForExport(QPainter &painter) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void focusedCellChanged(int cell);
    void pickedChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Geometry {
        QRect grid;
        QRect calloutBand;
        int cell = 0;
        int columns = 1;
    };
    Geometry layoutFor(const QRect &area) const;
    [[nodiscard]] Geometry exportGeometry() const;
    void paintArray(QPainter &painter, const QRect &target, const Geometry &g, bool onScreen) const;
    void relayout();
    void paintCell(QPainter &painter, int cell, const QRect &rect, bool focusFrame) const;
    void togglePicked(int cell);
    void paintCallout(QPainter &painter, const Geometry &geometry) const;
    [[nodiscard]] QFont numberFont() const;
    void updateAccessibleDescription();

    QPointer<BitCellModel> m_model;
    QString m_callout;
    int m_target = -1;
    bool m_collisions = false;
    bool m_presentation = false;
    int m_focusCell = 0;
    bool m_pickable = false;
    QSet<int> m_picked;
    Geometry m_geometry;
};
