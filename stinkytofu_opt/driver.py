"""The ``stinkytofu-opt`` command line.

    stinkytofu-opt [--arch ARCH] INPUT [options] [--Pass[=opt,...]]...

The spellings follow the reference tool; the behaviour is stricter: an
unknown pass or option is an error (exit 2) naming the closest spelling,
stdout carries only the requested output, nothing is written to the
working directory unless asked for. Parsing and running go through the
in-process API (api.py); the flags are in cli_options.py, the files in
cli_files.py.
"""

from __future__ import annotations

import os
import sys

from stinkytofu_opt import __version__
from stinkytofu_opt.cli_files import Lines, read_input, write_output
from stinkytofu_opt.cli_options import (PROG, Options, UsageError, help_text,  # noqa: F401
                                        normalise_dashes, parse_args, usage)

EXIT_OK, EXIT_FAILURE, EXIT_USAGE = 0, 1, 2


def _arch_error(exc) -> UsageError:
    from stinkytofu_opt.api import unknown_arch_message
    return UsageError(unknown_arch_message(exc.arch, exc.available))


def run(opts: Options) -> int:
    from stinkytofu_opt.api import _GcPaused

    with _GcPaused():
        return _run(opts)


def _declared_arch(opts: Options, text: str | None = None) -> str | None:
    """An assembly input's ``.amdgcn_target`` (text/asm_target.py): without --arch it sets
    ``opts.arch`` (the input is read here, and returned); with --arch a file that names
    another architecture gets a warning."""
    from stinkytofu_opt.text.asm_target import choose_arch
    from stinkytofu_opt.text.diagnostics import InputError

    given = "--arch" in opts.values
    if text is None:
        if given or opts.input is None:
            return None
        if opts.input == "-" and "--input-format" not in opts.values:
            # standard input is read once, here: its text says whether it is assembly
            from stinkytofu_opt.api import _detect_format
            text = read_input(opts.input)
            if _detect_format(text, None) != "asm":
                return text
        elif not _is_asm(opts):
            return None
        else:
            text = read_input(opts.input)
    arch, diag = choose_arch(text, opts.arch if given else None,
                             "<stdin>" if opts.input == "-" else opts.input)
    if diag is not None and diag.level == "error":
        raise InputError([diag])
    if diag is not None:
        _print_diagnostics([diag])
    opts.arch = arch
    return text


def _is_asm(opts: Options) -> bool:
    filename = "<stdin>" if opts.input == "-" else opts.input
    return opts.values.get("--input-format") == "asm" or (
        "--input-format" not in opts.values and filename.endswith(".s"))


