#pragma once
// Live numbers for the filter on screen: n, m, k, fill, the false-positive rate in theory and
// right now, the optimal k, the estimated n, and what keeping the keys themselves would cost.
// They describe the frame the array shows, not the final state, while an add is animating. In the
// cuckoo view they are the cuckoo filter's at rest: its shape, load, rates and bits per key.

#include <QGroupBox>

class ExploreController;
class QLabel;
class QStackedLayout;

class LiveStatsPanel : public QGroupBox {
    Q_OBJECT

public:
    explicit LiveStatsPanel(const ExploreController *controller, QWidget *parent = nullptr);
    void refresh();
    // Only these rows (by object name), for good, e.g. the fill beside a lesson whose question n
    // would answer; they stay whichever view is on.
    void showOnly(const QStringList &rows);
    // The value label of a row, by its object name (n, m, k, fill, fpr, chance, optimalK, estimate,
    // memory; in the cuckoo view cuckooKeys, cuckooShape, cuckooFingerprint, cuckooLoad, cuckooFpr,
    // cuckooFull, cuckooBitsPerKey, cuckooMemory).
    [[nodiscard]] QString value(const QString &row) const;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fitRows();
    QLabel *addRow(const QString &name, const QString &label, const QString &help);
    void refreshBloom();
    void refreshCuckoo();
    void showRowsOfView();

    const ExploreController *m_controller;
    QStackedLayout *m_forms = nullptr;
    QWidget *m_bloomRows;
    QWidget *m_cuckooRows;
    QStringList m_only;
    bool m_cuckooRowsShown = false;
};
