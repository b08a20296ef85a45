"""Offload bundles and compressed bundles (CCOB) built in memory, for the waitcheck tests
and fuzzer: the formats stinkytofu_opt/waitcheck/containers.py reads."""

from __future__ import annotations

import struct
import zlib

BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"


def bundle(entries) -> bytes:
    """An uncompressed offload bundle of (triple, bytes) entries."""
    header = len(BUNDLE_MAGIC) + 8 + sum(24 + len(t) for t, _ in entries)
    out, blobs, offset = [BUNDLE_MAGIC, struct.pack("<Q", len(entries))], [], header
    for triple, data in entries:
        out.append(struct.pack("<QQQ", offset, len(data), len(triple)) + triple.encode())
        blobs.append(data)
        offset += len(data)
    return b"".join(out + blobs)


def ccob(payload: bytes, version=2, method=0, compressed=None) -> bytes:
    """A compressed bundle of ``payload``: zlib unless ``compressed`` gives the stream."""
    body = zlib.compress(payload) if compressed is None else compressed
    if version == 1:
        fields = struct.pack("<IQ", len(payload), 0)
    elif version == 2:
        fields = struct.pack("<IIQ", 8 + 16 + len(body), len(payload), 0)
    else:
        fields = struct.pack("<QQQ", 8 + 24 + len(body), len(payload), 0)
    return b"CCOB" + struct.pack("<HH", version, method) + fields + body
