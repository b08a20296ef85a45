"""Fuzz harness: builds inputs, runs them through ``stinkytofu_opt.driver.main``
in-process, and checks the invariants.

Invariants, for every input and command line:

* ``main`` returns 0, 1 or 2 and lets no exception escape;
* nothing says ``internal error`` or ``Traceback`` (``main`` turns any
  exception into an ``internal error`` line: that is a crash);
* every error on stderr is located ``file:line:col: error: ...``; the only
  unlocated errors allowed are about the command line (``--from-label``);
* no input takes longer than ``TIME_LIMIT`` seconds (a hang);
* the same input gives the same bytes (exit status, stdout, stderr) in two
  worker processes that run with different ``PYTHONHASHSEED`` values, so that
  output depending on set or dict-of-str order is caught too.

An input is described by ``(seed, index)`` alone: ``make_case`` rebuilds it
in any process, so workers exchange only digests and failures.
"""

from __future__ import annotations

import base64
import gc
import hashlib
import io
import json
import os
import random
import re
import signal
import sys
from dataclasses import dataclass

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
for p in (HERE, os.path.join(ROOT, "test", "support"), ROOT):
    if p not in sys.path:
        sys.path.insert(0, p)

import grammar  # noqa: E402
from mutate import mutate  # noqa: E402

TIME_LIMIT = 10.0          # seconds per run before it counts as a hang
MAX_SEED_BYTES = 64_000    # larger seed files are left out (keeps the slice fast)

_LOCATED = re.compile(r"^(?:<stdin>|[^\s:][^:]*):\d+:\d+: (error|warning|remark|note): ")
_CARET = re.compile(r"^[ \t]*\^$")
_CLI_ERRORS = ("stinkytofu-opt: error: --from-label", "stinkytofu-opt: error: --to-label")
# The verifier's report in the reference's words follows its located errors; a function
# named "errors" puts the word in it.
_VERIFIER_REPORT = "[StinkyIRVerifier] "

# Command lines per input kind; the input is always standard input.
STIR_ARGS = (
    ("--print-output",),
    ("--StinkyBuildImplicitDependencyPass", "--StinkyWaitCntInsertionPass", "--print-output"),
    ("--StinkyBuildImplicitDependencyPass", "--StinkyWaitCntInsertionPass",
     "--WaitCntValidationCheckPass", "--remarks"),
    ("--NumWaves=1", "--StinkyBuildImplicitDependencyPass",
     "--StinkyWaitCntInsertionPass=enableLoopCarriedTokenDeps,enableTensorDescriptorWar",
     "--emit-asm", "--preserve-comments"),
    ("--BuildUseDefChainPass=includePseudo", "--print-output"),
    ("--InsertClusterBarrierPass", "--print-output", "--remarks"),
    ("--StinkyRemoveWaitCntPass=keepTensor", "--MemTokenConsistencyCheckPass", "--emit-asm"),
    ("--CFGBuilderPass", "--WaitCntValidationCheckPass", "--print-output"),
    ("--StinkyRemoveWaitCntPass", "--StinkyBuildImplicitDependencyPass",
     "--StinkyWaitCntInsertionPass=disablePromotion", "--print-output", "--verify-each"),
)
ASM_ARGS = (
    ("--input-format=asm",),
    ("--input-format=asm", "--print-output"),
    ("--input-format=asm", "--preserve-comments", "--preserve-symbolic-regs"),
    ("--input-format=asm", "--CFGBuilderPass", "--StinkyBuildImplicitDependencyPass",
     "--StinkyWaitCntInsertionPass", "--WaitCntValidationCheckPass", "REGION"),
    ("--input-format=asm", "--CFGBuilderPass", "--InsertClusterBarrierPass", "REGION"),
    ("--input-format=asm", "--StinkyRemoveWaitCntPass", "--emit-asm", "REGION"),
)
_ASM_LABEL = re.compile(rb"^([A-Za-z_.$][\w.$]*):", re.MULTILINE)


class FuzzTimeout(BaseException):
    """Raised by the alarm: a BaseException, so main's last-resort handler
    (which catches Exception) lets it through."""


@dataclass
class Case:
    index: int
    origin: str
    data: bytes
    args: tuple