def _run(opts: Options) -> int:
    from stinkytofu_opt.target import UnknownArchError, get_target

    early_text = _declared_arch(opts)
    try:
        target = get_target(opts.arch)
    except UnknownArchError as exc:
        raise _arch_error(exc) from None
    pipeline = _pipeline(opts, target)
    if target.stall_model is None and _stall_report_wanted(opts):
        raise UsageError(f"--stall-report: target {opts.arch} has no stall model "
                         "(stall_model in its YAML)")
    _make_passes(opts, target)  # bad pass options are usage errors, before any input is read

    if opts.input is None:
        raise UsageError("no input file (use - for standard input)")
    filename = "<stdin>" if opts.input == "-" else opts.input
    is_asm = _is_asm(opts)
    pipeline_names = {name for name, _ in opts.passes}
    for flag in ("--print-ir-before", "--print-ir-after"):
        name = opts.values.get(flag)
        if name is not None and name not in pipeline_names:
            _err().write(f"{PROG}: warning: {flag}={name}: the pass is not in the "
                         "pipeline; nothing will be printed\n")
    if "--dump-pass-pipeline" in opts.switches:
        _dump_pipeline(opts, pipeline)
    text = early_text if early_text is not None else read_input(opts.input)
    if opts.input == "-" and "--input-format" not in opts.values:
        # standard input has no name: the text says which format it is (as in the API)
        from stinkytofu_opt.api import _detect_format
        is_asm = _detect_format(text, None) == "asm"
    if early_text is None and is_asm:
        _declared_arch(opts, text)          # the mismatch warning, if any

    split = "--split-input-file" in opts.switches
    verifying = "--verify-diagnostics" in opts.switches
    if not split and not verifying:
        structured = opts.values.get("--diagnostics-format", "text") != "text"
        if structured:
            return _run_structured(text, filename, is_asm, target, opts)
        module, ctx = _process(text, filename, is_asm, target, opts)
        output = _format_output(module, is_asm, opts, as_lines=True)
        _write_dot_cfg(module, opts, target, {})
        stalls = _stall_report(module, opts)
        if ctx.failed and opts.output:
            return EXIT_FAILURE  # -o: a failed run leaves the old file
        write_output(output, opts.output)
        _write_stall_report([stalls], opts)
        return EXIT_FAILURE if ctx.failed else EXIT_OK

    from stinkytofu_opt.text.diagnostics import Diagnostic, InputError, SourceText, split_lines
    from stinkytofu_opt.text.split_input import Chunk, join_outputs, split_input
    from stinkytofu_opt.verify_diagnostics import (
        CollectingDiagnosticEngine, parse_expectations, verify)

    source = SourceText(filename, text)
    chunks = split_input(text) if split else [Chunk(text, 1, len(split_lines(text)), None)]
    outputs: list[str] = []
    stall_reports: list[str | None] = []
    failed = aborted = verify_failed = False
    dot_writers: dict = {}
    for chunk in chunks:
        diags = CollectingDiagnosticEngine() if verifying else None
        output = ""
        chunk_failed = False
        try:
            if split and not chunk.body.strip():
                from stinkytofu_opt.ir.core import SourceLoc
                raise InputError([Diagnostic(
                    "error", "empty chunk: nothing between two '-----' markers",
                    SourceLoc(filename, max(chunk.first_line - 1, 1), 1),
                    source.line_text(max(chunk.first_line - 1, 1)))])
            module, ctx = _process(chunk.text, filename, is_asm, target, opts, diags)
            output = _format_output(module, is_asm, opts)
            _write_dot_cfg(module, opts, target, dot_writers)
            stall_reports.append(_stall_report(module, opts))
            chunk_failed = ctx.failed
        except InputError as exc:
            chunk_failed = aborted = True
            if diags is None:
                _print_diagnostics(exc.diagnostics)
            else:
                diags.flush()
                seen = {id(d) for d in diags.collected}
                diags.collected.extend(d for d in exc.diagnostics if id(d) not in seen)
        failed |= chunk_failed
        outputs.append(output)
        if diags is not None:
            diags.flush()
            expectations, problems = parse_expectations(text, filename, chunk.first_line,
                                                        chunk.last_line)
            problems += verify(diags.collected, expectations, filename, source.line_text)
            if chunk_failed and not any(d.level == "error" for d in diags.collected):
                # A pass that fails with a report of its own (the validator's
                # MISSING list) leaves nothing to match: never a silent pass.
                problems.append(Diagnostic(
                    "error", "the passes failed without an error diagnostic that "
                    "--verify-diagnostics can match (see their report above)"
                    + (f" in the chunk at line {chunk.first_line}" if split else "")))
            if problems:
                verify_failed = True
                _print_diagnostics(problems)
    output = join_outputs(outputs, chunks)
    if verifying:
        status = EXIT_FAILURE if verify_failed else EXIT_OK
    else:
        status = EXIT_FAILURE if failed else EXIT_OK
    if opts.output and status != EXIT_OK:
        return status  # -o: a failed run leaves the old file
    write_output(output, opts.output)
    _write_stall_report(stall_reports, opts)
    return status


