#pragma once
// A slider and a number box for one parameter. The slider can be logarithmic, and can cover less
// than the box: a drag across a short slider stays usable over a teaching range (a few percent a
// pixel), while the box takes any value in the full range from the keyboard. A value beyond the
// slider's range puts the handle at that end.

#include <QWidget>

class QDoubleSpinBox;
class QSlider;

class LogSlider : public QWidget {
    Q_OBJECT

public:
    explicit LogSlider(double minimum, double maximum, bool logarithmic, QWidget *parent = nullptr);

    // The slider's own range, within the box's; by default the same.
    void setSliderRange(double low, double high);
    [[nodiscard]] double sliderMinimum() const { return m_low; }
    [[nodiscard]] double sliderMaximum() const { return m_high; }

    [[nodiscard]] double value() const;
    void setValue(double value);
    [[nodiscard]] QSlider *slider() const { return m_slider; }
    [[nodiscard]] QDoubleSpinBox *spinBox() const { return m_spin; }
    void setAccessibleNames(const QString &name);

signals:
    void valueChanged(double value);

protected:
    void changeEvent(QEvent *event) override;

private:
    [[nodiscard]] int toSlider(double value) const;
    [[nodiscard]] double fromSlider(int position) const;

    static constexpr int kSteps = 1000;
    double m_minimum;
    double m_maximum;
    double m_low; // the slider's range
    double m_high;
    bool m_logarithmic;
    QSlider *m_slider;
    QDoubleSpinBox *m_spin;
};
