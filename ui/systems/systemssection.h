#pragma once
// The Systems page's section of a session file: the open tab and each system's settings. A Redis
// password is never written; the sign-up database itself stays where it is, and the file names
// it. Qt Core only, so the session fuzzer links it.
#include "session/sessionsections.h"

struct SystemsSection {
    struct Signup {
        QString databasePath; // empty: BloomLab's own default
        qint64 usersToCreate = 1'000'000;
        double targetRate = 0.01;
        int home = 0; // 0 in this process, 1 a private redis-server, 2 a Redis at host:port
        QString host = QStringLiteral("127.0.0.1");
        int port = 6379;
        qint64 workload = 100'000;
        double takenShare = 0.5;
        friend bool operator==(const Signup &, const Signup &) = default;
    };
    struct Storage {
        int files = 8;
        int keysPerFile = 10'000;
        double bitsPerKey = 10;
        int lookups = 100'000;
        double missingShare = 0.5;
        int scanKeys = 50;
        friend bool operator==(const Storage &, const Storage &) = default;
    };
    struct Crawler {
        qint64 pages = 1'000'000;
        double targetRate = 0.01;
        quint64 seed = 0; // 0: a new web each crawl
        friend bool operator==(const Crawler &, const Crawler &) = default;
    };
    struct SafeBrowsing {
        qint64 listSize = 100'000;
        qint64 checks = 100'000;
        double listedShare = 0.01;
        double targetRate = 0.01;
        int client = 0; // the diagram follows 0 the Bloom filter, 1 the prefix set
        friend bool operator==(const SafeBrowsing &, const SafeBrowsing &) = default;
    };
    struct Cdn {
        qint64 requests = 1'000'000;
        qint64 catalogue = 1'000'000;
        double zipfExponent = 0.8;
        qint64 cacheCapacity = 10'000;
        double targetRate = 0.01;
        friend bool operator==(const Cdn &, const Cdn &) = default;
    };
    int tab = 0;
    Signup signup;
    Storage storage;
    Crawler crawler;
    SafeBrowsing safeBrowsing;
    Cdn cdn;
    friend bool operator==(const SystemsSection &, const SystemsSection &) = default;
};

[[nodiscard]] Session::SectionFormat systemsSectionFormat();
