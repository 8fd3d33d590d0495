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
