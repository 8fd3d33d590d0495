#include "codepanel.h"

#include "common/numberformat.h"
#include "player/narration.h"
#include "player/traceplayer.h"

#include <QFontDatabase>
#include <QTextBlock>

namespace {
// The code is C++ and reads the same in every language; only the value comments change.
const QStringList kAddLines {
    QStringLiteral("void add(std::string_view key) {"),
    QStringLiteral("    auto probe = hashes(key);          // k raw hashes"),
    QStringLiteral("    for (uint32_t i = 0; i < k; ++i) {"),
    QStringLiteral("        uint64_t pos = reduce(probe[i], m);"),
    QStringLiteral("        bits[pos] = 1;"),
    QStringLiteral("    }"),
    QStringLiteral("}"),
};
const QStringList kCheckLines {
    QStringLiteral("bool mightContain(std::string_view key) const {"),
    QStringLiteral("    auto probe = hashes(key);"),
    QStringLiteral("    for (uint32_t i = 0; i < k; ++i) {"),
    QStringLiteral("        uint64_t pos = reduce(probe[i], m);"),
    QStringLiteral("        if (!bits[pos]) return false;  // definitely not present"),
    QStringLiteral("    }"),
    QStringLiteral("    return true;                       // maybe present"),
    QStringLiteral("}"),
};
} // namespace

CodePanel::CodePanel(QWidget *parent) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setLayoutDirection(Qt::LeftToRight);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setAccessibleName(tr("Code"));
    setAccessibleDescription(tr("The C++ that runs for the current step, with its values"));
    setPlainText((kAddLines + QStringList {QString()} + kCheckLines).join(QLatin1Char('\n')));
}

void CodePanel::showFrame(const bloom::Trace *trace, const PlayerFrame &frame)
{
    if (!trace) {
        setPlainText((kAddLines + QStringList {QString()} + kCheckLines).join(QLatin1Char('\n')));
        m_line = -1;
        highlight();
        return;
    }
    const bool add = trace->operation == bloom::Operation::Add;
    QStringList lines = add ? kAddLines : kCheckLines;
    const QString key = Narration::shortened(QString::fromStdString(trace->key));
    lines[0] += QStringLiteral("   // key = \"%1\", k = %2, m = %3")
                    .arg(key)
                    .arg(trace->hashCount)
                    .arg(trace->bits);
    const auto step = frame.hashIndex >= 0 && frame.hashIndex < static_cast<int>(trace->steps.size())
        ? &trace->steps[static_cast<std::size_t>(frame.hashIndex)]
        : nullptr;
    switch (frame.stage) {
    case PlayStage::Start: m_line = 1; break;
    case PlayStage::Hash:
        m_line = 2;
        if (step) {
            lines[2] += QStringLiteral("   // i = %1, probe[i] = %2")
                            .arg(frame.hashIndex)
                            .arg(NumberFormat::hash(step->probe));
        }
        break;
    case PlayStage::Reduce:
        m_line = 3;
        if (step)
            lines[3] += QStringLiteral("   // pos = %1").arg(step->probe.position);
        break;
    case PlayStage::Land:
        m_line = 4;
        if (step) {
            lines[4] += add
                ? QStringLiteral("   // bits[%1] was %2").arg(step->probe.position).arg(step->before)
                : QStringLiteral("   // bits[%1] is %2").arg(step->probe.position).arg(step->before);
        }
        break;
    case PlayStage::Verdict:
        if (add)
            m_line = 6;
        else
            m_line = trace->stoppedAt ? 4 : 6;
        break;
    }
    setPlainText(lines.join(QLatin1Char('\n')));
    highlight();
}

void CodePanel::highlight()
{
    QList<QTextEdit::ExtraSelection> selections;
    if (m_line >= 0) {
        QTextEdit::ExtraSelection selection;
        selection.format.setBackground(palette().color(QPalette::Highlight));
        selection.format.setForeground(palette().color(QPalette::HighlightedText));
        selection.format.setProperty(QTextFormat::FullWidthSelection, true);
        selection.cursor = QTextCursor(document()->findBlockByNumber(m_line));
        selections << selection;
    }
    setExtraSelections(selections);
}

void CodePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        highlight();
    QPlainTextEdit::changeEvent(event);
}
