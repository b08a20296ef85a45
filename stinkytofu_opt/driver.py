"""The ``stinkytofu-opt`` command line.

    stinkytofu-opt [--arch ARCH] INPUT [options] [--Pass[=opt,...]]...

The spellings follow the reference tool; the behaviour is stricter: an
unknown pass or option is an error (exit 2) naming the closest spelling,
stdout carries only the requested output, nothing is written to the
working directory unless asked for.
"""

from __future__ import annotations

import os
import sys

from stinkytofu_opt import __version__

PROG = "stinkytofu-opt"
EXIT_OK, EXIT_FAILURE, EXIT_USAGE = 0, 1, 2

# Flags without a value.
_SWITCHES = {
    "--print-output": "print-output stinkytofu IR (.stir) after the passes",
    "--emit-asm": "print AMD GPU assembly (the default for .s input)",
    "--preserve-symbolic-regs": "keep symbolic register operands (v[vgprA+1]) in emitted assembly",
    "--preserve-comments": "keep trailing comments, and explain inserted waits, in emitted assembly",
    "--remarks": "print optimisation remarks on stderr",
    "--verify-each": "check the IR after every pass",
    "--time-passes": "print the wall time of every pass on stderr",
    "--print-ir-before-all": "print the IR before every pass, on stderr",
    "--print-ir-after-all": "print the IR after every pass, on stderr",
    "--split-input-file": "process each chunk between '// -----' (or '# -----') lines on its "
                          "own; outputs joined by the same marker",
    "--verify-diagnostics": "check diagnostics against expected-error/-warning/-remark/-note "
                            "annotations in the input (exit status: the verification result)",
}
# Tuning flags of the reference scheduler: accepted for compatibility, unused
# by the passes this tool implements.
_COMPAT_SWITCHES = ("--ds-slot-first", "--enable-wmma-hide-budget-prescan",
                    "--enable-wmma-blocked-scale")
_COMPAT_VALUES = (
    "--ds-read-order", "--ds-read-queue-depth", "--ds-read-drain-latency",
    "--ds-read-throttle-latency", "--ds-read-per-wmma", "--global-read-queue-depth",
    "--global-read-drain-latency", "--merge-barrier-threshold", "--wmma-queue-depth",
    "--wmma-queue-cover-cycles", "--ds-read-per-cap", "--ds-issue-cap-span-cycles",
    "--ds-issue-cap-mode", "--ds-read-throttle-transition-factor",
    "--ds-read-throttle-transition-entries", "--tensor-load-wmma-space",
    "--tensor-load-ds-load-gap-cycles", "--prefetch-lead-wmmas",
    "--prefetch-lead-min-stage-wmmas", "--wait-alu-hold-strict-count", "--war-gate-wmmas",
)
_TILE_FLAGS = ("TileA0", "TileB0", "TileM0", "NumGRA", "NumGRB", "NumGRM", "NumWaves")
# Flags with a value, given as --flag=value or --flag value.
_VALUED = {
    "--arch": "target architecture (default gfx1250)",
    "-o": "write the output to FILE (atomically) instead of stdout",
    "--from-label": "first label of the region the passes run on",
    "--to-label": "last label of the region the passes run on",
    "--input-format": "stir or asm (default: from the file name; stir for stdin)",
    "--print-ir-before": "print the IR before the named pass, on stderr",
    "--print-ir-after": "print the IR after the named pass, on stderr",
    "--seed": "seed of generated label suffixes (default 0): same seed, same output",
    "--dot-cfg": "write a Graphviz CFG per function into DIR (created if missing), with "
                 "in-flight counter depths on the edges; also SVG when 'dot' is installed",
    "--debug-pass": "accepted for compatibility; debug output is not implemented",
    "--vgpr-msb-mode": "none|msb8|msb16 (accepted for compatibility)",
}


class UsageError(Exception):
    """Command-line misuse: exit status 2."""


class Options:
    def __init__(self):
        self.input: str | None = None
        self.arch = "gfx1250"
        self.output: str | None = None
        self.switches: set[str] = set()
        self.values: dict[str, str] = {}
        self.tile: dict[str, int] = {}
        self.passes: list[tuple[str, list[str]]] = []


def _split_value(args: list[str], i: int, flag: str) -> tuple[str, int]:
    """The value of a valued flag at args[i] (``--f=v`` or ``--f v``)."""
    arg = args[i]
    if arg.startswith(flag + "="):
        return arg[len(flag) + 1:], i + 1
    if i + 1 >= len(args):
        raise UsageError(f"option '{flag}' needs a value")
    return args[i + 1], i + 2


