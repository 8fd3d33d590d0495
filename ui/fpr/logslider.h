#pragma once
// A slider and a number box for one parameter. The slider can be logarithmic, so a single drag
// spans 8 bits to 10 billion; the box takes exact values from the keyboard.

#include <QWidget>

class QDoubleSpinBox;
class QSlider;

class LogSlider : public QWidget {
    Q_OBJECT

public:
    explicit LogSlider(double minimum, double maximum, bool logarithmic, QWidget *parent = nullptr);

    [[nodiscard]] double value() const;
    void setValue(double value);
    [[nodiscard]] QSlider *slider() const { return m_slider; }
    [[nodiscard]] QDoubleSpinBox *spinBox() const { return m_spin; }
    void setAccessibleNames(const QString &name);

signals:
    void valueChanged(double value);

private:
    [[nodiscard]] int toSlider(double value) const;
    [[nodiscard]] double fromSlider(int position) const;

    static constexpr int kSteps = 1000;
    double m_minimum;
    double m_maximum;
    bool m_logarithmic;
    QSlider *m_slider;
    QDoubleSpinBox *m_spin;
};
