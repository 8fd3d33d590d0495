#pragma once
// The FPR lab's stages: small widgets, each bound to an FprController, that the page, a lesson step
// or a quiz question lays out. Each shows what the controller holds and asks it to act; none keeps
// state of its own beyond the gesture the user is making. The charts are FprChart (fprchart.h).

#include "fpr/fprcontroller.h"

#include <QGroupBox>

class LogSlider;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class SizingCalculator;

// m, n and k, each a slider with a number box. A drag is one undo step however many values it
// passes; a typed value, a key press or a click beside the handle is a step of its own.
class FprInputsBar : public QGroupBox {
    Q_OBJECT

public:
    explicit FprInputsBar(FprController *controller, QWidget *parent = nullptr);
    [[nodiscard]] LogSlider *control(FprController::Input input) const;

private:
    void addControl(QGridLayout *layout, int row, int column, FprController::Input input, LogSlider *control,
        const QString &label);
    void sync();

    FprController *m_controller;
    LogSlider *m_bits;
    LogSlider *m_keys;
    LogSlider *m_hashes;
    int m_dragGesture = FprInputs::kNoGesture;
};

// The sizing calculator, its fields kept in the controller's inputs: typing into one field is one
// undo step until the field is left, and a button that fills several is one step.
class SizingCalculatorStage : public QWidget {
    Q_OBJECT

public:
    explicit SizingCalculatorStage(FprController *controller, QWidget *parent = nullptr);
    [[nodiscard]] SizingCalculator *calculator() const { return m_calculator; }

private:
    void sync();

    FprController *m_controller;
    SizingCalculator *m_calculator;
};

// A job's run button, with the progress of its last run and a cancel button. The lab runs one
// experiment at a time: while any runs, every run button waits and every cancel button stops it.
class ExperimentJobRow : public QWidget {
    Q_OBJECT

public:
    explicit ExperimentJobRow(
        FprController *controller, FprController::Job job, QPushButton *run, QWidget *parent);
    [[nodiscard]] QProgressBar *progressBar() const { return m_progress; }

private:
    void sync();

    FprController *m_controller;
    FprController::Job m_job;
    QPushButton *m_run;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
};

// Measure: real filters at n/2, n, 3n/2 and 2n, overlaid on the first chart; how long the charts'
// last update took; and what the measurement found.
class MeasureStage : public QWidget {
    Q_OBJECT

public:
    explicit MeasureStage(FprController *controller, QWidget *parent = nullptr);
};

// The article's filter at real scale: 100 million keys at 1%.
class SeedScaleStage : public QGroupBox {
    Q_OBJECT

public:
    explicit SeedScaleStage(FprController *controller, QWidget *parent = nullptr);
};

// The same experiment with each hash scheme, in a table that says why each does as it does.
class SchemesStage : public QGroupBox {
    Q_OBJECT

public:
    explicit SchemesStage(FprController *controller, QWidget *parent = nullptr);
    [[nodiscard]] QTableWidget *table() const { return m_table; }

private:
    void sync();

    FprController *m_controller;
    QLabel *m_status;
    QTableWidget *m_table;
};
