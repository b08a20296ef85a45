"""Unpack an input file into the ELF code objects it holds.

Formats: a bare ELF; a clang offload bundle (``__CLANG_OFFLOAD_BUNDLE__``:
entry count, then per entry offset, size, triple); a compressed offload bundle
(``CCOB``: version, method, sizes, hash, then a zlib or zstd stream holding an
offload bundle); a host ELF (a HIP executable or library) whose ``.hip_fatbin``
section holds such bundles one after another. Compressed bundle versions 1 (32-bit uncompressed size), 2
(adds a 32-bit total size) and 3 (64-bit sizes) are read. zstd needs the
``zstandard`` package (the ``zstd`` install extra); zlib is the standard
library's.

Memory is bounded: decompression streams, and stops one byte past the size the
header declares (a stream that yields more is corrupted); a declared size over
``limit`` (``--max-object-size``) is refused before anything is decompressed.
"""

from __future__ import annotations

import struct
import zlib
from typing import Any

from stinkytofu_opt.records import record

ELF_MAGIC = b"\x7fELF"
EM_AMDGPU = 224
FATBIN_SECTION = ".hip_fatbin"   # where a HIP host executable or library keeps its bundles
BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"
COMPRESSED_MAGIC = b"CCOB"
# CCOB compression methods (LLVM's compression::Format order).
_ZLIB, _ZSTD = 0, 1
# version -> (struct layout after magic+version+method, has total size)
_CCOB_LAYOUTS = {1: ("<IQ", False), 2: ("<IIQ", True), 3: ("<QQQ", True)}
DEFAULT_LIMIT = 1 << 30   # --max-object-size: the largest file or decompressed bundle read
_CHUNK = 1 << 20          # decompressed per step


class ContainerError(Exception):
    """The file is not a readable code object container; the message says why."""


@record
class Member:
    """One ELF image: ``where`` names it inside its file ('' for the file
    itself, else the bundle entry's triple); ``triple`` is the bundle's, if any.
    ``data`` is its bytes, or the scanned file itself (a seekable binary file)."""
    where: str
    data: Any
    triple: str | None = None


def unpack(data: bytes, limit: int = DEFAULT_LIMIT) -> list[Member]:
    """Every ELF code object in ``data``, in file order. Bundle entries that are
    not AMDGPU (the host entry, often empty) are skipped."""
    if data.startswith(ELF_MAGIC):
        fatbin = _host_fatbin(data)
        return [Member("", data)] if fatbin is None else _fatbin_members(fatbin, limit)
    if data.startswith(BUNDLE_MAGIC):
        return _bundle(data)
    if data.startswith(COMPRESSED_MAGIC):
        return _bundle(decompress(data, limit), compressed=True)
    if not data:
        raise ContainerError("empty file: not an ELF code object, offload bundle or "
                             "compressed offload bundle")
    raise ContainerError("not an ELF code object, offload bundle or compressed offload bundle "
                         f"(starts with {data[:8]!r})")


def _host_fatbin(data: bytes) -> bytes | None:
    """The ``.hip_fatbin`` section of a host (non-AMDGPU) ELF; None for a device ELF
    or a host ELF without one (elf_image then says what machine it is for)."""
    if len(data) < 20 or struct.unpack_from("<H", data, 18)[0] == EM_AMDGPU:
        return None
    import io

    from elftools.common.exceptions import ELFError
    from elftools.elf.elffile import ELFFile
    try:
        section = ELFFile(io.BytesIO(data)).get_section_by_name(FATBIN_SECTION)
        return None if section is None else section.data()
    except (ELFError, struct.error, ValueError, IndexError, KeyError, TypeError,
            OverflowError):
        return None   # not readable as a host ELF: elf_image reports it


def _fatbin_members(section: bytes, limit: int) -> list[Member]:
    """Every bundle in a fatbin section, named ``.hip_fatbin+0xOFFSET:triple``."""
    members, pos = [], 0
    while True:
        starts = [p for p in (section.find(BUNDLE_MAGIC, pos), section.find(COMPRESSED_MAGIC, pos))
                  if p >= 0]
        if not starts:
            break
        pos = min(starts)
        if section.startswith(COMPRESSED_MAGIC, pos):
            inner, end = decompress(section[pos:], limit), pos + _compressed_size(section[pos:])
        else:
            inner, end = section[pos:], pos + _bundle_size(section[pos:])
        for m in _bundle(inner):
            members.append(Member(f"{FATBIN_SECTION}+0x{pos:x}:{m.where}", m.data, m.triple))
        pos = max(end, pos + 1)
    if not members:
        raise ContainerError(f"host ELF: its {FATBIN_SECTION} section holds no amdgcn code object")
    return members


