"""The target ID an assembly file declares (``.amdgcn_target "amdgcn-amd-amdhsa--gfx1250:xnack+"``):
which of its features are on. Only what passes need is read: the XNACK mode."""

from __future__ import annotations

import re

_TARGET = re.compile(r'^[ \t]*\.amdgcn_target[ \t]+"([^"]*)"', re.M)


def xnack_on(text: str) -> bool:
    """Whether the file's target ID turns XNACK on (``:xnack+``): a memory instruction that
    misses in translation may then be replayed from its source registers. Without the
    directive, or with ``xnack-`` or no XNACK setting (LLVM 22 gives gfx1250 none), no."""
    if ".amdgcn_target" not in text:   # (a substring scan is ~20x faster than the regex
        return False                    # over a large file without the directive)
    m = _TARGET.search(text)
    return m is not None and "xnack+" in m.group(1).split(":")[1:]