def _run_structured(text: str, filename: str, is_asm: bool, target, opts: Options) -> int:
    """One run whose diagnostics are one JSON or SARIF document on stderr, at the end."""
    from stinkytofu_opt.diagnostic_formats import StructuredDiagnostics
    from stinkytofu_opt.text.diagnostics import InputError

    diags = StructuredDiagnostics()
    fmt = opts.values["--diagnostics-format"]
    try:
        module, ctx = _process(text, filename, is_asm, target, opts, diags)
        output = _format_output(module, is_asm, opts)
        _write_dot_cfg(module, opts, target, {})
        stalls = _stall_report(module, opts)
    except InputError as exc:
        diags.add(exc.diagnostics)
        diags.write(fmt, PROG, __version__, _err())
        return EXIT_FAILURE
    diags.write(fmt, PROG, __version__, _err())
    write_output(output, opts.output)
    _write_stall_report([stalls], opts)
    return EXIT_FAILURE if ctx.failed else EXIT_OK


def _stall_report_wanted(opts: Options) -> bool:
    return "--stall-report" in opts.switches or "--stall-report" in opts.values


def _stall_report(module, opts: Options) -> str | None:
    """--stall-report: the estimate of the module as the passes left it."""
    if not _stall_report_wanted(opts):
        return None
    return module.stall_report(_stall_loop_trips(opts)).render()


def _stall_loop_trips(opts: Options) -> int | None:
    trips = opts.values.get("--stall-loop-trips")
    return None if trips is None else int(trips)


def _write_stall_report(reports: list[str | None], opts: Options) -> None:
    """The reports of every chunk, on stderr or into --stall-report=FILE."""
    texts = [r for r in reports if r is not None]
    if not texts:
        return
    path = opts.values.get("--stall-report")
    if path is None:
        _err().write("".join(texts))
    else:
        write_output("".join(texts), path)


def _pipeline(opts: Options, target):
    """-O<N>: the target's pipeline becomes the pass list (None without -O)."""
    if opts.opt_level is None:
        return None
    from stinkytofu_opt.api import StinkyError, build_pipeline

    options = dict(opts.module_options)
    options.update(opts.tile)
    if "--remarks" in opts.switches:
        options["EnableRemarks"] = True
    try:
        pipeline = build_pipeline(opts.arch, opts.opt_level, options)
    except StinkyError as exc:
        raise UsageError(exc.diagnostics[0].message) from None
    opts.passes = [(p.name, p.option_words()) for p in pipeline.passes]
    opts.pipeline = pipeline
    return pipeline


def _dump_pipeline(opts: Options, pipeline) -> None:
    from stinkytofu_opt.api import PassSpec

    specs = [PassSpec(name, {}, tuple(words)) for name, words in opts.passes]
    text = ",".join(p.spelling() for p in specs)
    out = _err()
    if pipeline is not None:
        out.write(f"// -O{pipeline.opt_level} pipeline for {opts.arch}\n")
        if pipeline.missing:
            out.write(f"// not in this build, skipped: {', '.join(pipeline.missing)}\n")
        if pipeline.note:
            out.write(f"// note: {pipeline.note}\n")
    out.write(f"--pass-pipeline='{text}'\n")


def _make_passes(opts: Options, target=None) -> list:
    """The pass instances of the command line; bad options are UsageErrors."""
    from stinkytofu_opt.api import StinkyError, make_pass

    passes = []
    # Driver flags the reference hands to one pass.
    msb_mode = opts.values.get("--vgpr-msb-mode")
    merge_threshold = opts.values.get("--merge-barrier-threshold")
    for name, words in opts.passes:
        if name == "InsertVgprMsbPass" and msb_mode is not None \
                and not any(w.startswith("mode=") for w in words):
            words = [*words, f"mode={msb_mode}"]
        if name == "StinkyMergeBarrierPass" and merge_threshold is not None \
                and not any(w.startswith("threshold=") for w in words):
            words = [*words, f"threshold={merge_threshold}"]
        try:
            instance = make_pass(f"{name}={','.join(words)}" if words else name, os.environ)
        except StinkyError as exc:
            raise UsageError(exc.diagnostics[0].message) from None
        problem = instance.pass_.target_error(target) if target is not None else None
        if problem:
            raise UsageError(problem)
        passes.append(instance)
    return passes


