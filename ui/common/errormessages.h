#pragma once
// Every core error, as a person should read it. Core returns codes and figures; the words live here.

#include <bloom/result.h>
#include <session/sessionjson.h>

#include <QCoreApplication>
#include <QString>

class ErrorMessages {
    Q_DECLARE_TR_FUNCTIONS(ErrorMessages)

public:
    static QString forError(const bloom::Error &error);
    static QString forSession(const Session::Error &error);
};
