#include "signuptab.h"

#include "common/numberformat.h"
#include "common/numberspinbox.h"
#include "systems/signupcontroller.h"
#include "systems/systemrun.h"

#include <QButtonGroup>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QTextLayout>
#include <QVBoxLayout>
#include <QtMath>

#include <algorithm>

SignupTab::SignupTab(SignupController *controller, QWidget *parent)
    : SystemTab(controller,
        tr("A sign-up form asks “is this name taken?” for every name a visitor types. Asking the database "
           "each time is a query per keystroke; a Bloom filter in front of it answers “definitely not” from "
           "memory for most free names, and only a “maybe” goes on to the database. Here the database is "
           "real (SQLite), and so is Redis when the filter lives there."),
        {{tr("Sign-up form"), {}}, {tr("Bloom filter"), {}}, {tr("Users table"), {}}},
        {{SignupController::FormNode, SignupController::FilterNode, {}},
            {SignupController::FilterNode, SignupController::DatabaseNode, {}},
            {SignupController::FilterNode, SignupController::FormNode, {}}},
        parent),
      m_controller(controller)
{
    addControls(makeDatabaseBox());
    addControls(makeFilterBox());
    addControls(makeWorkloadBox());
    m_useInProcess = new QPushButton(tr("Use the filter in this process instead"), this);
    addStage(m_useInProcess);
    connect(m_useInProcess, &QPushButton::clicked, m_controller, &SignupController::useInProcessFilter);
}

QString SignupTab::csvFileName() const
{
    return tr("signup-results.csv");
}

