#include "errormessages.h"

#include "numberformat.h"

#include <QLocale>

QString ErrorMessages::forError(const bloom::Error &error)
{
    const QLocale locale;
    const auto size = [&locale](std::uint64_t bytes) {
        return locale.formattedDataSize(static_cast<qint64>(std::min<std::uint64_t>(bytes, INT64_MAX)), 1);
    };
    switch (error.code) {
    case bloom::Errc::ZeroBits: return tr("A filter needs at least one bit (m must be 1 or more).");
    case bloom::Errc::ZeroHashes:
        return tr("A filter needs at least one hash function (k must be 1 or more).");
    case bloom::Errc::TooManyHashes:
        return tr("At most %1 hash functions are supported; %2 were asked for.")
            .arg(NumberFormat::integer(static_cast<qint64>(error.available)),
                NumberFormat::integer(static_cast<qint64>(error.needed)));
    case bloom::Errc::ProbabilityOutOfRange:
        return tr("A probability must lie strictly between 0 and 1, such as 0.01 or 1%.");
    case bloom::Errc::ZeroItems: return tr("The number of keys must be at least 1.");
    case bloom::Errc::ParameterOutOfRange: return tr("A value is outside the range this setting allows.");
    case bloom::Errc::EmptyKey: return tr("Type a key first: an empty key cannot be added or checked.");
    case bloom::Errc::KeyTooLarge:
        return tr("This key is %1; keys can be at most %2.").arg(size(error.needed), size(error.available));
    case bloom::Errc::OutOfMemory:
        return tr("This filter needs %1; %2 is available.").arg(size(error.needed), size(error.available));
    case bloom::Errc::TooLarge:
        // Some callers know no figures; "(0 where the limit is 0)" would say nothing true.
        if (error.needed == 0 && error.available == 0)
            return tr("This is too large for BloomLab to handle.");
        return tr("This is too large for BloomLab to handle (%1 where the limit is %2).")
            .arg(locale.toString(error.needed), locale.toString(error.available));
    case bloom::Errc::Incompatible:
        return tr("These filters cannot be combined: they differ in size, hash count or hashing.");
    case bloom::Errc::NotPresent:
        return tr(
            "Refused: at least one of this key's counters is 0, so the key is definitely not in the filter.");
    case bloom::Errc::Underdetermined: return tr("These two values do not determine the others.");
    case bloom::Errc::WrongInputCount: return tr("Enter exactly two of n, p, m and k.");
    case bloom::Errc::Unserializable:
        return tr("A filter with the article's scripted positions cannot be saved; choose a real hash scheme "
                  "first.");
    case bloom::Errc::Truncated: return tr("The file is cut short: it ends before the filter does.");
    case bloom::Errc::BadMagic: return tr("This is not a BloomLab filter file.");
    case bloom::Errc::UnknownVersion:
        return tr("This filter file is version %1; this BloomLab reads version %2. It may come from a newer "
                  "BloomLab.")
            .arg(NumberFormat::integer(static_cast<qint64>(error.needed)),
                NumberFormat::integer(static_cast<qint64>(error.available)));
    case bloom::Errc::UnknownKind: return tr("The file holds a kind of filter this BloomLab does not know.");
    case bloom::Errc::WrongKind:
        return tr("The file holds a different kind of filter than the one asked for.");
    case bloom::Errc::UnknownHashScheme:
        return tr("The file uses a hash scheme this BloomLab does not know.");
    case bloom::Errc::ChecksumMismatch:
        return tr("The file is damaged: its checksum does not match its contents. Nothing was loaded.");
    case bloom::Errc::InconsistentSizes:
        return tr("The file is damaged: its sizes do not agree with each other. Nothing was loaded.");
    case bloom::Errc::InvalidText: return tr("The text is not a valid encoding of this filter's bits.");
    case bloom::Errc::Cancelled: return tr("Cancelled.");
    case bloom::Errc::Full:
        return tr("The cuckoo filter is full: a key already waits in its victim slot. Remove a key to make "
                  "room.");
    case bloom::Errc::DuplicateLimit:
        return tr("Refused: this key's buckets already hold %1 copies of its fingerprint, as many as they "
                  "can.")
            .arg(NumberFormat::integer(static_cast<qint64>(error.available)));
    }
    return tr("Something went wrong (%1).").arg(QString::fromLatin1(bloom::errcName(error.code)));
}

QString ErrorMessages::forSession(const Session::Error &error)
{
    const QLocale locale;
    const QString where = error.path;
    switch (error.code) {
    case Session::Errc::TooLarge:
        return tr("The file is larger than any session can be (%1).")
            .arg(locale.formattedDataSize(static_cast<qint64>(error.high), 1));
    case Session::Errc::NotJson:
        return tr("The file is damaged or cut short: its JSON breaks at character %1 (%2).")
            .arg(locale.toString(error.offset), error.detail);
    case Session::Errc::Foreign: return tr("The file is JSON, but not a BloomLab session.");
    case Session::Errc::FutureVersion:
        return tr(
            "This session is format version %1; this BloomLab reads version %2. It may come from a newer "
            "BloomLab.")
            .arg(QLocale().toString(error.version), QLocale().toString(Session::kFormatVersion));
    case Session::Errc::Missing: return tr("The value “%1” is missing.").arg(where);
    case Session::Errc::WrongType: return tr("The value “%1” has the wrong type or form.").arg(where);
    case Session::Errc::OutOfRange:
        return tr("The value “%1” is outside its range, %2 to %3.")
            .arg(where, locale.toString(error.low, 'g', 12), locale.toString(error.high, 'g', 12));
    case Session::Errc::BadKey:
        return tr("The key “%1” is empty or longer than %2.")
            .arg(where, locale.formattedDataSize(static_cast<qint64>(error.high), 0));
    case Session::Errc::TooManyKeys:
        return tr("“%1” lists more than %2 keys.")
            .arg(where, locale.toString(static_cast<qint64>(error.high)));
    case Session::Errc::UnknownHash:
        return tr("“%1” names a hash scheme this BloomLab does not know.").arg(where);
    case Session::Errc::UnknownPage: return tr("“%1” names a page this BloomLab does not have.").arg(where);
    case Session::Errc::Inconsistent:
        return tr("The stored contents at “%1” do not fit the filter's size or settings.").arg(where);
    }
    return tr("The session is not valid.");
}
