#pragma once
// Lays one animation frame of a trace over the cells as they are after the operation: cells the
// animation has not reached yet show their old value, reached ones are marked by what happened.

#include "views/bitcellmodel.h"

#include <bloom/trace.h>

struct PlayerFrame;

void overlayTrace(
    QVector<CellState> &cells, const bloom::Trace &trace, const PlayerFrame &frame, bool falsePositive);

// Marks the cells of `positions` Selected where nothing else marks them.
void markSelected(QVector<CellState> &cells, const std::vector<std::uint64_t> &positions);
