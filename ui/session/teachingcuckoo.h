#pragma once
// The cuckoo filter drawn beside a teaching Bloom filter of `bits` bits: about one slot per bit,
// 4 to 256 buckets of four 8-bit fingerprints. Explore's tab and Deletion's third filter use it,
// and so does the deletion section of a session file, whose table must have this size.

#include <QtGlobal>

namespace Session {
inline constexpr quint64 kMaxTeachingBuckets = 256;
inline constexpr quint32 kTeachingFingerprintBits = 8;

[[nodiscard]] constexpr quint64 teachingCuckooBuckets(quint64 bits)
{
    quint64 buckets = 4;
    while (buckets < kMaxTeachingBuckets && buckets * 4 < bits)
        buckets *= 2;
    return buckets;
}
} // namespace Session
