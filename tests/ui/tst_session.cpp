// Session files as data: a full session survives a round trip exactly, and every way a file can
// be wrong is refused with its own error and the path to the bad value.
#include "deletion/deletionsection.h"
#include "explore/exploresection.h"
#include "fpr/fprsection.h"
#include "scalable/scalablesection.h"
#include "session/sessionjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <variant>

namespace {

Session::Data fullSession()
{
    Session::Data data;
    data.page = QStringLiteral("deletion");
    ExploreSection explore;
    explore.bits = 64;
    explore.hashes = 4;
    explore.hash.kind = bloom::HashKind::PlainDouble;
    explore.hash.seed = 18446744073709551615ull; // survives only because seeds travel as text
    explore.hash.script = bloom::PositionScript {{"seyi_codes", {7, 2}}, {"اردو", {63}}};
    explore.keys = {QStringLiteral("seyi_codes"), QStringLiteral("اردو"), QStringLiteral("🌸"),
        QStringLiteral("e\u0301"), QString(1 << 20, QLatin1Char('x'))};
    explore.loadedWords = Session::bytesFromWords(std::vector<std::uint64_t> {0x8000'0000'0000'0001ull});
    explore.loadedItems = 3;
    data.setSection(QStringLiteral("explore"), explore);

    DeletionSection deletion;
    deletion.width = bloom::CounterWidth::Eight;
    deletion.keys = {QStringLiteral("a"), QStringLiteral("b")};
    deletion.goneFromPlain = {QStringLiteral("a")};
    deletion.goneFromCounting = {QStringLiteral("b")};
    deletion.plainWords = Session::bytesFromWords(std::vector<std::uint64_t> {0x0f0f});
    deletion.counters = QByteArray(16, '\x02');
    deletion.countingItems = 1;
    data.setSection(QStringLiteral("deletion"), deletion);

    data.setSection(QStringLiteral("scalable"), ScalableSection {5000, 0.001, 4.0, 0.5, 12345});
    FprSection fpr;
    fpr.bits = 958505838;
    fpr.keys = 1e8;
    fpr.hashes = 7;
    fpr.calculator.insert(QStringLiteral("keys"), QStringLiteral("1 billion"));
    data.setSection(QStringLiteral("fpr"), fpr);
    return data;
}

QJsonObject fullObject()
{
    return QJsonDocument::fromJson(Session::toJson(fullSession())).object();
}

// Sets a value at a dotted path such as "explore.bits" (the parent objects must exist).
QJsonObject with(QJsonObject root, const QString &path, const QJsonValue &value)
{
    const QStringList parts = path.split(QLatin1Char('.'));
    if (parts.size() == 1) {
        if (value.isUndefined())
            root.remove(parts[0]);
        else
            root.insert(parts[0], value);
        return root;
    }
    root.insert(parts[0], with(root.value(parts[0]).toObject(), parts.mid(1).join(QLatin1Char('.')), value));
    return root;
}

Session::Error errorOf(const QByteArray &bytes)
{
    const Session::ReadResult result = Session::fromJson(bytes);
    const auto *error = std::get_if<Session::Error>(&result);
    return error ? *error : Session::Error {};
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // What PageCatalog::registerSessionSections does in the app, which this test does not link.
        for (const Session::SectionFormat &format :
            {exploreSectionFormat(), deletionSectionFormat(), scalableSectionFormat(), fprSectionFormat()})
            Session::Sections::add(format);
        for (const char *page : {"lessons", "quiz"})
            Session::Sections::addPageName(QString::fromLatin1(page));
    }

    void fullSessionRoundTrips()
    {
        const Session::Data data = fullSession();
        const Session::ReadResult result = Session::fromJson(Session::toJson(data));
        QVERIFY(std::holds_alternative<Session::Data>(result));
        QVERIFY(std::get<Session::Data>(result) == data);
    }

    void hashSettingsRebuildTheSameScheme()
    {
        Session::HashSetting setting;
        setting.kind = bloom::HashKind::Enhanced;
        setting.seed = 42;
        setting.script = bloom::PositionScript {{"tigers", {1, 2, 3}}};
        const bloom::HashSchemePtr scheme = Session::build(setting);
        QCOMPARE(scheme->kind(), bloom::HashKind::Scripted);
        QVERIFY(Session::describe(scheme) == setting);
        QVERIFY(Session::describe(nullptr) == Session::HashSetting {});
    }

    void invalidFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("path");

        const auto json = [](const QJsonObject &object) { return QJsonDocument(object).toJson(); };
        const QJsonObject full = fullObject();
        const QByteArray text = json(full);
        using E = Session::Errc;
        QTest::newRow("empty") << QByteArray() << int(E::NotJson) << QString();
        QTest::newRow("truncated") << text.left(text.size() / 2) << int(E::NotJson) << QString();
        QTest::newRow("binary") << QByteArray("BLMF\x01\x00", 6) << int(E::NotJson) << QString();
        QTest::newRow("array") << QByteArray("[1, 2]") << int(E::Foreign) << QString();
        QTest::newRow("foreign") << QByteArray(R"({"name": "package", "version": "1.0.0"})")
                                 << int(E::Foreign) << QString();
        QTest::newRow("future") << json(with(full, QStringLiteral("version"), 2)) << int(E::FutureVersion)
                                << QString();
        QTest::newRow("version text") << json(with(full, QStringLiteral("version"), QStringLiteral("1")))
                                      << int(E::WrongType) << QStringLiteral("version");
        QTest::newRow("unknown page") << json(with(full, QStringLiteral("page"), QStringLiteral("settings")))
                                      << int(E::UnknownPage) << QStringLiteral("page");
        QTest::newRow("m = 0") << json(with(full, QStringLiteral("explore.bits"), 0)) << int(E::OutOfRange)
                               << QStringLiteral("explore.bits");
        QTest::newRow("m huge") << json(with(full, QStringLiteral("explore.bits"), 1e300))
                                << int(E::OutOfRange) << QStringLiteral("explore.bits");
        QTest::newRow("m fraction") << json(with(full, QStringLiteral("explore.bits"), 16.5))
                                    << int(E::WrongType) << QStringLiteral("explore.bits");
        QTest::newRow("k = 0") << json(with(full, QStringLiteral("explore.hashes"), 0)) << int(E::OutOfRange)
                               << QStringLiteral("explore.hashes");
        QTest::newRow("k missing") << json(
            with(full, QStringLiteral("explore.hashes"), QJsonValue::Undefined))
                                   << int(E::Missing) << QStringLiteral("explore.hashes");
        QTest::newRow("empty key") << json(with(full, QStringLiteral("explore.keys"), QJsonArray {QString()}))
                                   << int(E::BadKey) << QStringLiteral("explore.keys[0]");
        QTest::newRow("number key") << json(with(full, QStringLiteral("explore.keys"), QJsonArray {1}))
                                    << int(E::WrongType) << QStringLiteral("explore.keys[0]");
        QTest::newRow("hash kind") << json(
            with(full, QStringLiteral("explore.hash.kind"), QStringLiteral("md5")))
                                   << int(E::UnknownHash) << QStringLiteral("explore.hash.kind");
        QTest::newRow("seed number") << json(with(full, QStringLiteral("explore.hash.seed"), 12))
                                     << int(E::WrongType) << QStringLiteral("explore.hash.seed");
        QTest::newRow("seed overflow")
            << json(with(full, QStringLiteral("explore.hash.seed"), QStringLiteral("18446744073709551616")))
            << int(E::WrongType) << QStringLiteral("explore.hash.seed");
        QTest::newRow("loaded bits size")
            << json(with(full, QStringLiteral("explore.loadedWords"), QStringLiteral("AAAA")))
            << int(E::OutOfRange) << QStringLiteral("explore.loadedWords");
        QTest::newRow("counter width") << json(with(full, QStringLiteral("deletion.counterBits"), 6))
                                       << int(E::OutOfRange) << QStringLiteral("deletion.counterBits");
        QTest::newRow("counters base64")
            << json(with(full, QStringLiteral("deletion.counters"), QStringLiteral("not base64!")))
            << int(E::WrongType) << QStringLiteral("deletion.counters");
        QTest::newRow("p above 1/2") << json(with(full, QStringLiteral("scalable.targetFpr"), 1.5))
                                     << int(E::OutOfRange) << QStringLiteral("scalable.targetFpr");
        QTest::newRow("fed too many") << json(with(full, QStringLiteral("scalable.fed"), 1e12))
                                      << int(E::OutOfRange) << QStringLiteral("scalable.fed");
        QTest::newRow("fpr n negative") << json(with(full, QStringLiteral("fpr.keys"), -5))
                                        << int(E::OutOfRange) << QStringLiteral("fpr.keys");
        QTest::newRow("section type") << json(with(full, QStringLiteral("fpr"), QStringLiteral("x")))
                                      << int(E::WrongType) << QStringLiteral("fpr");
        QTest::newRow("too large") << QByteArray(Session::kMaxFileBytes + 1, ' ') << int(E::TooLarge)
                                   << QString();
    }

    void invalidFilesAreRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QFETCH(QString, path);
        const Session::ReadResult result = Session::fromJson(bytes);
        QVERIFY(std::holds_alternative<Session::Error>(result));
        const Session::Error error = errorOf(bytes);
        QCOMPARE(int(error.code), code);
        QCOMPARE(error.path, path);
    }

    void pagesMayBeAbsent()
    {
        const Session::ReadResult result
            = Session::fromJson(R"({"format": "bloomlab-session", "version": 1})");
        QVERIFY(std::holds_alternative<Session::Data>(result));
        QVERIFY(std::get<Session::Data>(result) == Session::Data {});
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