def _bundle_size(data: bytes) -> int:
    """Where an offload bundle ends: after its last entry."""
    count = _u64(data, len(BUNDLE_MAGIC), "entry count")
    pos, end = len(BUNDLE_MAGIC) + 8, 0
    for index in range(min(count, len(data) // 24)):
        offset, size, triple_size = (_u64(data, pos + 8 * k, f"entry {index} header")
                                     for k in range(3))
        pos += 24 + triple_size
        end = max(end, offset + size, pos)
    return end


def _compressed_size(data: bytes) -> int:
    version = struct.unpack_from("<H", data, 4)[0]
    fmt, has_total = _CCOB_LAYOUTS.get(version, ("", False))
    return struct.unpack_from(fmt, data, 8)[0] if has_total else len(data)


def _bundle(data: bytes, compressed: bool = False) -> list[Member]:
    if not data.startswith(BUNDLE_MAGIC):
        raise ContainerError("compressed bundle does not hold an offload bundle")
    pos = len(BUNDLE_MAGIC)
    count = _u64(data, pos, "entry count")
    pos += 8
    if count > len(data) // 24:
        raise ContainerError(f"offload bundle claims {count} entries in {len(data)} bytes")
    members = []
    for index in range(count):
        offset = _u64(data, pos, f"entry {index} offset")
        size = _u64(data, pos + 8, f"entry {index} size")
        triple_size = _u64(data, pos + 16, f"entry {index} triple size")
        pos += 24
        triple_bytes = data[pos:pos + triple_size]
        if len(triple_bytes) != triple_size:
            raise ContainerError(f"truncated offload bundle: entry {index}'s triple is cut off")
        pos += triple_size
        triple = triple_bytes.decode("ascii", "replace")
        if offset + size > len(data):
            raise ContainerError(f"truncated offload bundle: entry {index} ({triple}) ends at "
                                 f"byte {offset + size}, the file has {len(data)}")
        if "amdgcn" not in triple:
            continue
        image = data[offset:offset + size]
        if not image.startswith(ELF_MAGIC):
            raise ContainerError(f"offload bundle entry {triple} is not an ELF code object")
        members.append(Member(triple, image, triple))
    if not members:
        raise ContainerError("offload bundle has no amdgcn entry")
    return members


def decompress(data: bytes, limit: int = DEFAULT_LIMIT) -> bytes:
    """The offload bundle inside a ``CCOB`` compressed bundle, at most the header's
    declared size (itself at most ``limit``)."""
    if len(data) < 8:
        raise ContainerError("truncated compressed bundle header")
    version, method = struct.unpack_from("<HH", data, 4)
    layout = _CCOB_LAYOUTS.get(version)
    if layout is None:
        raise ContainerError(f"compressed bundle version {version} is not supported (1-3 are)")
    fmt, has_total = layout
    header = 8 + struct.calcsize(fmt)
    if len(data) < header:
        raise ContainerError("truncated compressed bundle header")
    fields = struct.unpack_from(fmt, data, 8)
    total, size = (fields[0], fields[1]) if has_total else (len(data), fields[0])
    if total > len(data):
        raise ContainerError(f"truncated compressed bundle: header says {total} bytes, "
                             f"the file has {len(data)}")
    if size > limit:
        raise ContainerError(f"compressed bundle declares {size} bytes uncompressed, over the "
                             f"limit of {limit} (--max-object-size)")
    payload = data[header:total]
    if method == _ZLIB:
        out = _zlib_decompress(payload, size)
    elif method == _ZSTD:
        out = _zstd_decompress(payload, size)
    else:
        raise ContainerError(f"unknown compression method {method} in compressed bundle")
    if len(out) > size:
        raise ContainerError(f"corrupted compressed bundle: it decompresses to more than the "
                             f"{size} bytes its header says")
    if len(out) != size:
        raise ContainerError(f"corrupted compressed bundle: {len(out)} bytes decompressed, "
                             f"header says {size}")
    return out


def _zlib_decompress(payload: bytes, size: int) -> bytes:
    """At most ``size + 1`` bytes of the zlib stream (one more tells a lying header)."""
    stream = zlib.decompressobj()
    parts, produced, pending = [], 0, payload
    try:
        while pending and produced <= size:
            part = stream.decompress(pending, min(_CHUNK, size + 1 - produced))
            pending = stream.unconsumed_tail
            parts.append(part)
            produced += len(part)
            if not part:
                break
    except zlib.error as exc:
        raise ContainerError(f"corrupted compressed bundle: {exc}") from None
    return b"".join(parts)


def _zstd_decompress(payload: bytes, size: int) -> bytes:
    """At most ``size + 1`` bytes of the zstd frame, read as a stream: memory follows
    the real output up to the declared size, never a frame header's claim."""
    try:
        import zstandard
    except ImportError:
        raise ContainerError("zstd-compressed bundle needs the 'zstandard' package "
                             "(pip install 'stinkytofu-opt[zstd]')") from None
    parts, produced = [], 0
    try:
        with zstandard.ZstdDecompressor().stream_reader(payload) as reader:
            while produced <= size:
                part = reader.read(min(_CHUNK, size + 1 - produced))
                if not part:
                    break
                parts.append(part)
                produced += len(part)
    except zstandard.ZstdError as exc:
        raise ContainerError(f"corrupted compressed bundle: {exc}") from None
    return b"".join(parts)


def _u64(data: bytes, pos: int, what: str) -> int:
    if pos + 8 > len(data):
        raise ContainerError(f"truncated offload bundle: no {what}")
    return struct.unpack_from("<Q", data, pos)[0]
