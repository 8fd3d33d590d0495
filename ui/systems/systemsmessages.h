#pragma once
// The engines' typed outcomes in words: which of the ways a database file, a Redis server or a
// name can be refused, each with what to do about it.
#include "systemsengine/lsmstore.h"
#include "systemsengine/signupsystem.h"

#include <QCoreApplication>
#include <QString>

class SystemsMessages {
    Q_DECLARE_TR_FUNCTIONS(SystemsMessages)

public:
    static QString forDatabase(systems::DbError error, const QString &path);
    static QString forRedis(systems::RedisError error, const QString &detail);
    static QString forName(systems::NameRefusal refusal);
    // The first thing that went wrong in a sign-up outcome; empty when nothing did.
    static QString forSignup(const systems::SignupOutcome &outcome, const QString &path);
    static QString forStorage(const systems::LsmFailure &failure);
    // A false-positive rate outside what a system accepts.
    static QString rateOutOfRange(double low, double high);
    // A rate as a percentage, kept in one left-to-right piece: in Urdu the sign would otherwise
    // leave its number ("%0.976").
    static QString percent(double fraction);
    // A time per operation measured in microseconds, in the locale's digits.
    static QString micros(double value);
};
