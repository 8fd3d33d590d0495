#include "notbuiltpage.h"
#include "common/messagelabel.h"

#include <QLabel>
#include <QVBoxLayout>

NotBuiltPage::NotBuiltPage(const QString &title, const QString &summary, QWidget *parent) : DemoPage(parent)
{
    auto *heading = new QLabel(title, this);
    QFont headingFont = heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 2.0);
    headingFont.setBold(true);
    heading->setFont(headingFont);

    auto *about = new QLabel(summary, this);
    about->setWordWrap(true);
    QFont aboutFont = about->font();
    aboutFont.setPointSizeF(aboutFont.pointSizeF() * 1.2);
    about->setFont(aboutFont);

    auto *status = new MessageLabel(Tone::Secondary, this);
    status->setText(tr("This page is not built yet. It arrives in a later release of "
                       "BloomLab; the other pages work on their own."));
    status->setObjectName(QStringLiteral("notBuiltNotice"));
    status->setWordWrap(true);
    status->setFrameShape(QFrame::StyledPanel);
    status->setMargin(12);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(48, 48, 48, 48);
    layout->setSpacing(16);
    layout->addWidget(heading);
    layout->addWidget(about);
    layout->addWidget(status);
    layout->addStretch(1);

    setAccessibleName(title);
    setAccessibleDescription(summary);
}
