#pragma once
// The Systems page's section of a session file: the open tab and each system's settings. A Redis
// password is never written; the database itself stays where it is, and the file names it.
// Qt Core only, so the session fuzzer links it.
#include "session/sessionsections.h"

struct SystemsSection {
    int tab = 0;
    QString databasePath; // empty: BloomLab's own default
    qint64 usersToCreate = 1'000'000;
    double targetRate = 0.01;
    int home = 0; // 0 in this process, 1 a private redis-server, 2 a Redis at host:port
    QString host = QStringLiteral("127.0.0.1");
    int port = 6379;
    qint64 workload = 100'000;
    double takenShare = 0.5;
    friend bool operator==(const SystemsSection &, const SystemsSection &) = default;
};

[[nodiscard]] Session::SectionFormat systemsSectionFormat();
