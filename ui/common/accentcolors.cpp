#include "accentcolors.h"

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
