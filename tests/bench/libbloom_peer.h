#pragma once
/* libbloom behind a tiny C interface. Its header declares `struct bloom`, which clashes with
 * BloomLab's namespace `bloom`, so only libbloom_peer.c ever includes it. */

#ifdef __cplusplus
extern "C" {
#endif

typedef struct LibbloomPeer LibbloomPeer;

/* A filter sized by libbloom itself for `entries` keys at error rate `error`; NULL on failure
 * (libbloom wants entries >= 1000). */
LibbloomPeer *peer_create(int entries, double error);
void peer_free(LibbloomPeer *peer);
/* Forgets every key, keeping the size. */
void peer_reset(LibbloomPeer *peer);
/* 1 if the key (or a collision) was there already, 0 if not. */
int peer_add(LibbloomPeer *peer, const char *key, int length);
/* 1 if the key may be present, 0 if it is not. */
int peer_check(LibbloomPeer *peer, const char *key, int length);
unsigned long long peer_bits(const LibbloomPeer *peer);
unsigned peer_hashes(const LibbloomPeer *peer);
const char *peer_version(void);

#ifdef __cplusplus
}
#endif
