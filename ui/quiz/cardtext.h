#pragma once
// The quiz card's words on screen: labels that wrap, and text in the reading direction.

#include <QString>
#include <Qt>

class QLabel;
class QWidget;

namespace CardText {
// A Markdown label that wraps, aligned to the layout's leading edge whatever each paragraph's
// own direction.
QLabel *wrappedLabel(QWidget *parent);
// In right-to-left text every paragraph, heading and list item opens with a right-to-left mark:
// one that starts with a formula or a number ("m = … بٹ") was laid out left to right.
QString inReadingDirection(const QString &markdown, Qt::LayoutDirection direction);
} // namespace CardText
