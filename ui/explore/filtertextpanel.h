#pragma once
// The filter as text: the bits in each of core's forms (binary, hexadecimal, Base64, one decimal
// number), live as keys go in, each with Copy; and a box to paste one back, which the controller
// checks and loads as one undo step. The Thai article keeps its filter as a number that a server
// sends to a client: this is where a learner sees that number.

#include <bloom/text_encoding.h>

#include <QHash>
#include <QWidget>

class ExploreController;
class MessageLabel;
class QComboBox;
class QPlainTextEdit;
class QPushButton;

class FilterTextPanel : public QWidget {
    Q_OBJECT

public:
    explicit FilterTextPanel(ExploreController *controller, QWidget *parent = nullptr);

    // What the panel shows for a form, and the box a text is pasted into, for tests.
    [[nodiscard]] QString shownText(bloom::TextEncoding encoding) const;
    [[nodiscard]] QPlainTextEdit *loadEdit() const { return m_loadEdit; }
    [[nodiscard]] QComboBox *loadForm() const { return m_loadForm; }
    [[nodiscard]] QPushButton *loadButton() const { return m_load; }
    [[nodiscard]] QPushButton *copyButton(bloom::TextEncoding encoding) const;
    [[nodiscard]] QString messageText() const;

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void copy(bloom::TextEncoding encoding);
    void load();
    void showNote(const QString &text, bool error);

    ExploreController *m_controller;
    QHash<int, QPlainTextEdit *> m_forms; // by bloom::TextEncoding
    QHash<int, QPushButton *> m_copies;
    QComboBox *m_loadForm;
    QPlainTextEdit *m_loadEdit;
    QPushButton *m_load;
    MessageLabel *m_message;
    // Hidden behind another tab the texts wait: a burst of adds re-encodes once, when shown.
    bool m_stale = true;
};
