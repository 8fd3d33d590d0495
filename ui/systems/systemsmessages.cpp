#include "systemsmessages.h"

#include "common/errormessages.h"
#include "common/numberformat.h"

#include <QDir>

using namespace systems;

QString SystemsMessages::forDatabase(DbError error, const QString &path)
{
    const QString file = QDir::toNativeSeparators(path);
    switch (error) {
    case DbError::None: return {};
    case DbError::NotSqlite:
        return tr(
            "%1 is not an SQLite database. BloomLab left it as it is; choose another file or a new name.")
            .arg(file);
    case DbError::ForeignDatabase:
        return tr(
            "%1 is an SQLite database of another program (it has no BloomLab users table). BloomLab left "
            "it as it is; choose a new file name.")
            .arg(file);
    case DbError::NewerSchema:
        return tr(
            "%1 was written by a newer BloomLab. This version left it as it is; update BloomLab or choose "
            "another file.")
            .arg(file);
    case DbError::ReadOnly:
        return tr("%1 cannot be written (the file, its folder or its disk is read-only). Choose a file in a "
                  "folder you can write to.")
            .arg(file);
    case DbError::Locked:
        return tr("%1 is locked by another program that is writing to it. Close that program, or wait, and "
                  "try again.")
            .arg(file);
    case DbError::CannotCreate:
        return tr("The database cannot be created there: the folder of %1 does not exist or cannot be "
                  "written.")
            .arg(file);
    case DbError::NameTaken: return tr("That name is taken: the database already has it.");
    case DbError::Failed:
        return tr("SQLite could not do that with %1 (the disk may be full). Nothing was changed.").arg(file);
    case DbError::Cancelled: return tr("Cancelled. The database is as it was before.");
    }
    return {};
}

QString SystemsMessages::forRedis(RedisError error, const QString &detail)
{
    switch (error) {
    case RedisError::None: return {};
    case RedisError::NotInstalled:
        return tr("Redis is not installed on this computer (no redis-server was found). Install the "
                  "redis-server package, or keep the filter in this process.");
    case RedisError::CannotStart:
        return detail.isEmpty() ? tr("redis-server is installed but did not start.")
                                : tr("redis-server is installed but did not start. It said: %1").arg(detail);
    case RedisError::Unreachable:
        return tr("No Redis server answered there. Check the host and port, and that the server is running.");
    case RedisError::AuthFailed:
        return tr("The Redis server refused the password (or needs one). Check the password.");
    case RedisError::ConnectionLost:
        return tr("The Redis server stopped answering in the middle of the run (it was stopped or it "
                  "crashed). The run stopped; the database was not changed.");
    case RedisError::TooLarge:
        return tr("This filter needs more than 2³² bits, the most a Redis string can hold. Choose a larger "
                  "false-positive rate or fewer users.");
    case RedisError::ReplyError: return tr("Redis refused a command: %1").arg(detail);
    }
    return {};
}

QString SystemsMessages::forName(NameRefusal refusal)
{
    switch (refusal) {
    case NameRefusal::None: return {};
    case NameRefusal::Empty: return tr("Type a name first.");
    case NameRefusal::TooLong:
        return tr("Names are at most %1 characters long (the users table's limit).")
            .arg(NumberFormat::integer(kMaxUsernameChars));
    case NameRefusal::NotUtf8:
        return tr("That name holds a broken character (it is not valid Unicode text).");
    case NameRefusal::ControlCharacter:
        return tr("Names cannot hold tabs, line breaks or other invisible control characters.");
    }
    return {};
}

QString SystemsMessages::forSignup(const SignupOutcome &outcome, const QString &path)
{
    if (outcome.cancelled)
        return tr("Cancelled. Nothing was changed.");
    if (outcome.name != NameRefusal::None)
        return forName(outcome.name);
    if (outcome.noFilter)
        return tr("Build the filter first: the sign-up checks go through it.");
    if (outcome.redis != RedisError::None)
        return forRedis(outcome.redis, outcome.detail);
    if (outcome.db != DbError::None)
        return forDatabase(outcome.db, path);
    if (outcome.core)
        return ErrorMessages::forError(*outcome.core);
    return {};
}

