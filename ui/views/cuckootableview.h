#pragma once
// Paints a cuckoo filter's table: its buckets side by side, each four slots holding fingerprints,
// the victim slot after them, and a callout with the step in words. The key's two buckets are
// outlined, the one in focus most strongly. Everything it shows comes from a CuckooShown.

#include "views/cuckootable.h"

#include <QWidget>

class CuckooTableView : public QWidget {
    Q_OBJECT

public:
    explicit CuckooTableView(QWidget *parent = nullptr);

    void setShown(const CuckooShown &shown);
    [[nodiscard]] const CuckooShown &shown() const { return m_shown; }
    void setCallout(const QString &text);
    [[nodiscard]] QString callout() const { return m_callout; }
    // Presenter mode: larger type, thicker outlines.
    void setPresentation(bool on);

    // Where a bucket and a slot are drawn, for tests and tooltips; empty when not drawn.
    [[nodiscard]] QRect bucketRect(int bucket) const;
    [[nodiscard]] QRect slotRect(int slot) const;
    [[nodiscard]] QRect victimRect() const;

    QSize sizeHint() const override;
    // Tall enough at the current width for every fingerprint's number to be read.
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Geometry {
        QRect calloutBand;
        int slot = 0; // a slot's side
        int columns = 1; // buckets per row
        int bucketWidth = 0;
        int rowHeight = 0;
        QPoint origin;
    };
    [[nodiscard]] Geometry layoutFor(const QRect &area) const;
    void relayout();
    [[nodiscard]] int calloutBandHeight() const;
    [[nodiscard]] int labelHeight() const;
    [[nodiscard]] int places() const;
    // The height that shows every slot's number at this width.
    [[nodiscard]] int minimumHeightFor(int width) const;
    void updateMinimumHeight();
    void paintBucket(QPainter &painter, int bucket) const;
    void paintSlot(QPainter &painter, const QRect &rect, quint16 fingerprint, SlotMark mark) const;
    void paintVictim(QPainter &painter) const;
    void paintCallout(QPainter &painter) const;
    void updateAccessibleDescription();
    [[nodiscard]] QString slotToolTip(int slot) const;

    CuckooShown m_shown;
    QString m_callout;
    bool m_presentation = false;
    Geometry m_geometry;
    int m_minimumHeight = 0; // minimumHeightFor(width()), as last told to the layout
};
