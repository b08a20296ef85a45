"""The command line's flags: their tables, parsing, and --help.

Spellings follow the reference tool and LLVM's and MLIR's tools: ``--Pass[=opts]``,
``--pass=``, ``--pass-pipeline=``, long options with one dash. Misuse is a
UsageError (exit status 2) naming the closest spelling.
"""

from __future__ import annotations

PROG = "stinkytofu-opt"

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
# Flags with an optional value, given only as --flag=value (a bare --flag is the switch):
# (metavariable, help).
_OPTIONAL_VALUE = {
    "--stall-report": ("FILE", "print each function's estimated stall cycles of its memory "
                               "waits, after the passes, on stderr (=FILE: into FILE); see "
                               "README 'Stall estimate'"),
}
# Tuning flags of the reference scheduler: accepted for compatibility, unused
# by the passes this tool implements.
_COMPAT_SWITCHES = ("--ds-slot-first", "--enable-wmma-hide-budget-prescan",
                    "--enable-wmma-blocked-scale")
_COMPAT_VALUES = (
    "--ds-read-order", "--ds-read-queue-depth", "--ds-read-drain-latency",
    "--ds-read-throttle-latency", "--ds-read-per-wmma", "--global-read-queue-depth",
    "--global-read-drain-latency", "--wmma-queue-depth",
    "--wmma-queue-cover-cycles", "--ds-read-per-cap", "--ds-issue-cap-span-cycles",
    "--ds-issue-cap-mode", "--ds-read-throttle-transition-factor",
    "--ds-read-throttle-transition-entries", "--tensor-load-wmma-space",
    "--tensor-load-ds-load-gap-cycles", "--prefetch-lead-wmmas",
    "--prefetch-lead-min-stage-wmmas", "--wait-alu-hold-strict-count", "--war-gate-wmmas",
)
_TILE_FLAGS = ("TileA0", "TileB0", "TileM0", "NumGRA", "NumGRB", "NumGRM", "NumWaves")
# Flags with a value, given as --flag=value or --flag value: (metavariable, help).
_VALUED = {
    "--arch": ("ARCH", "target architecture (default: a .s file's .amdgcn_target, "
                       "else gfx1250)"),
    "-o": ("FILE", "write the output to FILE (atomically) instead of stdout"),
    "--from-label": ("LABEL", "first label of the region the passes run on"),
    "--to-label": ("LABEL", "last label of the region the passes run on"),
    "--input-format": ("FORMAT", "stir or asm (default: from the file name; for stdin, from the text)"),
    "--diagnostics-format": ("FORMAT", "text, json or sarif: how diagnostics are written on "
                                       "stderr (json and sarif: one document at the end; "
                                       "SARIF 2.1.0 for code scanning)"),
    "--pass": ("NAME[=OPTS]", "run the pass NAME (with options OPTS); the same as --NAME[=OPTS]"),
    "--pass-pipeline": ("PIPELINE", "the passes to run, as 'NAME{opt,key=value},NAME'"),
    "--module-option": ("KEY=VALUE", "a ModuleOptions key for -O<N> (repeatable), e.g. "
                                     "ClusterBarrier=1"),
    "--print-ir-before": ("PASS", "print the IR before the named pass, on stderr"),
    "--print-ir-after": ("PASS", "print the IR after the named pass, on stderr"),
    "--seed": ("N", "seed of generated label suffixes (default 0): same seed, same output"),
    "--stall-loop-trips": ("N", "trips every loop runs in the stall estimate of --stall-report "
                                "and --remarks (default 8)"),
    "--dot-cfg": ("DIR", "write a Graphviz CFG per function into DIR (created if missing), "
                         "with in-flight counter depths on the edges; also SVG when 'dot' is "
                         "installed"),
    "--debug-pass": ("TYPE", "accepted for compatibility; debug output is not implemented"),
    "--merge-barrier-threshold": ("N", "StinkyMergeBarrierPass: merge barrier groups fewer than "
                                       "N cycles apart (default 11)"),
    "--vgpr-msb-mode": ("MODE", "none|msb8|msb16: the s_set_vgpr_msb form of InsertVgprMsbPass "
                                "(default: msb16 where the target has it)"),
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

    return ({f[2:] for f in (*_SWITCHES, *_VALUED, *_OPTIONAL_VALUE, *_COMPAT_SWITCHES,
                             *_COMPAT_VALUES)
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
    if declared.type is float:
        try:
            return key, float(value)
        except ValueError:
            raise UsageError(f"--module-option {key}: expected a number, got '{value}'") \
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
        elif name in _OPTIONAL_VALUE:
            if arg == name:
                opts.switches.add(name)
            elif not arg[len(name) + 1:]:
                raise UsageError(f"{name}= needs a file name (or write {name} for stderr)")
            else:
                opts.values[name] = arg[len(name) + 1:]
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
                known = list(PASS_MODULES) + [f[2:] for f in (*_SWITCHES, *_VALUED,
                                                              *_OPTIONAL_VALUE)
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
    if opts.values.get("--diagnostics-format", "text") not in ("text", "json", "sarif"):
        raise UsageError("--diagnostics-format must be 'text', 'json' or 'sarif'")
    if opts.values.get("--diagnostics-format", "text") != "text" and (
            "--split-input-file" in opts.switches or "--verify-diagnostics" in opts.switches):
        raise UsageError("--diagnostics-format=json|sarif goes with neither "
                         "--split-input-file nor --verify-diagnostics")
    seed = opts.values.get("--seed", "0")
    if not seed.isdigit():
        raise UsageError(f"invalid value for --seed: '{seed}' (expected an unsigned integer)")
    trips = opts.values.get("--stall-loop-trips")
    if trips is not None:
        from stinkytofu_opt.analysis.stall_estimate import MAX_LOOP_TRIPS
        if not trips.isdigit() or not 1 <= int(trips) <= MAX_LOOP_TRIPS:
            raise UsageError(f"invalid value for --stall-loop-trips: '{trips}' (expected an "
                             f"integer from 1 to {MAX_LOOP_TRIPS})")
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
    for flag, (metavar, text) in _OPTIONAL_VALUE.items():
        lines.append(f"  {flag + '[=' + metavar + ']':<28} {text}")
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
