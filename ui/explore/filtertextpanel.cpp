#include "filtertextpanel.h"

#include "common/messagelabel.h"
#include "explore/explorecontroller.h"
#include "explore/filtertext.h"

#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextOption>
#include <QVBoxLayout>

namespace {

const char *const kLinesProperty = "bloomlabLines";

// A box exactly `lines` lines tall in its current font; run again when the font changes
// (presenter mode), or the larger type would show less than a line.
void fitHeight(QPlainTextEdit *edit)
{
    const int lines = edit->property(kLinesProperty).toInt();
    const int margins = static_cast<int>(2 * edit->document()->documentMargin()) + 2 * edit->frameWidth();
    edit->setFixedHeight(lines * edit->fontMetrics().lineSpacing() + margins);
}

// A box for a form's text, a few lines tall: wide enough forms wrap anywhere, as a long number has
// no spaces. The text reads left to right in every language, as code and URLs do.
QPlainTextEdit *textBox(int lines, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    QTextOption option = edit->document()->defaultTextOption();
    option.setTextDirection(Qt::LeftToRight);
    option.setWrapMode(QTextOption::WrapAnywhere);
    edit->document()->setDefaultTextOption(option);
    edit->setTabChangesFocus(true);
    edit->setProperty(kLinesProperty, lines);
    fitHeight(edit);
    return edit;
}

QString formKey(bloom::TextEncoding encoding)
{
    switch (encoding) {
    case bloom::TextEncoding::Binary: return QStringLiteral("binary");
    case bloom::TextEncoding::Hex: return QStringLiteral("hex");
    case bloom::TextEncoding::Base64: return QStringLiteral("base64");
    case bloom::TextEncoding::Decimal: return QStringLiteral("decimal");
    }
    return {};
}

} // namespace