# -- seeds -------------------------------------------------------------------
def seed_files(extra_dirs=()) -> list[str]:
    """The project's own test inputs (test/**, examples/, test/fuzz/seeds/),
    sorted; plus any ``extra_dirs`` that exist (e.g. a conformance corpus)."""
    found = []
    roots = [os.path.join(ROOT, "test"), os.path.join(ROOT, "examples"), *extra_dirs]
    for root in roots:
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames
                                 if d not in ("unit", "Output", "__pycache__", "repro"))
            for name in filenames:
                if name.endswith((".stir", ".s")):
                    path = os.path.join(dirpath, name)
                    if os.path.getsize(path) <= MAX_SEED_BYTES:
                        found.append(path)
    return sorted(found)


_SEEDS: list | None = None
_MNEMONICS: tuple | None = None


def load_seeds(extra_dirs=()) -> list[tuple[str, bytes]]:
    global _SEEDS
    if _SEEDS is None:
        out = []
        for path in seed_files(extra_dirs):
            with open(path, "rb") as f:
                out.append((os.path.relpath(path, ROOT), f.read()))
        _SEEDS = out
    return _SEEDS


def mnemonics() -> tuple:
    global _MNEMONICS
    if _MNEMONICS is None:
        from stinkytofu_opt.target import get_target
        _MNEMONICS = tuple(get_target("gfx1250").mnemonics)
    return _MNEMONICS


# -- cases -------------------------------------------------------------------
def _is_asm(name: str, data: bytes) -> bool:
    return name.endswith(".s")


def _choose_args(r: random.Random, data: bytes, asm: bool) -> tuple:
    args = list(r.choice(ASM_ARGS if asm else STIR_ARGS))
    if "REGION" in args:
        args.remove("REGION")
        labels = [m.group(1).decode("ascii") for m in _ASM_LABEL.finditer(data)]
        if labels and r.random() < 0.9:
            a, b = sorted((r.randrange(len(labels)), r.randrange(len(labels))))
            args += ["--from-label", labels[a], "--to-label", labels[b]]
        else:
            args += ["--from-label", "label_0", "--to-label", "label_9"]
    if r.random() < 0.05:
        args.append(f"--seed={r.randint(0, 99)}")
    return tuple(args)


def make_case(seed: int, index: int, extra_dirs=()) -> Case:
    """Input number ``index`` of the run ``seed``: a mutated project test input
    (45%), a grammar-generated program, sometimes mutated (35%), a generated
    wait-count program from test/support/stir_gen.py, sometimes mutated (12%),
    or generated assembly, sometimes mutated (8%)."""
    r = random.Random(f"{seed}:{index}")
    seeds = load_seeds(extra_dirs)
    k = r.random()
    if k < 0.45 and seeds:
        name, data = seeds[r.randrange(len(seeds))]
        other = seeds[r.randrange(len(seeds))][1]
        data = mutate(data, r, other)
        origin = f"mutated {name}"
        asm = _is_asm(name, data)
    elif k < 0.80:
        text = grammar.stir_program(r, wrong=r.choice((0.0, 0.02, 0.1)), mnemonics=mnemonics()
                                    if r.random() < 0.3 else None)
        data = text.encode("utf-8")
        origin = "grammar .stir"
        if r.random() < 0.3:
            data = mutate(data, r, b"", max_steps=2)
            origin += " (mutated)"
        asm = False
    elif k < 0.92:
        from stir_gen import generate
        data = generate(r.randrange(10 ** 6), max_depth=r.choice((1, 2, 3)),
                        parts=r.choice((None, 1, 4))).encode()
        origin = "stir_gen"
        if r.random() < 0.4:
            data = mutate(data, r, b"", max_steps=2)
            origin += " (mutated)"
        asm = False
    else:
        data = grammar.asm_program(r, mnemonics=mnemonics() if r.random() < 0.3 else None
                                   ).encode("utf-8")
        origin = "grammar .s"
        if r.random() < 0.3:
            data = mutate(data, r, b"", max_steps=2)
            origin += " (mutated)"
        asm = True
    return Case(index, origin, data, _choose_args(r, data, asm))


# -- running -------------------------------------------------------------------
def _alarm(signum, frame):
    raise FuzzTimeout()


