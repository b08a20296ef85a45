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
    "--print-output": "print stinkytofu IR (.stir) after the passes (the default for .stir input)",
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
    "--dump-pass-pipeline": "print the pass pipeline the command line runs, on stderr, in "
                            "--pass-pipeline syntax",
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
# Flags with a value, given as --flag=value or --flag value: (metavariable, help).
_VALUED = {
    "--arch": ("ARCH", "target architecture (default gfx1250)"),
    "-o": ("FILE", "write the output to FILE (atomically) instead of stdout"),
    "--from-label": ("LABEL", "first label of the region the passes run on"),
    "--to-label": ("LABEL", "last label of the region the passes run on"),
    "--input-format": ("FORMAT", "stir or asm (default: from the file name; stir for stdin)"),
    "--pass": ("NAME[=OPTS]", "run the pass NAME (with options OPTS); the same as --NAME[=OPTS]"),
    "--pass-pipeline": ("PIPELINE", "the passes to run, as 'NAME{opt,key=value},NAME'"),
    "--module-option": ("KEY=VALUE", "a ModuleOptions key for -O<N> (repeatable), e.g. "
                                     "ClusterBarrier=1"),
    "--print-ir-before": ("PASS", "print the IR before the named pass, on stderr"),
    "--print-ir-after": ("PASS", "print the IR after the named pass, on stderr"),
    "--seed": ("N", "seed of generated label suffixes (default 0): same seed, same output"),
    "--dot-cfg": ("DIR", "write a Graphviz CFG per function into DIR (created if missing), "
                         "with in-flight counter depths on the edges; also SVG when 'dot' is "
                         "installed"),
    "--debug-pass": ("TYPE", "accepted for compatibility; debug output is not implemented"),
    "--vgpr-msb-mode": ("MODE", "none|msb8|msb16 (accepted for compatibility)"),
}
# Valued flags that may repeat: every value is kept, in order.
_REPEATED = ("--pass", "--pass-pipeline", "--module-option")
# Spellings other tools use, answered with what this tool calls them.
_FOREIGN = {
    "mcpu": "the target is chosen with --arch (e.g. --arch gfx1250)",
    "march": "the target is chosen with --arch (e.g. --arch gfx1250)",
    "debug": "debug output is not implemented; see --remarks, --print-ir-after-all and "
             "--dot-cfg",
    "debug-only": "debug output is not implemented; see --remarks, --print-ir-after-all and "
                  "--dot-cfg",
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
        self.opt_level: int | None = None
        self.module_options: dict[str, object] = {}
        self.pipeline = None      # -O<N>: the api.Pipeline the passes come from


def _expected_value(flag: str) -> str:
    if flag in _VALUED:
        return _VALUED[flag][0]
    if flag.lstrip("-") in _TILE_FLAGS:
        return "an unsigned integer"
    return "VALUE"


def _split_value(args: list[str], i: int, flag: str) -> tuple[str, int]:
    """The value of a valued flag at args[i] (``--f=v`` or ``--f v``)."""
    arg = args[i]
    if arg.startswith(flag + "="):
        return arg[len(flag) + 1:], i + 1
    if i + 1 >= len(args):
        raise UsageError(f"option '{flag}' needs a value ({_expected_value(flag)})")
    value = args[i + 1]
    if value.startswith("-") and len(value) > 1 and not value[1:].isdigit():
        raise UsageError(f"option '{flag}' needs a value ({_expected_value(flag)}), got the "
                         f"option '{value}'")
    return value, i + 2


def _long_names() -> set[str]:
    from stinkytofu_opt.passes.registry import PASS_MODULES

    return ({f[2:] for f in (*_SWITCHES, *_VALUED, *_COMPAT_SWITCHES, *_COMPAT_VALUES)
             if f.startswith("--")} | set(_TILE_FLAGS) | set(PASS_MODULES)
            | {"help", "version", "list-passes"})


def normalise_dashes(arg: str, long_names: set[str]) -> str:
    """LLVM's command-line library takes long options with one dash
    (``-arch``, ``-split-input-file``, ``-StinkyWaitCntInsertionPass``)."""
    if arg.startswith("-") and not arg.startswith("--") and len(arg) > 2:
        name = arg[1:].split("=", 1)[0]
        if name in long_names or name in _FOREIGN:
            return "-" + arg
    return arg


def parse_pass_pipeline(text: str) -> list[tuple[str, list[str]]]:
    """``NAME{opt,key=value},NAME`` (mlir-opt's --pass-pipeline) as (name, words)."""
    passes: list[tuple[str, list[str]]] = []
    i, n = 0, len(text)
    while i < n:
        j = i
        while j < n and text[j] not in ",{}":
            j += 1
        name = text[i:j].strip()
        words: list[str] = []
        if j < n and text[j] == "{":
            close = text.find("}", j)
            if close < 0:
                raise UsageError(f"--pass-pipeline: '{{' after '{name}' is never closed")
            words = [w.strip() for w in text[j + 1:close].split(",") if w.strip()]
            j = close + 1
            while j < n and text[j] == " ":
                j += 1
        if j < n and text[j] == "}":
            raise UsageError(f"--pass-pipeline: unexpected '}}' at offset {j}")
        if not name:
            raise UsageError(f"--pass-pipeline: empty pass name at offset {i} of '{text}'")
        passes.append((name, words))
        if j < n and text[j] != ",":
            raise UsageError(f"--pass-pipeline: expected ',' after '{name}' at offset {j}")
        i = j + 1
        if j < n and i >= n:
            raise UsageError("--pass-pipeline: a pass name must follow the last ','")
    return passes


def _add_pass(opts: Options, name: str, words: list[str], spelled: str) -> None:
    from stinkytofu_opt.passes.registry import PASS_MODULES, closest

    if name not in PASS_MODULES:
        hint = closest(name, PASS_MODULES)
        raise UsageError(f"unknown pass '{name}' in {spelled}"
                         + (f"; did you mean '{hint}'?" if hint else "")
                         + " (see --list-passes)")
    opts.passes.append((name, words))


def _module_option(text: str) -> tuple[str, object]:
    from stinkytofu_opt.module_options import MODULE_OPTIONS
    from stinkytofu_opt.passes.registry import closest

    key, sep, value = text.partition("=")
    declared = MODULE_OPTIONS.get(key)
    if declared is None:
        hint = closest(key, MODULE_OPTIONS)
        raise UsageError(f"--module-option: unknown key '{key}'"
                         + (f"; did you mean '{hint}'?" if hint else ""))
    if declared.type is bool:
        if not sep or value in ("1", "true"):
            return key, True
        if value in ("0", "false"):
            return key, False
        raise UsageError(f"--module-option {key}: expected 0, 1, true or false, got '{value}'")
    if declared.type is int:
        try:
            return key, int(value, 0)
        except ValueError:
            raise UsageError(f"--module-option {key}: expected an integer, got '{value}'") \
                from None
    return key, value


def parse_args(args: list[str]) -> Options:
    from stinkytofu_opt.passes.registry import PASS_MODULES, closest

    opts = Options()
    long_names = _long_names()
    spelled = args
    args = [normalise_dashes(a, long_names) for a in args]
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
        elif name in _REPEATED:
            value, i = _split_value(args, i, name)
            if name == "--pass":
                pass_name, sep, words = value.partition("=")
                if not pass_name.strip():
                    raise UsageError("--pass needs a pass name (--pass=NAME[=OPTS])")
                if sep and not words.strip():
                    raise UsageError(f"--pass={pass_name}=: empty option list (write "
                                     f"--pass={pass_name} for its defaults)")
                _add_pass(opts, pass_name.strip(),
                          [w.strip() for w in words.split(",") if w.strip()], "--pass")
            elif name == "--pass-pipeline":
                for pass_name, words in parse_pass_pipeline(value):
                    _add_pass(opts, pass_name, words, "--pass-pipeline")
            else:
                key, option = _module_option(value)
                opts.module_options[key] = option
        elif name in _VALUED or name in _COMPAT_VALUES:
            value, i = _split_value(args, i, name)
            opts.values[name] = value
        elif name.lstrip("-") in _TILE_FLAGS and name.startswith("--"):
            value, i = _split_value(args, i, name)
            if not value.isdigit() or int(value) >= 2 ** 32:
                raise UsageError(f"invalid value for {name}: '{value}' (expected an "
                                 "unsigned integer)")
            opts.tile[name[2:]] = int(value)
        elif arg.startswith("-O") and arg[2:].isdigit():
            if int(arg[2:]) > 3:
                raise UsageError(f"{arg}: the optimisation levels are -O0 to -O3")
            opts.opt_level = int(arg[2:])
            i += 1
        elif name.lstrip("-") in _FOREIGN:
            raise UsageError(f"unknown option '{spelled[i].split('=', 1)[0]}': "
                             f"{_FOREIGN[name.lstrip('-')]}")
        elif arg.startswith("--") and len(arg) > 2:
            pass_name, sep, words = arg[2:].partition("=")
            if pass_name not in PASS_MODULES:
                known = list(PASS_MODULES) + [f[2:] for f in (*_SWITCHES, *_VALUED)
                                              if f.startswith("--")]
                hint = closest(pass_name, known)
                raise UsageError(f"unknown pass or option '--{pass_name}'"
                                 + (f"; did you mean '--{hint}'?" if hint else "")
                                 + " (see --help and --list-passes)")
            if sep and not words.strip():
                raise UsageError(f"--{pass_name}=: empty option list (write --{pass_name} "
                                 "to run it with its defaults)")
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
    if opts.opt_level is not None and opts.passes:
        raise UsageError(f"-O{opts.opt_level} (pipeline mode) and individual pass flags are "
                         "mutually exclusive")
    if opts.module_options and opts.opt_level is None:
        raise UsageError("--module-option sets options of the -O<N> pipeline; give -O<N>")
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
            f"       {PROG} [--arch ARCH] INPUT -O<N> [--module-option KEY=VALUE]...\n"
            f"       {PROG} --list-passes | --help | --version\n")


