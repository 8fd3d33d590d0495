#pragma once
// The Safe Browsing tab: the list, the browsing and the target rate, then one URL at a time, bound
// to a SafeBrowsingController; its paragraph tells how Chrome's local list changed.
#include "systems/systemtab.h"

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;
class SafeBrowsingController;

class SafeBrowsingTab : public SystemTab {
    Q_OBJECT

public:
    explicit SafeBrowsingTab(SafeBrowsingController *controller, QWidget *parent = nullptr);
    [[nodiscard]] QLineEdit *urlEdit() const { return m_url; }

protected:
    [[nodiscard]] QString csvFileName() const override;
    void refresh() override;

private:
    QWidget *makeBrowsingBox();
    QWidget *makeCheckBox();
    void pushSettings();

    SafeBrowsingController *m_controller;
    QSpinBox *m_listSize = nullptr;
    QSpinBox *m_checks = nullptr;
    QDoubleSpinBox *m_listedShare = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
    QComboBox *m_client = nullptr;
    QLineEdit *m_url = nullptr;
    QList<QWidget *> m_needSystem; // off until a run has built the list
};
