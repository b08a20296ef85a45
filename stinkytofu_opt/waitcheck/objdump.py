"""Disassemble a code object with llvm-objdump and read its output back as
(section, address, text) lines: one per instruction word it decoded (``-z``:
zero words are decoded too, never folded into ``...``) and one per branch
target label (``--symbolize-operands`` names them ``L0``, ``L1``, ...)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass

from stinkytofu_opt.waitcheck.containers import ContainerError

_CANDIDATES = ("llvm-objdump-19", "/usr/lib/llvm-19/bin/llvm-objdump", "llvm-objdump")
_SECTION = re.compile(r"Disassembly of section (\S+):\Z")
_SYMBOL = re.compile(r"([0-9a-f]+) <(.*)>:\Z")
# "\ts_waitcnt lgkmcnt(0)     // 000000000014: BF8CC07F"
_INSTRUCTION = re.compile(r"\t(.*?\S)\s*// ([0-9A-Fa-f]+):(?: [0-9A-Fa-f]+)*\Z")
_BRANCH_LABEL = re.compile(r"L\d+\Z")


class ObjdumpMissing(Exception):
    pass


@dataclass(frozen=True, slots=True)
class Line:
    address: int
    text: str
    is_label: bool = False


def find_objdump(explicit: str | None) -> str:
    """The llvm-objdump to run: ``explicit`` (--objdump), else the first of
    llvm-objdump-19, LLVM 19's own directory, llvm-objdump on PATH."""
    if explicit:
        path = shutil.which(explicit) or (explicit if os.access(explicit, os.X_OK) else None)
        if path is None:
            raise ObjdumpMissing(f"--objdump {explicit}: no such executable")
        return path
    for name in _CANDIDATES:
        path = shutil.which(name) or (name if os.path.isabs(name) and os.access(name, os.X_OK)
                                      else None)
        if path:
            return path
    raise ObjdumpMissing("llvm-objdump-19 not found: install the Debian package llvm-19 "
                         "(apt-get install llvm-19), or pass --objdump PATH")


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