def parse_args(args: list[str]) -> Options:
    from stinkytofu_opt.passes.registry import PASS_MODULES, closest

    opts = Options()
    i = 0
    while i < len(args):
        arg = args[i]
        name = arg.split("=", 1)[0]
        if arg == "-" or not arg.startswith("-"):
            if opts.input is not None:
                raise UsageError(f"more than one input file: '{opts.input}' and '{arg}'")
            opts.input = arg
            i += 1
        elif arg in _SWITCHES or arg in _COMPAT_SWITCHES:
            opts.switches.add(arg)
            i += 1
        elif name in _VALUED or name in _COMPAT_VALUES:
            value, i = _split_value(args, i, name)
            opts.values[name] = value
        elif name.lstrip("-") in _TILE_FLAGS and name.startswith("--"):
            value, i = _split_value(args, i, name)
            if not value.isdigit() or int(value) >= 2 ** 32:
                raise UsageError(f"invalid value for {name}: '{value}' (expected an "
                                 "unsigned integer)")
            opts.tile[name[2:]] = int(value)
        elif len(arg) == 3 and arg.startswith("-O") and arg[2].isdigit():
            raise UsageError(f"{arg}: the pipeline mode of the reference tool is not "
                             "implemented; name the passes to run (--list-passes)")
        elif arg.startswith("--") and len(arg) > 2:
            pass_name, _, words = arg[2:].partition("=")
            if pass_name not in PASS_MODULES:
                known = list(PASS_MODULES) + [f[2:] for f in (*_SWITCHES, *_VALUED)
                                              if f.startswith("--")]
                hint = closest(pass_name, known)
                raise UsageError(f"unknown pass or option '--{pass_name}'"
                                 + (f"; did you mean '--{hint}'?" if hint else "")
                                 + " (see --help and --list-passes)")
            opts.passes.append((pass_name, [w.strip() for w in words.split(",") if w.strip()]))
            i += 1
        else:
            raise UsageError(f"unknown option '{arg}' (see --help)")
    if "--arch" in opts.values:
        opts.arch = opts.values["--arch"]
    opts.output = opts.values.get("-o")
    if opts.values.get("--input-format", "stir") not in ("stir", "asm"):
        raise UsageError("--input-format must be 'stir' or 'asm'")
    seed = opts.values.get("--seed", "0")
    if not seed.isdigit():
        raise UsageError(f"invalid value for --seed: '{seed}' (expected an unsigned integer)")
    if ("--from-label" in opts.values) != ("--to-label" in opts.values):
        raise UsageError("--from-label and --to-label must both be given")
    for flag in ("--print-ir-before", "--print-ir-after"):
        name = opts.values.get(flag)
        if name is not None and name not in PASS_MODULES:
            hint = closest(name, list(PASS_MODULES))
            raise UsageError(f"{flag}: unknown pass '{name}'"
                             + (f"; did you mean '{hint}'?" if hint else "")
                             + " (see --list-passes)")
    if opts.values.get("--dot-cfg") == "":
        raise UsageError("--dot-cfg needs a directory")
    return opts


def usage() -> str:
    return (f"Usage: {PROG} [--arch ARCH] INPUT [options] [--Pass[=opt,...]]...\n"
            f"       {PROG} --list-passes | --help | --version\n")


def help_text() -> str:
    from stinkytofu_opt.passes.registry import available_passes
    from stinkytofu_opt.target import available_archs

    lines = [f"{PROG} - wait counts and cluster barriers for AMD GPU assembly", "",
             usage().rstrip(), "",
             "INPUT is a .stir file, a .s assembly file, or - for standard input.", "",
             "Options:"]
    for flag, text in {**_VALUED, **_SWITCHES}.items():
        shown = flag if flag in _SWITCHES else f"{flag} VALUE"
        lines.append(f"  {shown:<28} {text}")
    lines.append(f"  {'--TileA0 N ... --NumWaves N':<28} GemmTileConfig fields "
                 f"({', '.join(_TILE_FLAGS)}); NumWaves 0 = multi-wave")
    lines.append(f"  {'--list-passes':<28} list the passes")
    lines.append(f"  {'--version':<28} print the version")
    by_generation = sorted(available_archs(), key=lambda a: (len(a), a))  # gfx942 < gfx1100
    lines += ["", f"Architectures: {', '.join(by_generation)}", "",
              "Passes (run in command-line order; options as --Pass=opt,key=value):"]
    for pass_cls in available_passes():
        lines.append(f"  --{pass_cls.NAME:<34} {pass_cls.SUMMARY}")
        for option in pass_cls.OPTIONS:
            lines.append(f"      {option.describe():<32} {option.help}")
    return "\n".join(lines) + "\n"


