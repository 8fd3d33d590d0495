#include "accentcolors.h"

#include <algorithm>
#include <cmath>

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.5;
}

QColor accentColor(Accent role, const QPalette &palette)
{
    const bool dark = isDarkPalette(palette);
    switch (role) {
    case Accent::SetBit: return dark ? QColor(0x56, 0xB4, 0xE9) : QColor(0x00, 0x72, 0xB2); // sky / blue
    case Accent::Probe: return QColor(0xE6, 0x9F, 0x00); // orange
    case Accent::NewlySet: return dark ? QColor(0x2E, 0xC4, 0x96) : QColor(0x00, 0x9E, 0x73); // bluish green
    case Accent::Shared: return QColor(0xF0, 0xE4, 0x42); // yellow
    case Accent::StopZero: return QColor(0xD5, 0x5E, 0x00); // vermillion
    case Accent::FalsePositive: return QColor(0xCC, 0x79, 0xA7); // reddish purple
    case Accent::Selected: return dark ? QColor(0xF0, 0xE4, 0x42) : QColor(0x00, 0x00, 0x00);
    }
    return palette.color(QPalette::Highlight);
}

QColor textOn(const QColor &background)
{
    // Relative luminance per WCAG, enough to pick the better of black and white.
    const double luminance
        = 0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.45 ? QColor(Qt::black) : QColor(Qt::white);
}

namespace {

double channel(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double relativeLuminance(const QColor &c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor toneColor(Tone tone, const QPalette &palette)
{
    constexpr double kMinimum = 4.5;
    const bool dark = isDarkPalette(palette);
    QColor ink;
    switch (tone) {
    case Tone::Error: ink = dark ? QColor(0xFF, 0x8A, 0x80) : QColor(0xB3, 0x26, 0x1E); break;
    case Tone::Warning: ink = dark ? QColor(0xFF, 0xCC, 0x80) : QColor(0x8A, 0x51, 0x00); break;
    case Tone::Secondary: {
        // Halfway from the window to the text, then pushed toward the text as far as needed.
        const QColor text = palette.color(QPalette::WindowText);
        const QColor window = palette.color(QPalette::Window);
        ink = QColor::fromRgbF((text.redF() + window.redF()) / 2, (text.greenF() + window.greenF()) / 2,
            (text.blueF() + window.blueF()) / 2);
        break;
    }
    }
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    const QColor target = dark ? QColor(Qt::white) : QColor(Qt::black);
    // Blend toward black or white in small steps: 21 steps always reach 21:1 against a window
    // that is itself light (or dark), and the hue survives the first few.
    for (int step = 0; step < 20; ++step) {
        if (contrastRatio(ink, window) >= kMinimum && contrastRatio(ink, base) >= kMinimum)
            break;
        const double t = 0.15;
        ink = QColor::fromRgbF(ink.redF() + (target.redF() - ink.redF()) * t,
            ink.greenF() + (target.greenF() - ink.greenF()) * t,
            ink.blueF() + (target.blueF() - ink.blueF()) * t);
    }
    return ink;
}
