#include "democontroller.h"

#include "common/keytext.h"

void DemoController::showMessage(const QString &text)
{
    if (text == m_message)
        return;
    m_message = text;
    emit messageChanged(text);
}

bool DemoController::acceptKey(const QString &key)
{
    const QString refusal = KeyText::refusal(key);
    showMessage(refusal);
    return refusal.isEmpty();
}

void DemoController::actByHand(
    ScriptRunner &runner, const QString &action, const QString &key, const std::function<void()> &act)
{
    runner.userWillAct();
    act();
    runner.userDid(action, key);
}
