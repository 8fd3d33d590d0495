#include "textlayout.h"

#include <QLocale>
#include <QRegularExpression>

namespace {

// In a right-to-left text, a key, "(3, 7, 11)" or a formula would take part in the sentence's
// ordering: a parenthesis lands on the wrong side, "3, 7, 11" reads backwards. Each run of Latin
// letters, digits and formula signs goes in LRI … PDI, as scripts/isolate-rtl-runs.py does for the
// interface's messages. A list marker at a line's start stays outside, so Markdown still sees it.
// An Urdu comma outside brackets ends a run: "29، 30 اور 31" is an Urdu list, read from the right.
QString isolatePiece(const QString &piece)
{
    static const QRegularExpression letterOrDigit(QStringLiteral("[A-Za-zÀ-ÿ0-9Π]"));
    qsizetype lead = 0;
    while (lead < piece.size() && piece.at(lead).isSpace())
        ++lead;
    QString core = piece.mid(lead);
    qsizetype tail = 0;
    while (tail < core.size() && QStringLiteral(" .,،:;([").contains(core.at(core.size() - 1 - tail)))
        ++tail;
    core.chop(tail);
    if (core.contains(letterOrDigit))
        core = QChar(0x2066) + core + QChar(0x2069);
    return piece.left(lead) + core + piece.right(tail);
}

QString isolateLeftToRightRuns(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("^\\s*(?:[-*+]|\\d+[.)])\\s+"));
    static const QRegularExpression run(
        QStringLiteral("(?:[A-Za-zÀ-ÿ0-9`(\\[+⌊*Π]|-(?=\\d))[A-Za-zÀ-ÿ0-9`_ "
                       ".,،=+×·−\\-()\\[\\]/^'⌊⌋÷⁰¹²³⁴⁵⁶⁷⁸⁹⁻ⁿ₀₁₂₃₄₅₆₇₈₉Π*%≈:…≤≥<>]*"));
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines) {
        const qsizetype start = marker.match(line).capturedLength();
        QString out = line.left(start);
        qsizetype at = start;
        for (auto it = run.globalMatch(line, start); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            out += line.mid(at, match.capturedStart() - at);
            const QString matched = match.captured();
            int depth = 0;
            qsizetype from = 0;
            for (qsizetype i = 0; i < matched.size(); ++i) {
                const QChar c = matched.at(i);
                if (c == u'(' || c == u'[')
                    ++depth;
                else if ((c == u')' || c == u']') && depth > 0)
                    --depth;
                else if (c == u'،' && depth == 0) {
                    out += isolatePiece(matched.mid(from, i - from)) + c;
                    from = i + 1;
                }
            }
            out += isolatePiece(matched.mid(from));
            at = match.capturedEnd();
        }
        out += line.mid(at);
        line = out;
    }
    return lines.join(QLatin1Char('\n'));
}

// "k = 3" must not break after the "k" at a line's end: no-break spaces round the sign. In an
// isolated run of right-to-left text, figure spaces: a no-break space is a separator to the bidi
// algorithm, and Qt turned an isolated "k = 3" round in Urdu.
QString joinSigns(const QString &text, QChar space)
{
    static const QRegularExpression spacedSign(QStringLiteral("(?<=\\S) ([=≈×÷]) (?=\\S)"));
    return QString(text).replace(spacedSign, space + QStringLiteral("\\1") + space);
}

QString keepSignsJoined(const QString &text)
{
    return joinSigns(text, QChar(0x00A0));
}

QString keepIsolatedSignsJoined(const QString &text)
{
    return joinSigns(text, QChar(0x2007));
}

} // namespace

namespace TextLayout {

QString prepare(const QString &markdown, const QString &language)
{
    if (QLocale(language).textDirection() == Qt::RightToLeft)
        // Isolating first: a run ends at a space that does not break.
        return keepIsolatedSignsJoined(isolateLeftToRightRuns(markdown));
    return keepSignsJoined(markdown);
}

} // namespace TextLayout
