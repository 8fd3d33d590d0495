#include "runbar.h"

#include "common/messagelabel.h"
#include "systems/systemrun.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

RunBar::RunBar(SystemRun *run, QWidget *parent)
    : QWidget(parent),
      m_progress(new QProgressBar(this)),
      m_cancel(new QPushButton(tr("Cancel"), this)),
      m_status(new MessageLabel(Tone::Secondary, this))
{
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(true);
    m_progress->setAccessibleName(tr("Progress of the run"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *row = new QHBoxLayout;
    row->addWidget(m_progress, 1);
    row->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_status);
    m_progress->hide();
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, run, &SystemRun::cancel);
    connect(run, &SystemRun::runningChanged, this, [this](bool running) {
        m_progress->setVisible(running);
        m_cancel->setVisible(running);
    });
    connect(run, &SystemRun::progressChanged, this,
        [this](double fraction) { m_progress->setValue(static_cast<int>(fraction * 1000)); });
}

void RunBar::setStatus(const QString &text, Tone tone)
{
    m_status->setTone(tone);
    // A status that starts with a URL or a key would otherwise be laid out left to right in Urdu.
    const QChar mark = layoutDirection() == Qt::RightToLeft ? QChar(0x200F) : QChar(0x200E);
    m_status->setText(text.isEmpty() ? text : mark + text);
    m_status->setVisible(!text.isEmpty());
}

QString RunBar::status() const
{
    return m_status->text().mid(1); // without the direction mark
}