FilterTextPanel::FilterTextPanel(ExploreController *controller, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_loadForm(new QComboBox(this)),
      m_loadEdit(textBox(3, this)),
      m_load(new QPushButton(tr("&Load"), this)),
      m_message(new MessageLabel(Tone::Error, this))
{
    auto *layout = new QVBoxLayout(this);
    constexpr int kInset = 6; // inside a tab's frame, as the keys tab
    layout->setContentsMargins(kInset, kInset, kInset, kInset);
    // The order is said outright: hex 0180 beside decimal 32769 looked like a contradiction.
    auto *why = new QLabel(tr("The same bits as text: a server can send the filter to a client as one "
                              "number, and the client then checks keys on its own.")
            + QLatin1Char(' ')
            + tr("Bit i is the number's bit i. Binary lists bit %1 first; Hexadecimal and Base64 give the "
                 "number's bytes lowest byte first, as memory holds them.")
                  .arg(QLocale().toString(0)),
        this);
    why->setWordWrap(true);
    layout->addWidget(why);

    QFont bold = font();
    bold.setBold(true);
    for (const bloom::TextEncoding encoding : FilterText::encodings()) {
        const QString name = FilterText::name(encoding);
        auto *box = textBox(2, this);
        box->setObjectName(QStringLiteral("text-") + formKey(encoding));
        box->setReadOnly(true);
        box->setAccessibleName(name);
        auto *label = new QLabel(name, this);
        label->setFont(bold);
        label->setBuddy(box);
        auto *button = new QPushButton(tr("Copy"), this);
        button->setObjectName(QStringLiteral("copy-") + formKey(encoding));
        button->setAccessibleName(
            tr("Copy %1", "a button's name for screen readers; %1 is a form such as Binary").arg(name));
        button->setToolTip(tr("Copy this text to the clipboard"));
        connect(button, &QPushButton::clicked, this, [this, encoding] { copy(encoding); });
        auto *row = new QHBoxLayout;
        row->addWidget(label, 1);
        row->addWidget(button);
        layout->addLayout(row);
        layout->addWidget(box);
        m_forms.insert(static_cast<int>(encoding), box);
        m_copies.insert(static_cast<int>(encoding), button);
        m_loadForm->addItem(name, static_cast<int>(encoding));
    }

    layout->addSpacing(fontMetrics().lineSpacing() / 2);
    auto *loadTitle = new QLabel(tr("Load bits from text"), this);
    loadTitle->setFont(bold);
    loadTitle->setBuddy(m_loadEdit);
    layout->addWidget(loadTitle);
    m_loadForm->setObjectName(QStringLiteral("loadForm"));
    m_loadForm->setAccessibleName(tr("Form of the text to load"));
    m_loadEdit->setObjectName(QStringLiteral("loadEdit"));
    m_loadEdit->setAccessibleName(tr("Text to load"));
    m_loadEdit->setPlaceholderText(tr("Paste a text of this filter's size"));
    m_load->setObjectName(QStringLiteral("loadButton"));
    m_load->setToolTip(tr("Replace the filter's bits with these; m, k and the hash scheme stay, and "
                          "Undo brings the old bits back"));
    auto *loadRow = new QHBoxLayout;
    loadRow->addWidget(m_loadForm, 1);
    loadRow->addWidget(m_load);
    layout->addLayout(loadRow);
    layout->addWidget(m_loadEdit);
    m_message->setObjectName(QStringLiteral("textMessage"));
    m_message->hide();
    layout->addWidget(m_message);
    layout->addStretch(1);

    connect(m_load, &QPushButton::clicked, this, &FilterTextPanel::load);
    // Anything typed makes an old refusal or note stale.
    connect(m_loadEdit, &QPlainTextEdit::textChanged, this, [this] { showNote({}, false); });
    connect(m_loadForm, &QComboBox::activated, this, [this] { showNote({}, false); });
    // Every change of the model (an add, undo, new settings) comes through settingsChanged.
    connect(controller, &ExploreController::settingsChanged, this, [this] {
        m_stale = true;
        if (isVisible())
            refresh();
    });
}

QString FilterTextPanel::shownText(bloom::TextEncoding encoding) const
{
    const QPlainTextEdit *box = m_forms.value(static_cast<int>(encoding));
    return box ? box->toPlainText() : QString();
}

QPushButton *FilterTextPanel::copyButton(bloom::TextEncoding encoding) const
{
    return m_copies.value(static_cast<int>(encoding));
}

QString FilterTextPanel::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void FilterTextPanel::showEvent(QShowEvent *event)
{
    if (m_stale)
        refresh();
    QWidget::showEvent(event);
}

void FilterTextPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) {
        for (QPlainTextEdit *edit : findChildren<QPlainTextEdit *>())
            fitHeight(edit);
    }
    QWidget::changeEvent(event);
}

void FilterTextPanel::refresh()
{
    m_stale = false;
    for (auto it = m_forms.cbegin(); it != m_forms.cend(); ++it) {
        const QString text = m_controller->bitsText(static_cast<bloom::TextEncoding>(it.key()));
        // Only a real change resets the box, so a selection being made survives other updates.
        if (it.value()->toPlainText() != text)
            it.value()->setPlainText(text);
    }
}

void FilterTextPanel::copy(bloom::TextEncoding encoding)
{
    // Straight from the controller: the box may be waiting for a refresh.
    QGuiApplication::clipboard()->setText(m_controller->bitsText(encoding));
    showNote(tr("Copied to the clipboard: %1.", "%1 is a form such as Binary or Base64")
                 .arg(FilterText::name(encoding)),
        false);
}

void FilterTextPanel::load()
{
    const auto encoding = static_cast<bloom::TextEncoding>(m_loadForm->currentData().toInt());
    const QString refusal = m_controller->loadBits(m_loadEdit->toPlainText(), encoding);
    if (!refusal.isEmpty()) {
        showNote(refusal, true);
        return;
    }
    m_loadEdit->setPlainText(QString()); // loaded: the bits now show in the boxes above
    showNote({}, false);
}

void FilterTextPanel::showNote(const QString &text, bool error)
{
    m_message->setTone(error ? Tone::Error : Tone::Secondary);
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}
