#pragma once
// Live numbers for the filter on screen: n, m, k, fill, the false-positive rate in theory and
// right now, the optimal k, the estimated n, and what keeping the keys themselves would cost.
// They describe the frame the array shows, not the final state, while an add is animating.

#include <QGroupBox>

class ExploreController;
class QLabel;

class LiveStatsPanel : public QGroupBox {
    Q_OBJECT

public:
    explicit LiveStatsPanel(const ExploreController *controller, QWidget *parent = nullptr);
    void refresh();
    // Only these rows (by object name), e.g. the fill beside a lesson whose question n would answer.
    void showOnly(const QStringList &rows);
    // The value label of a row, by its object name (n, m, k, fill, fpr, chance, optimalK, estimate, memory).
    [[nodiscard]] QString value(const QString &row) const;

private:
    QLabel *addRow(const QString &name, const QString &label, const QString &help);

    const ExploreController *m_controller;
};
