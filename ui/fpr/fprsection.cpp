#include "fprsection.h"

#include "session/sessionfields.h"

namespace {
using namespace Session::Fields;
using namespace FprLimits;

FprSection read(const QJsonObject &object, const QString &path)
{
    FprSection page;
    page.bits = number(object, path, QStringLiteral("bits"), kMinBits, kMaxBits);
    page.keys = number(object, path, QStringLiteral("keys"), kMinKeys, kMaxKeys);
    page.hashes = static_cast<int>(integer(object, path, QStringLiteral("hashes"), 1, bloom::kMaxHashes));
    if (object.contains(QStringLiteral("calculator"))) {
        const QString where = join(path, QStringLiteral("calculator"));
        const QJsonObject fields = Session::Fields::object(object.value(QStringLiteral("calculator")), where);
        if (fields.size() > kMaxCalculatorFields)
            fail(Session::Errc::OutOfRange, where, 0, kMaxCalculatorFields);
        for (auto it = fields.begin(); it != fields.end(); ++it) {
            if (!it.value().isString())
                fail(Session::Errc::WrongType, join(where, it.key()));
            if (it.value().toString().size() > kMaxFieldLength)
                fail(Session::Errc::OutOfRange, join(where, it.key()), 0, kMaxFieldLength);
            page.calculator.insert(it.key(), it.value().toString());
        }
    }
    return page;
}

QJsonObject write(const FprSection &page)
{
    QJsonObject calculator;
    for (auto it = page.calculator.begin(); it != page.calculator.end(); ++it)
        calculator.insert(it.key(), it.value());
    return {{QStringLiteral("bits"), page.bits}, {QStringLiteral("keys"), page.keys},
        {QStringLiteral("hashes"), page.hashes}, {QStringLiteral("calculator"), calculator}};
}
} // namespace

Session::SectionFormat fprSectionFormat()
{
    return Session::makeSectionFormat<FprSection>(QStringLiteral("fpr"), read, write);
}
