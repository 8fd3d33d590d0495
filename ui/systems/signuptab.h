#pragma once
// The sign-up system's tab: the database, filter and sign-up controls bound to a
// SignupController, in the frame every system's tab shares.
#include "systems/systemtab.h"

class QButtonGroup;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class SignupController;

class SignupTab : public SystemTab {
    Q_OBJECT

public:
    explicit SignupTab(SignupController *controller, QWidget *parent = nullptr);
    [[nodiscard]] SignupController *controller() const { return m_controller; }
    [[nodiscard]] QLineEdit *nameEdit() const { return m_name; }

protected:
    [[nodiscard]] QString csvFileName() const override;
    void refresh() override;

private:
    QWidget *makeDatabaseBox();
    QWidget *makeFilterBox();
    QWidget *makeWorkloadBox();
    void pushSettings();
    void chooseDatabase();

    SignupController *m_controller;
    QLabel *m_rows = nullptr;
    QLineEdit *m_path = nullptr;
    QSpinBox *m_create = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
    QButtonGroup *m_home = nullptr;
    QLineEdit *m_host = nullptr;
    QSpinBox *m_port = nullptr;
    QLineEdit *m_password = nullptr;
    QSpinBox *m_workload = nullptr;
    QSpinBox *m_taken = nullptr;
    QLineEdit *m_name = nullptr;
    QLabel *m_filterShape = nullptr;
    QPushButton *m_useInProcess = nullptr;
};