def help_text() -> str:
    from stinkytofu_opt.api import available_archs
    from stinkytofu_opt.passes.registry import available_passes

    lines = [f"{PROG} - wait counts and cluster barriers for AMD GPU assembly", "",
             usage().rstrip(), "",
             "INPUT is a .stir file, a .s assembly file, or - for standard input.",
             "Long options may also be written with one dash (-arch gfx1250).", "",
             "Options:"]
    for flag, (metavar, text) in _VALUED.items():
        lines.append(f"  {flag + ' ' + metavar:<28} {text}")
    for flag, text in _SWITCHES.items():
        lines.append(f"  {flag:<28} {text}")
    lines.append(f"  {'-O0 ... -O3':<28} run the target's pass pipeline at that level "
                 "(see --dump-pass-pipeline)")
    lines.append(f"  {'--TileA0 N ... --NumWaves N':<28} GemmTileConfig fields "
                 f"({', '.join(_TILE_FLAGS)}); NumWaves 0 = multi-wave")
    lines.append(f"  {'--list-passes':<28} list the passes")
    lines.append(f"  {'--version':<28} print the version")
    lines += ["", f"Architectures: {', '.join(available_archs())}", "",
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
            if sys.stdin is None:
                raise InputError([Diagnostic("error", "cannot read standard input: it is "
                                                      "closed")])
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except IsADirectoryError:
        raise InputError([Diagnostic("error", f"cannot read '{path}': it is a directory")])
    except OSError as exc:
        name = "standard input" if path == "-" else f"input file '{path}'"
        raise InputError([Diagnostic("error", f"cannot open {name}: "
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
    """Write to stdout, or to ``path``: a regular file (or a new one) through
    a temporary file and a rename, so that a failed run never leaves a partial
    file; a symlink's target the same way, beside the target; a device, FIFO
    or other special file directly."""
    import stat

    from stinkytofu_opt.text.diagnostics import Diagnostic, InputError

    if path is None or path == "-":
        if sys.stdout is None:
            raise InputError([Diagnostic("error", "cannot write to standard output: it is "
                                                  "closed")])
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise InputError([Diagnostic("error", "cannot write to standard output: "
                                                  f"{exc.strerror or exc}")]) from None
        return

    def failed(exc: OSError) -> InputError:
        return InputError([Diagnostic("error", f"cannot write output file '{path}': "
                                               f"{exc.strerror or exc}")])

    target = os.path.realpath(path) if os.path.islink(path) else path
    try:
        mode = os.stat(target).st_mode
    except OSError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        try:
            with open(target, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as exc:
            raise failed(exc) from None
        return
    import tempfile

    directory = os.path.dirname(os.path.abspath(target))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".stinkytofu-", dir=directory)
    except OSError as exc:
        raise failed(exc) from None
    try:
        if mode is None:   # a new file: what the umask allows
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.chmod(tmp, mode & 0o7777)
        os.replace(tmp, target)
    except BaseException as exc:
        os.unlink(tmp)
        if isinstance(exc, OSError):
            raise failed(exc) from None
        raise


def _arch_error(exc) -> UsageError:
    from stinkytofu_opt.api import unknown_arch_message
    return UsageError(unknown_arch_message(exc.arch, exc.available))


def run(opts: Options) -> int:
    from stinkytofu_opt.api import _GcPaused

    with _GcPaused():
        return _run(opts)


def _run(opts: Options) -> int:
    from stinkytofu_opt.target import UnknownArchError, get_target

    try:
        target = get_target(opts.arch)
    except UnknownArchError as exc:
        raise _arch_error(exc) from None
    pipeline = _pipeline(opts, target)
    _make_passes(opts, target)  # bad pass options are usage errors, before any input is read

    if opts.input is None:
        raise UsageError("no input file (use - for standard input)")
    filename = "<stdin>" if opts.input == "-" else opts.input
    is_asm = opts.values.get("--input-format") == "asm" or (
        "--input-format" not in opts.values and filename.endswith(".s"))
    from stinkytofu_opt.text.regions import REQUIRED_MESSAGE
    if is_asm and opts.passes and "--from-label" not in opts.values:
        raise UsageError(REQUIRED_MESSAGE)
    pipeline_names = {name for name, _ in opts.passes}
    for flag in ("--print-ir-before", "--print-ir-after"):
        name = opts.values.get(flag)
        if name is not None and name not in pipeline_names:
            _err().write(f"{PROG}: warning: {flag}={name}: the pass is not in the "
                         "pipeline; nothing will be printed\n")
    if "--dump-pass-pipeline" in opts.switches:
        _dump_pipeline(opts, pipeline)
    text = read_input(opts.input)

    split = "--split-input-file" in opts.switches
    verifying = "--verify-diagnostics" in opts.switches
    if not split and not verifying:
        module, ctx = _process(text, filename, is_asm, target, opts)
        output = _format_output(module, is_asm, opts)
        _write_dot_cfg(module, opts, target, {})
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
    write_output(output, opts.output)
    return status


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
    for name, words in opts.passes:
        try:
            instance = make_pass(f"{name}={','.join(words)}" if words else name)
        except StinkyError as exc:
            raise UsageError(exc.diagnostics[0].message) from None
        unsupported = getattr(type(instance.pass_), "unsupported_target", None)
        problem = unsupported(target) if unsupported is not None and target is not None else None
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
    passes = _make_passes(opts)
    if diags is None:
        diags = DiagnosticEngine(_err())
    try:
        module = Module._load(text, target, opts.arch, filename, is_asm, diags,
                              preserve_comments="--preserve-comments" in opts.switches,
                              preserve_symbolic_regs="--preserve-symbolic-regs" in opts.switches,
                              from_label=opts.values.get("--from-label"),
                              to_label=opts.values.get("--to-label"))
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
        time_passes="--time-passes" in opts.switches, dump_stream=_err())
    return module.ir, ctx


def _format_output(module, is_asm: bool, opts: Options) -> str:
    """Assembly for .s input or --emit-asm, else .stir (mlir-opt prints its IR);
    a --verify-diagnostics run prints only what is asked for: its result is
    the verdict."""
    if ("--verify-diagnostics" in opts.switches and "--emit-asm" not in opts.switches
            and "--print-output" not in opts.switches):
        return ""
    if "--emit-asm" in opts.switches or (is_asm and "--print-output" not in opts.switches):
        from stinkytofu_opt.text.asm_emitter import emit_module
        return emit_module(module, preserve_comments="--preserve-comments" in opts.switches,
                           preserve_symbolic="--preserve-symbolic-regs" in opts.switches)
    from stinkytofu_opt.text.stir_printer import print_module
    return print_module(module)


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
    its streams and exits at once. (``main()`` alone leaves the collector as
    it found it, for callers in a process of their own.)
    """
    import gc

    gc.disable()
    status = main()
    for stream in (sys.stdout, sys.stderr):
        if stream is None:    # closed by the caller (>&-, 2>&-)
            continue
        try:
            stream.flush()
        except OSError:   # already reported by write_output, or the reader left
            status = EXIT_FAILURE
    os._exit(status)
