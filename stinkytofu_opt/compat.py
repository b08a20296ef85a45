"""The reference binding's shape, for kernel writers written against it.

TensileLite converts a kernel with ``rocisa.toStinkyTofuModule(body, arch,
moduleName, signature=..., options=...)``, then calls
``runOptimizationPipeline()`` and ``emitAssembly()``. The same calls here:

    from stinkytofu_opt.compat import toStinkyTofuModule

    module = toStinkyTofuModule(body, (12, 5, 0), "my_kernel",
                                options={"OptLevel": 2, "ClusterBarrier": True})
    module.runOptimizationPipeline()
    text = module.emitAssembly()

``body`` is the kernel as text (assembly or .stir), or any object whose
``str()`` is its assembly (a rocisa Module prints that way); ``signature``,
when given, is printed before it the same way. ``options`` takes the
ModuleOptions keys (stinkytofu_opt.module_options: which are honoured and how);
an unknown key is a warning at run time, naming the closest key. Warnings
go to the ``stinkytofu_opt`` logger and ``getDiagnostics()``; errors raise
stinkytofu_opt.StinkyError.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence, Union

from stinkytofu_opt.api import Diagnostic, Module, StinkyError, parse

ArchLike = Union[str, Sequence[int]]


def arch_name(arch: ArchLike) -> str:
    """``(12, 5, 0)`` -> ``"gfx1250"`` (the stepping in hex, as LLVM spells
    ``gfx90a``); a name is returned as it is."""
    if isinstance(arch, str):
        return arch
    parts = list(arch)
    if len(parts) != 3 or not all(isinstance(p, int) and p >= 0 for p in parts):
        raise StinkyError([Diagnostic("error", f"arch is [major, minor, stepping] or a name "
                                               f"such as 'gfx1250', not {arch!r}")])
    major, minor, stepping = parts
    return f"gfx{major}{minor}{stepping:x}"


class StinkyAsmModule:
    """A kernel with the reference binding's methods (``getName``,
    ``runOptimizationPipeline``, ``emitAssembly``, ``getModuleOptions``,
    ``setModuleOptions``, ``getArch``). ``module`` is the stinkytofu_opt.Module
    behind it."""

    def __init__(self, module: Module, arch: Sequence[int] | None,
                 options: Mapping[str, object] | None):
        self.module = module
        self._arch = tuple(arch) if arch is not None else None
        self._options: dict[str, object] = dict(options or {})
        self._diagnostics: list[Diagnostic] = []

    def getName(self) -> str:
        return self.module.name

    def getArch(self) -> tuple[int, ...] | str:
        return self._arch if self._arch is not None else self.module.arch

    def getModuleOptions(self) -> dict[str, object]:
        return dict(self._options)

    def setModuleOptions(self, options: Mapping[str, object]) -> None:
        self._options = dict(options)

    def runOptimizationPipeline(self) -> None:
        """The backend pipeline at the options' OptLevel (default 0)."""
        level = self._options.get("OptLevel", 0)
        if isinstance(level, bool) or not isinstance(level, int):
            raise StinkyError([Diagnostic("error", f"ModuleOptions key 'OptLevel' expects an "
                                                   f"int, got {level!r}")])
        self._diagnostics += self.module.run_pipeline(level, self._options)

    def emitAssembly(self) -> str:
        """The kernel as assembly, with comments and symbolic registers kept
        (the reference emitter's settings)."""
        return self.module.to_asm(preserve_comments=True, preserve_symbolic_regs=True)

    def getDiagnostics(self) -> list[Diagnostic]:
        """Not in the reference: the warnings and remarks so far."""
        return list(self.module.diagnostics)


def toStinkyTofuModule(body: Any, arch: ArchLike, moduleName: str, signature: Any = None,
                       options: Mapping[str, object] | None = None) -> StinkyAsmModule:
    """The reference converter's call: the kernel ``body`` (text, or an object
    that prints as assembly) for ``arch`` (``(12, 5, 0)`` or ``"gfx1250"``),
    named ``moduleName``, with ModuleOptions ``options``."""
    text = body if isinstance(body, str) else str(body)
    if signature is not None:
        text = str(signature).rstrip("\n") + "\n" + text
    name = arch_name(arch)
    module = parse(text, name, filename=f"{moduleName}.s" if not _looks_like_stir(text)
                   else f"{moduleName}.stir", name=moduleName,
                   preserve_comments=True, preserve_symbolic_regs=True)
    return StinkyAsmModule(module, None if isinstance(arch, str) else tuple(arch), options)


def _looks_like_stir(text: str) -> bool:
    return text.lstrip("\ufeff \t\r\n").startswith("st.func")
