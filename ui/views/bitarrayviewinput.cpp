// BitArrayView's input: the focused cell and the keys that move it, clicks, a learner's picked
// cells, tooltips and the accessible description. Painting and layout are in bitarrayview.cpp.
#include "bitarrayview.h"

#include "common/numberformat.h"
#include "views/bitcellmodel.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QToolTip>

#include <algorithm>

void BitArrayView::setFocusedCell(int cell)
{
    const int count = m_model ? m_model->rowCount() : 0;
    if (count == 0)
        return;
    cell = std::clamp(cell, 0, count - 1);
    if (cell == m_focusCell)
        return;
    m_focusCell = cell;
    updateAccessibleDescription();
    update();
    emit focusedCellChanged(cell);
}

void BitArrayView::keyPressEvent(QKeyEvent *event)
{
    const int columns = m_geometry.columns;
    switch (event->key()) {
    case Qt::Key_Left: setFocusedCell(m_focusCell - 1); break;
    case Qt::Key_Right: setFocusedCell(m_focusCell + 1); break;
    case Qt::Key_Up: setFocusedCell(m_focusCell - columns); break;
    case Qt::Key_Down: setFocusedCell(m_focusCell + columns); break;
    case Qt::Key_Home: setFocusedCell(0); break;
    case Qt::Key_End: setFocusedCell(m_model ? m_model->rowCount() - 1 : 0); break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!m_pickable) {
            QWidget::keyPressEvent(event);
            return;
        }
        togglePicked(m_focusCell);
        break;
    default: QWidget::keyPressEvent(event); return;
    }
    if (m_model) {
        QToolTip::showText(mapToGlobal(cellRect(m_focusCell).bottomLeft()), m_model->describe(m_focusCell),
            this, cellRect(m_focusCell));
    }
}

void BitArrayView::mousePressEvent(QMouseEvent *event)
{
    const int cell = cellAt(event->position().toPoint());
    if (cell >= 0) {
        setFocusedCell(cell);
        if (m_pickable)
            togglePicked(cell);
    }
    QWidget::mousePressEvent(event);
}

void BitArrayView::setPickable(bool on)
{
    m_pickable = on;
    if (!on)
        clearPicked();
}

QList<int> BitArrayView::pickedCells() const
{
    QList<int> cells(m_picked.cbegin(), m_picked.cend());
    std::sort(cells.begin(), cells.end());
    return cells;
}

void BitArrayView::clearPicked()
{
    if (m_picked.isEmpty())
        return;
    m_picked.clear();
    update();
    emit pickedChanged();
}

void BitArrayView::togglePicked(int cell)
{
    if (!m_model || cell < 0 || cell >= m_model->rowCount())
        return;
    if (!m_picked.remove(cell))
        m_picked.insert(cell);
    update();
    emit pickedChanged();
}

bool BitArrayView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_model) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int cell = cellAt(help->pos());
        if (cell >= 0)
            QToolTip::showText(help->globalPos(), m_model->describe(cell), this, cellRect(cell));
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::ShortcutOverride) {
        // Arrow keys move between cells while the array has focus, before any page shortcut.
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::NoModifier
            && (key->key() == Qt::Key_Left || key->key() == Qt::Key_Right || key->key() == Qt::Key_Up
                || key->key() == Qt::Key_Down || key->key() == Qt::Key_Home || key->key() == Qt::Key_End)) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void BitArrayView::updateAccessibleDescription()
{
    if (!m_model || m_model->rowCount() == 0) {
        setAccessibleDescription(tr("An empty bit array."));
        return;
    }
    setAccessibleDescription(
        tr("%1 bits, %2 set. Focused: %3")
            .arg(NumberFormat::integer(m_model->rowCount()), NumberFormat::integer(m_model->setCount()))
            .arg(m_model->describe(m_focusCell)));
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}
