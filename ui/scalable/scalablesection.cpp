#include "scalablesection.h"

#include "session/sessionfields.h"

#include <bloom/scalable_filter.h>

namespace {
using namespace Session::Fields;
using namespace ScalableLimits;

ScalableSection read(const QJsonObject &object, const QString &path)
{
    ScalableSection page;
    page.initialCapacity
        = integer(object, path, QStringLiteral("initialCapacity"), kMinCapacity, kMaxCapacity);
    page.targetFpr = number(object, path, QStringLiteral("targetFpr"), kMinTargetFpr, kMaxTargetFpr);
    page.growthFactor = number(object, path, QStringLiteral("growthFactor"), kMinGrowth, kMaxGrowth);
    page.tighteningRatio
        = number(object, path, QStringLiteral("tighteningRatio"), kMinTightening, kMaxTightening);
    page.fed = integer(
        object, path, QStringLiteral("fed"), 0, static_cast<double>(page.initialCapacity * kMaxFeedFactor));
    bloom::ScalableParameters parameters;
    parameters.initialCapacity = page.initialCapacity;
    parameters.targetFpr = page.targetFpr;
    parameters.growthFactor = page.growthFactor;
    parameters.tighteningRatio = page.tighteningRatio;
    if (!bloom::ScalableBloomFilter::validate(parameters))
        fail(Session::Errc::Inconsistent, path);
    return page;
}

QJsonObject write(const ScalableSection &page)
{
    return {{QStringLiteral("initialCapacity"), static_cast<double>(page.initialCapacity)},
        {QStringLiteral("targetFpr"), page.targetFpr}, {QStringLiteral("growthFactor"), page.growthFactor},
        {QStringLiteral("tighteningRatio"), page.tighteningRatio},
        {QStringLiteral("fed"), static_cast<double>(page.fed)}};
}
} // namespace

Session::SectionFormat scalableSectionFormat()
{
    return Session::makeSectionFormat<ScalableSection>(QStringLiteral("scalable"), read, write);
}
