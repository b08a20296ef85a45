"""How analyses treat the interpreter's memory.

Analyses of large kernels allocate hundreds of thousands of small objects
and no cyclic garbage; every allocation burst would otherwise trigger full
collections that scan the whole IR and more than double the run time:
``gc_paused`` pauses the cyclic collector while one builds.

Freeing such an analysis costs too: a million objects visited once more (2% of
a 100,000-instruction run). A one-shot process (the command line, which exits
without tearing down its IR) has no use for that memory afterwards, so there
``release`` keeps the analysis until exit instead, as clang's ``-disable-free``
keeps its AST. It keeps one: the next one released frees the previous, so memory
stays bounded by two analyses however many functions a module has.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager

_kept: list | None = None      # [the last analysis released] in a one-shot process


@contextmanager
def gc_paused():
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def one_shot_process() -> None:
    """Declare this process one that exits as soon as its command is done (see the
    module docstring); for the console entry only, never a library caller."""
    global _kept
    _kept = []


def release(analysis) -> None:
    """``analysis`` is no longer needed: freed now, or in a one-shot process when the
    next one is released (or never, at exit)."""
    if _kept is not None:
        _kept[:] = [analysis]