def read_input(path: str) -> str:
    """The input text; raises InputError for an unreadable or non-UTF-8 file."""
    from stinkytofu_opt.ir.core import SourceLoc
    from stinkytofu_opt.text.diagnostics import Diagnostic, InputError

    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except IsADirectoryError:
        raise InputError([Diagnostic("error", f"cannot read '{path}': it is a directory")])
    except OSError as exc:
        raise InputError([Diagnostic("error", f"cannot open input file '{path}': "
                                              f"{exc.strerror or exc}")])
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        name = "<stdin>" if path == "-" else path
        raise InputError([Diagnostic(
            "error", f"input is not UTF-8 text (byte 0x{data[exc.start]:02x})",
            SourceLoc(name, line, col))])


def write_output(text: str, path: str | None) -> None:
    """Write to stdout, or to ``path`` through a temporary file and a rename
    so that a failed run never leaves a partial file."""
    from stinkytofu_opt.text.diagnostics import Diagnostic, InputError

    if path is None or path == "-":
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise InputError([Diagnostic("error", "cannot write to standard output: "
                                                  f"{exc.strerror or exc}")]) from None
        return
    import tempfile

    def failed(exc: OSError) -> InputError:
        return InputError([Diagnostic("error", f"cannot write output file '{path}': "
                                               f"{exc.strerror or exc}")])

    directory = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".stinkytofu-", dir=directory)
    except OSError as exc:
        raise failed(exc) from None
    try:
        try:  # the permissions of the file replaced, else what the umask allows
            mode = os.stat(path).st_mode & 0o7777
        except OSError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException as exc:
        os.unlink(tmp)
        if isinstance(exc, OSError):
            raise failed(exc) from None
        raise


def run(opts: Options) -> int:
    import gc

    # One short-lived process: the IR is millions of small objects and the
    # cycle collector would rescan them over and over for no gain.
    gc.disable()
    from stinkytofu_opt.target import UnknownArchError, get_target

    try:
        target = get_target(opts.arch)
    except UnknownArchError as exc:
        raise UsageError(str(exc)) from None
    _make_passes(opts, target)  # bad pass options are usage errors, before any input is read

    if opts.input is None:
        raise UsageError("no input file (use - for standard input)")
    filename = "<stdin>" if opts.input == "-" else opts.input
    is_asm = opts.values.get("--input-format") == "asm" or (
        "--input-format" not in opts.values and filename.endswith(".s"))
    pipeline_names = {name for name, _ in opts.passes}
    for flag in ("--print-ir-before", "--print-ir-after"):
        name = opts.values.get(flag)
        if name is not None and name not in pipeline_names:
            sys.stderr.write(f"{PROG}: warning: {flag}={name}: the pass is not in the "
                             "pipeline; nothing will be printed\n")
    text = read_input(opts.input)

    split = "--split-input-file" in opts.switches
    verifying = "--verify-diagnostics" in opts.switches
    if not split and not verifying:
        module, ctx = _process(text, filename, is_asm, target, opts)
        output = _format_output(module, is_asm, opts)
        _write_dot_cfg(module, opts, target, {})
        if output or opts.output:
            write_output(output, opts.output)
        return EXIT_FAILURE if ctx.failed else EXIT_OK

    from stinkytofu_opt.text.diagnostics import Diagnostic, InputError, SourceText
    from stinkytofu_opt.text.split_input import Chunk, join_outputs, split_input
    from stinkytofu_opt.verify_diagnostics import (
        CollectingDiagnosticEngine, parse_expectations, verify)

    source = SourceText(filename, text)
    chunks = split_input(text) if split else [Chunk(text, 1, len(text.splitlines()), None)]
    outputs: list[str] = []
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
    if opts.output and aborted and not verifying:
        return status  # -o: a failed run leaves the old file
    if output or opts.output:
        write_output(output, opts.output)
    return status


def _make_passes(opts: Options, target) -> list:
    """The pass instances of the command line; bad options, and a pass the target has no
    use for, are UsageErrors."""
    from stinkytofu_opt.passes.registry import load_pass
    from stinkytofu_opt.pipeline import PassInstance

    passes = []
    for name, words in opts.passes:
        pass_cls = load_pass(name)
        try:
            instance = pass_cls(pass_cls.parse_options(words))
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        problem = instance.target_error(target)
        if problem is not None:
            raise UsageError(problem)
        passes.append(PassInstance(name, instance))
    return passes


