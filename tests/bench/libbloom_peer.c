/* The only translation unit that sees libbloom's `struct bloom`; see libbloom_peer.h. */
#include "libbloom_peer.h"

#include <bloom.h>

#include <stdlib.h>

struct LibbloomPeer {
    struct bloom filter;
};

LibbloomPeer *peer_create(int entries, double error)
{
    LibbloomPeer *peer = calloc(1, sizeof *peer);
    if (peer == NULL)
        return NULL;
    if (bloom_init(&peer->filter, entries, error) != 0) {
        free(peer);
        return NULL;
    }
    return peer;
}

void peer_free(LibbloomPeer *peer)
{
    if (peer == NULL)
        return;
    bloom_free(&peer->filter);
    free(peer);
}

void peer_reset(LibbloomPeer *peer)
{
    bloom_reset(&peer->filter);
}

int peer_add(LibbloomPeer *peer, const char *key, int length)
{
    return bloom_add(&peer->filter, key, length);
}

int peer_check(LibbloomPeer *peer, const char *key, int length)
{
    return bloom_check(&peer->filter, key, length);
}

unsigned long long peer_bits(const LibbloomPeer *peer)
{
    return (unsigned long long)peer->filter.bits;
}

unsigned peer_hashes(const LibbloomPeer *peer)
{
    return (unsigned)peer->filter.hashes;
}

const char *peer_version(void)
{
    return bloom_version();
}
