#pragma once
// The steps table: one row per hash of the operation on screen, read-only, sized to its content.

#include <QTableView>

class TraceStepsModel;

class TraceStepsView : public QTableView {
    Q_OBJECT

public:
    explicit TraceStepsView(TraceStepsModel *model, QWidget *parent = nullptr);
    // The figures at their widest (a 64-bit hash in hexadecimal) and a few words of the status.
    [[nodiscard]] QSize minimumSizeHint() const override;
};
