#include "splitters.h"

#include <QSplitter>

namespace Splitters {

QSplitter *sideBySide(QWidget *parent)
{
    auto *splitter = new QSplitter(Qt::Horizontal, parent);
    // The same in both directions, so nothing moves when the language changes.
    splitter->setContentsMargins(1, 0, 1, 0);
    return splitter;
}

} // namespace Splitters