def run_main(data: bytes, args, main=None, time_limit: float = TIME_LIMIT):
    """Run the driver in-process on ``data`` as standard input.
    Returns (status, stdout, stderr, escaped) where ``escaped`` describes an
    exception that left main (or a hang), else None."""
    if main is None:
        from stinkytofu_opt.driver import main
    saved = sys.stdin, sys.stdout, sys.stderr
    out, err = io.StringIO(), io.StringIO()
    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    escaped = None
    status = None
    use_alarm = time_limit and hasattr(signal, "setitimer")
    if use_alarm:
        old = signal.signal(signal.SIGALRM, _alarm)
        signal.setitimer(signal.ITIMER_REAL, time_limit)
    try:
        status = main(["-", *args])
    except FuzzTimeout:
        escaped = f"hang: no result after {time_limit:.0f} s"
    except BaseException as exc:  # noqa: BLE001 - anything leaving main is a bug
        import traceback
        escaped = "exception escaped main: " + "".join(
            traceback.format_exception(type(exc), exc, exc.__traceback__))[-2000:]
    finally:
        if use_alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)
        sys.stdin, sys.stdout, sys.stderr = saved
        gc.enable()   # driver.run disables the collector for its one-shot process
    return status, out.getvalue(), err.getvalue(), escaped


def problems_of(status, stdout: str, stderr: str, escaped, data: bytes = b"") -> list[str]:
    """The invariants an in-process run broke (empty: all hold). ``data`` is
    the input: a marker that the input itself contains (a test file's
    ``CHECK-NOT: internal error`` line, echoed in a diagnostic or kept as a
    comment) is not evidence of a crash."""
    found = []
    if escaped:
        found.append(escaped)
    if status not in (0, 1, 2) and not escaped:
        found.append(f"exit status {status!r} (expected 0, 1 or 2)")
    lines = stderr.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if _LOCATED.match(line):
            # header, then optionally the echoed source line and the caret
            i += 3 if i + 2 < len(lines) and _CARET.match(lines[i + 2]) else 1
            continue
        if "internal error" in line or "Traceback (most recent call last)" in line:
            found.append(f"stderr: {line[:300]}")
        elif "error" in line and not line.startswith(_CLI_ERRORS + (_VERIFIER_REPORT,)):
            found.append(f"unlocated error: {line[:300]}")
        i += 1
    text = data.decode("utf-8", "replace")
    for marker in ("stinkytofu-opt: internal error", "Traceback (most recent call last)"):
        if marker in stdout and marker not in text:
            found.append(f"stdout: {marker}")
    return found


def digest(status, stdout: str, stderr: str) -> str:
    h = hashlib.blake2b(digest_size=10)
    h.update(repr(status).encode())
    h.update(b"\0" + stdout.encode("utf-8", "surrogateescape"))
    h.update(b"\0" + stderr.encode("utf-8", "surrogateescape"))
    return h.hexdigest()


def check_case(case: Case, main=None, time_limit: float = TIME_LIMIT):
    """(digest, problems) of one case."""
    status, out, err, escaped = run_main(case.data, case.args, main, time_limit)
    return digest(status, out, err), problems_of(status, out, err, escaped, case.data)


def failure_record(seed: int, case: Case, problems) -> dict:
    return {"seed": seed, "index": case.index, "origin": case.origin,
            "args": list(case.args), "problems": problems,
            "input_b64": base64.b64encode(case.data).decode("ascii")}


# -- worker ----------------------------------------------------------------------
def runs_here(index: int, role: int, cross: int) -> bool:
    """Worker ``role`` (0 or 1) runs the inputs of its parity, and both run
    every ``cross``-th input (the determinism cross-check)."""
    return index % cross == 0 or index % 2 == role


def worker(seed: int, start: int, count: int, role: int = 0, cross: int = 1, extra_dirs=(),
           out=sys.stdout) -> None:
    """Run this worker's cases of start..start+count-1; print one line per
    case: ``D <index> <digest>``, preceded by ``F <json record>`` if it failed."""
    for index in range(start, start + count):
        if not runs_here(index, role, cross):
            continue
        case = make_case(seed, index, extra_dirs)
        dig, problems = check_case(case)
        if problems:
            out.write("F " + json.dumps(failure_record(seed, case, problems)) + "\n")
        out.write(f"D {index} {dig}\n")
        if index % 500 == 0:
            out.flush()
            gc.collect()
    out.flush()


if __name__ == "__main__":  # python harness.py SEED START COUNT ROLE CROSS [EXTRA_DIR...]
    os.environ.pop("STINKYTOFU_DEBUG", None)
    worker(*map(int, sys.argv[1:6]), tuple(sys.argv[6:]))
