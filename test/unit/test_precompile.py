"""precompile_package: the suite runner and the benchmarks write the bytecode
caches first, so tool processes do not compile the package again each time."""

from __future__ import annotations

import importlib.util
import os
import shutil

import stinkytofu_opt.passes.waits.insertion.dataflow as module
from stinkytofu_opt.testing.tools import precompile_package


def test_writes_missing_caches():
    cache = importlib.util.cache_from_source(module.__file__)
    backup = cache + ".bak"
    had = os.path.exists(cache)
    if had:
        shutil.move(cache, backup)
    try:
        assert precompile_package()
        assert os.path.exists(cache)
        assert os.path.getsize(cache) > 0
    finally:
        if had:
            shutil.move(backup, cache)
