#include "quizsection.h"

#include "session/sessionfields.h"

#include <QRegularExpression>

namespace {
using namespace Session::Fields;

QuizSection read(const QJsonObject &object, const QString &path)
{
    QuizSection page;
    page.mode = static_cast<int>(integer(object, path, QStringLiteral("mode"), 0, 2));
    const QJsonValue topic = require(object, path, QStringLiteral("topic"));
    // A topic id's shape only: a topic this version does not know falls back to a mixed review.
    static const QRegularExpression id(QStringLiteral("^[a-z0-9-]{0,40}$"));
    if (!topic.isString() || !id.match(topic.toString()).hasMatch())
        fail(Session::Errc::WrongType, join(path, QStringLiteral("topic")));
    page.topic = topic.toString();
    return page;
}

QJsonObject write(const QuizSection &page)
{
    return {{QStringLiteral("mode"), page.mode}, {QStringLiteral("topic"), page.topic}};
}
} // namespace

Session::SectionFormat quizSectionFormat()
{
    return Session::makeSectionFormat<QuizSection>(QStringLiteral("quiz"), read, write);
}
