"""The reference binding's shape, for kernel writers written against it.

TensileLite converts a kernel with ``rocisa.toStinkyTofuModule(module, arch,
moduleName, signature=..., options=...)``, then calls
``runOptimizationPipeline()`` and ``emitAssembly()``. The same calls here:

    from stinkytofu_opt.compat import toStinkyTofuModule

    module = toStinkyTofuModule(body, (12, 5, 0), "my_kernel", signature,
                                options={"OptLevel": 2, "ClusterBarrier": True})
    module.runOptimizationPipeline()
    text = module.emitAssembly()

``module`` is the kernel as text (assembly or .stir), or any object whose
``str()`` is its assembly (a rocisa Module prints that way); ``signature``,
when given, is printed before it the same way. ``options`` takes the
ModuleOptions keys (stinkytofu_opt.module_options: which are honoured and how);
an unknown key is a warning at run time, naming the closest key. Warnings
go to the ``stinkytofu_opt`` logger and ``getDiagnostics()``; errors raise
stinkytofu_opt.StinkyError. The module functions of the binding
(``isSupportedByStinkyTofu``, ``getRegisteredArchKeys``,
``isMnemonicSupportedByStinkyTofu``, the plugin calls, ``PipelineExtensionPoint``,
``CloneSpec``, rocisa's ``hasStinkyTofuBackend``) are here too (spec parity-2.md 8).
"""

from __future__ import annotations

import enum
import logging
from typing import Any, Mapping, Sequence, Union

from stinkytofu_opt.api import Diagnostic, Module, StinkyError, parse

ArchLike = Union[str, Sequence[int]]
_log = logging.getLogger("stinkytofu_opt")
_TILE_FIELDS = ("TileA0", "TileB0", "TileM0")


class ArchError(StinkyError, ValueError):
    """An ``arch`` that is not [major, minor, stepping] (the binding's ValueError)."""


def _arch_triple(arch: object) -> tuple[int, int, int]:
    if isinstance(arch, (str, bytes)) or not isinstance(arch, (tuple, list)):
        raise ArchError([Diagnostic("error", "arch must be a tuple or list of 3 integers "
                                             "[major, minor, stepping]")])
    if len(arch) != 3:
        raise ArchError([Diagnostic("error", "arch must have exactly 3 elements [major, "
                                             "minor, stepping]")])
    if not all(isinstance(p, int) and not isinstance(p, bool) and p >= 0 for p in arch):
        raise ArchError([Diagnostic("error", f"arch is [major, minor, stepping] or a name "
                                             f"such as 'gfx1250', not {arch!r}")])
    return arch[0], arch[1], arch[2]


def arch_name(arch: ArchLike) -> str:
    """``(12, 5, 0)`` -> ``"gfx1250"`` (the stepping in hex, as LLVM spells
    ``gfx90a``); a name is returned as it is."""
    if isinstance(arch, str):
        return arch
    major, minor, stepping = _arch_triple(arch)
    return f"gfx{major}{minor}{stepping:x}"


def isSupportedByStinkyTofu(arch: ArchLike) -> bool:
    """Whether a backend pipeline is registered for exactly this arch (gfx1250; a name
    is accepted too)."""
    return arch_name(arch) in getRegisteredArchKeys()


def getRegisteredArchKeys() -> list[str]:
    """The arch names of the registered backends (``["gfx1250"]``)."""
    from stinkytofu_opt.passes.pipelines import BACKENDS

    return [backend.archs[0] for backend in BACKENDS if backend.archs]


def isMnemonicSupportedByStinkyTofu(mnemonic: str, arch: ArchLike) -> bool:
    """Whether the arch's instruction table has the mnemonic, exactly as spelled
    (no encoding suffix, case-sensitive); False for an arch without a table."""
    from stinkytofu_opt.target import UnknownArchError, get_target

    try:
        target = get_target(arch_name(arch))
    except UnknownArchError:
        return False
    return mnemonic in target.mnemonics


def hasStinkyTofuBackend() -> bool:
    """rocisa's question: is the stinkytofu backend available (always, here)."""
    return True


def loadPlugin(path: str) -> bool:
    """The reference loads a C++ plugin library; this tool cannot: False, with a warning."""
    _log.warning("loadPlugin(%r): C++ plugin libraries cannot run in this Python tool; "
                 "register a pass of this tool with registerPassAtExtensionPoint", path)
    return False


