#include "keytext.h"

#include "common/errormessages.h"

#include <bloom/bloom_filter.h>

namespace KeyText {

QString refusal(const QString &key)
{
    const QByteArray utf8 = key.toUtf8();
    const bloom::Status valid = bloom::validateKey({utf8.constData(), static_cast<std::size_t>(utf8.size())});
    return valid ? QString() : ErrorMessages::forError(valid.error());
}

QStringList keysAt(const bloom::Provenance &provenance, quint64 position)
{
    QStringList out;
    for (std::string_view key : provenance.keysAt(position))
        out << QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
    return out;
}

} // namespace KeyText
