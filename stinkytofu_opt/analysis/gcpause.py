"""Pause the cyclic garbage collector while an analysis builds.

Analyses of large kernels allocate hundreds of thousands of small objects
and no cyclic garbage; every allocation burst would otherwise trigger full
collections that scan the whole IR and more than double the run time.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager


@contextmanager
def gc_paused():
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