QWidget *SignupTab::makeDatabaseBox()
{
    auto *box = new QGroupBox(tr("Database"), this);
    m_path = new QLineEdit(box);
    m_path->setReadOnly(true);
    m_path->setAccessibleName(tr("Database file"));
    auto *choose = new QPushButton(tr("Choose…"), box);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(choose);
    m_rows = new QLabel(box);
    // A number's own direction would push it to the far side of its row in Urdu: it stays by its label.
    m_rows->setAlignment(
        QStyle::visualAlignment(layoutDirection(), Qt::AlignLeft) | Qt::AlignAbsolute | Qt::AlignVCenter);
    m_create = new NumberSpinBox(box);
    m_create->setRange(int(systems::UsernameDb::kMinCreate), int(systems::UsernameDb::kMaxCreate));
    m_create->setSingleStep(100'000);
    m_create->setGroupSeparatorShown(true);
    m_create->setAccessibleName(tr("Users to add"));
    auto *create = new QPushButton(tr("Create users"), box);
    auto *createRow = new QHBoxLayout;
    createRow->addWidget(m_create, 1);
    createRow->addWidget(create);
    auto *form = new QFormLayout(box);
    form->addRow(tr("File:"), pathRow);
    form->addRow(tr("Names:"), m_rows);
    form->addRow(tr("Users to add:"), createRow);
    connect(choose, &QPushButton::clicked, this, &SignupTab::chooseDatabase);
    connect(m_create, &QSpinBox::valueChanged, this, &SignupTab::pushSettings);
    connect(create, &QPushButton::clicked, this, [this] {
        pushSettings();
        m_controller->createUsers();
    });
    addActions({choose, create, m_create});
    return box;
}

QWidget *SignupTab::makeFilterBox()
{
    auto *box = new QGroupBox(tr("Filter"), this);
    m_rate = new NumberDoubleSpinBox(box);
    m_rate->setRange(0.001, 50);
    m_rate->setDecimals(3);
    // A step of a tenth of the value's leading digit, as on the false-positive-rate page: 0.010 %
    // steps to 0.011 %, 1 % to 1.1 %. A whole point took 0.010 % to 1.010 %.
    m_rate->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_rate->setSuffix(tr(" %"));
    m_rate->setAccessibleName(tr("False-positive rate to build for"));
    m_home = new QButtonGroup(box);
    auto *inProcess = new QRadioButton(tr("In this process"), box);
    auto *privateRedis
        = new QRadioButton(tr("In Redis, started by BloomLab (private, on this computer)"), box);
    auto *redisAt = new QRadioButton(tr("In a Redis server at:"), box);
    m_home->addButton(inProcess, int(SignupController::Home::InProcess));
    m_home->addButton(privateRedis, int(SignupController::Home::PrivateRedis));
    m_home->addButton(redisAt, int(SignupController::Home::RedisAt));
    m_host = new QLineEdit(box);
    m_host->setAccessibleName(tr("Redis host"));
    m_port = new NumberSpinBox(box);
    m_port->setRange(1, 65535);
    m_port->setAccessibleName(tr("Redis port"));
    m_password = new QLineEdit(box);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("Password (optional)"));
    m_password->setAccessibleName(tr("Redis password"));
    auto *serverRow = new QHBoxLayout;
    serverRow->addWidget(m_host, 2);
    serverRow->addWidget(m_port, 1);
    serverRow->addWidget(m_password, 2);
    m_filterShape = new QLabel(box);
    m_filterShape->setWordWrap(true);
    // Two lines of room from the start: the built filter's longer description is given two lines
    // by the form's height-for-width, and the controls below would otherwise jump down. A line is
    // measured on the language's own text, whose fallback font (Urdu's Naskh) is taller than Latin.
    m_filterShape->setAlignment(Qt::AlignLeading | Qt::AlignTop);
    QTextLayout sample(tr("Filter: %1").arg(m_controller->filterDescription()), m_filterShape->font());
    sample.beginLayout();
    const QTextLine line = sample.createLine();
    sample.endLayout();
    m_filterShape->setMinimumHeight(
        2 * qCeil(std::max(line.height(), qreal(m_filterShape->fontMetrics().lineSpacing()))));
    auto *build = new QPushButton(tr("Build the filter"), box);
    auto *layout = new QFormLayout(box);
    layout->addRow(tr("False-positive rate:"), m_rate);
    layout->addRow(tr("Where it lives:"), inProcess);
    layout->addRow(QString(), privateRedis);
    layout->addRow(QString(), redisAt);
    layout->addRow(QString(), serverRow);
    layout->addRow(QString(), m_filterShape);
    layout->addRow(QString(), build);
    connect(build, &QPushButton::clicked, this, [this] {
        pushSettings();
        m_controller->buildFilter();
    });
    connect(m_home, &QButtonGroup::idClicked, this, &SignupTab::pushSettings);
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, &SignupTab::pushSettings);
    connect(m_host, &QLineEdit::editingFinished, this, &SignupTab::pushSettings);
    connect(m_port, &QSpinBox::valueChanged, this, &SignupTab::pushSettings);
    connect(m_password, &QLineEdit::editingFinished, this, &SignupTab::pushSettings);
    addActions({build, m_rate, inProcess, privateRedis, redisAt});
    return box;
}

