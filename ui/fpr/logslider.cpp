#include "logslider.h"
#include "common/numberspinbox.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>
#include <cmath>

LogSlider::LogSlider(double minimum, double maximum, bool logarithmic, QWidget *parent)
    : QWidget(parent),
      m_minimum(minimum),
      m_maximum(maximum),
      m_low(minimum),
      m_high(maximum),
      m_logarithmic(logarithmic),
      m_slider(new QSlider(Qt::Horizontal, this)),
      m_spin(new NumberDoubleSpinBox(this))
{
    m_slider->setRange(0, logarithmic ? kSteps : static_cast<int>(maximum - minimum));
    m_spin->setRange(minimum, maximum);
    m_spin->setDecimals(0);
    m_spin->setGroupSeparatorShown(true);
    m_spin->setKeyboardTracking(false);
    // Wide enough for the largest value and no wider: the room a box does not need goes to the
    // slider, whose length is its resolution.
    m_spin->setMinimumWidth(
        m_spin->fontMetrics().horizontalAdvance(QLocale().toString(maximum, 'f', 0)) + 40);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_spin);
    // Each control follows the other silently, so one change is announced once, not twice.
    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        {
            const QSignalBlocker blocker(m_spin);
            m_spin->setValue(fromSlider(position));
        }
        emit valueChanged(value());
    });
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        {
            const QSignalBlocker blocker(m_slider);
            m_slider->setValue(toSlider(v));
        }
        emit valueChanged(value());
    });
}

void LogSlider::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::EnabledChange || event->type() == QEvent::PaletteChange) {
        // Fusion fills a slider's groove with the highlight colour even when it is disabled, so a
        // locked slider in a lesson looked live beside its greyed box.
        QPalette groove = m_slider->palette();
        groove.setColor(
            QPalette::Disabled, QPalette::Highlight, palette().color(QPalette::Disabled, QPalette::Mid));
        m_slider->setPalette(groove);
    }
    QWidget::changeEvent(event);
}

void LogSlider::setSliderRange(double low, double high)
{
    m_low = std::clamp(low, m_minimum, m_maximum);
    m_high = std::clamp(high, m_low, m_maximum);
    const QSignalBlocker blocker(m_slider);
    if (!m_logarithmic)
        m_slider->setRange(0, static_cast<int>(m_high - m_low));
    m_slider->setValue(toSlider(value()));
}

void LogSlider::setAccessibleNames(const QString &name)
{
    m_slider->setAccessibleName(name);
    m_spin->setAccessibleName(name);
}

double LogSlider::value() const
{
    return m_spin->value();
}

void LogSlider::setValue(double value)
{
    {
        const QSignalBlocker spin(m_spin);
        const QSignalBlocker slider(m_slider);
        m_spin->setValue(value);
        m_slider->setValue(toSlider(m_spin->value()));
    }
    emit valueChanged(this->value());
}

int LogSlider::toSlider(double value) const
{
    // Beyond the slider's range (a value typed into the box), the handle waits at that end.
    value = std::clamp(value, m_low, m_high);
    if (!m_logarithmic)
        return static_cast<int>(std::lround(value - m_low));
    const double span = std::log10(m_high) - std::log10(m_low);
    return static_cast<int>(std::lround((std::log10(value) - std::log10(m_low)) / span * kSteps));
}

double LogSlider::fromSlider(int position) const
{
    if (!m_logarithmic)
        return m_low + position;
    const double span = std::log10(m_high) - std::log10(m_low);
    // Round to about three significant digits: a drag lands on numbers people can read.
    const double raw = std::pow(10.0, std::log10(m_low) + span * position / kSteps);
    const double scale = std::pow(10.0, std::floor(std::log10(raw)) - 2);
    return std::clamp(std::round(raw / scale) * scale, m_low, m_high);
}
