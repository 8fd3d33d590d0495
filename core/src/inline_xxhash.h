#pragma once
// xxHash compiled into the caller instead of called through the shared library: for the short keys
// filters see, the call and its dispatch cost about as much as the hash itself. The results are
// the library's, bit for bit.

#ifndef XXH_INLINE_ALL
#define XXH_INLINE_ALL
#endif
#include <xxhash.h>
