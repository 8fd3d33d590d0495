#pragma once
// One row per hash function of the operation being played: its hash, the position it reduces to,
// the bit it found, and whether it has run, is running, or was skipped by the early exit.

#include <bloom/trace.h>

#include <QAbstractTableModel>

struct PlayerFrame;

class TraceStepsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { IndexColumn, HashColumn, PositionColumn, BitColumn, StatusColumn, ColumnCount };
    enum class Status { Pending, Running, Done, Skipped };
    enum Role { StatusRole = Qt::UserRole + 1 };

    explicit TraceStepsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void refresh(const bloom::Trace *trace, const PlayerFrame &frame);
    [[nodiscard]] Status status(int row) const;
    [[nodiscard]] int skippedCount() const;

private:
    bloom::Trace m_trace;
    bool m_hasTrace = false;
    int m_landed = 0;
    int m_running = -1;
    bool m_verdict = false;
};
