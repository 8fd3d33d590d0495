#pragma once
// What every demo's controller shares: the message that says why an input was refused, and how a
// user's own action meets a script under way. Controllers have no widgets; stages bind to them.

#include "script/scriptrunner.h"

#include <QObject>

#include <functional>

class DemoController : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    [[nodiscard]] QString message() const { return m_message; }
    void showMessage(const QString &text);

signals:
    void messageChanged(const QString &text);

protected:
    // Whether core takes the key; when not, message() says why.
    bool acceptKey(const QString &key);
    // Does what the user asked, by hand: a script playing on its own stops first (the user took
    // over), while one held at wait-for-user keeps waiting and is released if this was its ask.
    static void actByHand(
        ScriptRunner &runner, const QString &action, const QString &key, const std::function<void()> &act);

private:
    QString m_message;
};
