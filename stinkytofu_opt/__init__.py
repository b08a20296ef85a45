"""stinkytofu-opt: wait-count insertion and cluster barriers for AMD GPU assembly.

In process::

    import stinkytofu_opt as st
    m = st.parse(text, arch="gfx1250", filename="k.s")
    m.run(["StinkyBuildImplicitDependencyPass", "StinkyWaitCntInsertionPass"])
    m.run_pipeline(opt_level=2, options={"ClusterBarrier": True})
    print(m.to_asm())

See ``help(st.parse)``, ``help(st.Module)`` and the README's "Using it from Python".
The reference binding's shape (``toStinkyTofuModule``, ``runOptimizationPipeline``,
``emitAssembly``) is in ``stinkytofu_opt.compat``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

__all__ = [
    "Diagnostic", "Module", "PassSpec", "Pipeline", "StinkyError", "available_archs",
    "available_passes", "build_pipeline", "parse", "parse_file",
]

if TYPE_CHECKING:
    from stinkytofu_opt.api import (Diagnostic, Module, PassSpec, Pipeline, StinkyError,
                                    available_archs, available_passes, build_pipeline, parse,
                                    parse_file)


def __getattr__(name: str) -> Any:
    # The command line imports this package for __version__ alone: the API
    # (and the IR behind it) loads on first use.
    if name in __all__:
        from stinkytofu_opt import api

        return getattr(api, name)
    raise AttributeError(f"module 'stinkytofu_opt' has no attribute {name!r}")
