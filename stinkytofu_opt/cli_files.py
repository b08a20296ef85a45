"""The command line's input and output: reading a file or standard input,
writing stdout or a file without ever leaving a partial one."""

from __future__ import annotations

import os
import sys

def read_input(path: str) -> str:
    """The input text; raises InputError for an unreadable or non-UTF-8 file."""
    from stinkytofu_opt.ir.core import SourceLoc
    from stinkytofu_opt.text.diagnostics import Diagnostic, InputError

    try:
        if path == "-":
            if sys.stdin is None:
                raise InputError([Diagnostic("error", "cannot read standard input: it is "
                                                      "closed")])
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except IsADirectoryError:
        raise InputError([Diagnostic("error", f"cannot read '{path}': it is a directory")])
    except OSError as exc:
        name = "standard input" if path == "-" else f"input file '{path}'"
        raise InputError([Diagnostic("error", f"cannot open {name}: "
                                              f"{exc.strerror or exc}")])
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        name = "<stdin>" if path == "-" else path
        raise InputError([Diagnostic(
            "error", f"input is not UTF-8 text (byte 0x{data[exc.start]:02x})",
            SourceLoc(name, line, col))])


OUTPUT_SLICE = 1 << 20
LINES_SLICE = 8192


class Lines(list):
    """Output given as its lines, each to be followed by a newline: written a slice at
    a time, the whole text is never built (10 MB and 2,400 page faults for a
    100,000-instruction kernel)."""


def _write_slices(stream, text: str | Lines) -> None:
    """``stream.write(text)`` in slices: one write of a large text would be encoded
    whole first, a second copy of it (73 MB for a 10^6-instruction function)."""
    if isinstance(text, Lines):
        for start in range(0, len(text), LINES_SLICE):
            stream.write("\n".join(text[start:start + LINES_SLICE]) + "\n")
        return
    for start in range(0, len(text), OUTPUT_SLICE):
        stream.write(text[start:start + OUTPUT_SLICE])


def write_output(text: str | Lines, path: str | None) -> None:
    """Write to stdout, or to ``path``: a regular file (or a new one) through
    a temporary file and a rename, so that a failed run never leaves a partial
    file; a symlink's target the same way, beside the target; a device, FIFO
    or other special file directly."""
    import stat

    from stinkytofu_opt.text.diagnostics import Diagnostic, InputError

    if path is None or path == "-":
        if sys.stdout is None:
            raise InputError([Diagnostic("error", "cannot write to standard output: it is "
                                                  "closed")])
        try:
            _write_slices(sys.stdout, text)
            sys.stdout.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise InputError([Diagnostic("error", "cannot write to standard output: "
                                                  f"{exc.strerror or exc}")]) from None
        return

    def failed(exc: OSError) -> InputError:
        return InputError([Diagnostic("error", f"cannot write output file '{path}': "
                                               f"{exc.strerror or exc}")])

    target = os.path.realpath(path) if os.path.islink(path) else path
    try:
        mode = os.stat(target).st_mode
    except OSError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        try:
            with open(target, "w", encoding="utf-8") as f:
                _write_slices(f, text)
        except OSError as exc:
            raise failed(exc) from None
        return
    import tempfile

    directory = os.path.dirname(os.path.abspath(target))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".stinkytofu-", dir=directory)
    except OSError as exc:
        raise failed(exc) from None
    try:
        if mode is None:   # a new file: what the umask allows
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            _write_slices(f, text)
        os.chmod(tmp, mode & 0o7777)
        os.replace(tmp, target)
    except BaseException as exc:
        os.unlink(tmp)
        if isinstance(exc, OSError):
            raise failed(exc) from None
        raise
