#pragma once
// One band per slice of a scalable filter, newest at the bottom: its size, k, error budget and
// how full it is. A new band appears the moment a slice fills up.

#include <QWidget>

class ScalableModel;

class SliceBandsView : public QWidget {
    Q_OBJECT

public:
    explicit SliceBandsView(const ScalableModel *model, QWidget *parent = nullptr);

    [[nodiscard]] int bandCount() const;
    // The text of band `index`, as painted and read by screen readers.
    [[nodiscard]] QString bandText(int index) const;
    // The newest bands that fit; a line above them counts the rest.
    [[nodiscard]] int shownBandCount() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Layout {
        QRect area;
        int textHeight = 0;
        int barHeight = 0;
        int bandHeight = 0;
        int visible = 0;
        int firstTop = 0;
    };
    [[nodiscard]] Layout layoutBands() const;
    void refresh();
    const ScalableModel *m_model;
};