QString SystemsMessages::micros(double value)
{
    if (value < 10)
        return NumberFormat::leftToRight(tr("%1 µs").arg(NumberFormat::count(value, 2)));
    if (value < 1000)
        return NumberFormat::leftToRight(tr("%1 µs").arg(NumberFormat::count(value, 1)));
    return NumberFormat::leftToRight(tr("%1 ms").arg(NumberFormat::count(value / 1000, 2)));
}

QString SystemsMessages::forStorage(const LsmFailure &failure)
{
    switch (failure.code) {
    case LsmError::FilesOutOfRange:
        return tr("Choose between %1 and %2 SST files.")
            .arg(
                NumberFormat::integer(LsmSettings::kMinFiles), NumberFormat::integer(LsmSettings::kMaxFiles));
    case LsmError::KeysPerFileOutOfRange:
        return tr("Choose between %1 and %2 keys per file.")
            .arg(NumberFormat::integer(LsmSettings::kMinKeysPerFile),
                NumberFormat::integer(LsmSettings::kMaxKeysPerFile));
    case LsmError::BitsPerKeyOutOfRange:
        return tr("Choose between %1 and %2 bits per key.")
            .arg(NumberFormat::integer(qint64(LsmSettings::kMinBitsPerKey)),
                NumberFormat::integer(qint64(LsmSettings::kMaxBitsPerKey)));
    case LsmError::PrefixLengthOutOfRange:
        return tr("Choose a prefix of %1 to %2 characters.")
            .arg(NumberFormat::integer(LsmSettings::kMinPrefixLength),
                NumberFormat::integer(LsmSettings::kMaxPrefixLength));
    case LsmError::LookupsOutOfRange:
        return tr("Choose at most %1 lookups.").arg(NumberFormat::integer(kMaxLookups));
    case LsmError::ShareOutOfRange: return tr("The share of missing keys must be between 0% and 100%.");
    case LsmError::ScanLengthOutOfRange:
        return tr("A scan returns 1 to %1 keys.").arg(NumberFormat::integer(kMaxScanKeys));
    case LsmError::SweepRangeOutOfRange: return tr("The sweep goes from 1 to 20 bits per key, low to high.");
    case LsmError::EmptyKey: return tr("Type a key to look up.");
    case LsmError::KeyTooLong:
        return tr("Keys are at most %1 bytes long here.").arg(NumberFormat::integer(qint64(kMaxKeyBytes)));
    case LsmError::Cancelled: return tr("Cancelled.");
    case LsmError::FolderUnwritable:
        return tr("RocksDB's folder could not be made in the temporary folder (it is read-only or missing).");
    case LsmError::OutOfDisk:
        return failure.needed > 0 ? tr("Not enough disk space: this needs about %1 and %2 is free.")
                                        .arg(NumberFormat::bytes(double(failure.needed)),
                                            NumberFormat::bytes(double(failure.available)))
                                  : tr("The disk is full. Choose fewer files or keys.");
    case LsmError::OpenFailed: return tr("RocksDB could not open its database.");
    case LsmError::WriteFailed: return tr("RocksDB could not write (the disk may be full).");
    case LsmError::ReadFailed: return tr("RocksDB could not read a file back.");
    case LsmError::CompactionFailed: return tr("RocksDB could not compact the files.");
    }
    return {};
}

QString SystemsMessages::rateOutOfRange(double low, double high)
{
    return tr("Choose a false-positive rate between %1 and %2.").arg(percent(low), percent(high));
}

QString SystemsMessages::percent(double fraction)
{
    return NumberFormat::leftToRight(NumberFormat::percent(fraction));
}
