#include "pages/demopage.h"

#include <QPalette>

namespace {

QFont scaled(QFont font, double factor)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(static_cast<int>(font.pixelSize() * factor + 0.5));
    return font;
}

} // namespace

void DemoPage::setPresenterMode(bool on)
{
    if (on == m_presenting || (on && !supportsPresenterMode()))
        return;
    m_presenting = on;
    if (on) {
        m_hadOwnFont = testAttribute(Qt::WA_SetFont);
        m_ownFont = font();
        // Widgets with a font of their own (a monospace code panel), or with a class font from the
        // platform theme (table headers), do not follow the page's font: each is scaled itself.
        const QList<QWidget *> descendants = findChildren<QWidget *>();
        QList<QPair<QWidget *, double>> sizes;
        for (QWidget *widget : descendants)
            sizes.append({widget, widget->font().pointSizeF()});
        setFont(scaled(font(), kPresenterScale));
        for (const auto &[widget, size] : std::as_const(sizes)) {
            if (widget->font().pointSizeF() < size * kPresenterScale * 0.95) {
                const bool own = widget->testAttribute(Qt::WA_SetFont);
                m_explicitFonts.append({widget, own ? widget->font() : QFont()});
                widget->setFont(scaled(widget->font(), kPresenterScale));
            }
        }
        // High contrast: pure black text on white, or pure white on the dark theme's own
        // background (kept, so frames stay visible).
        QPalette contrast = palette();
        const bool dark = contrast.color(QPalette::Window).lightnessF() < 0.5;
        const QColor ink = dark ? Qt::white : Qt::black;
        if (!dark) {
            for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase})
                contrast.setColor(role, Qt::white);
        }
        // The active and inactive groups only: a disabled control must still look disabled.
        for (auto group : {QPalette::Active, QPalette::Inactive}) {
            for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::Mid})
                contrast.setColor(group, role, ink);
        }
        setPalette(contrast);
    } else {
        for (const auto &[widget, before] : std::as_const(m_explicitFonts)) {
            if (widget)
                widget->setFont(before);
        }
        m_explicitFonts.clear();
        setFont(m_hadOwnFont ? m_ownFont : QFont());
        setPalette(QPalette());
    }
    presenterModeChanged(on);
}
