#include "resultstable.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QStyleOptionHeader>

#include <algorithm>
#include <numeric>

namespace {

// What a header section adds around its text (margins, frame), as the style draws it.
QSize headerPadding(const QHeaderView *header)
{
    QStyleOptionHeader option;
    option.initFrom(header);
    option.orientation = header->orientation();
    option.fontMetrics = header->fontMetrics();
    option.text = QStringLiteral("x");
    const QSize withText
        = header->style()->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), header);
    const QSize letter = option.fontMetrics.size(0, option.text);
    return {std::max(0, withText.width() - letter.width()), std::max(0, withText.height() - letter.height())};
}

// Integer metrics round a text's width; this much more keeps a text measured to fit on its lines.
constexpr int kSlack = 2;

int wrappedHeight(const QFontMetrics &metrics, int width, const QString &text)
{
    return metrics.boundingRect(QRect(0, 0, std::max(1, width), 1'000'000), Qt::TextWordWrap, text).height();
}

int widestWord(const QFontMetrics &metrics, const QString &text)
{
    int widest = 0;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = std::max(widest, metrics.horizontalAdvance(word) + kSlack);
    return widest;
}

// The least width at which `text` takes at most `lines` lines.
int widthForLines(const QFontMetrics &metrics, const QString &text, int lines)
{
    int low = widestWord(metrics, text);
    int high = std::max(low, metrics.horizontalAdvance(text) + kSlack);
    while (low < high) {
        const int mid = (low + high) / 2;
        if (wrappedHeight(metrics, mid - kSlack, text) <= lines * metrics.lineSpacing())
            high = mid;
        else
            low = mid + 1;
    }
    return high;
}

Qt::Alignment wrapping(Qt::Alignment alignment)
{
    return Qt::Alignment::fromInt(alignment.toInt() | Qt::TextWordWrap);
}

} // namespace

ResultsTable::ResultsTable(QWidget *parent) : QTableWidget(parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    // fit() sets every section's size; the headers draw their text over as many lines as it gave.
    for (QHeaderView *header : {horizontalHeader(), verticalHeader()}) {
        header->setSectionResizeMode(QHeaderView::Fixed);
        header->setTextElideMode(Qt::ElideNone);
        // A highlighted section is drawn bold, wider than the lines its text was measured for.
        header->setHighlightSections(false);
    }
    horizontalHeader()->setDefaultAlignment(wrapping(Qt::AlignCenter));
    verticalHeader()->setDefaultAlignment(wrapping(Qt::AlignLeading | Qt::AlignVCenter));
    setAccessibleName(tr("Results"));
}

void ResultsTable::setSheet(const ResultSheet &sheet)
{
    m_sheet = sheet;
    clear();
    setColumnCount(static_cast<int>(sheet.columns.size()));
    setRowCount(static_cast<int>(sheet.rows.size()));
    setHorizontalHeaderLabels(sheet.columns);
    QStringList labels;
    for (const ResultSheet::Row &row : sheet.rows)
        labels << row.label;
    setVerticalHeaderLabels(labels);
    for (int r = 0; r < sheet.rows.size(); ++r) {
        for (int c = 0; c < sheet.columns.size(); ++c) {
            auto *item = new QTableWidgetItem(sheet.rows[r].shown.value(c));
            // Numbers line up on their end, which the reading direction decides.
            item->setTextAlignment(Qt::AlignTrailing | Qt::AlignVCenter);
            setItem(r, c, item);
        }
    }
    fit();
}

void ResultsTable::resizeEvent(QResizeEvent *event)
{
    QTableWidget::resizeEvent(event);
    fit();
}

void ResultsTable::changeEvent(QEvent *event)
{
    QTableWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fit();
}

void ResultsTable::fit()
{
    QHeaderView *top = horizontalHeader();
    QHeaderView *side = verticalHeader();
    const int columns = columnCount();
    if (columns == 0 || rowCount() == 0) {
        side->setMinimumWidth(0);
        side->setMaximumWidth(QWIDGETSIZE_MAX);
        top->setMinimumHeight(0);
        top->setMaximumHeight(QWIDGETSIZE_MAX);
        return;
    }
    const QFontMetrics topMetrics = top->fontMetrics();
    const QFontMetrics sideMetrics = side->fontMetrics();
    const int topPad = headerPadding(top).width();
    const int sidePad = headerPadding(side).width();

    // Each value column is as wide as its widest figure: a number is never cut. Its header takes
    // one line when there is room, else two, else as many as its longest word needs.
    QList<int> figures;
    QList<QList<int>> headerWidths; // per column: one line, two lines, longest word
    for (int c = 0; c < columns; ++c) {
        figures << sizeHintForColumn(c);
        const QString title = m_sheet.columns.value(c);
        headerWidths.append({topMetrics.horizontalAdvance(title) + kSlack + topPad,
            widthForLines(topMetrics, title, 2) + topPad, widestWord(topMetrics, title) + topPad});
    }
    int labelNatural = 0;
    int labelWord = 0;
    for (const ResultSheet::Row &row : std::as_const(m_sheet.rows)) {
        labelNatural = std::max(labelNatural, sideMetrics.horizontalAdvance(row.label) + kSlack + sidePad);
        labelWord = std::max(labelWord, widestWord(sideMetrics, row.label) + sidePad);
    }
    // Below this the labels would stand a word or two to a line.
    const int labelLeast
        = std::min(labelNatural, std::max(labelWord, sideMetrics.averageCharWidth() * 18 + sidePad));

    const auto widthsAt = [&](int step) {
        QList<int> widths;
        for (int c = 0; c < columns; ++c)
            widths << std::max(figures[c], headerWidths[c][step]);
        return widths;
    };
    const auto sum
        = [](const QList<int> &widths) { return std::accumulate(widths.begin(), widths.end(), 0); };

    // The vertical scroll bar takes its room only when the rows, as wrapped, do not all fit.
    const int roomHigh = height() - 2 * frameWidth();
    for (const bool scrollBar : {false, true}) {
        const int room
            = width() - 2 * frameWidth() - (scrollBar ? verticalScrollBar()->sizeHint().width() : 0);
        QList<int> widths = widthsAt(0);
        for (int step = 1; step < 3 && room - sum(widths) < labelLeast; ++step)
            widths = widthsAt(step);
        const int label = std::max(labelLeast, room - sum(widths));
        if (arrange(label, widths) <= roomHigh || scrollBar)
            break;
    }
}

int ResultsTable::arrange(int labelWidth, const QList<int> &columnWidths)
{
    QHeaderView *top = horizontalHeader();
    QHeaderView *side = verticalHeader();
    const QFontMetrics topMetrics = top->fontMetrics();
    const QFontMetrics sideMetrics = side->fontMetrics();
    const QSize topPad = headerPadding(top);
    const QSize sidePad = headerPadding(side);
    int headerHeight = 0;
    for (int c = 0; c < columnWidths.size(); ++c) {
        top->resizeSection(c, columnWidths[c]);
        headerHeight = std::max(headerHeight,
            wrappedHeight(topMetrics, columnWidths[c] - topPad.width(), m_sheet.columns.value(c))
                + topPad.height());
    }
    top->setFixedHeight(headerHeight);
    side->setFixedWidth(labelWidth);
    int total = headerHeight;
    for (int r = 0; r < rowCount(); ++r) {
        const int text = wrappedHeight(sideMetrics, labelWidth - sidePad.width(), m_sheet.rows[r].label);
        const int height = std::max(sizeHintForRow(r), text + sidePad.height());
        side->resizeSection(r, height);
        total += height;
    }
    return total;
}