def _process(text: str, filename: str, is_asm: bool, target, opts: Options, diags=None):
    """Parse ``text`` and run the passes on it (the API's Module, with a
    diagnostic engine that prints as it goes): the module and the pass
    context. Raises InputError when the input or a pass aborts."""
    from stinkytofu_opt.api import Module, pipeline_warnings
    from stinkytofu_opt.text.diagnostics import DiagnosticEngine, InputError

    # Fresh pass objects for every input, as MLIR uses a fresh context per chunk.
    passes = _make_passes(opts, target)
    if diags is None:
        diags = DiagnosticEngine(_err())
    try:
        module = Module._load(text, target, opts.arch, filename, is_asm, diags,
                              preserve_comments="--preserve-comments" in opts.switches,
                              preserve_symbolic_regs="--preserve-symbolic-regs" in opts.switches,
                              from_label=opts.values.get("--from-label"),
                              to_label=opts.values.get("--to-label"),
                              whole_file=is_asm and (bool(passes) or _stall_report_wanted(opts)))
    except InputError as exc:
        # A region the labels do not name is misuse of the command line.
        if all(d.loc is None and d.message.startswith(("--from-label", "--to-label"))
               for d in exc.diagnostics):
            raise UsageError(exc.diagnostics[0].message) from None
        raise
    tile = dict(opts.tile)
    num_waves = tile.pop("NumWaves", 0)
    if opts.pipeline is not None:
        from stinkytofu_opt.module_options import num_waves as waves_of, resolve
        resolved = resolve({**opts.module_options, **opts.tile,
                            "EnableRemarks": "--remarks" in opts.switches})
        if "NumWaves" not in opts.tile:
            num_waves = waves_of(resolved)
        for note in pipeline_warnings(opts.pipeline, resolved, target):
            if type(diags) is DiagnosticEngine:      # printed now, with the tool's name
                diags.flush()
                _err().write(f"{PROG}: {note.severity}: {note.message}\n")
            else:
                diags.report(note.severity, note.message)
    everything = "--print-ir-before-all" in opts.switches
    before = opts.values.get("--print-ir-before")
    after = opts.values.get("--print-ir-after")
    ctx = module._execute(
        passes, diags, num_waves=num_waves, tile=tile,
        seed=int(opts.values.get("--seed", "0")), remarks="--remarks" in opts.switches,
        comments_shown="--preserve-comments" in opts.switches,
        print_before=lambda n: everything or n == before,
        print_after=lambda n: "--print-ir-after-all" in opts.switches or n == after,
        time_passes="--time-passes" in opts.switches, dump_stream=_err(),
        stall_loop_trips=_stall_loop_trips(opts),
        verify_each="--verify-each" in opts.switches)
    return module, ctx


def _format_output(module, is_asm: bool, opts: Options, as_lines: bool = False) -> str | Lines:
    """Assembly for .s input or --emit-asm, else .stir (mlir-opt prints its IR);
    a --verify-diagnostics run prints only what is asked for: its result is
    the verdict. ``as_lines``: .stir as ``Lines`` (for ``write_output``)."""
    if ("--verify-diagnostics" in opts.switches and "--emit-asm" not in opts.switches
            and "--print-output" not in opts.switches):
        return ""
    if "--emit-asm" in opts.switches or (is_asm and "--print-output" not in opts.switches):
        return module.to_asm(preserve_comments="--preserve-comments" in opts.switches,
                             preserve_symbolic_regs="--preserve-symbolic-regs" in opts.switches)
    if as_lines:
        from stinkytofu_opt.text.stir_printer import module_lines
        return Lines(module_lines(module.ir))
    return module.to_stir()


