"""The in-process Python API: parse a kernel, run passes or the -O pipeline, print it.

    import stinkytofu_opt as st

    m = st.parse(text, arch="gfx1250", filename="k.s")        # format from the name or text
    m.run(["StinkyBuildImplicitDependencyPass",
           "StinkyWaitCntInsertionPass=enableLoopCarriedTokenDeps"], num_waves=1)
    m.run_pipeline(opt_level=2, options={"ClusterBarrier": True})
    m.to_asm(); m.to_stir()

Bad input raises StinkyError, whose ``diagnostics`` are the located messages
the command line prints. Warnings and remarks are returned by the call that
produced them, kept on ``Module.diagnostics`` and logged on the
``stinkytofu_opt`` logger; nothing is printed. Every call has its own
diagnostics and pass context and leaves the cycle collector as it found it,
so modules, targets and threads do not affect each other.

The command line (driver.py) is a layer over the same calls: it parses its
flags, reads and writes files and prints the diagnostics as they come.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence, Union

from stinkytofu_opt import api_arguments as _arguments
from stinkytofu_opt.records import field, fields, record
from stinkytofu_opt.text.diagnostics import (Diagnostic as _InternalDiagnostic,
                                             DiagnosticEngine, InputError)

if TYPE_CHECKING:
    from stinkytofu_opt.analysis.stall_estimate import StallReport
    from stinkytofu_opt.pipeline import PassContext, PassInstance

_STALL_REMARK_AFTER = "StinkyWaitCntInsertionPass"   # --remarks estimates the waits it made

OptionValue = Union[bool, int, str]
_LOG_LEVELS = {"warning": 30, "remark": 20, "note": 20, "error": 40}   # logging's levels


def _checked_loop_trips(loop_trips: object, name: str) -> None:
    from stinkytofu_opt.analysis.stall_estimate import StallModelError, check_loop_trips

    try:
        check_loop_trips(loop_trips)
    except StallModelError as exc:
        raise _fail(f"{name}: {exc}") from None


def _log(diagnostics: Iterable[Diagnostic]) -> None:
    """Each diagnostic on the ``stinkytofu_opt`` logger (imported on first use:
    the command line, which prints its own, never pays for it)."""
    import logging

    logger = logging.getLogger("stinkytofu_opt")
    if not logger.handlers:
        logger.addHandler(logging.NullHandler())   # the application decides where logs go
    for diag in diagnostics:
        logger.log(_LOG_LEVELS.get(diag.severity, logging.INFO), "%s", diag.render())


@record(frozen=True)
class Diagnostic:
    """One located message: ``file:line:column: severity: message``.

    ``file``, ``line`` and ``column`` are None for a message about no
    particular place (an unknown pass, a check's summary).
    """

    severity: str                 # "error", "warning", "remark" or "note"
    message: str
    file: str | None = None
    line: int | None = None
    column: int | None = None
    source_line: str | None = None

    def render(self) -> str:
        """The command line's form: the location, then the source line and a caret."""
        where = f"{self.file}:{self.line}:{self.column}: " if self.file is not None else ""
        text = f"{where}{self.severity}: {self.message}"
        if self.source_line is not None and self.column is not None:
            line = self.source_line.rstrip("\r\n")
            pad = "".join(c if c == "\t" else " " for c in line[: max(self.column - 1, 0)])
            text += f"\n{line}\n{pad}^"
        return text

    def __str__(self) -> str:
        return self.render()


def _public(diag: _InternalDiagnostic) -> Diagnostic:
    loc = diag.loc
    if loc is None:
        return Diagnostic(diag.level, diag.message)
    return Diagnostic(diag.level, diag.message, loc.file, loc.line, loc.col, diag.source_line)


class StinkyError(Exception):
    """The input could not be processed, or a check pass found violations.

    ``diagnostics`` holds every located message of the failed call (errors,
    and the notes and warnings around them); ``report`` the check passes'
    reports in the reference tool's format ("" when there is none).
    ``str()`` renders them as the command line prints them.
    """

    def __init__(self, diagnostics: Sequence[Diagnostic], report: str = ""):
        self.diagnostics: list[Diagnostic] = list(diagnostics)
        self.report = report
        super().__init__(self.__str__())

    def __str__(self) -> str:
        text = "\n".join(d.render() for d in self.diagnostics)
        if self.report:
            text += ("\n" if text else "") + self.report.rstrip("\n")
        return text or "error"

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]


