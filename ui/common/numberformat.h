#pragma once
// Numbers as people read them, in the current locale.

#include <bloom/hash.h>

#include <QString>

namespace NumberFormat {
// Text as one left-to-right unit (LRI … PDI) whatever surrounds it: a formula, or a number with its
// sign or unit. In Urdu text, digits after Arabic letters count as Arabic numbers (Unicode bidi
// rule W2), and "%", "kB" or "× 10" then leave their side: "0.0192%" showed as "%0.0192".
QString leftToRight(const QString &text);
// In a right-to-left ui, each line opened with a right-to-left mark: a selectable label lays out
// each line in the direction of its first strong letter, so a line that starts with a number or a
// formula read from the far left ("n = 200" as "200 = n"). Unchanged in a left-to-right ui.
QString inReadingDirection(const QString &text);
// The text without the marks inReadingDirection() opens its lines with: what it says, not its layout.
QString withoutReadingMarks(const QString &text);
// 0.0174 → "1.74%" (digits and percent sign from the locale); tiny rates switch to "1 in N".
QString percent(double fraction, int significant = 3);
// A change with its sign: 0.0736 → "+7.36%", −0.0064 → "-0.64%", the sign inside the number's
// left-to-right run (in Urdu a "+" outside it stood right of the number: "7.36%+").
QString signedPercent(double fraction, int significant = 3);
// 1 / fraction as "1 in 57"; "never" for 0.
QString oneIn(double fraction);
// 1.2e-16 → "1.2 × 10⁻¹⁶".
QString scientific(double value, int significant = 3);
// -6 → "10⁻⁶": the locale's "10" with a superscript exponent (superscripts exist only in Latin digits).
QString powerOfTen(int exponent);
QString count(double value, int decimals = 0);
// A whole number in the locale's digits, grouped: 1234 → "1,234" (Bengali "১,২৩৪").
QString integer(qint64 value);
// A position or label in the locale's digits, not grouped, so it fits a cell: 1024 → "1024".
QString index(qint64 value);
QString bytes(double bytes);
// A size in bits: "10 bits" below a kilobit, bytes above.
QString bits(quint64 bits);
// What a person typed, for core's parsers: any script's digits (Bengali ১০০০) as ASCII, the
// locale's decimal mark as "." (Uzbek 0,01 is 0.01), and its digit grouping left out
// (English 10,378 and Uzbek 10 378 are 10378).
QString readable(const QString &typed);
// A count as a person typed it, for core's parseCount, which reads English words only (thousand,
// million, billion, k, m, b, kept in every language): readable(), with a word of the interface
// language for a power of ten after the number written as that power ("1 พันล้าน" → "1e9",
// "2,5 mln" → "2.5e6", "১০ লাখ" → "10e5"), so every count the app words can be typed back.
// The one reading of counts: the sizing calculator, the spin boxes and the drills all use it.
QString readableCount(const QString &typed);
// A probe's hash as the ui prints it: hexadecimal for 64-bit hashes, decimal for the others.
QString hash(const bloom::Probe &probe);
} // namespace NumberFormat
