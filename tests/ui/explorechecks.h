#pragma once
// What the Explore tests read back from a filter and its cells, shared by its three test files.

#include "views/bitcellmodel.h"

#include <bloom/bloom.h>

#include <QImage>
#include <QList>
#include <QString>
#include <QWidget>

#include <cstdint>
#include <vector>

namespace ExploreChecks {

inline std::vector<std::uint64_t> wordsOf(const bloom::BloomFilter &filter)
{
    const auto words = filter.words();
    return {words.begin(), words.end()};
}

// The positions of the cells that show a 1.
inline QList<int> setCells(const BitCellModel &cells)
{
    QList<int> out;
    for (int i = 0; i < cells.rowCount(); ++i) {
        if (cells.bit(i))
            out << i;
    }
    return out;
}

// Set BLOOMLAB_SCREENSHOT_DIR to look at the states the tests reach.
inline void snap(QWidget &widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("BLOOMLAB_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        widget.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace ExploreChecks