QWidget *SignupTab::makeWorkloadBox()
{
    auto *box = new QGroupBox(tr("Sign-ups"), this);
    m_workload = new NumberSpinBox(box);
    m_workload->setRange(int(systems::SignupSystem::kMinWorkload), int(systems::SignupSystem::kMaxWorkload));
    m_workload->setSingleStep(10'000);
    m_workload->setGroupSeparatorShown(true);
    m_taken = new NumberSpinBox(box);
    m_taken->setRange(0, 100);
    m_taken->setSuffix(tr(" %"));
    auto *run = new QPushButton(tr("Run the sign-ups"), box);
    m_name = new QLineEdit(box);
    m_name->setPlaceholderText(tr("A username, e.g. ada_codes"));
    m_name->setAccessibleName(tr("Username"));
    m_name->setMaxLength(200); // longer than the column allows, so the refusal is explained, not silent
    auto *check = new QPushButton(tr("Check"), box);
    auto *registerButton = new QPushButton(tr("Register"), box);
    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(m_name, 1);
    nameRow->addWidget(check);
    nameRow->addWidget(registerButton);
    auto *form = new QFormLayout;
    form->addRow(tr("Sign-ups to check:"), m_workload);
    form->addRow(tr("Share of names already taken:"), m_taken);
    form->addRow(QString(), run);
    // The name gets the box's whole width: a username is typed here, not picked.
    auto *nameLabel = new QLabel(tr("Or one name at a time:"), box);
    nameLabel->setBuddy(m_name);
    auto *layout = new QVBoxLayout(box);
    layout->addLayout(form);
    layout->addWidget(nameLabel);
    layout->addLayout(nameRow);
    connect(m_workload, &QSpinBox::valueChanged, this, &SignupTab::pushSettings);
    connect(m_taken, &QSpinBox::valueChanged, this, &SignupTab::pushSettings);
    connect(run, &QPushButton::clicked, this, [this] {
        pushSettings();
        m_controller->runWorkload();
    });
    connect(check, &QPushButton::clicked, this, [this] { m_controller->checkName(m_name->text()); });
    connect(m_name, &QLineEdit::returnPressed, this, [this] { m_controller->checkName(m_name->text()); });
    connect(
        registerButton, &QPushButton::clicked, this, [this] { m_controller->registerName(m_name->text()); });
    addActions({run, check, registerButton, m_workload, m_taken});
    return box;
}

void SignupTab::pushSettings()
{
    SignupController::Settings settings = m_controller->settings();
    settings.usersToCreate = m_create->value();
    settings.targetRate = m_rate->value() / 100.0;
    settings.home = SignupController::Home(m_home->checkedId());
    settings.host = m_host->text().trimmed();
    settings.port = m_port->value();
    settings.password = m_password->text();
    settings.workload = m_workload->value();
    settings.takenShare = m_taken->value() / 100.0;
    m_controller->setSettings(settings);
}

void SignupTab::chooseDatabase()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Choose the users database"),
        m_controller->settings().databasePath,
        tr("SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)"), nullptr,
        QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    SignupController::Settings settings = m_controller->settings();
    settings.databasePath = path;
    m_controller->setSettings(settings);
}

void SignupTab::refresh()
{
    SystemTab::refresh();
    const SignupController::Settings &settings = m_controller->settings();
    const bool busy = m_controller->isBusy();
    m_path->setText(QDir::toNativeSeparators(settings.databasePath));
    m_path->setCursorPosition(0);
    m_rows->setText(m_controller->counts().databaseRows < 0
            ? tr("not opened")
            : NumberFormat::integer(m_controller->counts().databaseRows));
    {
        // The controls follow the controller's settings (a session, the in-process fallback);
        // their own signals stay quiet, or half-updated controls would be pushed back.
        const QList<QObject *> quiet = {m_create, m_rate, m_home, m_host, m_port, m_workload, m_taken};
        QList<std::shared_ptr<QSignalBlocker>> blockers;
        for (QObject *object : quiet)
            blockers << std::make_shared<QSignalBlocker>(object);
        SpinText::show(m_create, int(settings.usersToCreate));
        SpinText::show(m_rate, settings.targetRate * 100);
        m_home->button(int(settings.home))->setChecked(true);
        if (!m_host->hasFocus())
            m_host->setText(settings.host);
        SpinText::show(m_port, settings.port);
        SpinText::show(m_workload, int(settings.workload));
        SpinText::show(m_taken, qRound(settings.takenShare * 100));
    }
    const bool remote = m_home->checkedId() == int(SignupController::Home::RedisAt);
    m_host->setEnabled(remote && !busy);
    m_port->setEnabled(remote && !busy);
    m_password->setEnabled(remote && !busy);
    m_filterShape->setText(tr("Filter: %1").arg(m_controller->filterDescription()));
    m_useInProcess->setVisible(m_controller->offersInProcess() && !busy);
}
