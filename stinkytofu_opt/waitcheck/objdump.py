"""Disassemble a code object with llvm-objdump and read its output back as
(section, address, text) lines: one per instruction word it decoded (``-z``:
zero words are decoded too, never folded into ``...``) and one per branch
target label (``--symbolize-operands`` names them ``L0``, ``L1``, ...)."""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import tempfile

from stinkytofu_opt.records import record
from stinkytofu_opt.waitcheck.containers import ContainerError

# Newest first: an older llvm-objdump crashes on a processor it does not know (LLVM 19 on
# gfx950 and gfx1250), a newer one knows every older processor.
_VERSIONS = ("22", "19")
_CANDIDATES = tuple(c for v in _VERSIONS
                    for c in (f"llvm-objdump-{v}", f"/usr/lib/llvm-{v}/bin/llvm-objdump")
                    ) + ("llvm-objdump",)
_SECTION = re.compile(r"Disassembly of section (\S+):\Z")
_SYMBOL = re.compile(r"([0-9a-f]+) <(.*)>:\Z")
# "\ts_waitcnt lgkmcnt(0)     // 000000000014: BF8CC07F"
_INSTRUCTION = re.compile(r"\t(.*?\S)\s*// ([0-9A-Fa-f]+):(?: [0-9A-Fa-f]+)*\Z")
_BRANCH_LABEL = re.compile(r"L\d+\Z")


class ObjdumpMissing(Exception):
    pass


@record(frozen=True, slots=True)
class Line:
    address: int
    text: str
    is_label: bool = False


def _which(name: str) -> str | None:
    return shutil.which(name) or (name if os.path.isabs(name) and os.access(name, os.X_OK)
                                  else None)


def find_objdump(explicit: str | None) -> str | None:
    """The llvm-objdump ``--objdump`` names (an error if it is no executable), else None:
    :func:`choose` then picks one per code object. Raises ObjdumpMissing when no
    llvm-objdump is installed at all."""
    if explicit:
        path = _which(explicit)
        if path is None:
            raise ObjdumpMissing(f"--objdump {explicit}: no such executable")
        return path
    if not installed():
        raise ObjdumpMissing("llvm-objdump not found: install the Debian package llvm-22 "
                             "(apt-get install llvm-22), or pass --objdump PATH")
    return None


def installed() -> list[str]:
    """Every llvm-objdump found, newest first, each once."""
    return list(dict.fromkeys(p for p in map(_which, _CANDIDATES) if p))


def choose(explicit: str | None, e_flags: int, processor: str) -> str:
    """The llvm-objdump for a code object of this ``e_flags``: ``explicit`` if given, else the
    newest installed one that knows the processor (decodes the ELF header of such an object
    without failing). Raises ObjdumpMissing, naming the package to install, when none does."""
    if explicit:
        return explicit
    tried = installed()
    for path in tried:
        if _knows(path, e_flags):
            return path
    names = ", ".join(os.path.basename(p) for p in tried) or "none"
    raise ObjdumpMissing(f"no installed llvm-objdump knows {processor} (tried {names}): "
                         f"install the Debian package llvm-22 (apt-get install llvm-22), "
                         f"or pass --objdump PATH")


_KNOWN: dict[tuple[str, int], bool] = {}


def _knows(objdump: str, e_flags: int) -> bool:
    key = (objdump, e_flags)
    if key not in _KNOWN:
        with tempfile.TemporaryDirectory(prefix="waitcheck-probe-") as tmp:
            probe = os.path.join(tmp, "probe.o")
            with open(probe, "wb") as f:
                f.write(_header_only_object(e_flags))
            run = subprocess.run([objdump, "-d", probe], capture_output=True)
        _KNOWN[key] = run.returncode == 0
    return _KNOWN[key]


def _header_only_object(e_flags: int) -> bytes:
    """A relocatable AMDGPU ELF (HSA, code object v5) with no sections: llvm-objdump reads
    its processor from ``e_flags`` and fails (LLVM 19 aborts) when it does not know it."""
    ident = b"\x7fELF" + bytes((2, 1, 1, 64, 3)) + bytes(7)
    # e_type REL, e_machine EM_AMDGPU, e_version, entry, phoff, shoff, e_flags, e_ehsize,
    # phentsize, phnum, shentsize, shnum, shstrndx
    return ident + struct.pack("<HHIQQQIHHHHHH", 1, 224, 1, 0, 0, 0, e_flags, 64, 0, 0, 64,
                               0, 0)


def disassemble(objdump: str, path: str, span: tuple[int, int] | None = None
                ) -> dict[str, list[Line]]:
    """Section name -> its lines in address order (only addresses in ``span``, if given)."""
    limits = [] if span is None else [f"--start-address=0x{span[0]:x}",
                                      f"--stop-address=0x{span[1]:x}"]
    proc = subprocess.run([objdump, "-d", "-z", "--symbolize-operands", "--no-show-raw-insn",
                           *limits, path], capture_output=True, text=True, errors="replace")
    if proc.returncode != 0:
        message = (proc.stderr.strip().splitlines() or [f"exit status {proc.returncode}"])[-1]
        raise ContainerError(f"llvm-objdump failed: {message}")
    return parse(proc.stdout)


def parse(output: str) -> dict[str, list[Line]]:
    sections: dict[str, list[Line]] = {}
    lines: list[Line] | None = None
    for raw in output.splitlines():
        if raw.startswith("\t"):
            m = _INSTRUCTION.match(raw)
            if m is not None and lines is not None:
                lines.append(Line(int(m.group(2), 16), m.group(1)))
            continue
        m = _SYMBOL.match(raw)
        if m is not None:
            if lines is not None and _BRANCH_LABEL.match(m.group(2)):
                lines.append(Line(int(m.group(1), 16), m.group(2), True))
            continue
        m = _SECTION.match(raw)
        if m is not None:
            lines = sections.setdefault(m.group(1), [])
    return sections
