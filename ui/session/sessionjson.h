#pragma once
// Session files as JSON, version 1. Reading checks every value (types, ranges, keys, scripts)
// and reports the first problem with the path to it, e.g. "explore.keys[3]".

#include "session/sessiondata.h"

#include <QByteArray>
#include <QByteArrayView>

#include <variant>

namespace Session {

enum class Errc {
    TooLarge, // the file is bigger than any session could be
    NotJson, // detail: the parser's message, at `offset`
    Foreign, // valid JSON, but not a BloomLab session
    FutureVersion, // `version` is newer than this build reads
    Missing, // a required value is absent
    WrongType,
    OutOfRange, // `low` .. `high` is the accepted range
    BadKey, // empty, or longer than core accepts
    Inconsistent, // stored filter contents that do not fit the filter's size
    TooManyKeys,
    UnknownHash,
    UnknownPage,
};

struct Error {
    Errc code = Errc::NotJson;
    QString path; // where in the file, e.g. "explore.bits"
    QString detail; // the JSON parser's own message for NotJson
    qint64 offset = 0;
    int version = 0; // FutureVersion: the file's version
    double low = 0;
    double high = 0;
};

using ReadResult = std::variant<Data, Error>;

[[nodiscard]] QByteArray toJson(const Data &data);
[[nodiscard]] ReadResult fromJson(QByteArrayView bytes);

} // namespace Session