def loadPluginsFromDirectory(dirPath: str) -> None:
    _log.warning("loadPluginsFromDirectory(%r): C++ plugin libraries cannot run in this "
                 "Python tool; nothing loaded", dirPath)


def stinkytofuExamplePluginPath() -> str:
    """No bundled example plugin: ``""``."""
    return ""


class PipelineExtensionPoint(enum.Enum):
    """Where ``registerPassAtExtensionPoint`` adds a pass to the pipeline."""

    BeforeRegionPasses = 0
    InnerRegionBegin = 1
    InnerRegionEnd = 2
    AfterRegionPasses = 3


class CloneSpec:
    """An entry of the ``CloneList`` option: a region ``name`` starting at ``startLabel``."""

    def __init__(self, name: str, startLabel: str):
        self.name = name
        self.startLabel = startLabel

    def __repr__(self) -> str:
        return f"CloneSpec({self.name!r}, {self.startLabel!r})"


class StinkyAsmModule:
    """A kernel with the reference binding's methods. ``module`` is the
    stinkytofu_opt.Module behind it. Not in the reference: ``getArch``,
    ``getModuleOptions``, ``setModuleOptions``, ``getDiagnostics``."""

    def __init__(self, module: Module, arch: Sequence[int] | None,
                 options: Mapping[str, object] | None, name: str | None = None):
        self.module = module
        self._name = module.name if name is None else name
        self._arch = tuple(arch) if arch is not None else None
        self._options: dict[str, object] = dict(options or {})
        self._diagnostics: list[Diagnostic] = []
        self._output_name = ""
        self._output_dir = ""
        self._plugin_ints: dict[str, int] = {}
        self._plugin_strs: dict[str, str] = {}
        self._extensions: dict[str, list[str]] = {}

    # -- identity -------------------------------------------------------------------
    def getName(self) -> str:
        """The ``moduleName`` given to toStinkyTofuModule."""
        return self._name

    def getArch(self) -> tuple[int, ...] | str:
        return self._arch if self._arch is not None else self.module.arch

    def getModule(self) -> Module:
        """The module behind the wrapper (opaque in the reference)."""
        return self.module

    def numFunctions(self) -> int:
        """The entry and the callable functions."""
        return len(self.module.functions)

    def getFunctionNames(self) -> list[str]:
        """The functions' names, entry first; the entry goes by the module's name (the
        reference names its entry function after the module, whatever the kernel text's
        own ``.type`` directive calls it)."""
        names = self.module.functions
        return [self.getName(), *names[1:]] if names else []

    def hasFunction(self, name: str) -> bool:
        """Whether a function has this name; ``""`` names the entry."""
        if name == "":
            return bool(self.module.functions)
        return name in self.getFunctionNames()

    # -- outputs and plugin data ----------------------------------------------------------
    def setOutputName(self, name: str) -> None:
        """Base name of the reference's cost and debug files (this tool writes none)."""
        self._output_name = name

    def getOutputName(self) -> str:
        return self._output_name

    def setOutputDir(self, dir: str) -> None:
        """Directory of those files (this tool writes none)."""
        self._output_dir = dir

    def getOutputDir(self) -> str:
        return self._output_dir

    def setPluginDataI64(self, key: str, value: int) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            raise StinkyError([Diagnostic("error", f"setPluginDataI64({key!r}): the value "
                                                   f"must be an int, not {value!r}")])
        self._plugin_ints[key] = value

    def getPluginDataI64(self, key: str, defaultVal: int = 0) -> int:
        return self._plugin_ints.get(key, defaultVal)

    def setPluginDataStr(self, key: str, value: str) -> None:
        if not isinstance(value, str):
            raise StinkyError([Diagnostic("error", f"setPluginDataStr({key!r}): the value "
                                                   f"must be a str, not {value!r}")])
        self._plugin_strs[key] = value

    def getPluginDataStr(self, key: str, defaultVal: str = "") -> str:
        return self._plugin_strs.get(key, defaultVal)

    # -- the pipeline ---------------------------------------------------------------------
    def registerPassAtExtensionPoint(self, extensionPoint: PipelineExtensionPoint | str,
                                     passName: str) -> None:
        """Run a pass of this tool (a ``--list-passes`` name, optionally ``=options``) at
        the extension point when the pipeline runs. An unknown name is a warning and adds
        nothing (the reference drops it silently)."""
        from stinkytofu_opt.passes.registry import PASS_MODULES, closest

        point = extensionPoint.name if isinstance(extensionPoint, PipelineExtensionPoint) \
            else str(extensionPoint)
        if point not in PipelineExtensionPoint.__members__:
            raise StinkyError([Diagnostic("error", f"unknown extension point {point!r} (one "
                                                   f"of {', '.join(PipelineExtensionPoint.__members__)})")])
        name = passName.partition("=")[0].strip()
        if name not in PASS_MODULES:
            hint = closest(name, PASS_MODULES)
            self._warn(f"registerPassAtExtensionPoint: no pass '{name}'"
                       + (f"; did you mean '{hint}'?" if hint else "") + "; nothing added")
            return
        self._extensions.setdefault(point, []).append(passName)

    def getModuleOptions(self) -> dict[str, object]:
        return dict(self._options)

    def setModuleOptions(self, options: Mapping[str, object]) -> None:
        self._options = dict(options)

    def runOptimizationPipeline(self) -> None:
        """The backend pipeline at the options' OptLevel (default 0). At OptLevel 1 or more
        the tile fields TileA0, TileB0 and TileM0 must be set (the reference aborts the
        process; here a StinkyError)."""
        level = self._options.get("OptLevel", 0)
        if isinstance(level, bool) or not isinstance(level, int):
            raise StinkyError([Diagnostic("error", f"ModuleOptions key 'OptLevel' expects an "
                                                   f"int, got {level!r}")])
        if level > 0:
            for field in _TILE_FIELDS:
                if not self._options.get(field):
                    raise StinkyError([Diagnostic(
                        "error", f"GemmTileConfig::{field} is 0 at the backend entry; "
                                 f"OptLevel {level} needs the tile (options {field})")])
        self._diagnostics += self.module.run_pipeline(level, self._options,
                                                      extensions=self._extensions)

    def emitAssembly(self) -> str:
        """The kernel as assembly, with comments and symbolic registers kept
        (the reference emitter's settings)."""
        return self.module.to_asm(preserve_comments=True, preserve_symbolic_regs=True)

    def getDiagnostics(self) -> list[Diagnostic]:
        """Not in the reference: the warnings and remarks so far."""
        own = [d for d in self._diagnostics if d not in self.module.diagnostics]
        return list(self.module.diagnostics) + own

    def _warn(self, message: str) -> None:
        self._diagnostics.append(Diagnostic("warning", message))
        _log.warning(message)


