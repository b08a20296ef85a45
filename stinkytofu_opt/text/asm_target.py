"""The target an assembly file declares: ``.amdgcn_target "amdgcn-amd-amdhsa--gfx942"``.

LLVM writes the directive at the top of every code-object-v3+ file (with the target ID's
features, ``--gfx1250:xnack+``). Without ``--arch`` (or the API's ``arch``) it chooses the
target, as waitcheck's ELF flags do for a code object; with one that names another
architecture, the file is read as ``--arch`` says, with a located warning. A file that
declares an architecture the tool does not know is an error without ``--arch``.
"""

from __future__ import annotations

import re

from stinkytofu_opt.ir.core import SourceLoc
from stinkytofu_opt.text.diagnostics import Diagnostic

DEFAULT_ARCH = "gfx1250"
_DIRECTIVE = ".amdgcn_target"
_LINE = re.compile(r'\s*\.amdgcn_target\s+"([^"]*)"')


class Declared:
    """The processor a file's ``.amdgcn_target`` names, and where."""

    __slots__ = ("processor", "loc", "line")

    def __init__(self, processor: str, loc: SourceLoc, line: str):
        self.processor, self.loc, self.line = processor, loc, line


def declared_target(text: str, filename: str) -> Declared | None:
    """The first ``.amdgcn_target`` directive of ``text`` (one search, then one line)."""
    at = text.find(_DIRECTIVE)
    while at >= 0:
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        line = text[start:end if end >= 0 else len(text)].rstrip("\r")
        m = _LINE.match(line)
        if m is not None:
            target_id = m.group(1)
            # triple--processor:feature+:feature- (the features may end in '-')
            processor = target_id.split(":", 1)[0].rpartition("-")[2]
            lineno = text.count("\n", 0, start) + 1
            return Declared(processor, SourceLoc(filename, lineno, m.start(1) + 1), line)
        at = text.find(_DIRECTIVE, at + 1)
    return None


def choose_arch(text: str, arch: str | None, filename: str,
                canonical=None) -> tuple[str, Diagnostic | None]:
    """(the architecture to read ``text`` as, a warning or None). ``arch`` is the one asked
    for (None: none); ``canonical(name)`` gives a known architecture's table name (aliases
    folded) or None for a name the tool does not know."""
    canonical = canonical or known_arch
    declared = declared_target(text, filename)
    if declared is None:
        return arch or DEFAULT_ARCH, None
    if arch is None:
        if canonical(declared.processor) is None:     # never read as another machine
            return DEFAULT_ARCH, Diagnostic(
                "error", f"{_DIRECTIVE} names '{declared.processor}', which this tool does "
                "not support; give --arch to read the file as a supported target",
                declared.loc, declared.line)
        return declared.processor, None
    if canonical(declared.processor) != canonical(arch):
        return arch, Diagnostic(
            "warning", f"{_DIRECTIVE} names '{declared.processor}', but the file is read as "
            f"{arch}, as asked (--arch)", declared.loc, declared.line)
    return arch, None


def known_arch(name: str) -> str | None:
    """The table name of architecture ``name`` (aliases folded), or None if unknown."""
    from stinkytofu_opt.target import UnknownArchError, get_target

    try:
        return get_target(name).name
    except UnknownArchError:
        return None
