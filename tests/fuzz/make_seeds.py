#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora into tests/fuzz/corpus/<target>/.

The .bloom seeds re-implement the format of core/include/bloom/serialize.h independently of core
(the checksum is XXH3-64 from the system libxxhash, through ctypes), so the loader is fed files
that core did not write. Re-run after a format change: python3 tests/fuzz/make_seeds.py
"""
import base64
import ctypes
import ctypes.util
import pathlib
import random
import struct

HERE = pathlib.Path(__file__).resolve().parent
CORPUS = HERE / "corpus"

_xxhash = ctypes.CDLL(ctypes.util.find_library("xxhash") or "libxxhash.so.0")
_xxhash.XXH3_64bits.restype = ctypes.c_uint64
_xxhash.XXH3_64bits.argtypes = [ctypes.c_char_p, ctypes.c_size_t]


def xxh3(data: bytes) -> int:
    return _xxhash.XXH3_64bits(data, len(data))


def bloom_file(kind, hash_kind, m, k, width, seed, items, payload, version=1, checksum=True):
    head = b"BLMF" + struct.pack("<HBBQIB3xQQQ", version, kind, hash_kind, m, k, width, seed, items,
                                  len(payload))
    assert len(head) == 48
    body = head + payload
    return body + struct.pack("<Q", xxh3(body) if checksum else 0)


def classic_payload(m, rng, density=0.3):
    words = []
    for w in range((m + 63) // 64):
        word = 0
        for b in range(64):
            if w * 64 + b < m and rng.random() < density:
                word |= 1 << b
        words.append(word)
    return b"".join(struct.pack("<Q", w) for w in words)


def counting_payload(m, width, rng):
    if width == 8:
        return bytes(rng.choice([0, 0, 1, 2, 255]) for _ in range(m))
    out = bytearray((m + 1) // 2)
    for i in range(m):
        out[i // 2] |= rng.choice([0, 0, 1, 3, 15]) << (4 * (i % 2))
    return bytes(out)


def write(target, name, data):
    d = CORPUS / target
    d.mkdir(parents=True, exist_ok=True)
    (d / name).write_bytes(data if isinstance(data, bytes) else data.encode())


def loader():
    rng = random.Random(1)
    t = "fuzz_filter_loader"
    write(t, "classic_m64_k3.bloom", bloom_file(0, 0, 64, 3, 0, 0, 5, classic_payload(64, rng)))
    write(t, "classic_m10_k2_plain.bloom", bloom_file(0, 1, 10, 2, 0, 42, 2, classic_payload(10, rng)))
    write(t, "classic_m1000_article.bloom", bloom_file(0, 2, 1000, 7, 0, 0, 100, classic_payload(1000, rng)))
    write(t, "classic_empty_m1.bloom", bloom_file(0, 0, 1, 1, 0, 7, 0, bytes(8)))
    write(t, "counting4_m33.bloom", bloom_file(1, 0, 33, 4, 4, 9, 3, counting_payload(33, 4, rng)))
    write(t, "counting8_m40.bloom", bloom_file(1, 1, 40, 3, 8, 0, 8, counting_payload(40, 8, rng)))
    # Near misses: each breaks one rule.
    good = bloom_file(0, 0, 64, 3, 0, 0, 5, classic_payload(64, rng))
    write(t, "bad_checksum.bloom", bloom_file(0, 0, 64, 3, 0, 0, 5, bytes(8), checksum=False))
    write(t, "truncated.bloom", good[:60])
    write(t, "version2.bloom", bloom_file(0, 0, 64, 3, 0, 0, 5, bytes(8), version=2))
    write(t, "bit_past_m.bloom", bloom_file(0, 0, 10, 3, 0, 0, 1, struct.pack("<Q", 1 << 12)))
    write(t, "huge_m_claim.bloom", bloom_file(0, 0, 1 << 40, 3, 0, 0, 1, bytes(8)))
    write(t, "counting4_odd_high_nibble.bloom", bloom_file(1, 0, 3, 2, 4, 0, 1, bytes([0x11, 0xF1])))
    write(t, "magic_only", b"BLMF")


def cuckoo_table(buckets, f, fingerprints):
    """Packs slot s (bucket s // 4, slot s % 4) at bits [s*f, (s+1)*f) of little-endian words."""
    slots = buckets * 4
    stream = 0
    for s, fp in enumerate(fingerprints):
        assert 0 <= fp < (1 << f) and s < slots
        stream |= fp << (s * f)
    words = (slots * f + 63) // 64
    return stream.to_bytes(words * 8, "little")


def cuckoo_file(buckets, f, fingerprints, seed=0, kick_state=0, victim=(0, 0), items=None, version=2,
                hash_kind=4, width=4):
    if items is None:
        items = sum(1 for fp in fingerprints if fp) + (1 if victim[1] else 0)
    payload = struct.pack("<QQQ", kick_state, victim[0], victim[1]) + cuckoo_table(buckets, f, fingerprints)
    return bloom_file(2, hash_kind, buckets * 4, f, width, seed, items, payload, version=version)


def cuckoo_loader():
    rng = random.Random(3)
    t = "fuzz_cuckoo_loader"

    def random_slots(buckets, f, fill):
        return [rng.randrange(1, 1 << f) if rng.random() < fill else 0 for _ in range(buckets * 4)]

    write(t, "empty_b8_f8.bloom", cuckoo_file(8, 8, [0] * 32))
    write(t, "half_b16_f12.bloom", cuckoo_file(16, 12, random_slots(16, 12, 0.5), seed=42, kick_state=7))
    write(t, "straddling_b4_f5.bloom", cuckoo_file(4, 5, random_slots(4, 5, 0.7), seed=5))
    write(t, "one_bucket_f4.bloom", cuckoo_file(1, 4, [3, 3, 0, 9]))
    write(t, "wide_b8_f16.bloom", cuckoo_file(8, 16, random_slots(8, 16, 0.9), kick_state=2**64 - 1))
    # Full: every slot taken, and a victim whose two buckets are necessarily full.
    full = [rng.randrange(1, 1 << 7) for _ in range(8 * 4)]
    write(t, "full_victim_b8_f7.bloom", cuckoo_file(8, 7, full, seed=9, kick_state=123, victim=(5, 17)))
    # Near misses: each breaks one rule.
    write(t, "version1.bloom", cuckoo_file(4, 8, [1] * 16, version=1))
    write(t, "scheme0.bloom", cuckoo_file(4, 8, [1] * 16, hash_kind=0))
    write(t, "width8.bloom", cuckoo_file(4, 8, [1] * 16, width=8))
    write(t, "f3.bloom", cuckoo_file(4, 3, [1] * 16))
    write(t, "items_off.bloom", cuckoo_file(4, 8, [1] * 16, items=15))
    write(t, "victim_with_room.bloom", cuckoo_file(4, 8, [0] + [1] * 15, victim=(0, 2)))
    write(t, "victim_too_wide.bloom", cuckoo_file(4, 8, [1] * 16, victim=(0, 256)))
    write(t, "bucket_without_victim.bloom", cuckoo_file(4, 8, [1] * 16, victim=(3, 0)))
    write(t, "bit_past_table.bloom",
          bloom_file(2, 4, 4, 5, 4, 0, 0, struct.pack("<QQQQ", 0, 0, 0, 1 << 20), version=2))
    write(t, "huge_claim.bloom",
          bloom_file(2, 4, 1 << 50, 16, 4, 0, 0, struct.pack("<QQQQ", 0, 0, 0, 0), version=2))


def text():
    rng = random.Random(2)

    def m_prefix(m):  # the targets read m as 1 + (b0 | b1 << 8) % 4096
        return struct.pack("<H", m - 1)

    for m in (1, 8, 13, 64, 100):
        bits = [rng.random() < 0.4 for _ in range(m)]
        number = sum(1 << i for i, b in enumerate(bits) if b)
        raw = number.to_bytes((m + 7) // 8, "little")
        forms = {
            "binary": "".join("1" if b else "0" for b in bits),
            "hex": raw.hex(),
            "base64": base64.b64encode(raw).decode(),
            "decimal": str(number),
        }
        for enc, s in forms.items():
            write(f"fuzz_text_{enc}", f"m{m}", m_prefix(m) + s.encode())
            if len(s) > 2:  # whitespace is ignored
                write(f"fuzz_text_{enc}", f"m{m}_spaced", m_prefix(m) + (s[:2] + " \n" + s[2:]).encode())
    # Near misses.
    write("fuzz_text_binary", "bad_digit", m_prefix(4) + "1021".encode())
    write("fuzz_text_hex", "odd_length", m_prefix(8) + "abc".encode())
    write("fuzz_text_hex", "upper", m_prefix(16) + "AbCd".encode())
    write("fuzz_text_base64", "bad_padding", m_prefix(16) + "q8=".encode())
    write("fuzz_text_base64", "no_padding", m_prefix(8) + "/w".encode())
    write("fuzz_text_decimal", "too_big", m_prefix(8) + "256".encode())
    write("fuzz_text_decimal", "leading_zeros", m_prefix(8) + "000255".encode())
    write("fuzz_text_decimal", "sign", m_prefix(8) + "-1".encode())


def numbers():
    t = "fuzz_number_parser"
    samples = ["0.01", "1%", "1e-2", "1 in 100", "1/100", "958505838", "120 MB", "1.5 GiB", "64 KiB",
               "8 kB", "1e9 bits", "2 bytes", "1,000,000", "1 000 000", "10k", "2.5M", "1 billion",
               "0", "1", "-1", "1e400", "nan", "inf", "18446744073709551616", "0x10", "1/0", "1 in -5",
               ".5", "5.", "1e-400", "1.5 TiB"]
    for i, s in enumerate(samples):
        write(t, f"n{i:02d}", s)


def sessions():
    """Session files: a full one, each page alone, and near misses of each kind of error."""
    import json
    explore = {"bits": 16, "hashes": 3, "keys": ["seyi_codes", "aderonke", "اردو", "🌸", "e\u0301"],
               "hash": {"kind": "enhanced", "seed": "18446744073709551615",
                        "script": {"seyi_codes": [7, 2, 9], "aderonke": [7]}}}
    deletion = {"bits": 16, "hashes": 3, "counterBits": 4, "keys": ["a", "b", "c"],
                "hash": {"kind": "article", "seed": "0"}, "deletedFromPlain": ["a"],
                "removedFromCounting": ["b"], "plainWords": base64.b64encode(bytes([0x84, 2, 0, 0, 0, 0, 0, 0])).decode(),
                "counters": base64.b64encode(bytes([1, 0x10, 2, 0, 0, 0, 0, 0])).decode(), "countingItems": 2}
    scalable = {"initialCapacity": 1000, "targetFpr": 0.01, "growthFactor": 2, "tighteningRatio": 0.85,
                "fed": 2500}
    fpr = {"bits": 95850584, "keys": 10000000, "hashes": 7,
           "calculator": {"keys": "1 billion", "rate": "1%", "keyLength": "70"}}
    full = {"format": "bloomlab-session", "version": 1, "page": "explore", "explore": explore,
            "deletion": deletion, "scalable": scalable, "fpr": fpr}
    write("fuzz_session_loader", "full.json", json.dumps(full, ensure_ascii=False).encode())
    for name, section in (("explore", explore), ("deletion", deletion), ("scalable", scalable), ("fpr", fpr)):
        one = {"format": "bloomlab-session", "version": 1, name: section}
        write("fuzz_session_loader", name + ".json", json.dumps(one).encode())
    write("fuzz_session_loader", "future.json", b'{"format": "bloomlab-session", "version": 2}')
    write("fuzz_session_loader", "foreign.json", b'{"name": "package", "version": "1.0.0"}')
    write("fuzz_session_loader", "truncated.json", json.dumps(full).encode()[:150])
    bad = dict(full, explore=dict(explore, bits=0, keys=[""]))
    write("fuzz_session_loader", "bad-values.json", json.dumps(bad).encode())


if __name__ == "__main__":
    loader()
    cuckoo_loader()
    text()
    numbers()
    sessions()