def _process(text: str, filename: str, is_asm: bool, target, opts: Options, diags=None):
    """Parse ``text`` and run the passes on it: the module and the pass
    context. Raises InputError when the input or a pass aborts."""
    from stinkytofu_opt.pipeline import PassContext, TileConfig, run_pipeline
    from stinkytofu_opt.text.diagnostics import DiagnosticEngine

    # Fresh pass objects for every input, as MLIR uses a fresh context per chunk.
    passes = _make_passes(opts, target)
    if diags is None:
        diags = DiagnosticEngine()
    diags.attach_source(filename, text)
    if is_asm:
        from stinkytofu_opt.text.asm_reader import parse_asm
        module = parse_asm(text, filename, target, diags,
                           preserve_symbolic="--preserve-symbolic-regs" in opts.switches,
                           preserve_comments="--preserve-comments" in opts.switches)
    else:
        from stinkytofu_opt.text.stir_parser import parse_stir
        module = parse_stir(text, filename, target, diags)
    diags.flush()

    ctx = PassContext(target, TileConfig(**opts.tile), diags,
                      remarks="--remarks" in opts.switches,
                      comments_shown="--preserve-comments" in opts.switches,
                      seed=int(opts.values.get("--seed", "0")), filename=filename)
    functions = module.functions
    if "--from-label" in opts.values:
        from stinkytofu_opt.text.regions import split_region
        functions = split_region(module, opts.values["--from-label"], opts.values["--to-label"])
    elif is_asm and passes:
        from stinkytofu_opt.text.regions import split_functions
        functions = split_functions(module)
    everything = "--print-ir-before-all" in opts.switches
    before = opts.values.get("--print-ir-before")
    after = opts.values.get("--print-ir-after")
    run_pipeline(
        functions, passes, ctx,
        print_before=lambda n: everything or n == before,
        print_after=lambda n: "--print-ir-after-all" in opts.switches or n == after,
        time_passes="--time-passes" in opts.switches)
    diags.flush()
    return module, ctx


def _format_output(module, is_asm: bool, opts: Options) -> str:
    if "--emit-asm" in opts.switches or (is_asm and "--print-output" not in opts.switches):
        from stinkytofu_opt.text.asm_emitter import emit_module
        return emit_module(module, preserve_comments="--preserve-comments" in opts.switches,
                           preserve_symbolic="--preserve-symbolic-regs" in opts.switches)
    if "--print-output" in opts.switches:
        from stinkytofu_opt.text.stir_printer import print_module
        return print_module(module)
    return ""


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
        writer.write_module(module)
    except OSError as exc:
        from stinkytofu_opt.text.diagnostics import Diagnostic, InputError
        raise InputError([Diagnostic("error", f"--dot-cfg: cannot write into '{directory}': "
                                              f"{exc.strerror or exc}")]) from None


def _print_diagnostics(diagnostics) -> None:
    for diag in diagnostics:
        prefix = "" if diag.loc is not None else f"{PROG}: "
        sys.stderr.write(prefix + diag.render() + "\n")


def main(argv: list[str] | None = None) -> int:
    from stinkytofu_opt.text.diagnostics import InputError

    args = sys.argv[1:] if argv is None else argv
    try:
        if not args:
            sys.stderr.write(usage())
            return EXIT_USAGE
        if args[0] in ("-h", "--help"):
            sys.stdout.write(help_text())
            return EXIT_OK
        if args[0] == "--version":
            sys.stdout.write(f"{PROG} {__version__}\n")
            return EXIT_OK
        if args[0] == "--list-passes":
            from stinkytofu_opt.passes.registry import PASS_MODULES
            sys.stdout.write("Available passes:\n=================\n"
                             + "".join(f"  --{name}\n" for name in PASS_MODULES))
            return EXIT_OK
        return run(parse_args(args))
    except UsageError as exc:
        sys.stderr.write(f"{PROG}: error: {exc}\n")
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
        sys.stderr.write(f"{PROG}: internal error: {type(exc).__name__}: {exc}\n"
                         "  (set STINKYTOFU_DEBUG=1 for a traceback; please report this)\n")
        return EXIT_FAILURE


def console_main() -> None:
    """The console entry: ``main()``, then leave without tearing the IR down.

    With the cycle collector off, the IR of a large kernel is freed by the
    interpreter's final collection at exit, which costs as much as printing it
    (0.45 s of 3.4 s at 100,000 instructions). Like clang's ``-disable-free``,
    the process flushes its streams and exits at once.
    """
    status = main()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except OSError:   # already reported by write_output, or the reader left
            status = EXIT_FAILURE
    os._exit(status)