def toStinkyTofuModule(module: Any, arch: ArchLike, moduleName: str = "",
                       signature: Any = None,
                       options: Mapping[str, object] | None = None) -> StinkyAsmModule:
    """The reference converter's call: the kernel ``module`` (text, or an object
    that prints as assembly) for ``arch`` (``(12, 5, 0)`` or ``"gfx1250"``),
    named ``moduleName``, with ModuleOptions ``options`` (a dict; None: the
    defaults). ``ArchName`` picks a stepping of the arch (``gfx1250v0``)."""
    if options is not None and not isinstance(options, Mapping):
        raise StinkyError([Diagnostic("error", f"options must be a dict of ModuleOptions "
                                               f"keys, not {type(options).__name__}")])
    text = module if isinstance(module, str) else str(module)
    if signature is not None:
        text = str(signature).rstrip("\n") + "\n" + text
    name = _stepping(arch_name(arch), (options or {}).get("ArchName"))
    parsed = parse(text, name, filename=f"{moduleName or 'kernel'}.s"
                   if not _looks_like_stir(text) else f"{moduleName or 'kernel'}.stir",
                   name=moduleName or None,
                   preserve_comments=True, preserve_symbolic_regs=True)
    return StinkyAsmModule(parsed, None if isinstance(arch, str) else tuple(arch), options,
                           moduleName)


def _stepping(name: str, arch_option: object) -> str:
    """The ``ArchName`` stepping when it is a stepping of ``name`` (same triple)."""
    from stinkytofu_opt.api import available_archs

    if isinstance(arch_option, str) and arch_option != name \
            and arch_option.startswith(name) and arch_option in available_archs():
        return arch_option
    return name


def _looks_like_stir(text: str) -> bool:
    return text.lstrip("\ufeff \t\r\n").startswith("st.func")
