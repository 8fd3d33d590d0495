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

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void refresh();
    const ScalableModel *m_model;
};
