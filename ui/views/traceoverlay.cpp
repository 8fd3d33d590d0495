#include "traceoverlay.h"

#include "player/traceplayer.h"

void overlayTrace(
    QVector<CellState> &cells, const bloom::Trace &trace, const PlayerFrame &frame, bool falsePositive)
{
    if (trace.bits != static_cast<std::uint64_t>(cells.size()))
        return;
    const int steps = static_cast<int>(trace.steps.size());
    const QString key = QString::fromStdString(trace.key);
    const auto cellAt = [&cells, &trace](int step) -> CellState & {
        return cells[static_cast<qsizetype>(trace.steps[static_cast<std::size_t>(step)].probe.position)];
    };
    // Unreached steps show the old value; undo them from the last back, so a position that
    // repeats ends up with the value it had before the first of them.
    if (trace.operation != bloom::Operation::Check) {
        for (int j = steps - 1; j >= frame.landedSteps; --j) {
            CellState &cell = cellAt(j);
            const auto &step = trace.steps[static_cast<std::size_t>(j)];
            cell.value = static_cast<int>(step.before);
            cell.saturated = step.saturated && step.before == step.after;
            if (trace.operation == bloom::Operation::Add)
                cell.owners.removeAll(key);
        }
    }
    for (int j = 0; j < frame.landedSteps && j < steps; ++j) {
        CellState &cell = cellAt(j);
        const auto &step = trace.steps[static_cast<std::size_t>(j)];
        switch (trace.operation) {
        case bloom::Operation::Add:
            cell.mark
                = step.before == 0 || cell.mark == CellMark::NewlySet ? CellMark::NewlySet : CellMark::Shared;
            break;
        case bloom::Operation::Remove: cell.mark = CellMark::Decremented; break;
        case bloom::Operation::Check:
            if (step.before == 0)
                cell.mark = CellMark::StopZero;
            else
                cell.mark
                    = frame.isVerdict() && falsePositive ? CellMark::FalsePositive : CellMark::Confirmed;
            break;
        }
    }
    if (frame.stage == PlayStage::Reduce && frame.hashIndex >= 0 && frame.hashIndex < steps)
        cellAt(frame.hashIndex).mark = CellMark::Target;
}

void markSelected(QVector<CellState> &cells, const std::vector<std::uint64_t> &positions)
{
    for (std::uint64_t pos : positions) {
        if (pos < static_cast<std::uint64_t>(cells.size())
            && cells[static_cast<qsizetype>(pos)].mark == CellMark::None)
            cells[static_cast<qsizetype>(pos)].mark = CellMark::Selected;
    }
}