def _write_dot_cfg(module, opts: Options, target, writers: dict) -> None:
    """--dot-cfg: one writer per run (``writers`` keeps it across chunks)."""
    directory = opts.values.get("--dot-cfg")
    if directory is None:
        return
    from stinkytofu_opt.dot_cfg import DotCfgWriter
    writer = writers.get("dot")
    if writer is None:
        writer = writers["dot"] = DotCfgWriter(directory, target)
    try:
        writer.write_module(module.ir)
    except OSError as exc:
        from stinkytofu_opt.text.diagnostics import Diagnostic, InputError
        raise InputError([Diagnostic("error", f"--dot-cfg: cannot write into '{directory}': "
                                              f"{exc.strerror or exc}")]) from None


class _Discard:
    """Where stderr goes when the caller closed it (``2>&-``)."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


def _err():
    return sys.stderr if sys.stderr is not None else _Discard()


def _print_diagnostics(diagnostics) -> None:
    out = _err()
    for diag in diagnostics:
        prefix = "" if diag.loc is not None else f"{PROG}: "
        out.write(prefix + diag.render() + "\n")


def main(argv: list[str] | None = None) -> int:
    from stinkytofu_opt.text.diagnostics import InputError

    args = sys.argv[1:] if argv is None else argv
    try:
        if not args:
            _err().write(usage())
            return EXIT_USAGE
        first = normalise_dashes(args[0], {"help", "version", "list-passes"})
        if first in ("-h", "--help"):
            return _print_stdout(help_text())
        if first == "--version":
            return _print_stdout(f"{PROG} {__version__}\n")
        if first == "--list-passes":
            from stinkytofu_opt.passes.registry import PASS_MODULES
            return _print_stdout("Available passes:\n=================\n"
                                 + "".join(f"  --{name}\n" for name in PASS_MODULES))
        return run(parse_args(args))
    except UsageError as exc:
        _err().write(f"{PROG}: error: {exc}\n")
        return EXIT_USAGE
    except BrokenPipeError:
        # The reader went away (`| head`): end quietly, as Unix tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_FAILURE
    except InputError as exc:
        _print_diagnostics(exc.diagnostics)
        return EXIT_FAILURE
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - the last line of defence
        if os.environ.get("STINKYTOFU_DEBUG"):
            raise
        _err().write(f"{PROG}: internal error: {type(exc).__name__}: {exc}\n"
                     "  (set STINKYTOFU_DEBUG=1 for a traceback; please report this)\n")
        return EXIT_FAILURE


def _print_stdout(text: str) -> int:
    from stinkytofu_opt.text.diagnostics import InputError

    try:
        write_output(text, None)
    except InputError as exc:
        _print_diagnostics(exc.diagnostics)
        return EXIT_FAILURE
    return EXIT_OK


def console_main() -> None:
    """The console entry: ``main()``, then leave without tearing the IR down.

    One short-lived process: the IR is millions of small objects and the
    cycle collector would rescan them over and over for no gain, so it stays
    off. The IR of a large kernel is then freed by the interpreter's final
    collection at exit, which costs as much as printing it (0.45 s of 3.4 s at
    100,000 instructions). Like clang's ``-disable-free``, the process flushes
    its streams and exits at once, and the analyses it is done with are kept
    for the same reason (``analysis.gcpause.release``). (``main()`` alone leaves
    the collector as it found it, for callers in a process of their own.)
    """
    import gc

    from stinkytofu_opt.analysis.gcpause import one_shot_process

    gc.disable()
    one_shot_process()
    status = main()
    for stream in (sys.stdout, sys.stderr):
        if stream is None:    # closed by the caller (>&-, 2>&-)
            continue
        try:
            stream.flush()
        except OSError:   # already reported by write_output, or the reader left
            status = EXIT_FAILURE
    os._exit(status)
