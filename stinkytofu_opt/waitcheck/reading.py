"""Opening and reading a scanned file within bounds.

A directory scan opens regular files only: a FIFO, socket or device found there is
skipped with a warning (opening a FIFO would wait for a writer forever). A file
named on the command line is opened whatever it is, without waiting (O_NONBLOCK,
then blocking reads: a named pipe is read to its end). Nothing larger than the
limit (``--max-object-size``) is read: a regular file is refused by its size
before a byte is read, anything else as soon as it passes the limit.
"""

from __future__ import annotations

import os
import stat

from stinkytofu_opt.waitcheck.containers import ContainerError

_CHUNK = 1 << 20
_KINDS = ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"),
          (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
          (stat.S_ISDIR, "a directory"))


def kind_of(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def skip_reason(path: str) -> str | None:
    """Why a directory scan leaves ``path`` alone (None: a regular file, or one that
    cannot be looked at: opening it reports why)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    return None if stat.S_ISREG(mode) else f"skipped: {kind_of(mode)}, not a regular file"


def open_input(path: str):
    """A binary file object on ``path``, opened without blocking (a FIFO without a
    writer never holds the scan up), reading as usual afterwards."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        import fcntl
        fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~os.O_NONBLOCK)
    except ImportError:   # no fcntl (Windows): the open never blocked there either
        pass
    return os.fdopen(fd, "rb")


def is_regular(f) -> bool:
    return stat.S_ISREG(os.fstat(f.fileno()).st_mode)


def refuse_oversized(f, limit: int) -> int:
    """The size of the regular file ``f``; a ContainerError if it is over ``limit``."""
    size = os.fstat(f.fileno()).st_size
    if size > limit:
        raise ContainerError(_over(f"{size} bytes", limit))
    return size


def read_bounded(f, limit: int) -> bytes:
    """The whole of ``f``; a ContainerError if it holds more than ``limit`` bytes."""
    info = os.fstat(f.fileno())
    if stat.S_ISDIR(info.st_mode):
        raise ContainerError("it is a directory")
    if stat.S_ISREG(info.st_mode):
        size = refuse_oversized(f, limit)
        data = f.read(size + 1)   # +1: a file that grew is still caught
        if len(data) > limit:
            raise ContainerError(_over(f"more than {limit} bytes", limit))
        return data
    parts, size = [], 0
    while True:
        part = f.read(min(_CHUNK, limit + 1 - size))
        if not part:
            return b"".join(parts)
        parts.append(part)
        size += len(part)
        if size > limit:
            raise ContainerError(_over(f"more than {limit} bytes", limit))


def _over(what: str, limit: int) -> str:
    return f"{what}, over the limit of {limit} bytes (--max-object-size)"