class _Collector(DiagnosticEngine):
    """Keeps what the command line would print: diagnostics and reports, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.collected: list[_InternalDiagnostic] = []
        self.reports: list[str] = []

    def flush(self) -> None:
        self.collected.extend(self.diagnostics)
        self.diagnostics.clear()

    def write_report(self, text: str, matched: bool = True) -> None:
        self.flush()
        self.reports.append(text)


def _fail(message: str) -> StinkyError:
    return StinkyError([Diagnostic("error", message)])


def _checked(check: Callable[..., Any], *args: Any) -> Any:
    """``check(*args)`` (an api_arguments check): its value, or a StinkyError."""
    try:
        return check(*args)
    except _arguments.ArgumentError as exc:
        raise _fail(str(exc)) from None


@record(frozen=True)
class PassSpec:
    """A pass by name with typed options: ``PassSpec("X", {"enableY": True, "n": 3})``.

    ``words`` are further option words in the command line's syntax (for a
    pass that takes a list, such as RemoveInstructionPass's mnemonics).
    """

    name: str
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    words: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        """Checked as the command line checks its flags: a StinkyError at once."""
        name = _checked(_arguments.text_of, self.name, "a PassSpec's name")
        object.__setattr__(self, "options", _checked(_arguments.option_values, self.options, name))
        object.__setattr__(self, "words", _checked(_arguments.words, self.words, name))

    @classmethod
    def parse(cls, text: str) -> PassSpec:
        """``"Name"`` or ``"Name=opt,key=value"``, as after ``--`` on the command line."""
        name, _, rest = text.strip().lstrip("-").partition("=")
        return cls(name, {}, tuple(w.strip() for w in rest.split(",") if w.strip()))

    def option_words(self) -> list[str]:
        words = list(self.words)
        for key, value in self.options.items():
            if value is True:
                words.append(key)
            elif value is False:
                words.append(f"{key}=0")
            else:
                words.append(f"{key}={value}")
        return words

    def spelling(self) -> str:
        """The pass in --pass-pipeline syntax: ``Name{opt,key=value}``."""
        words = self.option_words()
        return self.name + ("{" + ",".join(words) + "}" if words else "")


PassLike = Union[str, PassSpec]


def _check_typed_options(spec: PassSpec, pass_cls: Any) -> None:
    declared = {o.name: o for o in pass_cls.OPTIONS}
    kinds = {"bool": (bool,), "int": (int,), "str": (str,), "choice": (str,)}
    for key, value in spec.options.items():
        option = declared.get(key)
        if option is None:
            continue   # parse_options names it with the closest spelling
        allowed = kinds.get(option.type, (str,))
        if not isinstance(value, allowed) or (option.type == "int" and isinstance(value, bool)):
            raise _fail(f"option '{key}' of {spec.name} expects {option.type}, got "
                        f"{type(value).__name__} {value!r}")


def make_pass(spec: PassLike, environ: Mapping[str, str] | None = None) -> PassInstance:
    """A runnable pass from a name in the command line's syntax or a PassSpec;
    raises StinkyError for an unknown pass or a bad option. ``environ`` is for
    the command line (the reference tool's environment-variable defaults);
    library calls leave it out."""
    from stinkytofu_opt.passes.registry import PASS_MODULES, closest, load_pass
    from stinkytofu_opt.pipeline import PassInstance

    if isinstance(spec, str):
        spec = PassSpec.parse(spec)
    if not isinstance(spec, PassSpec):
        raise _fail(f"a pass is a name or a PassSpec, not {type(spec).__name__}")
    if spec.name not in PASS_MODULES:
        hint = closest(spec.name, PASS_MODULES)
        raise _fail(f"unknown pass '{spec.name}'" + (f"; did you mean '{hint}'?" if hint
                                                      else ""))
    pass_cls = load_pass(spec.name)
    _check_typed_options(spec, pass_cls)
    try:
        return PassInstance(spec.name, pass_cls(pass_cls.parse_options(spec.option_words()),
                                                environ))
    except ValueError as exc:
        raise _fail(str(exc)) from None


@record(frozen=True)
class Pipeline:
    """The passes an ``-O`` level runs on a target, as PassSpecs, and what was
    left out: ``missing`` passes the backend order names that this build does
    not have, ``dropped_options`` options a pass does not declare."""

    arch: str
    opt_level: int
    passes: tuple[PassSpec, ...]
    missing: tuple[str, ...]
    dropped_options: tuple[str, ...]
    note: str

    def spelling(self) -> str:
        """The pipeline in --pass-pipeline syntax."""
        return ",".join(p.spelling() for p in self.passes)

    def __str__(self) -> str:
        return self.spelling()


def build_pipeline(arch: str = "gfx1250", opt_level: int = 2,
                   options: Mapping[str, object] | None = None,
                   extensions: Mapping[str, Sequence[PassLike]] | None = None) -> Pipeline:
    """The pipeline ``run_pipeline`` would run: the backend's pass order for
    ``arch`` restricted to the passes this build implements, driven by
    ``options`` (ModuleOptions keys; ``opt_level`` wins over ``OptLevel``).
    ``extensions`` maps an extension point (``BeforeRegionPasses``,
    ``InnerRegionBegin``, ``InnerRegionEnd``, ``AfterRegionPasses``) to passes to
    run there."""
    from stinkytofu_opt.module_options import ModuleOptionsError, resolve
    from stinkytofu_opt.passes.pipelines import EXTENSION_POINTS, PlannedPass, build
    from stinkytofu_opt.passes.registry import PASS_MODULES, load_pass

    opt_level = _checked(_arguments.opt_level, opt_level)
    options = _checked(_arguments.mapping, options, "options")
    target = _target(arch)
    try:
        resolved = resolve({**options, "OptLevel": opt_level})
    except ModuleOptionsError as exc:
        raise _fail(str(exc)) from None

    def registered(name: str) -> Any:
        return load_pass(name) if name in PASS_MODULES else None

    planned = {}
    for point, specs in _checked(_arguments.mapping, extensions, "extensions").items():
        if point not in EXTENSION_POINTS:
            raise _fail(f"unknown pipeline extension point '{point}' (one of "
                        f"{', '.join(EXTENSION_POINTS)})")
        if isinstance(specs, str) or not isinstance(specs, Iterable) or not all(
                isinstance(p, (str, PassSpec)) for p in specs):
            raise _fail(f"extensions['{point}'] must be a list of pass names or PassSpecs, "
                        f"not {type(specs).__name__} {specs!r}")
        planned[point] = tuple(
            PlannedPass(spec.name, tuple(spec.option_words()))
            for spec in (PassSpec.parse(p) if isinstance(p, str) else p for p in specs))
    built = build(arch, target, resolved, registered, planned)
    return Pipeline(arch, built.opt_level,
                    tuple(PassSpec(p.name, {}, p.words) for p in built.passes),
                    built.missing, built.dropped_options, built.note)


def _target(arch: str) -> Any:
    from stinkytofu_opt.target import UnknownArchError, get_target

    if not isinstance(arch, str):
        raise _fail(f"arch is a name such as 'gfx1250', not {type(arch).__name__}")
    try:
        return get_target(arch)
    except UnknownArchError as exc:
        raise _fail(unknown_arch_message(exc.arch, exc.available)) from None


def unknown_arch_message(arch: str, available: Iterable[str]) -> str:
    ordered = sorted(available, key=lambda a: (len(a), a))   # by generation: gfx942 < gfx1100
    return f"unknown architecture '{arch}' (available: {', '.join(ordered)})"


def _detect_format(text: str, filename: str | None) -> str:
    if filename is not None:
        if filename.endswith(".s"):
            return "asm"
        if filename.endswith(".stir"):
            return "stir"
    head = text[:4096]
    return "stir" if "st.func" in head or '"st.' in head else "asm"


class _GcPaused:
    """The cycle collector off while the IR is built (millions of small,
    acyclic objects), then as it was found."""

    def __enter__(self) -> None:
        import gc

        self._was_enabled = gc.isenabled()
        gc.disable()

    def __exit__(self, *exc: object) -> None:
        import gc

        if self._was_enabled:
            gc.enable()


def _internal_error(exc: Exception) -> StinkyError:
    return _fail(f"internal error: {type(exc).__name__}: {exc} (please report this)")


class Module:
    """A parsed kernel: its functions, the target, and the diagnostics so far.

    Build one with ``parse``. ``run`` and ``run_pipeline`` change it in place
    and return the warnings and remarks they produced; ``to_asm`` and
    ``to_stir`` print it.
    """

    def __init__(self, ir: Any, target: Any, arch: str, filename: str, text: str,
                 is_asm: bool, region: list[Any] | None, name: str | None,
                 preserve_comments: bool, preserve_symbolic_regs: bool,
                 whole_file: bool = False):
        self._ir = ir
        self._target = target
        self._text = text
        self._region = region
        # a whole assembly file split at its `.type NAME,@function` directives: its
        # functions are those, the text between them is kept but not a function
        self._whole_file = whole_file and region is not None
        self.arch = arch
        self.filename = filename
        self.source_format = "asm" if is_asm else "stir"
        self.preserve_comments = preserve_comments
        self.preserve_symbolic_regs = preserve_symbolic_regs
        named = region if self._whole_file and region else ir.functions
        self.name = name or (named[0].name if named else
                             os.path.splitext(os.path.basename(filename))[0])
        self.diagnostics: list[Diagnostic] = []

    # -- building ------------------------------------------------------------------
    @classmethod
    def _load(cls, text: str, target: Any, arch: str, filename: str, is_asm: bool,
              diags: DiagnosticEngine, *, preserve_comments: bool = False,
              preserve_symbolic_regs: bool = False, from_label: str | None = None,
              to_label: str | None = None, name: str | None = None,
              whole_file: bool = False) -> Module:
        """Parse with ``diags`` as the sink (the command line streams it to
        stderr); raises InputError. ``whole_file`` (assembly without a region): the
        passes run on every function of the file (regions.split_functions)."""
        diags.attach_source(filename, text)
        if is_asm:
            from stinkytofu_opt.text.asm_reader import parse_asm
            ir = parse_asm(text, filename, target, diags, preserve_symbolic=preserve_symbolic_regs,
                           preserve_comments=preserve_comments)
        else:
            from stinkytofu_opt.text.stir_parser import parse_stir
            ir = parse_stir(text, filename, target, diags)
        diags.flush()
        region = None
        if from_label is not None or to_label is not None:
            if from_label is None or to_label is None:
                raise InputError([_InternalDiagnostic(
                    "error", "from_label and to_label must both be given")])
            from stinkytofu_opt.text.regions import split_region
            region = split_region(ir, from_label, to_label)
        elif whole_file and is_asm:
            from stinkytofu_opt.text.regions import split_functions
            region = split_functions(ir)
            if region is ir.functions:      # no `.type NAME,@function`: one function
                region = None
        return cls(ir, target, arch, filename, text, is_asm, region, name, preserve_comments,
                   preserve_symbolic_regs, whole_file=region is not None and whole_file)

    @property
    def functions(self) -> list[str]:
        """The names of the module's functions, in order: in an assembly file, one per
        ``.type NAME,@function``."""
        named = self._region if self._whole_file and self._region is not None \
            else self._ir.functions
        return [f.name for f in named]

    @property
    def ir(self) -> Any:
        """The IR (stinkytofu_opt.ir.core.Module), for passes of your own."""
        return self._ir

    # -- running -------------------------------------------------------------------
    def _execute(self, passes: list[PassInstance], diags: DiagnosticEngine, *,
                 num_waves: int = 0, tile: Mapping[str, int] | None = None, seed: int = 0,
                 remarks: bool = False, comments_shown: bool | None = None,
                 print_before: Callable[[str], bool] | None = None,
                 print_after: Callable[[str], bool] | None = None,
                 time_passes: bool = False, dump_stream: Any = None,
                 stall_loop_trips: int | None = None,
                 verify_each: bool = False) -> PassContext:
        """Run ``passes`` with ``diags`` as the sink; the pass context tells
        whether a check failed. Raises InputError when a pass aborts."""
        from stinkytofu_opt.pipeline import PassContext, TileConfig, run_pipeline
        from stinkytofu_opt.text.target_id import xnack_on

        diags.attach_source(self.filename, self._text)
        values = {**(tile or {}), "NumWaves": num_waves}
        unknown = sorted(set(values) - set(fields(TileConfig)))
        if unknown or not all(isinstance(v, int) for v in values.values()):
            raise InputError([_InternalDiagnostic(
                "error", f"tile takes integer GemmTileConfig fields "
                         f"({', '.join(fields(TileConfig))}); got {values!r}")])
        config = TileConfig(**values)
        shown = self.preserve_comments if comments_shown is None else comments_shown
        ctx = PassContext(self._target, config, diags, remarks=remarks, comments_shown=shown,
                          seed=seed, filename=self.filename, xnack=xnack_on(self._text))
        functions = self._region if self._region is not None else self._ir.functions
        run_pipeline(functions, passes, ctx, print_before=print_before,
                     print_after=print_after, time_passes=time_passes, stream=dump_stream,
                     verify_each=verify_each)
        if remarks and any(p.name == _STALL_REMARK_AFTER for p in passes):
            self._stall_remarks(functions, diags, stall_loop_trips)
        diags.flush()
        return ctx

    def _stall_remarks(self, functions: list[Any], diags: DiagnosticEngine,
                       loop_trips: int | None) -> None:
        """--remarks after wait insertion: each function's stall estimate."""
        from stinkytofu_opt.analysis.stall_estimate import estimate_functions, remark_text

        if self._target.stall_model is None:
            return
        report = estimate_functions(functions, self._target, self.arch, loop_trips)
        for function, estimate in zip(functions, report.functions):
            diags.report("remark", remark_text(estimate), function.loc)

    def _run_collected(self, passes: list[PassInstance], extra: list[Diagnostic], *,
                       num_waves: int, tile: Mapping[str, int] | None, seed: int,
                       remarks: bool,
                       stall_loop_trips: int | None = None,
                       verify_each: bool = False) -> list[Diagnostic]:
        collector = _Collector()
        try:
            with _GcPaused():
                ctx = self._execute(passes, collector, num_waves=num_waves, tile=tile,
                                    seed=seed, remarks=remarks,
                                    stall_loop_trips=stall_loop_trips,
                                    verify_each=verify_each)
        except InputError as exc:
            collector.flush()
            raise self._error(extra, collector, exc.diagnostics) from None
        except StinkyError:
            raise
        except Exception as exc:  # noqa: BLE001 - never a traceback from inside the package
            raise _internal_error(exc) from exc
        if ctx.failed:
            raise self._error(extra, collector, [])
        produced = extra + [_public(d) for d in collector.collected]
        self._record(produced)
        return produced

    def _error(self, extra: list[Diagnostic], collector: _Collector,
               raised: Iterable[_InternalDiagnostic]) -> StinkyError:
        seen = {id(d) for d in collector.collected}
        everything = collector.collected + [d for d in raised if id(d) not in seen]
        produced = extra + [_public(d) for d in everything]
        self._record(produced)
        return StinkyError(produced, "".join(collector.reports))

    def _record(self, produced: list[Diagnostic]) -> None:
        self.diagnostics.extend(produced)
        _log(produced)

    def run(self, passes: Iterable[PassLike], *, num_waves: int = 0,
            tile: Mapping[str, int] | None = None, seed: int = 0,
            remarks: bool = False,
            stall_loop_trips: int | None = None) -> list[Diagnostic]:
        """Run ``passes`` in order on the module (on the region when parsed with
        ``from_label``/``to_label``).

        A pass is a name with the command line's option syntax
        (``"StinkyWaitCntInsertionPass=enableLoopCarriedTokenDeps"``) or a
        PassSpec. ``num_waves`` is ``--NumWaves`` (0 = multi-wave), ``tile``
        the other GemmTileConfig fields (TileA0, ..., NumGRM), ``seed`` the seed
        of generated label suffixes, ``remarks`` the detailed remarks of
        ``--remarks`` (after StinkyWaitCntInsertionPass, each function's stall
        estimate, its loops counted ``stall_loop_trips`` trips, by default 8: see
        ``stall_report``). Returns the warnings and remarks; raises StinkyError for
        an unknown pass, a bad option, input a pass rejects or a check pass
        that finds violations (the module may then be partly transformed).
        """
        if isinstance(passes, (str, PassSpec)):
            passes = [passes]
        elif passes is None or isinstance(passes, (bytes, Mapping)) \
                or not isinstance(passes, Iterable):
            raise _fail(f"passes must be a pass name, a PassSpec or a list of them, not "
                        f"{type(passes).__name__}")
        num_waves = _checked(_arguments.unsigned, num_waves, "num_waves")
        tile = _checked(_arguments.tile, tile)
        seed = _checked(_arguments.unsigned, seed, "seed", 2 ** 64)
        remarks = _checked(_arguments.flag, remarks, "remarks")
        instances = self._for_target([make_pass(p) for p in passes])
        _checked_loop_trips(stall_loop_trips, "stall_loop_trips")
        return self._run_collected(instances, [], num_waves=num_waves, tile=tile, seed=seed,
                                   remarks=remarks, stall_loop_trips=stall_loop_trips)

    def stall_report(self, loop_trips: int | None = None) -> StallReport:
        """The estimated stall cycles of the memory waits of every function (of the
        region, when parsed with one) as the module stands, under the issue model of
        README "Stall estimate": one cycle per instruction, each memory operation
        completing the target's ``stall_model`` latency after it issues, every loop
        run ``loop_trips`` trips (None: 8). ``str()`` of the result is
        ``--stall-report``'s text; ``.functions`` holds per function ``stall_cycles``,
        ``cycles`` and ``waits`` (each with ``instruction``, ``stall_cycles``,
        ``executions`` and, for an inserted wait, ``before``: the location of the
        instruction it precedes)."""
        from stinkytofu_opt.analysis.stall_estimate import estimate_functions

        _checked_loop_trips(loop_trips, "loop_trips")
        if self._target.stall_model is None:
            raise _fail(f"target {self.arch} has no stall model (stall_model in its YAML)")
        functions = self._region if self._region is not None else self._ir.functions
        with _GcPaused():
            return estimate_functions(functions, self._target, self.arch, loop_trips)

    def run_pipeline(self, opt_level: int = 2, options: Mapping[str, object] | None = None, *,
                     num_waves: int | None = None, seed: int = 0,
                     extensions: Mapping[str, Sequence[PassLike]] | None = None
                     ) -> list[Diagnostic]:
        """Run the ``-O<opt_level>`` pipeline of the module's target.

        ``options`` takes the reference binding's ModuleOptions keys
        (``EnableLoopCarriedTokenDeps``, ``ClusterBarrier``, ``StreamKMulticast``,
        ``PrefetchGlobalRead``, ``TDMInflightLimit``, ``RemoveInstructions``,
        ``WaveGroup0``/``WaveGroup1``, the tile fields, ...; see
        ``stinkytofu_opt.module_options``). An unknown key, a key this project
        does not apply and a pass the backend names but this build lacks are
        warnings in the result; ``num_waves`` overrides the options' NumWaves;
        ``extensions`` adds passes at the pipeline's extension points (see
        ``build_pipeline``); ``VerifyEach`` runs the IR verifier's checks after every
        pass. Raises StinkyError as ``run`` does.
        """
        from stinkytofu_opt.module_options import (TILE_KEYS, ModuleOptionsError,
                                                   num_waves as waves_of, resolve)

        opt_level = _checked(_arguments.opt_level, opt_level)
        options = _checked(_arguments.mapping, options, "options")
        if num_waves is not None:
            num_waves = _checked(_arguments.unsigned, num_waves, "num_waves")
        seed = _checked(_arguments.unsigned, seed, "seed", 2 ** 64)
        try:
            resolved = resolve({**options, "OptLevel": opt_level})
        except ModuleOptionsError as exc:
            raise _fail(str(exc)) from None
        pipeline = build_pipeline(self.arch, opt_level, options, extensions)
        notes = pipeline_warnings(pipeline, resolved, self._target)
        instances = self._for_target([make_pass(p) for p in pipeline.passes])
        tile = {k: int(resolved[k]) for k in TILE_KEYS}
        waves = waves_of(resolved) if num_waves is None else num_waves
        return self._run_collected(instances, notes, num_waves=waves, tile=tile, seed=seed,
                                   remarks=bool(resolved["EnableRemarks"]),
                                   verify_each=bool(resolved["VerifyEach"]))

    def _for_target(self, instances: list[PassInstance]) -> list[PassInstance]:
        """The passes, once each has said it can run on the module's target."""
        for instance in instances:
            problem = instance.pass_.target_error(self._target)
            if problem is not None:
                raise _fail(problem)
        return instances

    # -- printing ------------------------------------------------------------------
    def to_asm(self, *, preserve_comments: bool | None = None,
               preserve_symbolic_regs: bool | None = None) -> str:
        """The module as AMD GPU assembly. Comments and symbolic registers are
        kept as ``parse`` was asked to read them, unless overridden here."""
        from stinkytofu_opt.text.asm_emitter import emit_module

        comments = self.preserve_comments if preserve_comments is None else preserve_comments
        symbolic = (self.preserve_symbolic_regs if preserve_symbolic_regs is None
                    else preserve_symbolic_regs)
        text: str = emit_module(self._ir, preserve_comments=comments, preserve_symbolic=symbolic)
        return text

    def to_stir(self) -> str:
        """The module as .stir text IR."""
        from stinkytofu_opt.text.stir_printer import print_module

        text: str = print_module(self._ir)
        return text

    def __repr__(self) -> str:
        return (f"<stinkytofu_opt.Module {self.name!r} arch={self.arch} "
                f"{len(self._ir.functions)} function(s)>")


def pipeline_warnings(pipeline: Pipeline, resolved: Any, target: Any) -> list[Diagnostic]:
    """What a pipeline run says about its options and the passes it lacks."""
    out = []
    for key, hint in resolved.unknown:
        out.append(Diagnostic("warning", f"unknown ModuleOptions key '{key}' ignored"
                              + (f"; did you mean '{hint}'?" if hint else "")))
    if resolved.not_applied:
        out.append(Diagnostic("remark", "ModuleOptions accepted but not applied by this "
                              "project: " + ", ".join(resolved.not_applied)))
    wave = resolved["wavefrontSize"]
    if "wavefrontSize" in resolved.given and wave != target.wave_size:
        out.append(Diagnostic("warning", f"wavefrontSize {wave} differs from "
                              f"{pipeline.arch}'s {target.wave_size}; the target's is used"))
    arch_name = resolved["ArchName"]
    if arch_name and arch_name != pipeline.arch:
        out.append(Diagnostic("warning", f"ArchName '{arch_name}' differs from the module's "
                              f"architecture '{pipeline.arch}'; '{pipeline.arch}' is used"))
    if pipeline.note and resolved["EnableRemarks"]:
        out.append(Diagnostic("remark", f"-O{pipeline.opt_level} pipeline: {pipeline.note}"))
    if pipeline.missing:
        out.append(Diagnostic("warning", f"-O{pipeline.opt_level} pipeline: "
                              f"{', '.join(pipeline.missing)} not implemented in this build; "
                              "skipped"))
    for dropped in pipeline.dropped_options:
        out.append(Diagnostic("warning", f"-O{pipeline.opt_level} pipeline: the pass has no "
                              f"option {dropped}; not applied"))
    return out


def parse(text: str, arch: str | None = None, filename: str | os.PathLike[str] | None = None,
          format: str | None = None, *, preserve_comments: bool = False,
          preserve_symbolic_regs: bool = False, from_label: str | None = None,
          to_label: str | None = None, name: str | None = None) -> Module:
    """Parse a kernel (``.stir`` text IR or AMD GPU assembly) into a Module.

    ``arch``: the target (``stinkytofu-opt --help`` lists them); None: the one an
    assembly file's ``.amdgcn_target`` names, else gfx1250 (a file naming another target
    than ``arch`` gets a warning).
    ``filename``: the name diagnostics show (default ``<input>``; a str or os.PathLike).
    ``format``: ``"stir"``, ``"asm"`` or None (from the file name, else from the
    text: ``st.func``/``"st.`` means .stir). ``preserve_comments`` and
    ``preserve_symbolic_regs`` are the command line's options of those names.
    ``from_label``/``to_label`` select the region of an assembly file the
    passes run on (the rest is kept and printed). ``name`` is the module's
    name (default: its first function's).

    Raises StinkyError, with located diagnostics, for text that does not
    parse; warnings are kept on the module's ``diagnostics`` and logged.
    """
    if not isinstance(text, str):
        raise _fail(f"text must be a str, not {type(text).__name__}")
    if format not in (None, "stir", "asm"):
        raise _fail(f"format must be 'stir', 'asm' or None, not {format!r}")
    named: str | None = _checked(_arguments.path_name, filename, "filename", True)
    for value, what in ((from_label, "from_label"), (to_label, "to_label"), (name, "name")):
        _checked(_arguments.text_of, value, what, True)
    preserve_comments = _checked(_arguments.flag, preserve_comments, "preserve_comments")
    preserve_symbolic_regs = _checked(_arguments.flag, preserve_symbolic_regs,
                                      "preserve_symbolic_regs")
    shown = "<input>" if named is None else named
    is_asm = (format or _detect_format(text, named)) == "asm"
    declared = None
    if is_asm and (arch is None or isinstance(arch, str)):
        from stinkytofu_opt.text.asm_target import choose_arch
        arch, declared = choose_arch(text, arch, shown)
    arch = "gfx1250" if arch is None else arch
    target = _target(arch)
    collector = _Collector()
    try:
        if declared is not None:
            collector.report(declared.level, declared.message, declared.loc,
                             declared.source_line)
            if declared.level == "error":
                raise InputError([])
        with _GcPaused():
            module = Module._load(text, target, arch, shown, is_asm, collector,
                                  preserve_comments=preserve_comments,
                                  preserve_symbolic_regs=preserve_symbolic_regs,
                                  from_label=from_label, to_label=to_label, name=name,
                                  whole_file=True)
    except InputError as exc:
        collector.flush()
        seen = {id(d) for d in collector.collected}
        everything = collector.collected + [d for d in exc.diagnostics if id(d) not in seen]
        produced = [_public(d) for d in everything]
        _log(produced)
        raise StinkyError(produced, "".join(collector.reports)) from None
    except Exception as exc:  # noqa: BLE001 - never a traceback from inside the package
        raise _internal_error(exc) from exc
    module._record([_public(d) for d in collector.collected])
    return module


def parse_file(path: str | os.PathLike[str], arch: str | None = None,
               format: str | None = None, **kwargs: Any) -> Module:
    """``parse`` on a file's text (UTF-8); the file name is the path (a str or
    os.PathLike)."""
    path = _checked(_arguments.path_name, path, "path")
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as exc:
        raise _fail(f"cannot open input file '{path}': {exc.strerror or exc}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _fail(f"'{path}' is not UTF-8 text (byte 0x{data[exc.start]:02x} at offset "
                    f"{exc.start})") from None
    return parse(text, arch, filename=path, format=format, **kwargs)


def available_archs() -> list[str]:
    """Every architecture name ``parse`` accepts."""
    from stinkytofu_opt.target import available_archs as archs

    names: list[str] = archs()
    return sorted(names, key=lambda a: (len(a), a))


def available_passes() -> list[str]:
    """Every pass name ``Module.run`` accepts, in registry order."""
    from stinkytofu_opt.passes.registry import PASS_MODULES

    return list(PASS_MODULES)
