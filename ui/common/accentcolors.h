#pragma once
// One colour-blind-safe accent set (Okabe & Ito), used on top of the palette. Each role names what
// it means, not what it looks like, so presenter mode and dark mode can adjust them together.

#include <QColor>
#include <QPalette>

enum class Accent {
    SetBit, // a 1 bit
    Probe, // the hash being evaluated now
    NewlySet, // a bit this add turned on
    Shared, // a bit that was already on: now shared
    StopZero, // the 0 bit where a check stopped
    FalsePositive, // a bit that made a false positive
    Selected, // the cells of the selected key
};

// The colour for `role`, tuned for the palette's lightness (dark mode gets lighter tones).
QColor accentColor(Accent role, const QPalette &palette);
// Black or white, whichever reads better on `background`.
QColor textOn(const QColor &background);
// True when the palette's window colour is dark.
bool isDarkPalette(const QPalette &palette);

// Text that is not the page's plain text: errors, warnings, and secondary notes. Fusion's
// BrightText is white and PlaceholderText light grey, both unreadable on a light window, and
// Qt 6.4 has no error role; so each tone starts from a hue and is darkened (light theme) or
// lightened (dark theme) until it reads at 4.5:1 or better on both Window and Base (WCAG AA).
enum class Tone {
    Error,
    Warning,
    Secondary,
};
QColor toneColor(Tone tone, const QPalette &palette);
// WCAG 2 contrast ratio of two colours, from 1 (same) to 21 (black on white).
double contrastRatio(const QColor &a, const QColor &b);
